import Testing
@testable import HarkCore

/// `.toggleStyle(…)` (docs/swiftui.md): a button-style toggle is a button that VoiceOver calls
/// selected while on, not a switch; the switch and automatic styles stay switches, and so does
/// a style of the project's own, which the inventory counts.
@Suite struct SwiftUIToggleStyleTests {
    static let view = ("App/StyleView.swift", """
    import SwiftUI

    struct CheckmarkStyle: ToggleStyle {
        func makeBody(configuration: Configuration) -> some View {
            HStack {
                Button { configuration.isOn.toggle() } label: { Image(systemName: configuration.isOn ? "checkmark.square" : "square") }
                configuration.label
            }
        }
    }

    struct StyleView: View {
        @State private var bold = false
        @State private var sync = false
        @State private var check = false
        var body: some View {
            Form {
                Toggle("Bold", isOn: $bold)
                    .toggleStyle(.button)
                Toggle("Italic", isOn: .constant(true))
                    .toggleStyle(ButtonToggleStyle())
                    .accessibilityHint("Slants the text.")
                Toggle("Sync", isOn: $sync)
                    .toggleStyle(.switch)
                Toggle("Check", isOn: $check)
                    .toggleStyle(CheckmarkStyle())
                HStack {
                    Toggle("Left", isOn: $bold)
                    Toggle("Right", isOn: $sync).toggleStyle(SwitchToggleStyle(tint: .red))
                }
                .toggleStyle(.button)
            }
            .navigationTitle("Style")
        }
    }
    """)

    func units() throws -> [AuditUnit] {
        try TestSupport.load([try TestSupport.write([SwiftUIToggleStyleTests.view])])
    }

    @Test func aButtonStyleToggleIsSpokenAsAButtonSelectedWhileOn() throws {
        let vocabularies = try TestSupport.vocabularies()
        let unit = try #require(try units().first { $0.model != nil })
        let announcer = Announcer(vocabulary: vocabularies.resolve("en").vocabulary,
                                  resolver: TextResolver(catalog: unit.catalog, locale: "en", developmentLanguage: "en"), includeRoles: true)
        let spoken = (unit.model?.screens ?? []).flatMap { announcer.transcript(of: $0) }.filter { $0.kind == .control }.map(\.text)
        #expect(spoken == [
            "Bold, button",
            "Selected: Italic, button, Slants the text.",
            "Sync, switch button, off, Double tap to toggle setting.",
            "Check, switch button, off, Double tap to toggle setting.",
            "Left, button",
            "Right, switch button, off, Double tap to toggle setting.",
        ], "a style on the HStack reaches the toggles in it; the toggle's own style wins")
    }

    @Test func aButtonStyleToggleShowsItsStateBySelection() throws {
        let root = try TestSupport.write([SwiftUIToggleStyleTests.view])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "state-missing") == [])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "traits-missing") == [])
    }

    @Test func aCustomStyleIsASwitchTheInventoryCounts() throws {
        let loaded = ProjectLoader.load(paths: [try TestSupport.write([SwiftUIToggleStyleTests.view])], options: LoadOptions())
        #expect(loaded.inventory.notes == ["1 toggle drawn by the project's own ToggleStyle, read as a switch"])
    }

    /// nostur-com/nostur-ios-public (GPL-3.0): a style of the project's own whose body is a
    /// `Button` showing the toggle's label is met as a button, as the system's button style is.
    @Test func aProjectStyleThatDrawsAButtonWithTheLabelIsAButton() throws {
        let view = ("App/NestButtons.swift", """
        import SwiftUI

        struct NestToggleStyle: ToggleStyle {
            var tint: Color
            func makeBody(configuration: Configuration) -> some View {
                Button {
                    configuration.isOn.toggle()
                } label: {
                    configuration.label
                        .padding(10)
                }
                .buttonStyle(.plain)
            }
        }

        struct NestButtons: View {
            @State private var isMuted = false
            var body: some View {
                Toggle("Mute mic", isOn: $isMuted).toggleStyle(NestToggleStyle(tint: .red))
            }
        }
        """)
        let unit = try #require(try TestSupport.load([try TestSupport.write([view])]).first { $0.model != nil })
        let control = try #require(unit.model?.screens.first?.cells.first?.switchControl)
        #expect(control.style == .button)
        let loaded = ProjectLoader.load(paths: [try TestSupport.write([view])], options: LoadOptions())
        #expect(loaded.inventory.notes == [], "a style Hark reads is not counted as one it does not follow")
    }

    /// ACINQ/phoenix (Apache-2.0) names its own style as macOS's: called with images, it is
    /// the project's, not the system checkbox (which takes none).
    @Test func aStyleNamedAsTheSystemsButCalledWithItsOwnArgumentsIsTheProjects() throws {
        let view = ("App/ConsentView.swift", """
        import SwiftUI

        struct ConsentView: View {
            @State private var understood = false
            var body: some View {
                Toggle(isOn: $understood) {
                    Text("I have saved my recovery phrase somewhere safe.")
                }
                .toggleStyle(CheckboxToggleStyle(
                    onImage: Image(systemName: "checkmark.square.fill"),
                    offImage: Image(systemName: "square")
                ))
            }
        }
        """)
        let loaded = ProjectLoader.load(paths: [try TestSupport.write([view])], options: LoadOptions())
        #expect(loaded.inventory.notes == ["1 toggle drawn by the project's own ToggleStyle, read as a switch"])
    }

    /// nightscout/Trio (AGPL-3.0) declares its own `CheckboxToggleStyle` (iOS has none), and
    /// calls it without arguments too.
    @Test func aStyleTheProjectDeclaresUnderASystemNameIsTheProjects() throws {
        let style = ("App/ToggleStyles.swift", """
        import SwiftUI

        struct CheckboxToggleStyle: ToggleStyle {
            func makeBody(configuration: Configuration) -> some View {
                HStack {
                    RoundedRectangle(cornerRadius: 5)
                        .overlay { if configuration.isOn { Image(systemName: "checkmark") } }
                    configuration.label
                }
                .onTapGesture { configuration.isOn.toggle() }
            }
        }
        """)
        let view = ("App/TreatmentsView.swift", """
        import SwiftUI

        struct TreatmentsView: View {
            @State private var externalInsulin = false
            var body: some View {
                Toggle("External insulin", isOn: $externalInsulin).toggleStyle(CheckboxToggleStyle())
            }
        }
        """)
        let loaded = ProjectLoader.load(paths: [try TestSupport.write([style, view])], options: LoadOptions())
        #expect(loaded.inventory.notes == ["1 toggle drawn by the project's own ToggleStyle, read as a switch"])
    }

    /// The model format says it (`"style": "button"`), so an export speaks and lints the same.
    @Test func theStyleSurvivesTheExport() throws {
        let root = try TestSupport.write([SwiftUIToggleStyleTests.view])
        let exported = try HarkProcess.run(["export", "App", "--output", "model.json"], in: root)
        #expect(exported.status == 0, "\(exported.stderr)")
        let direct = try HarkProcess.run(["speak", "App", "--roles"], in: root)
        let model = try HarkProcess.run(["speak", "model.json", "--roles"], in: root)
        #expect(direct.stdout.split(separator: "\n").dropFirst() == model.stdout.split(separator: "\n").dropFirst())
        #expect(model.stdout.contains("Selected: Italic, button"), "\(model.stdout)")
        let wrong = try TestSupport.write([("m.json", #"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": "A", "switch": {"style": "checkbox"}}]}]}]}"#)])
        let failed = ProjectLoader.load(paths: [wrong + "/m.json"], options: LoadOptions())
        #expect(failed.failures.map(\.message) == ["\"style\" must be \"switch\" or \"button\", found \"checkbox\""])
    }
}
