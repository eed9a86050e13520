/// The strings files an app's Xcode projects copy into its bundle. A `<lang>.lproj` file on disk
/// that its table's variant group does not list (a translation dropped from the project but left
/// in the repository, VLC's `bg.lproj`, iAPS's `el.lproj`) never reaches the app: iOS neither
/// shows it nor offers its language, so auditing it reports problems no user meets.
///
/// Only files the projects manage are judged: a table file no target copies from this folder in
/// any language (a Swift package's resources) and folders a target copies whole (a Settings
/// bundle or another folder reference, a folder Xcode 16 synchronizes) all count as shipped;
/// but a folder no project lists that lies in a Swift package outside its targets' folders
/// ships nothing (`SwiftPackageTargets`), nor does a folder a target compiles code from while
/// copying none of its tables, though it copies others'. A String Catalog a target copies from the folder
/// (`Localizable.xcstrings`) is that table in every language: the `.strings` files of its name
/// left in the `.lproj` folders, which no target lists, are the table before its migration
/// (ownCloud's), not shipped.
struct ShippedTables: Sendable {
    /// Per file name (`Localizable.strings`), the files of that name in the folder's `.lproj`
    /// folders that some target copies.
    private let listed: [String: Set<String>]
    /// The tables whose String Catalog some target copies from the folder, lower-cased
    /// (`localizable`): Trio's old `en.lproj/infoPlist.strings` is its `InfoPlist.xcstrings`
    /// before the migration, as a Mac's file system, blind to case, takes them.
    private var catalogs: Set<String> = []
    /// The String Catalogs some target copies from the folder that are not there, by table: a
    /// file the build makes, or one a checkout lacks (Session's 14 MB `Localizable.xcstrings`).
    private(set) var absentCatalogs: [String: String] = [:]
    /// What relative paths are relative to.
    private let workingFolder: String
    /// The Swift package whose targets leave the whole folder out (nil: none does).
    let leftOutByPackage: String?
    /// For a Swift package's resources, the languages they can be shown in (nil: all).
    private(set) var packageLanguages: PackageLanguages?
    /// The languages the projects are localized in, lower-cased (`knownRegions`; empty: no
    /// project says).
    private var knownRegions: Set<String> = []
    /// The folder holds the app's code, built by a target that copies none of its tables.
    private var leftBehind = false
    /// The `.strings` files directly in the folder, in no `.lproj` folder, that a target copies:
    /// global resources of the bundle (`LocalizationCatalog.globalTables`).
    private(set) var globalFiles: Set<String> = []

    static let everything = ShippedTables(listed: [:], workingFolder: "/")

    private init(listed: [String: Set<String>], workingFolder: String, leftOutByPackage: String? = nil) {
        self.listed = listed
        self.workingFolder = workingFolder
        self.leftOutByPackage = leftOutByPackage
    }

    /// What `projects` copy from `root`, the folder holding the `.lproj` folders.
    init(root: String, projects: [XcodeProject], workingFolder: String) {
        let folder = ShippedTables.absolute(root, in: workingFolder)
        let targets = projects.flatMap(\.targets)
        if targets.contains(where: { $0.shipsWhole(folder) }) {
            self.init(listed: [:], workingFolder: workingFolder)
            return
        }
        var listed: [String: Set<String>] = [:]
        var catalogs: Set<String> = []
        var absent: [String: String] = [:]
        var global: Set<String> = []
        for target in targets {
            for table in target.tables {
                if FileSystem.directoryName(table) == folder, table.hasSuffix(".strings") {
                    global.insert(table)
                    continue
                }
                if FileSystem.directoryName(table) == folder, let name = StringsTableFiles.catalogTableName(FileSystem.baseName(table)) {
                    catalogs.insert(name.lowercased())
                    if !FileSystem.exists(table) { absent[name] = table }
                    continue
                }
                let lproj = FileSystem.directoryName(table)
                guard lproj.hasSuffix(".lproj"), FileSystem.directoryName(lproj) == folder else { continue }
                listed[FileSystem.baseName(table), default: []].insert(table)
            }
        }
        // A folder no project lists may still be a package's resources, unless it is outside
        // every target of the package that holds it.
        let copiesNothing = listed.isEmpty && catalogs.isEmpty && global.isEmpty
        let package = copiesNothing ? SwiftPackageTargets.enclosingPackage(of: folder) : nil
        self.init(listed: listed, workingFolder: workingFolder, leftOutByPackage: package.flatMap { $0.insideTarget ? nil : $0.package })
        // A folder of the app's own code, from which a target compiles sources but copies no
        // table while it copies tables from elsewhere, holds tables left behind (Sora's
        // `SoraPassport/de.lproj`, beside the `AppDelegate.swift` it builds, while its tables
        // come from `SoraLocalizable/`). A target that copies no table at all says nothing.
        leftBehind = copiesNothing && package == nil && targets.contains { target in
            !target.tables.isEmpty && target.sources.contains { FileSystem.directoryName($0) == folder }
        }
        self.catalogs = catalogs
        absentCatalogs = absent
        globalFiles = global
        knownRegions = Set(projects.flatMap(\.knownRegions).map { $0.lowercased() })
        if let package, package.insideTarget { packageLanguages = PackageLanguages(projects: projects, package: package) }
    }

    /// Whether the folder's tables in `locale` can be shown (`PackageLanguages`);
    /// `sourceLanguage` is a String Catalog's; `localizations`, the folder's `.lproj` folders.
    func shows(_ locale: String, sourceLanguage: String? = nil, localizations: Set<String> = []) -> Bool {
        packageLanguages?.shows(locale, sourceLanguage: sourceLanguage, localizations: localizations) ?? true
    }

    /// Whether an `.lproj` folder that holds no table is a language of the app: not when the
    /// projects name their languages and not this one (OwnTracks' `sv-SE.lproj`, an old
    /// Info.plist left behind, beside the `sv.lproj` the project lists).
    func isLanguage(tablelessFolder locale: String) -> Bool {
        // Old projects name languages in English ("English", "Japanese"): no answer then.
        knownRegions.isEmpty || knownRegions.contains(locale.lowercased())
            || knownRegions.contains { $0 != "base" && $0.utf8.count > 3 && $0.utf8.allSatisfy { (0x61...0x7A).contains($0) } }
    }

    /// Whether `file`, a `.strings` file directly in the root, is a global table a target copies.
    func isGlobalTable(_ file: String) -> Bool {
        globalFiles.contains(ShippedTables.absolute(file, in: workingFolder))
    }

    /// Whether `file`, a per-language table file under the root, reaches the app.
    func ships(_ file: String) -> Bool {
        guard leftOutByPackage == nil, !leftBehind else { return false }
        let name = FileSystem.baseName(file)
        guard let files = listed[name] else { return !catalogs.contains((StringsTableFiles.perLanguageTableName(name) ?? name).lowercased()) }
        return files.contains(ShippedTables.absolute(file, in: workingFolder))
    }

    /// As the project's paths are written: absolute, `..` resolved.
    private static func absolute(_ path: String, in workingFolder: String) -> String {
        XcodeProject.normalized(PathDisplay.standardize(path, in: workingFolder))
    }
}

/// The Xcode projects that may build a folder's tables: those in the folder and in the folders
/// above it, up to the repository's root (a folder holding `.git`), and those one level inside
/// that root (`iOS/App.xcodeproj` beside `Resources/`). Each is read once per run
/// (`XcodeProject.load`).
enum ProjectFinder {
    static func projects(near root: String, workingFolder: String) -> [XcodeProject] {
        var folder = PathDisplay.standardize(root, in: workingFolder)
        var found: [String] = []
        // An XcodeGen specification stands for the project it generates, which the repository
        // may not hold (`XcodeGenSpec`).
        var generated: [XcodeProject] = []
        for _ in 0..<12 {
            let names = FileSystem.contents(of: folder)
            found += names.filter { $0.hasSuffix(".xcodeproj") }.map { FileSystem.join(folder, $0) }
            if names.contains(XcodeGenSpec.fileName), let spec = XcodeGenSpec.project(in: folder) { generated.append(spec) }
            if names.contains(".git") {
                for name in names where !name.hasPrefix(".") && !name.hasSuffix(".xcodeproj") {
                    let inner = FileSystem.join(folder, name)
                    guard FileSystem.isDirectory(inner) else { continue }
                    found += FileSystem.contents(of: inner).filter { $0.hasSuffix(".xcodeproj") }.map { FileSystem.join(inner, $0) }
                }
                break
            }
            let parent = FileSystem.directoryName(folder)
            if parent == folder || parent.isEmpty { break }
            folder = parent
        }
        return found.compactMap(XcodeProject.load) + generated
    }
}
