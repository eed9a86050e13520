import Foundation
import Testing
@testable import HarkCore

/// Hark against Cash App's AccessibilitySnapshot, the reference for VoiceOver's wording
/// (docs/spec.md, section 3): the fifteen switches of its example screen
/// (`Example/AccessibilitySnapshot/SwitchControlViewController.swift`, commit 5b03db8), which
/// `Examples/SwitchControls` models case by case. `snapshot` is what AccessibilitySnapshot
/// renders (English read from its reference images on iOS 17.5, 18.5 and 26.2; German and
/// Russian derived from its parser and vocabularies): a description whose parts each end with a
/// period, and a hint. `hark` is the same announcement in Hark's joining ("name, state, hint"
/// with the locale's separator), with roles.
@Suite struct AccessibilitySnapshotTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let number: Int
        let cell: String
        let locale: String
        let snapshot: (description: String, hint: String?)
        let hark: String

        init(_ number: Int, _ cell: String, _ locale: String, snapshot: (String, String?), hark: String) {
            self.number = number
            self.cell = cell
            self.locale = locale
            self.snapshot = snapshot
            self.hark = hark
        }

        var testDescription: String { "\(number) \(cell) \(locale)" }

        /// AccessibilitySnapshot's parts in Hark's joining: the description split where its
        /// parts end (". "), each part's own period dropped, then the hint.
        func snapshotJoined(separator: String) -> String {
            var parts = snapshot.description.components(separatedBy: ". ")
            if let last = parts.last, last.hasSuffix(".") { parts[parts.count - 1] = String(last.dropLast()) }
            return (parts + [snapshot.hint].compactMap { $0 }).joined(separator: separator)
        }
    }

    static let cases: [Case] = [
        Case(1, "real-on", "en", snapshot: ("Switch Button. On.", "Double tap to toggle setting."),
             hark: "switch button, on, Double tap to toggle setting."),
        Case(2, "real-off", "en", snapshot: ("Switch Button. Off.", "Double tap to toggle setting."),
             hark: "switch button, off, Double tap to toggle setting."),
        Case(3, "real-disabled", "en", snapshot: ("Dimmed. Switch Button. On.", nil),
             hark: "dimmed, switch button, on"),
        Case(4, "label-on", "en", snapshot: ("Label. Switch Button. On.", "Double tap to toggle setting."),
             hark: "Label, switch button, on, Double tap to toggle setting."),
        Case(5, "label-off", "en", snapshot: ("Label. Switch Button. Off.", "Double tap to toggle setting."),
             hark: "Label, switch button, off, Double tap to toggle setting."),
        Case(6, "label-value", "en", snapshot: ("Label. Switch Button. On.", "Double tap to toggle setting."),
             hark: "Label, switch button, on, Double tap to toggle setting."),
        Case(7, "label-value-hint", "en", snapshot: ("Label. Switch Button. On.", "Hint. Double tap to toggle setting."),
             hark: "Label, switch button, on, Hint. Double tap to toggle setting."),
        Case(8, "traits", "en", snapshot: ("Selected: Label. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.", "Hint. Double tap to toggle setting."),
             hark: "Selected: Label, switch button, off, heading, link, adjustable, image, search field, Hint. Double tap to toggle setting."),
        Case(9, "traits-dimmed", "en", snapshot: ("Selected: Label. Dimmed. Switch Button. Off. Heading. Link. Adjustable. Image. Search Field.", "Hint"),
             hark: "Selected: Label, dimmed, switch button, off, heading, link, adjustable, image, search field, Hint"),
        Case(10, "fake-on", "en", snapshot: ("Fake Label. Switch Button. On.", "Double tap to toggle setting."),
             hark: "Fake Label, switch button, on, Double tap to toggle setting."),
        Case(11, "fake-off", "en", snapshot: ("Fake Label. Switch Button. Off.", "Double tap to toggle setting."),
             hark: "Fake Label, switch button, off, Double tap to toggle setting."),
        Case(12, "fake-mixed", "en", snapshot: ("Fake Label. Switch Button. Mixed.", "Double tap to toggle setting."),
             hark: "Fake Label, switch button, mixed, Double tap to toggle setting."),
        Case(13, "fake-toggle-only", "en", snapshot: ("Fake Label. On.", "Double tap to toggle setting."),
             hark: "Fake Label, on, Double tap to toggle setting."),
        Case(14, "fake-other-value", "en", snapshot: ("Fake Label. 3", "Double tap to toggle setting."),
             hark: "Fake Label, 3, Double tap to toggle setting."),
        Case(15, "fake-value", "en", snapshot: ("Fake Label. Switch Button. Value", "Double tap to toggle setting."),
             hark: "Fake Label, switch button, Value, Double tap to toggle setting."),
        Case(1, "real-on", "de", snapshot: ("Umschalttaste. Ein.", "Zum Umschalten Doppeltippen."),
             hark: "Umschalttaste, Ein, Zum Umschalten Doppeltippen."),
        Case(2, "real-off", "de", snapshot: ("Umschalttaste. Aus.", "Zum Umschalten Doppeltippen."),
             hark: "Umschalttaste, Aus, Zum Umschalten Doppeltippen."),
        Case(3, "real-disabled", "de", snapshot: ("Grau dargestellt. Umschalttaste. Ein.", nil),
             hark: "Grau dargestellt, Umschalttaste, Ein"),
        Case(4, "label-on", "de", snapshot: ("Label. Umschalttaste. Ein.", "Zum Umschalten Doppeltippen."),
             hark: "Label, Umschalttaste, Ein, Zum Umschalten Doppeltippen."),
        Case(5, "label-off", "de", snapshot: ("Label. Umschalttaste. Aus.", "Zum Umschalten Doppeltippen."),
             hark: "Label, Umschalttaste, Aus, Zum Umschalten Doppeltippen."),
        Case(6, "label-value", "de", snapshot: ("Label. Umschalttaste. Ein.", "Zum Umschalten Doppeltippen."),
             hark: "Label, Umschalttaste, Ein, Zum Umschalten Doppeltippen."),
        Case(7, "label-value-hint", "de", snapshot: ("Label. Umschalttaste. Ein.", "Hint. Zum Umschalten Doppeltippen."),
             hark: "Label, Umschalttaste, Ein, Hint. Zum Umschalten Doppeltippen."),
        Case(8, "traits", "de", snapshot: ("Auswahl: Label. Umschalttaste. Aus. Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld.", "Hint. Zum Umschalten Doppeltippen."),
             hark: "Auswahl: Label, Umschalttaste, Aus, Überschrift, Hyperlink, Einstellbar, Bild, Suchfeld, Hint. Zum Umschalten Doppeltippen."),
        Case(9, "traits-dimmed", "de", snapshot: ("Auswahl: Label. Grau dargestellt. Umschalttaste. Aus. Überschrift. Hyperlink. Einstellbar. Bild. Suchfeld.", "Hint"),
             hark: "Auswahl: Label, Grau dargestellt, Umschalttaste, Aus, Überschrift, Hyperlink, Einstellbar, Bild, Suchfeld, Hint"),
        Case(10, "fake-on", "de", snapshot: ("Fake Label. Umschalttaste. Ein.", "Zum Umschalten Doppeltippen."),
             hark: "Fake Label, Umschalttaste, Ein, Zum Umschalten Doppeltippen."),
        Case(11, "fake-off", "de", snapshot: ("Fake Label. Umschalttaste. Aus.", "Zum Umschalten Doppeltippen."),
             hark: "Fake Label, Umschalttaste, Aus, Zum Umschalten Doppeltippen."),
        Case(12, "fake-mixed", "de", snapshot: ("Fake Label. Umschalttaste. Gemischt.", "Zum Umschalten Doppeltippen."),
             hark: "Fake Label, Umschalttaste, Gemischt, Zum Umschalten Doppeltippen."),
        Case(13, "fake-toggle-only", "de", snapshot: ("Fake Label. Ein.", "Zum Umschalten Doppeltippen."),
             hark: "Fake Label, Ein, Zum Umschalten Doppeltippen."),
        Case(14, "fake-other-value", "de", snapshot: ("Fake Label. 3", "Zum Umschalten Doppeltippen."),
             hark: "Fake Label, 3, Zum Umschalten Doppeltippen."),
        Case(15, "fake-value", "de", snapshot: ("Fake Label. Umschalttaste. Value", "Zum Umschalten Doppeltippen."),
             hark: "Fake Label, Umschalttaste, Value, Zum Umschalten Doppeltippen."),
        Case(1, "real-on", "ru", snapshot: ("Кнопка-переключатель. Вкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Кнопка-переключатель, Вкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(2, "real-off", "ru", snapshot: ("Кнопка-переключатель. Выкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Кнопка-переключатель, Выкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(3, "real-disabled", "ru", snapshot: ("Недоступно. Кнопка-переключатель. Вкл.", nil),
             hark: "Недоступно, Кнопка-переключатель, Вкл."),
        Case(4, "label-on", "ru", snapshot: ("Label. Кнопка-переключатель. Вкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Label, Кнопка-переключатель, Вкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(5, "label-off", "ru", snapshot: ("Label. Кнопка-переключатель. Выкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Label, Кнопка-переключатель, Выкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(6, "label-value", "ru", snapshot: ("Label. Кнопка-переключатель. Вкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Label, Кнопка-переключатель, Вкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(7, "label-value-hint", "ru", snapshot: ("Label. Кнопка-переключатель. Вкл.", "Hint. Коснитесь дважды, чтобы переключить настройку."),
             hark: "Label, Кнопка-переключатель, Вкл., Hint. Коснитесь дважды, чтобы переключить настройку."),
        Case(8, "traits", "ru", snapshot: ("Выбрано: Label. Кнопка-переключатель. Выкл. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска.", "Hint. Коснитесь дважды, чтобы переключить настройку."),
             hark: "Выбрано: Label, Кнопка-переключатель, Выкл., Заголовок, Ссылка, Элемент регулировки, Изображение, Поле поиска, Hint. Коснитесь дважды, чтобы переключить настройку."),
        Case(9, "traits-dimmed", "ru", snapshot: ("Выбрано: Label. Недоступно. Кнопка-переключатель. Выкл. Заголовок. Ссылка. Элемент регулировки. Изображение. Поле поиска.", "Hint"),
             hark: "Выбрано: Label, Недоступно, Кнопка-переключатель, Выкл., Заголовок, Ссылка, Элемент регулировки, Изображение, Поле поиска, Hint"),
        Case(10, "fake-on", "ru", snapshot: ("Fake Label. Кнопка-переключатель. Вкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Fake Label, Кнопка-переключатель, Вкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(11, "fake-off", "ru", snapshot: ("Fake Label. Кнопка-переключатель. Выкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Fake Label, Кнопка-переключатель, Выкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(12, "fake-mixed", "ru", snapshot: ("Fake Label. Кнопка-переключатель. Смешанно.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Fake Label, Кнопка-переключатель, Смешанно, Коснитесь дважды, чтобы переключить настройку."),
        Case(13, "fake-toggle-only", "ru", snapshot: ("Fake Label. Вкл.", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Fake Label, Вкл., Коснитесь дважды, чтобы переключить настройку."),
        Case(14, "fake-other-value", "ru", snapshot: ("Fake Label. 3", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Fake Label, 3, Коснитесь дважды, чтобы переключить настройку."),
        Case(15, "fake-value", "ru", snapshot: ("Fake Label. Кнопка-переключатель. Value", "Коснитесь дважды, чтобы переключить настройку."),
             hark: "Fake Label, Кнопка-переключатель, Value, Коснитесь дважды, чтобы переключить настройку."),
    ]

    static let model: AppModel? = try? TestSupport.load([TestSupport.packageRoot + "/Examples/SwitchControls"]).first?.model

    func announce(_ item: Case, roles: Bool = true) throws -> String {
        let cell = try #require(Self.model?.screens.first?.cells.first { $0.id == item.cell })
        let announcer = try TestSupport.vocabularies().announcer(for: item.locale, catalog: .empty, developmentLanguage: "en", includeRoles: roles)
        return announcer.announce(cell, element: try #require(cell.element)).text
    }

    @Test(arguments: cases)
    func hark(_ item: Case) throws {
        #expect(try announce(item) == item.hark)
    }

    /// The expected text is AccessibilitySnapshot's, part for part, in the same order: only the
    /// joining differs, and the case of English words inside an announcement (lower-case in
    /// Hark's contract), and Russian's abbreviations "Вкл." and "Выкл." keep their period.
    @Test(arguments: cases)
    func sameWordsAndOrderAsAccessibilitySnapshot(_ item: Case) throws {
        let separator = try TestSupport.vocabularies().resolve(item.locale).vocabulary[.separator]
        func normalized(_ text: String) -> String {
            let words = text.replacingOccurrences(of: "." + separator, with: separator).lowercased()
            return words.hasSuffix(".") ? String(words.dropLast()) : words
        }
        #expect(normalized(item.hark) == normalized(item.snapshotJoined(separator: separator)))
        if item.locale != "en" {
            #expect(item.hark.replacingOccurrences(of: "Вкл.", with: "Вкл").replacingOccurrences(of: "Выкл.", with: "Выкл")
                        == item.snapshotJoined(separator: separator), "German and Russian keep AccessibilitySnapshot's case")
        }
    }

    @Test func allFortyFiveCasesAreCovered() {
        #expect(Self.cases.count == 45)
        #expect(Set(Self.cases.map(\.locale)) == ["en", "de", "ru"])
        #expect(Set(Self.cases.map(\.number)) == Set(1...15))
    }

    /// Without `--roles` only the role goes: "dimmed" and the trait words stay.
    @Test func withoutRolesOnlyTheRoleIsLeftOut() throws {
        for item in Self.cases {
            let role = try TestSupport.vocabularies().resolve(item.locale).vocabulary[.switchButton]
            let separator = try TestSupport.vocabularies().resolve(item.locale).vocabulary[.separator]
            let expected = item.hark.replacingOccurrences(of: role + separator, with: "")
            #expect(try announce(item, roles: false) == expected, "\(item.testDescription)")
        }
    }

    /// The same fifteen cases in every language Hark speaks (the twelve and Traditional
    /// Chinese), recorded as a golden transcript (`Examples/SwitchControls/speech.tsv`, reviewed
    /// line by line): the ten languages AccessibilitySnapshot does not have are checked against it.
    @Test func goldenTranscriptInEveryLanguage() throws {
        let folder = TestSupport.packageRoot + "/Examples/SwitchControls"
        let transcript = try GoldenTranscript.load(file: folder + "/speech.tsv")
        #expect(transcript.includesRoles)
        let spoken = Set(try TestSupport.vocabularies().vocabularies.keys)
        #expect(spoken == Set(LanguageTests.languages + ["zh-Hant"]))
        #expect(Set(transcript.lines.map(\.locale)) == spoken)
        #expect(transcript.lines.count == spoken.count * 16, "a title and fifteen switches per language")
        for item in Self.cases {
            let line = transcript.lines.first { $0.element == item.cell && $0.locale == item.locale }
            #expect(line?.text == item.hark, "the transcript agrees with AccessibilitySnapshot: \(item.testDescription)")
        }
        let run = try HarkProcess.run(["lint", folder, "--transcript", folder + "/speech.tsv", "--format", "json"])
        #expect(!run.stdout.contains("the transcript"), "what Hark says matches the recorded transcript in every language")
        #expect(!run.stdout.contains("which the transcript does not record"))
    }
}
