import Foundation
import Testing
@testable import HarkCore

/// The localization audit on files in the shapes real apps ship (issue 9): what is valid for
/// Xcode and iOS gives no finding, and no finding is printed twice.
@Suite struct LocalizationNoiseTests {
    @Test func regionalVariantsNumbersAndRunTimePlaceholdersAreNotUntranslated() throws {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"COLOR\" = \"Color\";\n\"COUNT\" = \"%1#@count@\";\n\"ITEMS\" = \"{nItems}\";\n\"PLAY\" = \"Play ${video}\";\n\"V\" = \"%@ (%d) – 100 %%\";\n"),
            ("en-GB.lproj/Localizable.strings", "\"COLOR\" = \"Color\";\n\"COUNT\" = \"%1#@count@\";\n\"ITEMS\" = \"{nItems}\";\n\"PLAY\" = \"Play ${video}\";\n\"V\" = \"%@ (%d) – 100 %%\";\n"),
            ("de.lproj/Localizable.strings", "\"COLOR\" = \"Farbe\";\n\"COUNT\" = \"%1#@count@\";\n\"ITEMS\" = \"{nItems}\";\n\"PLAY\" = \"Play ${video}\";\n\"V\" = \"%@ (%d) – 100 %%\";\n"),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated") == [
            "de.lproj/Localizable.strings:4:1: warning: \"PLAY\" is \"Play ${video}\" in de as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (de) [l10n-untranslated]",
        ])
    }

    @Test func configurationNamesRunTimePlaceholdersAndRefusesABadPattern() throws {
        let root = try TestSupport.write([
            ("good.json", #"{"hark": 1, "runtimePlaceholders": ["<[a-z]+>"]}"#),
            ("bad.json", "{\"hark\": 1,\n \"runtimePlaceholders\": [\"(\"]}"),
        ])
        let configuration = try Configuration.load(file: root + "/good.json")
        #expect(configuration.runtimePlaceholders.isOnlyPlaceholders("<count>"))
        #expect(!configuration.runtimePlaceholders.isOnlyPlaceholders("{count}"), "the configuration's patterns replace the default")
        #expect(RuntimePlaceholders.standard.isOnlyPlaceholders("{{online}}"))
        #expect(!RuntimePlaceholders.standard.isOnlyPlaceholders("Play ${video}"))
        #expect(throws: InputError.self) { try Configuration.load(file: root + "/bad.json") }
        do {
            _ = try Configuration.load(file: root + "/bad.json")
        } catch let error as InputError {
            #expect(error.location?.line == 2)
            #expect(error.message.contains("is not a regular expression"))
        }
    }

    @Test func invisibleCharactersAreWrittenOutInMessages() throws {
        // A key with a line break and a value with U+0006, as shipped in real tables.
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"TWO\\nLINES\" = \"Two\\nlines\";\n\"ACK\" = \"Ack\";\n"),
            ("fr.lproj/Localizable.strings", "\"TWO\\nLINES\" = \"Two\\nlines\";\n\"ACK\" = \"\u{6}Ack\";\n"),
        ])
        let lines = try TestSupport.lint(root, relativeTo: root)
        #expect(lines.contains("fr.lproj/Localizable.strings:1:1: warning: \"TWO\\nLINES\" is \"Two\\nlines\" in fr as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (fr) [l10n-untranslated]"))
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.unicodeScalars.contains { $0.value == 6 } })
        #expect(Finding.visible("a\u{6}b\u{FEFF}") == "aU+0006bU+FEFF")
    }
}
