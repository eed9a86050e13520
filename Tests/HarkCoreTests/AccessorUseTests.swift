import Testing
@testable import HarkCore

/// Accessors used where Hark must follow them to count their keys as used: an implicit member
/// of `String` (mozilla-mobile/focus-ios, MPL-2.0, TipManager.swift) and a method called on a
/// static member (duckduckgo/iOS, Apache-2.0, FindInPageView.swift).
@Suite struct AccessorUseTests {
    static let code = """
    import Foundation

    fileprivate extension String {
        static let shortcutsTipDescription = NSLocalizedString("Tip.Shortcuts.Description", value: "Add %@ to shortcuts", comment: "")
    }

    struct UserText {
        static let findInPageCount = NSLocalizedString("FindInPage.Count", value: "%1$d of %2$d", comment: "")
        static let dead = NSLocalizedString("Dead", value: "Dead", comment: "")
    }

    extension String {
        func format(arguments: CVarArg...) -> String { String(format: self, arguments: arguments) }
    }

    final class TipManager {
        func tip(name: String) -> String { String(format: .shortcutsTipDescription, name) }
        func count(current: Int, total: Int) -> String { UserText.findInPageCount.format(arguments: current, total) }
        func other() -> String { Color.shortcutsTipDescription }
    }
    """

    @Test func implicitMembersAndMethodsOnAccessorsAreUses() throws {
        let root = try TestSupport.write([
            ("App/TipManager.swift", Self.code),
            ("App/en.lproj/Localizable.strings", "\"Tip.Shortcuts.Description\" = \"Add %@ to shortcuts\";\n\"FindInPage.Count\" = \"%1$d of %2$d\";\n\"Dead\" = \"Dead\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Tip.Shortcuts.Description\" = \"%@ zu Kurzbefehlen\";\n\"FindInPage.Count\" = \"%1$d von %2$d\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused == ["App/en.lproj/Localizable.strings:3:1: note: \"Dead\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]"], "\(unused)")
        // The keys the code uses are the ones a translation must have: not "Dead".
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(!missing.contains { $0.contains("\"Tip.Shortcuts.Description\"") || $0.contains("\"FindInPage.Count\"") }, "\(missing)")
    }

    /// An Objective-C wrapper that looks its argument up with `NSLocalizedStringFromTableInBundle`
    /// (ChatSecure/ChatSecure-iOS, GPL-3.0, OTRLanguageManager.m, in its shape): a lookup with a
    /// computed key, so the code's literals may be its keys. All 318 of that app's l10n-unused
    /// notes were keys passed so.
    @Test func aWrapperOfTheBundleLookupMacroTakesKeys() throws {
        let root = try TestSupport.write([
            ("App/OTRLanguageManager.m", """
            #import "OTRLanguageManager.h"

            @implementation OTRLanguageManager

            +(NSString *)translatedString:(NSString *)englishString
            {
                NSBundle *foreignBundle = [OTRAssets resourcesBundle];
                NSString * translatedString = NSLocalizedStringFromTableInBundle(englishString, nil, foreignBundle, nil);
                if (![translatedString length]) {
                    translatedString = englishString;
                }
                return translatedString;
            }

            @end
            """),
            ("App/OTRStrings.m", "NSString* ADD_BUDDY_STRING() { return [OTRLanguageManager translatedString:@\"Add Buddy\"]; }\nNSString* OK_STRING() { return NSLocalizedString(@\"OK\", nil); }\n"),
            ("App/en.lproj/Localizable.strings", "\"Add Buddy\" = \"Add Buddy\";\n\"Dead\" = \"Dead\";\n\"OK\" = \"OK\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused == ["App/en.lproj/Localizable.strings:2:1: note: \"Dead\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]"], "\(unused)")
    }
}
