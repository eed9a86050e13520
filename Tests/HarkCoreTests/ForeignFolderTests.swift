import Testing
@testable import HarkCore

/// Folder searches leave out folders that hold no screen of the iOS app (docs/folder-search.md),
/// for every input format, and count them; a path named on the command line is always read.
/// The tree is the shape of the folders a review of 20 public apps found linted by mistake.
@Suite struct ForeignFolderTests {
    static let toggle = """
    import SwiftUI

    struct ContextMenuScreen: View {
        @State private var on = false
        var body: some View {
            Toggle("Toggle", isOn: $on)
        }
    }
    """

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
        <scenes>
            <scene sceneID="s1">
                <objects>
                    <viewController id="vc1" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw1">
                                    <rect key="frame" x="20" y="100" width="51" height="31"/>
                                </switch>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// An app (`App/`, its project beside it) with, inside its repository: a pod's strings
    /// (Delta's `Pods/GoogleSignIn`), a vendored bundle (Awful's `Vendor/TUSafariActivity`), a
    /// library's example app (iAPS's `Dependencies/MKRingProgressView/Example`), a design
    /// system's gallery app (element-x's `compound-ios/Inspector`), other platforms' folders
    /// (UTM's `Platform/macOS`, NetNewsWire's `Mac` beside `iOS`), and the app's own
    /// `iOS/Inspector` (NetNewsWire), which is read.
    static func tree() throws -> String {
        try TestSupport.write([
            ("Demo.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n"),
            ("App/en.lproj/Localizable.strings", "\"Sync\" = \"Sync\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Sync\" = \"Synchronisieren\";\n"),
            ("Pods/GoogleSignIn/Strings/en.lproj/GoogleSignIn.strings", "\"OK\" = \"OK\";\n\"Cancel\" = \"Cancel\";\n"),
            ("Pods/GoogleSignIn/Strings/uk.lproj/GoogleSignIn.strings", "\"OK\" = \"OK\";\n"),
            ("Vendor/TUSafariActivity/TUSafariActivity.bundle/en.lproj/TUSafariActivity.strings", "\"Open in Safari\" = \"Open in Safari\";\n"),
            ("Vendor/TUSafariActivity/TUSafariActivity.bundle/nl.lproj/TUSafariActivity.strings", "\"Open in Safari\" = \"Open in Safari\";\n"),
            ("Dependencies/MKRingProgressView/MKRingProgressView.podspec", "Pod::Spec.new do |s|\nend\n"),
            ("Dependencies/MKRingProgressView/MKRingProgressView/RingProgressView.swift", "import UIKit\n"),
            ("Dependencies/MKRingProgressView/Example/ProgressRingExample/Base.lproj/Main.storyboard", storyboard),
            ("compound-ios/Package.swift", "// swift-tools-version:5.9\n"),
            ("compound-ios/Sources/Compound/Colors.swift", "import SwiftUI\n"),
            ("compound-ios/Inspector/Inspector.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{}\n"),
            ("compound-ios/Inspector/Sources/ContextMenuScreen.swift", toggle),
            ("Platform/macOS/SettingsView.swift", toggle),
            ("Platform/iOS/SettingsView.swift", toggle.replacingOccurrences(of: "\"Toggle\"", with: "\"Sync\"")),
            ("Mac/Preferences/AccountsView.swift", toggle),
            ("iOS/Inspector/InspectorView.swift", toggle.replacingOccurrences(of: "\"Toggle\"", with: "\"Sync\"")),
        ])
    }

    @Test func foreignFoldersAreLeftOutOfFolderSearchesAndCounted() throws {
        let root = try ForeignFolderTests.tree()
        let findings = try TestSupport.lint(root, relativeTo: root)
        let files = Set(findings.map { String($0.prefix(while: { $0 != ":" })) })
        #expect(files.allSatisfy { $0.hasPrefix("App/") || $0.hasPrefix("Platform/iOS/") || $0.hasPrefix("iOS/") }, "\(files)")
        #expect(files.contains("iOS/Inspector/InspectorView.swift"))
        // Sources of the app, of its package and of the vendored library itself are read.
        #expect(try TestSupport.inventory(root) == "Read: 5 Swift files (2 switches). "
            + "Not read: 4 files in vendored folders (Pods, Carthage, Vendor…); 2 files in packages' example and demo apps; "
            + "2 files in macOS, tvOS, watchOS and visionOS folders (keys their code uses count as used).")
    }

    @Test func aPathNamedOnTheCommandLineIsReadWhereverItIs() throws {
        let root = try ForeignFolderTests.tree()
        let pod = try TestSupport.lint(root + "/Pods/GoogleSignIn/Strings/uk.lproj/GoogleSignIn.strings", relativeTo: root, rule: "l10n-missing")
        #expect(pod == ["Pods/GoogleSignIn/Strings/en.lproj/GoogleSignIn.strings:2:1: error: \"Cancel\" is missing from uk.lproj/GoogleSignIn.strings (uk) [l10n-missing]"])
        let gallery = try TestSupport.lint(root + "/compound-ios/Inspector", relativeTo: root, rule: "label-style")
        #expect(gallery.count == 1)
        let example = try TestSupport.load([root + "/Dependencies/MKRingProgressView/Example/ProgressRingExample/Base.lproj/Main.storyboard"])
        #expect(example.compactMap(\.model).count == 1)
    }

    /// Ranchero-Software/NetNewsWire (MIT): `Mac/` and `iOS/` share `Shared/Localizable.xcstrings`;
    /// a key only the Mac app's code uses is in use.
    @Test func otherPlatformsCodeStillUsesSharedTables() throws {
        let root = try TestSupport.write([
            ("Shared/Localizable.xcstrings", KeyUseTests.catalog(["Mark All as Read", "Always Use Reader View", "Dead key"])),
            ("iOS/Settings/SettingsView.swift", "import SwiftUI\n\nstruct SettingsView: View {\n    @State private var on = false\n    var body: some View {\n        Toggle(\"Always Use Reader View\", isOn: $on)\n    }\n}\n"),
            ("Mac/MainWindow/MainWindowController.swift", "import AppKit\n\nlet title = NSLocalizedString(\"Mark All as Read\", comment: \"Command\")\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"Dead key\""), "\(unused)")
    }

    /// jellyfin/Swiftfin (MPL-2.0): `fastlane/swift/Runner.swift` is fastlane's own runner, a
    /// macOS tool, whose `"normal"` is no use of the app's key; its folder is left out.
    @Test func fastlanesRunnerIsNoCodeOfTheApp() throws {
        let root = try TestSupport.write([
            ("Shared/Localizable.xcstrings", KeyUseTests.catalog(["Server", "normal"])),
            // A key computed when the app runs: any literal of the app's code may be one.
            ("Swiftfin/Views/SettingsView.swift", "import SwiftUI\n\nstruct SettingsView: View {\n    @State private var on = false\n    let quality: String\n    var body: some View {\n        Toggle(\"Server\", isOn: $on)\n        Text(NSLocalizedString(quality, comment: \"\"))\n    }\n}\n"),
            ("fastlane/swift/Runner.swift", "import Foundation\n\nenum LogMode { case normal }\nlet mode = \"normal\"\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.count == 1 && unused[0].contains("\"normal\""), "\(unused)")
        #expect(ForeignFolder.kind(of: "fastlane", path: "/x/fastlane", siblings: ["fastlane", "Swiftfin"], insidePackage: false) == .vendored)
    }

    /// A test bundle's tables are not the app's (focus-ios's `focus-ios-tests/XCUITest/ar.lproj`,
    /// whose `CFBundleName` is `$(PRODUCT_NAME)` in every language): a folder search leaves them
    /// out and counts them; naming the folder reads them.
    static let untitledToggle = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>PreferenceSpecifiers</key>
    \t<array>
    \t\t<dict>
    \t\t\t<key>Type</key>
    \t\t\t<string>PSToggleSwitchSpecifier</string>
    \t\t\t<key>Key</key>
    \t\t\t<string>toggle</string>
    \t\t\t<key>DefaultValue</key>
    \t\t\t<false/>
    \t\t</dict>
    \t</array>
    </dict>
    </plist>
    """

    @Test func testBundlesTablesAreLeftOutOfFolderSearches() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", "\"Erase\" = \"Erase\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Erase\" = \"Löschen\";\n"),
            ("focus-ios-tests/XCUITest/en.lproj/InfoPlist.strings", "\"CFBundleName\" = \"$(PRODUCT_NAME)\";\n"),
            ("focus-ios-tests/XCUITest/ar.lproj/InfoPlist.strings", "\"CFBundleName\" = \"$(PRODUCT_NAME)\";\n"),
            ("AppUITests/fr.lproj/Localizable.strings", "\"Erase\" = \"Erase\";\n"),
            ("AppUITests/en.lproj/Localizable.strings", "\"Erase\" = \"Erase\";\n"),
            // A Settings bundle a library's unit tests read (InAppSettingsKit's), whose toggle has no title.
            ("Tests/LibraryTests/Settings.bundle/Root.plist", Self.untitledToggle),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root) == [])
        let run = try HarkProcess.run(["lint", root])
        #expect(run.stdout.contains("Not read: 4 localization folders in test folders (a test bundle's tables); 1 Settings bundle in test folders (tests' fixtures)"), "\(run.stdout)")
        let named = try TestSupport.lint(root + "/AppUITests", relativeTo: root, rule: "l10n-untranslated")
        #expect(named.count == 1 && named[0].hasPrefix("AppUITests/fr.lproj/"), "\(named)")
        for name in ["Tests", "AppTests", "AppUITests", "XCUITest", "focus-ios-tests", "app_tests", "Mock", "Mocks", "MlemMiddleware Mock", "NetworkMocks", "ui-mocks"] { #expect(SourceProject.isTestFolder(name), "\(name)") }
        for name in ["Contests", "SpeedTest", "Testimonials", "Attestations", "Mockup", "MockingbirdKit", "Hammock", "Hammocks"] { #expect(!SourceProject.isTestFolder(name), "\(name)") }
    }

    @Test func aFolderOfForeignFoldersAloneSaysWhatItLeftOut() throws {
        let root = try TestSupport.write([("Pods/GoogleSignIn/Strings/uk.lproj/GoogleSignIn.strings", "\"OK\" = \"OK\";\n")])
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        #expect(loaded.failures.map(\.message) == [
            "found nothing to audit here but 1 file in vendored, example-app or other-platform folders, which a folder search leaves out: name one on the command line to read it",
        ])
    }

    @Test func whatMakesAFolderForeign() {
        #expect(ForeignFolder.kind(of: "Pods", path: "/x/Pods", siblings: ["Pods", "App"], insidePackage: false) == .vendored)
        #expect(ForeignFolder.kind(of: "Mac", path: "/x/Mac", siblings: ["Mac", "iOS"], insidePackage: false) == .otherPlatform)
        // "Mac" alone says nothing: it may be the app's own Catalyst code.
        #expect(ForeignFolder.kind(of: "Mac", path: "/x/Mac", siblings: ["Mac", "Shared"], insidePackage: false) == nil)
        #expect(ForeignFolder.kind(of: "Example", path: "/x/Example", siblings: ["Example", "Lib.podspec"], insidePackage: false) == .exampleApp)
        // An app's own `Demo` folder (demo mode content) is not a library's example.
        #expect(ForeignFolder.kind(of: "Demo", path: "/x/Demo", siblings: ["Demo", "App.xcodeproj"], insidePackage: false) == nil)
        // ProtonVPN's sample apps, which preview its screens apart from the app.
        #expect(ForeignFolder.kind(of: "sampleapps", path: "/x/sampleapps", siblings: ["apps", "sampleapps"], insidePackage: false) == .exampleApp)
        #expect(ForeignFolder.kind(of: "SampleApps", path: "/x/SampleApps", siblings: ["App", "SampleApps"], insidePackage: false) == .exampleApp)
        // A library's sample app beside its manifest (InAppSettingsKit's); alone, it may be all there is.
        #expect(ForeignFolder.kind(of: "KitSampleApp", path: "/x/KitSampleApp", siblings: ["Kit.podspec", "KitSampleApp"], insidePackage: false) == .exampleApp)
        #expect(ForeignFolder.kind(of: "KitSampleApp", path: "/x/KitSampleApp", siblings: ["KitSampleApp", "Sources"], insidePackage: false) == nil)
        #expect(ForeignFolder.kind(of: "Samples", path: "/x/Samples", siblings: ["Samples", "App.xcodeproj"], insidePackage: false) == nil,
                "an app's own samples (of sounds, of data) are no app")
        // Damus's localization export, the tables it sends to translators.
        #expect(ForeignFolder.kind(of: "en-US.xcloc", path: "/x/en-US.xcloc", siblings: ["en-US.xcloc", "en-US.lproj"], insidePackage: false) == .vendored)
        // p2p Wallet's Xcode template, whose `Text("___VARIABLE_scene___")` no target builds.
        #expect(ForeignFolder.kind(of: "MVVM-C.xctemplate", path: "/x/MVVM-C.xctemplate", siblings: ["MVVM-C.xctemplate"], insidePackage: false) == .vendored)
        #expect(ForeignFolder.isForeignName("MVVM-C.xctemplate"))
        #expect(ForeignFolder.isPackage(["Package.swift", "Sources"]))
        #expect(!ForeignFolder.isPackage(["Package.swift", "ElementX.xcodeproj"]), "an app with a manifest for its tools is no package")
    }

    /// Xcode's localization export (Damus's `damus/en-US.xcloc`) holds copies of the tables for
    /// translators, which the app never reads.
    @Test func aLocalizationExportIsNotTheAppsTables() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Cancel\" = \"Cancel\";\n"),
            ("App/fr.lproj/Localizable.strings", "\"Done\" = \"Terminé\";\n\"Cancel\" = \"Annuler\";\n"),
            ("App/fr.xcloc/contents.json", "{\"developmentRegion\" : \"en\", \"targetLocale\" : \"fr\"}\n"),
            ("App/fr.xcloc/Source Contents/App/fr.lproj/Localizable.strings", "\"Done\" = \"Done\";\n\"Cancel\" = \"Cancel\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains(".xcloc") }, "\(findings)")
    }

    /// Gnosis Safe checks in DateTools built for device and simulator
    /// (`Library/iphoneos/DateTools.framework/DateTools.bundle/*.lproj`): the library's tables,
    /// which an English-only app never shows, are not the app's.
    @Test func aBuiltFrameworksTablesAreNotTheApps() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", "\"Done\" = \"Done\";\n"),
            ("Library/iphoneos/DateTools.framework/DateTools.bundle/en.lproj/DateTools.strings", "\"Yesterday\" = \"Yesterday\";\n\"Now\" = \"Now\";\n"),
            ("Library/iphoneos/DateTools.framework/DateTools.bundle/fr.lproj/DateTools.strings", "\"Yesterday\" = \"Hier\";\n"),
            ("Library/iphonesimulator/DateTools.xcframework/DateTools.bundle/fr.lproj/DateTools.strings", "\"Yesterday\" = \"Yesterday\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("DateTools") }, "\(findings)")
        #expect(ForeignFolder.kind(of: "DateTools.framework", path: "/x/DateTools.framework", siblings: ["DateTools.framework"], insidePackage: false) == .vendored)
        #expect(ForeignFolder.isForeignName("Sentry.xcframework"))
    }

    /// Nextcloud Talk's app target compiles SlackTextViewController from `ThirdParty/`, whose
    /// `NSLocalizedString(@"Undo", nil)` reads the app's own table: the key is used, though the
    /// folder holds no screen of the app. Unbuilt vendored code uses nothing.
    @Test func vendoredCodeTheAppBuildsUsesTheAppsKeys() throws {
        let project = """
        // !$*UTF8*$!
        {
        \tobjects = {
        \t\tD0F1 /* Main.swift */ = {isa = PBXFileReference; path = App/Main.swift; sourceTree = "<group>"; };
        \t\tD0F2 /* SLKTextView.m */ = {isa = PBXFileReference; path = ThirdParty/SlackTextViewController/Source/SLKTextView.m; sourceTree = "<group>"; };
        \t\tD0B1 /* Main.swift in Sources */ = {isa = PBXBuildFile; fileRef = D0F1 /* Main.swift */; };
        \t\tD0B2 /* SLKTextView.m in Sources */ = {isa = PBXBuildFile; fileRef = D0F2 /* SLKTextView.m */; };
        \t\tD0S1 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (D0B1 /* Main.swift in Sources */, D0B2 /* SLKTextView.m in Sources */, ); };
        \t\tD0M1 = {isa = PBXGroup; children = (D0F1 /* Main.swift */, D0F2 /* SLKTextView.m */, ); sourceTree = "<group>"; };
        \t\tD0C1 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
        \t\tD0L1 = {isa = XCConfigurationList; buildConfigurations = (D0C1 /* Release */, ); };
        \t\tD0T1 /* Talk */ = {isa = PBXNativeTarget; buildConfigurationList = D0L1; buildPhases = (D0S1 /* Sources */, ); name = Talk; productType = "com.apple.product-type.application"; };
        \t\tD0P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = D0L1; mainGroup = D0M1; projectDirPath = ""; targets = (D0T1 /* Talk */, ); };
        \t};
        \trootObject = D0P1 /* Project object */;
        }
        """
        let slack = "#import <UIKit/UIKit.h>\n\n@implementation SLKTextView\n- (void)addMenuItems\n{\n    UIMenuItem *undo = [[UIMenuItem alloc] initWithTitle:NSLocalizedString(@\"Undo\", nil) action:@selector(undo:)];\n}\n@end\n"
        var files: [(String, String)] = [
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("App/Main.swift", "import UIKit\n\nfinal class Main: UIViewController {\n    override func viewDidLoad() {\n        title = NSLocalizedString(\"Chat\", comment: \"\")\n    }\n}\n"),
            ("ThirdParty/SlackTextViewController/Source/SLKTextView.m", slack),
            ("App/en.lproj/Localizable.strings", "\"Chat\" = \"Chat\";\n\"Undo\" = \"Undo\";\n"),
            ("App/de.lproj/Localizable.strings", "\"Chat\" = \"Chat\";\n\"Undo\" = \"Rückgängig\";\n"),
        ]
        let root = try TestSupport.write(files + [("Talk.xcodeproj/project.pbxproj", project)])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused").isEmpty)
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 source file in vendored folders that the app's targets build not audited (keys their code uses count as used)"), "\(run.stdout)")
        // A project that does not build the library: its code is not the app's.
        files.append(("Talk.xcodeproj/project.pbxproj", project.replacingOccurrences(of: ", D0B2 /* SLKTextView.m in Sources */", with: "")))
        let unbuilt = try TestSupport.write(files)
        #expect(try TestSupport.lint(unbuilt, relativeTo: unbuilt, rule: "l10n-unused").contains { $0.contains("\"Undo\"") })
    }
}

