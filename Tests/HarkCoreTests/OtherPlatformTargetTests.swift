import Testing
@testable import HarkCore

/// Code that only macOS, tvOS, watchOS or visionOS targets build is no screen of the iOS app,
/// whatever its folder is called: Maccy's project says `SDKROOT = macosx` at its level, and
/// Home Assistant's watch app sits in `Sources/WatchApp`. Its keys still count as used.
@Suite struct OtherPlatformTargetTests {
    /// Four targets, each a synchronized folder: the project builds for iOS; `Desktop` sets
    /// `SDKROOT = macosx` itself; `Wrist` gets `watchos` from an `.xcconfig` through an
    /// `#include`, its Debug configuration naming the file by reference and its Release one
    /// (as Xcode 16 does, NetNewsWire's) by a path in the synchronized folder `Configs`;
    /// `Everywhere` is a multiplatform target whose platforms include iOS.
    static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tB0G1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    \t\tB0G2 /* Desktop */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Desktop; sourceTree = "<group>"; };
    \t\tB0G3 /* Wrist */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Wrist; sourceTree = "<group>"; };
    \t\tB0G4 /* Everywhere */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Everywhere; sourceTree = "<group>"; };
    \t\tB0G5 /* Configs */ = {isa = PBXFileSystemSynchronizedRootGroup; path = Configs; sourceTree = "<group>"; };
    \t\tB0F1 /* Wrist.xcconfig */ = {isa = PBXFileReference; lastKnownFileType = text.xcconfig; path = Configs/Wrist.xcconfig; sourceTree = "<group>"; };
    \t\tB0M1 = {isa = PBXGroup; children = (B0G1 /* App */, B0G2 /* Desktop */, B0G3 /* Wrist */, B0G4 /* Everywhere */, B0G5 /* Configs */, B0F1 /* Wrist.xcconfig */, ); sourceTree = "<group>"; };
    \t\tB0C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
    \t\tB0C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Release; };
    \t\tB0C3 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Desktop; SDKROOT = macosx; }; name = Debug; };
    \t\tB0C4 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {PRODUCT_NAME = Desktop; SDKROOT = macosx; }; name = Release; };
    \t\tB0C5 /* Debug */ = {isa = XCBuildConfiguration; baseConfigurationReference = B0F1 /* Wrist.xcconfig */; buildSettings = {}; name = Debug; };
    \t\tB0C6 /* Release */ = {isa = XCBuildConfiguration; baseConfigurationReferenceAnchor = B0G5 /* Configs */; baseConfigurationReferenceRelativePath = Wrist.xcconfig; buildSettings = {}; name = Release; };
    \t\tB0C7 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = auto; SUPPORTED_PLATFORMS = "iphoneos iphonesimulator macosx"; }; name = Debug; };
    \t\tB0L1 = {isa = XCConfigurationList; buildConfigurations = (B0C1 /* Debug */, B0C2 /* Release */, ); };
    \t\tB0L2 = {isa = XCConfigurationList; buildConfigurations = (B0C3 /* Debug */, B0C4 /* Release */, ); };
    \t\tB0L3 = {isa = XCConfigurationList; buildConfigurations = (B0C5 /* Debug */, B0C6 /* Release */, ); };
    \t\tB0L4 = {isa = XCConfigurationList; buildConfigurations = (B0C7 /* Debug */, ); };
    \t\tB0T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = B0L1; buildPhases = (); fileSystemSynchronizedGroups = (B0G1 /* App */, ); name = App; productType = "com.apple.product-type.application"; };
    \t\tB0T2 /* Desktop */ = {isa = PBXNativeTarget; buildConfigurationList = B0L2; buildPhases = (); fileSystemSynchronizedGroups = (B0G2 /* Desktop */, ); name = Desktop; productType = "com.apple.product-type.application"; };
    \t\tB0T3 /* Wrist */ = {isa = PBXNativeTarget; buildConfigurationList = B0L3; buildPhases = (); fileSystemSynchronizedGroups = (B0G3 /* Wrist */, ); name = Wrist; productType = "com.apple.product-type.application"; };
    \t\tB0T4 /* Everywhere */ = {isa = PBXNativeTarget; buildConfigurationList = B0L4; buildPhases = (); fileSystemSynchronizedGroups = (B0G4 /* Everywhere */, ); name = Everywhere; productType = "com.apple.product-type.application"; };
    \t\tB0P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = B0L1; mainGroup = B0M1; projectDirPath = ""; targets = (B0T1 /* App */, B0T2 /* Desktop */, B0T3 /* Wrist */, B0T4 /* Everywhere */, ); };
    \t};
    \trootObject = B0P1 /* Project object */;
    }
    """

    private func settingsView(_ name: String, key: String) -> String {
        "import SwiftUI\n\nstruct \(name): View {\n    @State private var isOn = false\n\n    var body: some View {\n        Toggle(\"\(key)\", isOn: $isOn)\n    }\n}\n"
    }

    @Test func codeOnlyOtherPlatformTargetsBuildIsNoScreenButUsesItsKeys() throws {
        let root = try TestSupport.write([
            ("Example.xcodeproj/project.pbxproj", Self.project),
            ("Configs/Wrist.xcconfig", "// Wrist\n#include \"Shared/Watch.xcconfig\"\nPRODUCT_NAME = Wrist // the name\n"),
            ("Configs/Shared/Watch.xcconfig", "SDKROOT = watchos\nSDKROOT[sdk=iphoneos*] = iphoneos\n"),
            ("App/PhoneSettings.swift", settingsView("PhoneSettings", key: "PHONE_SYNC")),
            ("Desktop/Preferences.swift", settingsView("Preferences", key: "DESKTOP_LAUNCH")),
            ("Wrist/WristSettings.swift", settingsView("WristSettings", key: "WRIST_HAPTICS")),
            ("Everywhere/SharedSettings.swift", settingsView("SharedSettings", key: "SHARED_ICLOUD")),
            ("App/en.lproj/Localizable.strings",
             "\"PHONE_SYNC\" = \"Sync\";\n\"DESKTOP_LAUNCH\" = \"Launch at login\";\n\"WRIST_HAPTICS\" = \"Haptics\";\n\"SHARED_ICLOUD\" = \"iCloud\";\n\"NOBODY\" = \"Nobody\";\n"),
        ])
        let hints = try TestSupport.lint(root, relativeTo: root, rule: "hint-missing")
        #expect(hints.map { $0.components(separatedBy: ":")[0] } == ["App/PhoneSettings.swift", "Everywhere/SharedSettings.swift"], "\(hints)")
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { $0.components(separatedBy: "\"")[1] } == ["NOBODY"], "\(unused)")
    }

    /// Whisky's macOS views look keys up as the audited code does: a key made from a case's
    /// raw value (`"winetricks.category.\(category.rawValue)"`), given to `NSLocalizedString`
    /// through a local, and a `TableColumn`'s title. They count as used, as the rest do.
    @Test func computedKeysOfCodeOnlyOtherPlatformTargetsBuildCountAsUsed() throws {
        let view = #"""
        import SwiftUI

        enum Category: String { case dlls, fonts }

        struct WinetricksView: View {
            var verbs: [String]
            var category: Category
            var body: some View {
                Table(verbs) {
                    TableColumn("winetricks.table.name", value: \.self)
                }
                .tabItem {
                    let key = "winetricks.category.\(category.rawValue)"
                    Text(NSLocalizedString(key, comment: ""))
                }
            }
        }

        """#
        let root = try TestSupport.write([
            ("Example.xcodeproj/project.pbxproj", Self.project),
            ("App/PhoneSettings.swift", settingsView("PhoneSettings", key: "PHONE_SYNC")),
            ("Desktop/WinetricksView.swift", view),
            ("App/en.lproj/Localizable.strings", "\"PHONE_SYNC\" = \"Sync\";\n\"winetricks.table.name\" = \"Name\";\n"
                + "\"winetricks.category.dlls\" = \"DLLs\";\n\"winetricks.category.fonts\" = \"Fonts\";\n\"tab.processes\" = \"Processes\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { $0.components(separatedBy: "\"")[1] } == ["tab.processes"], "\(unused)")
    }

    @Test func configurationFilesAreReadAsXcodeLayersThem() throws {
        let root = try TestSupport.write([
            ("Base.xcconfig", "SDKROOT = iphoneos\nSUPPORTED_PLATFORMS = macosx // comment\n"),
            ("Mac.xcconfig", "#include \"Base.xcconfig\"\nSDKROOT = macosx\nOTHER[config=Debug] = x\n"),
        ])
        let settings = XcodeTargetPlatforms.readConfigFile(root + "/Mac.xcconfig", depth: 0)
        #expect(settings == ["SDKROOT": "macosx", "SUPPORTED_PLATFORMS": "macosx"])
        // A file that includes itself ends at the depth limit, not in a loop.
        let looping = try TestSupport.write([("Loop.xcconfig", "#include \"Loop.xcconfig\"\nSDKROOT = macosx\n")])
        #expect(XcodeTargetPlatforms.readConfigFile(looping + "/Loop.xcconfig", depth: 0) == ["SDKROOT": "macosx"])
    }
}
