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

    static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0 && errno == EINTR {
                    continue
                } else {
                    return // The reader is gone (EPIPE) or the stream failed: nothing more to do.
                }
            }
        }
    }

    static func write(_ text: String) {
        write(Array(text.utf8))
    }

    /// Writes a command's result to `file` atomically, or to standard output.
    static func emit(_ bytes: [UInt8], to file: String?) throws {
        if let file {
            try FileSystem.writeAtomically(bytes, to: file)
        } else {
            write(bytes)
        }
    }

    static func error(_ text: String) {
        write(Array((text + "\n").utf8), to: STDERR_FILENO)
    }
}
