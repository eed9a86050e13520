import Testing
@testable import HarkCore

/// Every SwiftUI view and UIKit source file of the corpus with toggles, with what Hark reads
/// from it pinned: each switch's spoken name in English, as listed toggle by toggle in
/// ../shared/corpus/NOTES-inputs.md.
@Suite struct SourceCorpusTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let file: String
        /// The spoken names (development language), in file order; "" for an empty name.
        let names: [String]
        let title: String?
        var testDescription: String { FileSystem.baseName(file) }
    }

    static let phoenix = "ACINQ__phoenix/phoenix-ios/phoenix-ios/views/configuration/privacy and security/"

    static let files: [Expected] = [
        Expected(file: phoenix + "PaymentsBackupView.swift", names: ["iCloud backup", "", ""], title: "Payments Backup"),
        Expected(file: phoenix + "AppAccessView.swift", names: ["Require Touch ID"], title: "App Access"),
        Expected(file: phoenix + "TorConfigurationView.swift", names: ["Tor is enabled"], title: "Tor"),
        Expected(file: "Cizzuk__Side-Search/Side Search/Views/MainView.swift",
                 names: ["Manually Confirm", "Start with Mic Muted", "Continue in Background", "Keep on Standby", "Disable Markdown Rendering"],
                 title: "Side Search"),
        Expected(file: "Cizzuk__Side-Search/Side Search/Views/AssistantSettings/GeminiAPIAssistantSettingsView.swift",
                 names: ["Enable Web Search"], title: nil),
        Expected(file: "swiftbar__SwiftBar/SwiftBar/UI/Preferences/GeneralPreferencesView.swift", names: ["Launch at Login", "", ""], title: nil),
        Expected(file: "swiftbar__SwiftBar/SwiftBar/UI/Preferences/AdvancedPreferencesView.swift", names: ["", ""], title: nil),
        Expected(file: "swiftbar__SwiftBar/SwiftBar/Utility/LaunchAtLogin.swift", names: ["<expression>", "<expression>"], title: nil),
        Expected(file: "p0deje__Maccy/Maccy/Settings/GeneralSettingsPane.swift",
                 names: ["Launch at login", "Check for updates automatically", "Paste automatically", "Paste without formatting"], title: nil),
        Expected(file: "p0deje__Maccy/Maccy/Settings/StorageSettingsPane.swift", names: ["Files", "Images", "Text"], title: nil),
        Expected(file: "wallabag__ios-app/App/Features/Setting/SettingView.swift",
                 names: ["Show image in list", "Show total entries badge", "Justify entry", "Refresh on startup"], title: "Settings"),
        Expected(file: "mozilla-mobile__focus-ios/focus-ios/Blockzilla/Settings/Controller/AutocompleteSettingViewController.swift",
                 names: ["Top Sites", "My Sites"], title: "URL Autocomplete"),
        Expected(file: "ceaseless-prayer__CeaselessIOS/Ceaseless/MenuViewController.m", names: ["Developer mode"], title: nil),
    ]

    /// Every corpus source file that creates a switch is listed.
    @Test func everyCorpusFileWithASwitchIsListed() throws {
        let sources = FileSystem.files(under: TestSupport.corpus).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }
        var withSwitches: Set<String> = []
        for path in sources {
            let unit = try TestSupport.load([path])
            if unit.contains(where: { ($0.model?.switchCount ?? 0) > 0 }) { withSwitches.insert(String(path.dropFirst(TestSupport.corpus.count + 1))) }
        }
        #expect(withSwitches == Set(SourceCorpusTests.files.map(\.file)))
    }

    static func announcer(_ unit: AuditUnit, _ locale: String = "en") throws -> Announcer {
        Announcer(vocabulary: try TestSupport.vocabularies().resolve(locale).vocabulary,
                  resolver: TextResolver(catalog: unit.catalog, locale: locale, developmentLanguage: "en"))
    }

    /// Names as VoiceOver says them, each file read alone (its project's declarations resolve
    /// accessors and wrappers).
    @Test(arguments: files)
    func readsEveryToggleAndItsName(_ expected: Expected) throws {
        let units = try TestSupport.load([TestSupport.corpus + "/" + expected.file]).filter { $0.model != nil }
        let unit = try #require(units.first)
        #expect(units.count == 1)
        let model = try #require(unit.model)
        let announcer = try SourceCorpusTests.announcer(unit)
        let cells = model.screens.flatMap(\.cells).filter { $0.switchControl != nil }
        let names = try cells.map { cell in announcer.name(of: cell, element: try #require(cell.element))?.text ?? "" }
        #expect(names == expected.names)
        if let title = expected.title {
            #expect(model.screens.contains { $0.title.map { announcer.resolver.resolve($0).text } == title })
        }
        for cell in cells {
            #expect(cell.location.file.hasSuffix(FileSystem.baseName(expected.file)))
            #expect(cell.location.line > 1)
        }
    }

    /// The same names when the whole corpus folder is read at once.
    @Test func theCorpusReadAsOneFindsTheSameSwitches() throws {
        let units = try TestSupport.load([TestSupport.corpus])
        let sourceSwitches = units.compactMap(\.model).filter { $0.codeTexts != nil }
            .reduce(0) { $0 + $1.switchCount }
        #expect(sourceSwitches == SourceCorpusTests.files.reduce(0) { $0 + $1.names.count })
    }

    @Test func sectionsAndPositionsOfSideSearch() throws {
        let unit = try #require(try TestSupport.load([TestSupport.corpus + "/Cizzuk__Side-Search"]).first { $0.model != nil })
        let screen = try #require(unit.model?.screens.first { $0.id == "MainView" })
        let announcer = try SourceCorpusTests.announcer(unit)
        let headers = screen.sections.filter { $0.cells.contains { $0.switchControl != nil } }.map { $0.header.map { announcer.resolver.resolve($0).text } }
        #expect(headers == ["Speech Settings", "Background Settings", nil], "Section { … } header: { Text(…) }, and one with no header")
        let lines = screen.cells.map(\.location.line)
        #expect(lines == [52, 54, 74, 77, 97])
        // Japanese from the String Catalog.
        let japanese = try SourceCorpusTests.announcer(unit, "ja")
        let first = try #require(screen.cells.first)
        #expect(japanese.name(of: first, element: try #require(first.element))?.source == .localized)
    }

    /// The text report ends with what was read, sources included, and what was not resolved.
    @Test func theInventoryLineCountsSourcesAndWhatWasNotResolved() throws {
        let run = try HarkProcess.run(["lint", "../shared/corpus/swiftbar__SwiftBar", "../shared/corpus/ceaseless-prayer__CeaselessIOS", "--fail-on", "never"])
        #expect(run.status == 0)
        let last = run.stdout.split(separator: "\n").last.map(String.init) ?? ""
        #expect(last == "Read: 4 Swift files (7 switches), 1 Objective-C file (1 switch). Not resolved: 4 enums no code names: the keys their code looks up count as unused; 2 of 7 Swift switches named by code Hark cannot evaluate.",
                "\(last)")
    }

    // MARK: - The defects NOTES-inputs.md lists

    @Test func wallabagTogglesAreNeverTranslated() throws {
        let root = TestSupport.corpus + "/wallabag__ios-app"
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing").filter { $0.hasPrefix("App/Features") }
        for key in ["Show image in list", "Show total entries badge", "Justify entry", "Refresh on startup", "Entries list", "Notifications", "Entry", "Sync", "Settings"] {
            #expect(missing.contains { $0.contains("\"\(key)\" is missing from Localizable.strings") && $0.hasSuffix("(in all 3 translations) [l10n-missing]") },
                    "\(key)")
        }
        #expect(missing.contains("App/Features/Setting/SettingView.swift:24:24: error: \"Show image in list\" is missing from Localizable.strings: the text shows the development language's \"Show image in list\" (in all 3 translations) [l10n-missing]"))
    }

    @Test func emptyTitlesAreLabelMissing() throws {
        let root = TestSupport.corpus + "/swiftbar__SwiftBar"
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(findings == [
            "SwiftBar/UI/Preferences/AdvancedPreferencesView.swift:22:21: error: switch \"preferences.swiftBarIconIsHidden\" has an empty name: VoiceOver says only its state (in all 3 locales) [label-missing]",
            "SwiftBar/UI/Preferences/AdvancedPreferencesView.swift:28:21: error: switch \"preferences.stealthMode\" has an empty name: VoiceOver says only its state (in all 3 locales) [label-missing]",
            "SwiftBar/UI/Preferences/GeneralPreferencesView.swift:17:21: error: switch \"preferences.dimOnManualRefresh\" has an empty name: VoiceOver says only its state (in all 3 locales) [label-missing]",
            "SwiftBar/UI/Preferences/GeneralPreferencesView.swift:46:21: error: switch \"preferences.includeBetaUpdates\" has an empty name: VoiceOver says only its state (in all 3 locales) [label-missing]",
        ])
        let phoenix = TestSupport.corpus + "/ACINQ__phoenix"
        let empty = try TestSupport.lint(phoenix, relativeTo: phoenix, rule: "label-missing")
        #expect(empty.map { $0.split(separator: ":").prefix(2).joined(separator: ":") } == [
            "phoenix-ios/phoenix-ios/views/configuration/privacy and security/PaymentsBackupView.swift:160",
            "phoenix-ios/phoenix-ios/views/configuration/privacy and security/PaymentsBackupView.swift:210",
        ])
    }

    @Test func maccyTablesLeaveCatalanAndBengaliTogglesUnnamed() throws {
        let root = TestSupport.corpus + "/p0deje__Maccy"
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(findings.filter { $0.hasSuffix("(ca) [label-missing]") }.count == 4, "GeneralSettings.strings in ca: every value empty")
        #expect(findings.filter { $0.hasSuffix("(bn) [label-missing]") }.count == 3, "StorageSettings.strings in bn: every value empty")
        #expect(findings.count == 7)
        let unit = try #require(try TestSupport.load([root]).first { $0.model != nil })
        #expect(unit.catalog.tables["en"]?.keys.sorted() == ["GeneralSettings", "StorageSettings"])
    }

    @Test func phoenixKeysMissingInThreeLanguages() throws {
        let root = TestSupport.corpus + "/ACINQ__phoenix"
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing").filter { $0.contains("PaymentsBackupView.swift") }
        let keys = Set(findings.compactMap { $0.split(separator: "\"").dropFirst().first.map(String.init) })
        #expect(keys == ["Payments Backup", "iCloud backup"])
        #expect(findings.count == 2 && findings.allSatisfy { $0.hasSuffix("(in 3 of 4 translations, all but ar) [l10n-missing]") },
                "cs, es and fr, each key once; ar has both: \(findings)")
    }

    @Test func focusNamesComeFromTheCellTextThroughUIConstants() throws {
        let root = TestSupport.corpus + "/mozilla-mobile__focus-ios"
        let unit = try #require(try TestSupport.load([root]).first { $0.model?.switchCount == 2 })
        let cells = try #require(unit.model?.screens.first?.cells)
        #expect(cells.map(\.id) == ["toggleAutocompleteSwitch", "toggleCustomAutocompleteSwitch"], "accessibilityIdentifier")
        #expect(cells.map(\.text) == [
            .key("Autocomplete.topSites", table: "Localizable", defaultValue: "Top Sites",
                 at: SourceLocation(file: root + "/focus-ios/Blockzilla/UIComponents/UIConstants.swift", line: 311, column: 61)),
            .key("Autocomplete.mySites", table: "Localizable", defaultValue: "My Sites",
                 at: SourceLocation(file: root + "/focus-ios/Blockzilla/UIComponents/UIConstants.swift", line: 310, column: 60)),
        ])
        let german = try SourceCorpusTests.announcer(unit, "de")
        #expect(german.announce(cells[0], element: try #require(cells[0].element)).text == "Meistbesuchte Seiten, Aus, Zum Umschalten Doppeltippen.")
        #expect(unit.model?.phrasing.name == SourceFormat.uiKitPhrasing.name)
    }

    @Test func ceaselessDeveloperModeIsHardCoded() throws {
        let root = TestSupport.corpus + "/ceaseless-prayer__CeaselessIOS"
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-hardcoded")
        #expect(findings == [
            "Ceaseless/MenuViewController.m:91:27: warning: the text \"Developer mode\" is a plain string, the same in every language: use NSLocalizedString or String(localized:) [l10n-hardcoded]",
        ])
    }

    @Test func swiftBarWrapperLabelIsUnresolvedOnce() throws {
        let root = TestSupport.corpus + "/swiftbar__SwiftBar"
        let notes = try TestSupport.lint(root, relativeTo: root, rule: "name-unresolved")
        #expect(notes == [
            "SwiftBar/Utility/LaunchAtLogin.swift:117:66: note: switch \"launchAtLogin.isEnabled\" is named by `label`, which Hark cannot evaluate without running the app: VoiceOver says what it holds then, and Hark speaks it as <expression> [name-unresolved]",
            "SwiftBar/Utility/LaunchAtLogin.swift:119:58: note: switch \"Toggle-119\" is named by `label`, which Hark cannot evaluate without running the app: VoiceOver says what it holds then, and Hark speaks it as <expression> [name-unresolved]",
        ])
        // `.disabled(true)` and `.help(…)` on the second.
        let unit = try #require(try TestSupport.load([root]).first { $0.model != nil })
        let control = try #require(unit.model?.screens.first { $0.id == "Toggle" }?.cells.last?.switchControl)
        #expect(!control.isEnabled)
        #expect(control.accessibility?.hint.map { if case .key(let key, _, _, _) = $0 { return key } else { return "" } }
                == "Launch at login requires macOS 13.0 or later")
    }
}
