import Foundation

/// A folder search: in a fixed order, skipping hidden entries, what `.gitignore` files ignore
/// (unless the folder's configuration says `"gitignore": false`), what the configuration
/// excludes and folders that hold no screen of the app (`ForeignFolder`: vendored code,
/// packages' example apps, other platforms); collecting the inputs formats claim and the
/// folders that hold `.lproj` folders or String Catalogs. A folder reached again through a
/// symbolic link is not walked twice.
struct FolderWalk {
    var configurations: ConfigurationDiscovery
    let workingFolder: String
    /// How many inputs each kind of foreign folder held, left out of the searches.
    private(set) var leftOut: [ForeignFolder: Int] = [:]
    /// The files in other platforms' folders of the last searches (their code's keys still count).
    private(set) var otherPlatformFiles: [String] = []
    /// Folders of tables found in test folders (`…Tests`), left out: a test bundle's tables are
    /// not the app's (focus-ios's `ScreenshotTests/ar.lproj`), as its code is no screen of it.
    private(set) var testTableFolders = 0
    /// Inputs of formats whose files in test folders are fixtures, left out, by the format's
    /// names (`InputFormat.testFoldersHoldFixtures`).
    private(set) var testFixtures: [TestFixtures] = []

    struct TestFixtures {
        let name: String
        let pluralName: String
        var count: Int
    }

    /// The folders walked so far, by device and inode.
    private var visited: Set<FileSystem.FileIdentity> = []
    /// Ignore files that could not be read or are too large, each once.
    private(set) var failures: [InputError] = []
    private var failedFiles: Set<String> = []

    init(configurations: ConfigurationDiscovery, workingFolder: String) {
        self.configurations = configurations
        self.workingFolder = workingFolder
    }

    /// The files other platforms' folders held since the last call.
    mutating func takeOtherPlatformFiles() -> [String] {
        defer { otherPlatformFiles = [] }
        return otherPlatformFiles
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
                         roots: inout TableRoots) {
        visited = []
        let ignores = GitIgnoreStack.at(PathDisplay.standardize(folder, in: workingFolder))
        record(ignores.problems)
        search(folder, ignores: ignores, insidePackage: false, insideTests: false, into: &found, roots: &roots)
    }

    private mutating func record(_ problems: some Collection<InputError>) {
        for problem in problems where failedFiles.insert(problem.file).inserted { failures.append(problem) }
    }

    private mutating func search(_ folder: String, ignores: GitIgnoreStack, insidePackage: Bool, insideTests: Bool,
                                 into found: inout [(format: any InputFormat, path: String)], roots: inout TableRoots) {
        guard let identity = FileSystem.identity(folder), visited.insert(identity).inserted else { return }
        let absoluteFolder = PathDisplay.standardize(folder, in: workingFolder)
        let configuration = configurations.configuration(forFolder: absoluteFolder)
        let respectsGitignore = configuration.respectsGitignore ?? true
        let names = FileSystem.contents(of: folder).filter { !$0.hasPrefix(".") }
        let insidePackage = insidePackage || ForeignFolder.isPackage(names)
        for name in names {
            let path = FileSystem.join(folder, name)
            let absolute = FileSystem.join(absoluteFolder, name)
            let isDirectory = FileSystem.isDirectory(path)
            if respectsGitignore && ignores.isIgnored(absolute, isDirectory: isDirectory) { continue }
            if configuration.excludes(absolute, isDirectory: isDirectory) { continue }
            // The folder searched itself is read, whatever it is: it was named.
            if isDirectory, let kind = ForeignFolder.kind(of: name, path: path, siblings: names, insidePackage: insidePackage) {
                leftOut[kind, default: 0] += FolderWalk.inputs(under: path)
                if kind == .otherPlatform { otherPlatformFiles += FileSystem.files(under: path) }
                continue
            }
            if let format = InputFormats.all.first(where: { $0.claims(path, isDirectory: isDirectory) }) {
                if insideTests && format.testFoldersHoldFixtures {
                    if let index = testFixtures.firstIndex(where: { $0.name == format.name }) {
                        testFixtures[index].count += 1
                    } else {
                        testFixtures.append(TestFixtures(name: format.name, pluralName: format.pluralName, count: 1))
                    }
                    continue
                }
                found.append((format, path))
            } else if isDirectory {
                // A folder of tables is held to `include` as a file would be.
                if name.hasSuffix(".lproj"), !configuration.excludes(absolute, isDirectory: false), LocalizationCatalog.containsTables(path) {
                    if insideTests { testTableFolders += 1 } else { roots.add(folder, scope: .all) }
                }
                var inner = ignores
                inner.enter(absolute)
                record(inner.problems.dropFirst(ignores.problems.count))
                search(path, ignores: inner, insidePackage: insidePackage, insideTests: insideTests || SourceProject.isTestFolder(name),
                       into: &found, roots: &roots)
            } else if LocalizationCatalog.isCatalogFile(name), !folder.hasSuffix(".lproj") {
                if insideTests { testTableFolders += 1 } else { roots.add(folder, scope: .all) }
            }
        }
    }
}

extension FolderWalk {
    /// The inputs a folder holds: files (or bundles) some format claims, and strings tables.
    static func inputs(under folder: String) -> Int {
        var visited: Set<FileSystem.FileIdentity> = []
        return inputs(under: folder, depth: 0, visited: &visited)
    }

    /// Each folder counted once: two links to `.` would otherwise double the walk at each level.
    private static func inputs(under folder: String, depth: Int, visited: inout Set<FileSystem.FileIdentity>) -> Int {
        guard depth < 24, let identity = FileSystem.identity(folder), visited.insert(identity).inserted else { return 0 }
        var count = 0
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            let isDirectory = FileSystem.isDirectory(path)
            if InputFormats.all.contains(where: { $0.claims(path, isDirectory: isDirectory) })
                || !isDirectory && StringsTableFiles.isTableFile(name) {
                count += 1
            } else if isDirectory {
                count += inputs(under: path, depth: depth + 1, visited: &visited)
            }
        }
        return count
    }
}

/// The folders of tables found, each with what the paths narrowed it to: one entry per folder
/// however the paths spell it (`App`, `./App/`), under the first spelling seen.
struct TableRoots {
    let workingFolder: String
    /// By the folder's absolute path: its first spelling and its scope.
    private var entries: [String: (root: String, scope: TableScope)] = [:]

    init(workingFolder: String) {
        self.workingFolder = workingFolder
    }

    /// How many folders were added, counting one added again (a search that found only
    /// folders an earlier path found still found something).
    private(set) var additions = 0

    /// Adds `root` with `scope`, returning the spelling the folder goes by.
    @discardableResult
    mutating func add(_ root: String, scope: TableScope) -> String {
        additions += 1
        let key = PathDisplay.standardize(root, in: workingFolder)
        guard let entry = entries[key] else {
            entries[key] = (root, scope)
            return root
        }
        entries[key] = (entry.root, entry.scope.union(scope))
        return entry.root
    }

    var sorted: [(root: String, scope: TableScope)] {
        entries.values.sorted { $0.root < $1.root }
    }
}
