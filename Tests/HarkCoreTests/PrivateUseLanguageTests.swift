import Testing
@testable import HarkCore

/// A folder named by a language code ISO 639 leaves to local use (`qaa`–`qtz`) is no language a
/// device offers: translatewiki's `qqq.lproj` (kiwix/kiwix-apple, GPL-3.0, Support/qqq.lproj)
/// documents each message for translators. Its notes are not translations to check.
@Suite struct PrivateUseLanguageTests {
    @Test func messageDocumentationIsNoTranslation() throws {
        let root = try TestSupport.write([
            ("Support/en.lproj/Localizable.strings", "\"common.export_file.alert.description\" = \"Export %@?\";\n\"common.button.done\" = \"Done\";\n"),
            ("Support/qqq.lproj/Localizable.strings", "\"common.export_file.alert.description\" = \"Question shown before a file is exported. Parameters: the file name.\";\n\"common.button.done\" = \"Done\";\n"),
            ("Support/de.lproj/Localizable.strings", "\"common.export_file.alert.description\" = \"%@ exportieren?\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("qqq") }, "\(findings)")
        // A real language is still checked.
        #expect(findings.contains { $0.contains("\"common.button.done\" is missing from de.lproj/Localizable.strings") }, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 strings file in folders of no language a device offers (qqq.lproj: notes to translators)"), "\(run.stdout)")
    }

    @Test func privateUseCodesAreTold() {
        for code in ["qqq", "qaa", "qtz", "Qqq", "qqq-x", "qqq_Latn"] { #expect(LocalizationCatalog.isPrivateUse(code), "\(code)") }
        for code in ["qu", "quz", "que", "en", "q", "qqqq", "zh-Hans"] { #expect(!LocalizationCatalog.isPrivateUse(code), "\(code)") }
    }
}
