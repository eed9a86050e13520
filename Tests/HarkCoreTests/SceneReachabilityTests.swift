import Testing
@testable import HarkCore

/// A storyboard scene no segue, storyboard reference or code opens is an old screen left in the
/// document (Blockstream Green's `WalletSettingsViewController`): a folder search leaves it out,
/// with a note.
@Suite struct SceneReachabilityTests {
    /// A storyboard of scenes `a`…`f`: `a` is the initial controller, whose button segues to `b`
    /// and which has a manual segue `"showLogs"` to `f`; `c` (identifier `"Legacy"`, class
    /// `LegacyViewController`) segues to `d`; `e` is a storyboard reference's target elsewhere
    /// (identifier `"Shared"`).
    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="vc-a">
        <scenes>
            <scene sceneID="s-a">
                <objects>
                    <viewController id="vc-a" customClass="SettingsViewController" sceneMemberID="viewController">
                        <view key="view" id="v-a">
                            <subviews>
                                <button id="btn-a">
                                    <connections>
                                        <segue destination="vc-b" kind="show" id="sg-1"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                        <connections>
                            <segue destination="vc-f" kind="showDetail" identifier="showLogs" id="sg-3"/>
                        </connections>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s-b">
                <objects>
                    <viewController id="vc-b" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s-c">
                <objects>
                    <viewController storyboardIdentifier="Legacy" id="vc-c" customClass="LegacyViewController" sceneMemberID="viewController">
                        <view key="view" id="v-c">
                            <subviews>
                                <button id="btn-c">
                                    <connections>
                                        <segue destination="vc-d" kind="show" id="sg-2"/>
                                    </connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects>
            </scene>
            <scene sceneID="s-d">
                <objects>
                    <viewController id="vc-d" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s-e">
                <objects>
                    <viewController storyboardIdentifier="Shared" id="vc-e" sceneMemberID="viewController"/>
                </objects>
            </scene>
            <scene sceneID="s-f">
                <objects>
                    <viewController id="vc-f" customClass="LogViewController" sceneMemberID="viewController"/>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    static func unopened(code: String, references: Set<String> = [], storyboard: String = storyboard) throws -> Set<String> {
        let root = try XMLTree.parse(Array(storyboard.utf8), file: "Main.storyboard")
        var words: Set<String> = []
        CodeMentions.collectWords(in: Array(code.utf8), into: &words)
        let mentions = CodeMentions(hasCode: true, words: words, referencedIdentifiers: references)
        return Set(SceneReachability.scenesNothingOpens(in: root) { mentions }.map(\.controllerID))
    }

    @Test func scenesOnlyTheirOwnDeclarationNamesAreNotOpened() throws {
        let code = """
        final class LegacyViewController: UIViewController {}
        extension LegacyViewController: UITableViewDelegate {}
        // let legacy = storyboard.instantiateViewController(withIdentifier: "Legacy")
        /* storyboard.instantiateViewController(withIdentifier: "Shared") */
        """
        #expect(try Self.unopened(code: code) == ["vc-c", "vc-d", "vc-e", "vc-f"])
    }

    @Test func codeNamingAnIdentifierOpensTheSceneAndWhatItSeguesTo() throws {
        let code = #"let legacy = storyboard.instantiateViewController(withIdentifier: "Legacy")"#
        #expect(try Self.unopened(code: code) == ["vc-e", "vc-f"])
    }

    @Test func codeNamingAClassOpensItsScene() throws {
        #expect(try Self.unopened(code: "let screen = LegacyViewController.instantiate()") == ["vc-e", "vc-f"])
        // Objective-C: a class named after a message (`[… class]`) still names the next word.
        #expect(try Self.unopened(code: "id c = [Foo class]; LegacyViewController *vc = nil;") == ["vc-e", "vc-f"])
    }

    @Test func aManualSegueOpensItsSceneOnlyWhenCodePerformsIt() throws {
        #expect(try Self.unopened(code: #"performSegue(withIdentifier: "showLogs", sender: nil)"#) == ["vc-c", "vc-d", "vc-e"])
    }

    @Test func anAccessorGeneratedWithALowercaseFirstLetterOpensTheScene() throws {
        #expect(try Self.unopened(code: "let shared = R.storyboard.main.shared()") == ["vc-c", "vc-d", "vc-f"])
    }

    @Test func anotherStoryboardsReferenceOpensTheScene() throws {
        #expect(try Self.unopened(code: "", references: ["Shared"]) == ["vc-c", "vc-d", "vc-f"])
    }

    @Test func withoutCodeNothingIsJudged() throws {
        let root = try XMLTree.parse(Array(Self.storyboard.utf8), file: "Main.storyboard")
        let none = CodeMentions(hasCode: false, words: [])
        #expect(SceneReachability.scenesNothingOpens(in: root) { none }.isEmpty)
    }

    @Test func aStoryboardOfWhichNothingIsOpenedIsJudgedWhole() throws {
        let noInitial = Self.storyboard.replacingOccurrences(of: #" initialViewController="vc-a""#, with: "")
        #expect(try Self.unopened(code: "let x = 1", storyboard: noInitial).isEmpty)
        // Once code opens one of its scenes, the others are judged.
        #expect(try Self.unopened(code: #"open("Shared")"#, storyboard: noInitial) == ["vc-a", "vc-b", "vc-c", "vc-d", "vc-f"])
    }

    @Test func anImportedHeaderNamesNothing() throws {
        #expect(try Self.unopened(code: "#import \"LegacyViewController.h\"\n@implementation LegacyViewController\n@end") == ["vc-c", "vc-d", "vc-e", "vc-f"])
    }

    @Test func storyboardReferencesAreReadFromTheDocuments() {
        var identifiers: Set<String> = []
        let reference = #"<viewControllerPlaceholder storyboardName="OnBoard" referencedIdentifier="WalletSettings" id="p-1" sceneMemberID="viewController"/>"#
        CodeMentions.collectReferencedIdentifiers(in: Array(reference.utf8), into: &identifiers)
        #expect(identifiers == ["WalletSettings"])
    }

    /// A folder search leaves the scene out, with the inventory's note; named, the storyboard is read whole.
    @Test func aFolderSearchLeavesTheSceneOutWithANote() throws {
        let storyboard = Self.storyboard.replacingOccurrences(of: #"<viewController id="vc-d" sceneMemberID="viewController"/>"#, with: """
        <viewController id="vc-d" sceneMemberID="viewController">
            <view key="view" id="v-d">
                <subviews>
                    <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw-d">
                        <rect key="frame" x="255" y="6" width="51" height="31"/>
                    </switch>
                </subviews>
            </view>
        </viewController>
        """)
        let root = try TestSupport.write([
            // The project's folder, whose code is searched, is found by its licence.
            ("App/LICENSE", "MIT\n"),
            ("App/Base.lproj/Main.storyboard", storyboard),
            ("App/SettingsViewController.swift", "final class SettingsViewController: UITableViewController {}\n"),
            ("App/LegacyViewController.swift", "final class LegacyViewController: UIViewController {}\n"),
        ])
        let found = ProjectLoader.load(paths: [root], options: LoadOptions())
        #expect(found.units.compactMap(\.model).flatMap(\.screens).map(\.id) == ["vc-a", "vc-b"])
        #expect(found.inventory.leftOut.contains("4 storyboard scenes no segue, storyboard reference or code opens (Main.storyboard: Legacy, vc-d, Shared…)"))
        let named = ProjectLoader.load(paths: [root + "/App/Base.lproj/Main.storyboard"], options: LoadOptions())
        #expect(named.units.compactMap(\.model).flatMap(\.screens).count == 6)
        #expect(named.inventory.leftOut.isEmpty)
    }
}
