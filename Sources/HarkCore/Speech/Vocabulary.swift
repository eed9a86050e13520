/// The screen reader's own words in one language, read from
/// `Locales/<lang>.lproj/VoiceOver.strings`.
public struct Vocabulary: Sendable {
    public enum Word: String, CaseIterable, Sendable {
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
    public let language: String
    public let file: String
    private let words: [String: String]
    /// The style rules' lists, prepared once.
    public let controlTypes: WordList
    public let gestures: WordList
    public let sentenceEnds: Set<String>

    public init(language: String, file: String, words: [String: String]) {
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

    public subscript(word: Word) -> String { words[word.rawValue] ?? "" }

    /// Whether the language is written right to left.
    public var isRightToLeft: Bool { TextDirection.isRightToLeft(language) }

    public var missingWords: [Word] { Word.allCases.filter { words[$0.rawValue] == nil } }
}

/// Every vocabulary Hark ships, and iOS-like resolution of an app locale to one of them.
public struct VocabularyStore: Sendable {
    public static let fallbackLanguage = "en"
    public let vocabularies: [String: Vocabulary]

    public init(vocabularies: [String: Vocabulary]) {
        self.vocabularies = vocabularies
    }

    /// Loads `<root>/Locales/*.lproj/VoiceOver.strings`. A broken vocabulary is a broken
    /// installation: it is reported like any invalid input.
    public static func load(resourceRoot: String) throws -> VocabularyStore {
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

    public struct Resolution: Sendable {
        public let vocabulary: Vocabulary
        /// True when no vocabulary matched and English stands in.
        public let isFallback: Bool
    }

    /// Resolves like iOS: the exact locale, then without region (`pt-BR` → `pt`), keeping the
    /// script (`zh-Hans-CN` → `zh-Hans`), then English.
    public func resolve(_ locale: String) -> Resolution {
        for candidate in VocabularyStore.candidates(for: locale) {
            if let vocabulary = vocabularies[candidate] { return Resolution(vocabulary: vocabulary, isFallback: false) }
        }
        // `en` is guaranteed by `load`; an empty store (tests) speaks with empty words.
        let english = vocabularies[VocabularyStore.fallbackLanguage]
            ?? Vocabulary(language: VocabularyStore.fallbackLanguage, file: "", words: [:])
        return Resolution(vocabulary: english, isFallback: true)
    }

    static func candidates(for locale: String) -> [String] {
        let parts = locale.replacingOccurrences(of: "_", with: "-").split(separator: "-").map(String.init)
        guard let language = parts.first else { return [] }
        var result = [parts.joined(separator: "-")]
        if parts.count >= 2, parts[1].count == 4 {
            result.append(language + "-" + parts[1])
        }
        result.append(language)
        var seen: Set<String> = []
        return result.filter { seen.insert($0).inserted }
    }
}
