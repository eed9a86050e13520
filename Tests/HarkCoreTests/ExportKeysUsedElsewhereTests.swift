import Foundation
import Testing
@testable import HarkCore

/// Keys a lookup with a computed key may be given (the code's string literals) are not unused,
/// and an export keeps them (`"keysUsedElsewhere"`, docs/model.md): linting the export gives no
/// `l10n-unused` note the direct lint does not give.
@Suite struct ExportKeysUsedElsewhereTests {
    /// videolan/vlc-ios's shape (Sources/Settings/Model/SettingsSection.swift): a subtitle key
    /// written as a literal, looked up by a function whose key is computed.
    func project() throws -> String {
        let root = try TestSupport.write([
            ("App/SettingsView.swift", """
            import SwiftUI

            struct SettingsView: View {
                @State private var sync = false
                let subtitle = "SYNC_SUBTITLE"
                var body: some View {
                    Form {
                        Toggle("SYNC_TITLE", isOn: $sync)
                        Text(Localizer.localizedTitle(key: subtitle))
                    }
                }
            }
            """),
            ("App/Localizer.swift", """
            import Foundation

            enum Localizer {
                static func localizedTitle(key: String) -> String {
                    Bundle.main.localizedString(forKey: key, value: key, table: "Localizable")
                }
            }
            """),
            ("App/en.lproj/Localizable.strings", "\"SYNC_TITLE\" = \"Sync\";\n\"SYNC_SUBTITLE\" = \"Over Wi-Fi\";\n\"STALE_KEY\" = \"Stale\";\n"),
            ("App/de.lproj/Localizable.strings", "\"SYNC_TITLE\" = \"Synchronisieren\";\n\"SYNC_SUBTITLE\" = \"Über WLAN\";\n\"STALE_KEY\" = \"Alt\";\n"),
        ])
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        return root
    }

    func unused(_ run: HarkRun) -> [String] {
        run.stdout.split(separator: "\n").filter { $0.hasSuffix("[l10n-unused]") }.compactMap { line in
            line.split(separator: "\"").dropFirst().first.map(String.init)
        }.sorted()
    }

    @Test func theExportLintsToTheSameUnusedKeys() throws {
        let root = try project()
        let direct = try HarkProcess.run(["lint", "App", "--fail-on", "never"], in: root)
        #expect(unused(direct) == ["STALE_KEY"], "\(direct.stdout)")
        let export = try HarkProcess.run(["export", "App", "--output", "model.json"], in: root)
        #expect(export.status == 0, "\(export.stderr)")
        let exported = try HarkProcess.run(["lint", "model.json", "--fail-on", "never"], in: root)
        #expect(unused(exported) == unused(direct), "\(exported.stdout)")
    }

    /// Only the keys the model's tables hold are written (every literal that is one), sorted, per table.
    @Test func theModelFormatCarriesThem() throws {
        let units = try TestSupport.load([try project() + "/App"])
        let model = try #require(units.compactMap(\.model).first)
        #expect(model.keysUsedElsewhere == ["Localizable": ["SYNC_SUBTITLE", "SYNC_TITLE"]])
        let json = String(decoding: ModelExporter(outputFolder: ".").render(model), as: UTF8.self)
        #expect(json.contains("\"keysUsedElsewhere\""), "\(json)")
        let reread = try TestSupport.model(json)
        #expect(reread.keysUsedElsewhere == ["Localizable": ["SYNC_SUBTITLE", "SYNC_TITLE"]])
        #expect(throws: InputError.self) {
            try TestSupport.model(#"{"hark": 1, "app": {}, "screens": [], "keysUsedElsewhere": {"Localizable": "SYNC_SUBTITLE"}}"#)
        }
    }
}
