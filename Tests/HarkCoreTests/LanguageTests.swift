import Foundation
import Testing
@testable import HarkCore

/// The screen reader in twelve languages.
@Suite struct LanguageTests {
    static let languages = ["en", "fr", "de", "es", "it", "pt-BR", "ru", "ja", "zh-Hans", "ko", "ar", "he"]

    @Test func hasTheTwelveLanguages() throws {
        let store = try TestSupport.vocabularies()
        #expect(Set(store.vocabularies.keys).isSuperset(of: LanguageTests.languages))
        for language in LanguageTests.languages {
            let vocabulary = try #require(store.vocabularies[language])
            #expect(vocabulary.missingWords.isEmpty, "\(language) lacks \(vocabulary.missingWords)")
            let source = String(decoding: try FileSystem.readBytes(vocabulary.file), as: UTF8.self)
            #expect(source.hasPrefix("/* VoiceOver vocabulary:") && source.contains("Source:"), "\(language) records its source")
        }
    }

    /// Words that are the same in English and another language ("image" in French, "link" in
    /// Italian and Portuguese) are listed in `Locales/.hark.json`.
    /// label-style's words in every language: a role, a state and an action word where the
    /// language puts them, and a name that holds a role word elsewhere ("Button Shapes").
    static let labelWords: [(language: String, role: String, state: String, action: String, clean: String)] = [
        ("en", "Wi-Fi switch", "Bluetooth On", "Tap to enable Wi-Fi", "Switch Control"),
        ("de", "WLAN Schaltfläche", "Bluetooth Ein", "Tippen, um WLAN zu aktivieren", "Schaltersteuerung"),
        ("fr", "Bouton Wi-Fi", "Bluetooth activé", "Touchez pour activer le Wi-Fi", "Contrôle de sélection"),
        ("es", "Botón de Wi-Fi", "Bluetooth activado", "Toca para activar el Wi-Fi", "Control por botón"),
        ("it", "Pulsante Wi-Fi", "Bluetooth attivato", "Tocca per attivare il Wi-Fi", "Forme pulsante"),
        ("pt-BR", "Botão Wi-Fi", "Bluetooth ativado", "Toque para ativar o Wi-Fi", "Formas do botão"),
        ("ru", "Кнопка Wi-Fi", "Bluetooth включено", "Коснитесь, чтобы включить Wi-Fi", "Формы кнопок"),
        ("ja", "Wi-Fiボタン", "Bluetoothオン", "タップしてWi-Fiをオンにする", "スイッチコントロール"),
        ("zh-Hans", "Wi-Fi按钮", "蓝牙打开", "轻点以打开Wi-Fi", "按钮形状"),
        ("ko", "Wi-Fi 버튼", "Bluetooth 켬", "탭하여 Wi-Fi 켜기", "버튼 모양"),
        ("ar", "زر Wi-Fi", "البلوتوث مفعّل", "اضغط لتشغيل Wi-Fi", "أشكال الأزرار"),
        ("he", "מתג Wi-Fi", "Bluetooth פועל", "הקש כדי להפעיל Wi-Fi", "צורות כפתורים"),
    ]

    @Test func labelStyleWordsInEveryLanguage() throws {
        #expect(Set(Self.labelWords.map(\.language)) == Set(Self.languages))
        let store = try TestSupport.vocabularies()
        for example in Self.labelWords {
            let vocabulary = try #require(store.vocabularies[example.language])
            for kind in LabelWordList.Kind.allCases {
                let list = vocabulary.list(kind)
                let header = String(decoding: try FileSystem.readBytes(list.file), as: UTF8.self)
                #expect(header.contains("# Sources") && !list.words.isEmpty, "\(example.language) \(kind.rawValue) names its sources")
            }
            #expect(vocabulary.list(.role).match(in: LoweredText(example.role)) != nil, "\(example.language): \(example.role)")
            #expect(vocabulary.list(.state).match(in: LoweredText(example.state)) != nil, "\(example.language): \(example.state)")
            #expect(vocabulary.list(.action).match(in: LoweredText(example.action)) != nil, "\(example.language): \(example.action)")
            for kind in LabelWordList.Kind.allCases {
                #expect(vocabulary.list(kind).match(in: LoweredText(example.clean)) == nil, "\(example.language): \(example.clean) is clean")
            }
        }
    }

    /// An instruction with a verb other than "enable" (connect, allow, show…) is still an
    /// instruction; a state word at the end of what a verb keeps or shows ("Keep Screen On") is
    /// not the switch's state. In every language, Traditional Chinese too.
    static let moreLabelWords: [(language: String, instruction: String, keptState: String)] = [
        ("en", "Tap to connect to Wi-Fi", "Keep Screen On"),
        ("de", "Tippen, um WLAN zu verbinden", "Bildschirm an lassen"),
        ("fr", "Touchez pour se connecter", "Laisser le Wi-Fi activé"),
        ("es", "Toca para permitir las notificaciones", "Mantener la pantalla activada"),
        ("it", "Tocca per mostrare la password", "Mantieni lo schermo attivo"),
        ("pt-BR", "Toque para permitir notificações", "Manter a tela ativada"),
        ("ru", "Коснитесь, чтобы подключиться к Wi-Fi", "Оставлять экран включённым"),
        ("ja", "タップして接続", "画面をオンのままにする"),
        ("zh-Hans", "轻点以连接Wi-Fi", "保持屏幕打开"),
        ("zh-Hant", "輕觸以連接Wi-Fi", "保持螢幕開啟"),
        ("ko", "탭하여 Wi-Fi 연결", "화면 켜짐 유지"),
        ("ar", "اضغط للاتصال بشبكة Wi-Fi", "إبقاء الشاشة قيد التشغيل"),
        ("he", "הקש כדי להתחבר ל-Wi-Fi", "השאר את המסך פועל"),
    ]

    @Test func instructionsBeyondEnableAndKeptStatesInEveryLanguage() throws {
        #expect(Set(Self.moreLabelWords.map(\.language)) == Set(Self.languages + ["zh-Hant"]))
        let store = try TestSupport.vocabularies()
        for example in Self.moreLabelWords {
            let vocabulary = try #require(store.vocabularies[example.language])
            #expect(vocabulary.list(.action).match(in: LoweredText(example.instruction)) != nil, "\(example.language): \(example.instruction)")
            #expect(vocabulary.list(.state).match(in: LoweredText(example.keptState)) == nil, "\(example.language): \(example.keptState)")
        }
    }

    @Test func hearksOwnLocalizationAuditOfItsVocabulariesIsClean() throws {
        let root = TestSupport.packageRoot + "/Locales"
        let configuration = try Configuration.load(file: root + "/.hark.json")
        let auditor = try Auditor(catalog: try TestSupport.ruleCatalog(), vocabularies: try TestSupport.vocabularies(), configuration: configuration)
        let result = auditor.audit(try TestSupport.load([root]))
        #expect(result.findings.map { TextReporter().line($0, paths: PathDisplay(currentDirectory: root)) } == [])
    }

    /// Each announcement is entirely in its language: the state, the separator and the default
    /// hint come from that language's vocabulary, the name and hint from that locale's strings.
    @Test(arguments: languages)
    func theExampleSpeaksEachLanguageWithoutMixing(_ language: String) throws {
        let folder = TestSupport.packageRoot + "/Examples/Settings"
        let unit = try #require(try TestSupport.load([folder]).first)
        #expect(unit.locales.contains(language))
        let vocabulary = try TestSupport.vocabularies().resolve(language)
        #expect(!vocabulary.isFallback)
        let announcer = Announcer(vocabulary: vocabulary.vocabulary,
                                  resolver: TextResolver(catalog: unit.catalog, locale: language, developmentLanguage: "en"))
        let strings = try #require(unit.catalog.table("Localizable", locale: language))
        let cells = try #require(unit.model?.screens.first?.cells)
        let invert = try #require(cells.first { $0.id == "invert-colors" })
        let crossFade = try #require(cells.first { $0.id == "cross-fade" })
        let words = vocabulary.vocabulary
        // The own hint loses its final full stop and is followed by the default hint.
        let ownHint = try #require(strings.lookup("INVERT_COLORS_HINT"))
        let stop = words[.sentenceEnd]
        let hint = words.format(.switchHintFormat, ownHint.hasSuffix(stop) ? String(ownHint.dropLast(stop.count)) : ownHint)
        #expect(announcer.announce(invert, element: try #require(invert.element)).text
            == [strings.lookup("INVERT_COLORS"), words[.off], hint].compactMap { $0 }.joined(separator: words[.separator]))
        #expect(announcer.announce(crossFade, element: try #require(crossFade.element)).text
            == [strings.lookup("PREFER_CROSS_FADE"), words[.off], words[.switchHint]].compactMap { $0 }.joined(separator: words[.separator]))
        if language != "en" {
            let english = try TestSupport.vocabularies().resolve("en").vocabulary
            #expect(words[.off] != english[.off] && words[.switchHint] != english[.switchHint])
        }
    }

    @Test func localesFallBackLikeIOS() throws {
        let store = try TestSupport.vocabularies()
        #expect(store.resolve("pt-BR").vocabulary.language == "pt-BR")
        #expect(store.resolve("zh-Hans-CN").vocabulary.language == "zh-Hans")
        #expect(store.resolve("es-MX").vocabulary.language == "es")
        #expect(store.resolve("he-IL").vocabulary.language == "he")
        let swedish = store.resolve("sv")
        #expect(swedish.isFallback && swedish.vocabulary.language == "en")
        // Folders named in lower case (Kiwix's `zh-hans.lproj`, `pt-br.lproj`) are the same locales.
        #expect(store.resolve("zh-hans").vocabulary.language == "zh-Hans" && !store.resolve("zh-hans").isFallback)
        #expect(store.resolve("pt-br").vocabulary.language == "pt-BR")
        #expect(store.resolve("zh_hant_tw").vocabulary.language == "zh-Hant")
    }

    @Test func rightToLeftTextIsIsolatedInTextButPlainInJSON() throws {
        let text = try HarkProcess.run(["speak", "Examples/Settings", "--locale", "ar,he,en"])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("  \u{2067}تسهيلات الاستخدام، عنوان\u{2069}"))
        #expect(lines.contains("  \u{2067}נגישות, כותרת\u{2069}"))
        #expect(lines.contains("  Accessibility, heading"), "left-to-right lines are left alone")
        let json = try HarkProcess.run(["speak", "Examples/Settings", "--locale", "ar", "--format", "json"])
        #expect(json.stdout.contains("\"text\": \"تسهيلات الاستخدام، عنوان\""))
        #expect(!json.stdout.contains("\u{2067}"))
        let lint = try HarkProcess.run(["lint", "Examples/Settings", "--locale", "ar,en"])
        #expect(!lint.stdout.contains("\u{2067}"))
    }

    @Test func rolesInEveryLanguage() throws {
        let run = try HarkProcess.run(["speak", "Examples/Settings", "--locale", "all", "--roles"])
        let store = try TestSupport.vocabularies()
        for language in LanguageTests.languages {
            let role = try #require(store.vocabularies[language])[.switchButton]
            #expect(run.stdout.contains(role), "\(language): \(role)")
        }
    }

    @Test func activationSpeaksTheNewState() throws {
        let run = try HarkProcess.run(["speak", "Examples/Settings", "--activate", "accessibility/invert-colors", "--locale", "en,de,ja"])
        #expect(run.status == 0)
        #expect(run.stdout.contains("== accessibility · invert-colors · de\n  focus:      Farben umkehren, Aus, Kehrt die Farben der Anzeige um. Zum Umschalten Doppeltippen.\n  double tap: Ein\n"))
        #expect(run.stdout.contains("· ja\n  focus:      色を反転、オフ、画面の色を反転します。ダブルタップで設定を切り替えます。\n  double tap: オン\n"))
        let dimmed = try HarkProcess.run(["speak", "Examples/Settings", "--activate", "smart-invert"])
        #expect(dimmed.stdout.contains("double tap: (nothing is spoken: the switch is dimmed"))
        let json = try HarkProcess.run(["speak", "Examples/Settings", "--activate", "invert-colors", "--format", "json"])
        let entries = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: String]])
        #expect(entries.first?["activation"] == "on")
        #expect(try HarkProcess.run(["speak", "Examples/Settings", "--activate", "nope"]).status == 2)
    }
}

@Suite(.serialized) struct GoldenTranscriptTests {
    func copyOfExample() throws -> String {
        let folder = try TestSupport.makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/Settings", toPath: folder + "/Settings")
        return folder
    }

    @Test func recordThenCheckRoundTrip() throws {
        let folder = try copyOfExample()
        let record = try HarkProcess.run(["speak", "Settings", "--locale", "all", "--record", "speech.tsv"], in: folder)
        #expect(record.status == 0)
        let transcript = try GoldenTranscript.load(file: folder + "/speech.tsv")
        #expect(Set(transcript.lines.map(\.locale)).count == 12)
        let clean = try HarkProcess.run(["lint", "Settings", "--transcript", "speech.tsv", "--format", "json"], in: folder)
        #expect(!clean.stdout.contains("the transcript"), "an unchanged app matches its transcript")

        // A translator changes one German string: the speech changes, and lint says where.
        let german = folder + "/Settings/Locales/de.lproj/Localizable.strings"
        var strings = String(decoding: try FileSystem.readBytes(german), as: UTF8.self)
        strings = strings.replacingOccurrences(of: "\"Farben umkehren\"", with: "\"Farbumkehr\"")
        try FileSystem.writeAtomically(Array(strings.utf8), to: german)
        let changed = try HarkProcess.run(["lint", "Settings", "--transcript", "speech.tsv"], in: folder)
        #expect(changed.status == 1)
        #expect(changed.stdout.contains("Settings/Settings.json:23:25: error: VoiceOver now says \"Farbumkehr, Aus, Kehrt die Farben der Anzeige um. Zum Umschalten Doppeltippen.\"; the transcript (line "))
        #expect(changed.stdout.contains("records \"Farben umkehren, Aus, Kehrt die Farben der Anzeige um. Zum Umschalten Doppeltippen.\" (de) [speech-mismatch]"))
    }

    @Test func transcriptEscapesRoundTrip() throws {
        let spoken = [SpokenElement(screen: "s", element: "e", locale: "en", text: "a\tb\\c\nd", kind: .control, shown: "a")]
        let text = String(decoding: GoldenTranscript.render(spoken, includesRoles: true), as: UTF8.self)
        let parsed = try GoldenTranscript.parse(text, file: "t.tsv")
        #expect(parsed.includesRoles)
        #expect(parsed.lines.first?.text == "a\tb\\c\nd")
    }

    @Test func malformedTranscriptExitsTwoWithPosition() throws {
        let folder = try copyOfExample()
        try FileSystem.writeAtomically(Array((GoldenTranscript.header + "\nonly\ttwo\n").utf8), to: folder + "/bad.tsv")
        let run = try HarkProcess.run(["lint", "Settings", "--transcript", "bad.tsv"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("bad.tsv:2:1: a transcript line has 5 tab-separated fields"))
        let missing = try HarkProcess.run(["lint", "Settings", "--transcript", "none.tsv"], in: folder)
        #expect(missing.status == 2 && missing.stderr.contains("record one with"))
    }
}
