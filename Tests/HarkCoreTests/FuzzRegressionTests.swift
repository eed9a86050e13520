import Foundation
import Testing
@testable import HarkCore

/// Replays, without libFuzzer, every input kept in `Fuzz/Regressions/<target>/` (inputs the
/// fuzzers once crashed or hung on) and `Fuzz/Seeds/<target>/`, through the same entry points
/// the fuzz targets call: each must be read or refused with a positioned `InputError`.
@Suite struct FuzzRegressionTests {
    static let fuzz = TestSupport.packageRoot + "/Fuzz"

    struct Input: Sendable, CustomTestStringConvertible {
        let target: String
        let file: String
        var testDescription: String { "\(target)/\(FileSystem.baseName(file))" }
    }

    static let inputs: [Input] = ["Regressions", "Seeds"].flatMap { folder in
        FileSystem.contents(of: fuzz + "/" + folder).flatMap { target in
            FileSystem.contents(of: fuzz + "/" + folder + "/" + target).filter { !$0.hasPrefix(".") && $0 != "README.md" }
                .map { Input(target: target, file: fuzz + "/" + folder + "/" + target + "/" + $0) }
        }
    }

    /// The targets of `Fuzz/Package.swift`, in its order.
    static let targets = ["FuzzScreenModel", "FuzzAudit", "FuzzStrings", "FuzzStringsDict", "FuzzStringCatalog",
                          "FuzzInterfaceBuilder", "FuzzXML", "FuzzPropertyList", "FuzzSettingsBundle", "FuzzConfiguration",
                          "FuzzGitIgnore", "FuzzSwiftComments", "FuzzSwiftSource"]

    /// The list above is the fuzz package's: a target added there is replayed here too.
    @Test func theTargetsAreTheFuzzPackages() throws {
        let manifest = String(decoding: try FileSystem.readBytes(Self.fuzz + "/Package.swift"), as: UTF8.self)
        let declared = manifest.components(separatedBy: "\"").filter { $0.hasPrefix("Fuzz") && $0 != "FuzzSupport" }
        #expect(declared == Self.targets)
        let script = String(decoding: try FileSystem.readBytes(Self.fuzz + "/run"), as: UTF8.self)
        for target in Self.targets { #expect(script.contains(" \(target)"), "Fuzz/run does not know \(target)") }
    }

    @Test func everyFuzzTargetHasSeedsAndEveryKeptInputATarget() {
        for target in Self.targets {
            #expect(Self.inputs.contains { $0.target == target }, "\(target) has no seeds")
        }
        for input in Self.inputs { #expect(Self.targets.contains(input.target), "\(input.file) belongs to no target") }
    }

    @Test(arguments: inputs)
    func keptInputIsReadOrRefusedWithAPosition(_ input: Input) throws {
        let bytes = try FileSystem.readBytes(input.file)
        do {
            try Self.replay(input.target, bytes)
        } catch let error as InputError {
            #expect(error.location != nil, "\(error)")
        }
    }

    /// What the fuzz target `target` does with `bytes` (Fuzz/Sources/<target>).
    static func replay(_ target: String, _ bytes: [UInt8]) throws {
        let scratch = try TestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        func file(_ name: String) throws -> String {
            try Data(bytes).write(to: URL(fileURLWithPath: scratch + "/" + name))
            return scratch + "/" + name
        }
        switch target {
        case "FuzzScreenModel", "FuzzAudit":
            _ = try? JSONParser.parse(bytes, file: "Settings.json", duplicateKeys: .keep)
            let document = try JSONParser.parse(bytes, file: "Settings.json")
            guard ModelLoader.isModel(document) else { return }
            let model = try ModelLoader.decode(document, file: "Settings.json")
            let unit = AuditUnit(model: model, catalog: .empty, developmentLanguage: model.app.developmentLanguage)
            let result = try TestSupport.auditor().audit([unit])
            let report = Report(findings: result.findings, speech: result.speech, failures: result.failures, units: [unit])
            for reporter in Reporters.all { _ = reporter.render(report) }
        case "FuzzStrings":
            let table = StringsParser.read(bytes, file: "Localizable.strings", table: "Localizable", locale: "en")
            if let error = table.syntaxError { throw error }
        case "FuzzStringsDict":
            let table = try StringsDictParser.load(file: try file("Localizable.stringsdict"), table: "Localizable", locale: "en")
            if let error = table.syntaxError { throw error }
        case "FuzzStringCatalog":
            let document = try JSONParser.parse(bytes, file: "Localizable.xcstrings", duplicateKeys: .keep)
            _ = try StringCatalogParser.read(document, file: "Localizable.xcstrings", table: "Localizable")
        case "FuzzInterfaceBuilder":
            let root = try XMLTree.parse(bytes, file: "Main.storyboard")
            _ = try InterfaceBuilderImporter.read(root, file: "Main.storyboard", developmentLanguage: "en",
                                                  phrasing: InterfaceBuilderFormat().phrasing, found: false)
        case "FuzzXML":
            _ = try PropertyList.read(try XMLTree.parse(bytes, file: "Root.plist"), file: "Root.plist")
        case "FuzzPropertyList":
            _ = try PropertyList.read(bytes: bytes, file: "Root.plist")
        case "FuzzSettingsBundle":
            try FileManager.default.createDirectory(atPath: scratch + "/Settings.bundle", withIntermediateDirectories: true)
            _ = try file("Settings.bundle/Root.plist")
            _ = try SettingsBundleReader.load(bundle: scratch + "/Settings.bundle", developmentLanguage: "en",
                                              phrasing: SettingsBundleFormat().phrasing)
        case "FuzzGitIgnore":
            // The index's verdict is the one the patterns give taken one by one, last first.
            let ignore = GitIgnoreFile(folder: "/r", text: String(decoding: bytes, as: UTF8.self))
            for path in ["build", "App/build", "x.log", "Pods", "App/Pods/A/B.storyboard", "Generated/S.swift", "Sample1.json"] {
                let name = FileSystem.baseName(path)
                for isDirectory in [false, true] {
                    let decisive = ignore.patterns.last { pattern in
                        !(pattern.directoryOnly && !isDirectory) && pattern.glob.matches(pattern.anchored ? path : name)
                    }
                    #expect(ignore.verdict("/r/" + path, isDirectory: isDirectory) == decisive.map { !$0.negated }, "\(path)")
                }
            }
        case "FuzzSwiftComments":
            for comment in SwiftComments.scan(utf8: bytes, file: "View.swift") {
                #expect(comment.location.line >= 1 && comment.location.column >= 1 && comment.endLine >= comment.location.line)
            }
        case "FuzzSwiftSource":
            // Read as Swift and as Objective-C, whatever the kept file's name.
            for name in ["SettingsView.swift", "SettingsView.m"] {
                let path = try file(name)
                let loaded = SourceFormat().load(InputGroup(root: path, files: [path]), options: LoadOptions())
                for failure in loaded.failures { #expect(failure.location != nil, "\(failure)") }
                for cell in loaded.models.flatMap(\.screens).flatMap(\.cells) { #expect(cell.location.line >= 1 && cell.location.column >= 1) }
            }
        case "FuzzConfiguration":
            let configuration = try Configuration.load(file: try file("hark.json"))
            _ = try Auditor(catalog: try TestSupport.ruleCatalog(), vocabularies: try TestSupport.vocabularies(), configuration: configuration)
        default:
            Issue.record("no fuzz target \(target)")
        }
    }
}
