import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension FileSystem {
    /// Writes a file Hark produces (`--output`, `--write-baseline`, `--record`, `hark pseudo`),
    /// choosing by what `path` is:
    /// - a regular file, or nothing yet: through a temporary file in the same folder renamed
    ///   into place, so a reader never sees half a report and an interrupted run leaves the old
    ///   file whole (the existing file's permissions are kept);
    /// - a symbolic link: the file it leads to is written that way, and the link stays a link;
    /// - `/dev/stdout`, `/dev/stderr`, `/dev/fd/N`, `/proc/self/fd/N`: the open descriptor;
    /// - a device, FIFO or socket (`/dev/null`, a named pipe): written in place, never replaced
    ///   by a regular file (a FIFO waits for its reader, as with any program);
    /// - a folder: refused.
    /// A write that fails (no space left, a read-only folder) is an error naming the file.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        try writeAtomically(to: path) { $0.write(bytes) }
    }

    /// The same, for a file written in pieces as it is made: `produce` hands its bytes to the
    /// sink (a big report is never whole in memory).
    static func writeAtomically(to path: String, _ produce: (ByteSink) -> Void) throws {
        let target = try resolveLinks(path)
        if let descriptor = target.descriptor {
            let sink = ByteSink(descriptor: descriptor)
            produce(sink)
            try check(sink.failure, path: path)
            return
        }
        var status = stat()
        if stat(target.path, &status) == 0 {
            switch status.st_mode & S_IFMT {
            case S_IFREG:
                try replace(target.path, mode: status.st_mode & 0o7777, named: path, produce)
            case S_IFDIR:
                throw InputError("cannot write the file: it is a folder", file: path)
            default:
                try writeInPlace(to: target.path, named: path, produce)
            }
        } else if errno == ENOENT {
            try replace(target.path, mode: nil, named: path, produce)
        } else {
            throw InputError("cannot write the file: \(errorText(errno))", file: path)
        }
    }

    /// Writes all of `bytes` to an open descriptor; returns 0 or the `errno` of the failure.
    /// EPIPE (the reader has gone, as in `hark lint | head`) is not a failure.
    static func write(_ bytes: [UInt8], toDescriptor descriptor: Int32) -> Int32 {
        bytes.withUnsafeBytes { write($0, toDescriptor: descriptor) }
    }

    static func write(_ buffer: UnsafeRawBufferPointer, toDescriptor descriptor: Int32) -> Int32 {
        var offset = 0
        while offset < buffer.count, let base = buffer.baseAddress {
            let written = Foundation.write(descriptor, base + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0 && errno == EINTR {
                continue
            } else {
                let code = written < 0 ? errno : EIO
                return code == EPIPE ? 0 : code
            }
        }
        return 0
    }

    private static func check(_ code: Int32, path: String) throws {
        guard code == 0 else { throw InputError("cannot write the file: \(errorText(code))", file: path) }
    }

    /// The path a chain of symbolic links ends at (the path itself if it is no link, even if it
    /// does not exist yet), or the descriptor it names.
    private static func resolveLinks(_ path: String) throws -> (path: String, descriptor: Int32?) {
        var current = path
        for _ in 0..<40 {
            if let descriptor = standardDescriptor(current) { return (current, descriptor) }
            var status = stat()
            guard lstat(current, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return (current, nil) }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw InputError("cannot write the file: \(errorText(errno))", file: path) }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            // A descriptor of /proc shows as "pipe:[…]" or "socket:[…]": it is no path.
            if destination.hasPrefix("/") {
                current = destination
            } else if current.hasPrefix("/proc/") && destination.contains(":[") {
                return (current, nil)
            } else {
                current = join(directoryName(current), destination)
            }
        }
        throw InputError("cannot write the file: \(errorText(ELOOP))", file: path)
    }

    /// The open descriptor a path such as `/dev/stdout` or `/dev/fd/3` names, if it is open.
    private static func standardDescriptor(_ path: String) -> Int32? {
        let number: Int32?
        switch path {
        case "/dev/stdout": number = STDOUT_FILENO
        case "/dev/stderr": number = STDERR_FILENO
        default:
            let prefix = ["/dev/fd/", "/proc/self/fd/"].first { path.hasPrefix($0) }
            number = prefix.flatMap { Int32(path.dropFirst($0.count)) }
        }
        guard let number, fcntl(number, F_GETFD) != -1 else { return nil }
        return number
    }

    /// A device or FIFO: opened for writing as it is (no truncation, no creation).
    private static func writeInPlace(to target: String, named path: String, _ produce: (ByteSink) -> Void) throws {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC | O_NOCTTY)
        guard descriptor >= 0 else { throw InputError("cannot write the file: \(errorText(errno))", file: path) }
        let sink = ByteSink(descriptor: descriptor)
        produce(sink)
        close(descriptor)
        try check(sink.failure, path: path)
    }

    /// A temporary file beside `target`, renamed over it once complete.
    private static func replace(_ target: String, mode: mode_t?, named path: String, _ produce: (ByteSink) -> Void) throws {
        let temporary = join(directoryName(target), ".\(baseName(target)).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
        guard descriptor >= 0 else { throw InputError("cannot write the file: \(errorText(errno))", file: path) }
        let sink = ByteSink(descriptor: descriptor)
        produce(sink)
        var code = sink.failure
        if code == 0, let mode, fchmod(descriptor, mode) != 0 { code = errno }
        // Some file systems report a full disk only when the file is closed.
        if close(descriptor) != 0 && code == 0 { code = errno }
        if code == 0 && rename(temporary, target) != 0 { code = errno }
        if code != 0 {
            unlink(temporary)
            try check(code, path: path)
        }
    }
}

/// Where a file Hark writes goes, piece by piece: an open descriptor, written at once. The
/// first failure is kept (and nothing written after it) for the caller to report.
final class ByteSink {
    private let descriptor: Int32
    /// 0, or the `errno` of the first write that failed.
    private(set) var failure: Int32 = 0

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { write($0) }
    }

    func write(_ bytes: UnsafeRawBufferPointer) {
        guard failure == 0, !bytes.isEmpty else { return }
        failure = FileSystem.write(bytes, toDescriptor: descriptor)
    }
}
