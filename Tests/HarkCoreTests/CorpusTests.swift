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
        let localizationOnly = units.filter { $0.model == nil }
        #expect(localizationOnly.count == 11, "\(localizationOnly.map(\.catalog.root))")
        // Apps without an en.lproj (ACINQ's phoenix has ar, cs, es, fr) are compared with Base.
        #expect(localizationOnly.allSatisfy { $0.developmentLanguage == ($0.catalog.tables["en"] != nil ? "en" : "Base") })
        #expect(units.count - localizationOnly.count == 15, "one unit per storyboard or XIB, and per Settings bundle")
        let findings = try TestSupport.lint(root, relativeTo: root).filter { $0.contains(".strings:") }
        let byRule = Dictionary(grouping: findings) { String($0.split(separator: "[").last ?? "") }.mapValues(\.count)
        #expect(byRule == ["l10n-duplicate-key]": 25, "l10n-empty]": 41, "l10n-missing]": 54, "l10n-placeholders]": 3,
                           "l10n-untranslated]": 460, "l10n-unused]": 17], "\(byRule)")
    }

    @Test func truncatedModelsNeverCrash() throws {
        var bytes = try FileSystem.readBytes(TestSupport.packageRoot + "/Examples/Settings/Settings.json")
        // Only cuts that lose part of the model: without its final line break it is whole.
        while let last = bytes.last, last == UInt8(ascii: "\n") || last == UInt8(ascii: " ") { bytes.removeLast() }
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
