import Foundation
import Testing
@testable import HarkCore

/// The configuration's `"localizationFunctions"` reach every command that reads source code
/// (`lint`, `speak`, `export`), from the `.hark.json` of the folder the code is in, through the
/// binary as a user runs it.
@Suite struct ConfiguredWrapperTests {
    /// A git repository whose app names its wrappers in its own folder's `.hark.json` (none at
    /// the root), and a feature folder that adds one more; the wrappers' bodies are not read
    /// (a package), so only the configuration makes them localization functions.
    func project() throws -> String {
        let root = try TestSupport.write([
            ("App/.hark.json", #"{"hark": 1, "localizationFunctions": [".localized", "myLoc(key)"]}"#),
            ("App/SettingsView.swift", """
            import SwiftUI
            import Strings

            struct SettingsView: View {
                @State private var wrapped = false
                @State private var called = false
                var body: some View {
                    Form {
                        Toggle("wrap_key".localized, isOn: $wrapped)
                        Toggle(myLoc("fn_key"), isOn: $called)
                        FeatureRow()
                    }
                    .navigationTitle("title_key".localized)
                }
            }
            """),
            ("App/Feature/.hark.json", #"{"hark": 1, "localizationFunctions": [".loco()"]}"#),
            ("App/Feature/FeatureRow.swift", """
            import SwiftUI

            struct FeatureRow: View {
                @State private var on = false
                var body: some View {
                    Toggle("loco_key".loco(), isOn: $on)
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", """
            "title_key" = "Settings";
            "wrap_key" = "Wrapped";
            "fn_key" = "Called";
            "loco_key" = "Loco";

            """),
            ("App/de.lproj/Localizable.strings", """
            "title_key" = "Einstellungen";
            "wrap_key" = "Verpackt";
            "loco_key" = "Loco";

            """),
        ])
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        return root
    }

    func rules(_ run: HarkRun) -> [String] {
        run.stdout.split(separator: "\n").compactMap { line in
            guard line.hasSuffix("]"), let open = line.lastIndex(of: "[") else { return nil }
            return String(line[line.index(after: open)..<line.index(before: line.endIndex)])
        }
    }

    @Test func lintReadsTheWrappersOfTheInputsOwnFolders() throws {
        let root = try project()
        let run = try HarkProcess.run(["lint", "App", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!rules(run).contains("name-unresolved"), "\(run.stdout)")
        #expect(!rules(run).contains("l10n-unused"), "\(run.stdout)")
        #expect(run.stdout.contains("App/SettingsView.swift:10:26: error: \"fn_key\" is missing from de.lproj/Localizable.strings"), "\(run.stdout)")
    }

    @Test func speakUsesTheConfiguration() throws {
        let root = try project()
        let run = try HarkProcess.run(["speak", "App"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Settings, heading"), "\(run.stdout)")
        #expect(run.stdout.contains("Wrapped, off, Double tap to toggle setting."), "\(run.stdout)")
        #expect(run.stdout.contains("Called, off, Double tap to toggle setting."), "\(run.stdout)")
        #expect(run.stdout.contains("Loco, off, Double tap to toggle setting."), "\(run.stdout)")
        let bare = try HarkProcess.run(["speak", "App", "--no-config"], in: root)
        #expect(bare.stdout.contains("<expression>, off, Double tap to toggle setting."), "\(bare.stdout)")
        #expect(!bare.stdout.contains("Wrapped"), "\(bare.stdout)")
        // `--config FILE` names the one configuration instead of the ones found.
        try Data(#"{"hark": 1, "localizationFunctions": ["myLoc(key)"]}"#.utf8).write(to: URL(fileURLWithPath: root + "/ci.json"))
        let fixed = try HarkProcess.run(["speak", "App", "--config", "ci.json"], in: root)
        #expect(fixed.stdout.contains("Called, off") && !fixed.stdout.contains("Wrapped"), "\(fixed.stdout)")
        let both = try HarkProcess.run(["speak", "App", "--config", "ci.json", "--no-config"], in: root)
        #expect(both.status == 2 && both.stderr.hasPrefix("Error: "))
    }

    @Test func theExportLintsToTheSameFindings() throws {
        let root = try project()
        let export = try HarkProcess.run(["export", "App", "--output", "model.json"], in: root)
        #expect(export.status == 0, "\(export.stderr)")
        let model = try String(contentsOfFile: root + "/model.json", encoding: .utf8)
        #expect(model.contains(#""key": "wrap_key""#) && !model.contains("expression"), "\(model)")
        let direct = try HarkProcess.run(["lint", "App", "--fail-on", "never"], in: root)
        let exported = try HarkProcess.run(["lint", "model.json", "--fail-on", "never"], in: root)
        #expect(rules(exported).sorted() == rules(direct).sorted(), "\(direct.stdout)\n\(exported.stdout)")
    }
}
