/// Keys code uses outside the models, per table name, kept apart by the app whose code uses
/// them. A checkout may hold several apps (Goma's workspace: `Showcase`, `BetssonCameroonApp`,
/// `BetssonFranceLegacy`, each an Xcode project with an iOS app target and its own tables): a
/// literal of one app's code, given to a lookup whose key is computed, runs in that app and
/// reaches its bundle's tables, never a sibling's. So a key that only a sibling's code uses is
/// unused in this app's tables, and its empty or missing translation shows nowhere.
///
/// An app is an Xcode project with an iOS application target; its code is what its targets
/// build, its tables what they copy. Code no such project builds (a Swift package every app
/// links, `Frameworks/GomaUI`, though the folder also holds a gallery app's project) and tables
/// none copies are every app's, as are the keys of a project whose membership Hark cannot read.
struct KeysByApp: Sendable {
    /// The projects with an iOS application target.
    private var apps: [XcodeProject] = []
    /// Keys of code, by the folders of the app projects that build it (none: every app's).
    private var byApps: [Set<String>: [String: Set<String>]] = [:]
    /// Keys of models, by their tables' folder: its apps are found when the keys are asked for,
    /// as the projects that copy it may come with another group of files.
    private var byModelFolder: [String: [String: Set<String>]] = [:]

    init() {}

    init(projects: [XcodeProject]) {
        apps = projects.filter { $0.targets.contains { $0.isApplication && !$0.isTest } }
    }

    /// The app projects (by folder) whose targets build `file` (absolute).
    func apps(building file: String) -> Set<String> {
        Set(apps.filter { $0.targets.contains { !$0.isTest && $0.contains(file) } }.map(\.folder))
    }

    /// The app projects (by folder) whose targets copy tables from `folder` (absolute).
    func apps(copyingTablesIn folder: String) -> Set<String> {
        Set(apps.filter { $0.targets.contains { !$0.isTest && $0.copiesTables(in: folder) } }.map(\.folder))
    }

    /// Adds keys that code in `file` (absolute) uses; nil: keys of no one file, every app's.
    mutating func add<Keys: Sequence>(_ keys: Keys, table: String, usedIn file: String?) where Keys.Element == String {
        add(keys, table: table, usedBy: file.map(apps(building:)) ?? [])
    }

    /// Adds keys the code of `owners` (app projects' folders; none: every app) uses.
    mutating func add<Keys: Sequence>(_ keys: Keys, table: String, usedBy owners: Set<String>) where Keys.Element == String {
        var iterator = keys.makeIterator()
        guard iterator.next() != nil else { return }
        byApps[owners, default: [:]][table, default: []].formUnion(keys)
    }

    /// Adds a model's keys: used by the apps that copy the tables of `folder` (absolute).
    mutating func add(_ keys: [String: Set<String>], usedByModelOf folder: String) {
        for (table, tableKeys) in keys where !tableKeys.isEmpty {
            byModelFolder[folder, default: [:]][table, default: []].formUnion(tableKeys)
        }
    }

    /// Adds what another group of files found, and its apps.
    mutating func formUnion(_ other: KeysByApp) {
        for project in other.apps where !apps.contains(where: { $0.folder == project.folder }) { apps.append(project) }
        for (owners, tables) in other.byApps {
            for (table, keys) in tables { byApps[owners, default: [:]][table, default: []].formUnion(keys) }
        }
        for (folder, tables) in other.byModelFolder {
            for (table, keys) in tables { byModelFolder[folder, default: [:]][table, default: []].formUnion(keys) }
        }
    }

    /// Per table name, the keys code may look up in the tables of `folder` (absolute): all but
    /// those only other apps use.
    func visible(toTablesIn folder: String) -> [String: Set<String>] {
        let own = apps(copyingTablesIn: folder)
        var result: [String: Set<String>] = [:]
        func take(_ tables: [String: Set<String>], usedBy owners: Set<String>) {
            guard own.isEmpty || owners.isEmpty || !own.isDisjoint(with: owners) else { return }
            for (table, keys) in tables { result[table, default: []].formUnion(keys) }
        }
        for (owners, tables) in byApps { take(tables, usedBy: owners) }
        for (modelFolder, tables) in byModelFolder {
            take(tables, usedBy: modelFolder == folder ? own : apps(copyingTablesIn: modelFolder))
        }
        return result
    }

    /// Every key, whichever app uses it.
    var all: [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for tables in Array(byApps.values) + Array(byModelFolder.values) {
            for (table, keys) in tables { result[table, default: []].formUnion(keys) }
        }
        return result
    }
}
