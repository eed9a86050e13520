import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes to standard output and error with plain POSIX calls: FileHandle traps when the
/// reader has gone away (`hark lint | head`), and Hark must never trap.
enum Output {
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Writes what is not a command's result (help, usage, messages): a failure has nowhere
    /// to be reported.
    static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) {
        _ = FileSystem.write(bytes, toDescriptor: descriptor)
    }

    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes a command's result to `file` (see `FileSystem.writeAtomically`), or to standard
    /// output. A report that could not be written (a full disk) is an error, not a success;
    /// a reader that has gone away is not.
    static func emit(_ bytes: [UInt8], to file: String?) throws {
        try emit(to: file) { $0.write(bytes) }
    }

    /// The same, for a result written in pieces as it is made.
    static func emit(to file: String?, _ produce: (ByteSink) -> Void) throws {
        if let file {
            try FileSystem.writeAtomically(to: file, produce)
        } else {
            let sink = ByteSink(descriptor: STDOUT_FILENO)
            produce(sink)
            guard sink.failure == 0 else {
                throw InputError("cannot write the report: \(FileSystem.errorText(sink.failure))", file: "standard output")
            }
        }
    }

    static func error(_ text: String) {
        write(Array((text + "\n").utf8), to: STDERR_FILENO)
    }

    /// Whether a stream is a terminal (not a pipe, a file or a CI log).
    static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// Whether to colour what goes to standard output: on a terminal, unless `NO_COLOR` is set
    /// (to anything but nothing, as no-color.org says) or the terminal is `dumb`.
    static func colorsStandardOutput(environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        guard isTerminal(STDOUT_FILENO) else { return false }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        return environment["TERM"] != "dumb"
    }
}

/// A progress line on standard error for runs that take more than a second, only on a
/// terminal: rewritten in place, and erased when the run is done.
final class ProgressLine: @unchecked Sendable {
    private let start = DispatchTime.now().uptimeNanoseconds
    private let enabled: Bool
    private let descriptor: Int32
    private let delay: UInt64
    private let lock = NSLock()
    private var lastDraw: UInt64 = 0
    private var drawn = false

    /// `delay` is how long a run goes before the line shows (nanoseconds); `isTerminal`
    /// overrides asking the descriptor.
    init(enabled: Bool, descriptor: Int32 = STDERR_FILENO, delay: UInt64 = 1_000_000_000, isTerminal: Bool? = nil) {
        self.enabled = enabled && (isTerminal ?? Output.isTerminal(descriptor))
        self.descriptor = descriptor
        self.delay = delay
    }

    /// Shows `text` once the run has taken the delay, at most ten times a second.
    func update(_ text: String) {
        guard enabled else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        lock.lock()
        defer { lock.unlock() }
        guard now - start >= delay, !drawn || now - lastDraw >= 100_000_000 else { return }
        lastDraw = now
        drawn = true
        Output.write(Array("\r\u{1B}[K\(text)".utf8), to: descriptor)
    }

    /// Erases the line, before the report or any message is written.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drawn { Output.write(Array("\r\u{1B}[K".utf8), to: descriptor) }
        drawn = false
    }
}
