/// How much of a development table each translation lacks, read the same way by a model's unit
/// and by its folder's, so that both agree which languages are only partly translated (iAPS's
/// Catalan lacks 704 of its 1,161 texts). Such a language is one finding for the table (the
/// folder's unit says it), not one per text and language.
///
/// So is a language whose table is mostly the development language's text copied, the state of
/// languages a translation service adds before anyone translates them (Zotero's Afrikaans: 550
/// of its 558 values English, 59 keys missing). `l10n-untranslated` says the copies once; the
/// keys it lacks are one finding too, not 59.
///
/// A key no translation has yet (a text added since the translators last worked) is left out:
/// it stays one finding "(in all N translations)", and does not make every language look partly
/// translated at once. Leaving keys out only lowers a share, so a locale lacking too few keys
/// before they are left out is ruled out after one pass over its own table: the passes over
/// every translation are made only when some locale may be partly translated. (A class: what it
/// has found is kept, by each rule's run, while it asks one locale after another.)
final class TranslationCoverage {
    /// At least this many keys missing from a translation, a quarter of the counted keys or
    /// more, make it partly translated.
    static let summaryMinimum = 20
    /// So many keys missing are a backlog, whatever share of the keys they are (OsmAnd's Turkish
    /// lacks 901 of 4,450): one finding too, as `l10n-untranslated` says so many copies once.
    static let backlogMinimum = 100

    private let development: StringsTable
    private let translations: [(locale: String, table: StringsTable)]
    /// Whether each entry of the development table is a key to translate, the definition in use.
    private let translatable: [Bool]
    private let translatableCount: Int
    /// Found on the first locale that may be partly translated.
    private var found: (counted: [Bool], keyCount: Int, partlyTranslated: [String: Shortfall])? = nil
    /// Locales lacking too few keys to be partly translated, whatever is left out.
    private var ruledOut: Set<String> = []

    /// `locales`: the audited locales; those of the development language (en-GB keeps only what
    /// differs) and those without a table of the name (one finding of their own) are not compared.
    init(development: StringsTable, catalog: LocalizationCatalog, locales: [String], developmentLanguage: String,
         placeholders: RuntimePlaceholders) {
        self.development = development
        let language = LocaleCode(developmentLanguage).language
        translations = locales.compactMap { locale in
            guard LocaleCode(locale).language != language else { return nil }
            let table = development.format == .stringsdict ? catalog.pluralTables[locale]?[development.name]
                : catalog.table(development.name, locale: locale)
            guard let table, table !== development, table.parses, table.endedEarly == nil else { return nil }
            return (locale, table)
        }
        translatable = development.entries.withUnsafeBufferPointer { entries in
            entries.indices.map { index in
                entries[index].shouldTranslate && !entries[index].isStale && development.isDefinitionInUse(at: index)
                    && hasLetters(entries[index], in: development, placeholders: placeholders)
                    && !Self.readsAlikeEverywhere(entries[index], in: development)
            }
        }
        translatableCount = translatable.lazy.filter { $0 }.count
    }

    /// Whether a value is the same in every language as a link, an address or a path (the
    /// Corona-Warn-App's `Localizable.links.strings`, whose Polish keeps 37 of its 38 links as
    /// English has them): a translation holding it is no copy left untranslated, and one lacking
    /// it is reported key by key. A value with a space is a sentence: not asked.
    private static func readsAlikeEverywhere(_ entry: StringsEntry, in table: StringsTable) -> Bool {
        guard entry.variants.isEmpty, table.pluralsByKey[entry.key] == nil,
              !entry.text.withUTF8Bytes({ $0.contains(0x20) }) else { return false }
        return TranslationNeed.isAddressAlone(entry.value)
    }

    /// How far a partly translated locale's table is from the development language's.
    struct Shortfall {
        /// The counted keys the locale lacks, and how many keys are counted.
        let missing: Int
        let keyCount: Int
        /// The keys it has whose value is the development language's byte for byte, when they,
        /// not the missing keys, make it partly translated; else 0.
        let copied: Int
    }

    /// How far `locale`'s table is from the development language's, when it is partly translated.
    func shortfall(of locale: String) -> Shortfall? {
        if found == nil {
            guard !ruledOut.contains(locale), let table = translations.first(where: { $0.locale == locale })?.table else { return nil }
            let compared = compare(table, among: translatable)
            guard Self.shortfall(missing: compared.missing.count, copied: compared.copied.count, of: translatableCount) != nil else {
                ruledOut.insert(locale)
                return nil
            }
            found = findEveryLocale()
        }
        return found?.partlyTranslated[locale]
    }

    /// Whether `locale` is partly translated and its finding for the table counts `key`
    /// (whether the locale has it or not).
    func counts(_ key: String, for locale: String) -> Bool {
        guard shortfall(of: locale) != nil, let found, let index = development.definitionIndex(of: key) else { return false }
        return found.counted[index]
    }

    /// A quarter or more of the counted keys missing, or a backlog of them; or some missing while
    /// a quarter or more of the keys the locale has are copies. (Leaving out keys no translation
    /// has lowers `missing` and `keyCount` alike and no copy, so a locale ruled out stays out.)
    private static func shortfall(missing: Int, copied: Int, of keyCount: Int) -> Shortfall? {
        if isSummed(missing: missing, of: keyCount) { return Shortfall(missing: missing, keyCount: keyCount, copied: 0) }
        if missing > 0 && copied >= summaryMinimum && copied * 4 >= keyCount - missing {
            return Shortfall(missing: missing, keyCount: keyCount, copied: copied)
        }
        return nil
    }

    /// Whether so many keys missing of `keyCount` are one finding for the table.
    static func isSummed(missing: Int, of keyCount: Int) -> Bool {
        missing >= backlogMinimum || missing >= summaryMinimum && missing * 4 >= keyCount
    }

    private func findEveryLocale() -> (counted: [Bool], keyCount: Int, partlyTranslated: [String: Shortfall]) {
        var counted = translatable
        let comparisons = translations.map { compare($0.table, among: translatable) }
        let missingFrom = comparisons.map(\.missing)
        // A key no translation has is each its own finding.
        if translations.count >= 2 {
            var lacking = [Int](repeating: 0, count: counted.count)
            for missing in missingFrom { for index in missing { lacking[index] += 1 } }
            for index in counted.indices where counted[index] && lacking[index] == translations.count { counted[index] = false }
        }
        let keyCount = counted.lazy.filter { $0 }.count
        var partlyTranslated: [String: Shortfall] = [:]
        for ((locale, _), comparison) in zip(translations, comparisons) {
            let missing = comparison.missing.lazy.filter { counted[$0] }.count
            if let shortfall = Self.shortfall(missing: missing, copied: comparison.copied.count, of: keyCount) {
                partlyTranslated[locale] = shortfall
            }
        }
        return (counted, keyCount, partlyTranslated)
    }

    /// The development entries among `keys` that `table` lacks, and those it has with the
    /// development value byte for byte (in `.strings` only: a `.stringsdict`'s values are its
    /// format keys, and a catalog marks what it keeps untranslated on purpose). The table is read
    /// in the development table's order, as a translation mostly lists its keys: the next key is
    /// tried where the last one was found before any lookup by hash.
    private func compare(_ table: StringsTable, among keys: [Bool]) -> (missing: [Int], copied: [Int]) {
        let countsCopies = development.format == .strings
        return development.entries.withUnsafeBufferPointer { entries in table.entries.withUnsafeBufferPointer { translated in
            var missing: [Int] = []
            var copied: [Int] = []
            var next = 0
            for index in entries.indices where keys[index] {
                if let found = table.definitionIndex(of: entries[index].key, trying: next) {
                    next = found + 1
                    if countsCopies && translated[found].text.hasSameUTF8(as: entries[index].text) { copied.append(index) }
                } else if table.problems.isEmpty || !table.problems.contains(where: { $0.key == entries[index].key }) {
                    missing.append(index)
                }
            }
            return (missing, copied)
        } }
    }
}
