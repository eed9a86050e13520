import Testing
@testable import HarkCore

/// Keys the code reaches through what Hark infers, once reported unused on public apps: an
/// accessor each target defines alike (DuckDuckGo), an enum case chosen by a computed raw value
/// (SwiftBar), keys named in the app's JSON files (Pocket Casts); and a key of a file several
/// targets build, which only one target's table has (Rocket.Chat).
@Suite struct KeyUseInferenceTests {
    /// DuckDuckGo's iOS app: a file built into the app and its extension reads `UserText.x`,
    /// which each target defines in a `UserText` of its own sources with the same key. The
    /// evaluator finds the extension's (its path is nearer); the app's table uses the key too.
    @Test func anAccessorEachTargetDefinesIsUsedInEveryTargetsTable() throws {
        let accessor = "enum UserText {\n    static let pause = NSLocalizedString(\"Pause GPX\", comment: \"\")\n}\n"
        let root = try TestSupport.write([
            ("src/iOS/Go Map!!.xcodeproj/project.pbxproj", KeyUseTests.project),
            ("src/iOS/AppDelegate.swift", "import UIKit\nlet about = NSLocalizedString(\"About\", comment: \"\")\n" + accessor),
            ("src/iOS/GpxTrackAttributes.swift", "import UIKit\nlet title = UserText.pause\n"),
            ("src/iOS/Localizable.xcstrings", KeyUseTests.catalog(["About", "Pause GPX"])),
            ("src/iOS/GpxWidget/GpxWidgetBundle.swift", "import WidgetKit\n" + accessor),
            ("src/iOS/GpxWidget/Localizable.xcstrings", KeyUseTests.catalog(["Pause GPX", "Widget only"])),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1)
        #expect(unused.first?.hasPrefix("src/iOS/GpxWidget/Localizable.xcstrings:") == true)
        #expect(unused.first?.contains("\"Widget only\"") == true)
    }

    /// RocketChat/Rocket.Chat.iOS (MIT): `User.swift`, built into the app and its share
    /// extension, looks up `status.online`, which only the app's table has: the extension's table
    /// never had it, for code it does not run. A key neither target's table has is missing in both.
    @Test func aKeyOfASharedFileThatOnlyAnotherTargetsTableHasIsThatTargets() throws {
        let status = "import UIKit\nlet online = NSLocalizedString(\"Status online\", comment: \"\")\n"
            + "let away = NSLocalizedString(\"Status away\", comment: \"\")\n"
        let root = try TestSupport.write([
            ("src/iOS/Go Map!!.xcodeproj/project.pbxproj", KeyUseTests.project),
            ("src/iOS/AppDelegate.swift", "import UIKit\nlet about = NSLocalizedString(\"About\", comment: \"\")\n"),
            ("src/iOS/GpxTrackAttributes.swift", status),
            ("src/iOS/Localizable.xcstrings", KeyUseTests.catalog(["About", "Status online"])),
            ("src/iOS/GpxWidget/GpxWidgetBundle.swift", "import WidgetKit\n"),
            ("src/iOS/GpxWidget/Localizable.xcstrings", KeyUseTests.catalog(["Widget only"])),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        // Missing from both tables, named alike: one finding.
        #expect(missing.count == 1)
        #expect(missing.allSatisfy { $0.hasPrefix("src/iOS/GpxTrackAttributes.swift:3:") && $0.contains("\"Status away\"") })
        #expect(!missing.contains { $0.contains("\"Status online\"") })
    }

    /// swiftbar/SwiftBar, PluginRepositoryView.swift:149 (MIT): a case of a `String` enum chosen
    /// at run time by its raw value, then localized through optional chaining. Every case the
    /// interpolated raw value could spell is used; a case it cannot spell is not.
    @Test func aRawValueChosenAtRunTimeUsesEveryCaseItCouldSpell() throws {
        let root = try TestSupport.write([
            ("SwiftBar/Resources/Localization/Localizable.swift", """
            import Foundation

            enum Localizable {
                enum Categories: String {
                    case aws = "CAT_AWS"
                    case dev = "CAT_DEV"
                    case featured = "FEATURED"
                }
            }

            extension RawRepresentable where RawValue == String {
                var localized: String {
                    NSLocalizedString(rawValue, comment: "")
                }
            }
            """),
            ("SwiftBar/UI/PluginRepositoryView.swift", """
            import SwiftUI

            struct PluginRepositoryView: View {
                let category: String
                var body: some View {
                    Text(Localizable.Categories(rawValue: "CAT_\\(category.uppercased())")?.localized ?? category)
                        .font(.headline)
                }
            }
            """),
            ("SwiftBar/Resources/Localization/en.lproj/Localizable.strings",
             "\"CAT_AWS\" = \"AWS\";\n\"CAT_DEV\" = \"Dev\";\n\"FEATURED\" = \"Featured\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"FEATURED\""), "\(unused)")
    }

    /// Automattic/pocket-casts-ios, WhatsNewPageView.swift:68 (MPL-2.0): the keys of a lookup
    /// with a computed key come from a JSON file the app ships. A vendored folder's JSON does
    /// not count.
    @Test func aComputedLookupMayBeGivenTheStringsOfTheAppsJSON() throws {
        let root = try TestSupport.write([
            ("podcasts/WhatsNewPageView.swift", """
            import UIKit

            final class WhatsNewPageView: UIView {
                let titleLabel = UILabel()
                let done = NSLocalizedString("done", comment: "")
                func show(_ text: String) {
                    titleLabel.text = Bundle.main.localizedString(forKey: text, value: text, table: nil)
                }
            }
            """),
            ("podcasts/aboutWhatsNew.json", "{\"pages\": [{\"type\": \"title\", \"text\": \"whats_new_page_one_title_7_20\"}]}\n"),
            ("Pods/Library/strings.json", "[\"stale_key\"]\n"),
            ("podcasts/en.lproj/Localizable.strings",
             "\"done\" = \"Done\";\n\"whats_new_page_one_title_7_20\" = \"Bookmarks\";\n\"stale_key\" = \"Gone\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"stale_key\""), "\(unused)")
    }

    @Test func aRawValuesLiteralPartsFitInOrder() {
        let fits = { (value: String, parts: [String?]) in TextEvaluator.fits(value, parts: parts) }
        #expect(fits("CAT_AWS", ["CAT_", nil]))
        #expect(!fits("FEATURED", ["CAT_", nil]))
        #expect(fits("CAT_", ["CAT_", nil]))
        #expect(fits("PR_X_TITLE", ["PR_", nil, "_TITLE"]))
        #expect(!fits("PR_TITLE", ["PR_", nil, "_TITLE"]))
        #expect(fits("a-b-c", [nil, "-", nil, "-", nil]))
        #expect(!fits("a-bc", [nil, "-", nil, "-", nil]))
        #expect(fits("anything", [nil]))
        #expect(fits("exact", ["ex", "act"]) && !fits("exact!", ["exact"]))
        #expect(fits("aXbXc", ["a", nil, "b", nil, "c"]) && !fits("aXcXb", ["a", nil, "b", nil, "c"]))
    }
}
