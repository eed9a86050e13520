import Foundation
#if canImport(Glibc)
import Glibc
#endif
@testable import HarkCore

/// A run of the built `hark` binary with what it cost: CPU time (from `wait4`) and peak memory
/// of that one process, so that other tests running meanwhile do not count, and whether it had
/// to be killed for running too long.
struct MeasuredRun {
    /// The exit status, or nil when the process died of a signal or was killed.
    let status: Int32?
    let signal: Int32?
    let stdout: String
    let stderr: String
    /// User plus system time, in seconds.
    let cpuSeconds: Double
    let wallSeconds: Double
    let peakMegabytes: Double
    let timedOut: Bool

    /// Runs `hark` with `arguments` in `directory`, killing it once it has used `cpuLimit`
    /// seconds of CPU (a loop that never ends) or after `wallLimit` seconds (a read that never
    /// returns): a hang must fail the test, not stop the suite. A machine busy with other work
    /// stretches the time on the clock, not the CPU time, hence the generous wall limit.
    static func hark(_ arguments: [String], in directory: String, cpuLimit: Double = 60, wallLimit: Double = 180) throws -> MeasuredRun {
        guard let binary = HarkProcess.binary else { throw InputError("the hark binary was not built", file: "hark") }
        let scratch = try TestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/stdout", errPath = scratch + "/stderr"

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        // The shell changes folder and replaces itself with hark: one process, whose usage
        // wait4 reports.
        let argv = (["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", directory, binary] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let environment = ProcessInfo.processInfo.environment.filter { $0.key != "HARK_RESOURCES" }
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { envp.forEach { free($0) } }

        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, "/bin/sh", &actions, nil, argv, envp)
        guard spawned == 0 else { throw InputError("cannot start hark: \(String(cString: strerror(spawned)))", file: binary) }

        var waitStatus: Int32 = 0
        var usage = rusage()
        var timedOut = false
        var peakKilobytes = 0
        while true {
            // Linux carries the parent's high-water mark into a spawned child's ru_maxrss, so
            // the peak is read from the process itself (VmHWM), every 5 ms until it exits.
            peakKilobytes = max(peakKilobytes, Self.highWaterKilobytes(pid))
            let result = wait4(pid, &waitStatus, WNOHANG, &usage)
            if result == pid { break }
            if result < 0 && errno != EINTR { throw InputError("wait4 failed: \(String(cString: strerror(errno)))", file: binary) }
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
            if (elapsed > wallLimit || Self.cpuSecondsSoFar(pid) > cpuLimit) && !timedOut {
                kill(pid, SIGKILL)
                timedOut = true
            }
            usleep(5_000)
        }
        let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
            + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        let peak = Double(peakKilobytes) / 1024
        let exited = waitStatus & 0x7F == 0
        return MeasuredRun(
            status: exited ? (waitStatus >> 8) & 0xFF : nil, signal: exited ? nil : waitStatus & 0x7F,
            stdout: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: outPath))) ?? Data(), as: UTF8.self),
            stderr: String(decoding: (try? Data(contentsOf: URL(fileURLWithPath: errPath))) ?? Data(), as: UTF8.self),
            cpuSeconds: cpu, wallSeconds: wall, peakMegabytes: peak, timedOut: timedOut)
    }

    /// The CPU time a running process has used so far, user and system (0 once it has exited).
    static func cpuSecondsSoFar(_ pid: pid_t) -> Double {
        // After the command's name in parentheses: state, then 10 fields, then utime and stime.
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// The peak resident memory of a running process, in kilobytes (0 once it has exited).
    static func highWaterKilobytes(_ pid: pid_t) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }) else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
