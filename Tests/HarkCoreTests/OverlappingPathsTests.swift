import Foundation
import Testing
@testable import HarkCore

/// Issue 9: no finding printed twice. Paths on the command line may overlap (a folder and a file
/// in it, the same folder twice or spelled two ways): each file is read, and each table
/// audited, once per run, and the report is the one the outermost folder alone gives.
@Suite struct OverlappingPathsTests {
    /// A storyboard with Xcode's generated French table, SwiftGen's accessors in one Swift file
    /// and a toggle using them in another, and Xcode's Settings.bundle template.
    func project() throws -> String {
        let root = try SettingsBundleFixtures.write(SettingsBundleFixtures.xcodeTemplate.map { ("App/" + $0.0, $0.1) })
        let files: [(String, String)] = [
            ("App/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/fr.lproj/Settings.strings", InterfaceBuilderImportTests.french),
            ("App/en.lproj/Localizable.strings", "\"recently_added\" = \"Recently added\";\n\"unused\" = \"Unused\";\n"),
            ("App/de.lproj/Localizable.strings", "\"recently_added\" = \"Recently added\";\n"),
            ("App/Generated/Strings.swift", """
            // Generated using SwiftGen
            internal enum L10n {
              /// Recently added
              internal static let recentlyAdded = L10n.tr("Localizable", "recently_added", fallback: "Recently added")
              private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
                let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
                return String(format: format, locale: Locale.current, arguments: args)
              }
            }
            """),
            ("App/Views/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @State private var recent = false
                var body: some View {
                    Form {
                        Toggle(L10n.recentlyAdded, isOn: $recent)
                    }
                }
            }
            """),
        ]
        for (path, text) in files {
            let full = root + "/" + path
            try FileManager.default.createDirectory(atPath: FileSystem.directoryName(full), withIntermediateDirectories: true)
            try FileSystem.writeAtomically(Array(text.utf8), to: full)
        }
        return root
    }

    @Test(arguments: [
        ["App", "App"],
        ["App", "App/Base.lproj/Settings.storyboard"],
        ["App/Base.lproj/Settings.storyboard", "App"],
        ["App/Views/SettingsView.swift", "App", "App/Settings.bundle"],
        ["App", "./App/", "App/de.lproj"],
        [".", "App/de.lproj/Localizable.strings"],
    ])
    func overlappingPathsGiveTheOutermostFolderReportOnce(_ paths: [String]) throws {
        let root = try project()
        let alone = try HarkProcess.run(["lint", "App", "--fail-on", "never"], in: root)
        #expect(alone.status == 0, "\(alone.stderr)")
        #expect(alone.stdout.contains("Read: 1 storyboard or XIB (2 switches), 1 Settings bundle (1 switch), 2 Swift files (1 switch)."), "\(alone.stdout)")
        #expect(!alone.stdout.contains("[name-unresolved]"), "the toggle's accessor resolves across files: \(alone.stdout)")
        let overlapping = try HarkProcess.run(["lint"] + paths + ["--fail-on", "never"], in: root)
        #expect(overlapping.status == 0, "\(overlapping.stderr)")
        let lines = overlapping.stdout.split(separator: "\n")
        #expect(Set(lines).count == lines.count, "no line twice: \(overlapping.stdout)")
        #expect(overlapping.stdout == alone.stdout)
    }

    @Test func aFolderWhoseFilesAnotherPathReadStillHadSomethingToAudit() throws {
        let root = try TestSupport.write([
            ("Apps/Tables/en.lproj/Localizable.strings", "\"A\" = \"A\";\n"),
            ("Apps/Tables/de.lproj/Localizable.strings", "\"A\" = \"Ä\";\n"),
        ])
        let run = try HarkProcess.run(["lint", "Apps", "Apps/Tables"], in: root)
        #expect(run.status == 0, "not \"found nothing to audit here\": \(run.stderr)")
        #expect(run.stdout.hasPrefix("No findings."), "\(run.stdout)")
    }
}
