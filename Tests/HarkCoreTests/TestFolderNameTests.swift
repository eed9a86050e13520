import Testing
@testable import HarkCore

/// A folder named like a test target is read as tests, but an app's feature may be named so:
/// the Corona-Warn-App's `Scenes/FamilyMemberCoronaTests` holds the screens of family members'
/// corona tests, which its app target builds (27 of its keys were reported unused).
@Suite struct TestFolderNameTests {
    /// An app target and a unit-test target, each a synchronized folder (Xcode 16's shape).
    static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tA0G1 /* ENA */ = {isa = PBXFileSystemSynchronizedRootGroup; path = ENA; sourceTree = "<group>"; };
    \t\tA0G2 /* ENATests */ = {isa = PBXFileSystemSynchronizedRootGroup; path = ENATests; sourceTree = "<group>"; };
    \t\tA0M1 = {isa = PBXGroup; children = (A0G1 /* ENA */, A0G2 /* ENATests */, ); sourceTree = "<group>"; };
    \t\tA0T1 /* ENA */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (A0G1 /* ENA */, ); name = ENA; productType = "com.apple.product-type.application"; };
    \t\tA0T2 /* ENATests */ = {isa = PBXNativeTarget; buildPhases = (); fileSystemSynchronizedGroups = (A0G2 /* ENATests */, ); name = ENATests; productType = "com.apple.product-type.bundle.unit-test"; };
    \t\tA0P1 /* Project object */ = {isa = PBXProject; mainGroup = A0M1; projectDirPath = ""; targets = (A0T1 /* ENA */, A0T2 /* ENATests */, ); };
    \t};
    \trootObject = A0P1 /* Project object */;
    }
    """

    private func lookup(_ key: String) -> String {
        "import UIKit\n\nfinal class Screen: UIViewController {\n    override func viewDidLoad() {\n        title = NSLocalizedString(\"\(key)\", comment: \"\")\n    }\n}\n"
    }

    @Test func aFeatureFolderNamedLikeTestsIsReadWhenTheAppTargetBuildsIt() throws {
        let root = try TestSupport.write([
            ("ENA.xcodeproj/project.pbxproj", Self.project),
            ("ENA/AppDelegate.swift", lookup("APP_TITLE")),
            ("ENA/Scenes/FamilyMemberCoronaTests/FamilyMemberCoronaTestsViewController.swift", lookup("FAMILY_TITLE")),
            // Test code the app builds for its test runs is named for the kind of test: still tests.
            ("ENA/Scenes/UITests/UITestsCoordinator.swift", lookup("UI_TEST_ONLY")),
            ("ENATests/ScreenTests.swift", lookup("TEST_ONLY")),
            ("ENA/en.lproj/Localizable.strings",
             "\"APP_TITLE\" = \"Home\";\n\"FAMILY_TITLE\" = \"Family\";\n\"UI_TEST_ONLY\" = \"UI test\";\n\"TEST_ONLY\" = \"Test\";\n"),
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.map { $0.components(separatedBy: "\"")[1] } == ["UI_TEST_ONLY", "TEST_ONLY"], "\(unused)")
    }

    /// Bitwarden Authenticator's tests sit beside the code they test (`AsyncButtonTests.swift`
    /// by `AsyncButton.swift`): a file that imports a test framework is tests, wherever it is.
    @Test func aFileOfTestsBesideTheAppsCodeIsNotTheApps() throws {
        let root = try TestSupport.write([
            ("App/Views/AsyncButton.swift", lookup("APP_TITLE")),
            ("App/Views/AsyncButtonTests.swift", "import ViewInspector\nimport XCTest\n\n@testable import App\n\nclass AsyncButtonTests: XCTestCase {\n    func testTap() {\n        _ = NSLocalizedString(\"TEST_ONLY\", comment: \"\")\n        _ = NSLocalizedString(\"MISSING_IN_TESTS\", comment: \"\")\n    }\n}\n"),
            ("App/Views/SwitchTests.swift", "import Testing\n@testable import App\n\n@Test func toggles() {\n    _ = NSLocalizedString(\"SWIFT_TESTING_ONLY\", comment: \"\")\n}\n"),
            ("App/en.lproj/Localizable.strings", "\"APP_TITLE\" = \"Home\";\n\"TEST_ONLY\" = \"Test\";\n\"SWIFT_TESTING_ONLY\" = \"Test\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(findings.filter { $0.contains("[l10n-unused]") }.map { $0.components(separatedBy: "\"")[1] } == ["TEST_ONLY", "SWIFT_TESTING_ONLY"],
                "\(findings)")
        #expect(!findings.contains { $0.contains("MISSING_IN_TESTS") }, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("2 source files of tests beside the app's code (import XCTest or Testing) not read"), "\(run.stdout)")
    }

    @Test func aFolderNamedForAKindOfTestOrAsMocksNamesNoFeature() {
        for name in ["FamilyMemberCoronaTests", "SpeedOfLightTests"] { #expect(SourceProject.mayNameFeature(name), "\(name)") }
        for name in ["Tests", "UITests", "UnitTests", "SnapshotTests", "AccessibilityTests", "ENATests", "MlemMiddleware Mock", "app_tests"] {
            #expect(!SourceProject.mayNameFeature(name), "\(name)")
        }
    }
}
