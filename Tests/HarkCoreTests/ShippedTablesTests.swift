import Foundation
import Testing
@testable import HarkCore

/// A translation left in the repository but dropped from the Xcode project never reaches the
/// app: its folder is no language of the app, and nothing in it is reported.
@Suite struct ShippedTablesTests {
    /// A project in Xcode's shape whose app copies `Localizable.strings` in en and de only (a
    /// variant group of two), and `InfoPlist.strings` in en, de and bg.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tA10000000000000000000001 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000001 /* Localizable.strings */; };
    \t\tA10000000000000000000002 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000002 /* InfoPlist.strings */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tA30000000000000000000001 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tA30000000000000000000002 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tA30000000000000000000003 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tA30000000000000000000004 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tA30000000000000000000005 /* bg */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = bg; path = bg.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tA40000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tA40000000000000000000002 /* Resources */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA40000000000000000000002 /* Resources */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tA20000000000000000000001 /* Localizable.strings */,
    \t\t\t\tA20000000000000000000002 /* InfoPlist.strings */,
    \t\t\t);
    \t\t\tpath = Resources;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tA50000000000000000000001 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tA60000000000000000000001 /* Resources */,
    \t\t\t);
    \t\t\tname = App;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tA70000000000000000000001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = A40000000000000000000001;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tA50000000000000000000001 /* App */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    \t\tA60000000000000000000001 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tA10000000000000000000001 /* Localizable.strings in Resources */,
    \t\t\t\tA10000000000000000000002 /* InfoPlist.strings in Resources */,
    \t\t\t);
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    \t\tA20000000000000000000001 /* Localizable.strings */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tA30000000000000000000001 /* en */,
    \t\t\t\tA30000000000000000000002 /* de */,
    \t\t\t);
    \t\t\tname = Localizable.strings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tA20000000000000000000002 /* InfoPlist.strings */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tA30000000000000000000003 /* en */,
    \t\t\t\tA30000000000000000000004 /* de */,
    \t\t\t\tA30000000000000000000005 /* bg */,
    \t\t\t);
    \t\t\tname = InfoPlist.strings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXVariantGroup section */
    \t};
    \trootObject = A70000000000000000000001 /* Project object */;
    }

    """

    private func app(project: Bool, extraLocale: String = "fr") throws -> String {
        var files: [(path: String, content: String)] = [
            ("Resources/en.lproj/Localizable.strings", "\"WIFI\" = \"Wi-Fi\";\n\"BLUETOOTH\" = \"Bluetooth\";\n"),
            ("Resources/de.lproj/Localizable.strings", "\"WIFI\" = \"WLAN\";\n\"BLUETOOTH\" = \"Bluetooth (de)\";\n"),
            // Left in the repository, never added to the project: half translated.
            ("Resources/\(extraLocale).lproj/Localizable.strings", "\"WIFI\" = \"Wi-Fi\";\n"),
            ("Resources/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n"),
            ("Resources/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App (de)\";\n"),
            ("Resources/bg.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App (bg)\";\n"),
        ]
        if project { files.append(("App.xcodeproj/project.pbxproj", Self.project)) }
        return try TestSupport.write(files)
    }

    @Test func aTranslationTheProjectDoesNotCopyIsNotAudited() throws {
        let root = try app(project: true)
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("fr.lproj") || $0.contains("(fr)") }, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 strings file no Xcode project copies into the app (fr.lproj)"), "\(run.stdout)")
    }

    @Test func withoutAProjectEveryFolderIsTheAppsLanguage() throws {
        let root = try app(project: false)
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings.contains { $0.contains("\"BLUETOOTH\" is missing from fr.lproj/Localizable.strings") }, "\(findings)")
    }

    @Test func aLanguageWithSomeTableCopiedStaysALanguage() throws {
        // bg ships its InfoPlist.strings, so the app runs in Bulgarian and shows the development
        // language's Localizable texts: every key is missing there, as on a device.
        let root = try app(project: true, extraLocale: "bg")
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == ["Resources/en.lproj/Localizable.strings:1:1: error: there is no bg.lproj/Localizable.strings: its 2 keys show untranslated (bg) [l10n-missing]"])
    }

    @Test func theProjectsListIsReadFromTheVariantGroups() throws {
        let root = try app(project: true)
        let projects = [try #require(XcodeProject.load(root + "/App.xcodeproj"))]
        let shipped = ShippedTables(root: root + "/Resources", projects: projects, workingFolder: root)
        #expect(shipped.ships(root + "/Resources/de.lproj/Localizable.strings"))
        #expect(!shipped.ships(root + "/Resources/fr.lproj/Localizable.strings"))
        #expect(shipped.ships(root + "/Resources/bg.lproj/InfoPlist.strings"))
        // A table the project does not manage here is not the project's to judge.
        #expect(shipped.ships(root + "/Resources/fr.lproj/Other.strings"))
    }

    /// OwnTracks (MIT) keeps an old `sv-SE.lproj` holding only an Info.plist beside the `sv.lproj`
    /// its project lists: a folder without a table is a language only when the project's
    /// `knownRegions` name it (or name none).
    @Test func aFolderWithoutATableIsALanguageOnlyWhenTheProjectNamesIt() throws {
        let regions = "\t\t\tknownRegions = (\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t\tde,\n\t\t\t\tbg,\n\t\t\t\tsv,\n\t\t\t);\n"
        let listing = Self.project.replacingOccurrences(of: "\t\t\tmainGroup = ", with: regions + "\t\t\tmainGroup = ")
        let root = try TestSupport.write([
            ("App.xcodeproj/project.pbxproj", listing),
            ("Resources/en.lproj/Localizable.strings", "\"WIFI\" = \"Wi-Fi\";\n"),
            ("Resources/de.lproj/Localizable.strings", "\"WIFI\" = \"WLAN\";\n"),
            ("Resources/sv-SE.lproj/App-Info.plist", "<plist version=\"1.0\"><dict/></plist>\n"),
            ("Resources/sv.lproj/Main.storyboard", "<document/>\n"),
        ])
        let projects = [try #require(XcodeProject.load(root + "/App.xcodeproj"))]
        let shipped = ShippedTables(root: root + "/Resources", projects: projects, workingFolder: root)
        #expect(LocalizationCatalog.read(root: root + "/Resources", shipped: shipped).locales == ["de", "en", "sv"])
        // Without the list, every folder is the app's language.
        let unlisted = [try #require(XcodeProject.load(root + "/App.xcodeproj"))].map { XcodeProject(folder: $0.folder, targets: $0.targets, knownRegions: []) }
        let everything = ShippedTables(root: root + "/Resources", projects: unlisted, workingFolder: root)
        #expect(LocalizationCatalog.read(root: root + "/Resources", shipped: everything).locales == ["de", "en", "sv", "sv-SE"])
    }

    /// Element (Apache-2.0) commits no `.xcodeproj`: XcodeGen makes it from `project.yml`, whose
    /// `Riot/target.yml` excludes every strings file and lists the languages it ships.
    @Test func anXcodeGenSpecificationsListedTablesAreTheOnesShipped() throws {
        let spec = """
        name: Riot

        include:
          - path: Riot/target.yml # the app
        """
        let target = """
        targets:
          Riot:
            type: application
            platform: iOS

            sources:
            - path: .
              excludes:
                - "Modules/Room/EmojiPicker/Data/EmojiMart/EmojiJSONStore.swift"
                - "**/*.strings" # Exclude all strings files

            # Add separately localizable files
            - path: Assets/de.lproj/Vector.strings
            - path: Assets/en.lproj/InfoPlist.strings
            - path: Assets/en.lproj/Vector.strings
        """
        let root = try TestSupport.write([
            ("project.yml", spec),
            ("Riot/target.yml", target),
            ("Riot/Assets/en.lproj/Vector.strings", "\"send\" = \"Send\";\n"),
            ("Riot/Assets/de.lproj/Vector.strings", "\"send\" = \"Senden\";\n"),
            ("Riot/Assets/lt.lproj/Vector.strings", "\"other\" = \"Kita\";\n"),
        ])
        let parsed = XcodeGenSpec.read(yaml: target)
        #expect(parsed.excludesTables && parsed.tables.count == 3 && parsed.includes.isEmpty)
        #expect(XcodeGenSpec.read(yaml: spec).includes == ["Riot/target.yml"])
        let assets = root + "/Riot/Assets"
        let shipped = ShippedTables(root: assets, projects: ProjectFinder.projects(near: assets, workingFolder: root), workingFolder: root)
        #expect(LocalizationCatalog.read(root: assets, shipped: shipped).locales == ["de", "en"])
        // Without the exclusion, every folder's tables come with the folder.
        #expect(!XcodeGenSpec.read(yaml: target.replacingOccurrences(of: "\"**/*.strings\"", with: "\"Logs\"")).excludesTables)
    }

    /// An intent definition compiles from the Sources phase, and its variant group's `.strings`
    /// files ship with it: one left on disk outside the group (mastodon-ios, GPL-3.0: an empty
    /// `hy-AM.lproj/WidgetExtension.strings` after a rename to `hy`) does not.
    @Test func anIntentDefinitionsStringsShipFromTheSourcesPhase() throws {
        let project = Self.project
            .replacingOccurrences(of: "/* End PBXBuildFile section */",
                                  with: "\t\tA10000000000000000000003 /* Intents.intentdefinition in Sources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000003 /* Intents.intentdefinition */; };\n/* End PBXBuildFile section */")
            .replacingOccurrences(of: "/* End PBXFileReference section */", with: """
            \t\tA30000000000000000000006 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.intentdefinition; name = Base; path = Base.lproj/Intents.intentdefinition; sourceTree = "<group>"; };
            \t\tA30000000000000000000007 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Intents.strings; sourceTree = "<group>"; };
            \t\tA30000000000000000000008 /* hy */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = hy; path = hy.lproj/Intents.strings; sourceTree = "<group>"; };
            /* End PBXFileReference section */
            """)
            .replacingOccurrences(of: "\t\t\t\tA20000000000000000000002 /* InfoPlist.strings */,\n",
                                  with: "\t\t\t\tA20000000000000000000002 /* InfoPlist.strings */,\n\t\t\t\tA20000000000000000000003 /* Intents.intentdefinition */,\n")
            .replacingOccurrences(of: "\t\t\t\tA60000000000000000000001 /* Resources */,\n",
                                  with: "\t\t\t\tA60000000000000000000002 /* Sources */,\n\t\t\t\tA60000000000000000000001 /* Resources */,\n")
            .replacingOccurrences(of: "/* Begin PBXVariantGroup section */", with: """
            /* Begin PBXSourcesBuildPhase section */
            \t\tA60000000000000000000002 /* Sources */ = {
            \t\t\tisa = PBXSourcesBuildPhase;
            \t\t\tfiles = (
            \t\t\t\tA10000000000000000000003 /* Intents.intentdefinition in Sources */,
            \t\t\t);
            \t\t};
            /* End PBXSourcesBuildPhase section */

            /* Begin PBXVariantGroup section */
            \t\tA20000000000000000000003 /* Intents.intentdefinition */ = {
            \t\t\tisa = PBXVariantGroup;
            \t\t\tchildren = (
            \t\t\t\tA30000000000000000000006 /* Base */,
            \t\t\t\tA30000000000000000000007 /* en */,
            \t\t\t\tA30000000000000000000008 /* hy */,
            \t\t\t);
            \t\t\tname = Intents.intentdefinition;
            \t\t\tsourceTree = "<group>";
            \t\t};
            """)
        #expect(project.contains("/* Sources */ = {") && project.contains("A20000000000000000000003 /* Intents.intentdefinition */,"))
        let root = try TestSupport.write([
            ("App.xcodeproj/project.pbxproj", project),
            ("Resources/en.lproj/Intents.strings", "\"tVvJ9c\" = \"Show latest posts\";\n"),
            ("Resources/hy.lproj/Intents.strings", "\"tVvJ9c\" = \"Ցույց տալ վերջին գրառումները\";\n"),
            ("Resources/hy-AM.lproj/Intents.strings", ""),
        ])
        let projects = [try #require(XcodeProject.load(root + "/App.xcodeproj"))]
        let shipped = ShippedTables(root: root + "/Resources", projects: projects, workingFolder: root)
        #expect(shipped.ships(root + "/Resources/hy.lproj/Intents.strings"))
        #expect(!shipped.ships(root + "/Resources/hy-AM.lproj/Intents.strings"))
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(!findings.contains { $0.contains("hy-AM") }, "\(findings)")
    }

    /// A project copying a String Catalog (`Resources/Localizable.xcstrings`) and the `.strings`
    /// files it replaced left in the `.lproj` folders (owncloud/ios-app, GPL-3.0: 2,145 of its
    /// findings were those files').
    @Test func stringsFilesACopiedCatalogReplacedAreNotAudited() throws {
        let project = Self.project
            .replacingOccurrences(of: "A10000000000000000000001 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000001 /* Localizable.strings */; };",
                                  with: "A10000000000000000000001 /* Localizable.xcstrings in Resources */ = {isa = PBXBuildFile; fileRef = A20000000000000000000009 /* Localizable.xcstrings */; };")
            .replacingOccurrences(of: "/* Begin PBXFileReference section */\n",
                                  with: "/* Begin PBXFileReference section */\n\t\tA20000000000000000000009 /* Localizable.xcstrings */ = {isa = PBXFileReference; lastKnownFileType = text.json.xcstrings; path = Localizable.xcstrings; sourceTree = \"<group>\"; };\n")
            .replacingOccurrences(of: "\t\t\t\tA20000000000000000000001 /* Localizable.strings */,\n\t\t\t\tA20000000000000000000002",
                                  with: "\t\t\t\tA20000000000000000000009 /* Localizable.xcstrings */,\n\t\t\t\tA20000000000000000000002")
            .replacingOccurrences(of: "A10000000000000000000001 /* Localizable.strings in Resources */,", with: "A10000000000000000000001 /* Localizable.xcstrings in Resources */,")
        #expect(project.contains("path = Localizable.xcstrings") && project.contains("A20000000000000000000009 /* Localizable.xcstrings */,"))
        let root = try TestSupport.write([
            ("App.xcodeproj/project.pbxproj", project),
            ("Resources/Localizable.xcstrings", """
            {"sourceLanguage": "en", "version": "1.0", "strings": {
              "Wi-Fi": {"localizations": {"de": {"stringUnit": {"state": "translated", "value": "WLAN"}}}}}}
            """),
            // The table before the catalog: a duplicate key, and a key the catalog no longer has.
            ("Resources/de.lproj/Localizable.strings", "\"Wi-Fi\" = \"WLAN\";\n\"Wi-Fi\" = \"Wi-Fi\";\n\"Old\" = \"Alt\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("de.lproj/Localizable.strings") }, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 strings file no Xcode project copies into the app (de.lproj)"), "\(run.stdout)")
        // Written in another case (Trio's old `en.lproj/infoPlist.strings` beside its copied
        // `InfoPlist.xcstrings`), it is the same table to a Mac's file system, and as old.
        let projects = [try #require(XcodeProject.load(root + "/App.xcodeproj"))]
        let shipped = ShippedTables(root: root + "/Resources", projects: projects, workingFolder: root)
        #expect(!shipped.ships(root + "/Resources/en.lproj/localizable.strings"))
        #expect(shipped.ships(root + "/Resources/en.lproj/InfoPlist.strings"))
    }

    /// A repository whose root holds both the app's project and a `Package.swift` for its
    /// developer tools (element-hq/element-x-ios's shape): the Settings bundle the app target
    /// copies whole (a `wrapper.cfbundle` reference) ships, though it lies outside the package's
    /// targets and the project lists none of its files.
    @Test func aBundleTheAppCopiesWholeShipsBesideAToolsPackage() throws {
        let project = Self.project
            .replacingOccurrences(of: "/* End PBXBuildFile section */",
                                  with: "\t\tA10000000000000000000004 /* Settings.bundle in Resources */ = {isa = PBXBuildFile; fileRef = A2000000000000000000000A /* Settings.bundle */; };\n/* End PBXBuildFile section */")
            .replacingOccurrences(of: "/* End PBXFileReference section */",
                                  with: "\t\tA2000000000000000000000A /* Settings.bundle */ = {isa = PBXFileReference; lastKnownFileType = wrapper.cfbundle; path = Settings.bundle; sourceTree = \"<group>\"; };\n/* End PBXFileReference section */")
            .replacingOccurrences(of: "\t\t\t\tA20000000000000000000002 /* InfoPlist.strings */,\n",
                                  with: "\t\t\t\tA20000000000000000000002 /* InfoPlist.strings */,\n\t\t\t\tA2000000000000000000000A /* Settings.bundle */,\n")
            .replacingOccurrences(of: "\t\t\t\tA10000000000000000000002 /* InfoPlist.strings in Resources */,\n",
                                  with: "\t\t\t\tA10000000000000000000002 /* InfoPlist.strings in Resources */,\n\t\t\t\tA10000000000000000000004 /* Settings.bundle in Resources */,\n")
        #expect(project.contains("path = Settings.bundle") && project.contains("A10000000000000000000004 /* Settings.bundle in Resources */,\n"))
        let root = try TestSupport.write([
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("Package.swift", "// swift-tools-version: 6.0\nimport PackageDescription\n\nlet package = Package(name: \"Tools\", targets: [.executableTarget(name: \"Tools\", path: \"Tools/Sources\")])\n"),
            ("App.xcodeproj/project.pbxproj", project),
            ("Resources/en.lproj/Localizable.strings", "\"WIFI\" = \"Wi-Fi\";\n"),
            ("Resources/de.lproj/Localizable.strings", "\"WIFI\" = \"WLAN\";\n"),
            ("Resources/Settings.bundle/Root.plist", SettingsBundleFixtures.pane([SettingsBundleFixtures.childPane("Acknowledgements", file: "Acknowledgements")])),
            ("Resources/Settings.bundle/Acknowledgements.plist", SettingsBundleFixtures.pane([SettingsBundleFixtures.group("Licences")], stringsTable: "Acknowledgements")),
            ("Resources/Settings.bundle/en.lproj/Root.strings", "\"Acknowledgements\" = \"Acknowledgements\";\n"),
            ("Resources/Settings.bundle/de.lproj/Root.strings", "\"Other\" = \"Andere\";\n"),
        ])
        let projects = [try #require(XcodeProject.load(root + "/App.xcodeproj"))]
        let shipped = ShippedTables(root: root + "/Resources/Settings.bundle", projects: projects, workingFolder: root)
        #expect(shipped.ships(root + "/Resources/Settings.bundle/de.lproj/Root.strings"))
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings.contains { $0.contains("\"Acknowledgements\"") && $0.contains("(de)") }, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(!run.stdout.contains("outside its targets' folders"), "\(run.stdout)")
    }

    /// Sora's `SoraPassport/de.lproj`: a folder whose code the app builds, while its tables come
    /// from another folder, holds tables left behind; with no project, the same folder ships.
    @Test func tablesBesideBuiltCodeThatNoTargetCopiesAreLeftBehind() throws {
        let project = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjects = {
        \t\tP1 = {isa = PBXProject; mainGroup = G1; targets = (T1); knownRegions = (en, de, Base); };
        \t\tG1 = {isa = PBXGroup; children = (G2); sourceTree = "<group>"; };
        \t\tG2 = {isa = PBXGroup; children = (F1, V1); path = App; sourceTree = "<group>"; };
        \t\tF1 = {isa = PBXFileReference; path = AppDelegate.swift; sourceTree = "<group>"; };
        \t\tV1 = {isa = PBXVariantGroup; children = (L1, L2); name = Localizable.strings; path = Localizable; sourceTree = "<group>"; };
        \t\tL1 = {isa = PBXFileReference; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tL2 = {isa = PBXFileReference; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
        \t\tB1 = {isa = PBXBuildFile; fileRef = F1; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = V1; };
        \t\tS1 = {isa = PBXSourcesBuildPhase; files = (B1); };
        \t\tR1 = {isa = PBXResourcesBuildPhase; files = (B2); };
        \t\tT1 = {isa = PBXNativeTarget; name = App; productType = "com.apple.product-type.application"; buildPhases = (S1, R1); };
        \t};
        \trootObject = P1;
        }
        """
        var files = [
            ("App/AppDelegate.swift", "import UIKit\n\nfunc title() -> String { NSLocalizedString(\"Wallet\", comment: \"\") }\n"),
            ("App/Localizable/en.lproj/Localizable.strings", "\"Wallet\" = \"Wallet\";\n"),
            ("App/Localizable/de.lproj/Localizable.strings", "\"Wallet\" = \"Brieftasche\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Old\" = \"Alt %@\";\n"),
        ]
        let withProject = try TestSupport.write(files + [("App.xcodeproj/project.pbxproj", project)])
        let findings = try TestSupport.lint(withProject, relativeTo: withProject)
        #expect(!findings.contains { $0.contains("App/de.lproj") }, "\(findings)")
        files.removeFirst()
        let without = try TestSupport.write(files)
        #expect(try TestSupport.lint(without, relativeTo: without).contains { $0.contains("App/de.lproj") })
    }
}
