import Testing
@testable import HarkCore

/// A Swift file no target compiles, in a folder the project compiles others from, is an old
/// copy (Mullvad VPN's `AntiCensorshipView.swift`, DuckDuckGo's `TabSwitcherTopBarView.swift`):
/// no screen of the app, its keys still used.
@Suite struct LeftoverSourceFilesTests {
    /// A project whose app compiles `App/SettingsView.swift` alone.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tobjects = {
    \t\tB10000000000000000000001 /* SettingsView.swift in Sources */ = {isa = PBXBuildFile; fileRef = B30000000000000000000001 /* SettingsView.swift */; };
    \t\tB30000000000000000000001 /* SettingsView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SettingsView.swift; sourceTree = "<group>"; };
    \t\tB40000000000000000000001 = {isa = PBXGroup; children = (B40000000000000000000002 /* App */,); sourceTree = "<group>"; };
    \t\tB40000000000000000000002 /* App */ = {isa = PBXGroup; children = (B30000000000000000000001 /* SettingsView.swift */,); path = App; sourceTree = "<group>"; };
    \t\tB50000000000000000000001 /* App */ = {isa = PBXNativeTarget; buildPhases = (B60000000000000000000001 /* Sources */,); name = App; productType = "com.apple.product-type.application"; };
    \t\tB60000000000000000000001 /* Sources */ = {isa = PBXSourcesBuildPhase; files = (B10000000000000000000001 /* SettingsView.swift in Sources */,); };
    \t\tB70000000000000000000001 /* Project object */ = {isa = PBXProject; mainGroup = B40000000000000000000001; projectDirPath = ""; targets = (B50000000000000000000001 /* App */,); };
    \t};
    \trootObject = B70000000000000000000001 /* Project object */;
    }

    """

    static func view(_ name: String, key: String) -> String {
        """
        import SwiftUI

        struct \(name): View {
            @State private var isOn = false

            var body: some View {
                Toggle(NSLocalizedString("\(key)", comment: ""), isOn: $isOn)
            }
        }

        """
    }

    @Test func aFileNoTargetCompilesBesideOneItDoesIsKeysOnly() throws {
        let root = try TestSupport.write([
            ("App.xcodeproj/project.pbxproj", Self.project),
            ("App/SettingsView.swift", Self.view("SettingsView", key: "settings.sync")),
            ("App/OldSettingsView.swift", Self.view("OldSettingsView", key: "settings.legacy")),
            ("App/en.lproj/Localizable.strings", "\"settings.sync\" = \"Sync\";\n\"settings.legacy\" = \"Legacy Sync\";\n"),
        ])
        let run = try HarkProcess.run(["lint", ".", "--fail-on", "never"], in: root)
        #expect(run.stdout.contains("App/SettingsView.swift:") && !run.stdout.contains("App/OldSettingsView.swift:"), "\(run.stdout)")
        #expect(run.stdout.contains("1 source file no target compiles, beside files one does, not audited"), "\(run.stdout)")
        // Its key is still one the code uses.
        #expect(!run.stdout.contains("\"settings.legacy\" in en.lproj"), "\(run.stdout)")
    }

    @Test func withoutAProjectEveryFileIsRead() throws {
        let root = try TestSupport.write([
            ("App/SettingsView.swift", Self.view("SettingsView", key: "settings.sync")),
            ("App/OldSettingsView.swift", Self.view("OldSettingsView", key: "settings.legacy")),
        ])
        let run = try HarkProcess.run(["lint", ".", "--fail-on", "never"], in: root)
        #expect(run.stdout.contains("App/OldSettingsView.swift:"), "\(run.stdout)")
    }
}
