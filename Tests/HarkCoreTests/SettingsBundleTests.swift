import Foundation
import Testing
@testable import HarkCore

/// What the Settings bundle format reads, and what Hark finds in it, on bundles built in the
/// shapes Xcode writes (`SettingsBundleFixtures`).
@Suite struct SettingsBundleTests {
    typealias F = SettingsBundleFixtures

    func model(_ root: String, bundle: String = "Settings.bundle") throws -> AppModel {
        try #require(try TestSupport.load([root + "/" + bundle]).first?.model)
    }

    func lint(_ root: String, rule: String? = nil) throws -> [String] {
        try TestSupport.lint(root, relativeTo: root, rule: rule)
    }

    func speech(_ root: String, bundle: String = "Settings.bundle", locale: String = "en", roles: Bool = false) throws -> [String] {
        let unit = try #require(try TestSupport.load([root + "/" + bundle]).first)
        let announcer = Announcer(vocabulary: try TestSupport.vocabularies().resolve(locale).vocabulary,
                                  resolver: TextResolver(catalog: unit.catalog, locale: locale, developmentLanguage: "en"), includeRoles: roles)
        return (unit.model?.screens ?? []).flatMap { announcer.transcript(of: $0).map(\.text) }
    }

    // MARK: - Xcode's template

    /// Xcode's iOS template, and the same as a WatchKit app's `Settings-Watch.bundle`.
    @Test(arguments: ["Settings.bundle", "Settings-Watch.bundle"])
    func xcodeTemplateIsReadAndSpoken(_ bundle: String) throws {
        let root = try F.write(F.xcodeTemplate)
        if bundle != "Settings.bundle" { try FileManager.default.moveItem(atPath: root + "/Settings.bundle", toPath: root + "/" + bundle) }
        let model = try model(root, bundle: bundle)
        #expect(model.screens.map(\.id) == ["Root"])
        #expect(model.screens[0].sections.count == 1)
        #expect(model.screens[0].cells.map(\.id) == ["name_preference", "enabled_preference", "slider_preference"])
        let toggle = try #require(model.screens[0].cells[1].switchControl)
        #expect(toggle.isOn && toggle.isSwitchKind && toggle.isEnabled)
        #expect(toggle.preference?.key == "enabled_preference")
        #expect(toggle.location == SourceLocation(file: root + "/\(bundle)/Root.plist", line: 33, column: 3))
        #expect(try speech(root, bundle: bundle) == ["Group, heading", "Name", "Enabled, on, Double tap to toggle setting."])
        #expect(try speech(root, bundle: bundle, roles: true).last == "Enabled, switch button, on, Double tap to toggle setting.")
        // The template's table still lists "none given", a default the text field lost long ago.
        #expect(try lint(root) == [
            "\(bundle)/en.lproj/Root.strings:5:1: note: \"none given\" in en.lproj/Root.strings is used by no screen of the model (en) [l10n-unused]",
        ])
    }

    /// A key the bundle's panes never show, left in the development table (UTM's "Two Finger
    /// Scroll", renamed "Two Finger Swipe" in its Root.plist), is unused, and no translation
    /// misses it: translating it would show nowhere.
    @Test func aKeyNoPaneShowsIsNotMissingFromTranslations() throws {
        let root = try F.write(F.xcodeTemplate + [
            ("Settings.bundle/ja.lproj/Root.strings", Array("\"Group\" = \"グループ\";\n\"Name\" = \"名前\";\n\"Enabled\" = \"有効\";\n".utf8)),
        ])
        #expect(try lint(root) == [
            "Settings.bundle/en.lproj/Root.strings:5:1: note: \"none given\" in en.lproj/Root.strings is used by no screen of the model (en) [l10n-unused]",
        ])
    }

    /// The template with its Root.plist in binary, as a build may copy it: the same screens and
    /// findings; positions are the specifier's index.
    @Test func binaryPanesReadLikeXMLWithSpecifierIndexesAsLines() throws {
        let xml = try F.write(F.xcodeTemplate)
        let binary = try F.write([
            ("Settings.bundle/Root.plist", BinaryPlistWriter.encode(.dictionary([
                ("StringsTable", .string("Root")),
                ("PreferenceSpecifiers", .array([
                    .dictionary([("Type", .string("PSGroupSpecifier")), ("Title", .string("Group"))]),
                    .dictionary([("Type", .string("PSTextFieldSpecifier")), ("Title", .string("Name")), ("Key", .string("name_preference")),
                                 ("DefaultValue", .string(""))]),
                    .dictionary([("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string("Enabled")),
                                 ("Key", .string("enabled_preference")), ("DefaultValue", .bool(true))]),
                    .dictionary([("Type", .string("PSSliderSpecifier")), ("Key", .string("slider_preference")), ("DefaultValue", .real(0.5)),
                                 ("MinimumValue", .integer(0)), ("MaximumValue", .integer(1))]),
                    .dictionary([("Type", .string("PSToggleSwitchSpecifier")), ("Key", .string("untitled")), ("DefaultValue", .integer(1)),
                                 ("TrueValue", .integer(1)), ("FalseValue", .integer(0))]),
                ])),
            ]))),
            F.xcodeTemplate[1],
        ])
        let model = try model(binary)
        let cells = model.screens[0].cells
        #expect(cells.map(\.id) == ["name_preference", "enabled_preference", "slider_preference", "untitled"])
        #expect(cells.map(\.location.line) == [2, 3, 4, 5], "the 1-based index in PreferenceSpecifiers")
        #expect(cells.compactMap(\.switchControl).map(\.isOn) == [true, true], "1 equals TrueValue 1")
        #expect(try speech(binary).prefix(3) == (try speech(xml)).prefix(3))
        #expect(try lint(binary) == [
            "Settings.bundle/Root.plist:5:1: error: switch \"untitled\" has no accessible name: give the PSToggleSwitchSpecifier a `Title` [label-missing]",
            "Settings.bundle/en.lproj/Root.strings:5:1: note: \"none given\" in en.lproj/Root.strings is used by no screen of the model (en) [l10n-unused]",
        ])
    }

    // MARK: - Panes

    @Test func childPanesAreScreensTitledByTheirRowAndCyclesAreReadOnce() throws {
        let root = try F.write([
            ("Settings.bundle/Root.plist", F.utf8(F.pane([
                F.toggle("Sync", key: "sync"),
                F.childPane("Advanced", file: "Advanced"),
                F.childPane("Licences", file: "Packages/Licences"),
                F.childPane("Escape", file: "../Other"),
            ]))),
            ("Settings.bundle/Advanced.plist", F.utf8(F.pane([
                F.group("Debugging", footer: "Logs stay on the device."),
                F.toggle("Verbose Logging", key: "verbose", defaultValue: "<false/>"),
                F.childPane("Back to Root", file: "Root"),
                F.childPane("Again", file: "Advanced.plist"),
            ]))),
            ("Settings.bundle/Packages/Licences.plist", F.utf8(F.pane([F.group(nil, footer: "MIT License\u{0C}Copyright")], stringsTable: nil))),
            ("Settings.bundle/en.lproj/Root.strings", F.strings([("Sync", "Sync"), ("Advanced", "Advanced"), ("Licences", "Licences"),
                                                                  ("Escape", "Escape"), ("Debugging", "Debugging"),
                                                                  ("Logs stay on the device.", "Logs stay on the device."),
                                                                  ("Verbose Logging", "Verbose Logging"), ("Back to Root", "Back to Root"),
                                                                  ("Again", "Again")])),
            ("Settings.bundle/fr.lproj/Root.strings", F.strings([("Sync", "Synchroniser"), ("Advanced", "Avancé"), ("Licences", "Licences"),
                                                                  ("Escape", "Sortir"), ("Debugging", "Débogage"),
                                                                  ("Logs stay on the device.", "Les journaux restent sur l’appareil."),
                                                                  ("Verbose Logging", "Journal détaillé"), ("Back to Root", "Retour"),
                                                                  ("Again", "Encore")])),
        ])
        let model = try model(root)
        #expect(model.screens.map(\.id) == ["Root", "Advanced", "Packages/Licences"])
        let french = TextResolver(catalog: try TestSupport.load([root + "/Settings.bundle"])[0].catalog, locale: "fr", developmentLanguage: "en")
        #expect(model.screens[1].title.map { french.resolve($0).text } == "Avancé")
        #expect(model.screens[1].sections[0].footer != nil)
        #expect(try speech(root, locale: "fr").contains("Les journaux restent sur l’appareil."), "footers are read after their section")
        // A pane without StringsTable is shown as written, and one without switches (licences)
        // is not reported as hard-coded.
        if case .literal(let text, _)? = model.screens[2].sections[0].footer { #expect(text == "MIT License Copyright", "a form feed reads as a space") }
        else { Issue.record("the licence is a plain string") }
        let found = try lint(root)
        #expect(found == [
            "Settings.bundle/Root.plist:41:4: error: row \"Escape\" opens \"../Other\", which does not exist: tapping it leads nowhere [child-pane-missing]",
            "Settings.bundle/fr.lproj/Root.strings:3:1: warning: \"Licences\" is \"Licences\" in fr as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (fr) [l10n-untranslated]",
        ], "\(found)")
    }

    @Test func inAppSettingsKitPanesAreReadBesideTheSettingsAppOnes() throws {
        let root = try F.write([
            ("Settings.bundle/Root.plist", F.utf8(F.pane([F.childPane("More", file: "More")]))),
            ("Settings.bundle/Root.inApp.plist", F.utf8(F.pane([F.toggle("In App Only", key: "in_app"), F.childPane("More", file: "More"),
                                                                F.specifier("IASKButtonSpecifier", [("Title", F.string("Rate")), ("Key", F.string("rate"))])]))),
            ("Settings.bundle/More.plist", F.utf8(F.pane([F.toggle("Everywhere", key: "everywhere")]))),
            ("Settings.bundle/More.inApp.plist", F.utf8(F.pane([F.toggle("In App More", key: "more")]))),
        ])
        let model = try model(root)
        #expect(model.screens.map(\.id) == ["Root", "Root.inApp", "More", "More.inApp"])
        #expect(model.screens[1].cells.map(\.id) == ["in_app", "More", "rate"], "in the app, InAppSettingsKit's own rows are drawn too")
        #expect(model.cells(withSwitch: true) == ["Root.inApp/in_app", "More/everywhere", "More.inApp/more"])
        #expect(model.app.localizations == nil, "no .lproj folder: nothing is localized")
        #expect(try lint(root).isEmpty)
    }

    // MARK: - Findings on toggles

    @Test func togglesWithoutTitlesKeysOrDefaultsAndDuplicateTitles() throws {
        let root = try F.write([
            ("Settings.bundle/Root.plist", F.utf8(F.pane([
                F.toggle(nil, key: "untitled"),
                F.toggle("", key: "empty"),
                F.toggle("Sounds", key: nil),
                F.toggle("Sounds", key: "sounds_again", defaultValue: nil),
            ]))),
            ("Settings.bundle/en.lproj/Root.strings", F.strings([("Sounds", "Sounds")])),
        ])
        #expect(try lint(root) == [
            "Settings.bundle/Root.plist:9:3: error: switch \"untitled\" has no accessible name: give the PSToggleSwitchSpecifier a `Title` [label-missing]",
            "Settings.bundle/Root.plist:17:3: error: switch \"empty\" has an empty name: VoiceOver says only its state (en) [label-missing]",
            "Settings.bundle/Root.plist:27:3: warning: toggle \"Sounds\" has no `Key`: Settings has nowhere to store its value [settings-default]",
            "Settings.bundle/Root.plist:35:3: warning: switches \"Sounds\" (line 27) and \"sounds_again\" are both announced as \"Sounds\" (en) [duplicate-name]",
            "Settings.bundle/Root.plist:35:3: warning: toggle \"sounds_again\" has no `DefaultValue`: Settings shows it off until the app registers a default for its key [settings-default]",
        ])
        // No hint-missing: a Settings toggle has no hint to set.
        #expect(try lint(root, rule: "hint-missing").isEmpty)
    }

    @Test(arguments: [
        ("<true/>", nil, true), ("<false/>", nil, false), ("<string>YES</string>", nil, true), ("<string>NO</string>", nil, false),
        ("<integer>1</integer>", nil, true), ("<integer>0</integer>", nil, false), ("<real>0.0</real>", nil, false),
        ("<string>YES</string>", "<string>YES</string>", true), ("<true/>", "<string>YES</string>", false),
        ("<integer>1</integer>", "<true/>", true), ("<date>2024-01-01T00:00:00Z</date>", nil, false),
    ] as [(String, String?, Bool)])
    func toggleStateComesFromTheDefaultValue(_ defaultValue: String, _ trueValue: String?, _ isOn: Bool) throws {
        var entries = [("Title", F.string("T")), ("Key", F.string("k")), ("DefaultValue", defaultValue)]
        if let trueValue { entries.append(("TrueValue", trueValue)) }
        let root = try F.write([("Settings.bundle/Root.plist", F.utf8(F.pane([F.specifier("PSToggleSwitchSpecifier", entries)])))])
        #expect(try model(root).screens[0].cells[0].switchControl?.isOn == isOn)
    }

    /// Settings shows a title no table has as written: fine for "Sync", not for `SYNC_TITLE`.
    @Test func aTitleWrittenAsAnIdentifierMustBeInTheDevelopmentLanguageToo() throws {
        let root = try F.write([
            ("Settings.bundle/Root.plist", F.utf8(F.pane([F.toggle("Sync", key: "sync"), F.toggle("SYNC_CELLULAR", key: "cellular")]))),
            ("Settings.bundle/en.lproj/Root.strings", F.strings([])),
        ])
        #expect(try lint(root, rule: "l10n-missing") == [
            "Settings.bundle/Root.plist:23:4: error: \"SYNC_CELLULAR\" is missing from en.lproj/Root.strings: the text shows the key (en) [l10n-missing]",
        ])
        #expect(try speech(root).last == "SYNC_CELLULAR, on, Double tap to toggle setting.")
        #expect(SettingsPane.isIdentifier("SETTINGS_OFFSET_50") && !SettingsPane.isIdentifier("Wi_Fi") && !SettingsPane.isIdentifier("A"))
    }

    @Test func aStringCatalogBesideRootPlistLocalizesIt() throws {
        let root = try F.write([
            ("Settings.bundle/Root.plist", F.utf8(F.pane([F.toggle("Enabled", key: "enabled_preference")]))),
            ("Settings.bundle/Root.xcstrings", F.utf8("""
            {"sourceLanguage": "en", "version": "1.0", "strings": {"Enabled": {"localizations": {
              "fr": {"stringUnit": {"state": "translated", "value": "Activé"}}}}}}
            """)),
        ])
        #expect(try speech(root, locale: "fr") == ["Activé, activé, Touchez deux fois pour changer le réglage."])
    }

    @Test func aPaneWithoutStringsTableIsNotLocalized() throws {
        let root = try F.write([
            ("Settings.bundle/Root.plist", F.utf8(F.pane([F.toggle("Recovery Mode", key: "recovery", defaultValue: "<false/>")], stringsTable: nil))),
            ("Settings.bundle/de.lproj/Root.strings", F.strings([("Recovery Mode", "Wiederherstellungsmodus")])),
        ])
        #expect(try speech(root, locale: "de").first?.hasPrefix("Recovery Mode") == true, "Settings does not look the title up")
        #expect(try lint(root, rule: "l10n-hardcoded") == [
            "Settings.bundle/Root.plist:11:4: warning: the text \"Recovery Mode\" is a plain string, the same in every language: give the pane a `StringsTable` and the text an entry in each `<lang>.lproj/<StringsTable>.strings` [l10n-hardcoded]",
        ])
    }

    /// The export keeps what the rules need (footers, child panes, preferences), so it lints
    /// to the same findings, binary panes and missing panes included.
    @Test func exportedModelOfBinaryAndChildPanesLintsTheSame() throws {
        let root = try F.write([
            ("Settings.bundle/Root.plist", BinaryPlistWriter.encode(.dictionary([
                ("StringsTable", .string("Root")),
                ("PreferenceSpecifiers", .array([
                    .dictionary([("Type", .string("PSGroupSpecifier")), ("Title", .string("Sync")), ("FooterText", .string("Uses data."))]),
                    .dictionary([("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string("Cellular")), ("Key", .string("cellular")),
                                 ("DefaultValue", .bool(true)), ("TrueValue", .string("YES"))]),
                    .dictionary([("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string("Cellular")), ("Key", .string("cell2"))]),
                    .dictionary([("Type", .string("PSChildPaneSpecifier")), ("Title", .string("More")), ("File", .string("More"))]),
                    .dictionary([("Type", .string("PSChildPaneSpecifier")), ("Title", .string("Gone")), ("File", .string("Gone"))]),
                ])),
            ]))),
            ("Settings.bundle/More.plist", F.utf8(F.pane([F.toggle(nil, key: "x"), F.specifier("PSMultiValueSpecifier", [
                ("Title", F.string("Quality")), ("Key", F.string("quality")), ("DefaultValue", F.string("h")),
                ("Titles", "<array><string>High</string><string>Low</string></array>"), ("Values", "<array><string>h</string><string>l</string></array>"),
            ])]))),
            ("Settings.bundle/en.lproj/Root.strings", F.strings([("Sync", "Sync"), ("Uses data.", "Uses data."), ("Cellular", "Cellular"),
                                                                  ("More", "More"), ("Gone", "Gone"), ("Quality", "Quality"), ("High", "High")])),
            ("Settings.bundle/de.lproj/Root.strings", F.strings([("Sync", "Sync"), ("Cellular", "Mobilfunk"), ("More", "Mehr"), ("Low", "Niedrig")])),
        ])
        let bundle = root + "/Settings.bundle"
        let export = try HarkProcess.run(["export", bundle, "--output", root + "/model.json"])
        #expect(export.status == 0, "\(export.stderr)")
        // duplicate-name names the first switch's line, which is the JSON's in the export.
        func withoutLines(_ findings: [String]) -> [String] {
            findings.map { $0.replacingOccurrences(of: #"\(line \d+\)"#, with: "(line)", options: .regularExpression) }.sorted()
        }
        let fromBundle = withoutLines(try TestSupport.findingsIgnoringPhrasing(bundle))
        let fromExport = withoutLines(try TestSupport.findingsIgnoringPhrasing(root + "/model.json"))
        #expect(fromBundle == fromExport)
        for rule in ["settings-default", "child-pane-missing", "label-missing", "duplicate-name", "l10n-missing", "l10n-untranslated"] {
            #expect(fromBundle.contains { $0.hasPrefix(rule + " ") }, "\(rule) in \(fromBundle)")
        }
    }

    // MARK: - Bad input

    @Test(arguments: [
        ("<array/>", "a Settings pane is a <dict> with PreferenceSpecifiers, not <array>", 4),
        ("<dict><key>PreferenceSpecifiers</key><dict/></dict>", "PreferenceSpecifiers is a list of specifiers (an <array>), not <dict>", 4),
        ("<dict><key>PreferenceSpecifiers</key><array><string>x</string><dict/></array></dict>", nil, 0),
        ("<dict><key>PreferenceSpecifiers</key><array><dict><key>Type</key></dict></array></dict>", "the key \"Type\" has no value", 4),
    ] as [(String, String?, Int)])
    func malformedPanesSayWhereAndWhat(_ body: String, _ message: String?, _ line: Int) throws {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n\(body)\n</plist>\n"
        let root = try F.write([("Settings.bundle/Root.plist", F.utf8(xml))])
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        guard let message else {
            #expect(loaded.failures.isEmpty, "specifiers Settings cannot read are skipped, as Settings skips them")
            return
        }
        let failure = try #require(loaded.failures.first)
        #expect(failure.message == message)
        #expect(failure.location?.line == line)
        #expect(failure.file.hasSuffix("Settings.bundle/Root.plist"))
    }

    @Test func aBrokenChildPaneNamesItsFileAndOtherInputsAreStillRead() throws {
        let root = try F.write([
            ("A/Settings.bundle/Root.plist", F.utf8(F.pane([F.childPane("Advanced", file: "Advanced")]))),
            ("A/Settings.bundle/Advanced.plist", F.utf8("<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>x</key>\n</plist>\n")),
            ("B/Settings.bundle/Root.plist", F.utf8(F.pane([F.toggle("Fine", key: "fine")]))),
        ])
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        #expect(loaded.failures.count == 1)
        #expect(loaded.failures.first?.file.hasSuffix("A/Settings.bundle/Advanced.plist") == true)
        #expect(loaded.units.compactMap(\.model).map(\.file) == [root + "/B/Settings.bundle"])
    }

    /// Every prefix of a pane, XML or binary, is read or refused with a position: never a trap.
    @Test func truncatedPanesNeverTrap() throws {
        let xml = F.utf8(F.pane([F.group("G", footer: "F"), F.toggle("T", key: "t"), F.childPane("C", file: "C")]))
        let binary = BinaryPlistWriter.encode(.dictionary([("PreferenceSpecifiers", .array([
            .dictionary([("Type", .string("PSToggleSwitchSpecifier")), ("Title", .string("T")), ("Key", .string("t"))]),
        ]))]))
        for bytes in [xml, binary] {
            let root = try TestSupport.makeTemporaryFolder()
            try FileManager.default.createDirectory(atPath: root + "/Settings.bundle", withIntermediateDirectories: true)
            for end in stride(from: 0, through: bytes.count, by: 3) {
                try FileSystem.writeAtomically(Array(bytes[..<end]), to: root + "/Settings.bundle/Root.plist")
                let loaded = ProjectLoader.load(paths: [root + "/Settings.bundle"], options: LoadOptions())
                #expect(loaded.failures.allSatisfy { $0.file.hasSuffix("Root.plist") })
                #expect(loaded.failures.count + loaded.units.count == 1)
            }
        }
    }

    // MARK: - Loading

    /// A resource bundle that happens to hold a Root.plist is not a Settings bundle: skipped in a
    /// folder, an error when named.
    @Test func aBundleWhoseRootPlistIsNoPaneIsSkippedInAFolder() throws {
        let plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<array><string>x</string></array>\n</plist>\n"
        let root = try F.write([("App/Resources.bundle/Root.plist", F.utf8(plist)), ("App/Settings.bundle/Root.plist", F.utf8(F.pane([F.toggle("A", key: "a")])))])
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        #expect(loaded.failures.isEmpty)
        #expect(loaded.units.compactMap(\.model).map(\.file) == [root + "/App/Settings.bundle"])
        #expect(loaded.inventory.skipped.map(\.file) == [root + "/App/Resources.bundle"])
        let named = ProjectLoader.load(paths: [root + "/App/Resources.bundle"], options: LoadOptions())
        #expect(named.failures.first?.message.contains("a Settings pane is a <dict>") == true)
    }

    @Test func aBundleInAFolderIsReadWholeWithItsTables() throws {
        let root = try F.write(F.xcodeTemplate.map { ("App/" + $0.0, $0.1) } + [("App/en.lproj/Localizable.strings", F.utf8("\"A\" = \"A\";\n"))])
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        #expect(loaded.failures.isEmpty)
        #expect(loaded.units.count == 3, "the bundle, the audit of its tables, and the app's own tables")
        #expect(loaded.units.first?.model?.app.localizations == root + "/App/Settings.bundle")
        #expect(loaded.inventory.formats.map(\.name) == ["Settings bundle"])
        #expect(loaded.inventory.formats.first?.switches == 1)
        #expect(SettingsBundleFormat().claims(root + "/App/Settings.bundle/", isDirectory: true))
        #expect(!SettingsBundleFormat().claims(root + "/App", isDirectory: true))
    }
}
