import Testing
@testable import HarkCore

/// Texts written as a closure called where it is declared, their table named by a constant
/// (JohanDegraeve/xdripswift, GPL-3.0, `Texts/TextsSettingsView.swift` and
/// `SwiftUIViews/ShowHideItemsView.swift`, in their shape): 58 of its 58 switches were
/// `<expression>`, and 450 of its `l10n-missing` findings looked its keys up in
/// `Localizable.strings` instead of the table the constant names.
@Suite struct ClosureTextTests {
    static let texts = """
    import Foundation

    class Texts_SettingsView {
        static private let filename = "SettingsViews"

        static let showMiniChart: String = {
            return NSLocalizedString("settingsviews_showMiniChart", tableName: filename, bundle: Bundle.main, value: "Show Mini-Chart", comment: "home screen settings")
        }()

        static let computed: String = {
            let prefix = "settingsviews_"
            return NSLocalizedString(prefix + "other", tableName: filename, bundle: Bundle.main, value: "Other", comment: "")
        }()
    }
    """

    static let view = """
    import SwiftUI

    struct ShowHideItemsView: View {
        @State private var showMiniChart = false
        @State private var other = false

        var body: some View {
            List {
                Toggle(Texts_SettingsView.showMiniChart, isOn: $showMiniChart)
                Toggle(Texts_SettingsView.computed, isOn: $other)
            }
        }
    }
    """

    @Test func aClosureCalledWhereItIsWrittenIsItsReturnedTextInTheNamedTable() throws {
        let root = try TestSupport.write([
            ("xDrip/Texts/TextsSettingsView.swift", Self.texts),
            ("xDrip/SwiftUIViews/ShowHideItemsView.swift", Self.view),
            ("xDrip/en.lproj/SettingsViews.strings", "\"settingsviews_showMiniChart\" = \"Show Mini-Chart\";\n\"settingsviews_other\" = \"Other\";\n"),
            ("xDrip/de.lproj/SettingsViews.strings", "\"settingsviews_showMiniChart\" = \"Mini-Diagramm zeigen\";\n\"settingsviews_other\" = \"Andere\";\n"),
            ("xDrip/en.lproj/Localizable.strings", "\"unrelated\" = \"Unrelated\";\n"),
            ("xDrip/de.lproj/Localizable.strings", "\"unrelated\" = \"Ohne Bezug\";\n"),
        ])
        let run = try HarkProcess.run(["speak", root, "--locale", "all"], in: root)
        #expect(run.stdout.contains("Show Mini-Chart, off"), "\(run.stdout)")
        #expect(run.stdout.contains("Mini-Diagramm zeigen, Aus"), "\(run.stdout)")
        // A closure of more than its `return` stays code.
        #expect(run.stdout.contains("<expression>, off"), "\(run.stdout)")
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.isEmpty, "\(missing)")
    }
}
