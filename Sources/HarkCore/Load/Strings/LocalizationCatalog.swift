/// Every table of one app: `<root>/<locale>.lproj/<Table>.strings` and `.stringsdict`, and
/// String Catalogs (one table per language): `<root>/<Table>.xcstrings`, and those Xcode puts
/// in an `.lproj` folder, such as `mul.lproj/Main.xcstrings` localizing `Base.lproj/Main.storyboard`
/// (`mul`, "multiple languages", is never a locale of its own).
struct LocalizationCatalog: Sendable {
    /// The folder holding the `.lproj` folders.
    let root: String
    /// locale -> table name -> table (`.strings`, or a catalog's language).
    let tables: [String: [String: StringsTable]]
    /// locale -> table name -> `.stringsdict` table (plural rules).
    let pluralTables: [String: [String: StringsTable]]
    /// Catalogs that do not parse (they have no language to sit under).
    let brokenCatalogs: [StringsTable]
    /// Tables that could not be read at all (a FIFO, a file too large): failures of the run,
    /// while the other tables are audited.
    let unreadable: [InputError]
    /// The locales that have an `.lproj` folder (a catalog's languages need none).
    let folders: Set<String>
    /// Table files left out because no Xcode project copies them into the app (`ShippedTables`).
    var notShipped: [String] = []
    /// Table files left out because their folder is no language (`isPrivateUse`).
    var privateUse: [String] = []
    /// The String Catalogs a project copies from the folder that are not there, by table name
    /// (`ShippedTables.absentCatalogs`), where no other file holds the table: its keys cannot
    /// be checked.
    var absentTables: [String: String] = [:]
    /// The languages left out of a Swift package's tables because its app has none of them
    /// (`PackageLanguages`).
    var languagesAppLacks: Set<String> = []
    /// Tables in no `.lproj` folder that a target copies, by name: global resources of the
    /// bundle, which CFBundle finds before any localization's (Apple's "Searching for Bundle
    /// Resources": global, then region, language, development region), so every language shows
    /// their texts (Safe's only `Localizable.strings`, Waves' `AccessibilityIdentifiers.strings`).
    /// Not audited as a translation: they are one text for all.
    var globalTables: [String: StringsTable] = [:]

    init(root: String, tables: [String: [String: StringsTable]], pluralTables: [String: [String: StringsTable]] = [:],
         brokenCatalogs: [StringsTable] = [], folders: Set<String>? = nil, unreadable: [InputError] = []) {
        self.root = root
        self.tables = tables
        self.pluralTables = pluralTables
        self.brokenCatalogs = brokenCatalogs
        self.unreadable = unreadable
        self.folders = folders ?? Set(tables.keys).union(pluralTables.keys)
    }

    /// Xcode's folder for catalogs of every language: not a locale.
    static let multilingualFolder = "mul"

    static let empty = LocalizationCatalog(root: "", tables: [:])

    /// Loads every `.strings` file of every `.lproj` folder directly inside `root`.
    /// A file that cannot be read is an input error; one that does not parse is kept with its
    /// syntax error so the audit can report it and go on.
    static func load(root: String) throws -> LocalizationCatalog {
        let catalog = read(root: root)
        if let first = catalog.unreadable.first { throw first }
        return catalog
    }

    /// Like `load`, but a file that cannot be read is recorded in `unreadable` and the other
    /// tables are still read: an audit reports it and goes on.
    static func read(root: String, shipped: ShippedTables = .everything) -> LocalizationCatalog {
        var tables: [String: [String: StringsTable]] = [:]
        var pluralTables: [String: [String: StringsTable]] = [:]
        var files: [SourceFile] = []
        var folders: Set<String> = []
        var notShipped: [String] = []
        var privateUse: [String] = []
        var languagesAppLacks: Set<String> = []
        let entries = FileSystem.contents(of: root)
        // The folder's localizations: a package's regional one its bare language hides (`PackageLanguages`).
        let localizations = Set(entries.lazy.filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(".lproj".count)) })
        for entry in entries where !entry.hasPrefix(".") {
            let path = FileSystem.join(root, entry)
            if isCatalogFile(entry) {
                files.append(SourceFile(file: path, table: "", locale: ""))
                continue
            }
            if let table = StringsTableFiles.perLanguageTableName(entry), entry.hasSuffix(".strings"), shipped.isGlobalTable(path) {
                files.append(SourceFile(file: path, table: table, locale: globalLocale))
                continue
            }
            guard entry.hasSuffix(".lproj"), FileSystem.isDirectory(path) else { continue }
            let locale = String(entry.dropLast(".lproj".count))
            if isPrivateUse(locale) {
                privateUse += FileSystem.contents(of: path).filter { StringsTableFiles.isTableFile($0) }.map { FileSystem.join(path, $0) }
                continue
            }
            var shippedFiles = 0
            var unshippedFiles = 0
            for name in FileSystem.contents(of: path) where !name.hasPrefix(".") {
                if isCatalogFile(name) {
                    files.append(SourceFile(file: FileSystem.join(path, name), table: "", locale: ""))
                    continue
                }
                guard locale != multilingualFolder, let table = StringsTableFiles.perLanguageTableName(name) else { continue }
                guard shipped.shows(locale, localizations: localizations) else {
                    languagesAppLacks.insert(locale)
                    continue
                }
                let file = FileSystem.join(path, name)
                guard shipped.ships(file) else {
                    notShipped.append(file)
                    unshippedFiles += 1
                    continue
                }
                shippedFiles += 1
                files.append(SourceFile(file: file, table: table, locale: locale))
            }
            // A folder whose every table the app leaves out is no language of the app, nor one
            // without a table that the projects do not name.
            let isLanguage = shippedFiles > 0 || (unshippedFiles == 0 && shipped.isLanguage(tablelessFolder: locale))
            if locale != multilingualFolder && isLanguage && !languagesAppLacks.contains(locale) {
                tables[locale] = tables[locale] ?? [:]
                folders.insert(locale)
            }
        }
        // Files are independent: parse them on every core.
        let scratch = ScratchBytes()
        let loaded = files.parallelMap { source -> Result<[StringsTable], InputError> in
            do {
                return .success(try StringsTableFiles.load(file: source.file, table: source.table, locale: source.locale, scratch: scratch))
            } catch let error as InputError {
                return .failure(error)
            } catch {
                return .failure(InputError("\(error)", file: source.file))
            }
        }
        var broken: [StringsTable] = []
        var unreadable: [InputError] = []
        var readTables: [StringsTable] = []
        var globalTables: [String: StringsTable] = [:]
        for outcome in loaded {
            switch outcome {
            case .success(let tables): readTables += tables
            case .failure(let error): unreadable.append(error)
            }
        }
        for table in readTables {
            // A catalog holds every language in one file: those its package cannot show go.
            if table.format == .xcstrings, !table.locale.isEmpty, !shipped.shows(table.locale, sourceLanguage: table.sourceLanguage) {
                languagesAppLacks.insert(table.locale)
                continue
            }
            switch table.format {
            case .strings where table.locale == globalLocale: globalTables[table.name] = table
            case .stringsdict: pluralTables[table.locale, default: [:]][table.name] = table
            case .xcstrings where table.locale.isEmpty: broken.append(table)
            // A catalog does not replace a .strings table of the same name.
            case .xcstrings where tables[table.locale]?[table.name] != nil: continue
            default: tables[table.locale, default: [:]][table.name] = table
            }
        }
        var catalog = LocalizationCatalog(root: root, tables: tables, pluralTables: pluralTables, brokenCatalogs: broken, folders: folders,
                                          unreadable: unreadable)
        catalog.notShipped = notShipped
        catalog.privateUse = privateUse
        catalog.absentTables = shipped.absentCatalogs.filter { name, _ in
            !tables.values.contains { $0[name] != nil } && !pluralTables.values.contains { $0[name] != nil }
        }
        catalog.languagesAppLacks = languagesAppLacks
        catalog.globalTables = globalTables
        return catalog
    }

    /// The locale a global table is read with: none.
    static let globalLocale = ""

    /// The tables `locale`'s folder shows: its own, and the global ones over them.
    func tablesShown(in folder: String) -> [String: StringsTable] {
        let own = tables[folder] ?? [:]
        return globalTables.isEmpty ? own : own.merging(globalTables) { _, global in global }
    }

    /// A language code ISO 639 leaves to local use (`qaa`–`qtz`), which no device offers:
    /// translatewiki's `qqq.lproj` (Kiwix) holds its notes to translators, not a translation.
    static func isPrivateUse(_ locale: String) -> Bool {
        let language = Array(locale.utf8.prefix { $0 != UInt8(ascii: "-") && $0 != UInt8(ascii: "_") })
        guard language.count == 3, language[0] | 0x20 == UInt8(ascii: "q") else { return false }
        let second = language[1] | 0x20
        return second >= UInt8(ascii: "a") && second <= UInt8(ascii: "t")
    }

    /// Whether an `.lproj` folder holds any table (a String Catalog included).
    static func containsTables(_ lproj: String) -> Bool {
        FileSystem.unsortedContents(of: lproj).contains(where: StringsTableFiles.isTableFile)
    }

    /// Whether a file name is a String Catalog's.
    static func isCatalogFile(_ name: String) -> Bool { StringsTableFiles.catalogTableName(name) != nil }

    private struct SourceFile: Sendable {
        let file: String
        let table: String
        let locale: String
    }

    /// The app's languages: every `.lproj` folder except `Base` (and `mul`), and every
    /// catalog language, sorted.
    var locales: [String] {
        Set(tables.keys).union(pluralTables.keys).filter { $0 != "Base" && $0 != Self.multilingualFolder }.sorted()
    }

    /// Every table (`.strings`, catalog languages, `.stringsdict`), in a fixed order.
    var allTables: [StringsTable] {
        (tables.values.flatMap { $0.values } + pluralTables.values.flatMap { $0.values } + brokenCatalogs)
            .sorted { ($0.file, $0.locale) < ($1.file, $1.locale) }
    }

    /// The table `name` that `locale`'s folder shows: a global one, else the folder's own.
    func table(_ name: String, locale: String) -> StringsTable? {
        // Asked for every text: an empty dictionary is not hashed into.
        if !globalTables.isEmpty, let global = globalTables[name] { return global }
        return tables[locale]?[name]
    }

    /// The development language the folder's String Catalogs name, if any.
    var catalogSourceLanguage: String? {
        allTables.lazy.compactMap(\.sourceLanguage).first
    }

    /// The locale whose tables hold the development language's strings: the language itself if
    /// it has a folder, else `Base`.
    func folder(forDevelopmentLanguage language: String) -> String? {
        if tables[language] != nil { return language }
        if tables["Base"] != nil { return "Base" }
        return nil
    }
}

extension LocalizationCatalog {
    /// The locales (and `Base`) that have a table named `name`: a `.strings` file, a
    /// `.stringsdict` file or a catalog's language.
    func locales(havingTable name: String) -> Set<String> {
        Set(tables.filter { $0.value[name] != nil }.keys).union(pluralTables.filter { $0.value[name] != nil }.keys)
    }

    /// Whether any locale's table named `name` defines `key`.
    func anyTable(named name: String, contains key: String) -> Bool {
        (!globalTables.isEmpty && globalTables[name]?.contains(key) == true) || tables.values.contains { $0[name]?.contains(key) ?? false } || pluralTables.values.contains { $0[name]?.contains(key) ?? false }
    }

    /// Whether a table named `name` exists only in the development language (its folder, `Base`
    /// or a regional variant such as `en-US`) while the app has other languages: a table kept
    /// untranslated on purpose (Element X's `Untranslated.strings`), which every other language
    /// reads from the development language's folder.
    func isDevelopmentOnly(table name: String, developmentLanguage: String) -> Bool {
        let language = LocaleCode(developmentLanguage).language
        func speaksDevelopmentLanguage(_ locale: String) -> Bool { locale == "Base" || LocaleCode(locale).language == language }
        let having = locales(havingTable: name)
        return !having.isEmpty && having.allSatisfy(speaksDevelopmentLanguage) && !locales.allSatisfy(speaksDevelopmentLanguage)
    }
}
