import Foundation
@testable import HarkCore

/// The test run's temporary folder, for the exit handler (which can capture nothing).
nonisolated(unsafe) private var removedAtExit: String?

/// Helpers shared by the tests: temporary folders, the package's own resources, audits.
enum TestSupport {
    static let packageRoot: String = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path

    static let corpus: String = URL(fileURLWithPath: packageRoot).deletingLastPathComponent()
        .appendingPathComponent("shared/corpus").path

    /// A new folder inside this test run's own temporary folder, which is removed when the
    /// run ends (thousands of tests each left a folder behind in the system's).
    static func makeTemporaryFolder() throws -> String {
        let path = testRunFolder + "/\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    private static let testRunFolder: String = {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-tests-\(UUID().uuidString)").path
        removedAtExit = path
        atexit {
            if let folder = removedAtExit { try? FileManager.default.removeItem(atPath: folder) }
        }
        return path
    }()

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
        try Auditor(catalog: try ruleCatalog(), vocabularies: try vocabularies())
    }

    /// Loads `paths` as `hark lint` does; an input that cannot be read fails the test.
    static func load(_ paths: [String], developmentLanguage: String? = nil) throws -> [AuditUnit] {
        let loaded = ProjectLoader.load(paths: paths, options: LoadOptions(developmentLanguage: developmentLanguage))
        if let failure = loaded.failures.first { throw failure }
        return loaded.units
    }

    /// Audits `path` (a model file or a folder) and returns the findings as text-report lines,
    /// with paths relative to `relativeTo`.
    static func lint(_ path: String, relativeTo root: String, rule: String? = nil, locales: [String]? = nil) throws -> [String] {
        let units = try load([path])
        let result = try auditor().audit(units, locales: locales)
        if let failure = result.failures.first { throw failure }
        let paths = PathDisplay(currentDirectory: root)
        return result.findings.filter { rule == nil || $0.rule == rule }.map { TextReporter().line($0, paths: paths) }
    }

    /// The findings of `path`, each as rule, severity, locale and message worded with one
    /// phrasing: inputs of different formats that describe the same screens compare equal.
    static func findingsIgnoringPhrasing(_ path: String) throws -> [String] {
        let result = try auditor().audit(try load([path]))
        return result.findings.map { finding in
            let words = finding.message.text(in: MessageContext(phrasing: .stringsTables, scope: finding.scope))
            return "\(finding.rule) \(finding.severity) \(finding.locale ?? "-") \(words)"
        }
    }

    static func model(_ json: String, file: String = "model.json") throws -> AppModel {
        try ModelLoader.decode(try JSONParser.parse(Array(json.utf8), file: file), file: file)
    }
}

/// A message whose words are given, for tests of reports.
struct PlainMessage: FindingMessage {
    let words: String
    var subject = ""
    func text(in context: MessageContext) -> String { words }
}

extension Finding {
    /// A finding with a fixed message, for tests of reports.
    static func plain(rule: String, severity: Severity, message: String, location: SourceLocation, locale: String? = nil) -> Finding {
        Finding(rule: rule, severity: severity, location: location, screen: nil, element: nil,
                scope: locale.map(LocaleScope.locale) ?? .none, message: PlainMessage(words: message), phrasing: .stringsTables)
    }
}

extension Reporter {
    /// The report as text.
    func text(_ report: Report) -> String { String(decoding: render(report), as: UTF8.self) }
}
