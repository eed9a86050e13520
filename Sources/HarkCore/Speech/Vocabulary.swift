/// The screen reader's own words in one language, read from
/// `Locales/<lang>.lproj/VoiceOver.strings`.
struct Vocabulary: Sendable {
    enum Word: String, CaseIterable, Sendable {
        case separator
        case on = "state.on"
        case off = "state.off"
        case mixed = "state.mixed"
        case dimmed = "state.dimmed"
        case selected = "trait.selected"
        case switchButton = "role.switchButton"
        case button = "role.button"
        case heading = "role.heading"
        case switchHint = "hint.switch"
        /// `|`-separated lists the style rules look for.
        case controlTypes = "words.controlTypes"
        case gestures = "words.gestures"
        case sentenceEnds = "words.sentenceEnds"
    }

    /// The vocabulary's language (the `.lproj` name).
    let language: String
    let file: String
    private let words: [String: String]
    /// The style rules' lists, prepared once.
    let controlTypes: WordList
    let gestures: WordList
    let sentenceEnds: Set<String>

    init(language: String, file: String, words: [String: String]) {
        self.language = language
        self.file = file
        self.words = words
        func list(_ word: Word) -> [String] {
            (words[word.rawValue] ?? "").split(separator: "|").map { String($0) }.filter { !$0.isEmpty }
        }
        controlTypes = WordList(list(.controlTypes))
        gestures = WordList(list(.gestures))
        sentenceEnds = Set(list(.sentenceEnds))
    }

    subscript(word: Word) -> String { words[word.rawValue] ?? "" }

    /// Whether the language is written right to left.
    var isRightToLeft: Bool { TextDirection.isRightToLeft(language) }

    var missingWords: [Word] { Word.allCases.filter { words[$0.rawValue] == nil } }
}

/// Every vocabulary Hark ships, and iOS-like resolution of an app locale to one of them.
struct VocabularyStore: Sendable {
    static let fallbackLanguage = "en"
    let vocabularies: [String: Vocabulary]

    init(vocabularies: [String: Vocabulary]) {
        self.vocabularies = vocabularies
    }

    /// Loads `<root>/Locales/*.lproj/VoiceOver.strings`. A broken vocabulary is a broken
    /// installation: it is reported like any invalid input.
    static func load(resourceRoot: String) throws -> VocabularyStore {
        let catalog = try LocalizationCatalog.load(root: FileSystem.join(resourceRoot, "Locales"))
        var vocabularies: [String: Vocabulary] = [:]
        for (language, tables) in catalog.tables {
            guard let table = tables["VoiceOver"] else { continue }
            if let error = table.syntaxError { throw error }
            vocabularies[language] = Vocabulary(language: language, file: table.file,
                                                words: table.dictionary)
        }
        guard vocabularies[fallbackLanguage] != nil else {
            throw InputError("the English vocabulary Locales/en.lproj/VoiceOver.strings is missing", file: resourceRoot)
        }
        return VocabularyStore(vocabularies: vocabularies)
    }

    struct Resolution: Sendable {
        let vocabulary: Vocabulary
        /// True when no vocabulary matched and English stands in.
        let isFallback: Bool
    }

    /// Resolves like iOS: the exact locale, then without region (`pt-BR` → `pt`), keeping the
    /// script (`zh-Hans-CN` → `zh-Hans`), then English.
    func resolve(_ locale: String) -> Resolution {
        for candidate in LocaleCode(locale).fallbacks {
            if let vocabulary = vocabularies[candidate] { return Resolution(vocabulary: vocabulary, isFallback: false) }
        }
        // `en` is guaranteed by `load`; an empty store (tests) speaks with empty words.
        let english = vocabularies[VocabularyStore.fallbackLanguage]
            ?? Vocabulary(language: VocabularyStore.fallbackLanguage, file: "", words: [:])
        return Resolution(vocabulary: english, isFallback: true)
    }

}

extension VocabularyStore {
    /// The one way announcers are made: the locale's vocabulary (English standing in when Hark
    /// has none; `resolve(_:)` tells) and the app's tables for that locale.
    func announcer(for locale: String, catalog: LocalizationCatalog, developmentLanguage: String,
                   includeRoles: Bool = false) -> Announcer {
        Announcer(vocabulary: resolve(locale).vocabulary,
                  resolver: TextResolver(catalog: catalog, locale: locale, developmentLanguage: developmentLanguage),
                  includeRoles: includeRoles)
    }
}
