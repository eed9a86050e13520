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
    }

    @Test func georgianHasNoCapitalsToStartWith() {
        #expect(WordMatching.firstLetterIsLowercase("ქვეწარწერების გამორთვა") == nil)
        #expect(WordMatching.firstLetterIsLowercase("რჩეული საიტები") == nil)
        #expect(WordMatching.firstLetterIsLowercase("favorite sites") == true)
        #expect(WordMatching.firstLetterIsLowercase("избранные сайты") == true)
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

    /// Every language's lists name the control in a hint and tell an instruction from a feature
    /// named after its gesture.
    @Test(arguments: LanguageTests.languages + ["zh-Hant"])
    func everyLanguageHasHintPhrasesAndInstructionWords(_ language: String) throws {
        let vocabulary = try #require(try TestSupport.vocabularies().vocabularies[language])
        #expect(!vocabulary.list(.role).hintPhrases.isEmpty, "\(language) names the control in a hint")
        #expect(!vocabulary.list(.action).instructions.isEmpty, "\(language) has instruction words")
        for phrase in vocabulary.list(.role).hintPhrases.words.map(\.word) {
            #expect(vocabulary.list(.role).matchInHint(LoweredText("x " + phrase + " x")) != nil, "\(language): \(phrase)")
        }
    }
}
