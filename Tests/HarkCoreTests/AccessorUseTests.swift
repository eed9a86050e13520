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

    static let unusedPrefix = "App/en.lproj/Localizable.strings:"

    /// SwiftGen quotes a member named by a keyword (`` static var `continue` ``) and code calls
    /// it unquoted (home-assistant/iOS, Apache-2.0, Strings.swift and the views using it): 21 of
    /// that app's l10n-unused notes were such keys (`.open`, `.none`, `.default`, `.continue`).
    @Test func keywordNamedAccessorsAreUses() throws {
        let root = try TestSupport.write([
            ("App/Strings.swift", """
            import Foundation

            public enum L10n {
              public enum Improv {
                public enum Button {
                  public static var `continue`: String { return L10n.tr("Localizable", "improv.button.continue") }
                  public static var `default`: String { return L10n.tr("Localizable", "improv.button.default") }
                }
              }
            }

            extension L10n {
              static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = Bundle.main.localizedString(forKey: key, value: nil, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """),
            ("App/ImprovView.swift", "import SwiftUI\n\nstruct ImprovView: View {\n    var body: some View {\n        Text(verbatim: L10n.Improv.Button.continue)\n    }\n}\n"),
            ("App/en.lproj/Localizable.strings", "\"improv.button.continue\" = \"Continue\";\n\"improv.button.default\" = \"Default\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused == [Self.unusedPrefix + "2:1: note: \"improv.button.default\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]"], "\(unused)")
    }

    /// `Self.noText` names the type's own accessor (Ranchero-Software/NetNewsWire, MIT,
    /// MainTimelineCellData.swift, in its shape).
    @Test func selfQualifiedAccessorsAreUses() throws {
        let root = try TestSupport.write([
            ("App/CellData.swift", """
            import Foundation

            struct MainTimelineCellData {
                private static let noText = NSLocalizedString("(No Text)", comment: "No Text")
                private static let unused = NSLocalizedString("Unused Text", comment: "")
                let summary: String

                init(summary: String) {
                    self.summary = summary.isEmpty ? Self.noText : summary
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", "\"(No Text)\" = \"(No Text)\";\n\"Unused Text\" = \"Unused Text\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused == [Self.unusedPrefix + "2:1: note: \"Unused Text\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]"], "\(unused)")
    }

    /// An accessor a script generates at build time, absent from the repository: Kiwix's
    /// `LocalString` (kiwix/kiwix-apple, GPL-3.0, localizations.py makes
    /// `static let search_result_header_text = "search_result.header.text".localized`). Its names
    /// spell the keys; all 336 keys of that app were l10n-unused notes before. A key of one word
    /// is not matched (`UIColor.red` is no use of "red"), but in R.swift's chain naming its table
    /// (AlphaWallet's `R.string.localizable.password()`); nor a chain after a type the code
    /// declares (its accessors say their keys themselves).
    @Test func accessorsGeneratedAtBuildTimeSpellTheirKeys() throws {
        let root = try TestSupport.write([
            ("App/SearchResults.swift", """
            import SwiftUI

            struct SearchResults: View {
                var body: some View {
                    VStack {
                        Text(LocalString.search_result_header_text)
                        Text(LocalString.zim_file_action_unlink_title(withArgs: "a"))
                        Text(R.string.localizable.settingsTitle())
                        Text(R.string.localizable.password())
                        Text(R.string.other.cancel())
                        Color(UIColor.red)
                        Text(Declared.old_setting_title)
                        Text(Declared.other)
                    }
                }
            }

            enum Declared {
                static let other = NSLocalizedString("other.key", comment: "")
            }
            """),
            ("App/en.lproj/Localizable.strings", """
            "search_result.header.text" = "Results";
            "zim_file.action.unlink.title" = "Unlink %@";
            "settingsTitle" = "Settings";
            "red" = "Red";
            "old_setting.title" = "Old";
            "Password" = "Password";
            "Cancel" = "Cancel";
            "other.key" = "Other";
            "never.used" = "Never";

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { $0.prefix(while: { $0 != ":" } ) + String($0.dropFirst(Self.unusedPrefix.count).prefix { $0 != ":" }) } == [
            // R.swift's one-word "Password" is used; its `R.string.other.cancel()` reads another table.
            "App/en.lproj/Localizable.strings4", "App/en.lproj/Localizable.strings5", "App/en.lproj/Localizable.strings7",
            "App/en.lproj/Localizable.strings9",
        ], "\(unused)")
    }

    /// The types a `swiftgen.yml` names (Zotero's `L10n`, Home Assistant's `CoreStrings`) spell
    /// any key from their first member, one-word keys too; any other undeclared type (`L10n`
    /// here, where the configuration names only `Strings`), keys of two words or more only.
    @Test func swiftGenConfigurationsNameTheirAccessorTypes() throws {
        let root = try TestSupport.write([
            ("swiftgen.yml", """
            strings:
              - inputs: App/en.lproj/Localizable.strings
                outputs:
                  - templateName: structured-swift5 # the default name is not used
                    output: App/Generated/Strings.swift
                    params:
                      enumName: Strings
            xcassets:
              inputs: App/Assets.xcassets
              outputs:
                templateName: swift5
                params:
                  enumName: Asset
            """),
            ("App/ShareView.swift", """
            import SwiftUI

            struct ShareView: View {
                var body: some View {
                    VStack {
                        Text("Share")
                        Text(Strings.ok)
                        Text(Strings.Settings.title.uppercased())
                        Text(L10n.cancel)
                        Text(Asset.done)
                        Text(L10n.Sync.lastUpdated.lowercased())
                    }
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", """
            "Share" = "Share";
            "ok" = "OK";
            "settings.title" = "Settings";
            "cancel" = "Cancel";
            "done" = "Done";
            "sync.last_updated" = "Updated";

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { String($0.dropFirst(Self.unusedPrefix.count).prefix { $0 != ":" }) } == ["4", "5"], "\(unused)")
        #expect(SwiftGenConfig.stringsEnumNames(yaml: "strings:\n  inputs: a\n  outputs:\n    templateName: flat-swift5\n") == ["L10n"])
        #expect(SwiftGenConfig.stringsEnumNames(yaml: "xcassets:\n  outputs:\n    templateName: swift5\n") == [])
    }

    /// A Run Script phase names the accessor type it writes when a table is its input and a
    /// Swift file its output (edX's `Strings.swift`); a phase that reads no table, or writes no
    /// type's file, names none.
    @Test func aScriptPhaseWritingSwiftFromATableNamesItsType() throws {
        func phase(_ inputs: String, _ outputs: String) throws -> OpenStepValue {
            try #require(OpenStepValue.parse(Array("{isa = PBXShellScriptBuildPhase; inputPaths = (\(inputs)); outputPaths = (\(outputs)); }".utf8)))
        }
        #expect(StringsScriptOutputs.types(of: try phase("\"$(SRCROOT)/Source/en.lproj/Localizable.strings\"", "\"${BUILT_PRODUCTS_DIR}/Strings.swift\"")) == ["Strings"])
        #expect(StringsScriptOutputs.types(of: try phase("\"$(SRCROOT)/Source/Info.plist\"", "\"${BUILT_PRODUCTS_DIR}/Strings.swift\"")) == [])
        #expect(StringsScriptOutputs.types(of: try phase("\"$(SRCROOT)/App/en.lproj/Localizable.strings\"", "\"$(DERIVED_FILE_DIR)/strings.swift\", \"$(DERIVED_FILE_DIR)/Strings.h\"")) == [])
    }

    /// A switch named through such an accessor is named by the key it spells, in every
    /// language (Kiwix's `Toggle(LocalString.library_settings_auto_refresh_toggle, isOn:)`);
    /// a chain that spells no key, or two, stays code.
    @Test func switchesNamedThroughGeneratedAccessorsAreSpoken() throws {
        let root = try TestSupport.write([
            ("App/LibrarySettings.swift", """
            import SwiftUI

            struct LibrarySettings: View {
                @State private var autoRefresh = false
                @State private var other = false
                var body: some View {
                    Form {
                        Toggle(LocalString.library_settings_auto_refresh_toggle, isOn: $autoRefresh)
                        Toggle(LocalString.library_settings_unknown, isOn: $other)
                    }
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", "\"library_settings.auto_refresh.toggle\" = \"Auto refresh\";\n"),
            ("App/de.lproj/Localizable.strings", "\"library_settings.auto_refresh.toggle\" = \"Automatisch aktualisieren\";\n"),
        ])
        let run = try HarkProcess.run(["speak", root, "--locale", "all"], in: root)
        #expect(run.stdout.contains("Auto refresh, off"), "\(run.stdout)")
        #expect(run.stdout.contains("Automatisch aktualisieren, Aus"), "\(run.stdout)")
        #expect(run.stdout.contains("<expression>, off"), "\(run.stdout)")
        let lint = try HarkProcess.run(["lint", root], in: root)
        #expect(lint.stdout.contains("1 of 2 Swift switches named by code Hark cannot evaluate"), "\(lint.stdout)")
    }

    /// xcstrings-tool's build plugin generates an accessor for each String Catalog, one member a
    /// key (paulgessinger/swift-paperless, GPL-3.0, in its shape: `String(localized:
    /// .app(.savedViewShowOnDashboard))`, `Text(app: .done)`): its member spells the key of the
    /// table its function names. A member that spells no key stays code; a key no accessor
    /// names is unused.
    @Test func stringCatalogAccessorsGeneratedByXCStringsToolAreSpokenAndUsed() throws {
        func unit(_ english: String, _ german: String) -> String {
            """
            {"localizations" : {"de" : {"stringUnit" : {"state" : "translated", "value" : "\(german)"}},
              "en" : {"stringUnit" : {"state" : "translated", "value" : "\(english)"}}}}
            """
        }
        let root = try TestSupport.write([
            ("AppShared/Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"AppShared\", defaultLocalization: \"en\", targets: [.target(name: \"AppShared\", resources: [.process(\"Resources\")], plugins: [.plugin(name: \"XCStringsToolPlugin\", package: \"xcstrings-tool-plugin\")])])\n"),
            ("AppShared/Sources/AppShared/SavedViewEditView.swift", """
            import SwiftUI

            struct SavedViewEditView: View {
                @State private var showOnDashboard = false
                @State private var inbox = false
                @State private var other = false
                var body: some View {
                    Form {
                        Toggle(String(localized: .app(.savedViewShowOnDashboard)), isOn: $showOnDashboard)
                        Toggle(isOn: $inbox) { Text(app: .tagIsInbox) }
                        Toggle(String(localized: .app(.savedViewRenamed)), isOn: $other)
                    }
                    .toolbar { Button(.app(.done)) {} }
                }
            }
            """),
            ("AppShared/Sources/AppShared/Resources/App.xcstrings", """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "done" : \(unit("Done", "Fertig")),
                "savedViewShowOnDashboard" : \(unit("Show on dashboard", "Auf der Übersicht zeigen")),
                "tagIsInbox" : \(unit("Inbox tag", "Posteingangs-Tag")),
                "unusedKey" : \(unit("Nobody", "Niemand"))
              },
              "version" : "1.0"
            }
            """),
        ])
        let run = try HarkProcess.run(["speak", root, "--locale", "all"], in: root)
        #expect(run.stdout.contains("Show on dashboard, off"), "\(run.stdout)")
        #expect(run.stdout.contains("Auf der Übersicht zeigen, Aus"), "\(run.stdout)")
        #expect(run.stdout.contains("Inbox tag, off"), "\(run.stdout)")
        #expect(run.stdout.contains("<expression>, off"), "\(run.stdout)")
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { $0.components(separatedBy: "\"")[1] } == ["unusedKey"], "\(unused)")
    }

    /// Objective-C calls a SwiftGen accessor of an `@objcMembers` class by sending it the
    /// member's name (element-hq/element-ios, AGPL-3.0, Riot/Generated/Strings.swift and
    /// MXKEventFormatter.m, in their shape): 887 of that app's l10n-unused notes were keys so used.
    @Test func objectiveCMessagesToSwiftAccessorsAreUses() throws {
        let root = try TestSupport.write([
            ("Riot/Generated/Strings.swift", """
            import Foundation

            @objcMembers
            public class VectorL10n: NSObject {
              /// Reply
              public static var roomActionReply: String {
                return VectorL10n.tr("Vector", "room_action_reply")
              }
              /// %@ joined
              public static func noticeRoomJoin(_ p1: String) -> String {
                return VectorL10n.tr("Vector", "notice_room_join", p1)
              }
              /// Never
              public static var titleGroups: String {
                return VectorL10n.tr("Vector", "title_groups")
              }
            }

            extension VectorL10n {
              static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
                let format = NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """),
            ("Riot/EventFormatter.m", """
            #import "EventFormatter.h"

            @implementation EventFormatter

            - (NSString *)textForJoinOf:(NSString *)name {
                return [VectorL10n noticeRoomJoin:name];
            }

            - (NSString *)replyTitle {
                return [VectorL10n roomActionReply];
            }

            @end
            """),
            ("Riot/en.lproj/Vector.strings", "\"room_action_reply\" = \"Reply\";\n\"notice_room_join\" = \"%@ joined\";\n\"title_groups\" = \"Groups\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"title_groups\""), "\(unused)")
    }
}
