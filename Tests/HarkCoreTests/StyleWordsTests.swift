import Testing
@testable import HarkCore

/// The style rules judge each text in its own language and script: locales reach Hark's words
/// through the script they are written in, sentences end with any script's full stop, Georgian
/// has no capitals, and words count only in the shape that makes them a problem.
@Suite struct StyleWordsTests {
    @Test func localesFallBackThroughTheirScript() throws {
        #expect(LocaleCode("zh-HK").fallbacks == ["zh-HK", "zh-Hant-HK", "zh-Hant", "zh"])
        #expect(LocaleCode("zh_TW").fallbacks == ["zh-TW", "zh-Hant-TW", "zh-Hant", "zh"])
        #expect(LocaleCode("zh-CN").fallbacks == ["zh-CN", "zh-Hans-CN", "zh-Hans", "zh"])
        #expect(LocaleCode("zh").fallbacks == ["zh", "zh-Hans"])
        #expect(LocaleCode("zh-Hant-HK").fallbacks == ["zh-Hant-HK", "zh-Hant", "zh"])
        #expect(LocaleCode("pt-BR").fallbacks == ["pt-BR", "pt"])
        #expect(LocaleCode("sr").fallbacks == ["sr", "sr-Cyrl"])
        let store = try TestSupport.vocabularies()
        for locale in ["zh-HK", "zh-TW", "zh-MO", "zh-Hant", "zh-Hant-TW"] {
            #expect(store.resolve(locale).vocabulary.language == "zh-Hant", "\(locale)")
            #expect(!store.resolve(locale).isFallback)
        }
        for locale in ["zh", "zh-CN", "zh-SG", "zh-Hans"] {
            #expect(store.resolve(locale).vocabulary.language == "zh-Hans", "\(locale)")
        }
    }

    @Test func traditionalChineseHasEveryWordAndList() throws {
        let vocabulary = try #require(try TestSupport.vocabularies().vocabularies["zh-Hant"])
        #expect(vocabulary.missingWords.isEmpty && vocabulary.missingLists.isEmpty)
        #expect(vocabulary[.sentenceEnd] == "。" && vocabulary[.off] == "關閉")
        #expect(vocabulary.list(.role).match(in: LoweredText("Wi-Fi按鈕")) == "按鈕")
        #expect(vocabulary.list(.state).match(in: LoweredText("藍牙開啟")) == "開啟")
        #expect(vocabulary.list(.action).match(in: LoweredText("點一下以開啟Wi-Fi")) == "點一下")
        #expect(vocabulary.list(.role).match(in: LoweredText("按鈕形狀")) == nil)
    }

    /// White space above the table is Hark's list of ten scalars: Unicode's, scalar by scalar.
    @Test func whiteSpaceAboveTheTableAgreesWithUnicode() {
        let disagreeing = (UInt32(0x800)...0x10FFFF).compactMap(Unicode.Scalar.init).filter { $0.isWhiteSpace != $0.properties.isWhitespace }
        #expect(disagreeing.isEmpty, "\(disagreeing.map(\.value))")
    }

    /// The properties Hark reads from its own table for the first 2,048 scalars are Unicode's,
    /// scalar by scalar, and lower-casing through it is Unicode's full mapping.
    @Test func commonScalarsTableAgreesWithUnicode() {
        for value in UInt32(0)..<0x900 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let properties = scalar.properties
            #expect(scalar.isWhiteSpace == properties.isWhitespace, "\(value)")
            #expect(scalar.isPunctuation == properties.generalCategory.isPunctuation, "\(value)")
            #expect(scalar.isSentenceEnd == properties.isSentenceTerminal, "\(value)")
            #expect(scalar.isWordCharacter == (properties.isAlphabetic || properties.numericType != nil), "\(value)")
            #expect(scalar.isAlphabetic == properties.isAlphabetic, "\(value)")
            #expect(scalar.isLowercase == properties.isLowercase, "\(value)")
            #expect(scalar.isUppercase == properties.isUppercase, "\(value)")
            #expect(scalar.changesWhenCaseMapped == properties.changesWhenCaseMapped, "\(value)")
            var lowered: [Unicode.Scalar] = []
            scalar.appendLowercased(to: &lowered)
            #expect(lowered == Array(properties.lowercaseMapping.unicodeScalars), "\(value)")
        }
        #expect(Array(LoweredText("İSTANBUL Ωμέγα ПРИВЕТ").scalars) == Array("i̇stanbul ωμέγα привет".unicodeScalars))
    }

    @Test func sentencesEndWithAnyScriptsFullStop() {
        for hint in ["Shows subtitles.", "不會拍攝螢幕截圖。", "वीडियो दिखाता है।", "ဗီဒီယိုပြသည်။", "ቪዲዮ ያሳያል።", "ویڈیو دکھاتا ہے۔",
                     "Shows subtitles!", "字幕を表示しますか？", "Turns on \"Dark Mode.\""] {
            #expect(WordMatching.endsSentence(hint, stop: "."), "\(hint)")
        }
        for hint in ["Shows subtitles", "Uses more battery (about 5%)", "Shows…"] {
            #expect(!WordMatching.endsSentence(hint, stop: "."), "\(hint)")
        }
        // A label ends with a full stop, not with a question or exclamation mark.
        #expect(WordMatching.endsWithFullStop("自動擷取輸入。", stop: "."))
        #expect(WordMatching.endsWithFullStop("उपशीर्षक।", stop: "."))
        #expect(!WordMatching.endsWithFullStop("Ask Before Opening?", stop: "."))
        #expect(!WordMatching.endsWithFullStop("Farbe Glukosewert immer (grün, gelb etc.)", stop: "."), "iAPS: the abbreviation's period")
    }

    @Test func georgianHasNoCapitalsToStartWith() {
        #expect(WordMatching.firstLetterIsLowercase("ქვეწარწერების გამორთვა") == nil)
        #expect(WordMatching.firstLetterIsLowercase("რჩეული საიტები") == nil)
        #expect(WordMatching.firstLetterIsLowercase("favorite sites") == true)
        #expect(WordMatching.firstLetterIsLowercase("избранные сайты") == true)
    }

    /// UTM's Chinese "raw 映像": a Latin term opening a text in a script without case keeps its
    /// own case; Latin's own caseless letters ("º") or a cased script later on change nothing.
    @Test func aLatinTermOpeningATextWithoutCaseIsNoLowerCaseStart() {
        #expect(WordMatching.firstLetterIsLowercase("raw 映像") == nil)
        #expect(WordMatching.firstLetterIsLowercase("iPhone のバックアップ") == false)
        #expect(WordMatching.firstLetterIsLowercase("tap لتفعيل") == nil)
        #expect(WordMatching.firstLetterIsLowercase("configuración nº 2") == true)
        #expect(WordMatching.firstLetterIsLowercase("mode écran") == true)
        #expect(WordMatching.firstLetterIsLowercase("raw образ") == true)
        #expect(WordMatching.firstLetterIsLowercase(scalarsOf: "raw 映像") == nil)
    }

    @Test func hintPhrasesAndInstructionWordsAreRead() throws {
        let list = try LabelWordList.parse("""
        # Sources: a test
        match: end
        switch
        button (label only)
        hint: this switch
        """, file: "RoleWords.txt", kind: .role)
        #expect(list.matchInHint(LoweredText("Turn this switch on to hear both channels.")) == "this switch")
        #expect(list.matchInHint(LoweredText("Mono audio switch.")) == "switch")
        #expect(list.matchInHint(LoweredText("Switch to the dark theme at night.")) == nil)
        #expect(list.matchInHint(LoweredText("Underlines the button.")) == nil, "label only")
        #expect(list.matchInHint(LoweredText("Handles caps lock like other keys. Otherwise a switch.")) == nil,
                "the end of a hint of two sentences is the last sentence's")
        #expect(WordMatching.sentenceCount(LoweredText("啟用後 Caps Lock 將被視作一般按鍵。若停用將會視作切換開關。").scalars) == 2)
        #expect(WordMatching.sentenceCount(LoweredText("Version 2.0 is required.").scalars) == 1, "a period inside a number ends nothing")
        let actions = try LabelWordList.parse("""
        # Sources: a test
        match: start
        double-tap
        instruction: enable
        """, file: "ActionWords.txt", kind: .action)
        #expect(actions.match(in: LoweredText("Double-tap to enable AirDrop")) == "double-tap")
        #expect(actions.match(in: LoweredText("Double-Tap Post to Jump")) == nil, "a feature named after its gesture")
        #expect(actions.matchInHint(LoweredText("Double-tap to jump to the post.")) == "double-tap", "a hint's instruction")
        #expect(actions.matchInHint(LoweredText("Jumps to the post you double-tap.")) == nil)
    }

    /// A state word at the end of what a keeping verb keeps is that thing's state, not the
    /// switch's; the same word after no such verb is still flagged.
    @Test func keepingVerbsMakeTheStateWordTheirObjects() throws {
        let states = try LabelWordList.parse("""
        # Sources: a test
        match: end
        on
        selected
        keeps: keep
        keeps: show
        """, file: "StateWords.txt", kind: .state)
        #expect(states.match(in: LoweredText("Keep Screen On")) == nil)
        #expect(states.match(in: LoweredText("Show Selected")) == nil)
        #expect(states.match(in: LoweredText("Bluetooth On")) == "on")
        #expect(states.match(in: LoweredText("Screen Keep On")) == "on", "the verb must start the label")
        let english = try #require(try TestSupport.vocabularies().vocabularies["en"]).list(.state)
        for name in ["Keep Screen On", "Leave Display On", "Show Selected", "Hands Off", "Keep Wi-Fi On During Sleep"] {
            #expect(english.match(in: LoweredText(name)) == nil, "\(name)")
        }
        for name in ["Wi-Fi On", "Hands-Free Off", "Notifications Selected"] {
            #expect(english.match(in: LoweredText(name)) != nil, "\(name)")
        }
        let actions = try #require(try TestSupport.vocabularies().vocabularies["en"]).list(.action)
        for name in ["Tap to connect to Wi-Fi", "Tap to allow notifications", "Press to use Face ID", "Tap to show the password"] {
            #expect(actions.match(in: LoweredText(name)) != nil, "\(name)")
        }
        #expect(actions.match(in: LoweredText("Tap to Wake")) == nil)
    }

    /// A German state word that ends a label holding one of the verb forms it is the separable
    /// particle of belongs to that verb, wherever the verb stands; Chinese "open" and "close"
    /// after a modal, a purpose or a place are verbs.
    @Test func separableParticlesAndVerbsAreNoStates() throws {
        let vocabularies = try TestSupport.vocabularies().vocabularies
        let german = try #require(vocabularies["de"]).list(.state)
        for name in ["TTS blendet anderes aus", "Rücke Antworten ein", "Zeigt Vorschau an", "Vorschau anzeigen", "Schalte WLAN ein"] {
            #expect(german.match(in: LoweredText(name)) == nil, "\(name)")
        }
        for name in ["Antworten ein", "Bluetooth Aus", "Vorschau an", "Zeitanzeige ein"] {
            #expect(german.match(in: LoweredText(name)) != nil, "\(name)")
        }
        let simplified = try #require(vocabularies["zh-Hans"]).list(.state)
        for name in ["挤压可关闭", "在隐私标签页中打开"] { #expect(simplified.match(in: LoweredText(name)) == nil, "\(name)") }
        for name in ["蓝牙打开", "隐私标签页关闭"] { #expect(simplified.match(in: LoweredText(name)) != nil, "\(name)") }
        let traditional = try #require(vocabularies["zh-Hant"]).list(.state)
        #expect(traditional.match(in: LoweredText("縮放手勢以關閉")) == nil)
        #expect(traditional.match(in: LoweredText("藍牙開啟")) != nil)
    }

    /// A role word said twice names things of that kind, not the control's role.
    @Test func aRoleWordSaidTwiceNamesOtherThings() throws {
        let vocabularies = try TestSupport.vocabularies().vocabularies
        let english = try #require(vocabularies["en"]).list(.role)
        #expect(english.match(in: LoweredText("Profile Overrides Button / Temp Targets Button")) == nil)
        #expect(english.match(in: LoweredText("Temp Targets Button")) == "button")
        #expect(english.match(in: LoweredText("Buttons Button")) == "button", "a longer word is another word")
        let japanese = try #require(vocabularies["ja"]).list(.role)
        #expect(japanese.match(in: LoweredText("ホームボタン／ロックボタン")) == nil)
        #expect(japanese.match(in: LoweredText("Wi-Fiボタン")) == "ボタン")
    }

    /// Every language's lists name the control in a hint and tell an instruction from a feature
    /// named after its gesture.
    @Test(arguments: LanguageTests.languages + ["zh-Hant"])
    func everyLanguageHasHintPhrasesAndInstructionWords(_ language: String) throws {
        let vocabulary = try #require(try TestSupport.vocabularies().vocabularies[language])
        #expect(!vocabulary.list(.role).hintPhrases.isEmpty, "\(language) names the control in a hint")
        #expect(!vocabulary.list(.action).instructions.isEmpty, "\(language) has instruction words")
        for phrase in vocabulary.list(.role).hintPhrases.words {
            #expect(vocabulary.list(.role).matchInHint(LoweredText("x " + phrase + " x")) != nil, "\(language): \(phrase)")
        }
    }
}
