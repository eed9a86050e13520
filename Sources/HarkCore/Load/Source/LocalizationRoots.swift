/// The folders of strings tables an app's code can reach, and which one serves a table for a
/// source file: code reads a table of its bundle. When an Xcode project in the tree builds the
/// file, the tables of the targets that build it serve it (an app's, a widget's); otherwise
/// the nearest folder up the tree that has the table wins (a Swift package's files reach the
/// app's `Localizable` above them, as SwiftUI looks keys up in the main bundle).
struct LocalizationRoots: Sendable {
    struct Root: Sendable {
        /// The folder holding `<lang>.lproj` folders or String Catalogs.
        let path: String
        var tables: Set<String>
    }

    /// Where the search stops going up, and whose tree was searched (absolute).
    let boundary: String
    let roots: [Root]
    /// The Xcode projects of the tree that could be read.
    let projects: [XcodeProject]

    /// Folders whose tables are not the app's: vendored code, build output, other platforms'
    /// apps, other bundles.
    static func isVendored(_ name: String) -> Bool {
        ForeignFolder.isForeignName(name)
            || name.hasSuffix(".bundle")
            || name.hasSuffix(".xcassets") || name.hasSuffix(".app") || name.hasSuffix(".xcodeproj")
    }

    /// Tables code does not look strings up in.
    private static let systemTables: Set<String> = ["InfoPlist", "Info-RemotePlist", "AppShortcuts"]

    init(boundary: String) {
        self.boundary = boundary
        var roots: [Root] = []
        var projects: [String] = []
        LocalizationRoots.search(boundary, into: &roots, projects: &projects, depth: 0)
        let loaded = projects.compactMap(XcodeProject.load)
        // A String Catalog a target copies that is not there (one the build makes, or one a
        // checkout lacks: Session's `Localizable.xcstrings`) still serves its table to the
        // code: its lookups go to that folder, whose catalog says they cannot be checked.
        // So does a `.strings` file a target copies from no `.lproj` folder: a global table,
        // which every language reads (`LocalizationCatalog.globalTables`).
        for target in loaded.flatMap(\.targets) where !target.isTest {
            for file in target.tables.sorted() where file.hasPrefix(boundary.hasSuffix("/") ? boundary : boundary + "/") {
                let name = FileSystem.baseName(file)
                let isGlobal = name.hasSuffix(".strings") && !FileSystem.directoryName(file).hasSuffix(".lproj") && FileSystem.exists(file)
                guard let table = isGlobal ? StringsTableFiles.perLanguageTableName(name) : StringsTableFiles.catalogTableName(name),
                      !LocalizationRoots.systemTables.contains(table), isGlobal || !FileSystem.exists(file) else { continue }
                let folder = FileSystem.directoryName(file)
                if let index = roots.firstIndex(where: { $0.path == folder }) {
                    roots[index].tables.insert(table)
                } else {
                    roots.append(Root(path: folder, tables: [table]))
                }
            }
        }
        self.roots = roots
        self.projects = loaded
    }

    private static func search(_ folder: String, into roots: inout [Root], projects: inout [String], depth: Int, insidePackage: Bool = false) {
        guard depth < 24 else { return }
        var tables: Set<String> = []
        var subfolders: [String] = []
        let names = FileSystem.contents(of: folder).filter { !$0.hasPrefix(".") }
        let insidePackage = insidePackage || ForeignFolder.isPackage(names)
        for name in names {
            let path = FileSystem.join(folder, name)
            if let table = StringsTableFiles.catalogTableName(name) {
                tables.insert(table)
            } else if name.hasSuffix(".lproj") {
                for file in FileSystem.contents(of: path) {
                    if let table = StringsTableFiles.perLanguageTableName(file) { tables.insert(table) }
                }
            } else if name.hasSuffix(".xcodeproj") {
                projects.append(path)
            } else if !isVendored(name), FileSystem.isDirectory(path),
                      ForeignFolder.kind(of: name, path: path, siblings: names, insidePackage: insidePackage) == nil {
                subfolders.append(path)
            }
        }
        tables.subtract(systemTables)
        if !tables.isEmpty { roots.append(Root(path: folder, tables: tables)) }
        for subfolder in subfolders { search(subfolder, into: &roots, projects: &projects, depth: depth + 1, insidePackage: insidePackage) }
    }

    /// Whether a target of the tree's Xcode projects that is no test bundle builds `file`
    /// (absolute): an app's own code, whatever its folder is named.
    func isBuiltOutsideTests(_ file: String) -> Bool {
        projects.contains { project in project.targets.contains { !$0.isTest && $0.contains(file) } }
    }

    /// The source files under `folder` (absolute) in vendored folders (`ThirdParty`, `Vendor`…)
    /// that an iOS target of the tree's projects, no test bundle, compiles: someone else's code,
    /// no screen of the app, but built into it, where `NSLocalizedString(@"Undo", nil)` reads
    /// the app's own tables (Nextcloud Talk's SlackTextViewController). At most `limit`.
    func vendoredSourcesBuilt(under folder: String, limit: Int = 5_000) -> [String] {
        var found: Set<String> = []
        for project in projects {
            for target in project.targets where !target.isTest && !target.isOtherPlatform {
                for file in target.sources where file.hasPrefix(folder + "/") && SourceFormat().claims(file, isDirectory: false) {
                    let folders = file.dropFirst(folder.count + 1).split(separator: "/").dropLast()
                    if folders.contains(where: { ForeignFolder.vendoredNames.contains(String($0)) }) { found.insert(file) }
                }
            }
        }
        return Array(found.sorted().filter(FileSystem.exists).prefix(limit))
    }

    /// The folders (absolute) from which a target of the tree's projects compiles a Swift or
    /// Objective-C file: a folder the projects manage.
    func foldersOfBuiltSources() -> Set<String> {
        var folders: Set<String> = []
        for project in projects {
            for target in project.targets {
                for file in target.sources { folders.insert(FileSystem.directoryName(file)) }
            }
        }
        return folders
    }

    /// Whether a target of the tree's projects compiles `file` (absolute).
    func isBuilt(_ file: String) -> Bool {
        projects.contains { $0.targets.contains { $0.contains(file) } }
    }

    /// Whether targets of the tree's Xcode projects build `file` (absolute), and each of them
    /// only for another platform than iOS (Maccy's, a macOS app's): code no iOS app compiles.
    func isBuiltOnlyForOtherPlatforms(_ file: String) -> Bool {
        var built = false
        for project in projects {
            for target in project.targets where target.contains(file) {
                if !target.isOtherPlatform { return false }
                built = true
            }
        }
        return built
    }

    /// The folders that serve `table` to the code of `file` (absolute): those of the targets
    /// that build it and copy such a table, in the project's target order (GoMap's
    /// `GpxTrackAttributes.swift`, built into the app and its widget, reads both); else the
    /// nearest one up the tree.
    func roots(for table: String, file: String) -> [String] {
        let building = projects.flatMap { $0.targets.filter { $0.contains(file) } }
        var found: [String] = []
        for target in building {
            for root in roots where root.tables.contains(table) && target.copies(table, in: root.path) && !found.contains(root.path) {
                found.append(root.path)
            }
        }
        if !found.isEmpty { return found }
        return root(for: table, from: FileSystem.directoryName(file)).map { [$0] } ?? []
    }

    /// The folders of targets that build `file` but not `written` (both absolute), where such a
    /// target copies `table`; none unless a target of the project builds `written`. A line
    /// built into the app and its VPN extension (`UserText.title`) reads, in each, the
    /// accessor of that target's own sources: the evaluator found one of them, and the others,
    /// copies in each target's `UserText.swift`, write the same key (DuckDuckGo's iOS app).
    func otherTargetRoots(for table: String, writtenIn written: String, usedIn file: String) -> [String] {
        guard written != file else { return [] }
        var found: [String] = []
        for project in projects where project.targets.contains(where: { $0.contains(written) }) {
            for target in project.targets where target.contains(file) && !target.contains(written) {
                for root in roots where root.tables.contains(table) && target.copies(table, in: root.path) && !found.contains(root.path) {
                    found.append(root.path)
                }
            }
        }
        return found
    }

    /// The folder that serves `table` to code in `folder` (absolute): the nearest one up the
    /// tree (within the boundary) that holds it; among several under one folder, the
    /// shallowest.
    func root(for table: String, from folder: String) -> String? {
        var current = folder
        while true {
            let prefix = current.hasSuffix("/") ? current : current + "/"
            let candidates = roots.filter { ($0.path == current || $0.path.hasPrefix(prefix)) && $0.tables.contains(table) }
            if let best = candidates.min(by: { ($0.path.split(separator: "/").count, $0.path) < ($1.path.split(separator: "/").count, $1.path) }) {
                return best.path
            }
            guard current != boundary, current.hasPrefix(boundary), current.count > boundary.count else { return nil }
            current = FileSystem.directoryName(current)
        }
    }

    /// The project folder above a file named alone: the nearest folder with an Xcode project,
    /// a workspace, a git checkout or a licence (a repository's root), else the file's own folder.
    /// Asked for every storyboard and XIB, and the same for all of a folder's: found once per
    /// folder for the whole run (as `CodeAssignments` reads a project once), since listing each
    /// folder up to the repository's root again for each file was a tenth of a big app's audit.
    static func projectFolder(above folder: String) -> String {
        projectFolders.value(for: folder) { findProjectFolder(above: folder) }
    }

    private static let projectFolders = FolderMemo<String>()

    /// A name that marks a project's folder: the bytes answer first, and `hasSuffix` and
    /// `hasPrefix` (which compare Characters) only confirm a match.
    private static func isProjectMarker(_ name: String) -> Bool {
        (name.hasUTF8Suffix(".xcodeproj") && name.hasSuffix(".xcodeproj"))
            || (name.hasUTF8Suffix(".xcworkspace") && name.hasSuffix(".xcworkspace"))
            || name == ".git"
            || (name.utf8.starts(with: "LICENSE".utf8) && name.hasPrefix("LICENSE"))
    }

    private static func findProjectFolder(above folder: String) -> String {
        var current = folder
        for _ in 0..<10 {
            if FileSystem.unsortedContents(of: current).contains(where: isProjectMarker) { return current }
            let parent = FileSystem.directoryName(current)
            guard parent != current, parent != "/" else { break }
            current = parent
        }
        return folder
    }
}
