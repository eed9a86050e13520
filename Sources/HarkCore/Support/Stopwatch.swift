import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Wall-clock and CPU time, for `lint --timing`. CPU time is what a shared, loaded machine does
/// not distort: a rule's own thread's CPU time is its cost, whatever else runs beside it.
#if canImport(Glibc)
/// Glibc imports `RUSAGE_SELF` as an enum case where `getrusage` takes an Int32.
private let rusageSelf = __rusage_who_t(RUSAGE_SELF.rawValue)
#else
private let rusageSelf = RUSAGE_SELF
#endif

enum Stopwatch {
    static func wallSeconds() -> Double {
        Double(DispatchTime.now().uptimeNanoseconds) / 1e9
    }

    /// User and system time of the whole process, every thread.
    static func processCPUSeconds() -> Double {
        var usage = rusage()
        guard getrusage(rusageSelf, &usage) == 0 else { return 0 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime)
    }

    /// CPU time of the calling thread (a rule runs on one thread from start to end).
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private static func seconds(_ time: timeval) -> Double {
        Double(time.tv_sec) + Double(time.tv_usec) / 1e6
    }
}

/// The time each phase of a run took (load, names, rules, reports, speech), in wall-clock and
/// process CPU seconds; a phase measured several times (once per audit unit) adds up.
struct PhaseTimes: Sendable {
    struct Phase: Sendable {
        let name: String
        var wallSeconds: Double
        var cpuSeconds: Double
    }

    private(set) var phases: [Phase] = []

    mutating func measure<T>(_ name: String, _ body: () throws -> T) rethrows -> T {
        let wall = Stopwatch.wallSeconds(), cpu = Stopwatch.processCPUSeconds()
        let result = try body()
        add(Phase(name: name, wallSeconds: Stopwatch.wallSeconds() - wall, cpuSeconds: Stopwatch.processCPUSeconds() - cpu))
        return result
    }

    mutating func add(_ phase: Phase) {
        if let index = phases.firstIndex(where: { $0.name == phase.name }) {
            phases[index].wallSeconds += phase.wallSeconds
            phases[index].cpuSeconds += phase.cpuSeconds
        } else {
            phases.append(phase)
        }
    }

    mutating func add(_ other: PhaseTimes) {
        for phase in other.phases { add(phase) }
    }
}
