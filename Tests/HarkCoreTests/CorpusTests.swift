import Foundation
import Testing
@testable import HarkCore

/// Real strings files from public apps (../shared/corpus): every one must parse.
@Suite struct CorpusTests {
    static let stringsFiles: [String] = FileSystem.files(under: TestSupport.corpus).filter { $0.hasSuffix(".strings") }

    @Test func corpusIsPresent() {
        #expect(CorpusTests.stringsFiles.count >= 17)
    }

    @Test(arguments: stringsFiles)
    func everyStringsFileParses(_ file: String) throws {
        let table = try StringsParser.load(file: file, table: "T", locale: "xx")
        #expect(table.syntaxError == nil, "\(String(describing: table.syntaxError))")
        #expect(!table.entries.isEmpty)
    }

    @Test func inAppSettingsKitMixesUTF16AndUTF8() throws {
        let bundle = TestSupport.corpus + "/futuretap__InAppSettingsKit/InAppSettingsKitSampleApp/Settings.bundle"
        let english = try StringsParser.load(file: bundle + "/en.lproj/Root.strings", table: "Root", locale: "en")
        let german = try StringsParser.load(file: bundle + "/de.lproj/Root.strings", table: "Root", locale: "de")
        #expect(english.encoding == .utf16LittleEndian)
        #expect(german.encoding == .utf8)
        #expect(english.keyCount == 39)
        #expect(english.lookup("TOGGLE_SWITCH") == "Toggle Switch")
    }

    @Test func rocketChatVoiceOverDuplicateIsFoundInEveryLanguage() throws {
        let root = TestSupport.corpus + "/RocketChat__Rocket.Chat.iOS/Rocket.Chat/Resources"
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-duplicate-key")
        #expect(findings.count == 5)
        #expect(findings.allSatisfy { $0.contains("VoiceOver.strings:21:1: warning: \"auth.authentication.password.label\" is already defined on line 20") })
        let table = try StringsParser.load(file: root + "/en.lproj/VoiceOver.strings", table: "VoiceOver", locale: "en")
        #expect(table.lookup("auth.authentication.password.label") == "Insert your password here.")
    }

    @Test func localizationOnlyAuditOfTheCorpus() throws {
        let root = TestSupport.corpus
        let units = try TestSupport.load([root])
        // Folders of tables that no storyboard and no source file uses are audited alone
        // (Settings bundles are another input's).
        let localizationOnly = units.filter { $0.model == nil && !$0.catalog.root.contains(".bundle") }
        #expect(Set(localizationOnly.map { String($0.catalog.root.dropFirst(root.count + 1)) }) == [
            "Cizzuk__CSE", "RocketChat__Rocket.Chat.iOS/Rocket.Chat/Resources", "futuretap__InAppSettingsKit/Sources/InAppSettingsKit/Resources",
            "vector-im__element-x-ios/ElementX/Resources/Localizations",
        ])
        #expect(localizationOnly.allSatisfy { $0.developmentLanguage == "en" })
        let models = units.compactMap(\.model)
        #expect(models.filter { $0.file.hasSuffix(".storyboard") || $0.file.hasSuffix(".xib") }.count == 12, "one unit per storyboard or XIB")
        #expect(models.count == 19, "and one per folder of tables that source files use")
        let findings = try TestSupport.lint(root, relativeTo: root).filter { line in
            line.contains(".strings:") && (line.hasPrefix("RocketChat__") || line.hasPrefix("futuretap__InAppSettingsKit/Sources"))
        }
        let byRule = Dictionary(grouping: findings) { String($0.split(separator: "[").last ?? "") }.mapValues(\.count)
        #expect(byRule == ["l10n-duplicate-key]": 5, "l10n-untranslated]": 410])
    }

    @Test func truncatedModelsNeverCrash() throws {
        let bytes = try FileSystem.readBytes(TestSupport.packageRoot + "/Examples/Settings/Settings.json")
        var failures = 0
        for end in stride(from: 0, to: bytes.count, by: 5) {
            do {
                let document = try JSONParser.parse(Array(bytes[..<end]), file: "t.json")
                _ = try ModelLoader.decode(document, file: "t.json")
            } catch let error as InputError {
                #expect(error.location != nil)
                failures += 1
            }
        }
        #expect(failures == (bytes.count + 4) / 5)
    }
}
