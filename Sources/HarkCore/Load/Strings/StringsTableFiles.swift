/// The files that hold strings tables, declared in one place: which files are tables, the table
/// each holds, and the parser that reads it. The folder search, the Xcode project reader, the
/// path scoping and the catalog loader all ask here, so a new kind of table file is one entry.
enum StringsTableFiles {
    /// Tables of one language, inside `<lang>.lproj` folders.
    static let perLanguage: [(suffix: String, format: StringsTable.Format)] = [(".strings", .strings), (".stringsdict", .stringsdict)]
    /// A String Catalog: every language of one table in one file.
    static let catalogSuffix = ".xcstrings"

    /// Whether a file name is a table's, of either kind (hidden files are not).
    static func isTableFile(_ name: String) -> Bool {
        !name.hasPrefix(".") && (perLanguageTableName(name) != nil || catalogTableName(name) != nil)
    }

    /// The table a per-language file holds ("Root.strings" → "Root"); nil for other files.
    static func perLanguageTableName(_ name: String) -> String? {
        for kind in perLanguage where name.hasSuffix(kind.suffix) && name.count > kind.suffix.count {
            return String(name.dropLast(kind.suffix.count))
        }
        return nil
    }

    /// The table a String Catalog holds ("Localizable.xcstrings" → "Localizable"); nil for other files.
    static func catalogTableName(_ name: String) -> String? {
        name.hasSuffix(catalogSuffix) && name.count > catalogSuffix.count ? String(name.dropLast(catalogSuffix.count)) : nil
    }

    /// Reads a table file: a catalog gives a table per language, a per-language file one table.
    static func load(file: String, table: String, locale: String, scratch: ScratchBytes) throws -> [StringsTable] {
        let name = FileSystem.baseName(file)
        if catalogTableName(name) != nil { return try StringCatalogParser.load(file: file) }
        switch perLanguage.first(where: { name.hasSuffix($0.suffix) })?.format {
        case .stringsdict: return [try StringsDictParser.load(file: file, table: table, locale: locale, scratch: scratch)]
        default: return [try StringsParser.load(file: file, table: table, locale: locale, scratch: scratch)]
        }
    }
}
