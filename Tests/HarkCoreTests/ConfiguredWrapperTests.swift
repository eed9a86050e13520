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

    /// ownCloud (GPL-3.0) localizes with its SDK's `OCLocalizedString(key, comment)`, which its
    /// project names in `LOCALIZED_STRING_MACRO_NAMES` for Xcode's extraction; the SDK's code
    /// is not in the tree, and no configuration names it.
    @Test func theProjectsLocalizationMacrosAreLocalizationFunctions() throws {
        let root = try TestSupport.write([
            ("App.xcodeproj/project.pbxproj", """
            // !$*UTF8*$!
            {
            \tarchiveVersion = 1;
            \tobjectVersion = 56;
            \tobjects = {
            \t\tC10000000000000000000001 /* Debug */ = {
            \t\t\tisa = XCBuildConfiguration;
            \t\t\tbuildSettings = {
            \t\t\t\tLOCALIZED_STRING_MACRO_NAMES = (
            \t\t\t\t\tNSLocalizedString,
            \t\t\t\t\tCFCopyLocalizedString,
            \t\t\t\t\tOCLocalizedString,
            \t\t\t\t);
            \t\t\t};
            \t\t\tname = Debug;
            \t\t};
            \t\tC20000000000000000000001 = {isa = PBXGroup; children = (); sourceTree = "<group>"; };
            \t\tC30000000000000000000001 /* Project object */ = {isa = PBXProject; mainGroup = C20000000000000000000001; projectDirPath = ""; targets = (); };
            \t};
            \trootObject = C30000000000000000000001 /* Project object */;
            }

            """),
            ("App/MessageGroupCell.swift", """
            import UIKit

            final class MessageGroupCell: UITableViewCell {
                let applyAllSwitch = UISwitch()
                let applyAllLabel = UILabel()

                func configure() {
                    applyAllSwitch.accessibilityLabel = OCLocalizedString("Apply choice to all similar issues", nil)
                    applyAllSwitch.accessibilityHint = OCLocalizedString("Answers every issue of this kind alike.", nil)
                    contentView.addSubview(applyAllSwitch)
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", """
            "Apply choice to all similar issues" = "Apply choice to all similar issues";
            "Answers every issue of this kind alike." = "Answers every issue of this kind alike.";

            """),
            ("App/de.lproj/Localizable.strings", """
            "Apply choice to all similar issues" = "Auswahl auf alle ähnlichen Probleme anwenden";

            """),
        ])
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        let run = try HarkProcess.run(["lint", ".", "--fail-on", "never"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        #expect(!rules(run).contains("name-unresolved"), "\(run.stdout)")
        #expect(run.stdout.contains("\"Answers every issue of this kind alike.\" is missing from de.lproj/Localizable.strings"), "\(run.stdout)")
        let spoken = try HarkProcess.run(["speak", ".", "--locale", "de"], in: root)
        #expect(spoken.stdout.contains("Auswahl auf alle ähnlichen Probleme anwenden, Aus"), "\(spoken.stdout)")
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
