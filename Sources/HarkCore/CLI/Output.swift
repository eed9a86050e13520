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
        if let file {
            try FileSystem.writeAtomically(bytes, to: file)
        } else {
            let code = FileSystem.write(bytes, toDescriptor: STDOUT_FILENO)
            guard code == 0 else { throw InputError("cannot write the report: \(FileSystem.errorText(code))", file: "standard output") }
        }
    }

    static func error(_ text: String) {
        write(Array((text + "\n").utf8), to: STDERR_FILENO)
    }
}
