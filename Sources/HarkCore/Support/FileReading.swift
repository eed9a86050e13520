import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A kind of file Hark reads, and how large one may be. Each limit is many times the largest
/// real file of the kind (see `docs/reliability.md`) and small enough that reading it stays
/// within memory: a file is held whole, and its parsed form takes a few times its size.
struct InputKind: Sendable {
    /// The kind's plural, for the message ("Hark reads String Catalogs up to 128 MB").
    let name: String
    let limit: Int

    private static let megabyte = 1_048_576

    /// Largest seen: 0.3 MB (a storyboard of 80 scenes).
    static let interfaceBuilder = InputKind(name: "storyboards and XIBs", limit: 64 * megabyte)
    /// Largest seen: 0.24 MB (.strings), 0.03 MB (.stringsdict). Every entry of a translation
    /// may be a finding: 12 MB keeps the worst case under 500 MB and 5 s (docs/reliability.md).
    static let stringsTable = InputKind(name: ".strings files", limit: 12 * megabyte)
    static let propertyList = InputKind(name: "property lists", limit: 16 * megabyte)
    /// Largest seen: 2.2 MB (IceCubesApp); a catalog grows with every language.
    static let stringCatalog = InputKind(name: "String Catalogs", limit: 16 * megabyte)
    static let screenModel = InputKind(name: "screen models", limit: 64 * megabyte)
    static let configuration = InputKind(name: "configuration files", limit: 16 * megabyte)
    /// `hark lint -`: a path a line (some 200,000 paths).
    static let pathList = InputKind(name: "path lists on standard input", limit: 16 * megabyte)
    /// A baseline holds one line per accepted finding: large apps accept many.
    static let baseline = InputKind(name: "baselines", limit: 128 * megabyte)
    static let transcript = InputKind(name: "speech transcripts", limit: 64 * megabyte)
    /// Largest seen: 1.1 MB (generated mocks in Element X; 1.5 MB vendored). Every file of a
    /// project is held with its tokens, up to 20 bytes a byte for code all of brackets.
    static let source = InputKind(name: "Swift and Objective-C sources", limit: 16 * megabyte)
    /// Hark's own resources (rule documents, vocabularies), and anything not named above.
    static let file = InputKind(name: "files", limit: 64 * megabyte)

    /// "64 MB", "0.5 MB", "64.1 MB": one decimal when it matters.
    static func megabytes(_ bytes: Int) -> String {
        let tenths = (bytes * 10 + megabyte / 2) / megabyte
        return tenths % 10 == 0 ? "\(tenths / 10) MB" : "\(tenths / 10).\(tenths % 10) MB"
    }
}

extension FileSystem {
    /// The bytes of a regular file of at most `kind.limit` bytes. The file is opened without
    /// blocking and checked on its descriptor, so a FIFO, device or folder is refused before a
    /// byte is read (reading one could block forever or never end), even if the path changed
    /// since it was listed. The bytes are read straight into the array: no second copy.
    static func readBytes(_ path: String, as kind: InputKind = .file) throws -> [UInt8] {
        var bytes: [UInt8] = []
        try readBytes(path, as: kind, into: &bytes)
        return bytes
    }

    /// Reads a file as `readBytes(_:as:)` does, into `bytes`, over its old contents. Storage
    /// large enough is reused (see `ScratchBytes`), at the cost of zeroing it first.
    static func readBytes(_ path: String, as kind: InputKind = .file, into bytes: inout [UInt8]) throws {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw InputError("cannot read the file: \(errorText(errno))", file: path) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw InputError("cannot read the file: \(errorText(errno))", file: path) }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw InputError("not a regular file (\(fileType(status.st_mode))): Hark reads only files", file: path)
        }
        let size = Int(status.st_size)
        guard size <= kind.limit else {
            let limit = InputKind.megabytes(kind.limit)
            let measure = InputKind.megabytes(size) == limit ? "over \(limit)" : InputKind.megabytes(size)
            throw InputError("the file is \(measure); Hark reads \(kind.name) up to \(limit)", file: path)
        }
        // One byte more than the size: a file that grows while read is noticed.
        let capacity = size + 1
        var failure: Int32 = 0
        bytes.overwrite(upTo: capacity) { buffer in fill(buffer, from: descriptor, failure: &failure) }
        guard failure == 0 else { throw InputError("cannot read the file: \(errorText(failure))", file: path) }
        guard bytes.count == size else {
            throw InputError("the file changed size while being read (\(size) bytes, then \(bytes.count)); read it again once it is written", file: path)
        }
    }

    /// Reads from `descriptor` until `buffer` is full or the file ends; returns the count read.
    private static func fill(_ buffer: UnsafeMutableBufferPointer<UInt8>, from descriptor: Int32, failure: inout Int32) -> Int {
        var count = 0
        while count < buffer.count, let base = buffer.baseAddress {
            let received = Foundation.read(descriptor, base + count, buffer.count - count)
            if received > 0 {
                count += received
            } else if received < 0 && errno == EINTR {
                continue
            } else {
                if received < 0 { failure = errno }
                break
            }
        }
        return count
    }

    /// What a non-regular file is, for messages.
    static func fileType(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFDIR: return "a folder"
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "not a regular file"
        }
    }

    /// The system's words for an `errno` value.
    static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
