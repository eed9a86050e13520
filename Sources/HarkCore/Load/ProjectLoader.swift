/// Finds what to audit under the paths given on the command line: the inputs some format in
/// `InputFormats.all` claims, each with its app's strings, and the folders of `.lproj` folders
/// and String Catalogs. Each such folder becomes one table unit, audited once however many
/// models use it; a `.lproj` folder, table or catalog given as a path narrows its folder's
/// audit to that locale or table. A path that cannot be read is recorded as a failure and the
/// others are still read.
enum ProjectLoader {
    struct Result: Sendable {
        var units: [AuditUnit] = []
        /// Inputs that could not be read or are invalid: the run reports them and exits 2.
        var failures: [InputError] = []
        var inventory = Inventory()
    }

    static func load(paths: [String], options: LoadOptions) -> Result {
        var result = Result()
        var catalogs = CatalogCache()
        var roots = LocalizationRoots()
        for path in paths {
            guard FileSystem.exists(path) else {
                result.failures.append(InputError("no such file or folder", file: path))
                continue
            }
            var found: [(format: any InputFormat, path: String)] = []
            let named = tableScope(of: path)
            if let format = claimant(of: path) {
                found.append((format, path))
            } else if let named {
                roots.add(named.root, scope: named.scope)
                if FileSystem.isDirectory(path) { search(path, into: &found, roots: &roots) }
            } else if FileSystem.isDirectory(path) {
                let before = roots.count
                search(path, into: &found, roots: &roots)
                if found.isEmpty && roots.count == before {
                    result.failures.append(InputError(
                        "found nothing to audit here: no screen model (*.json with a \"hark\" key), storyboard, XIB, <lang>.lproj/*.strings or *.xcstrings",
                        file: path))
                }
            } else {
                result.failures.append(InputError(
                    "not an input Hark reads: it reads \(InputFormats.all.map(\.name).joined(separator: ", ")) files, strings tables, String Catalogs and folders",
                    file: path))
                continue
            }
            for (format, file) in found {
                read(file, as: format, found: file != path, options: options, catalogs: &catalogs, into: &result)
            }
        }
        addTableUnits(roots, options: options, catalogs: &catalogs, into: &result)
        return result
    }

    /// One table unit per folder of tables, knowing which keys the models use.
    private static func addTableUnits(_ found: LocalizationRoots, options: LoadOptions, catalogs: inout CatalogCache,
                                      into result: inout Result) {
        var roots = found
        var modelKeys: [String: [String: Set<String>]] = [:]
        var modelObjects: [String: [String: Set<String>]] = [:]
        var languages: [String: String] = [:]
        for unit in result.units {
            guard let model = unit.model, let root = model.app.localizations else { continue }
            roots.add(root, scope: .all)
            if let ids = model.app.objectIDs { modelObjects[root, default: [:]][model.app.name, default: []].formUnion(ids) }
            languages[root] = languages[root] ?? unit.developmentLanguage
            var keys = modelKeys[root] ?? [:]
            for use in model.textUses {
                if case .key(let key, let table, _, _) = use.text { keys[table, default: []].insert(key) }
            }
            modelKeys[root] = keys
        }
        for (root, scope) in roots.sorted {
            do {
                let catalog = try catalogs.catalog(at: root)
                let isModelFolder = modelKeys[root] != nil
                // With no table of its own, English is assumed: l10n-missing says what is lacking.
                let language = options.developmentLanguage ?? languages[root] ?? developmentLanguage(of: catalog) ?? "en"
                result.units.append(AuditUnit(model: nil, catalog: catalog, developmentLanguage: language,
                                              modelKeys: modelKeys[root], modelObjects: modelObjects[root] ?? [:], scope: scope))
                if !isModelFolder { result.inventory.localizationFolders += 1 }
            } catch let error as InputError {
                result.failures.append(error)
            } catch {
                result.failures.append(InputError("\(error)", file: root))
            }
        }
    }

    /// English if it has tables, else the language the folder's catalogs are written in, else
    /// `Base` (the development language's folder when it has none of its own).
    private static func developmentLanguage(of catalog: LocalizationCatalog) -> String? {
        if catalog.tables["en"] != nil { return "en" }
        if let source = catalog.catalogSourceLanguage { return source }
        if catalog.tables["Base"] != nil { return "Base" }
        return nil
    }

    /// The folder of tables a path names, and how it narrows the audit: `App/de.lproj` (the
    /// locale), `App/de.lproj/Root.strings` (the locale and table), `Localizable.xcstrings`
    /// (the table), `App/mul.lproj` (its catalogs).
    static func tableScope(of path: String) -> (root: String, scope: TableScope)? {
        let name = FileSystem.baseName(path)
        let folder = FileSystem.directoryName(path)
        if FileSystem.isDirectory(path) {
            guard name.hasSuffix(".lproj"), LocalizationCatalog.containsTables(path) else { return nil }
            let locale = String(name.dropLast(".lproj".count))
            if locale == LocalizationCatalog.multilingualFolder {
                let names = FileSystem.contents(of: path).filter(LocalizationCatalog.isCatalogFile).map { String($0.dropLast(".xcstrings".count)) }
                return (folder, TableScope(locales: nil, tables: Set(names)))
            }
            return (folder, TableScope(locales: [locale], tables: nil))
        }
        if LocalizationCatalog.isCatalogFile(name) {
            let root = folder.hasSuffix(".lproj") ? FileSystem.directoryName(folder) : folder
            return (root, TableScope(locales: nil, tables: [String(name.dropLast(".xcstrings".count))]))
        }
        for suffix in [".strings", ".stringsdict"] where name.hasSuffix(suffix) && folder.hasSuffix(".lproj") {
            let locale = String(FileSystem.baseName(folder).dropLast(".lproj".count))
            return (FileSystem.directoryName(folder), TableScope(locales: [locale], tables: [String(name.dropLast(suffix.count))]))
        }
        return nil
    }

    private static func read(_ file: String, as format: any InputFormat, found: Bool, options: LoadOptions,
                             catalogs: inout CatalogCache, into result: inout Result) {
        do {
            let model = try format.load(file, found: found, options: options)
            var catalog = LocalizationCatalog.empty
            if let folder = model.app.localizations {
                guard FileSystem.isDirectory(folder) else {
                    throw InputError("the localizations folder \"\(folder)\" does not exist", file: model.file)
                }
                catalog = try catalogs.catalog(at: folder)
            }
            let unit = AuditUnit(model: model, catalog: catalog,
                                 developmentLanguage: options.developmentLanguage ?? model.app.developmentLanguage)
            result.units.append(unit)
            result.inventory.record(format, switches: model.screens.reduce(0) { $0 + $1.cells.filter { $0.switchControl != nil }.count })
        } catch let skip as Skip {
            if let reason = skip.reason { result.inventory.skipped.append(Inventory.Skipped(file: file, reason: reason)) }
        } catch let error as InputError {
            result.failures.append(error)
        } catch {
            result.failures.append(InputError("\(error)", file: file))
        }
    }

    /// The first format that claims `path`.
    private static func claimant(of path: String) -> (any InputFormat)? {
        let isDirectory = FileSystem.isDirectory(path)
        return InputFormats.all.first { $0.claims(path, isDirectory: isDirectory) }
    }

    /// Walks `folder` in a fixed order, skipping hidden entries: the inputs formats claim, and
    /// the folders that hold `.lproj` folders or String Catalogs.
    private static func search(_ folder: String, into found: inout [(format: any InputFormat, path: String)],
                               roots: inout LocalizationRoots) {
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            let isDirectory = FileSystem.isDirectory(path)
            if let format = InputFormats.all.first(where: { $0.claims(path, isDirectory: isDirectory) }) {
                found.append((format, path))
            } else if isDirectory {
                if name.hasSuffix(".lproj"), LocalizationCatalog.containsTables(path) { roots.add(folder, scope: .all) }
                search(path, into: &found, roots: &roots)
            } else if LocalizationCatalog.isCatalogFile(name), !folder.hasSuffix(".lproj") {
                roots.add(folder, scope: .all)
            }
        }
    }
}

/// The folders of tables found, each with what the paths narrowed it to.
private struct LocalizationRoots {
    private var scopes: [String: TableScope] = [:]

    var count: Int { scopes.count }

    mutating func add(_ root: String, scope: TableScope) {
        scopes[root] = scopes[root].map { $0.union(scope) } ?? scope
    }

    var sorted: [(root: String, scope: TableScope)] {
        scopes.keys.sorted().map { ($0, scopes[$0] ?? .all) }
    }
}

/// Each folder of tables is read once per run, however many inputs use it.
private struct CatalogCache {
    private var catalogs: [String: LocalizationCatalog] = [:]

    mutating func catalog(at root: String) throws -> LocalizationCatalog {
        if let cached = catalogs[root] { return cached }
        let catalog = try LocalizationCatalog.load(root: root)
        catalogs[root] = catalog
        return catalog
    }
}

/// What a run read, for the report's last line: a folder with toggles in it and nothing
/// audited must never look clean.
struct Inventory: Sendable, Equatable {
    struct Skipped: Sendable, Equatable {
        let file: String
        let reason: String
    }

    struct FormatCount: Sendable, Equatable {
        let name: String
        let pluralName: String
        var files: Int
        var switches: Int
    }

    /// Files read and switches found per format, in the order formats were first seen.
    private(set) var formats: [FormatCount] = []
    var localizationFolders = 0
    var skipped: [Skipped] = []

    mutating func record(_ format: any InputFormat, switches: Int) {
        if let index = formats.firstIndex(where: { $0.name == format.name }) {
            formats[index].files += 1
            formats[index].switches += switches
        } else {
            formats.append(FormatCount(name: format.name, pluralName: format.pluralName, files: 1, switches: switches))
        }
    }
}
