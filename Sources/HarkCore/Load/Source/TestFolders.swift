/// Which folders hold tests and test doubles, whose screens no user sees.
extension SourceProject {
    /// `Tests`, `AppTests`, `AppUITests`, `UnitTests`, `XCUITest`, and lower-case names of the
    /// kind (`focus-ios-tests`, `app_tests`), and folders of mocks (`Mock`, `MlemMiddleware Mock`,
    /// `NetworkMocks`). Not `Contests`, a `SpeedTest` feature or a `Hammock`.
    static func isTestFolder(_ name: String) -> Bool {
        if name == "Tests" || name.hasSuffix("Tests") || name.hasSuffix("UITest") || name == "Test" { return true }
        let lowered = name.lowercased()
        if lowered == "tests" || lowered.hasSuffix("-tests") || lowered.hasSuffix("_tests") { return true }
        // Test doubles: screens built from fake data for UI tests and previews (Element's
        // `Common/Mock`, Mlem's `MlemMiddleware Mock`, `NetworkMocks`), the word at the end.
        for word in ["mock", "mocks"] where lowered.hasSuffix(word) {
            let before = lowered.dropLast(word.count).last
            if before == nil || before == " " || before == "-" || before == "_" { return true }
            // Written in camel case: `NetworkMocks`, not `Hammock`.
            let capital = "M" + word.dropFirst()
            if name.hasSuffix(capital), name.dropLast(capital.count).last?.isLowercase == true { return true }
        }
        return false
    }

    /// Whether a test folder's name may name a feature instead: `<Subject>Tests`, the subject
    /// no kind of test (`UITests`, `UnitTests`, `SnapshotTests`…). (A test target's folder,
    /// `AppTests`, is built by its test bundle only: the Xcode project decides.)
    static func mayNameFeature(_ name: String) -> Bool {
        guard name.hasSuffix("Tests") else { return false }
        let subject = name.dropLast("Tests".count)
        return subject.count >= 4 && !testKinds.contains(subject.lowercased())
    }

    private static let testKinds: Set<String> = [
        "ui", "unit", "xcui", "accessibility", "integration", "snapshot", "screenshot", "performance", "functional",
        "acceptance", "endtoend", "e2e", "smoke", "regression", "preview", "app", "logic", "model", "models", "core",
    ]

    /// A file of tests, wherever it sits: it imports a test framework (`import XCTest`,
    /// `@testable import App` beside it; Swift Testing's `import Testing`; Objective-C's
    /// `#import <XCTest/XCTest.h>`). Bitwarden Authenticator keeps `AsyncButtonTests.swift` beside
    /// `AsyncButton.swift`, and its XcodeGen spec leaves `**/*Tests.*` out of the app.
    static func isTestCode(_ file: SourceFile) -> Bool {
        var index = 0
        // Imports come first: a file's first 400 tokens are enough.
        while index < min(file.count, 400) {
            let token = file.tokens[index]
            if token.kind == .preprocessor {
                if file.text(index).contains("<XCTest/") { return true }
            } else if token.kind == .identifier, file.equals(index, "import"),
                      file.isIdentifier(index + 1, "XCTest") || file.isIdentifier(index + 1, "Testing") {
                return true
            }
            index += 1
        }
        return false
    }
}
