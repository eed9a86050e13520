/// The keys that code outside the models looks up (other platforms' code, vendored code the
/// app builds, branches an iOS build leaves out) and that the model's tables hold: used, though
/// no screen of the model shows them.
enum KeysUsedElsewhere {
    /// Per table name, the keys of `keys` that `catalog`'s tables of that name hold. An
    /// interpolated key whose specifiers were guessed (`%@` for a value of unknown type, in
    /// Yattee's tvOS branch) is the variant the development language's table has, as the
    /// model's own keys are (`TableKeyMatching`).
    static func held(_ keys: [String: Set<String>], in catalog: LocalizationCatalog, developmentLanguage: String) -> [String: Set<String>] {
        var matching: TableKeyMatching? = nil
        var result: [String: Set<String>] = [:]
        for (table, tableKeys) in keys.sorted(by: { $0.key < $1.key }) {
            // Keys a lookup of a computed table may be given: each table takes those it holds.
            if table == ComputedKeyShape.anyTable {
                for held in catalog.allTables {
                    let keys = tableKeys.filter(held.contains)
                    if !keys.isEmpty { result[held.name, default: []].formUnion(keys) }
                }
                continue
            }
            let tables = catalog.allTables.filter { $0.name == table }
            var held = tableKeys.filter { key in tables.contains { $0.contains(key) } }
            for key in tableKeys.sorted() where key.contains("%") && !held.contains(key) {
                let known = matching ?? TableKeyMatching(catalog: catalog, developmentLanguage: developmentLanguage, matchingAccessors: false)
                matching = known
                if let variant = known.match(key, table: table) { held.insert(variant) }
            }
            if !held.isEmpty { result[table, default: []].formUnion(held) }
        }
        return result
    }
}
