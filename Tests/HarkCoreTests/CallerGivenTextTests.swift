import Testing
@testable import HarkCore

/// A reusable row whose switch shows a text its callers give it (`let title: String`, then
/// `Text(self.title)`). Shapes from zotero/zotero-ios (AGPL-3.0),
/// `Zotero/Scenes/Master/Settings/List/Views/SettingsToggleRow.swift` and its callers, and
/// mullvad/mullvadvpn-app (GPL-3.0), `ios/MullvadVPN/Views/ActionBox.swift`.
@Suite struct CallerGivenTextTests {
    static let row = ("App/SettingsToggleRow.swift", """
    import SwiftUI

    struct SettingsToggleRow: View {
        let title: String
        @Binding var value: Bool

        var body: some View {
            Toggle(isOn: self.$value) {
                Text(self.title)
                    .font(.headline)
            }
        }
    }

    struct SettingsToggleRow_Previews: PreviewProvider {
        static var previews: some View {
            SettingsToggleRow(title: "Some title", value: .constant(false))
        }
    }
    """)

    static let tables = [
        ("App/en.lproj/Localizable.strings", """
        "settings.show_counts" = "Show item counts";
        "settings.open_links" = "Open links in browser";

        """),
        ("App/de.lproj/Localizable.strings", """
        "settings.show_counts" = "Anzahl der Einträge zeigen";

        """),
    ]

    static func settings(_ arguments: [String]) -> (String, String) {
        ("App/GeneralSettings.swift", """
        import SwiftUI

        struct GeneralSettings: View {
            @State private var first = false
            @State private var second = false

            var body: some View {
                Form {
                    SettingsToggleRow(title: \(arguments[0]), value: $first)
                    SettingsToggleRow(title: \(arguments[1]), value: $second)
                }
            }
        }
        """)
    }

    /// Every caller gives a localized text: the row's switch is named by the first, each is
    /// checked once, where the caller writes it, and the preview's literal is no caller.
    @Test func aRowIsNamedByTheTextsItsCallersGive() throws {
        let root = try TestSupport.write([Self.row, Self.settings([
            "NSLocalizedString(\"settings.show_counts\", comment: \"\")", "String(localized: \"settings.open_links\")",
        ])] + Self.tables)
        let units = try TestSupport.load([root])
        let announcer = try TestSupport.vocabularies().announcer(for: "de", catalog: units[0].catalog, developmentLanguage: "en")
        let names = units.flatMap { ($0.model?.screens ?? []).flatMap(\.cells) }.compactMap { cell in
            cell.element.flatMap { announcer.name(of: cell, element: $0)?.text }
        }
        #expect(names == ["Anzahl der Einträge zeigen"])
        let findings = try TestSupport.lint(root, relativeTo: root).filter { !$0.hasSuffix("[hint-missing]") }
        #expect(findings == [
            "App/GeneralSettings.swift:10:56: error: \"settings.open_links\" is missing from de.lproj/Localizable.strings: the text shows the key (de) [l10n-missing]",
        ], "\(findings)")
    }

    /// A caller that gives a plain string shows it in every language: reported where it is
    /// written.
    @Test func aPlainStringACallerGivesIsHardCodedThere() throws {
        let root = try TestSupport.write([Self.row, Self.settings([
            "NSLocalizedString(\"settings.show_counts\", comment: \"\")", "\"Open links in browser\"",
        ])] + Self.tables)
        let hardcoded = try TestSupport.lint(root, relativeTo: root, rule: "l10n-hardcoded")
        #expect(hardcoded.count == 1 && hardcoded[0].hasPrefix("App/GeneralSettings.swift:10:38: warning: the text \"Open links in browser\" is a plain string"), "\(hardcoded)")
    }

    /// A caller whose text Hark cannot read leaves the row's text to run time, as before.
    @Test func aTextKnownOnlyAtRunTimeStaysUnresolved() throws {
        let root = try TestSupport.write([Self.row, Self.settings([
            "NSLocalizedString(\"settings.show_counts\", comment: \"\")", "account.displayName",
        ])] + Self.tables)
        let unresolved = try TestSupport.lint(root, relativeTo: root, rule: "name-unresolved")
        #expect(unresolved.count == 1 && unresolved[0].hasPrefix("App/SettingsToggleRow.swift:9:18: note: switch \"value\" is named by `title`"), "\(unresolved)")
    }
}
