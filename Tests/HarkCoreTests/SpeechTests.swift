import Testing
@testable import HarkCore

@Suite struct SpeechTests {
    func announcer(_ locale: String, catalog: LocalizationCatalog = .empty, roles: Bool = false) throws -> Announcer {
        Announcer(vocabulary: try TestSupport.vocabularies().resolve(locale).vocabulary,
                  resolver: TextResolver(catalog: catalog, locale: locale, developmentLanguage: "en"), includeRoles: roles)
    }

    func cell(_ json: String) throws -> Cell {
        try TestSupport.model(#"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [\#(json)]}]}]}"#)
            .screens[0].cells[0]
    }

    func speak(_ json: String, locale: String = "en", roles: Bool = false) throws -> String {
        let cell = try cell(json)
        let element = try #require(cell.element)
        return try announcer(locale, roles: roles).announce(cell, element: element).text
    }

    @Test func nameStateHintInEnglish() throws {
        #expect(try speak(#"{"id": "c", "text": "Invert Colors", "switch": {"on": false, "accessibility": {"hint": "Inverts the colors of the display."}}}"#)
            == "Invert Colors, off, Inverts the colors of the display. Double tap to toggle setting.")
        #expect(try speak(#"{"id": "c", "text": "Invert Colors", "switch": {"on": false}}"#)
            == "Invert Colors, off, Double tap to toggle setting.")
    }

    @Test func disabledSwitchKeepsItsOwnHintButNotTheDefault() throws {
        #expect(try speak(#"{"id": "c", "text": "Invert Colors", "switch": {"on": false, "enabled": false, "accessibility": {"hint": "H."}}}"#)
            == "Invert Colors, dimmed, off, H.")
        #expect(try speak(#"{"id": "c", "text": "Invert Colors", "switch": {"on": false, "enabled": false}}"#)
            == "Invert Colors, dimmed, off")
    }

    /// AccessibilitySnapshot's edge cases beyond its example screen (its parser, lines 160-230).
    @Test func edgeCasesOfTheComposition() throws {
        // No name: the own hint is said in its place, and the default hint follows.
        #expect(try speak(#"{"id": "c", "switch": {"accessibility": {"hint": "Hint"}}}"#) == "Hint, on, Double tap to toggle setting.")
        // Selected with no name: the word alone.
        #expect(try speak(#"{"id": "c", "switch": {"accessibility": {"traits": ["button", "selected"]}}}"#, roles: true)
            == "Selected, switch button, on, Double tap to toggle setting.")
        // Exactly one final period of the own hint goes before the hint format adds its own.
        #expect(try speak(#"{"id": "c", "text": "Wi-Fi", "switch": {"accessibility": {"hint": "Hint."}}}"#)
            == "Wi-Fi, on, Hint. Double tap to toggle setting.")
        #expect(try speak(#"{"id": "c", "text": "Wi-Fi", "switch": {"accessibility": {"hint": "Hint.."}}}"#)
            == "Wi-Fi, on, Hint.. Double tap to toggle setting.")
        // A control without the switch-button trait: its value as it is, read with the name
        // (before the role), no switch hint, and the role "button" with --roles.
        #expect(try speak(#"{"id": "c", "text": "Bold", "switch": {"class": "B", "superclass": "UIControl", "accessibility": {"isElement": true, "value": "2", "traits": ["button"]}}}"#, roles: true)
            == "Bold, 2, button")
        // A keyboard key says no "button".
        #expect(try speak(#"{"id": "c", "text": "Bold", "switch": {"class": "B", "superclass": "UIControl", "accessibility": {"isElement": true, "value": "1", "traits": ["button", "keyboardKey"]}}}"#, roles: true)
            == "Bold, 1")
        // The value "2" with the switch-button trait is mixed, in German too.
        #expect(try speak(#"{"id": "c", "text": "Alle", "switch": {"class": "B", "superclass": "UIControl", "accessibility": {"isElement": true, "value": "2", "traits": ["toggleButton", "button"]}}}"#, locale: "de")
            == "Alle, Gemischt, Zum Umschalten Doppeltippen.")
    }

    /// A control without the switch-button trait (a custom UIControl with Button and a value):
    /// AccessibilitySnapshot joins the value to the name ("label: value") before the selected
    /// prefix and before dimmed, the role and the other traits (its parser, lines 59-80); its
    /// text is in each comment, Hark joins the same parts with the separator.
    @Test func aPlainValueIsReadWithTheNameBeforeDimmedAndTheRole() throws {
        func control(_ accessibility: String, enabled: Bool = true) -> String {
            #"{"id": "c", "text": "Wi-Fi", "switch": {"class": "BK", "superclass": "UIControl", "enabled": \#(enabled), "accessibility": {"isElement": true, \#(accessibility)}}}"#
        }
        let dimmed = control(#""value": "On", "traits": ["button"]"#, enabled: false)
        // "Wi-Fi: On. Dimmed. Button."
        #expect(try speak(dimmed, roles: true) == "Wi-Fi, On, dimmed, button")
        #expect(try speak(dimmed) == "Wi-Fi, On, dimmed")
        // "WLAN: On. Grau dargestellt. Taste." and "Wi-Fi: On. Недоступно. Кнопка."
        #expect(try speak(dimmed.replacingOccurrences(of: "Wi-Fi", with: "WLAN"), locale: "de", roles: true) == "WLAN, On, Grau dargestellt, Taste")
        #expect(try speak(dimmed, locale: "ru", roles: true) == "Wi-Fi, On, Недоступно, Кнопка")
        // "Selected: Wi-Fi: On. Button." with the hint "Hint."
        let selected = control(#""value": "On", "hint": "Hint.", "traits": ["button", "selected", "header"]"#)
        #expect(try speak(selected, roles: true) == "Selected: Wi-Fi, On, button, heading, Hint.")
        #expect(try speak(selected, locale: "de", roles: true) == "Auswahl: Wi-Fi, On, Taste, Überschrift, Hint.")
        #expect(try speak(selected, locale: "ru", roles: true) == "Выбрано: Wi-Fi, On, Кнопка, Заголовок, Hint.")
        // No name: the value alone is the description ("On. Button."), and the hint stays a hint.
        let unnamed = #"{"id": "c", "switch": {"class": "BK", "superclass": "UIControl", "accessibility": {"isElement": true, "value": "On", "hint": "H", "traits": ["button"]}}}"#
        #expect(try speak(unnamed, roles: true) == "On, button, H")
    }

    @Test func uiSwitchIgnoresACustomValue() throws {
        #expect(try speak(#"{"id": "c", "text": "Wi-Fi", "switch": {"on": false, "accessibility": {"value": "Enabled"}}}"#)
            == "Wi-Fi, off, Double tap to toggle setting.")
    }

    @Test func rolesAddSwitchButton() throws {
        #expect(try speak(#"{"id": "c", "text": "Invert Colors", "switch": {"on": false}}"#, roles: true)
            == "Invert Colors, switch button, off, Double tap to toggle setting.")
    }

    @Test func nameComesFromLabelThenTextThenLabelView() throws {
        #expect(try speak(#"{"id": "c", "text": "T", "label": {"text": "L"}, "switch": {"accessibility": {"label": "A"}}}"#).hasPrefix("A, on"))
        #expect(try speak(#"{"id": "c", "text": "T", "label": {"text": "L"}, "switch": {}}"#).hasPrefix("T, on"))
        #expect(try speak(#"{"id": "c", "label": {"text": "L"}, "switch": {}}"#).hasPrefix("L, on"))
    }

    @Test func germanUsesGermanWordsAndJapaneseItsComma() throws {
        #expect(try speak(#"{"id": "c", "text": "Farben umkehren", "switch": {"on": false}}"#, locale: "de", roles: true)
            == "Farben umkehren, Umschalttaste, Aus, Zum Umschalten Doppeltippen.")
        #expect(try speak(#"{"id": "c", "text": "色を反転", "switch": {"accessibility": {"hint": "画面の色を反転します。"}}}"#, locale: "ja")
            == "色を反転、オン、画面の色を反転します。ダブルタップで設定を切り替えます。")
    }

    @Test func missingKeyIsSpokenAsTheKey() throws {
        let root = try TestSupport.write([("fr.lproj/Localizable.strings", "\"OTHER\" = \"x\";\n")])
        let catalog = try LocalizationCatalog.load(root: root)
        let cell = try cell(#"{"id": "c", "text": {"key": "BOLD_TEXT"}, "switch": {"on": false}}"#)
        let element = try #require(cell.element)
        let announcement = try announcer("fr", catalog: catalog).announce(cell, element: element)
        #expect(announcement.text == "BOLD_TEXT, désactivé, Touchez deux fois pour changer le réglage.")
        #expect(announcement.name?.source == .missingKey)
    }

    @Test func localeResolutionFollowsIOS() throws {
        let store = try TestSupport.vocabularies()
        #expect(store.resolve("de-AT").vocabulary.language == "de")
        #expect(store.resolve("ja_JP").vocabulary.language == "ja")
        #expect(store.resolve("xx").isFallback)
        #expect(LocaleCode("zh-Hans-CN").fallbacks == ["zh-Hans-CN", "zh-Hans", "zh"])
        #expect(LocaleCode("pt_BR").fallbacks == ["pt-BR", "pt"])
    }

    @Test func wordOrdinalsFollowTheirOrder() {
        #expect(Vocabulary.Word.allCases.enumerated().allSatisfy { $0.offset == $0.element.ordinal })
    }

    @Test func everyVocabularyHasEveryWordAndList() throws {
        for vocabulary in try TestSupport.vocabularies().vocabularies.values {
            #expect(vocabulary.missingWords.isEmpty, "\(vocabulary.language) lacks \(vocabulary.missingWords)")
            #expect(vocabulary.missingLists.isEmpty, "\(vocabulary.language) lacks \(vocabulary.missingLists)")
            for format in [Vocabulary.Word.selectedFormat, .switchHintFormat] {
                #expect(vocabulary[format].components(separatedBy: "%@").count == 2, "\(vocabulary.language): \(format) has one %@")
            }
            #expect(vocabulary[.switchHintFormat].hasSuffix(vocabulary[.switchHint]), "\(vocabulary.language): the hint format ends with the default hint")
        }
    }

    @Test func transcriptReadsTitleHeadersThenCells() throws {
        let model = try TestSupport.model(#"""
        {"hark": 1, "app": {}, "screens": [{"id": "s", "title": "Accessibility", "sections": [
          {"id": "v", "header": "VISION", "cells": [
            {"id": "a", "text": "Invert Colors", "switch": {"on": false}},
            {"id": "b", "text": "Bold Text", "switch": {"class": "BK", "superclass": "UIControl"}},
            {"id": "c", "text": "About"}]}]}]}
        """#)
        let lines = try announcer("en").transcript(of: model.screens[0]).map(\.text)
        #expect(lines == ["Accessibility, heading", "VISION, heading", "Invert Colors, off, Double tap to toggle setting.", "Bold Text", "About"])
    }

    @Test func aTranscriptSpokenPartByPartIsTheWholeOneInOrder() throws {
        // 37 screens: two whole parts of 16 and a short one, each screen in two locales.
        let screens = (0..<37).map { #"{"id": "s\#($0)", "title": "Screen \#($0)", "sections": [{"cells": [{"id": "c\#($0)", "text": "Setting \#($0)", "switch": {"on": true}}]}]}"# }
        let model = try TestSupport.model(#"{"hark": 1, "app": {}, "screens": [\#(screens.joined(separator: ","))]}"#)
        let announcers = [try announcer("en"), try announcer("de")]
        let whole = Transcript.speak(model, with: announcers).map { "\($0.screen) \($0.locale) \($0.text)" }
        #expect(whole.count == 37 * 2 * 2)
        #expect(whole.prefix(2) == ["s0 en Screen 0, heading", "s0 en Setting 0, on, Double tap to toggle setting."])
        #expect(whole[2...5].map { $0.split(separator: " ").prefix(2).joined(separator: " ") } == ["s0 de", "s0 de", "s1 en", "s1 en"],
                "screen by screen, each in every locale")
        var parts: [[String]] = []
        SpeechTranscript.speaking(model, with: announcers).forEachPart { part in parts.append(part.map { "\($0.screen) \($0.locale) \($0.text)" }) }
        #expect(parts.map(\.count) == [64, 64, 20])
        #expect(Array(parts.joined()) == whole)
        #expect(SpeechTranscript.speaking(model, with: announcers).elements.map(\.text) == whole.map { String($0.split(separator: " ", maxSplits: 2)[2]) })
    }
}
