/// The screen reader's own words in one language, read from
/// `Locales/<lang>.lproj/VoiceOver.strings`, and the style rules' word lists beside it
/// (`RoleWords.txt`, `StateWords.txt`, `ActionWords.txt`).
/// A class: every announcement and style check reads it, and a copy of this many fields per
/// use cost more than the lookup itself.
final class Vocabulary: Sendable {
    enum Word: String, CaseIterable, Sendable {
        case separator
        case on = "state.on"
        case off = "state.off"
        case mixed = "state.mixed"
        case dimmed = "state.dimmed"
        /// Said alone when a selected element has no name.
        case selected = "trait.selected"
        /// `Selected: %@`: the name of a selected element.
        case selectedFormat = "trait.selected.format"
        case switchButton = "role.switchButton"
        case button = "role.button"
        case heading = "trait.heading"
        case link = "trait.link"
        case adjustable = "trait.adjustable"
        case image = "trait.image"
        case searchField = "trait.searchField"
        /// The default switch hint, said when the switch has no hint of its own.
        case switchHint = "hint.switch"
        /// `%@. Double tap to toggle setting.`: the switch's own hint followed by the default.
        case switchHintFormat = "hint.switch.format"
        /// The language's full stop, which ends a hint ("." or "。").
        case sentenceEnd = "sentence.end"

        /// The word's place in `allCases`: words are looked up for every announcement, and an
        /// array index costs less than hashing the key.
        var ordinal: Int {
            switch self {
            case .separator: return 0
            case .on: return 1
            case .off: return 2
            case .mixed: return 3
            case .dimmed: return 4
            case .selected: return 5
            case .selectedFormat: return 6
            case .switchButton: return 7
            case .button: return 8
            case .heading: return 9
            case .link: return 10
            case .adjustable: return 11
            case .image: return 12
            case .searchField: return 13
            case .switchHint: return 14
            case .switchHintFormat: return 15
            case .sentenceEnd: return 16
            }
        }
    }

    /// The vocabulary's language (the `.lproj` name).
    let language: String
    let file: String
    private let words: [String: String]
    /// The style rules' word lists, one per kind.
    let wordLists: [LabelWordList.Kind: LabelWordList]

    /// Every word by `Word.ordinal`.
    private let values: [String]
    /// The word lists by kind, in `Kind.allCases` order: rules ask for them for every label in
    /// every locale, and an array costs less than hashing the kind each time.
    private let listsInOrder: [LabelWordList]
    /// The formats split at their `%@`, once: every announcement uses them.
    private let selectedFormat: (prefix: String, suffix: String)
    private let switchHintFormat: (prefix: String, suffix: String)

    init(language: String, file: String, words: [String: String], wordLists: [LabelWordList.Kind: LabelWordList] = [:]) {
        self.language = language
        self.file = file
        self.words = words
        self.wordLists = wordLists
        values = Word.allCases.map { words[$0.rawValue] ?? "" }
        listsInOrder = LabelWordList.Kind.allCases.map { wordLists[$0] ?? .empty($0) }
        func split(_ word: Word) -> (prefix: String, suffix: String) {
            let format = words[word.rawValue] ?? "%@"
            guard let range = format.firstRange(of: "%@") else { return (format, "") }
            return (String(format[..<range.lowerBound]), String(format[range.upperBound...]))
        }
        selectedFormat = split(.selectedFormat)
        switchHintFormat = split(.switchHintFormat)
    }

    subscript(word: Word) -> String { values[word.ordinal] }

    /// The word list of one kind (empty when the language has none).
    func list(_ kind: LabelWordList.Kind) -> LabelWordList {
        switch kind {
        case .role: return listsInOrder[0]
        case .state: return listsInOrder[1]
        case .action: return listsInOrder[2]
        }
    }

    /// `format` (a vocabulary format with one `%@`) with `argument` in its place.
    func format(_ word: Word, _ argument: String) -> String {
        let parts = formatParts(word)
        return parts.prefix + argument + parts.suffix
    }

    /// A format's words before its `%@` and after it (a word that is no format: all before).
    func formatParts(_ word: Word) -> (prefix: String, suffix: String) {
        switch word {
        case .selectedFormat: return selectedFormat
        case .switchHintFormat: return switchHintFormat
        default: return (self[word], "")
        }
    }

    /// Whether the language is written right to left.
    var isRightToLeft: Bool { TextDirection.isRightToLeft(language) }

    var missingWords: [Word] { Word.allCases.filter { words[$0.rawValue] == nil } }
    var missingLists: [LabelWordList.Kind] { LabelWordList.Kind.allCases.filter { wordLists[$0] == nil } }
}

/// Every vocabulary Hark ships, and iOS-like resolution of an app locale to one of them.
struct VocabularyStore: Sendable {
    static let fallbackLanguage = "en"
    let vocabularies: [String: Vocabulary]
    /// The words each language writes as English does (`Locales/SameAsEnglish`), for
    /// `l10n-untranslated`.
    let sameAsEnglish: SameAsEnglishTerms
    /// The vocabularies by lower-cased code: an app's folder may be named `zh-hans.lproj` or
    /// `pt-br.lproj` (Kiwix's), which iOS reads as `zh-Hans` and `pt-BR`.
    private let byLowercasedCode: [String: Vocabulary]

    init(vocabularies: [String: Vocabulary], sameAsEnglish: SameAsEnglishTerms = .empty) {
        self.vocabularies = vocabularies
        self.sameAsEnglish = sameAsEnglish
        byLowercasedCode = Dictionary(vocabularies.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// Loads `<root>/Locales/*.lproj/VoiceOver.strings` and the word lists beside each. A
    /// broken vocabulary or list is a broken installation: it is reported like any invalid input.
    static func load(resourceRoot: String) throws -> VocabularyStore {
        let catalog = try LocalizationCatalog.load(root: FileSystem.join(resourceRoot, "Locales"))
        var vocabularies: [String: Vocabulary] = [:]
        for (language, tables) in catalog.tables {
            guard let table = tables["VoiceOver"] else { continue }
            if let error = table.syntaxError { throw error }
            var lists: [LabelWordList.Kind: LabelWordList] = [:]
            let folder = FileSystem.directoryName(table.file)
            for kind in LabelWordList.Kind.allCases {
                let file = FileSystem.join(folder, kind.rawValue + ".txt")
                if FileSystem.exists(file) { lists[kind] = try LabelWordList.load(file: file, kind: kind) }
            }
            vocabularies[language] = Vocabulary(language: language, file: table.file, words: table.dictionary, wordLists: lists)
        }
        guard vocabularies[fallbackLanguage] != nil else {
            throw InputError("the English vocabulary Locales/en.lproj/VoiceOver.strings is missing", file: resourceRoot)
        }
        let sameAsEnglish = try SameAsEnglishTerms.load(localesFolder: FileSystem.join(resourceRoot, "Locales"))
        return VocabularyStore(vocabularies: vocabularies, sameAsEnglish: sameAsEnglish)
    }

    struct Resolution: Sendable {
        let vocabulary: Vocabulary
        /// True when no vocabulary matched and English stands in.
        let isFallback: Bool
    }

    /// Resolves like iOS: the exact locale, then without region (`pt-BR` → `pt`), keeping the
    /// script (`zh-Hans-CN` → `zh-Hans`), then English; codes match in any case.
    func resolve(_ locale: String) -> Resolution {
        for candidate in LocaleCode(locale).fallbacks {
            if let vocabulary = vocabularies[candidate] ?? byLowercasedCode[candidate.lowercased()] {
                return Resolution(vocabulary: vocabulary, isFallback: false)
            }
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
