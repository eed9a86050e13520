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

    @Test func rocketChatVoiceOverDuplicateIsSaidOnceForEveryLanguage() throws {
        let root = TestSupport.corpus + "/RocketChat__Rocket.Chat.iOS/Rocket.Chat/Resources"
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-duplicate-key")
        #expect(findings == [
            "en.lproj/VoiceOver.strings:21:1: warning: \"auth.authentication.password.label\" is already defined on line 20: this later value wins on device; 4 translations define it twice too (en) [l10n-duplicate-key]",
        ])
        let table = try StringsParser.load(file: root + "/en.lproj/VoiceOver.strings", table: "VoiceOver", locale: "en")
        #expect(table.lookup("auth.authentication.password.label") == "Insert your password here.")
    }

    /// The corpus audited as `hark lint ../shared/corpus`, each finding pinned here verified by
    /// reading its file (see ../shared/corpus/NOTES-inputs.md).
    @Test func localizationAuditOfTheCorpusFindsItsVerifiedDefects() throws {
        let root = TestSupport.corpus
        let units = try TestSupport.load([root])
        let models = units.compactMap(\.model)
        #expect(models.filter { $0.file.hasSuffix(".storyboard") || $0.file.hasSuffix(".xib") }.count == 12, "one unit per storyboard or XIB")
        #expect(models.filter { $0.file.hasSuffix(".bundle") }.count == 3, "one per Settings bundle")
        #expect(models.count == 22, "and one per folder of tables that source files use")
        #expect(units.filter(\.auditsTables).count == Set(units.filter(\.auditsTables).map(\.catalog.root)).count,
                "each folder of tables is audited by one unit")
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(Set(findings).count == findings.count, "no finding is printed twice")
        #expect(!findings.contains { $0.hasSuffix("[l10n-syntax]") }, "every table of the corpus is valid for iOS")
        func count(_ rule: String, _ fragment: String) -> Int {
            findings.filter { $0.hasSuffix("[\(rule)]") && $0.contains(fragment) }.count
        }
        // Element X: ar has 17 of 47 plural keys, da 3 (each language only partly translated: one
        // finding each); ru lacks `other` in 24 rules, pl in 5 (integer rules: notes).
        let elementX = "vector-im__element-x-ios/ElementX/Resources/Localizations/"
        // (Arabic's message is isolated from the line's direction: `⁨…⁩`.)
        #expect(findings.contains { $0.hasPrefix(elementX + "ar.lproj/Localizable.stringsdict:1:1: error: ")
            && $0.contains("ar.lproj/Localizable.stringsdict lacks 30 of the development language's 47 keys (63%): ar is only partly translated") })
        #expect(findings.contains(elementX + "da.lproj/Localizable.stringsdict:1:1: error: da.lproj/Localizable.stringsdict lacks 44 of the development language's 47 keys (93%): da is only partly translated; finish it, or leave the language out of the app (da) [l10n-missing]"))
        #expect(count("l10n-missing", "is missing from ar.lproj/Localizable.stringsdict") + count("l10n-missing", "is missing from da.lproj/Localizable.stringsdict") == 0)
        #expect(count("l10n-plurals", "ru.lproj/Localizable.stringsdict") == 24)
        #expect(count("l10n-plurals", "pl.lproj/Localizable.stringsdict") == 5)
        // An integer rule: no integer takes Russian `other`, so its absence is a note.
        #expect(findings.contains(elementX + "ru.lproj/Localizable.stringsdict:751:3: note: \"seconds\" (%#@VARIABLE@) lacks the form other; no integer takes it in ru (only fractions do), but Apple's plural format names other as every rule's fallback (ru) [l10n-plurals]"))
        // A plural read as %d whose forms read the same argument as an object.
        #expect(findings.contains(elementX + "en.lproj/Localizable.stringsdict:37:2: error: \"create_poll_not_enough_options_error\" reads argument 1 as %#@VARIABLE@ (integer, read as %d) and as %1$@ (object) in VARIABLE.one: one of them reads the wrong type (en) [l10n-placeholders]"))
        // CSE: 15 keys translated only into Japanese, each one finding for the other eight.
        #expect(findings.filter { $0.hasSuffix("has no translation in Localizable.xcstrings (in 8 of 9 translations, all but ja) [l10n-missing]") }.count == 15)
        // Phoenix ships translations only: the keys are its English texts, which its SwiftUI code
        // shows, so the code's keys are checked against each translation instead of a notice.
        #expect(count("l10n-missing", "no development-language table: there is no en.lproj") == 0)
        #expect(count("l10n-missing", "\"iCloud backup\" is missing from Localizable.strings: the text shows the development language's \"iCloud backup\" (in 3 of 4 translations, all but ar)") == 1)
        #expect(findings.contains("ACINQ__phoenix/phoenix-ios/phoenix-ios/fr.lproj/Localizable.strings:1377:1: warning: \"With configured base fee, we recommend a proportional fee of at least %@%.\": String(format:) drops the incomplete specifier '%2$.' at the end (fr) [l10n-placeholders]"))
        // InAppSettingsKit's German Root.strings lacks 8 keys; Rocket.Chat's duplicate hint key.
        // (The multi-value titles it shows too; its titles written as text that no table has are
        // shown as written on purpose, the bundle keying what it translates as identifiers.)
        #expect(count("l10n-missing", "is missing from de.lproj/Root.strings") == 8)
        #expect(count("l10n-duplicate-key", "VoiceOver.strings:21:1") == 1)
        #expect(count("l10n-duplicate-key", "4 translations define it twice too") == 1)
        // a-shell: fr keeps the English "Caps-Lock = Escape".
        #expect(findings.contains("holzschu__a-shell/Settings.bundle/fr.lproj/Root.strings:4:1: warning: \"Caps-Lock = Escape\" is \"Caps-Lock = Escape\" in fr as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (fr) [l10n-untranslated]"))
    }

    /// Every property list of the corpus that Foundation reads, Hark reads too (Xcode's DOCTYPE
    /// included), and the same values.
    @Test func everyPropertyListFoundationReadsHarkReads() throws {
        let files = FileSystem.files(under: TestSupport.corpus).filter { $0.hasSuffix(".plist") || $0.hasSuffix(".stringsdict") }
        #expect(files.count >= 9)
        for file in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: file))
            guard let foundation = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] else { continue }
            let hark = try PropertyList.load(file: file)
            #expect(hark.entries?.map(\.key).sorted() == foundation.keys.sorted(), "\(file)")
            if file.hasSuffix(".stringsdict") {
                let table = try StringsDictParser.load(file: file, table: "Localizable", locale: "xx")
                #expect(table.syntaxError == nil && table.problems.isEmpty, "\(file)")
                #expect(table.keyCount == foundation.count, "\(file)")
            }
        }
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
