import Foundation

/// Finds what to audit under the paths given on the command line: the inputs some format in
/// `InputFormats.all` claims, each with its app's strings, and the folders of `.lproj` folders
/// and String Catalogs that no model uses (audited in localization-only mode). A path that
/// cannot be read is recorded as a failure and the others are still read.
///
/// A folder search skips hidden entries, what `.gitignore` files ignore and what the
/// configuration excludes; a path named on the command line is always read. Each unit gets
/// the configuration of its folder.
enum ProjectLoader {
    struct Result: Sendable {
        var units: [AuditUnit] = []
        /// Inputs that could not be read or are invalid: the run reports them and exits 2.
        var failures: [InputError] = []
        var inventory = Inventory()
    }

    /// Loads `paths` (named on the command line) and `listed` (read from a list, `hark lint -`:
    /// there a path that does not exist is skipped, one no format reads is passed over, and
    /// ignored or excluded ones are left out, as in a folder search).
    static func load(paths: [String], listed: [String] = [], options: LoadOptions,
                     configurations: ConfigurationDiscovery = ConfigurationDiscovery(fixed: Configuration()),
                     progress: ((Int) -> Void)? = nil) -> Result {
        var result = Result()
        var catalogs = CatalogCache()
        var localizationRoots: [String] = []
        var walk = Walk(configurations: configurations, workingFolder: FileManager.default.currentDirectoryPath)
        var read = 0
        let listedSet = Set(listed)
        for path in paths + listed {
            let isListed = listedSet.contains(path) && !paths.contains(path)
            if let problem = FileSystem.accessProblem(path) {
                if isListed {
                    result.inventory.skipped.append(Inventory.Skipped(file: path, reason: "not found"))
                } else {
                    result.failures.append(InputError(problem, file: path))
                }
                continue
            }
            if isListed && walk.leavesOut(path) { continue }
            var found: [(format: any InputFormat, path: String)] = []
            if let format = claimant(of: path) {
                found.append((format, path))
            } else if FileSystem.isDirectory(path) {
                walk.search(path, into: &found, localizationRoots: &localizationRoots)
                if found.isEmpty && localizationRoots.isEmpty {
                    result.failures.append(InputError(
                        "found nothing to audit here: no screen model (*.json with a \"hark\" key), storyboard, XIB, <lang>.lproj/*.strings or *.xcstrings",
                        file: path))
                }
            } else if let root = tablesRoot(ofTableFile: path) {
                // A strings table named on its own: its folder of tables is audited.
                localizationRoots.append(root)
            } else {
                if !isListed {
                    result.failures.append(InputError(
                        "not an input Hark reads: it reads \(InputFormats.all.map(\.name).joined(separator: ", ")) files, and folders",
                        file: path))
                }
                continue
            }
            for (format, file) in found {
                // A listed file is treated as found: one that turns out not to be its format's is passed over.
                Self.read(file, as: format, found: file != path || isListed, options: options, configuration: walk.configuration(of: file),
                          catalogs: &catalogs, into: &result)
                read += 1
                progress?(read)
            }
        }
        // Localization-only mode for every folder of tables that no model uses.
        let used = Set(result.units.compactMap { $0.model?.app.localizations })
        for root in Set(localizationRoots).subtracting(used).sorted() {
            let catalog = catalogs.catalog(at: root)
            let language = options.developmentLanguage ?? (catalog.tables["en"] != nil ? "en" : "Base")
            var unit = AuditUnit(model: nil, catalog: catalog, developmentLanguage: language)
            unit.configuration = walk.configuration(of: root, isDirectory: true)
            result.units.append(unit)
            result.inventory.localizationFolders += 1
        }
        // Tables that could not be read, once per folder of tables.
        result.failures += catalogs.unreadable
        result.failures += walk.configurations.failures
        result.failures += walk.failures
        return result
    }

    private static func read(_ file: String, as format: any InputFormat, found: Bool, options: LoadOptions,
                             configuration: Configuration, catalogs: inout CatalogCache, into result: inout Result) {
        do {
            let model = try format.load(file, found: found, options: options)
            var catalog = LocalizationCatalog.empty
            if let folder = model.app.localizations {
                guard FileSystem.isDirectory(folder) else {
                    throw InputError("the localizations folder \"\(folder)\" does not exist", file: model.file)
                }
                catalog = catalogs.catalog(at: folder)
            }
            var unit = AuditUnit(model: model, catalog: catalog,
                                 developmentLanguage: options.developmentLanguage ?? model.app.developmentLanguage)
            unit.configuration = configuration
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

    /// The folder of tables a strings file belongs to: the folder of its `.lproj` folder, or
    /// a String Catalog's folder.
    private static func tablesRoot(ofTableFile path: String) -> String? {
        let folder = FileSystem.directoryName(path)
        if LocalizationCatalog.isCatalogFile(path) { return folder }
        guard path.hasSuffix(".strings") || path.hasSuffix(".stringsdict"), folder.hasSuffix(".lproj") else { return nil }
        return FileSystem.directoryName(folder)
    }

    /// The first format that claims `path`.
    private static func claimant(of path: String) -> (any InputFormat)? {
        let isDirectory = FileSystem.isDirectory(path)
        return InputFormats.all.first { $0.claims(path, isDirectory: isDirectory) }
    }
}

/// A folder search: in a fixed order, skipping hidden entries, what `.gitignore` files ignore
/// (unless the folder's configuration says `"gitignore": false`) and what the configuration
/// excludes; collecting the inputs formats claim and the folders that hold `.lproj` folders or
/// String Catalogs. A folder reached again through a symbolic link is not walked twice.
private struct Walk {
    var configurations: ConfigurationDiscovery
    let workingFolder: String
    /// The folders walked so far, by device and inode.
    private var visited: Set<FileSystem.FileIdentity> = []
    /// Ignore files too large to read, each once.
    private(set) var failures: [InputError] = []
    private var failedFiles: Set<String> = []

    init(configurations: ConfigurationDiscovery, workingFolder: String) {
        self.configurations = configurations
        self.workingFolder = workingFolder
    }

    mutating func configuration(of path: String, isDirectory: Bool = false) -> Configuration {
        configurations.configuration(for: PathDisplay.standardize(path, in: workingFolder), isDirectory: isDirectory)
    }

    /// Whether a listed path is one a folder search would leave out: ignored or excluded.
    mutating func leavesOut(_ path: String) -> Bool {
        let absolute = PathDisplay.standardize(path, in: workingFolder)
        let isDirectory = FileSystem.isDirectory(absolute)
        let folder = FileSystem.directoryName(absolute)
        let configuration = configurations.configuration(forFolder: folder)
        if configuration.excludes(absolute, isDirectory: isDirectory) { return true }
        guard configuration.respectsGitignore ?? true else { return false }
        return GitIgnoreStack.isIgnored(absolute, isDirectory: isDirectory)
    }

    mutating func search(_ folder: String, into found: inout [(format: any InputFormat, path: String)],
                         localizationRoots: inout [String]) {
        visited = []
        let ignores = GitIgnoreStack.at(PathDisplay.standardize(folder, in: workingFolder))
        record(ignores.problems)
        search(folder, ignores: ignores, into: &found, localizationRoots: &localizationRoots)
    }

    private mutating func record(_ problems: some Collection<InputError>) {
        for problem in problems where failedFiles.insert(problem.file).inserted { failures.append(problem) }
    }

    private mutating func search(_ folder: String, ignores: GitIgnoreStack, into found: inout [(format: any InputFormat, path: String)],
                                 localizationRoots: inout [String]) {
        guard let identity = FileSystem.identity(folder), visited.insert(identity).inserted else { return }
        let absoluteFolder = PathDisplay.standardize(folder, in: workingFolder)
        let configuration = configurations.configuration(forFolder: absoluteFolder)
        let respectsGitignore = configuration.respectsGitignore ?? true
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            let absolute = FileSystem.join(absoluteFolder, name)
            let isDirectory = FileSystem.isDirectory(path)
            if respectsGitignore && ignores.isIgnored(absolute, isDirectory: isDirectory) { continue }
            if configuration.excludes(absolute, isDirectory: isDirectory) { continue }
            if let format = InputFormats.all.first(where: { $0.claims(path, isDirectory: isDirectory) }) {
                found.append((format, path))
            } else if isDirectory {
                // A folder of tables is held to `include` as a file would be.
                if name.hasSuffix(".lproj"), !configuration.excludes(absolute, isDirectory: false), LocalizationCatalog.containsTables(path) {
                    localizationRoots.append(folder)
                }
                var inner = ignores
                inner.enter(absolute)
                record(inner.problems.dropFirst(ignores.problems.count))
                search(path, ignores: inner, into: &found, localizationRoots: &localizationRoots)
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
