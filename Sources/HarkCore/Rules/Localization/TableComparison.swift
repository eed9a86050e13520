/// Pairs each translated entry with the development language's entry of the same key in the
/// table of the same name and format: what the localization rules compare.
struct TranslatedEntry {
    let table: StringsTable
    let entry: StringsEntry
    let reference: StringsEntry
    let referenceTable: StringsTable
}

extension AuditContext {
    /// The development language's tables (its own folder, else `Base`), by format and name.
    func developmentTable(for table: StringsTable) -> StringsTable? {
        let language = unit.developmentLanguage
        guard let folder = catalog.folder(forDevelopmentLanguage: language) else { return nil }
        switch table.format {
        case .stringsdict: return catalog.pluralTables[folder]?[table.name] ?? catalog.pluralTables[language]?[table.name]
        case .strings, .xcstrings: return catalog.tables[folder]?[table.name]
        }
    }

    /// Every entry of every audited non-development table that the development language also has.
    var translatedEntries: [TranslatedEntry] {
        var result: [TranslatedEntry] = []
        let language = unit.developmentLanguage
        let developmentFolder = catalog.folder(forDevelopmentLanguage: language)
        for table in tables where table.locale != language && table.locale != developmentFolder && !table.locale.isEmpty {
            guard table.syntaxError == nil, let reference = developmentTable(for: table), reference.syntaxError == nil else { continue }
            for entry in table.entries {
                guard let original = reference.entry(entry.key), table.entry(entry.key)?.location == entry.location else { continue }
                result.append(TranslatedEntry(table: table, entry: entry, reference: original, referenceTable: reference))
            }
        }
        return result
    }
}
