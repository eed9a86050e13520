import Foundation

/// Paths as reports show them: relative to the current folder when inside it.
struct PathDisplay: Sendable {
    let currentDirectory: String

    init(currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = currentDirectory
    }

    func relative(_ path: String) -> String {
        var result = path
        let prefix = currentDirectory.hasSuffix("/") ? currentDirectory : currentDirectory + "/"
        if result.hasPrefix(prefix) { result = String(result.dropFirst(prefix.count)) }
        while result.hasPrefix("./") { result = String(result.dropFirst(2)) }
        return result
    }

    func absolute(_ path: String) -> String {
        let joined = path.hasPrefix("/") ? path : FileSystem.join(currentDirectory, path)
        return URL(fileURLWithPath: joined).standardizedFileURL.path
    }
}
