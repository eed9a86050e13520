import Foundation
@testable import HarkCore

/// Helpers shared by the tests: temporary folders, the package's own resources, audits.
enum TestSupport {
    static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let corpus: String = URL(fileURLWithPath: packageRoot).deletingLastPathComponent()
        .appendingPathComponent("shared/corpus").path

    static func makeTemporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-tests-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    /// Writes `files` (relative path -> content) under a new temporary folder.
    static func write(_ files: [(path: String, content: String)]) throws -> String {
        let root = try makeTemporaryFolder()
        for file in files {
            let path = root + "/" + file.path
            try FileManager.default.createDirectory(atPath: FileSystem.directoryName(path), withIntermediateDirectories: true)
            try Data(file.content.utf8).write(to: URL(fileURLWithPath: path))
        }
        return root
    }

    static func ruleCatalog() throws -> RuleCatalog {
        try RuleCatalog.load(resourceRoot: packageRoot)
    }

    static func vocabularies() throws -> VocabularyStore {
        try VocabularyStore.load(resourceRoot: packageRoot)
    }

    static func auditor() throws -> Auditor {
        Auditor(catalog: try ruleCatalog(), vocabularies: try vocabularies())
    }

    /// Audits `path` (a model file or a folder) and returns the findings as text-report lines,
    /// with paths relative to `relativeTo`.
    static func lint(_ path: String, relativeTo root: String, rule: String? = nil, locales: [String]? = nil) throws -> [String] {
        let units = try ProjectLoader.load(paths: [path], developmentLanguage: nil)
        let result = try auditor().audit(units, locales: locales)
        let paths = PathDisplay(currentDirectory: root)
        return result.findings.filter { rule == nil || $0.rule == rule }.map { TextReporter().line($0, paths: paths) }
    }

    static func model(_ json: String, file: String = "model.json") throws -> AppModel {
        try ModelLoader.decode(try JSONParser.parse(Array(json.utf8), file: file), file: file)
    }
}
