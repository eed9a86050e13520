import Foundation
import Testing
@testable import HarkCore

/// A problem most translations share is one finding that names the few without it (Zotero: 59
/// new keys missing from 55 of its 62 translations were 3,245 findings); a language whose table
/// is mostly the development language's text copied is one `l10n-missing` finding for the keys
/// it lacks; a locale that ships no table at all is one finding for every text it lacks.
@Suite struct MostTranslationsTests {
    private func finding(_ locale: String, _ words: String) -> Finding {
        Finding(rule: "r", severity: .error, location: SourceLocation(file: "f", line: 1, column: 1), screen: nil, element: "e",
                scope: .locale(locale), message: PlainMessage(words: words, subject: "s"), phrasing: .stringsTables)
    }

    private let locales = ["en", "de", "es", "fr", "it", "ja"]

    @Test func aProblemOfThreeQuartersOfTheTranslationsIsOneFindingNamingTheOthers() {
        let findings = ["de", "es", "fr", "it"].map { finding($0, "same words") }
        let collapsed = LocaleCollapse.apply(findings, locales: locales, developmentLanguage: "en")
        #expect(collapsed.map(\.text) == ["same words (in 4 of 5 translations, all but ja)"])
        #expect(collapsed.allSatisfy { $0.locale == nil })
    }

    @Test func fewerThanThreeQuartersKeepTheirLocales() {
        let findings = ["de", "es", "fr"].map { finding($0, "same words") }
        let collapsed = LocaleCollapse.apply(findings, locales: locales, developmentLanguage: "en")
        #expect(collapsed.map(\.locale) == ["de", "es", "fr"])
    }

    @Test func theLargestPartThatReadsAlikeIsToldOnceAndTheRestStays() {
        let findings = ["de", "es", "fr", "it"].map { finding($0, "same words") } + [finding("ja", "other words")]
        let collapsed = LocaleCollapse.apply(findings, locales: locales, developmentLanguage: "en")
        #expect(collapsed.map(\.text) == ["same words (in 4 of 5 translations, all but ja)", "other words"])
        #expect(collapsed.map(\.locale) == [nil, "ja"])
    }

    @Test func aKeyMissingFromMostTranslationsIsOneFinding() throws {
        var files = [("en.lproj/Localizable.strings", "\"A\" = \"Apple\";\n\"New\" = \"New text\";\n")]
        for locale in ["de", "es", "fr", "it"] { files.append(("\(locale).lproj/Localizable.strings", "\"A\" = \"A \(locale)\";\n")) }
        files.append(("ja.lproj/Localizable.strings", "\"A\" = \"A ja\";\n\"New\" = \"New ja\";\n"))
        let root = try TestSupport.write(files)
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "en.lproj/Localizable.strings:2:1: error: \"New\" is missing from Localizable.strings (in 4 of 5 translations, all but ja) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func aLanguageMostlyCopiedFromTheDevelopmentLanguageIsOneFindingForTheKeysItLacks() throws {
        let keys = (1...40).map { "Key \($0)" }
        let development = keys.map { "\"\($0)\" = \"Text \($0)\";" }.joined(separator: "\n") + "\n"
        // German: 36 values copied from English, 4 keys missing; French and Spanish translated,
        // lacking only the key no translation has yet.
        let german = keys.prefix(36).map { "\"\($0)\" = \"Text \($0)\";" }.joined(separator: "\n") + "\n"
        let french = keys.prefix(39).map { "\"\($0)\" = \"Texte \($0)\";" }.joined(separator: "\n") + "\n"
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", development), ("de.lproj/Localizable.strings", german),
            ("fr.lproj/Localizable.strings", french), ("es.lproj/Localizable.strings", french),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "de.lproj/Localizable.strings:1:1: error: de.lproj/Localizable.strings lacks 3 of the development language's 39 keys (7%), and 36 of the 36 it has hold the development language's text: de is only partly translated; finish it, or leave the language out of the app (de) [l10n-missing]",
            "en.lproj/Localizable.strings:40:1: error: \"Key 40\" is missing from Localizable.strings (in all 3 translations) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func aLanguageWithFewCopiesKeepsAFindingPerMissingKey() throws {
        let keys = (1...40).map { "Key \($0)" }
        let development = keys.map { "\"\($0)\" = \"Text \($0)\";" }.joined(separator: "\n") + "\n"
        // Nine copies of 37 values: under a quarter.
        let german = keys.prefix(37).enumerated().map { index, key in
            "\"\(key)\" = \"\(index < 9 ? "Text" : "Wort") \(key)\";"
        }.joined(separator: "\n") + "\n"
        let french = keys.map { "\"\($0)\" = \"Texte \($0)\";" }.joined(separator: "\n") + "\n"
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", development), ("de.lproj/Localizable.strings", german),
            ("fr.lproj/Localizable.strings", french),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings.count == 3 && findings.allSatisfy { $0.contains("is missing from de.lproj/Localizable.strings (de)") }, "\(findings)")
    }

    @Test func aLocaleShippingNoTableIsOneFindingForTheTextsTheCodeReadsToo() throws {
        let view = "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View {\n        Form {\n"
            + "            Text(\"Sync\")\n            Text(\"Export\")\n            Text(\"Cite\")\n        }\n    }\n}\n"
        let root = try TestSupport.write([
            ("App/SettingsView.swift", view),
            ("App/en.lproj/Localizable.strings", "\"Sync\" = \"Sync\";\n\"Export\" = \"Export\";\n\"Cite\" = \"Cite\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Sync\" = \"Abgleich\";\n\"Export\" = \"Exportieren\";\n\"Cite\" = \"Zitieren\";\n"),
            ("App/fr.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?.hasPrefix("App/en.lproj/Localizable.strings:1:1: error: there is no fr.lproj/Localizable.strings:") == true, "\(findings)")
    }
}
