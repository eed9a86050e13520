import Testing
@testable import HarkCore

/// SwiftUI toggles in every form the issue lists, their containers, modifiers and
/// localization, read from small projects in the shape real apps have.
@Suite struct SwiftUISourceTests {
    static let strings = [
        ("App/en.lproj/Localizable.strings", """
        "Wi-Fi" = "Wi-Fi";
        "Title" = "Title";
        "Subtitle" = "Subtitle";
        "Network" = "Network";
        "Items %lld" = "%lld items";
        "recently_added" = "Recently added";
        "Unused key" = "Never shown";
        """),
        ("App/fr.lproj/Localizable.strings", """
        "Wi-Fi" = "Wi-Fi";
        "Title" = "Titre";
        "Subtitle" = "Sous-titre";
        "Network" = "Réseau";
        "Items %lld" = "%lld éléments";
        "recently_added" = "Ajoutés récemment";
        """),
    ]

    /// The switches of a project: (name in English, in French, on, enabled).
    func read(_ swift: String, config: [LocalizationFunction] = [], extra: [(String, String)] = []) throws -> (units: [AuditUnit], switches: [(en: String, fr: String, cell: Cell)]) {
        let root = try TestSupport.write(SwiftUISourceTests.strings + [("App/Views/SettingsView.swift", swift)] + extra)
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions(localizationFunctions: config))
        if let failure = loaded.failures.first { throw failure }
        let vocabularies = try TestSupport.vocabularies()
        var switches: [(String, String, Cell)] = []
        for unit in loaded.units {
            for cell in unit.model?.screens.flatMap(\.cells) ?? [] {
                guard let element = cell.element else { continue }
                let names = ["en", "fr"].map { locale in
                    Announcer(vocabulary: vocabularies.resolve(locale).vocabulary,
                              resolver: TextResolver(catalog: unit.catalog, locale: locale, developmentLanguage: "en"))
                        .name(of: cell, element: element)?.text ?? "(none)"
                }
                switches.append((names[0], names[1], cell))
            }
        }
        return (loaded.units, switches)
    }

    @Test func everyToggleForm() throws {
        let (_, switches) = try read("""
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $a)
                    Toggle(isOn: $a) { Text("Title") }
                    Toggle(isOn: $a) { Label("Network", systemImage: "network") }
                    Toggle(isOn: $a) {
                        VStack(alignment: .leading) {
                            Text("Title")
                            Text("Subtitle").font(.caption)
                        }
                    }
                    Toggle("Network", systemImage: "network", isOn: $a)
                    Toggle(sources: $items, isOn: \\.isOn) { Text("Title") }
                    Toggle(isOn: $a, label: { Text("Subtitle") })
                    SwiftUI.Toggle("Wi-Fi", isOn: .constant(true))
                }
            }
        }
        """)
        #expect(switches.map(\.en) == ["Wi-Fi", "Title", "Network", "Title, Subtitle", "Network", "Title", "Subtitle", "Wi-Fi"])
        #expect(switches.map(\.fr) == ["Wi-Fi", "Titre", "Réseau", "Titre, Sous-titre", "Réseau", "Titre", "Sous-titre", "Wi-Fi"])
        #expect(switches.map { $0.cell.switchControl?.isOn } == [false, false, false, false, false, false, false, true])
        #expect(switches.first?.cell.id == "a")
        #expect(switches.first?.cell.location.line == 7)
    }

    @Test func sectionsTitlesAndModifiers() throws {
        let (units, switches) = try read("""
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                List {
                    Section("Network") {
                        Toggle("Wi-Fi", isOn: $a)
                            .accessibilityHint("Joins known networks")
                            .accessibilityIdentifier("wifi")
                    }
                    Section(header: Text("Title")) {
                        Toggle("", isOn: $a).labelsHidden().accessibilityLabel("Subtitle")
                        Toggle("Title", isOn: $a).disabled(true)
                        Toggle("Network", isOn: $a).accessibilityHidden(true)
                        Toggle("Network", isOn: $a).accessibilityElement(children: .ignore)
                    }
                }
                .navigationTitle("Network")
            }
        }
        """)
        let screen = try #require(units.compactMap(\.model).first?.screens.first)
        #expect(screen.id == "SettingsView")
        #expect(screen.title.map { if case .key(let key, _, _, _) = $0 { return key } else { return "" } } == "Network")
        #expect(screen.sections.map { $0.header.map { if case .key(let key, _, _, _) = $0 { return key } else { return "" } } } == ["Network", "Title"])
        #expect(switches.map(\.en) == ["Wi-Fi", "Subtitle", "Title", "Network", "(none)"])
        #expect(switches[0].cell.id == "wifi")
        #expect(switches[0].cell.switchControl?.accessibility?.hint != nil)
        #expect(switches[2].cell.switchControl?.isEnabled == false)
        #expect(switches[3].cell.switchControl?.accessibility?.hidden == true)
    }

    /// A row read as one element names its toggle with all its texts; a label view passed in
    /// is code Hark cannot evaluate.
    @Test func combinedRowsAndLabelsPassedIn() throws {
        let (_, switches) = try read("""
        import SwiftUI

        struct SettingsView<Label: View>: View {
            @State private var a = false
            let label: () -> Label
            var body: some View {
                HStack {
                    Text("Title")
                    Spacer()
                    Toggle("", isOn: $a).labelsHidden()
                }
                .accessibilityElement(children: .combine)
                HStack {
                    Text("Subtitle")
                    Toggle("", isOn: $a)
                }
                Toggle(isOn: $a, label: label)
            }
        }
        """)
        #expect(switches.map(\.fr) == ["Titre", "", "<expression>"])
    }

    /// Trio's consent toggle: a button's title in a label is read, its action is not.
    @Test func buttonsAndLinksInALabel() throws {
        let (_, switches) = try read("""
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                Toggle(isOn: $a) {
                    HStack {
                        Text("Title")
                        Button("Network") { openURL(URL(string: "https://example.com")!) }
                    }
                }
                Toggle(isOn: $a) {
                    HStack {
                        Text("Title")
                        Button(action: { show = true }) { Text("Subtitle") }
                    }
                }
                Toggle(isOn: $a) {
                    Link("Wi-Fi", destination: URL(string: "https://example.com")!)
                }
                Toggle(isOn: $a) {
                    Button { show = true } label: { Text("Network") }
                }
            }
        }
        """)
        #expect(switches.map(\.fr) == ["Titre, Réseau", "Titre, Sous-titre", "Wi-Fi", "Réseau"])
    }

    @Test func swiftUIFindings() throws {
        let root = try TestSupport.write(SwiftUISourceTests.strings + [("App/Views/SettingsView.swift", """
        import SwiftUI

        struct SettingsView: View {
            let title: String
            @State private var a = false
            var body: some View {
                Form {
                    Toggle(title, isOn: $a)
                    Toggle("", isOn: $a)
                    Toggle(isOn: $a) { Image(systemName: "wifi") }
                    Toggle(isOn: $a) { Text(verbatim: "Bluetooth") }
                    Toggle("Not in any table", isOn: $a)
                    Toggle("Items \\(count)", isOn: $a)
                }
            }
        }

        #Preview {
            Toggle("Preview only", isOn: .constant(true))
        }
        """)])
        let findings = try TestSupport.lint(root, relativeTo: root).filter { !$0.contains("[hint-missing]") && $0.hasPrefix("App/Views") }
        #expect(findings == [
            "App/Views/SettingsView.swift:8:20: warning: the text is the String `title`, shown as it is in every language unless the code that sets it localizes it: pass a string literal (a LocalizedStringKey) or String(localized:) instead of a String [l10n-hardcoded]",
            "App/Views/SettingsView.swift:8:20: note: switch \"a\" is named by `title`, which Hark cannot evaluate without running the app: VoiceOver says what it holds then, and Hark speaks it as <expression> [name-unresolved]",
            "App/Views/SettingsView.swift:9:13: error: switch \"a-2\" has an empty name: VoiceOver says only its state (in all 2 locales) [label-missing]",
            "App/Views/SettingsView.swift:10:13: error: switch \"a-3\" has no accessible name: give the Toggle a title or a label, or add .accessibilityLabel(_:) [label-missing]",
            "App/Views/SettingsView.swift:12:20: error: \"Not in any table\" is missing from fr.lproj/Localizable.strings: the text shows the development language's \"Not in any table\" (fr) [l10n-missing]",
            "App/Views/SettingsView.swift:13:29: note: switch \"a-6\" is named by `count`, which Hark cannot evaluate without running the app: VoiceOver says what it holds then, and Hark speaks it as <expression> [name-unresolved]",
        ])
        let inventory = try TestSupport.inventory(root)
        #expect(inventory == "Read: 1 Swift file (6 switches). Not resolved: 2 of 6 Swift switches named by code Hark cannot evaluate; 1 toggle in SwiftUI previews not audited.")
    }

    @Test func localizationFunctionsAndAccessorsAcrossFiles() throws {
        let generated = ("App/Generated/Strings.swift", """
        // Generated using SwiftGen
        internal enum L10n {
          /// Recently added
          internal static let recentlyAdded = L10n.tr("Localizable", "recently_added", fallback: "Recently added")
          internal enum Settings {
            internal static var title: String { return L10n.tr("Localizable", "Title") }
            internal static func items(_ p1: Int) -> String {
              return L10n.tr("Localizable", "Items %lld", p1)
            }
          }
          private static func tr(_ table: String, _ key: String, _ args: CVarArg..., fallback value: String = "") -> String {
            let format = BundleToken.bundle.localizedString(forKey: key, value: value, table: table)
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }
        """)
        let wrappers = ("App/Support/Localized.swift", """
        extension String {
            var localized: String { NSLocalizedString(self, comment: "") }
        }
        func loc(_ key: String) -> String { NSLocalizedString(key, comment: "") }
        """)
        let (_, switches) = try read("""
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                Form {
                    Toggle(L10n.recentlyAdded, isOn: $a)
                    Toggle(L10n.Settings.title, isOn: $a)
                    Toggle(L10n.Settings.items(count), isOn: $a)
                    Toggle("Network".localized, isOn: $a)
                    Toggle(loc("Subtitle"), isOn: $a)
                    Toggle("Wi-Fi".loco(), isOn: $a)
                    Toggle(String(localized: "Network"), isOn: $a)
                    Toggle(NSLocalizedString("Title", comment: ""), isOn: $a)
                    Toggle(isOn: $a) { Text(LocalizedStringResource("Subtitle")) }
                    Toggle("Items \\(count)", isOn: $a)
                }
            }
        }
        """, config: [LocalizationFunction(".loco()")].compactMap { $0 }, extra: [generated, wrappers])
        #expect(switches.map(\.fr) == ["Ajoutés récemment", "Titre", "<expression> éléments", "Réseau", "Sous-titre", "Wi-Fi", "Réseau", "Titre",
                                       "Sous-titre", "<expression> éléments"])
    }

    @Test func keysUsedInCodeFeedMissingAndUnused() throws {
        let root = try TestSupport.write(SwiftUISourceTests.strings + [("App/Views/SettingsView.swift", """
        import SwiftUI

        struct SettingsView: View {
            @State private var a = false
            var body: some View {
                Form {
                    Toggle("Wi-Fi", isOn: $a)
                    Button("Title") {}
                    Text("Subtitle")
                    Label("Network", systemImage: "network")
                    Text("Items \\(3)")
                }
                .alert("Only in English", isPresented: $a) {}
            }
            var detail: String { NSLocalizedString("recently_added", comment: "") }
            var computed: String { NSLocalizedString(key, comment: "") }
        }
        """), ("App/en.lproj/Extra.strings", "\"Only in English\" = \"Only in English\";\n")])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing == [
            "App/Views/SettingsView.swift:13:16: error: \"Only in English\" is missing from fr.lproj/Localizable.strings: the text in code shows the development language's \"Only in English\" (fr) [l10n-missing]",
            // The tables' own gaps, found by the folder's table audit.
            // A table no translation has: one note.
            "App/en.lproj/Extra.strings:1:1: note: Extra.strings exists only in en.lproj: its key shows in en in the other language; if it is not kept untranslated on purpose, translate it [l10n-missing]",
            // French lacks "Unused key" too, which no code looks up: it shows nowhere.
        ])
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused == ["App/en.lproj/Localizable.strings:7:1: note: \"Unused key\" in en.lproj/Localizable.strings is looked up nowhere in the code read, neither directly nor through an accessor the code uses (en) [l10n-unused]"])
        #expect(try TestSupport.inventory(root).hasSuffix("Not resolved: 1 lookup with a key computed at run time (l10n-unused may list keys they use)."))
    }

    /// `\(value, specifier: "%.2f")` writes its specifier into the key as it is, as SwiftUI's
    /// `LocalizedStringKey` does (openHAB's `Text("Hue: \(hue, specifier: "%.2f")")`).
    @Test func anInterpolationsOwnSpecifierIsTheKeys() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", "\"Hue: %.2f\" = \"Hue: %.2f\";\n\"Dim %.1f\" = \"Dim %.1f\";\n"),
            ("App/fr.lproj/Localizable.strings", "\"Hue: %.2f\" = \"Teinte : %.2f\";\n"),
            ("App/Views/ColorView.swift", """
            import SwiftUI

            struct ColorView: View {
                @State private var hue = 0.5
                var body: some View {
                    Text("Hue: \\(hue, specifier: "%.2f")")
                    Text("Dim \\(hue * 2, specifier: "%.1f")")
                }
            }
            """),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.contains { $0.contains("\"Dim %.1f\" is missing from fr.lproj/Localizable.strings") })
        #expect(!missing.contains { $0.contains("Hue") }, "\(missing)")
        let unused = try TestSupport.lint(root, relativeTo: root, rule: "l10n-unused")
        #expect(unused.isEmpty, "\(unused)")
    }

    /// Toggles in different cases of a `switch`, or in the two branches of an availability
    /// check, never show together; in one case, or beside the condition, they do.
    @Test func togglesInOtherBranchesAreNotOnScreenTogether() throws {
        let root = try TestSupport.write([
            ("App/SyncView.swift", """
            import SwiftUI

            struct SyncView: View {
                enum Mode { case wifi, cellular, off }
                let mode: Mode
                @Binding var a: Bool
                @Binding var b: Bool
                @Binding var c: Bool
                @Binding var d: Bool

                var body: some View {
                    Form {
                        switch mode {
                        case .wifi:
                            Toggle("Sync now", isOn: $a)
                        case .cellular:
                            HStack { Toggle("Sync now", isOn: $b) }
                            Toggle("Sync now", isOn: $c)
                        default:
                            EmptyView()
                        }
                        if #available(iOS 17, *) {
                            Toggle("Backup", isOn: $d)
                        } else {
                            Toggle("Backup", isOn: $a)
                        }
                    }
                }
            }
            """),
        ])
        let duplicates = try TestSupport.lint(root, relativeTo: root, rule: "duplicate-name")
        #expect(duplicates == [
            "App/SyncView.swift:18:17: warning: switches \"b\" (line 17) and \"c\" are both announced as \"Sync now\" (en) [duplicate-name]",
        ], "\(duplicates)")
    }
}

extension TestSupport {
    /// The inventory line `hark lint` ends its text report with.
    static func inventory(_ path: String) throws -> String {
        let loaded = ProjectLoader.load(paths: [path], options: LoadOptions())
        if let failure = loaded.failures.first { throw failure }
        return TextReporter().inventory(loaded.inventory, paths: PathDisplay(currentDirectory: path))
    }
}
