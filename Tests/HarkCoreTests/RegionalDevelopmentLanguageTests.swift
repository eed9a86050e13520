import Testing
@testable import HarkCore

/// A folder whose only English is regional (Immuni's `en-GB.lproj`, its XcodeGen project's
/// `developmentLanguage: en-GB`): that table is the development language's, so the other
/// languages are compared with it and none is told it lacks a development table.
@Suite struct RegionalDevelopmentLanguageTests {
    @Test func oneRegionalEnglishIsTheDevelopmentLanguage() throws {
        let root = try TestSupport.write([
            ("App/en-GB.lproj/Localizable.strings", "\"cancel\" = \"Cancel\";\n\"settings.title\" = \"Settings\";\n"),
            ("App/de.lproj/Localizable.strings", "\"cancel\" = \"Abbrechen\";\n"),
            ("App/it.lproj/Localizable.strings", "\"cancel\" = \"Annulla\";\n\"settings.title\" = \"Impostazioni\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(findings == [
            "App/en-GB.lproj/Localizable.strings:2:1: error: \"settings.title\" is missing from de.lproj/Localizable.strings (de) [l10n-missing]",
        ], "\(findings)")
    }
}
