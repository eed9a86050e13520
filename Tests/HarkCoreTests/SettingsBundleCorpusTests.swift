import Testing
@testable import HarkCore

/// The Settings bundles of the corpus (NOTES-inputs.md §1), with every toggle, its names and
/// speech per language, and the verified defects pinned: found, and no false ones.
@Suite struct SettingsBundleCorpusTests {
    static let aShell = TestSupport.corpus + "/holzschu__a-shell/Settings.bundle"
    static let navCog = TestSupport.corpus + "/hulop__NavCogIOS/Settings.bundle"
    static let inAppSettingsKit = TestSupport.corpus + "/futuretap__InAppSettingsKit/InAppSettingsKitSampleApp/Settings.bundle"

    /// Rules that must stay silent on every corpus bundle: each toggle has a title, a key and a
    /// default, and Settings draws it with a switch's traits and state.
    static let silentRules = ["label-missing", "traits-missing", "state-missing", "hint-missing", "settings-default", "l10n-syntax",
                              "l10n-hardcoded", "duplicate-name"]

    struct Toggle: Equatable, CustomStringConvertible {
        let id: String
        let name: String
        let isOn: Bool
        var description: String { "\(id) \"\(name)\" \(isOn ? "on" : "off")" }
    }

    func unit(_ bundle: String) throws -> AuditUnit {
        try #require(try TestSupport.load([bundle]).first)
    }

    func announcer(_ unit: AuditUnit, _ locale: String, roles: Bool = false) throws -> Announcer {
        Announcer(vocabulary: try TestSupport.vocabularies().resolve(locale).vocabulary,
                  resolver: TextResolver(catalog: unit.catalog, locale: locale, developmentLanguage: "en"), includeRoles: roles)
    }

    func toggles(_ unit: AuditUnit, _ locale: String) throws -> [Toggle] {
        let speaker = try announcer(unit, locale)
        return try (unit.model?.screens ?? []).flatMap(\.cells).filter { $0.switchControl != nil }.map { cell in
            let element = try #require(cell.element)
            return Toggle(id: cell.id, name: speaker.name(of: cell, element: element)?.text ?? "", isOn: cell.switchControl?.isOn ?? false)
        }
    }

    /// The first toggle's announcement.
    func firstAnnouncement(_ unit: AuditUnit, _ locale: String, roles: Bool = false) throws -> String {
        let cell = try #require(unit.model?.screens.flatMap(\.cells).first { $0.switchControl != nil })
        return try announcer(unit, locale, roles: roles).announce(cell, element: try #require(cell.element)).text
    }

    /// "name, state, hint" in the locale's own words (the vocabularies are pinned elsewhere).
    func expectedSpeech(_ name: String, on: Bool, _ locale: String) throws -> String {
        let words = try TestSupport.vocabularies().resolve(locale).vocabulary
        return [name, words[on ? .on : .off], words[.switchHint]].joined(separator: words[.separator])
    }

    /// Findings as `rule line subject locale`, independent of wording.
    func findings(_ bundle: String) throws -> [String] {
        try TestSupport.auditor().audit(try TestSupport.load([bundle])).findings.map {
            "\($0.rule) \(FileSystem.baseName($0.location.file)):\($0.location.line) \($0.message.subject) \($0.locale ?? "all")"
        }
    }

    @Test func everyCorpusBundleIsTested() {
        var bundles: [String] = []
        func walk(_ folder: String) {
            for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
                let path = FileSystem.join(folder, name)
                guard FileSystem.isDirectory(path) else { continue }
                if SettingsBundleFormat().claims(path, isDirectory: true) { bundles.append(path) } else { walk(path) }
            }
        }
        walk(TestSupport.corpus)
        #expect(bundles.sorted() == [Self.inAppSettingsKit, Self.aShell, Self.navCog].sorted())
    }

    // MARK: - a-Shell: 7 toggles, 6 UTF-16 languages, titles missing from every table

    @Test func aShellTogglesInEveryLanguage() throws {
        let unit = try unit(Self.aShell)
        #expect(unit.catalog.locales == ["en", "es", "fr", "it", "ko", "zh_cn"], "zh_cn.lproj is a locale as written")
        let untranslated = ["Use the iPadOS toolbar", "Keep screen content between sessions", "Restart Vim or dash after closing a-Shell"]
        let names: [String: [String]] = [
            "en": ["Caps-Lock = Escape", "zshmarks-style bookmarks (jump, bookmark...)", "bashmarks-style bookmarks (l, s, g...)",
                   "Show toolbar (Esc, Ctrl, Tab, arrows)"],
            "es": ["Bloq Mayús = Esc", "Marcadores estilo zshmarks (jump, bookmark...)", "Marcadores estilo bashmarks (l, s, g...)",
                   "Mostrar barra de herramientas (Esc, Ctrl, Tab, flechas)"],
            "fr": ["Caps-Lock = Escape", "Commandes de bookmarks comme zshmarks (jump, bookmark...)",
                   "Commandes de bookmarks comme bashmarks (l, s, g...)", "Afficher les boutons au dessus du clavier (Esc, Ctrl, Tab, arrows)"],
            "it": ["Blocco maiuscole = Esc", "Segnalibri in stile zshmarks (jump, bookmark...)", "Segnalibri in stile bashmarks (l, s, g...)",
                   "Mostra la barra degli strumenti (Tab, Ctrl, Esc, frecce)"],
            "ko": ["Caps Lock = Esc", "zshmarks 형식의 북마크 (jump, bookmark...)", "bashmarks 형식의 북마크 (l, s, g...)", "툴바 보기 (Esc, Ctrl, Tab, 화살표)"],
            "zh_cn": ["Caps-Lock = Esc", "zshmarks 风格书签 (jump, bookmark...)", "bashmarks 风格书签 (l, s, g...)", "显示工具栏 (Tab, Ctrl, Esc, frecce)"],
        ]
        let ids = ["escape_preference", "zshmarks", "bashmarks", "show_toolbar", "system_toolbar", "keep_content", "restart_vim"]
        let states = [false, true, false, true, false, true, false]
        for (locale, translated) in names {
            let actual = try toggles(unit, locale)
            #expect(actual.map(\.name) == translated + untranslated, "\(locale)")
            #expect(actual.map(\.id) == ids)
            #expect(actual.map(\.isOn) == states)
        }
        #expect(try firstAnnouncement(unit, "en") == "Caps-Lock = Escape, off, Double tap to toggle setting.")
        #expect(try firstAnnouncement(unit, "en", roles: true) == "Caps-Lock = Escape, switch button, off, Double tap to toggle setting.")
        for (locale, translated) in names {
            #expect(try firstAnnouncement(unit, locale) == (try expectedSpeech(translated[0], on: false, locale)), "\(locale)")
        }
        #expect(try firstAnnouncement(unit, "fr") == "Caps-Lock = Escape, désactivé, Touchez deux fois pour changer le réglage.")
    }

    @Test func aShellDefectsAreFoundAndNoOthers() throws {
        let found = try findings(Self.aShell)
        // Titles in no table: every translation shows English (the development text is the title).
        let missing = [(75, "Use the iPadOS toolbar"), (85, "Toolbar color:"), (92, "system settings"),
                       (93, "depends on screen color (default)"), (94, "dark mode"), (95, "light mode"), (109, "Screen space:"),
                       (116, "Safer"), (117, "Default"), (118, "Maximum"), (131, "Keep screen content between sessions"),
                       (141, "Restart Vim or dash after closing a-Shell")]
        #expect(found.filter { $0.hasPrefix("l10n-missing ") } == missing.map { "l10n-missing Root.plist:\($0.0) \($0.1) all" })
        // Stale keys of the old titles.
        #expect(found.filter { $0.hasPrefix("l10n-unused ") } == [
            "l10n-unused Root.strings:8 Restart Vim after closing a-Shell en",
            "l10n-unused Root.strings:9 Enable TeX (1.3 GB) en",
            "l10n-unused Root.strings:10 Enable LuaTeX (+330 MB) en",
        ])
        #expect(found.filter { $0.hasPrefix("l10n-untranslated ") } == ["l10n-untranslated Root.strings:4 Caps-Lock = Escape fr"])
        for rule in Self.silentRules + ["child-pane-missing", "l10n-empty"] {
            #expect(!found.contains { $0.hasPrefix(rule + " ") }, "\(rule)")
        }
    }

    // MARK: - NavCog: key-style titles, an XML comment after the DOCTYPE

    @Test func navCogTitlesAreKeysResolvedInBothLanguages() throws {
        let unit = try unit(Self.navCog)
        #expect(try toggles(unit, "en") == [Toggle(id: "devmode_preference", name: "Developer Mode", isOn: false),
                                              Toggle(id: "meter_preference", name: "Meter Mode", isOn: false)])
        #expect(try toggles(unit, "ja").map(\.name) == ["開発者モード", "メートルモード"])
        #expect(try firstAnnouncement(unit, "en") == "Developer Mode, off, Double tap to toggle setting.")
        #expect(try firstAnnouncement(unit, "ja") == (try expectedSpeech("開発者モード", on: false, "ja")))
        let cell = try #require(unit.model?.screens.first?.cells.first)
        #expect(cell.location.line == 31, "the specifier's <dict>, after the licence comment")
        #expect(try findings(Self.navCog).isEmpty, "both tables are complete")
    }

    // MARK: - InAppSettingsKit: many specifier kinds, UTF-16 en and UTF-8 de

    @Test func inAppSettingsKitRowsSectionsAndChoices() throws {
        let unit = try unit(Self.inAppSettingsKit)
        let model = try #require(unit.model)
        #expect(model.screens.map(\.id) == ["Root", "Root/mulValue", "Root/mulValueOther"])
        let root = model.screens[0]
        let english = try announcer(unit, "en").resolver
        #expect(root.sections.map { $0.header.map { english.resolve($0).text } } ==
                ["Toggle Switch", "Multiple Values", "Without title", "Text Field", "", "Application Information"])
        #expect(root.sections[4].footer.map { english.resolve($0).text } == "This is a Footer Text (supported by Settings.app in iOS 4 or higher)")
        // InAppSettingsKit's own button specifiers are not drawn by the Settings app.
        #expect(root.cells.map(\.id) == ["toggleSwitch", "version", "mulValue", "mulValueOther", "signature", "Complete List",
                                         "ADVANCED_TITLE", "version-16", "copyright"])
        #expect(root.cells.map { $0.opens?.screenID } == [nil, nil, "Root/mulValue", "Root/mulValueOther", nil, "Complete", "Advanced", nil, nil])
        #expect(model.screens[1].cells.map { english.resolve($0.text ?? .literal("", at: root.location)).text }.prefix(3) == ["Maybe", "No", "Yes"])
        #expect(try toggles(unit, "en") == [Toggle(id: "toggleSwitch", name: "Toggle Switch", isOn: true)])
        #expect(try toggles(unit, "de").map(\.name) == ["Toggle Schalter"])
        #expect(try firstAnnouncement(unit, "de") == (try expectedSpeech("Toggle Schalter", on: true, "de")))
    }

    @Test func inAppSettingsKitDefectsAreFoundAndNoOthers() throws {
        let found = try findings(Self.inAppSettingsKit)
        // Only Root.plist was copied: its two child panes are not in the bundle.
        #expect(found.filter { $0.hasPrefix("child-pane-missing ") } == [
            "child-pane-missing Root.plist:163 Complete all", "child-pane-missing Root.plist:171 Advanced all",
        ])
        // The bundle keys what it translates as identifiers (MUL_VAL_4): its titles written as
        // text that no table has ("Copyright", the footer) are shown as written on purpose.
        #expect(found.filter { $0.hasPrefix("l10n-missing ") } == (4...11).map { "l10n-missing Root.plist:\($0 + 83) MUL_VAL_\($0) de" })
        #expect(found.filter { $0.hasPrefix("l10n-empty ") }.isEmpty,
                "MUL_VAL_NO_TITLE_NIL: blank in English and German alike, a title left out on purpose; EMPTY is a key no pane shows (l10n-unused)")
        #expect(found.contains("l10n-unused Root.strings:54 TOGGLE_SWITCH2 en"), "a key of the child panes that are not there")
        #expect(found.contains("label-style Root.plist:45 Toggle Switch en"), "\"Toggle Switch\" names the control's role")
        #expect(!found.contains("label-style Root.plist:45 Toggle Schalter de"), "so does its German title: the original's finding")
        for rule in Self.silentRules { #expect(!found.contains { $0.hasPrefix(rule + " ") }, "\(rule)") }
    }

    // MARK: - Export

    @Test(arguments: [aShell, navCog, inAppSettingsKit])
    func exportedModelLintsToTheSameFindings(_ bundle: String) throws {
        let root = try TestSupport.makeTemporaryFolder()
        let export = try HarkProcess.run(["export", bundle, "--output", root + "/model.json"])
        #expect(export.status == 0, "\(export.stderr)")
        let fromBundle = try TestSupport.findingsIgnoringPhrasing(bundle)
        let fromExport = try TestSupport.findingsIgnoringPhrasing(root + "/model.json")
        #expect(fromBundle.sorted() == fromExport.sorted())
        #expect(!fromBundle.isEmpty || bundle == Self.navCog)
        #expect(try TestSupport.load([root + "/model.json"]).first?.model?.cells(withSwitch: true) ==
                (try unit(bundle)).model?.cells(withSwitch: true))
    }
}

extension AppModel {
    /// The ids of the cells with (or without) a switch, screen by screen.
    func cells(withSwitch: Bool) -> [String] {
        screens.flatMap { screen in screen.cells.filter { ($0.switchControl != nil) == withSwitch }.map { screen.id + "/" + $0.id } }
    }
}
