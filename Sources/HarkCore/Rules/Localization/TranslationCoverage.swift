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

    /// The development table's keys to translate that some translation has.
    let keys: Set<String>
    /// How many of `keys` each partly translated locale's table lacks.
    let partlyTranslated: [String: Int]

    /// `locales`: the audited locales; those of the development language (en-GB keeps only what
    /// differs) and those without a table of the name (one finding of their own) are not compared.
    init(development: StringsTable, catalog: LocalizationCatalog, locales: [String], developmentLanguage: String,
         placeholders: RuntimePlaceholders) {
        let language = LocaleCode(developmentLanguage).language
        let translations: [(locale: String, table: StringsTable)] = locales.compactMap { locale in
            guard LocaleCode(locale).language != language else { return nil }
            let table = development.format == .stringsdict ? catalog.pluralTables[locale]?[development.name]
                : catalog.table(development.name, locale: locale)
            guard let table, table !== development, table.parses, table.endedEarly == nil else { return nil }
            return (locale, table)
        }
        var keys = Set(development.entries.indices.lazy.filter { development.isDefinitionInUse(at: $0) }.map { development.entries[$0] }
            .filter { $0.shouldTranslate && !$0.isStale && hasLetters($0, in: development, placeholders: placeholders) }.map(\.key))
        func has(_ table: StringsTable, _ key: String) -> Bool {
            table.contains(key) || table.problems.contains { $0.key == key }
        }
        if translations.count >= 2 {
            keys = keys.filter { key in translations.contains { has($0.table, key) } }
        }
        self.keys = keys
        var partlyTranslated: [String: Int] = [:]
        for (locale, table) in translations {
            let missing = keys.lazy.filter { !has(table, $0) }.count
            if missing >= Self.summaryMinimum, missing * 4 >= keys.count { partlyTranslated[locale] = missing }
        }
        self.partlyTranslated = partlyTranslated
    }

    /// Whether `locale` is partly translated and lacks `key` for that reason (the folder's
    /// finding for the table counts it).
    func counts(_ key: String, missingFrom locale: String) -> Bool {
        partlyTranslated[locale] != nil && keys.contains(key)
    }
}
