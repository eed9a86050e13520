import Testing
@testable import HarkCore

/// A Swift package bundles resources only from its targets' folders: `.lproj` folders elsewhere
/// in it (a converter script's input, as Mastodon's `Localization/StringsConvertor/input`) never
/// reach an app, and are not audited.
@Suite struct SwiftPackageTargetsTests {
    /// mastodon/mastodon-ios (GPL-3.0), Localization/StringsConvertor/Package.swift, reduced.
    static let converterManifest = """
    // swift-tools-version:5.2
    import PackageDescription

    let package = Package(
        name: "StringsConvertor",
        platforms: [
            .macOS(.v10_15)
        ],
        targets: [
            .target(
                name: "StringsConvertor",
                dependencies: []),
            .testTarget(
                name: "StringsConvertorTests",
                dependencies: ["StringsConvertor"]),
        ]
    )
    """

    private func repository() throws -> String {
        try TestSupport.write([
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("Localization/StringsConvertor/Package.swift", Self.converterManifest),
            // Crowdin's downloads for the converter: Hebrew, half translated, which the app does not ship.
            ("Localization/StringsConvertor/input/en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n"),
            ("Localization/StringsConvertor/input/he.lproj/Localizable.strings", "\"Save\" = \"Save\";\n"),
            // What the converter writes into the package the app links: its target's resources.
            ("MastodonSDK/Package.swift", "// swift-tools-version:5.7\nimport PackageDescription\n\nlet package = Package(name: \"MastodonSDK\", targets: [.target(name: \"MastodonLocalization\")])\n"),
            ("MastodonSDK/Sources/MastodonLocalization/Resources/en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n"),
            ("MastodonSDK/Sources/MastodonLocalization/Resources/de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";\n"),
        ])
    }

    @Test func tablesOutsideEveryTargetAreNotAudited() throws {
        let root = try repository()
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(!findings.contains { $0.contains("StringsConvertor") }, "\(findings)")
        // The package's own resources are still audited.
        #expect(findings.contains { $0.contains("\"Cancel\" is missing from de.lproj/Localizable.strings") }, "\(findings)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("2 strings files in a Swift package outside its targets' folders (StringsConvertor/input)"), "\(run.stdout)")
    }

    @Test func aTargetsDeclaredPathHoldsItsResources() throws {
        let root = try TestSupport.write([
            ("Package.swift", "let package = Package(name: \"App\", targets: [\n    .target(name: \"App\", path: \"App/Sources\", resources: [.process(\"Resources\")]),\n])\n"),
            ("App/Sources/Resources/en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n"),
            ("App/Sources/Resources/de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings.contains { $0.contains("\"Cancel\" is missing from de.lproj/Localizable.strings") }, "\(findings)")
    }

    @Test func manifestPathsAreReadByTheirShape() {
        let manifest = Array("""
        .target(name: "A", path: "Sources/A"),
        .target(name: "B", path:"Modules/B", exclude: ["Info.plist"]),
        .target(name: "C", sourcesPath: "nope"),
        let filePath: String = "x"
        .target(name: "D", path: "broken
        """.utf8)
        #expect(SwiftPackageTargets.stringArguments("path:", in: manifest) == ["Sources/A", "Modules/B"])
    }
}
