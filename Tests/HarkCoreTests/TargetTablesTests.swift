import Foundation
import Testing
@testable import HarkCore

/// Code reads a table from the folders its target copies that table from, not from every
/// folder the target copies some table from: Loop's app (LoopKit/Loop, MIT) copies `Common`'s
/// `Intents.strings` but its own `Loop/…/Localizable.strings`, and `Common`'s `Localizable`
/// tables, which no target copies, lack the app's keys (745 false l10n-missing findings).
@Suite struct TargetTablesTests {
    /// The app builds `Sources/SettingsView.swift`, copies `Resources/<lang>.lproj/Localizable.strings`
    /// and `Common/<lang>.lproj/InfoPlist.strings`.
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB10000000000000000000001 /* Localizable.strings in Resources */ = {isa = PBXBuildFile; fileRef = B20000000000000000000001 /* Localizable.strings */; };
    \t\tB10000000000000000000002 /* InfoPlist.strings in Resources */ = {isa = PBXBuildFile; fileRef = B20000000000000000000002 /* InfoPlist.strings */; };
    \t\tB10000000000000000000003 /* SettingsView.swift in Sources */ = {isa = PBXBuildFile; fileRef = B30000000000000000000009 /* SettingsView.swift */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tB30000000000000000000001 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tB30000000000000000000002 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/Localizable.strings; sourceTree = "<group>"; };
    \t\tB30000000000000000000003 /* en */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = en; path = en.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tB30000000000000000000004 /* de */ = {isa = PBXFileReference; lastKnownFileType = text.plist.strings; name = de; path = de.lproj/InfoPlist.strings; sourceTree = "<group>"; };
    \t\tB30000000000000000000009 /* SettingsView.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = SettingsView.swift; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tB40000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tB40000000000000000000002 /* Resources */,
    \t\t\t\tB40000000000000000000003 /* Common */,
    \t\t\t\tB40000000000000000000004 /* Sources */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tB40000000000000000000002 /* Resources */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tB20000000000000000000001 /* Localizable.strings */,
    \t\t\t);
    \t\t\tpath = Resources;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tB40000000000000000000003 /* Common */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tB20000000000000000000002 /* InfoPlist.strings */,
    \t\t\t);
    \t\t\tpath = Common;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tB40000000000000000000004 /* Sources */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tB30000000000000000000009 /* SettingsView.swift */,
    \t\t\t);
    \t\t\tpath = Sources;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tB50000000000000000000001 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
    \t\t\t\tB60000000000000000000002 /* Sources */,
    \t\t\t\tB60000000000000000000001 /* Resources */,
    \t\t\t);
    \t\t\tname = App;
    \t\t\tproductType = "com.apple.product-type.application";
    \t\t};
    /* End PBXNativeTarget section */

    /* Begin PBXProject section */
    \t\tB70000000000000000000001 /* Project object */ = {
    \t\t\tisa = PBXProject;
    \t\t\tmainGroup = B40000000000000000000001;
    \t\t\tprojectDirPath = "";
    \t\t\tprojectRoot = "";
    \t\t\ttargets = (
    \t\t\t\tB50000000000000000000001 /* App */,
    \t\t\t);
    \t\t};
    /* End PBXProject section */

    /* Begin PBXResourcesBuildPhase section */
    \t\tB60000000000000000000001 /* Resources */ = {
    \t\t\tisa = PBXResourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tB10000000000000000000001 /* Localizable.strings in Resources */,
    \t\t\t\tB10000000000000000000002 /* InfoPlist.strings in Resources */,
    \t\t\t);
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXSourcesBuildPhase section */
    \t\tB60000000000000000000002 /* Sources */ = {
    \t\t\tisa = PBXSourcesBuildPhase;
    \t\t\tfiles = (
    \t\t\t\tB10000000000000000000003 /* SettingsView.swift in Sources */,
    \t\t\t);
    \t\t};
    /* End PBXSourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    \t\tB20000000000000000000001 /* Localizable.strings */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tB30000000000000000000001 /* en */,
    \t\t\t\tB30000000000000000000002 /* de */,
    \t\t\t);
    \t\t\tname = Localizable.strings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tB20000000000000000000002 /* InfoPlist.strings */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tB30000000000000000000003 /* en */,
    \t\t\t\tB30000000000000000000004 /* de */,
    \t\t\t);
    \t\t\tname = InfoPlist.strings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXVariantGroup section */
    \t};
    \trootObject = B70000000000000000000001 /* Project object */;
    }

    """

    static let view = """
    import SwiftUI

    struct SettingsView: View {
        @AppStorage("closedLoop") private var closedLoop = false

        var body: some View {
            Form {
                Toggle(NSLocalizedString("Closed Loop", comment: "Title of the closed loop switch"), isOn: $closedLoop)
            }
        }
    }

    """

    private func app() throws -> String {
        try TestSupport.write([
            ("App.xcodeproj/project.pbxproj", Self.project),
            ("Sources/SettingsView.swift", Self.view),
            ("Resources/en.lproj/Localizable.strings", "\"Closed Loop\" = \"Closed Loop\";\n"),
            ("Resources/de.lproj/Localizable.strings", "\"Closed Loop\" = \"Closed Loop (de)\";\n"),
            ("Common/en.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Loop\";\n"),
            ("Common/de.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"Loop\";\n"),
            // Beside the copied InfoPlist tables, and copied by no target.
            ("Common/en.lproj/Localizable.strings", "\"Loop\" = \"Loop\";\n"),
            ("Common/de.lproj/Localizable.strings", "\"Loop\" = \"Loop\";\n"),
        ])
    }

    @Test func codeReadsATableFromTheFolderItsTargetCopiesItFrom() throws {
        let root = try app()
        let roots = LocalizationRoots(boundary: root)
        #expect(roots.roots(for: "Localizable", file: root + "/Sources/SettingsView.swift") == [root + "/Resources"])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(!findings.contains { $0.contains("Closed Loop") }, "\(findings)")
    }
}
