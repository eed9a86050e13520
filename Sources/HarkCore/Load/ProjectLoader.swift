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
            guard FileSystem.exists(path) else {
                result.failures.append(InputError("no such file or folder", file: path))
                continue
            }
            var found: [(format: any InputFormat, path: String)] = []
            if let format = claimant(of: path) {
                found.append((format, path))
            } else if FileSystem.isDirectory(path) {
                search(path, into: &found, localizationRoots: &localizationRoots)
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
            // Formats that read their files together get them all at once, after the others.
            var groups: [(format: any GroupInputFormat, files: [String])] = []
            for (format, file) in found {
                if let groupFormat = format as? any GroupInputFormat {
                    if let index = groups.firstIndex(where: { $0.format.name == groupFormat.name }) {
                        groups[index].files.append(file)
                    } else {
                        groups.append((groupFormat, [file]))
                    }
                    continue
                }
                read(file, as: format, found: file != path, options: options, catalogs: &catalogs, into: &result)
            }
            for (format, files) in groups {
                readGroup(InputGroup(root: path, files: files), as: format, options: options, catalogs: &catalogs, into: &result)
            }
        }
        // Localization-only mode for every folder of tables that no model uses.
        let used = Set(result.units.compactMap { $0.model?.app.localizations })
        for root in Set(localizationRoots).subtracting(used).sorted() {
            do {
                let catalog = try catalogs.catalog(at: root)
                let language = options.developmentLanguage ?? (catalog.tables["en"] != nil ? "en" : "Base")
                result.units.append(AuditUnit(model: nil, catalog: catalog, developmentLanguage: language))
                result.inventory.localizationFolders += 1
            } catch let error as InputError {
                result.failures.append(error)
            } catch {
                result.failures.append(InputError("\(error)", file: root))
            }
        }
        return result
    }

    private static func read(_ file: String, as format: any InputFormat, found: Bool, options: LoadOptions,
                             catalogs: inout CatalogCache, into result: inout Result) {
        do {
            let model = try format.load(file, found: found, options: options)
            try add(model, options: options, catalogs: &catalogs, into: &result)
            result.inventory.record(format, switches: model.switchCount)
        } catch let skip as Skip {
            if let reason = skip.reason { result.inventory.skipped.append(Inventory.Skipped(file: file, reason: reason)) }
        } catch let error as InputError {
            result.failures.append(error)
        } catch {
            result.failures.append(InputError("\(error)", file: file))
        }
    }

    private static func readGroup(_ group: InputGroup, as format: any GroupInputFormat, options: LoadOptions,
                                  catalogs: inout CatalogCache, into result: inout Result) {
        let loaded = format.load(group, options: options)
        for model in loaded.models {
            do {
                try add(model, finishedBy: format, options: options, catalogs: &catalogs, into: &result)
            } catch let error as InputError {
                result.failures.append(error)
            } catch {
                result.failures.append(InputError("\(error)", file: model.file))
            }
        }
        for count in loaded.counts { result.inventory.record(count) }
        result.inventory.skipped += loaded.skipped
        result.inventory.notes += loaded.notes
        result.failures += loaded.failures
    }

    /// Adds a model with its app's strings as an audit unit.
    private static func add(_ model: AppModel, finishedBy format: (any GroupInputFormat)? = nil, options: LoadOptions,
                            catalogs: inout CatalogCache, into result: inout Result) throws {
        var catalog = LocalizationCatalog.empty
        if let folder = model.app.localizations {
            guard FileSystem.isDirectory(folder) else {
                throw InputError("the localizations folder \"\(folder)\" does not exist", file: model.file)
            }
            catalog = try catalogs.catalog(at: folder)
        }
        let model = format?.finish(model, with: catalog) ?? model
        result.units.append(AuditUnit(model: model, catalog: catalog,
                                      developmentLanguage: options.developmentLanguage ?? model.app.developmentLanguage))
    }

    /// The first format that claims `path`.
    private static func claimant(of path: String) -> (any InputFormat)? {
        let isDirectory = FileSystem.isDirectory(path)
        return InputFormats.all.first { $0.claims(path, isDirectory: isDirectory) }
    }

    /// Walks `folder` in a fixed order, skipping hidden entries: the inputs formats claim, and
    /// the folders that hold `.lproj` folders or String Catalogs.
    private static func search(_ folder: String, into found: inout [(format: any InputFormat, path: String)],
                               localizationRoots: inout [String]) {
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            let isDirectory = FileSystem.isDirectory(path)
            if let format = InputFormats.all.first(where: { $0.claims(path, isDirectory: isDirectory) }) {
                found.append((format, path))
            } else if isDirectory {
                if name.hasSuffix(".lproj"), LocalizationCatalog.containsTables(path) { localizationRoots.append(folder) }
                search(path, into: &found, localizationRoots: &localizationRoots)
            } else if LocalizationCatalog.isCatalogFile(name) {
                localizationRoots.append(folder)
            }
        }
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
    /// What a format found but could not resolve, in its own words.
    var notes: [String] = []

    mutating func record(_ format: any InputFormat, switches: Int) {
        record(FormatCount(name: format.name, pluralName: format.pluralName, files: 1, switches: switches))
    }

    mutating func record(_ count: FormatCount) {
        if let index = formats.firstIndex(where: { $0.name == count.name }) {
            formats[index].files += count.files
            formats[index].switches += count.switches
        } else {
            formats.append(count)
        }
    }
}
