import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// What one timed stretch of work cost: wall-clock seconds, CPU seconds (user + system, every
/// thread), and for a child process its peak resident memory.
struct Cost {
    var wall: Double
    var cpu: Double
    var maxRSSBytes: Int = 0
}

#if canImport(Glibc)
/// Glibc imports `RUSAGE_SELF` as an enum case where `getrusage` takes an Int32.
private let rusageSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
private let rusageSelf = RUSAGE_SELF
#endif

/// User and system time of this process so far.
func processCPUSeconds() -> Double {
    var usage = rusage()
    guard getrusage(rusageSelf, &usage) == 0 else { return 0 }
    return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
}

/// Times work done in this process. On a shared machine wall-clock time moves with the other
/// users' load; CPU time much less.
func measure(_ body: () throws -> Void) rethrows -> Cost {
    let wall = DispatchTime.now().uptimeNanoseconds, cpu = processCPUSeconds()
    try body()
    return Cost(wall: Double(DispatchTime.now().uptimeNanoseconds - wall) / 1e9, cpu: processCPUSeconds() - cpu)
}

/// Runs a program to its end and returns what it cost: its CPU time from `wait4`'s resource
/// usage of that child, its peak resident set size from GNU time (`/usr/bin/time -f %M`) when
/// installed. `wait4`'s own `ru_maxrss` cannot be used: posix_spawn starts the child in this
/// process's memory (vfork), and Linux carries that peak, this benchmark's own, across the
/// exec. Standard output goes to /dev/null; standard error to `standardError` (a file), or to
/// /dev/null.
func runChild(_ executable: String, _ arguments: [String], standardError: String? = nil,
              acceptedStatuses: Set<Int32> = [0]) throws -> Cost {
    let timeTool = "/usr/bin/time"
    let peakFile = NSTemporaryDirectory() + "hark-bench-peak-\(getpid()).txt"
    let measuresPeak = FileManager.default.isExecutableFile(atPath: timeTool)
    let command = measuresPeak ? [timeTool, "-f", "%M", "-o", peakFile, executable] + arguments : [executable] + arguments
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, standardError ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv: [UnsafeMutablePointer<CChar>?] = command.map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    let start = DispatchTime.now().uptimeNanoseconds
    var pid = pid_t()
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv, environ)
    guard spawned == 0 else { throw BenchError("cannot run \(command[0]): \(String(cString: strerror(spawned)))") }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
        guard errno == EINTR else { throw BenchError("wait4 failed for \(executable)") }
    }
    let wall = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    let exitStatus = (status >> 8) & 0xFF
    guard status & 0x7F == 0, acceptedStatuses.contains(exitStatus) else {
        throw BenchError("\(executable) \(arguments.joined(separator: " ")) ended with status \(status)")
    }
    // The child's and its waited-for children's (GNU time's hark) CPU time.
    let cpu = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
    var peak = 0
    if measuresPeak, let text = try? String(contentsOfFile: peakFile, encoding: .utf8),
       let kilobytes = text.split(separator: "\n").last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) {
        peak = kilobytes * 1024
    }
    return Cost(wall: wall, cpu: cpu, maxRSSBytes: peak)
}

/// Medians of several runs of the same thing.
struct Costs {
    var runs: [Cost] = []
    mutating func append(_ cost: Cost) { runs.append(cost) }
    var wall: Double { median(runs.map(\.wall)) }
    var cpu: Double { median(runs.map(\.cpu)) }
    var maxRSSBytes: Int { runs.map(\.maxRSSBytes).max() ?? 0 }
}

/// One goal of issue 11, judged on a ratio measured in this run. Every goal line starts with
/// `goal` so that `Benchmarks/run` can gather them at the end.
func reportGoal(_ what: String, measured: String, target: String, met: Bool) {
    print("goal \(met ? "MET    " : "NOT MET") \(what): \(measured) (goal \(target))")
}

func ratio(_ value: Double) -> String { String(format: "%.2f×", value) }

func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1e6) }

func fileSize(_ path: String) -> Int {
    (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
}
