/// Every strings table of one app: `<root>/<locale>.lproj/<Table>.strings`.
public struct LocalizationCatalog: Sendable {
    /// The folder holding the `.lproj` folders.
    public let root: String
    /// locale -> table name -> table.
    public let tables: [String: [String: StringsTable]]

    public init(root: String, tables: [String: [String: StringsTable]]) {
        self.root = root
        self.tables = tables
    }

    public static let empty = LocalizationCatalog(root: "", tables: [:])

    /// Loads every `.strings` file of every `.lproj` folder directly inside `root`.
    /// A file that cannot be read is an input error; one that does not parse is kept with its
    /// syntax error so the audit can report it and go on.
    public static func load(root: String) throws -> LocalizationCatalog {
        var tables: [String: [String: StringsTable]] = [:]
        var files: [(file: String, table: String, locale: String)] = []
        for folder in FileSystem.contents(of: root) where folder.hasSuffix(".lproj") {
            let locale = String(folder.dropLast(".lproj".count))
            let directory = FileSystem.join(root, folder)
            guard FileSystem.isDirectory(directory) else { continue }
            tables[locale] = [:]
            for name in FileSystem.contents(of: directory) where name.hasSuffix(".strings") && !name.hasPrefix(".") {
                files.append((FileSystem.join(directory, name), String(name.dropLast(".strings".count)), locale))
            }
        }
        // Files are independent: parse them on every core.
        let loaded = try files.map { SendableFile(file: $0.file, table: $0.table, locale: $0.locale) }
            .parallelMap { try StringsParser.load(file: $0.file, table: $0.table, locale: $0.locale) }
        for table in loaded { tables[table.locale, default: [:]][table.name] = table }
        return LocalizationCatalog(root: root, tables: tables)
    }

    private struct SendableFile: Sendable {
        let file: String
        let table: String
        let locale: String
    }

    /// The app's languages: every `.lproj` folder except `Base`, sorted.
    public var locales: [String] {
        tables.keys.filter { $0 != "Base" }.sorted()
    }

    /// Every table, sorted by file path (the order reports use).
    public var allTables: [StringsTable] {
        tables.values.flatMap { $0.values }.sorted { $0.file < $1.file }
    }

    /// The table `name` of `locale`; for the development language, `Base.lproj` stands in when
    /// the language has no folder of its own (as on a device).
    public func table(_ name: String, locale: String) -> StringsTable? {
        tables[locale]?[name]
    }

    /// The locale whose tables hold the development language's strings: the language itself if
    /// it has a folder, else `Base`.
    public func folder(forDevelopmentLanguage language: String) -> String? {
        if tables[language] != nil { return language }
        if tables["Base"] != nil { return "Base" }
        return nil
    }
}
