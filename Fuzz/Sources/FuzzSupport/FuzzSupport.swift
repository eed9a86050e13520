import Foundation
@testable import HarkCore
#if canImport(Glibc)
import Glibc
#endif

/// What every target checks besides "no trap, no hang, no leak": Hark's promises about errors.
public enum Promise {
    /// A parser refuses a bad input with an `InputError` (or skips a file that is not its
    /// format), never another error, and points at the place in the file.
    public static func checkRefusal(_ error: any Error, of what: String) {
        if error is Skip { return }
        guard let error = error as? InputError else { fatalError("\(what) threw \(type(of: error)): \(error)") }
        guard let location = error.location else { fatalError("\(what): an error without a position: \(error)") }
        checkPosition(location, of: what)
    }

    public static func checkPosition(_ location: SourceLocation, of what: String) {
        guard location.line >= 1, location.column >= 1 else { fatalError("\(what): an impossible position \(location)") }
    }

    /// A strings table that does not parse keeps its error, with a position.
    public static func checkTable(_ table: StringsTable, of what: String) {
        if let error = table.syntaxError { checkRefusal(error, of: what) }
        for entry in table.entries { checkPosition(entry.location, of: what) }
    }
}

/// For the parsers that start from a path (they read the file, or look around it): the input
/// is written to a file of this process in shared memory, and that path is given to them.
public enum ScratchFile {
    private static let folder: String = {
        let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
        let path = "\(base)/hark-fuzz-\(getpid())"
        mkdir(path, 0o700)
        return path
    }()

    /// Writes `bytes` to `name` in this process's scratch folder and returns its path.
    public static func write(_ bytes: UnsafeRawBufferPointer, name: String) -> String {
        let path = folder + "/" + name
        if let slash = name.lastIndex(of: "/") { mkdir(folder + "/" + name[..<slash], 0o700) }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { fatalError("fuzz harness: cannot write \(path)") }
        var offset = 0
        while offset < bytes.count, let base = bytes.baseAddress {
            let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
            guard written > 0 else { fatalError("fuzz harness: cannot write \(path)") }
            offset += written
        }
        close(descriptor)
        return path
    }
}
