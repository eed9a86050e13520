/// How much of a development table each translation lacks, read the same way by a model's unit
/// and by its folder's, so that both agree which languages are only partly translated (iAPS's
/// Catalan lacks 689 of its 1,140 texts). Such a language is one finding for the table (the
/// folder's unit says it), not one per text and language.
///
/// A key no translation has yet (a text added since the translators last worked) is left out:
/// it stays one finding "(in all N translations)", and does not make every language look partly
/// translated at once.
struct TranslationCoverage {
    /// At least this many keys missing from a translation, a quarter of `keys` or more, make it
    /// partly translated.
    static let summaryMinimum = 20

    private let development: StringsTable
    /// Whether each entry of the development table is counted: a key to translate, the
    /// definition in use, that some translation has.
    private let counted: [Bool]
    /// How many keys are counted.
    let keyCount: Int
    /// How many of the counted keys each partly translated locale's table lacks.
    let partlyTranslated: [String: Int]

    /// `locales`: the audited locales; those of the development language (en-GB keeps only what
    /// differs) and those without a table of the name (one finding of their own) are not compared.
    init(development: StringsTable, catalog: LocalizationCatalog, locales: [String], developmentLanguage: String,
         placeholders: RuntimePlaceholders) {
        self.development = development
        let language = LocaleCode(developmentLanguage).language
        let translations: [(locale: String, table: StringsTable)] = locales.compactMap { locale in
            guard LocaleCode(locale).language != language else { return nil }
            let table = development.format == .stringsdict ? catalog.pluralTables[locale]?[development.name]
                : catalog.table(development.name, locale: locale)
            guard let table, table !== development, table.parses, table.endedEarly == nil else { return nil }
            return (locale, table)
        }
        var counted = development.entries.indices.map { index in
            let entry = development.entries[index]
            return entry.shouldTranslate && !entry.isStale && development.isDefinitionInUse(at: index)
                && hasLetters(entry, in: development, placeholders: placeholders)
        }
        // Each translation read in the development table's order, as it mostly lists its keys:
        // the next key is tried where the last one was found before any lookup by hash.
        var missingFrom: [[Int]] = []
        var lacking = [Int](repeating: 0, count: counted.count)
        development.entries.withUnsafeBufferPointer { entries in
            for (_, table) in translations {
                var missing: [Int] = []
                var next = 0
                for index in entries.indices where counted[index] {
                    let key = entries[index].key
                    if let found = table.definitionIndex(of: key, trying: next) {
                        next = found + 1
                    } else if table.problems.isEmpty || !table.problems.contains(where: { $0.key == key }) {
                        missing.append(index)
                        lacking[index] += 1
                    }
                }
                missingFrom.append(missing)
            }
        }
        // A key no translation has is each its own finding.
        if translations.count >= 2 {
            for index in counted.indices where counted[index] && lacking[index] == translations.count { counted[index] = false }
        }
        self.counted = counted
        keyCount = counted.lazy.filter { $0 }.count
        var partlyTranslated: [String: Int] = [:]
        for ((locale, _), missing) in zip(translations, missingFrom) {
            let count = missing.lazy.filter { counted[$0] }.count
            if count >= Self.summaryMinimum, count * 4 >= keyCount { partlyTranslated[locale] = count }
        }
        self.partlyTranslated = partlyTranslated
    }

    /// Whether `locale` is partly translated and lacks `key` for that reason (the folder's
    /// finding for the table counts it).
    func counts(_ key: String, missingFrom locale: String) -> Bool {
        guard partlyTranslated[locale] != nil, let index = development.definitionIndex(of: key) else { return false }
        return counted[index]
    }
}
