import Foundation

/// The few file-system operations Hark needs, with errors that name the file.
enum FileSystem {
    /// The bytes of a regular file. A FIFO, device or folder is refused before it is opened
    /// (reading one could block forever or never end), and so is a file over `limit` bytes;
    /// `kind` names what is read in that message ("XML files").
    static func readBytes(_ path: String, limit: Int = defaultLimit, kind: String = "files") throws -> [UInt8] {
        var status = stat()
        guard stat(path, &status) == 0 else {
            throw InputError("cannot read the file: \(String(cString: strerror(errno)))", file: path)
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw InputError("not a regular file (a folder, FIFO or device): Hark reads only files", file: path)
        }
        guard Int(status.st_size) <= limit else {
            throw InputError("the file is \(Int(status.st_size) / 1_048_576) MB; Hark reads \(kind) up to \(limit / 1_048_576) MB", file: path)
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            throw InputError("cannot read the file (missing or not permitted)", file: path)
        }
        defer { try? handle.close() }
        do {
            // At most one byte over the limit: a file that grows while read is still refused.
            let data = try handle.read(upToCount: limit + 1) ?? Data()
            guard data.count <= limit else {
                throw InputError("the file grew past \(limit / 1_048_576) MB while being read", file: path)
            }
            return [UInt8](data)
        } catch let error as InputError {
            throw error
        } catch {
            throw InputError("cannot read the file: \(error.localizedDescription)", file: path)
        }
    }

    /// What any input may weigh: more than every real project file, less than what would
    /// exhaust memory.
    static let defaultLimit = 256 * 1024 * 1024

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Entries of a folder, sorted so that every run visits files in the same order.
    static func contents(of directory: String) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []).sorted()
    }

    /// Every file under `directory` (recursively, sorted), skipping hidden entries and build output.
    static func files(under directory: String) -> [String] {
        var result: [String] = []
        for name in contents(of: directory) where !name.hasPrefix(".") {
            let path = join(directory, name)
            if isDirectory(path) {
                result += files(under: path)
            } else {
                result.append(path)
            }
        }
        return result
    }

    static func join(_ directory: String, _ name: String) -> String {
        if directory.isEmpty || directory == "." { return name }
        return directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    static func directoryName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        let dir = String(path[..<slash])
        return dir.isEmpty ? "/" : dir
    }

    static func baseName(_ path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return path }
        return String(path[path.index(after: slash)...])
    }

    /// Writes through a temporary file in the same folder and renames it into place, so a
    /// reader never sees a half-written report.
    static func writeAtomically(_ bytes: [UInt8], to path: String) throws {
        let directory = directoryName(path)
        let temporary = join(directory, ".\(baseName(path)).\(ProcessInfo.processInfo.processIdentifier).tmp")
        let data = Data(bytes)
        guard FileManager.default.createFile(atPath: temporary, contents: data) else {
            throw InputError("cannot write the output file", file: path)
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw InputError("cannot write the output file: \(reason)", file: path)
        }
    }
}
