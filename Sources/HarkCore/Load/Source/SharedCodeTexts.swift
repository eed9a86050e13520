/// A file several targets build (an app and its share extension) looks its keys up in each
/// target's tables, so its texts go to each target's model (`SourceProject`). A key of such a
/// file that one target's development table lacks while another's has it belongs to that other
/// target: the extension's own table never had it, for code of the app the extension does not
/// run (Rocket.Chat's `UserStatus.description`, built into its share extension with the model
/// files, whose keys only the app's tables hold). A key every target's development table lacks
/// is missing still, and reported in each.
enum SharedCodeTexts {
    /// `models` (one source group's, one per folder of tables) without the shared texts that
    /// belong to another of them; `catalog` reads the tables of a folder.
    static func keepingOwnKeys(_ models: [AppModel], developmentLanguage: String?,
                               catalog: (String) -> LocalizationCatalog) -> [AppModel] {
        guard models.count > 1, models.contains(where: { !$0.app.sharedCodeTexts.isEmpty }) else { return models }
        let catalogs = models.map { model in model.app.localizations.flatMap { FileSystem.isDirectory($0) ? catalog($0) : nil } }
        func developmentTableHas(_ key: String, table: String, in index: Int) -> Bool {
            guard let catalog = catalogs[index],
                  let folder = catalog.folder(forDevelopmentLanguage: developmentLanguage ?? models[index].app.developmentLanguage) else { return false }
            return catalog.table(table, locale: folder)?.contains(key) == true || catalog.pluralTables[folder]?[table]?.contains(key) == true
        }
        var result = models
        for (index, model) in models.enumerated() where !model.app.sharedCodeTexts.isEmpty {
            result[index].codeTexts = model.codeTexts?.filter { text in
                guard model.app.sharedCodeTexts.contains(text), case .key(let key, let table, _, _) = text,
                      !developmentTableHas(key, table: table, in: index) else { return true }
                return !models.indices.contains { other in
                    other != index && models[other].app.sharedCodeTexts.contains(text) && developmentTableHas(key, table: table, in: other)
                }
            }
        }
        return result
    }
}
