import Testing
@testable import HarkCore

/// Keys that Objective-C code reaches through the preprocessor (haiwen/seafile-iOS, Apache-2.0:
/// `SeafAppDelegate.h`, `SeafSearchResultViewController.m`), and texts that are no keys.
@Suite struct ObjectiveCMacroKeyTests {
    static let tables: [(String, String)] = [
        ("App/en.lproj/Localizable.strings", """
        "Click \\"Search\\" to start" = "Click \\"Search\\" to start";
        "Files with the same name already exist, do you want to overwrite?" = "Files with the same name already exist, do you want to overwrite?";
        "Sort by Name" = "Sort by Name";
        "Dead" = "Dead";

        """),
        ("App/de.lproj/Localizable.strings", """
        "Click \\"Search\\" to start" = "Klicke auf \\"Suchen\\"";
        "Files with the same name already exist, do you want to overwrite?" = "Dateien gleichen Namens gibt es schon. Überschreiben?";
        "Sort by Name" = "Nach Name sortieren";
        "Dead" = "Tot";

        """),
    ]

    /// A macro's body, in a `.m` file or a header, is code: its lookups are uses, wherever the
    /// macro is expanded. A body split over lines by backslashes is one line.
    @Test func lookupsInMacroBodiesAreUses() throws {
        let root = try TestSupport.write(Self.tables + [
            ("App/SeafAppDelegate.h", """
            #import <UIKit/UIKit.h>

            #define STR_13 NSLocalizedString(@"Files with the same name already exist, do you want to overwrite?", @"Seafile")
            #define S_SORT_NAME \\
                NSLocalizedString(@"Sort by Name", @"Seafile")

            @interface SeafAppDelegate : UIResponder
            @end

            """),
            ("App/SeafSearchResultViewController.m", """
            #import "SeafAppDelegate.h"

            #define SEARCH_STATE_INIT NSLocalizedString(@"Click \\"Search\\" to start", @"Seafile")

            @implementation SeafSearchResultViewController
            - (void)viewDidLoad {
                self.title = SEARCH_STATE_INIT;
                [self alertWithTitle:STR_13 message:S_SORT_NAME];
            }
            @end

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused == ["App/en.lproj/Localizable.strings:4:1: note: \"Dead\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]"], "\(unused)")
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.isEmpty, "\(missing)")
    }

    /// A macro whose body would unbalance the code around it stays one directive: the method
    /// after it is still read.
    @Test func anUnbalancedMacroBodyIsNotReadAsCode() throws {
        let root = try TestSupport.write(Self.tables + [
            ("App/Controller.m", """
            #define BEGIN_SECTION(name) if (@"name") {
            #define END_SECTION }

            @implementation Controller
            - (void)viewDidLoad {
                self.title = NSLocalizedString(@"Sort by Name", nil);
            }
            @end

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(!unused.contains { $0.contains("\"Sort by Name\"") }, "\(unused)")
    }

    /// `NSLocalizedString(row[@"title"] ?: @"", nil)`: the key is the row's title, or else empty,
    /// which shows nothing in any language; neither is a key missing from the tables.
    @Test func anEmptyFallbackKeyIsNeverMissing() throws {
        let root = try TestSupport.write(Self.tables + [
            ("App/SeafPhotoInfoView.m", """
            @implementation SeafPhotoInfoView
            - (void)configure:(NSDictionary *)row {
                NSString *title = NSLocalizedString(row[@"title"] ?: @"", nil);
                self.titleLabel.text = title;
            }
            @end

            """),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.isEmpty, "\(missing)")
    }

    /// Eureka's `Section("…")` takes a `String` (OnionBrowser/OnionBrowser, MIT,
    /// `SecurityViewController.swift`, which replaces it before it shows); SwiftUI's takes a key.
    @Test func eurekaSectionHeadersAreNoKeys() throws {
        let root = try TestSupport.write(Self.tables + [
            ("App/SecurityViewController.swift", """
            import UIKit
            import Eureka

            class SecurityViewController: FormViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    form
                    +++ (host != nil ? Section() : Section("to be replaced in #willDisplayHeaderView to avoid capitalization"))
                }
            }

            """),
            ("App/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                var body: some View {
                    Form { Section("Sort by Name") { Text("Dead") } }
                }
            }

            """),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.isEmpty, "\(missing)")
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.filter { $0.contains("\"Sort by Name\"") || $0.contains("\"Dead\"") }.isEmpty, "\(unused)")
    }
}

/// A lookup whose key the code computes may be given any literal of the code; an interpolated
/// one by its two ends (exelban/stats, MIT: `Stats/Views/Settings.swift`), or by the key's
/// namespace before the computed part (partout-io/passepartout, GPL-3.0, in its shape).
@Suite struct InterpolatedLiteralShapeTests {
    @Test func aSentenceWithAWordComputedInsideItReachesItsKeys() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", """
            "Open CPU settings" = "Open CPU settings";
            "Open Clock settings" = "Open clock settings";
            "battery_level" = "Battery level";
            "Dead" = "Dead";
            "Dashboard" = "Dashboard";
            "errors.modules.DNS.emptyServers" = "Empty servers.";
            "errors.status.offline" = "Offline.";

            """),
            // Passepartout's error keys: a namespace literal, stored and looked up elsewhere.
            ("App/AppError.swift", """
            import Foundation

            enum AppError: Error {
                case invalidField(stringKey: String)

                static func invalid(_ field: String) -> AppError {
                    .invalidField(stringKey: "errors.modules.\\(field)")
                }

                var message: String {
                    switch self {
                    case .invalidField(let stringKey): Bundle.main.localizedString(forKey: stringKey, value: nil, table: nil)
                    }
                }
            }

            struct DNSModule {
                func validate(servers: [String]) throws {
                    if servers.isEmpty { throw AppError.invalid("DNS.emptyServers") }
                }
            }

            """),
            ("App/Helpers.swift", """
            import Foundation

            public func localizedString(_ key: String, _ params: String..., comment: String = "") -> String {
                var string = NSLocalizedString(key, comment: comment)
                for (index, param) in params.enumerated() {
                    string = string.replacingOccurrences(of: "%\\(index)", with: param)
                }
                return string
            }

            """),
            ("App/Settings.swift", """
            import Cocoa

            final class SidebarButton: NSButton {
                func update(title: String) {
                    toolTip = title == "Dashboard" ? NSLocalizedString("Dashboard", comment: "") : localizedString("Open \\(title) settings")
                    // An identifier written at one end only is no key's shape.
                    identifier = NSUserInterfaceItemIdentifier("\\(title)_level")
                }
            }

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { $0.components(separatedBy: ": note: ").last ?? $0 } == [
            "\"battery_level\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]",
            "\"Dead\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]",
            "\"errors.status.offline\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]",
        ], "\(unused)")
    }
}

/// A lookup whose table the code computes as well as its key (home-assistant/iOS, Apache-2.0, in
/// its shape: `LocalizedManager.core(_:)` and `frontend(_:)` pass a table's name to
/// `string(_:_:)`, which gives both to the bundle): an interpolated namespace ending with `::`
/// reaches the keys so prefixed in any table.
@Suite struct ComputedTableShapeTests {
    @Test func aNamespaceGivenToALookupOfAComputedTableReachesItsKeys() throws {
        var core = "\"common::state::active\" = \"Active\";\n\"common::state::off\" = \"Off\";\n"
        var accessors = ""
        for index in 0..<12 {
            core += "\"component::c\(index)::title\" = \"Component \(index)\";\n"
            accessors += "    static var c\(index): String { tr(\"Core\", \"component::c\(index)::title\") }\n"
        }
        let root = try TestSupport.write([
            ("App/en.lproj/Core.strings", core),
            ("App/en.lproj/Frontend.strings", """
            "panel::energy" = "Energy";

            """),
            ("App/LocalizedManager.swift", """
            import Foundation

            public class LocalizedManager {
                private let bundle = Bundle.main

                public func frontend(_ key: String) -> String? {
                    let result = string(key, "Frontend")
                    guard result != key else { return nil }
                    return result
                }

                public func core(_ key: String) -> String? {
                    let result = string(key, "Core")
                    guard result != key else { return nil }
                    return result
                }

                public func string(_ key: String, _ table: String) -> String {
                    bundle.localizedString(forKey: key, value: nil, table: table)
                }
            }

            let localized = LocalizedManager()

            public enum CoreStrings {
            \(accessors)
                private static func tr(_ table: String, _ key: String) -> String {
                    localized.string(key, table)
                }

                static func stateTitle(state: String) -> String? {
                    let key = "common::state::\\(state)"
                    return localized.core(key)
                }
            }

            struct Panel {
                let title: String
                init(title: String) {
                    let possibleFrontendKey = "panel::\\(title)"
                    self.title = localized.frontend(possibleFrontendKey) ?? title
                }
            }

            """),
            ("App/Use.swift", """
            import Foundation

            func titles(state: String) -> [String?] {
                [\((0..<11).map { "CoreStrings.c\($0)" }.joined(separator: ", ")), CoreStrings.stateTitle(state: state), Panel(title: state).title]
            }

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused").map { $0.components(separatedBy: ": note: ").last ?? $0 }
        #expect(unused == [
            "\"component::c11::title\" in en.lproj/Core.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]",
        ], "\(unused)")
    }

    /// SwiftGen's `tr(_:_:_:)` gives its parameter `table` to the bundle: its accessors are read
    /// each with its own table and key (Habitica's), so the code's other literals ("no", an
    /// emoji's name) are no keys of every table.
    @Test func swiftGensLookupIsNoLookupOfAnyTable() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Mainstrings.strings", "\"yes\" = \"Yes\";\n\"no\" = \"No\";\n"),
            ("App/Generated/Strings.swift", """
            import Foundation

            internal enum L10n {
                internal static var yes: String { return L10n.tr("Mainstrings", "yes") }
                internal static var no: String { return L10n.tr("Mainstrings", "no") }
            }

            extension L10n {
                private static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                    let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
                    return String(format: format, locale: Locale.current, arguments: args)
                }
            }

            """),
            ("App/Use.swift", """
            import Foundation

            let answer = L10n.yes
            let emojiNames = ["ok", "no"]

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused").map { $0.components(separatedBy: ": note: ").last ?? $0 }
        #expect(unused == [
            "\"no\" in en.lproj/Mainstrings.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]",
        ], "\(unused)")
    }
}
