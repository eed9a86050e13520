import Foundation
import Testing
@testable import HarkCore

/// A language the translators have only partly done is one `l10n-missing` finding per table,
/// not one per text and language (Go Map!!'s Greek lacked 533 texts its code reads; Firefox
/// Focus's Afrikaans 195): to finish it or to stop shipping it is one decision.
@Suite struct PartlyTranslatedTests {
    /// SwiftUI texts keyed `Code 1` … `Code N`, one per line.
    private func view(_ count: Int, plus extra: [String] = []) -> String {
        let texts = ((1...count).map { "Code \($0)" } + extra).map { "            Text(\"\($0)\")" }
        return "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View {\n        Form {\n"
            + texts.joined(separator: "\n") + "\n        }\n    }\n}\n"
    }

    private func strings(_ keys: [String], in language: String) -> String {
        keys.map { "\"\($0)\" = \"\($0) (\(language))\";" }.joined(separator: "\n") + "\n"
    }

    /// A file that reads `keys` with a lookup whose key is computed: each is in use, though no
    /// screen shows it (a key no code looks up needs no translation).
    private func lookups(_ keys: [String]) -> String {
        "import Foundation\n\nenum TableTexts {\n    static let keys = [" + keys.map { "\"\($0)\"" }.joined(separator: ", ")
            + "]\n    static func text(_ index: Int) -> String { NSLocalizedString(keys[index], comment: \"\") }\n}\n"
            + "\nstruct TableScreen {\n    let first = TableTexts.text(0)\n}\n"
    }

    private func codeKeys(_ range: ClosedRange<Int>) -> [String] { range.map { "Code \($0)" } }
    private func tableKeys(_ range: ClosedRange<Int>) -> [String] { range.map { "Table \($0)" } }

    @Test func aPartlyTranslatedLanguageIsOneFindingForTheWholeTableTheKeysTheCodeReadsIncluded() throws {
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view(24, plus: ["Brand new"])),
            ("App/en.lproj/Localizable.strings", strings(codeKeys(1...24) + ["Brand new"] + tableKeys(1...24), in: "en")),
            // German has two of the code's texts and two of the rest: 44 of 48 missing.
            ("App/de.lproj/Localizable.strings", strings(codeKeys(1...2) + tableKeys(1...2), in: "de")),
            // French is done, but for the text no translation has yet.
            ("App/fr.lproj/Localizable.strings", strings(codeKeys(1...24) + tableKeys(1...24), in: "fr")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/SettingsView.swift:30:18: error: \"Brand new\" is missing from Localizable.strings: the text in code shows the key (in all 2 translations) [l10n-missing]",
            "App/de.lproj/Localizable.strings:1:1: error: de.lproj/Localizable.strings lacks 44 of the development language's 48 keys (91%): de is only partly translated; finish it, or leave the language out of the app (de) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func aFewMissingKeysOrLessThanAQuarterStayOneFindingEach() throws {
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view(100)),
            ("App/en.lproj/Localizable.strings", strings(codeKeys(1...100), in: "en")),
            // 24 of 100 missing: under a quarter.
            ("App/de.lproj/Localizable.strings", strings(codeKeys(25...100), in: "de")),
            // 19 of 100 missing, but 19 is too few to sum up.
            ("App/fr.lproj/Localizable.strings", strings(codeKeys(1...80) + codeKeys(100...100), in: "fr")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings.count == 24 + 19, "\(findings)")
        #expect(findings.allSatisfy { $0.contains("is missing from") }, "\(findings)")
    }

    /// A key most languages lack is one finding though some of them are summed up: Ice Cubes'
    /// "(in 16 of 17 translations)" split into a finding per language once six of them were.
    @Test func aKeyMostLanguagesLackIsOneFindingThoughSomeOfThemAreSummedUp() throws {
        let done = codeKeys(1...23)
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view(24)),
            ("App/en.lproj/Localizable.strings", strings(codeKeys(1...24), in: "en")),
            // German lacks 22 of 24, "Code 24" among them: summed up, and still one of the four.
            ("App/de.lproj/Localizable.strings", strings(codeKeys(1...2), in: "de")),
            ("App/es.lproj/Localizable.strings", strings(done, in: "es")),
            ("App/fr.lproj/Localizable.strings", strings(done, in: "fr")),
            ("App/it.lproj/Localizable.strings", strings(done, in: "it")),
            ("App/nl.lproj/Localizable.strings", strings(codeKeys(1...24), in: "nl")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/SettingsView.swift:29:18: error: \"Code 24\" is missing from Localizable.strings: the text in code shows the key (in 4 of 5 translations, all but nl) [l10n-missing]",
            "App/de.lproj/Localizable.strings:1:1: error: de.lproj/Localizable.strings lacks 22 of the development language's 24 keys (91%): de is only partly translated; finish it, or leave the language out of the app (de) [l10n-missing]",
        ], "\(findings)")
    }

    /// The same of a table's keys that no code reads.
    @Test func aTableKeyMostLanguagesLackIsOneFindingThoughSomeOfThemAreSummedUp() throws {
        let done = tableKeys(1...23)
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", strings(tableKeys(1...24), in: "en")),
            ("App/de.lproj/Localizable.strings", strings(tableKeys(1...2), in: "de")),
            ("App/es.lproj/Localizable.strings", strings(done, in: "es")),
            ("App/fr.lproj/Localizable.strings", strings(done, in: "fr")),
            ("App/it.lproj/Localizable.strings", strings(done, in: "it")),
            ("App/nl.lproj/Localizable.strings", strings(tableKeys(1...24), in: "nl")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/de.lproj/Localizable.strings:1:1: error: de.lproj/Localizable.strings lacks 22 of the development language's 24 keys (91%): de is only partly translated; finish it, or leave the language out of the app (de) [l10n-missing]",
            "App/en.lproj/Localizable.strings:24:1: error: \"Table 24\" is missing from Localizable.strings (in 4 of 5 translations, all but nl) [l10n-missing]",
        ], "\(findings)")
    }

    /// OsmAnd's Turkish lacked 901 of 4,450 keys (20%): a backlog, reported once.
    @Test func aHundredMissingKeysAreSummedUpWhateverTheirShare() throws {
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view(10)),
            ("App/TableTexts.swift", lookups(tableKeys(1...500))),
            ("App/en.lproj/Localizable.strings", strings(codeKeys(1...10) + tableKeys(1...500), in: "en")),
            // 100 of 510 missing (19%), a code text among them.
            ("App/de.lproj/Localizable.strings", strings(codeKeys(2...10) + tableKeys(100...500), in: "de")),
            // 99 of 510 missing, other keys than German's: one finding each.
            ("App/fr.lproj/Localizable.strings", strings(codeKeys(1...10) + tableKeys(1...400) + tableKeys(500...500), in: "fr")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings.filter { $0.hasSuffix("(de) [l10n-missing]") } == [
            "App/de.lproj/Localizable.strings:1:1: error: de.lproj/Localizable.strings lacks 100 of the development language's 510 keys (19%): de is only partly translated; finish it, or leave the language out of the app (de) [l10n-missing]",
        ], "\(findings)")
        #expect(findings.filter { $0.hasSuffix("(fr) [l10n-missing]") }.count == 99, "\(findings)")
    }

    @Test func aQuarterOfTwentyOrMoreIsSummedUp() throws {
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view(80)),
            ("App/en.lproj/Localizable.strings", strings(codeKeys(1...80), in: "en")),
            // 20 of 80 missing: a quarter.
            ("App/de.lproj/Localizable.strings", strings(codeKeys(21...80), in: "de")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/de.lproj/Localizable.strings:1:1: error: de.lproj/Localizable.strings lacks 20 of the development language's 80 keys (25%): de is only partly translated; finish it, or leave the language out of the app (de) [l10n-missing]",
        ], "\(findings)")
    }

    /// Element X's Spanish: 403 of 1,715 values still English, under a quarter, but a backlog;
    /// its German, 99 of 1,227, too. Twenty leftovers are one finding, whatever their share, so
    /// that a value found translated after all turns one finding into at most 19.
    @Test func twentyUntranslatedValuesAreOneFindingWhateverTheirShare() throws {
        let keys = (1...500).map { "Setting number \($0)" }
        let english = keys.map { "\"\($0)\" = \"\($0)\";" }
        let spanish = keys.enumerated().map { index, key in "\"\(key)\" = \"\(index < 100 ? key : "Ajuste número \(index + 1)")\";" }
        let german = keys.enumerated().map { index, key in "\"\(key)\" = \"\(index < 20 ? key : "Einstellung Nummer \(index + 1)")\";" }
        let french = keys.enumerated().map { index, key in "\"\(key)\" = \"\(index < 19 ? key : "Réglage numéro \(index + 1)")\";" }
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", english.joined(separator: "\n") + "\n"),
            ("App/es.lproj/Localizable.strings", spanish.joined(separator: "\n") + "\n"),
            ("App/de.lproj/Localizable.strings", german.joined(separator: "\n") + "\n"),
            ("App/fr.lproj/Localizable.strings", french.joined(separator: "\n") + "\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated")
        // Spanish: 100 of 500 (20%), one finding; German: 20 (4%), one finding; French: 19, one by one.
        #expect(findings.filter { $0.contains("(es)") } == [
            "App/es.lproj/Localizable.strings:1:1: warning: 100 of the 500 values of es.lproj/Localizable.strings (20%) are the development language's, \"Setting number 1\", \"Setting number 2\", \"Setting number 3\" and 97 more: translate them (list terms kept in every language under \"doNotTranslate\") (es) [l10n-untranslated]",
        ], "\(findings)")
        #expect(findings.filter { $0.contains("(de)") } == [
            "App/de.lproj/Localizable.strings:1:1: warning: 20 of the 500 values of de.lproj/Localizable.strings (4%) are the development language's, \"Setting number 1\", \"Setting number 2\", \"Setting number 3\" and 17 more: translate them (list terms kept in every language under \"doNotTranslate\") (de) [l10n-untranslated]",
        ], "\(findings)")
        #expect(findings.filter { $0.contains("(fr)") }.count == 19, "\(findings.count)")
    }

    @Test func aCatalogWithoutALanguageForMostOfItsKeysIsOneFinding() throws {
        let entry = { (key: String, translated: Bool) -> String in
            let german = translated ? "\"de\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(key) (de)\" } }, " : ""
            return "    \"\(key)\" : { \"localizations\" : { \(german)\"fr\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\(key) (fr)\" } } } }"
        }
        let entries = (1...30).map { entry("Code \($0)", $0 <= 5) }
        let catalog = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view(30)),
            ("App/Localizable.xcstrings", catalog),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/Localizable.xcstrings:1:1: error: Localizable.xcstrings has no de translation for 25 of the development language's 30 keys (83%): de is only partly translated; finish it, or leave the language out of the app (de) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func aTableALanguageLacksIsOneFindingForTheCodesTextsAndTheRest() throws {
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view(24)),
            ("App/TableTexts.swift", lookups(tableKeys(1...5))),
            ("App/en.lproj/Localizable.strings", strings(codeKeys(1...24) + tableKeys(1...5), in: "en")),
            ("App/en.lproj/Other.strings", strings(["Other"], in: "en")),
            ("App/de.lproj/Localizable.strings", strings(codeKeys(1...24) + tableKeys(1...5), in: "de")),
            ("App/de.lproj/Other.strings", strings(["Other"], in: "de")),
            // French has a folder, but no Localizable.strings.
            ("App/fr.lproj/Other.strings", strings(["Other"], in: "fr")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/en.lproj/Localizable.strings:1:1: error: there is no fr.lproj/Localizable.strings: the 29 keys the app reads from it or the development language's table holds show untranslated (fr) [l10n-missing]",
        ], "\(findings)")
    }

    /// Firefox Focus's shape: the development table is a partial export, the code giving the
    /// English with `value:`; a language lacking much of what the code reads is one finding.
    @Test func aLanguageLackingMuchOfWhatTheCodeReadsIsOneFindingWhenTheDevelopmentTableIsPartial() throws {
        let lookups = (1...30).map { "        label\($0).text = NSLocalizedString(\"Code.\($0)\", value: \"Code \($0)\", comment: \"\")" }
        let source = "import UIKit\n\nfinal class SettingsViewController: UIViewController {\n    func configure() {\n"
            + lookups.joined(separator: "\n") + "\n    }\n}\n"
        let keys = (1...30).map { "Code.\($0)" }
        let root = try TestSupport.write([
            ("App/SettingsViewController.swift", source),
            ("App/en.lproj/Localizable.strings", strings(["Other"], in: "en")),
            ("App/de.lproj/Localizable.strings", strings(keys + ["Other"], in: "de")),
            ("App/fr.lproj/Localizable.strings", strings(Array(keys.prefix(5)) + ["Other"], in: "fr")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/fr.lproj/Localizable.strings:1:1: error: fr.lproj/Localizable.strings lacks 25 of the 30 keys the app reads from it (83%): fr is only partly translated; finish it, or leave the language out of the app (fr) [l10n-missing]",
        ], "\(findings)")
    }

    /// Both counts at once: the development table holds half of what the code reads; each key is
    /// counted once, by the folder's finding when the table has it, else by the keys the code reads.
    @Test func aKeyIsCountedOnceWhenTheDevelopmentTableHoldsSomeOfWhatTheCodeReads() throws {
        let lookups = (1...60).map { "        label\($0).text = NSLocalizedString(\"Code.\($0)\", value: \"Code \($0)\", comment: \"\")" }
        let source = "import UIKit\n\nfinal class SettingsViewController: UIViewController {\n    func configure() {\n"
            + lookups.joined(separator: "\n") + "\n    }\n}\n"
        let keys = (1...60).map { "Code.\($0)" }
        let root = try TestSupport.write([
            ("App/SettingsViewController.swift", source),
            ("App/en.lproj/Localizable.strings", strings(Array(keys[0..<30]), in: "en")),
            ("App/de.lproj/Localizable.strings", strings(keys, in: "de")),
            // 25 of the table's 30 missing, and 25 of the other 30 the code reads.
            ("App/fr.lproj/Localizable.strings", strings(Array(keys[0..<5]) + Array(keys[30..<35]), in: "fr")),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/fr.lproj/Localizable.strings:1:1: error: fr.lproj/Localizable.strings lacks 50 of the 60 keys the app reads from it or the development language's table holds (83%): fr is only partly translated; finish it, or leave the language out of the app (fr) [l10n-missing]",
        ], "\(findings)")
    }

    /// A table of links keeps them in every language (the Corona-Warn-App's
    /// `Localizable.links.strings`, 37 of Polish's 38 values as English has them): no copy left
    /// untranslated, so not a partly translated language; the link Polish lacks is reported alone.
    @Test func linksKeptAsTheyAreAreNoCopiesAndALinkMissingIsOneFinding() throws {
        let links = (1...30).map { "\"Link_\($0)\" = \"https://www.coronawarn.app/en/faq/#item_\($0)\";" }
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.links.strings", (links + ["\"Quarantine_FAQ_URL\" = \"https://www.coronawarn.app/en/faq/#quarantine\";"]).joined(separator: "\n") + "\n"),
            ("App/pl.lproj/Localizable.links.strings", links.joined(separator: "\n") + "\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/en.lproj/Localizable.links.strings:31:1: error: \"Quarantine_FAQ_URL\" is missing from pl.lproj/Localizable.links.strings (pl) [l10n-missing]",
        ], "\(findings)")
    }
}
