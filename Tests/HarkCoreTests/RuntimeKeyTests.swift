import Foundation
import Testing
@testable import HarkCore

/// `NSLocalizedString` takes a `String`: an interpolated key is made when the app runs, not the
/// format key SwiftUI's `LocalizedStringKey` and `String(localized:)` make (Zotero's
/// `NSLocalizedString("citation.locator.\(locator)", comment: "")` was "citation.locator.%@
/// is missing" in 56 locales, and its 17 keys unused).
@Suite struct RuntimeKeyTests {
    private func project(_ code: String) throws -> String {
        try TestSupport.write([
            ("App/LocatorView.swift", "import SwiftUI\n\nstruct LocatorView: View {\n    let locator: String\n    let count: Int\n\n    var body: some View {\n\(code)\n    }\n}\n"),
            ("App/en.lproj/Localizable.strings", "\"citation.locator.page\" = \"Page\";\n\"citation.locator.verse\" = \"Verse\";\n\"Items %lld\" = \"%lld items\";\n\"other\" = \"Other\";\n"),
            ("App/de.lproj/Localizable.strings", "\"citation.locator.page\" = \"Seite\";\n\"citation.locator.verse\" = \"Vers\";\n\"Items %lld\" = \"%lld Elemente\";\n\"other\" = \"Andere\";\n"),
        ])
    }

    @Test func anInterpolatedNSLocalizedStringKeyIsMadeAtRunTimeAndReachesTheKeysItStartsLike() throws {
        let root = try project("        Text(NSLocalizedString(\"citation.locator.\\(locator)\", comment: \"\"))\n        Text(\"Items \\(count)\")")
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("%@") }, "no format key: \(findings)")
        #expect(findings.filter { $0.hasSuffix("[l10n-unused]") } == [
            "App/en.lproj/Localizable.strings:4:1: note: \"other\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]",
        ], "\(findings)")
    }

    /// A key made from code up to its ending reaches the keys that end so, when the ending is a
    /// key's (five characters or more, with punctuation or a capital): pass's `"\(case)Error."`.
    @Test func aKeyStartingWithCodeReachesOnlyTheKeysItEndsLike() throws {
        let root = try project("        Text(NSLocalizedString(\"\\(locator).page\", comment: \"\"))\n        Text(\"Items \\(count)\")")
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 2 && unused[0].contains("\"citation.locator.verse\"") && unused[1].contains("\"other\""), "\(unused)")
        // A short ending says nothing of the key.
        let short = try project("        Text(NSLocalizedString(\"\\(locator)e\", comment: \"\"))\n        Text(\"Items \\(count)\")")
        #expect(try TestSupport.lint(short, relativeTo: short, rule: "l10n-unused").count == 3)
    }
}

@Suite struct RuntimeSentenceKeyTests {
    @Test func anInterpolatedSentenceIsStillMissingFromEveryTable() throws {
        // No lookup on a device asks for "Reading from %@", nor finds "Reading from Dexcom":
        // the text shows in English in every language, as iAPS's does.
        let root = try TestSupport.write([
            ("App/StatusView.swift", "import SwiftUI\n\nstruct StatusView: View {\n    let appName: String\n\n    var body: some View {\n        Text(NSLocalizedString(\"Reading from \\(appName)\", comment: \"\"))\n    }\n}\n"),
            ("App/en.lproj/Localizable.strings", "\"Reading from (appName)\" = \"Reading from (appName)\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Reading from (appName)\" = \"Gelesen von (appName)\";\n"),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.count == 1 && missing[0].contains("\"Reading from %@\" is missing from de.lproj/Localizable.strings"), "\(missing)")
    }
}

@Suite struct RuntimeWrappedKeyTests {
    @Test func anInterpolatedKeyAWrapperLocalizesReachesTheKeysItStartsLike() throws {
        // Open Food Facts: `"product-add.\(key).success".localized`, with key "save-nutriments".
        let root = try TestSupport.write([
            ("App/String+Localized.swift", "import Foundation\n\nextension String {\n    var localized: String { NSLocalizedString(self, comment: \"\") }\n}\n"),
            ("App/AddController.swift", "import UIKit\n\nfinal class AddController: UIViewController {\n    let label = UILabel()\n\n    func saved(_ key: String) {\n        label.text = \"product-add.\\(key).success\".localized\n        title = \"Add a product\".localized\n    }\n}\n"),
            ("App/en.lproj/Localizable.strings", "\"product-add.save-nutriments.success\" = \"Saved\";\n\"Add a product\" = \"Add a product\";\n\"other\" = \"Other\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"other\""), "\(unused)")
    }
}
