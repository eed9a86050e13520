import Testing
@testable import HarkCore

/// A storyboard or XIB no target of the project copies, beside ones it does, is a leftover no
/// user sees (Monal's `MLAccountCell.xib`): passed over with a note, unless named.
@Suite struct ShippedInterfaceFilesTests {
    /// A project in Xcode's shape whose app copies `Settings/SwitchCell.xib` and the
    /// Base-internationalized `Settings/Base.lproj/Main.storyboard` (a variant group).
    static let project = """
    // !$*UTF8*$!
    {
    \tarchiveVersion = 1;
    \tclasses = {
    \t};
    \tobjectVersion = 56;
    \tobjects = {

    /* Begin PBXBuildFile section */
    \t\tB10000000000000000000001 /* SwitchCell.xib in Resources */ = {isa = PBXBuildFile; fileRef = B30000000000000000000001 /* SwitchCell.xib */; };
    \t\tB10000000000000000000002 /* Main.storyboard in Resources */ = {isa = PBXBuildFile; fileRef = B20000000000000000000001 /* Main.storyboard */; };
    /* End PBXBuildFile section */

    /* Begin PBXFileReference section */
    \t\tB30000000000000000000001 /* SwitchCell.xib */ = {isa = PBXFileReference; lastKnownFileType = file.xib; path = SwitchCell.xib; sourceTree = "<group>"; };
    \t\tB30000000000000000000002 /* Base */ = {isa = PBXFileReference; lastKnownFileType = file.storyboard; name = Base; path = Base.lproj/Main.storyboard; sourceTree = "<group>"; };
    /* End PBXFileReference section */

    /* Begin PBXGroup section */
    \t\tB40000000000000000000001 = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tB40000000000000000000002 /* Settings */,
    \t\t\t);
    \t\t\tsourceTree = "<group>";
    \t\t};
    \t\tB40000000000000000000002 /* Settings */ = {
    \t\t\tisa = PBXGroup;
    \t\t\tchildren = (
    \t\t\t\tB30000000000000000000001 /* SwitchCell.xib */,
    \t\t\t\tB20000000000000000000001 /* Main.storyboard */,
    \t\t\t);
    \t\t\tpath = Settings;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXGroup section */

    /* Begin PBXNativeTarget section */
    \t\tB50000000000000000000001 /* App */ = {
    \t\t\tisa = PBXNativeTarget;
    \t\t\tbuildPhases = (
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
    \t\t\t\tB10000000000000000000001 /* SwitchCell.xib in Resources */,
    \t\t\t\tB10000000000000000000002 /* Main.storyboard in Resources */,
    \t\t\t);
    \t\t};
    /* End PBXResourcesBuildPhase section */

    /* Begin PBXVariantGroup section */
    \t\tB20000000000000000000001 /* Main.storyboard */ = {
    \t\t\tisa = PBXVariantGroup;
    \t\t\tchildren = (
    \t\t\t\tB30000000000000000000002 /* Base */,
    \t\t\t);
    \t\t\tname = Main.storyboard;
    \t\t\tsourceTree = "<group>";
    \t\t};
    /* End PBXVariantGroup section */
    \t};
    \trootObject = B70000000000000000000001 /* Project object */;
    }

    """

    /// A XIB of one cell whose switch has no label: `label-missing` wherever it is audited.
    static func cell(_ id: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" id="cel-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="ctv-\(id)">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw-\(id)">
                                <rect key="frame" x="255" y="6" width="51" height="31"/>
                            </switch>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>

        """
    }

    func app(project: Bool) throws -> String {
        var files: [(path: String, content: String)] = [
            ("Settings/SwitchCell.xib", Self.cell("a")),
            ("Settings/Base.lproj/Main.storyboard", HostileInputs.storyboard()),
            // Left in the repository beside them, never added to the project.
            ("Settings/AccountCell.xib", Self.cell("b")),
            // A copy of the storyboard in a language's folder, outside its variant group.
            ("Settings/en.lproj/Main.storyboard", HostileInputs.storyboard()),
        ]
        if project { files.append(("App.xcodeproj/project.pbxproj", Self.project)) }
        return try TestSupport.write(files)
    }

    @Test func aDocumentNoTargetCopiesIsPassedOverWithANote() throws {
        let root = try app(project: true)
        let run = try HarkProcess.run(["lint", ".", "--fail-on", "never"], in: root)
        #expect(run.stdout.contains("Settings/SwitchCell.xib:") && !run.stdout.contains("Settings/AccountCell.xib:"), "\(run.stdout)")
        #expect(run.stdout.contains("Skipped: Settings/AccountCell.xib (no Xcode target copies it into the app, though one copies SwitchCell.xib beside it)"),
                "\(run.stdout)")
        #expect(run.stdout.contains("Settings/en.lproj/Main.storyboard (no Xcode target copies it into the app, though one copies Base.lproj/Main.storyboard beside it)"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("Settings/en.lproj/Main.storyboard:"), "\(run.stdout)")
        #expect(run.stdout.contains("Read: 2 storyboards or XIBs"), "\(run.stdout)")
        // Named, it is read as asked.
        let named = try HarkProcess.run(["lint", "Settings/AccountCell.xib", "--fail-on", "never"], in: root)
        #expect(named.stdout.contains("Settings/AccountCell.xib:") && named.stdout.contains("[label-missing]"), "\(named.stdout)")
    }

    /// Proton VPN's `Storyboards/Base.lproj/Profiles~.storyboard`, left in a folder the project
    /// copies nothing from when `Profiles.storyboard` moved: the tilde and the name say which.
    @Test func aTildeCopyOfACopiedDocumentIsPassedOver() throws {
        let root = try TestSupport.write([
            ("Settings/SwitchCell.xib", Self.cell("a")),
            ("Old/SwitchCell~.xib", Self.cell("b")),
            // No document of that name is copied: it is read.
            ("Old/AccountCell~.xib", Self.cell("c")),
            // A device's variant is no copy.
            ("Old/SwitchCell~ipad.xib", Self.cell("d")),
            ("App.xcodeproj/project.pbxproj", Self.project),
        ])
        let run = try HarkProcess.run(["lint", ".", "--fail-on", "never"], in: root)
        #expect(run.stdout.contains("Skipped: Old/SwitchCell~.xib (no Xcode target copies it into the app, though one copies Settings/SwitchCell.xib of that name)"),
                "\(run.stdout)")
        #expect(!run.stdout.contains("Old/SwitchCell~.xib:"), "\(run.stdout)")
        #expect(run.stdout.contains("Old/AccountCell~.xib:") && run.stdout.contains("Old/SwitchCell~ipad.xib:"), "\(run.stdout)")
        #expect(ShippedInterfaceFiles.tildeCopyOriginal("Profiles~.storyboard") == "Profiles.storyboard")
        #expect(ShippedInterfaceFiles.tildeCopyOriginal("Main~ipad.storyboard") == nil)
        #expect(ShippedInterfaceFiles.tildeCopyOriginal("~.xib") == nil)
    }

    @Test func withoutAProjectEveryDocumentIsRead() throws {
        let root = try app(project: false)
        let run = try HarkProcess.run(["lint", ".", "--fail-on", "never"], in: root)
        #expect(run.stdout.contains("Settings/AccountCell.xib:") && !run.stdout.contains("Skipped"), "\(run.stdout)")
    }
}
