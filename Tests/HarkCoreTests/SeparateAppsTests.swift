import Testing
@testable import HarkCore

/// A checkout of several apps, in the shape of Goma's sportsbook workspace (gomadevelopment/
/// goma-sportsbook-ios): `Showcase/` and `BetssonCameroonApp/`, each an Xcode project with an app
/// target over synchronized folders, each with its own `Localizable.strings`, both with the same
/// `localized(_:)` wrapper (a lookup whose key is computed), and a Swift package both link
/// (`Frameworks/`). One app's literals run in that app: they keep no key of the other's tables in
/// use (61 false findings, `l10n-empty` mostly, when every app's code counted for every table).
@Suite struct SeparateAppsTests {
    static func project(_ name: String) -> String {
        """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tA0G1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tA0M1 = {isa = PBXGroup; children = (A0G1 /* App */, ); sourceTree = "<group>"; };
        \t\tA0T1 /* \(name) */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (A0G1 /* App */, ); name = \(name); productType = "com.apple.product-type.application"; };
        \t\tA0P1 /* Project object */ = {isa = PBXProject; developmentRegion = en; knownRegions = (en, fr, Base, ); mainGroup = A0M1; projectDirPath = ""; targets = (A0T1 /* \(name) */, ); };
        \t};
        \trootObject = A0P1 /* Project object */;
        }

        """
    }

    /// Showcase/App/Tools/MiscHelpers/Localization.swift, as each app has it.
    static let wrapper = """
    import Foundation

    func localized(_ string: String) -> String {
        // First check if there's a client-specific override
        if let override = TargetVariables.localizationOverrides[string] {
            return override
        }
        return NSLocalizedString(string, bundle: Bundle.main, comment: "")
    }

    """

    static func tree() throws -> String {
        try TestSupport.write([
            ("Showcase/Showcase.xcodeproj/project.pbxproj", project("Showcase")),
            ("Showcase/App/Tools/Localization.swift", wrapper),
            ("Showcase/App/Screens/TipsViewController.swift", """
            import UIKit

            final class TipsViewController: UIViewController {
                private static func createNoLoginSubtitleLabel() -> UILabel {
                    let label = UILabel()
                    label.text = localized("no_login_tips")
                    return label
                }

                private let titleLabel = BannerView(title: localized("shared_banner"))
                override var title: String? { get { NSLocalizedString("tips_title", comment: "") } set {} }
            }

            """),
            ("Showcase/App/Resources/Localization/en.lproj/Localizable.strings", "\"no_login_tips\" = \"Log in to see the tips\";\n\"shared_banner\" = \"Welcome\";\n\"tips_title\" = \"Tips\";\n"),
            ("Showcase/App/Resources/Localization/fr.lproj/Localizable.strings", "\"no_login_tips\" = \"\";\n\"shared_banner\" = \"Bienvenue\";\n\"tips_title\" = \"Astuces\";\n"),
            ("BetssonCameroonApp/BetssonCameroonApp.xcodeproj/project.pbxproj", project("BetssonCameroonApp")),
            ("BetssonCameroonApp/App/Tools/Localization.swift", wrapper),
            ("BetssonCameroonApp/App/Screens/HomeViewController.swift", """
            import UIKit

            final class HomeViewController: UIViewController {
                private let titleLabel = BannerView(title: localized("shared_banner"))
                override var title: String? { get { NSLocalizedString("home_title", comment: "") } set {} }
            }

            """),
            ("BetssonCameroonApp/App/Resources/Language/en.lproj/Localizable.strings",
             "\"no_login_tips\" = \"Log in to see the tips\";\n\"shared_banner\" = \"Welcome\";\n\"bet_amount\" = \"Amount\";\n\"home_title\" = \"Home\";\n"),
            ("BetssonCameroonApp/App/Resources/Language/fr.lproj/Localizable.strings",
             "\"no_login_tips\" = \"\";\n\"shared_banner\" = \"Bienvenue\";\n\"bet_amount\" = \"Montant\";\n\"home_title\" = \"Accueil\";\n"),
            // A package both apps link: its literals are every app's.
            ("Frameworks/GomaUI/Package.swift", "// swift-tools-version:5.9\nimport PackageDescription\n"),
            ("Frameworks/GomaUI/Sources/GomaUI/TicketBetInfoView.swift", """
            import UIKit

            public final class TicketBetInfoView: UIView {
                private let amountLabel = UILabel()

                func configure() {
                    amountLabel.text = LocalizationProvider.string("bet_amount")
                }
            }

            public enum LocalizationProvider {
                public static var provider: (String) -> String = { $0 }
                public static func string(_ key: String) -> String { provider(key) }
            }

            """),
        ])
    }

    @Test func aKeyOnlyAnotherAppsCodeUsesIsUnusedInThisAppsTables() throws {
        let root = try Self.tree()
        let empty = try TestSupport.lint(root, relativeTo: root, rule: "l10n-empty")
        // Showcase's code shows its empty French text; the Cameroon app's never looks it up.
        #expect(empty.contains { $0.hasPrefix("Showcase/App/Resources/Localization/fr.lproj/Localizable.strings:1:") })
        #expect(!empty.contains { $0.hasPrefix("BetssonCameroonApp/") }, "\(empty)")
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.contains { $0.hasPrefix("BetssonCameroonApp/App/Resources/Language/en.lproj/Localizable.strings:1:") && $0.contains("\"no_login_tips\"") },
                "\(unused)")
        // What both apps' code uses, and what the package both link uses, is used in each.
        #expect(!unused.contains { $0.contains("\"shared_banner\"") || $0.contains("\"bet_amount\"") }, "\(unused)")
        #expect(!unused.contains { $0.hasPrefix("Showcase/") }, "\(unused)")
    }

    @Test func keysOfCodeNoAppBuildsAreEveryApps() {
        let apps = [
            XcodeProject(folder: "/r/Showcase", targets: [Self.app("Showcase")], knownRegions: []),
            XcodeProject(folder: "/r/Cameroon", targets: [Self.app("Cameroon")], knownRegions: []),
        ]
        var keys = KeysByApp(projects: apps)
        keys.add(["no_login_tips"], table: "Localizable", usedIn: "/r/Showcase/App/Tips.swift")
        keys.add(["bet_amount"], table: "Localizable", usedIn: "/r/Frameworks/GomaUI/Sources/View.swift")
        keys.add(["dark_mode"], table: "Localizable", usedIn: nil)
        #expect(keys.visible(toTablesIn: "/r/Cameroon/App/Language") == ["Localizable": ["bet_amount", "dark_mode"]])
        #expect(keys.visible(toTablesIn: "/r/Showcase/App/Localization") == ["Localizable": ["no_login_tips", "bet_amount", "dark_mode"]])
        // Tables no app copies (a package's) may be given any app's literal.
        #expect(keys.visible(toTablesIn: "/r/Frameworks/GomaUI/Resources") == ["Localizable": ["no_login_tips", "bet_amount", "dark_mode"]])
        #expect(keys.all == ["Localizable": ["no_login_tips", "bet_amount", "dark_mode"]])
    }

    static func app(_ name: String) -> XcodeProject.Target {
        var target = XcodeProject.Target(name: name)
        target.isApplication = true
        target.folders = [(path: "/r/\(name)/App", exceptions: [])]
        return target
    }
}
