extension AuditContext {
    /// The development language's table matching `table` (same name and format), from its own
    /// folder, else `Base`.
    func developmentTable(for table: StringsTable) -> StringsTable? {
        let language = unit.developmentLanguage
        guard let folder = catalog.folder(forDevelopmentLanguage: language) else { return nil }
        switch table.format {
        case .stringsdict: return catalog.pluralTables[folder]?[table.name] ?? catalog.pluralTables[language]?[table.name]
        case .strings, .xcstrings: return catalog.tables[folder]?[table.name]
        }
    }

    /// The `.stringsdict` table of the same name and locale as a `.strings` table, whose
    /// entries replace the `.strings` entries of their keys on a device: those are never shown.
    func pluralOverride(for table: StringsTable) -> StringsTable? {
        table.format == .strings ? catalog.pluralTables[table.locale]?[table.name] : nil
    }

    /// Calls `body` for every entry of every audited translation (not the development
    /// language) whose key the development language's table also has, with that entry, but
    /// entries a `.stringsdict` replaces (`pluralOverride`); both are lent by address, valid
    /// during the call, the development entry with its index in its table.
    func forEachTranslatedEntry(_ body: (_ table: StringsTable, _ entry: UnsafePointer<StringsEntry>,
                                         _ reference: UnsafePointer<StringsEntry>, _ referenceIndex: Int) -> Void) {
        let language = unit.developmentLanguage
        let developmentFolder = catalog.folder(forDevelopmentLanguage: language)
        for table in tables where table.locale != language && table.locale != developmentFolder && !table.locale.isEmpty {
            guard table.parses, let referenceTable = developmentTable(for: table), referenceTable.parses else { continue }
            let overriding = pluralOverride(for: table)
            // Entries lent in place: copying each (its key, value, file and variants) for
            // every entry of every locale showed in profiles, even through a borrowing parameter.
            table.entries.withUnsafeBufferPointer { entries in
                referenceTable.entries.withUnsafeBufferPointer { references in
                    guard let firstEntry = entries.baseAddress, let firstReference = references.baseAddress else { return }
                    // Where the next key is most likely to be in the development table.
                    var next = 0
                    for index in entries.indices {
                        // The definition the device uses, when a key is defined twice.
                        guard table.isDefinitionInUse(at: index), overriding?.contains(entries[index].key) != true,
                              let original = referenceTable.definitionIndex(of: entries[index].key, trying: next) else { continue }
                        next = original + 1
                        body(table, firstEntry + index, firstReference + original, original)
                    }
                }
            }
        }
    }
}

extension PluralRule {
    /// Whether each form of this translation's rule is the development language's form of its
    /// category (or its `other`), white space around it aside: a copy of the rule of the same
    /// key and variable in `reference`, made before anyone translated it.
    func isCopy(in reference: StringsTable) -> Bool {
        // The original read where its table holds it: `first(where:)` copied the rule.
        guard !forms.isEmpty, let originals = reference.pluralsByKey[key],
              let position = originals.firstIndex(where: { $0.variable == variable }) else { return false }
        return forms.allSatisfy { category, form in
            guard let source = originals[position].forms[category] ?? originals[position].forms["other"] else { return false }
            return form.value.trimmedWhitespace == source.value.trimmedWhitespace
        }
    }

    /// Whether every form is its own category's name (`one` is "one", `few` is "few"): the rule
    /// looks up a number's plural category for the code (the Corona-Warn-App's
    /// `DCC_UIText_plural`, whose result names the text to show), the same in every language
    /// and with a form for every category on purpose.
    var namesItsCategories: Bool {
        !forms.isEmpty && forms.allSatisfy { category, form in form.value == category }
    }
}
