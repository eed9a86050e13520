import Foundation
import Testing
@testable import HarkCore

/// How many lines a switch's text may use, as the readers give it and `l10n-truncation` reads
/// it: SwiftUI's `Text` wraps unless a line limit is set; a table cell's textLabel is one line.
@Suite struct LineLimitTests {
    /// Each toggle's line count, by its binding's name.
    func lines(_ swift: String) throws -> [String: Int?] {
        let root = try TestSupport.write([("App/en.lproj/Localizable.strings", "\"Wi-Fi\" = \"Wi-Fi\";\n"), ("App/SettingsView.swift", swift)])
        let model = try #require(try TestSupport.load([root]).compactMap(\.model).first)
        return Dictionary(uniqueKeysWithValues: model.screens.flatMap(\.cells).map { ($0.id, $0.numberOfLines) })
    }

    @Test func swiftUILabelsWrapUnlessALineLimitApplies() throws {
        let lines = try lines("""
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                Form {
                    Section {
                        Toggle("Wi-Fi", isOn: $a)
                        Toggle("Wi-Fi", isOn: $b)
                            .lineLimit(1)
                        Toggle(isOn: $c) {
                            VStack(alignment: .leading) {
                                Text("Wi-Fi").lineLimit(2)
                                Text("Wi-Fi")
                            }
                        }
                        Toggle("Wi-Fi", isOn: $d).lineLimit(2...3)
                        Toggle("Wi-Fi", isOn: $e).lineLimit(nil)
                        Toggle("Wi-Fi", isOn: $f).lineLimit(1...)
                        Toggle("Wi-Fi", isOn: $g).lineLimit(...2)
                        Toggle("Wi-Fi", isOn: $h).lineLimit(3, reservesSpace: true)
                        Toggle("Wi-Fi", isOn: $i).lineLimit(maximumLines)
                    }
                    Section {
                        Toggle("Wi-Fi", isOn: $j)
                    }
                    .lineLimit(1)
                }
            }
        }
        """)
        #expect(lines == ["a": 0, "b": 1, "c": 2, "d": 3, "e": 0, "f": 0, "g": 2, "h": 3, "i": 0, "j": 1])
    }

    @Test func theLineCountSurvivesExportAndIsCheckedOnLoad() throws {
        var model = try TestSupport.model(#"{"hark": 1, "app": {"name": "T"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": "Wi-Fi", "switch": {}}]}]}]}"#)
        model.screens[0].sections[0].cells[0].numberOfLines = 0
        let output = try TestSupport.makeTemporaryFolder()
        let json = String(decoding: ModelExporter(outputFolder: output).render(model), as: UTF8.self)
        #expect(json.contains("\"numberOfLines\": 0"))
        #expect(try TestSupport.model(json).screens[0].cells[0].numberOfLines == 0)
        #expect(try TestSupport.model(#"{"hark": 1, "app": {"name": "T"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "switch": {}}]}]}]}"#)
            .screens[0].cells[0].numberOfLines == nil)
        for bad in ["1.5", "-1", "\"one\"", "1e300"] {
            let text = #"{"hark": 1, "app": {"name": "T"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "numberOfLines": "#
                + bad + #", "switch": {}}]}]}]}"#
            #expect(throws: InputError.self) { try TestSupport.model(text) }
        }
    }

    /// DuckDuckGo's sync settings shape: a title and a caption in a `VStack`, with a line
    /// limit; each line fits, the two read together would not.
    @Test func aTitleAndCaptionAreMeasuredLineByLine() throws {
        let location = SourceLocation(file: "x.swift", line: 1, column: 1)
        let title = LocalizedText.key("Unify Favorites", table: "Localizable", at: location)
        let caption = LocalizedText.key("Use the same favorites on every device", table: "Localizable", at: location)
        let label = LocalizedText.joined([title, caption], separator: LocalizedText.viewSeparator, at: location)
        #expect(L10nTruncationRule.lines(of: label).count == 2)
        let concatenated = LocalizedText.joined([title, caption], separator: "", at: location)
        #expect(L10nTruncationRule.lines(of: concatenated).count == 1)
    }
}
