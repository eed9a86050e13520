import Foundation

/// The few file-system operations Hark needs, with errors that name the file.
enum FileSystem {
    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }

    /// Entries of a folder, sorted so that every run visits files in the same order.
    static func contents(of directory: String) -> [String] {
        unsortedContents(of: directory).sorted()
    }

    /// The same in the file system's order, for a question whose answer no order changes
    /// (whether any name is so): sorting by `String <` was most of the cost of asking it.
    static func unsortedContents(of directory: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
    }

    /// Every file under `directory` (recursively, sorted), skipping hidden entries and build output.
    static func files(under directory: String) -> [String] {
        var visited: Set<FileIdentity> = []
        return files(under: directory, visited: &visited)
    }

    private static func files(under directory: String, visited: inout Set<FileIdentity>) -> [String] {
        guard let folder = identity(directory), visited.insert(folder).inserted else { return [] }
        var result: [String] = []
        for name in contents(of: directory) where !name.hasPrefix(".") {
            let path = join(directory, name)
            if isDirectory(path) {
                result += files(under: path, visited: &visited)
            } else {
                result.append(path)
            }
        }
        return result
    }

    /// Which file a path leads to (device and inode, links followed): a folder that a symbolic
    /// link leads back to is walked once, not until paths grow too long.
    struct FileIdentity: Hashable, Sendable {
        let device: UInt64
        let inode: UInt64
    }

    static func identity(_ path: String) -> FileIdentity? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return FileIdentity(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
    }

    /// Why `path` cannot be used, or nil when it exists (a link that leads nowhere, or in a
    /// loop, does not).
    static func accessProblem(_ path: String) -> String? {
        var status = stat()
        if stat(path, &status) == 0 { return nil }
        return errno == ENOENT ? "no such file or folder" : "cannot read it: \(errorText(errno))"
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
}
