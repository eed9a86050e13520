import Testing
@testable import HarkCore

/// A toggle's label built by a function of the app that returns a view: Hark reads the
/// function's body with its parameters bound to the call's arguments. Shapes from
/// home-assistant/iOS (Apache-2.0): `Sources/App/Assist/AssistSettingsView.swift`
/// (`toggleLabel(symbol:text:)`) and `Sources/App/Settings/Kiosk/KioskSettingsView.swift`
/// (`KioskRow.label`, two overloads, one with an optional subtitle).
@Suite struct ViewFunctionTests {
    static let files = [
        ("App/en.lproj/Localizable.strings", """
        "assist.mute" = "Mute responses";
        "kiosk.keep_screen_on" = "Keep screen on";
        "kiosk.hide_status_bar" = "Hide status bar";
        "kiosk.dim" = "Dim screen";
        "kiosk.dim_subtitle" = "Lowers the brightness when idle";

        """),
        ("App/de.lproj/Localizable.strings", """
        "assist.mute" = "Antworten stummschalten";
        "kiosk.keep_screen_on" = "Bildschirm anlassen";
        "kiosk.hide_status_bar" = "Statusleiste ausblenden";
        "kiosk.dim" = "Bildschirm abdunkeln";
        "kiosk.dim_subtitle" = "Senkt die Helligkeit im Leerlauf";

        """),
        ("App/Strings.swift", """
        import Foundation

        enum L10n {
            enum Assist {
                static let mute = NSLocalizedString("assist.mute", comment: "")
            }
            enum Kiosk {
                static let keepScreenOn = NSLocalizedString("kiosk.keep_screen_on", comment: "")
                static let hideStatusBar = NSLocalizedString("kiosk.hide_status_bar", comment: "")
                static let dim = NSLocalizedString("kiosk.dim", comment: "")
                static let dimSubtitle = NSLocalizedString("kiosk.dim_subtitle", comment: "")
            }
        }
        """),
        ("App/AssistSettingsView.swift", """
        import SwiftUI

        struct AssistSettingsView: View {
            @State private var muteTTS = false
            var body: some View {
                List {
                    Toggle(isOn: $muteTTS) {
                        toggleLabel(symbol: .speakerSlashFill, text: L10n.Assist.mute)
                    }
                    Toggle(isOn: $muteTTS) {
                        linkContent(image: .init(systemSymbol: .info), title: L10n.Kiosk.dim)
                    }
                }
            }

            // Sources/App/Settings/DebugView.swift: an image passed in, which shows no text.
            private func linkContent(image: Image, title: String, imageSize: CGFloat = 18, showProgressView: Bool? = nil) -> some View {
                HStack(spacing: 8) {
                    image
                        .resizable()
                        .frame(width: imageSize, height: imageSize, alignment: .center)
                    Text(title)
                    if let showProgressView {
                        ProgressView()
                    }
                }
            }

            private func toggleLabel(symbol: SFSymbol, text: String) -> some View {
                HStack {
                    Image(systemSymbol: symbol)
                        .frame(width: 24, height: 24)
                    Text(text)
                }
            }
        }
        """),
        ("App/KioskSettingsView.swift", """
        import SwiftUI

        struct KioskSettingsView: View {
            @State private var keepScreenOn = false
            @State private var hideStatusBar = false
            @State private var dim = false
            var body: some View {
                List {
                    Toggle(isOn: $keepScreenOn) {
                        KioskRow.label(L10n.Kiosk.keepScreenOn, icon: .sleepOffIcon)
                    }
                    Toggle(isOn: $hideStatusBar) {
                        KioskRow.label(L10n.Kiosk.hideStatusBar, systemSymbol: .menubarRectangle)
                    }
                    Toggle(isOn: $dim) {
                        KioskRow.label(L10n.Kiosk.dim, subtitle: L10n.Kiosk.dimSubtitle, icon: .brightness6Icon)
                    }
                }
            }
        }

        enum KioskRow {
            static func label(_ title: String, subtitle: String? = nil, icon: MaterialDesignIcons) -> some View {
                Label {
                    VStack(alignment: .leading, spacing: 2) {
                        Text(title)
                        if let subtitle {
                            Text(subtitle)
                                .font(.caption)
                        }
                    }
                } icon: {
                    MaterialDesignIconsImage(icon: icon, size: 24)
                }
            }

            static func label(_ title: String, systemSymbol: SFSymbol) -> some View {
                Label {
                    Text(title)
                } icon: {
                    Image(systemSymbol: systemSymbol)
                }
            }
        }
        """),
    ]

    /// Each switch's name in `locale`, in the order of the model.
    func names(_ locale: String) throws -> [String] {
        let root = try TestSupport.write(Self.files)
        let units = try TestSupport.load([root])
        let announcer = try TestSupport.vocabularies().announcer(for: locale, catalog: units[0].catalog, developmentLanguage: "en")
        return units.flatMap { unit in
            (unit.model?.screens ?? []).flatMap(\.cells).compactMap { cell in
                cell.element.flatMap { announcer.name(of: cell, element: $0)?.text }
            }
        }
    }

    @Test func labelsBuiltByViewFunctionsAreReadThroughTheirBodies() throws {
        #expect(try names("en") == ["Mute responses", "Dim screen", "Keep screen on", "Hide status bar",
                                    "Dim screen, Lowers the brightness when idle"])
        #expect(try names("de") == ["Antworten stummschalten", "Bildschirm abdunkeln", "Bildschirm anlassen", "Statusleiste ausblenden",
                                    "Bildschirm abdunkeln, Senkt die Helligkeit im Leerlauf"])
        let root = try TestSupport.write(Self.files)
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "name-unresolved") == [])
    }

    /// A call whose labels fit no function of that name, or two of them, stays an expression.
    @Test func aCallNoOneFunctionFitsStaysUnresolved() throws {
        let root = try TestSupport.write(Self.files + [("App/Other.swift", """
        import SwiftUI

        struct OtherView: View {
            @State private var on = false
            var body: some View {
                Toggle(isOn: $on) {
                    KioskRow.label(L10n.Kiosk.dim, color: .red)
                }
            }
        }
        """)])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "name-unresolved").count == 1)
    }

    /// A label that is a view type of the app, made through its memberwise initializer: its
    /// body is read with each stored property bound to the argument. Shape of Cizzuk/CSE (MIT):
    /// `CSE/Views/Supports/UITemplates.swift` (`UITemplates.IconLabel`, a `String.LocalizationValue`
    /// shown by `Text(String(localized: text))` beside an icon VoiceOver skips).
    @Test func labelsThatAreViewTypesAreReadThroughTheirBodies() throws {
        let root = try TestSupport.write([
            ("CSE/en.lproj/Localizable.strings", "\"Default Search Engine\" = \"Default Search Engine\";\n\"Private Mode\" = \"Private Mode\";\n"),
            ("CSE/de.lproj/Localizable.strings", "\"Default Search Engine\" = \"Standardsuchmaschine\";\n\"Private Mode\" = \"Privater Modus\";\n"),
            ("CSE/UITemplates.swift", """
            import SwiftUI

            class UITemplates {
                struct IconLabel: View {
                    @Environment(\\.dynamicTypeSize) var dynamicTypeSize

                    let icon: String
                    let text: String.LocalizationValue

                    var body: some View {
                        HStack {
                            if dynamicTypeSize <= .xxxLarge {
                                Image(systemName: icon)
                                    .accessibilityHidden(true)
                            }
                            Text(String(localized: text))
                        }
                    }
                }
            }

            /// Two types of one name, one with an initializer of its own (Home Assistant's
            /// watch app's `LabsLabel` and its design system's): a call is neither's for sure.
            struct LabsLabel: View {
                var body: some View { Text(verbatim: "Labs") }
            }

            /// Its own initializer decides what it shows: read at run time.
            struct BadgeLabel: View {
                private let shown: String

                init(_ title: String, count: Int) {
                    shown = "\\(title) (\\(count))"
                }

                var body: some View {
                    Text(shown)
                }
            }
            """),
            ("Design/LabsLabel.swift", """
            import SwiftUI

            public struct LabsLabel: View {
                private let info: String?

                public init(info: String? = nil) {
                    self.info = info
                }

                public var body: some View {
                    Text("Labs")
                }
            }
            """),
            ("CSE/EditSEView.swift", """
            import SwiftUI

            struct EditSEView: View {
                @State private var useDefaultCSE = false
                @State private var privateMode = false
                @State private var badge = false

                var body: some View {
                    Form {
                        Toggle(isOn: $useDefaultCSE) {
                            UITemplates.IconLabel(icon: "magnifyingglass", text: "Default Search Engine")
                        }
                        Toggle(isOn: $privateMode) {
                            UITemplates.IconLabel(icon: "hand.raised", text: "Private Mode")
                        }
                        Toggle(isOn: $badge) {
                            BadgeLabel("Badges", count: 3)
                        }
                        Toggle(isOn: $badge) {
                            LabsLabel()
                        }
                    }
                }
            }
            """),
        ])
        let units = try TestSupport.load([root])
        let cells = units.flatMap { ($0.model?.screens ?? []).flatMap(\.cells) }
        for (locale, expected) in [("en", ["Default Search Engine", "Private Mode"]), ("de", ["Standardsuchmaschine", "Privater Modus"])] {
            let announcer = try TestSupport.vocabularies().announcer(for: locale, catalog: units[0].catalog, developmentLanguage: "en")
            let names = cells.compactMap { cell in cell.element.flatMap { announcer.name(of: cell, element: $0)?.text } }
            #expect(Array(names.prefix(2)) == expected, "\(locale): \(names)")
        }
        let unresolved = try TestSupport.lint(root, relativeTo: root, rule: "name-unresolved")
        #expect(unresolved.count == 2 && unresolved[0].contains("BadgeLabel(") && unresolved[1].contains("LabsLabel("), "\(unresolved)")
    }
}
