/// Finds what to audit under the paths given on the command line: the inputs some format in
/// `InputFormats.all` claims, each with its app's strings, and the folders of `.lproj` folders
/// and String Catalogs that no model uses (audited in localization-only mode). A path that
/// cannot be read is recorded as a failure and the others are still read.
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
        var localizationRoots: [String] = []
        for path in paths {
            if let problem = FileSystem.accessProblem(path) {
                result.failures.append(InputError(problem, file: path))
                continue
            }
            var found: [(format: any InputFormat, path: String)] = []
            if let format = claimant(of: path) {
                found.append((format, path))
            } else if FileSystem.isDirectory(path) {
                var visited: Set<FileSystem.FileIdentity> = []
                search(path, into: &found, localizationRoots: &localizationRoots, visited: &visited)
                if found.isEmpty && localizationRoots.isEmpty {
                    result.failures.append(InputError(
                        "found nothing to audit here: no screen model (*.json with a \"hark\" key), storyboard, XIB, <lang>.lproj/*.strings or *.xcstrings",
                        file: path))
                }
            } else {
                result.failures.append(InputError(
                    "not an input Hark reads: it reads \(InputFormats.all.map(\.name).joined(separator: ", ")) files, and folders",
                    file: path))
                continue
            }
            for (format, file) in found {
                read(file, as: format, found: file != path, options: options, catalogs: &catalogs, into: &result)
            }
        }
        // Localization-only mode for every folder of tables that no model uses.
        let used = Set(result.units.compactMap { $0.model?.app.localizations })
        for root in Set(localizationRoots).subtracting(used).sorted() {
            let catalog = catalogs.catalog(at: root)
            let language = options.developmentLanguage ?? (catalog.tables["en"] != nil ? "en" : "Base")
            result.units.append(AuditUnit(model: nil, catalog: catalog, developmentLanguage: language))
            result.inventory.localizationFolders += 1
        }
        // Tables that could not be read, once per folder of tables.
        result.failures += catalogs.unreadable
        return result
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
                catalog = catalogs.catalog(at: folder)
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
    /// the folders that hold `.lproj` folders or String Catalogs. A folder reached again through
    /// a symbolic link is not walked twice.
    private static func search(_ folder: String, into found: inout [(format: any InputFormat, path: String)],
                               localizationRoots: inout [String], visited: inout Set<FileSystem.FileIdentity>) {
        guard let identity = FileSystem.identity(folder), visited.insert(identity).inserted else { return }
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            let isDirectory = FileSystem.isDirectory(path)
            if let format = InputFormats.all.first(where: { $0.claims(path, isDirectory: isDirectory) }) {
                found.append((format, path))
            } else if isDirectory {
                if name.hasSuffix(".lproj"), LocalizationCatalog.containsTables(path) { localizationRoots.append(folder) }
                search(path, into: &found, localizationRoots: &localizationRoots, visited: &visited)
            } else if LocalizationCatalog.isCatalogFile(name) {
                localizationRoots.append(folder)
            }
        }
    }
}

/// Each folder of tables is read once per run, however many inputs use it.
private struct CatalogCache {
    private var catalogs: [String: LocalizationCatalog] = [:]

    mutating func catalog(at root: String) -> LocalizationCatalog {
        if let cached = catalogs[root] { return cached }
        let catalog = LocalizationCatalog.read(root: root)
        catalogs[root] = catalog
        return catalog
    }

    /// The tables no catalog could read, by folder.
    var unreadable: [InputError] {
        catalogs.keys.sorted().flatMap { catalogs[$0]?.unreadable ?? [] }
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
