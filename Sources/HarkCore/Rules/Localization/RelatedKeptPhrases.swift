/// The terms a language's translators keep in the project's other tables (`KeptPhrases`):
/// DuckDuckGo's Slovenian and German translators write "Fire Button" inside the app's translated
/// sentences, so its widget's title "Fire Button", alone in a table of its own, is kept on
/// purpose too. The same folder's other tables and the project's other folders of tables
/// (`AuditUnit.relatedCatalogs`) are read, each once, only for a name or a term still in
/// question; a value there vouches when most of its words are the translation's own.
struct RelatedKeptPhrases {
    private let catalogs: [LocalizationCatalog]
    private let developmentLanguage: String
    private let placeholders: RuntimePlaceholders
    /// Each translation table's kept phrases, by the table.
    private var phrases: [ObjectIdentifier: KeptPhrases] = [:]
    private var pairsByLocale: [String: [(translation: StringsTable, development: StringsTable)]] = [:]

    init(_ context: AuditContext) {
        catalogs = [context.catalog] + context.unit.relatedCatalogs
        developmentLanguage = context.unit.developmentLanguage
        placeholders = context.configuration.runtimePlaceholders
    }

    /// Whether a table of `locale` other than `table` writes `value` inside a value it translated.
    mutating func contains(_ value: String, locale: String, besides table: StringsTable,
                           vocabularies: inout [ObjectIdentifier: Set<UInt64>]) -> Bool {
        for (translation, development) in pairs(of: locale) where translation !== table {
            if kept(in: translation, development: development, vocabularies: &vocabularies).contains(value) { return true }
        }
        return false
    }

    /// The locale's tables that parse, each with its development table, in a fixed order: found
    /// once a locale.
    private mutating func pairs(of locale: String) -> [(translation: StringsTable, development: StringsTable)] {
        if let known = pairsByLocale[locale] { return known }
        var found: [(translation: StringsTable, development: StringsTable)] = []
        for catalog in catalogs {
            guard let translations = catalog.tables[locale], let folder = catalog.folder(forDevelopmentLanguage: developmentLanguage),
                  folder != locale else { continue }
            for name in translations.keys.sorted() {
                guard let translation = translations[name], translation.parses,
                      let development = catalog.table(name, locale: folder), development.parses else { continue }
                found.append((translation, development))
            }
        }
        pairsByLocale[locale] = found
        return found
    }

    private mutating func kept(in translation: StringsTable, development: StringsTable,
                               vocabularies: inout [ObjectIdentifier: Set<UInt64>]) -> KeptPhrases {
        if let known = phrases[ObjectIdentifier(translation)] { return known }
        let found = KeptPhrases(translatedIn: translation, development: development,
                                developmentWords: KeptPhrases.vocabulary(of: development, cache: &vocabularies),
                                placeholders: placeholders, mostlyForeign: true)
        phrases[ObjectIdentifier(translation)] = found
        return found
    }
}
