import Testing
@testable import HarkCore

/// Keys the code uses that `l10n-unused` once missed (a review of 20 public apps): a widget's
/// own table, read by a file the app and the widget both build; keys with no words; a Settings
/// bundle's table read from code with computed keys; Objective-C bundle lookups.
@Suite struct KeyUseTests {
    /// bryceco/GoMap (ISC licence, Copyright (c) 2018, Bryce Cogswell and Go Map!!
    /// Contributers), `src/iOS/Go Map!!.xcodeproj`: the app target and the widget target both
    /// build `GpxTrackAttributes.swift`; each copies its own `Localizable.xcstrings`. Reduced to
    /// those objects, in Xcode's shape.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 60;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\t02CBF3B82BE8529A000DE2AD /* GpxWidgetBundle.swift in Sources */ = {isa = PBXBuildFile; fileRef = 02CBF3B72BE8529A000DE2AD /* GpxWidgetBundle.swift */; };
    \t\t02CBF3CC2BE8655D000DE2AD /* GpxTrackAttributes.swift in Sources */ = {isa = PBXBuildFile; fileRef = 02CBF3CB2BE8655D000DE2AD /* GpxTrackAttributes.swift */; };
    \t\t02CBF3CD2BE86646000DE2AD /* GpxTrackAttributes.swift in Sources */ = {isa = PBXBuildFile; fileRef = 02CBF3CB2BE8655D000DE2AD /* GpxTrackAttributes.swift */; };
    \t\tC3D096AC263D48F700E3B129 /* AppDelegate.swift in Sources */ = {isa = PBXBuildFile; fileRef = C3D096AB263D48F700E3B129 /* AppDelegate.swift */; };
    \t\t02DEDA0F2C0915F800C84DA8 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = 02DEDA0E2C0915F800C84DA8 /* Localizable.xcstrings */; };
    \t\t02EA545E2AB7CCA4004688F9 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = 02EA545D2AB7CCA3004688F9 /* Localizable.xcstrings */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\t02CBF3B72BE8529A000DE2AD /* GpxWidgetBundle.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = GpxWidgetBundle.swift; sourceTree = "<group>"; };
    \t\t02CBF3CB2BE8655D000DE2AD /* GpxTrackAttributes.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = GpxTrackAttributes.swift; sourceTree = "<group>"; };
    \t\tC3D096AB263D48F700E3B129 /* AppDelegate.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = AppDelegate.swift; sourceTree = "<group>"; };
    \t\t02DEDA0E2C0915F800C84DA8 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
    \t\t02EA545D2AB7CCA3004688F9 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = "<group>"; };
    \t\t02ACBA2F16713CCB00BB4414 /* Go Map!!.app */ = {isa = PBXFileReference; explicitFileType = wrapper.application; includeInIndex = 0; path = "Go Map!!.app"; sourceTree = BUILT_PRODUCTS_DIR; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\t02ACBA2416713CCB00BB4414 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\t02ACBA3916713CCB00BB4414 /* Go Map! */,
    \t\t\t\t02CBF3B62BE8529A000DE2AD /* GpxWidget */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\t02ACBA3916713CCB00BB4414 /* Go Map! */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tC3D096AB263D48F700E3B129 /* AppDelegate.swift */,
    \t\t\t\t02CBF3CB2BE8655D000DE2AD /* GpxTrackAttributes.swift */,
    \t\t\t\t02EA545D2AB7CCA3004688F9 /* Localizable.xcstrings */,
    \t\t\t);
    \t\t\tname = "Go Map!";
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\t02CBF3B62BE8529A000DE2AD /* GpxWidget */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\t02DEDA0E2C0915F800C84DA8 /* Localizable.xcstrings */,
    \t\t\t\t02CBF3B72BE8529A000DE2AD /* GpxWidgetBundle.swift */,
    \t\t\t);
    \t\t\tpath = GpxWidget;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\t02ACBA2E16713CCB00BB4414 /* Go Map!! */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\t02ACBA2B16713CCB00BB4414 /* Sources */,
    \t\t\t\t02ACBA2D16713CCB00BB4414 /* Resources */,
    \t\t\t);
    \t\t\tname = "Go Map!!";
    \t\t\tproductReference = 02ACBA2F16713CCB00BB4414 /* Go Map!!.app */;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    \t\t02CBF3B02BE8529A000DE2AD /* GpxWidgetExtension */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\t02CBF3AD2BE8529A000DE2AD /* Sources */,
    \t\t\t\t02CBF3AF2BE8529A000DE2AD /* Resources */,
    \t\t\t);
    \t\t\tname = GpxWidgetExtension;
    \t\t\tproductType = "com.apple.product-type.app-extension";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\t02ACBA2516713CCB00BB4414 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = 02ACBA2416713CCB00BB4414;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\t02ACBA2E16713CCB00BB4414 /* Go Map!! */,
    \t\t\t\t02CBF3B02BE8529A000DE2AD /* GpxWidgetExtension */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    \t\t02ACBA2D16713CCB00BB4414 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\t02EA545E2AB7CCA4004688F9 /* Localizable.xcstrings in Resources */,
    \t\t\t);
    \t\t};
    \t\t02CBF3AF2BE8529A000DE2AD /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\t02DEDA0F2C0915F800C84DA8 /* Localizable.xcstrings in Resources */,
    \t\t\t);
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    \t\t02ACBA2B16713CCB00BB4414 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tC3D096AC263D48F700E3B129 /* AppDelegate.swift in Sources */,
    \t\t\t\t02CBF3CC2BE8655D000DE2AD /* GpxTrackAttributes.swift in Sources */,
    \t\t\t);
    \t\t};
    \t\t02CBF3AD2BE8529A000DE2AD /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\t02CBF3CD2BE86646000DE2AD /* GpxTrackAttributes.swift in Sources */,
    \t\t\t\t02CBF3B82BE8529A000DE2AD /* GpxWidgetBundle.swift in Sources */,
    \t\t\t);
    \t\t};
    /* End PBXSourcesBuildPhase section */
    \t};
    \trootObject = 02ACBA2516713CCB00BB4414 /* Project object */;
    }
    """

    static func catalog(_ keys: [String]) -> String {
        let entries = keys.map { key in
            "    \"\(key)\" : {\n      \"localizations\" : {\n        \"de\" : {\n          \"stringUnit\" : {\n            \"state\" : \"translated\",\n            \"value\" : \"\(key) (de)\"\n          }\n        }\n      }\n    }"
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    static let attributes = """
    import ActivityKit
    import AppIntents

    @available(iOS 16.1, *)
    struct PauseGpxTrackIntent: LiveActivityIntent {
    \tstatic let title: LocalizedStringResource = "Pause GPX"
    \tstatic let description = IntentDescription("Pause recording GPX tracks.")

    \tpublic init() {}
    }
    """

    @Test func aFileBuiltIntoAWidgetUsesTheWidgetsTable() throws {
        let root = try TestSupport.write([
            ("src/iOS/Go Map!!.xcodeproj/project.pbxproj", KeyUseTests.project),
            ("src/iOS/AppDelegate.swift", "import UIKit\nlet about = NSLocalizedString(\"About\", comment: \"\")\n"),
            ("src/iOS/GpxTrackAttributes.swift", KeyUseTests.attributes),
            ("src/iOS/Localizable.xcstrings", KeyUseTests.catalog(["About", "Pause GPX", "Pause recording GPX tracks."])),
            ("src/iOS/GpxWidget/GpxWidgetBundle.swift", "import WidgetKit\n"),
            ("src/iOS/GpxWidget/Localizable.xcstrings", KeyUseTests.catalog(["Pause GPX", "Pause recording GPX tracks.", "Widget only"])),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { String($0.prefix(while: { $0 != " " })) } == ["src/iOS/GpxWidget/Localizable.xcstrings:24:5:"])
        #expect(unused.first?.contains("\"Widget only\"") == true)
    }

    @Test func projectMembershipThroughGroupsAndSynchronizedFolders() throws {
        let root = try TestSupport.write([("src/iOS/Go Map!!.xcodeproj/project.pbxproj", KeyUseTests.project)])
        let project = try #require(XcodeProject.load(PathDisplay().absolute(root + "/src/iOS/Go Map!!.xcodeproj")))
        let folder = PathDisplay().absolute(root + "/src/iOS")
        #expect(project.targets.map(\.name) == ["Go Map!!", "GpxWidgetExtension"])
        #expect(project.targets.map { $0.contains(folder + "/GpxTrackAttributes.swift") } == [true, true])
        #expect(project.targets.map { $0.contains(folder + "/GpxWidget/GpxWidgetBundle.swift") } == [false, true])
        #expect(project.targets.map { $0.copies("Localizable", in: folder + "/GpxWidget") } == [false, true])
        #expect(project.targets.map { $0.copies("Localizable", in: folder) } == [true, false])
        #expect(project.targets.map { $0.copies("InfoPlist", in: folder) } == [false, false])

        // Xcode 16's synchronized folders (IceCubes, mlem): every file but the target's exceptions.
        let synchronized = try TestSupport.write([("App.xcodeproj/project.pbxproj", """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\t9F0A1 /* Exceptions for "IceCubesApp" folder in "IceCubesApp" target */ = {
        \t\t\tisa = PBXFileSystemSynchronizedBuildFileExceptionSet;
        \t\t\tmembershipExceptions = (
        \t\t\t\t"Resources/Info.plist",
        \t\t\t\tDebug/Tool.swift,
        \t\t\t);
        \t\t\ttarget = 9F0T1 /* IceCubesApp */;
        \t\t};
        \t\t9F0G1 /* IceCubesApp */ = {isa = PBXFileSystemSynchronizedRootGroup; exceptions = (9F0A1 /* Exceptions */, ); path = IceCubesApp; sourceTree = "<group>"; };
        \t\t9F0M1 = {isa = PBXGroup; children = (9F0G1 /* IceCubesApp */, ); sourceTree = "<group>"; };
        \t\t9F0T1 /* IceCubesApp */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (9F0G1 /* IceCubesApp */, ); name = IceCubesApp; };
        \t\t9F0P1 /* Project object */ = {isa = PBXProject; mainGroup = 9F0M1; projectDirPath = ""; targets = (9F0T1 /* IceCubesApp */, ); };
        \t};
        \trootObject = 9F0P1 /* Project object */;
        }
        """)])
        let app = try #require(XcodeProject.load(PathDisplay().absolute(synchronized + "/App.xcodeproj"))?.targets.first)
        let base = PathDisplay().absolute(synchronized + "/IceCubesApp")
        #expect(app.contains(base + "/App/AppView.swift"))
        #expect(!app.contains(base + "/Debug/Tool.swift"))
        #expect(app.copies("Localizable", in: base + "/Resources/Localization"))
    }

    @Test func openStepPropertyLists() {
        let value = OpenStepValue.parse(Array(#"""
        // !$*UTF8*$!
        { a = "x\"y\n\U00e9\101"; /* note */ b = ( 1, two, "3", ); c = { d = <0fbd 7a>; }; "e f" = "$(SRCROOT)/g"; }
        """#.utf8))
        #expect(value?["a"]?.string == "x\"y\néA")
        #expect(value?["b"]?.array == [.string("1"), .string("two"), .string("3")])
        #expect(value?["c"]?["d"]?.string == "0fbd 7a")
        #expect(value?["e f"]?.string == "$(SRCROOT)/g")
        // Malformed or hostile input is no project, never a trap.
        for text in ["{ a = b }", "{ a = \"b; }", "(a, b", "{ a = b; } c", String(repeating: "(", count: 10_000)] {
            #expect(OpenStepValue.parse(Array(text.utf8)) == nil, "\(text.prefix(20))")
        }
    }

    /// duckduckgo/iOS, DuckDuckGo/UserText.swift (Apache-2.0): a plural format looked up through
    /// the bundle is a key of the table's `.stringsdict`, read first as `NSBundle` reads it.
    @Test func aBundleLookupReadsTheTablesStringsdict() throws {
        func stringsdict(_ other: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            	<key>tab.close</key>
            	<dict>
            		<key>NSStringLocalizedFormatKey</key>
            		<string>%#@tabs@</string>
            		<key>tabs</key>
            		<dict>
            			<key>NSStringFormatSpecTypeKey</key>
            			<string>NSStringPluralRuleType</string>
            			<key>NSStringFormatValueTypeKey</key>
            			<string>d</string>
            			<key>one</key>
            			<string>Close Tab</string>
            			<key>other</key>
            			<string>\(other)</string>
            		</dict>
            	</dict>
            </dict>
            </plist>
            """
        }
        let root = try TestSupport.write([
            ("DuckDuckGo/UserText.swift", """
            import Foundation

            public struct UserText {
                public static func closeTabs(withCount count: Int) -> String {
                    let format = Bundle.main.localizedString(forKey: "tab.close", value: nil, table: nil)
                    return String.localizedStringWithFormat(format, count)
                }
                public static let done = NSLocalizedString("done", comment: "")
            }
            """),
            ("DuckDuckGo/en.lproj/Localizable.strings", "\"done\" = \"Done\";\n"),
            ("DuckDuckGo/en.lproj/Localizable.stringsdict", stringsdict("Close %d Tabs")),
            ("DuckDuckGo/de.lproj/Localizable.strings", "\"done\" = \"Fertig\";\n"),
            ("DuckDuckGo/fr.lproj/Localizable.strings", "\"done\" = \"OK\";\n"),
            ("DuckDuckGo/fr.lproj/Localizable.stringsdict", stringsdict("Fermer %d onglets")),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing == [
            "DuckDuckGo/UserText.swift:5:58: error: \"tab.close\" is missing from de.lproj/Localizable.stringsdict: the text in code shows the key (de) [l10n-missing]",
        ], "\(missing)")
    }

    /// Ranchero-Software/NetNewsWire, iOS/AppIntents/NetNewsWireAppShortcuts.swift (MIT), and an
    /// App Enum's representations: App Intents' initializers take `LocalizedStringResource`s.
    @Test func appIntentsInitializersTakeKeys() throws {
        let root = try TestSupport.write([
            ("iOS/AppIntents/NetNewsWireAppShortcuts.swift", """
            import AppIntents

            struct NetNewsWireAppShortcuts: AppShortcutsProvider {
            	static var appShortcuts: [AppShortcut] {
            		AppShortcut(
            			intent: AddFeedAppIntent(),
            			phrases: [
            				"Add a feed to \\(.applicationName)",
            			],
            			shortTitle: "Add Feed",
            			systemImageName: "plus"
            		)
            	}
            }

            extension ShuffleMode: AppEnum {
                static var typeDisplayRepresentation: TypeDisplayRepresentation {
                    TypeDisplayRepresentation(name: "Shuffle")
                }
                static var caseDisplayRepresentations: [ShuffleMode: DisplayRepresentation] = [
                    .on: DisplayRepresentation(title: "On", subtitle: nil),
                ]
            }
            """),
            ("iOS/Resources/Localizable.xcstrings", KeyUseTests.catalog(["Add Feed", "Shuffle", "On", "Dead key"])),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"Dead key\""), "\(unused)")
    }

    /// Awful/Awful.app, SmiliePickerView.swift:152 (CC BY-NC-SA 3.0): `Text("😕")`, and keys of
    /// specifiers alone, are keys Xcode puts in the catalog.
    @Test func keysWithoutWordsAreUses() throws {
        let root = try TestSupport.write([
            ("App/Views/SmiliePickerView.swift", """
            import SwiftUI

            struct SmiliePickerView: View {
                let page: Int
                let pages: Int
                var body: some View {
                    VStack {
                        Text("Smilies")
                        Text("😕")
                        Text("")
                        Text("\\(page) \\(pages)")
                    }
                }
            }
            """),
            ("App/Resources/Localizable.xcstrings", KeyUseTests.catalog(["Smilies", "😕", "", "%lld %lld", "Dead key"])),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"Dead key\""), "\(unused)")
        // Nothing to translate: none is missing from German.
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing").isEmpty)
    }

    /// videolan/vlc-ios (GPL-2.0-or-later / MPL-2.0), Sources/Settings/Model/SettingsSection.swift:
    /// the in-app settings read the Settings bundle's `Root` table with keys the code writes as
    /// literals elsewhere; WiFi Sharing/VLCHTTPConnection.m looks keys up through a bundle.
    @Test func bundleLookupsAndComputedKeys() throws {
        let root = try TestSupport.write([
            ("Resources/iOS/Settings.bundle/Root.plist", """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>PreferenceSpecifiers</key>
            \t<array>
            \t\t<dict>
            \t\t\t<key>Type</key>
            \t\t\t<string>PSToggleSwitchSpecifier</string>
            \t\t\t<key>Title</key>
            \t\t\t<string>SETTINGS_THEME_BLACK</string>
            \t\t\t<key>Key</key>
            \t\t\t<string>blackTheme</string>
            \t\t\t<key>DefaultValue</key>
            \t\t\t<false/>
            \t\t</dict>
            \t</array>
            \t<key>StringsTable</key>
            \t<string>Root</string>
            </dict>
            </plist>
            """),
            ("Resources/iOS/Settings.bundle/en.lproj/Root.strings", "\"SETTINGS_THEME_BLACK\" = \"Black background\";\n\"SETTINGS_THEME_BLACK_SUBTITLE\" = \"Use black instead of dark grey\";\n\"SETTINGS_GONE\" = \"Gone\";\n"),
            ("Resources/iOS/Settings.bundle/de.lproj/Root.strings", "\"SETTINGS_THEME_BLACK\" = \"Schwarzer Hintergrund\";\n\"SETTINGS_GONE\" = \"Weg\";\n"),
            ("Sources/Settings/Model/SettingsSection.swift", """
            import Foundation

            enum SettingsItem {
                static var blackTheme: SettingsItem {
                    .toggle(title: "SETTINGS_THEME_BLACK",
                            subtitle: "SETTINGS_THEME_BLACK_SUBTITLE",
                            preferenceKey: kVLCSettingAppThemeBlack)
                }
            }

            private enum Localizer {
                private static let settingsBundle = localizer.getSettingsBundle()!

                static func localizedTitle(key: String) -> String {
                    settingsBundle.localizedString(forKey: key, value: key, table: "Root")
                }
            }

            struct SettingsSection {
                let items = [SettingsItem.blackTheme]

                func title(of key: String) -> String { Localizer.localizedTitle(key: key) }
            }
            """),
            ("Sources/WiFi Sharing/VLCHTTPConnection.m", """
            @implementation VLCHTTPConnection
            - (NSString *)title {
                return [_languageBundle localizedStringForKey:@"WEBINTF_TITLE" value:nil table:nil];
            }
            @end
            """),
            ("Resources/en.lproj/Localizable.strings", "\"WEBINTF_TITLE\" = \"Sharing via WiFi\";\n\"WEBINTF_DEAD\" = \"Dead\";\n"),
            ("Resources/de.lproj/Localizable.strings", "\"WEBINTF_DEAD\" = \"Tot\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 2 && unused[0].contains("\"WEBINTF_DEAD\"") && unused[1].contains("\"SETTINGS_GONE\""), "\(unused)")
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.contains { $0.hasPrefix("Sources/WiFi Sharing/VLCHTTPConnection.m:3:51: error: \"WEBINTF_TITLE\" is missing from de.lproj/Localizable.strings") }, "\(missing)")
        // A key a literal may give a computed lookup is still one every translation needs.
        #expect(missing.contains("Resources/iOS/Settings.bundle/en.lproj/Root.strings:2:1: error: \"SETTINGS_THEME_BLACK_SUBTITLE\" is missing from de.lproj/Root.strings (de) [l10n-missing]"), "\(missing)")
    }

    /// mssun/passforios (MIT), passKit/Helpers/AppError.swift and pass/Controllers/KeyImporter.swift:
    /// a key computed up to its ending, given to the project's wrapper through a local; an
    /// importer's label read through the protocol it conforms to. Neither reaches further: a
    /// short or lower-case ending is a word's, and a type conforming to no protocol that requires
    /// the member keeps its accessor unused.
    @Test func keysComputedUpToTheirEndingAndProtocolRequirements() throws {
        let root = try TestSupport.write([
            ("App/AppError.swift", """
            import Foundation

            extension String {
                func localize() -> String {
                    NSLocalizedString(self, bundle: Bundle.main, value: "#\\(self)#", comment: "")
                }
            }

            extension AppError: LocalizedError {
                var errorDescription: String? {
                    let enumName = String(describing: self)
                    let localizationKey = "\\(enumName)Error."
                    return localizationKey.localize()
                }
                var plural: String {
                    let word = "\\(String(describing: self))s"
                    return word.localize()
                }
                var sentence: String {
                    let text = "\\(String(describing: self)) failed"
                    return text.localize()
                }
            }
            """),
            ("App/Importers.swift", """
            import UIKit

            protocol KeyImporter {
                static var label: String { get }
            }

            protocol PGPKeyImporter: KeyImporter {}

            extension KeyImporter {
                static var menuLabel: String { label }
            }

            final class ArmorImportViewController: UITableViewController {}

            extension ArmorImportViewController: PGPKeyImporter {
                static let label = "AsciiArmorEncryptedKey".localize()
            }

            enum Strings {
                static let label = "UnusedAccessorKey".localize()
            }
            """),
            ("App/en.lproj/Localizable.strings", """
            "GitResetError." = "Cannot reset.";
            "Files" = "Files";
            "Export failed" = "Export failed";
            "AsciiArmorEncryptedKey" = "ASCII-Armor Key";
            "UnusedAccessorKey" = "Unused";

            """),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        let keys = unused.compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) }
        #expect(keys == ["Files", "Export failed", "UnusedAccessorKey"], "\(unused)")
    }

    /// yattee/yattee (AGPL-3.0), Views/Player/tvOS/TVDetailsPanel.swift: a property interpolated
    /// into a key takes its type's specifier, as Xcode writes the key, when every type of the
    /// project that declares the name declares it alike (`Int?` in an API model too).
    @Test func aMemberInterpolatedIntoAKeyTakesItsDeclaredType() throws {
        let root = try TestSupport.write([
            ("App/Comment.swift", """
            struct Comment {
                let replyCount: Int
            }

            struct PipedComment: Decodable {
                let replyCount: Int?
            }
            """),
            ("App/CommentRow.swift", """
            import SwiftUI

            struct CommentRow: View {
                let comment: Comment

                var body: some View {
                    Text("comments.replyCount \\(comment.replyCount)")
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", "\"comments.replyCount %lld\" = \"%lld replies\";\n\"Dead\" = \"Dead\";\n"),
            ("App/de.lproj/Localizable.strings", "\"comments.replyCount %lld\" = \"%lld Antworten\";\n\"Dead\" = \"Tot\";\n"),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing").isEmpty)
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"Dead\""), "\(unused)")
    }

    /// Cryptomator's sale text, "50%* off until July 7", interpolated into a key: `%* o` reads a
    /// width and a value from one range of the key, which the key's variants and its words
    /// once cut twice (Hark stopped on a range whose end came before its start).
    @Test func aSpecifierThatReadsTwoArgumentsIsOneRangeOfItsKey() throws {
        let root = try TestSupport.write([("en.lproj/Localizable.strings", "\"Sale: %@ off\" = \"Sale: %@ off\";\n")])
        let matching = TableKeyMatching(catalog: LocalizationCatalog.read(root: root), developmentLanguage: "en", matchingAccessors: false)
        #expect(matching.match("Sale: 50%* off", table: "Localizable") == nil)
        #expect(matching.match("Sale: %*d off", table: "Localizable") == "Sale: %@ off")
        #expect(!FormatSpecifiers.hasWords("%*d"))
        #expect(FormatSpecifiers.hasWords("%*d items"))
    }

    /// Cryptomator (GPL-3.0): its File Provider UI extension's Info.plist names the Files app's
    /// menu actions ("Retry Upload"), which iOS looks up in the extension's `Localizable`
    /// table; no code does. Reduced to two targets in Xcode's shape.
    @Test func aFileProviderActionNameIsLookedUpByTheSystem() throws {
        let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 77;
        \tobjects = {
        \t\tD0G1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
        \t\tD0G2 /* FileProviderExtensionUI */ = {isa = PBXFileSystemSynchronizedRootGroup; path = FileProviderExtensionUI; sourceTree = "<group>"; };
        \t\tD0M1 = {isa = PBXGroup; children = (D0G1 /* App */, D0G2 /* FileProviderExtensionUI */, ); sourceTree = "<group>"; };
        \t\tD0C1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        \t\tD0C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = FileProviderExtensionUI/Info.plist; SDKROOT = iphoneos; }; name = Release; };
        \t\tD0L1 = {isa = XCConfigurationList; buildConfigurations = (D0C1 /* Release */, ); };
        \t\tD0L2 = {isa = XCConfigurationList; buildConfigurations = (D0C2 /* Release */, ); };
        \t\tD0T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = D0L1; buildPhases = (); fileSystemSynchronizedGroups = (D0G1 /* App */, ); name = App; productType = "com.apple.product-type.application"; };
        \t\tD0T2 /* FileProviderExtensionUI */ = {isa = PBXNativeTarget; buildConfigurationList = D0L2; buildPhases = (); fileSystemSynchronizedGroups = (D0G2 /* FileProviderExtensionUI */, ); name = FileProviderExtensionUI; productType = "com.apple.product-type.app-extension"; };
        \t\tD0P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = D0L1; developmentRegion = en; knownRegions = (en, Base, ); mainGroup = D0M1; projectDirPath = ""; targets = (D0T1 /* App */, D0T2 /* FileProviderExtensionUI */, ); };
        \t};
        \trootObject = D0P1 /* Project object */;
        }

        """
        let infoPlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>NSExtension</key>
        \t<dict>
        \t\t<key>NSExtensionFileProviderActions</key>
        \t\t<array>
        \t\t\t<dict>
        \t\t\t\t<key>NSExtensionFileProviderActionIdentifier</key>
        \t\t\t\t<string>org.cryptomator.ios.fileprovider.retry-failed-upload</string>
        \t\t\t\t<key>NSExtensionFileProviderActionName</key>
        \t\t\t\t<string>Retry Upload</string>
        \t\t\t</dict>
        \t\t</array>
        \t\t<key>NSExtensionPointIdentifier</key>
        \t\t<string>com.apple.fileprovider-actionsui</string>
        \t</dict>
        </dict>
        </plist>

        """
        let root = try TestSupport.write([
            ("Cryptomator.xcodeproj/project.pbxproj", project),
            ("FileProviderExtensionUI/Info.plist", infoPlist),
            ("FileProviderExtensionUI/RootViewController.swift", "import UIKit\nfinal class RootViewController: UIViewController {}\n"),
            ("App/SettingsViewController.swift",
             "import UIKit\nfinal class SettingsViewController: UIViewController {\n    override func viewDidLoad() {\n        title = NSLocalizedString(\"Settings\", comment: \"\")\n    }\n}\n"),
            ("App/en.lproj/Localizable.strings", "\"Settings\" = \"Settings\";\n\"Retry Upload\" = \"Retry Upload\";\n\"Clear from Cache\" = \"Clear from Cache\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"Clear from Cache\""), "\(unused)")
    }
}
