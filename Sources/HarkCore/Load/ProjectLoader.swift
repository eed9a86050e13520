import Foundation

/// Finds what to audit under the paths given on the command line: the inputs some format in
/// `InputFormats.all` claims, each with its app's strings, and the folders of `.lproj` folders
/// and String Catalogs. Each such folder becomes one table unit, audited once however many
/// models use it; a `.lproj` folder, table or catalog given as a path narrows its folder's
/// audit to that locale or table. A path that cannot be read is recorded as a failure and the
/// others are still read.
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
        /// Per table name, keys code uses outside the models (`GroupLoad.keysUsedElsewhere`),
        /// each app's apart.
        var keysUsedElsewhere = KeysByApp()
        /// Per table name, the keys only code for the app's developers looks up (`GroupLoad.developerBuildKeys`).
        var developerBuildKeys: [String: Set<String>] = [:]
        /// The tables some of whose keys the names of generated accessors spell (R.swift's).
        var tablesReachedByAccessors: Set<String> = []
        /// Whether code of the run puts its arguments in place of `%0`, `%1`… itself
        /// (`GroupLoad.substitutesDigitPlaceholders`).
        var codeSubstitutesDigitPlaceholders = false
        /// Whether code of the run is Swift, and Objective-C (`GroupLoad.readsSwift`).
        var codeReadsSwift = false
        var codeReadsObjectiveC = false
    }

    /// Loads `paths` (named on the command line) and `listed` (read from a list, `hark lint -`:
    /// there a path that does not exist is skipped, one no format reads is passed over, and
    /// ignored or excluded ones are left out, as in a folder search). Paths may overlap
    /// (`hark lint App App/Base.lproj/A.storyboard`): each file is still read once.
    static func load(paths: [String], listed: [String] = [], options: LoadOptions,
                     configurations: ConfigurationDiscovery = ConfigurationDiscovery(fixed: Configuration()),
                     progress: ((Int) -> Void)? = nil) -> Result {
        var result = Result()
        let workingFolder = FileManager.default.currentDirectoryPath
        var catalogs = CatalogCache(workingFolder: workingFolder)
        var roots = TableRoots(workingFolder: workingFolder)
        var walk = FolderWalk(configurations: configurations, workingFolder: workingFolder)
        // A path typed twice, or both named and listed, is one path (named wins).
        let key = { (path: String) in PathDisplay.standardize(path, in: workingFolder) }
        let namedKeys = Set(paths.map(key))
        var seen: Set<String> = []
        var claims: [PathClaim] = []
        for path in paths + listed where seen.insert(key(path)).inserted {
            let claim = PathClaim(path: path, isListed: !namedKeys.contains(key(path)))
            if let claimed = self.claim(claim, walk: &walk, roots: &roots, into: &result) { claims.append(claimed) }
        }
        var reading = ReadOnce(claims, workingFolder: workingFolder)
        var read = 0
        for (index, claim) in claims.enumerated() {
            // Formats that read their files together get them all at once, after the others.
            var groups: [(format: any GroupInputFormat, files: [String])] = []
            for (format, file) in claim.found where reading.take(file, by: index) {
                if let groupFormat = format as? any GroupInputFormat {
                    if let groupIndex = groups.firstIndex(where: { $0.format.name == groupFormat.name }) {
                        groups[groupIndex].files.append(file)
                    } else {
                        groups.append((groupFormat, [file]))
                    }
                    continue
                }
                // A listed file is treated as found: one that turns out not to be its format's is passed over.
                Self.read(file, as: format, found: !reading.isNamed(file), options: options, configuration: walk.configuration(of: file),
                          catalogs: &catalogs, into: &result)
                read += 1
                progress?(read)
            }
            for (format, files) in groups {
                let others = claim.otherPlatformFiles.filter { file in format.claims(file, isDirectory: false) }
                var groupOptions = options
                groupOptions.localizationFunctions = localizationFunctions(of: claim.path, files: files, options: options, walk: &walk)
                readGroup(InputGroup(root: claim.path, files: files, otherPlatformFiles: others), as: format, options: groupOptions,
                          configuration: walk.configuration(of: claim.path, isDirectory: FileSystem.isDirectory(claim.path)),
                          catalogs: &catalogs, into: &result)
                read += files.count
                progress?(read)
            }
        }
        addTableUnits(roots, options: options, walk: &walk, catalogs: &catalogs, into: &result)
        // Tables that could not be read, once per folder of tables.
        result.failures += catalogs.unreadable
        let notShipped = catalogs.notShipped
        if !notShipped.isEmpty {
            result.inventory.leftOut.append("\(notShipped.count) strings \(notShipped.count == 1 ? "file" : "files") no Xcode project copies into the app (\(lprojNames(of: notShipped)))")
        }
        let absent = catalogs.absentTables
        if !absent.isEmpty {
            let named = absent.prefix(3).map { PathDisplay().relative($0) }.joined(separator: ", ") + (absent.count > 3 ? "…" : "")
            result.inventory.leftOut.append("\(absent.count) String \(absent.count == 1 ? "Catalog" : "Catalogs") an Xcode project copies into the app but the folder lacks (\(named)): the keys looked up in \(absent.count == 1 ? "it" : "them") are not checked")
        }
        let privateUse = catalogs.privateUse
        if !privateUse.isEmpty {
            result.inventory.leftOut.append("\(privateUse.count) strings \(privateUse.count == 1 ? "file" : "files") in folders of no language a device offers (\(lprojNames(of: privateUse)): notes to translators)")
        }
        let lacked = catalogs.languagesAppsLack
        if !lacked.isEmpty {
            let named = lacked.prefix(3).joined(separator: ", ") + (lacked.count > 3 ? "…" : "")
            result.inventory.leftOut.append("Swift packages' strings in \(lacked.count) \(lacked.count == 1 ? "localization" : "localizations") their app never shows (\(named)): a package's strings show in the app's language")
        }
        let outsideTargets = catalogs.outsidePackageTargets
        if !outsideTargets.isEmpty {
            let count = outsideTargets.reduce(0) { $0 + $1.files }
            let named = outsideTargets.prefix(3).map(\.folder).joined(separator: ", ") + (outsideTargets.count > 3 ? "…" : "")
            result.inventory.leftOut.append("\(count) strings \(count == 1 ? "file" : "files") in a Swift package outside its targets' folders (\(named))")
        }
        // Storyboard scenes nothing opens, named by document.
        let unopened = result.units.compactMap(\.model).filter { !$0.unopenedScenes.isEmpty }
        let sceneCount = unopened.reduce(0) { $0 + $1.unopenedScenes.count }
        if sceneCount > 0 {
            let named = unopened.prefix(3).map { FileSystem.baseName($0.file) + ": " + $0.unopenedScenes.prefix(3).joined(separator: ", ")
                + ($0.unopenedScenes.count > 3 ? "…" : "") }
                .joined(separator: "; ") + (unopened.count > 3 ? "…" : "")
            result.inventory.leftOut.append("\(sceneCount) storyboard \(sceneCount == 1 ? "scene" : "scenes") no segue, storyboard reference or code opens (\(named))")
        }
        // Code a searched folder lists but lacks: its keys' uses are not read.
        var submodules: [String] = []
        for claim in claims where FileSystem.isDirectory(claim.path) { submodules += GitSubmodules.missing(in: claim.path) }
        if !submodules.isEmpty {
            let named = submodules.prefix(3).joined(separator: ", ") + (submodules.count > 3 ? "…" : "")
            result.inventory.leftOut.append("\(submodules.count) git \(submodules.count == 1 ? "submodule" : "submodules") the checkout lacks (\(named)): keys their code looks up may be reported unused")
        }
        result.failures += walk.configurations.failures
        result.failures += walk.failures
        for kind in ForeignFolder.allCases {
            if let count = walk.leftOut[kind], count > 0 { result.inventory.leftOut.append(kind.note(files: count)) }
        }
        if walk.testTableFolders > 0 {
            let count = walk.testTableFolders
            result.inventory.leftOut.append("\(count) localization \(count == 1 ? "folder" : "folders") in test folders (a test bundle's tables)")
        }
        for fixtures in walk.testFixtures {
            result.inventory.leftOut.append("\(fixtures.count) \(fixtures.count == 1 ? fixtures.name : fixtures.pluralName) in test folders (tests' fixtures)")
        }
        return result
    }

    /// The wrappers that localize in files read together: those the options name, then those
    /// of the configuration of the path and of each file's folder (a `.hark.json` beside the
    /// code, below the command-line path). Files read together resolve each other's accessors,
    /// so every one of them knows every wrapper.
    private static func localizationFunctions(of path: String, files: [String], options: LoadOptions,
                                              walk: inout FolderWalk) -> [LocalizationFunction] {
        var functions = options.localizationFunctions
        var folders = [FileSystem.isDirectory(path) ? path : FileSystem.directoryName(path)]
        var seen = Set(folders)
        for file in files where seen.insert(FileSystem.directoryName(file)).inserted { folders.append(FileSystem.directoryName(file)) }
        for folder in folders {
            for function in walk.configuration(of: folder, isDirectory: true).localizationFunctions where !functions.contains(function) {
                functions.append(function)
            }
        }
        return functions
    }

    /// What one path holds: the inputs formats claim (searching a folder) and, in `roots`, its
    /// folders of tables. Nil, with a failure or a skip recorded, when there is nothing to read.
    private static func claim(_ start: PathClaim, walk: inout FolderWalk, roots: inout TableRoots,
                              into result: inout Result) -> PathClaim? {
        var claim = start
        let path = claim.path
        if let problem = FileSystem.accessProblem(path) {
            if claim.isListed {
                result.inventory.skipped.append(Inventory.Skipped(file: path, reason: "not found"))
            } else {
                result.failures.append(InputError(problem, file: path))
            }
            return nil
        }
        if claim.isListed && walk.leavesOut(path) { return nil }
        if let format = claimant(of: path) {
            claim.found.append((format, path))
        } else if let named = tableScope(of: path) {
            roots.add(named.root, scope: named.scope)
            if FileSystem.isDirectory(path) { walk.search(path, into: &claim.found, roots: &roots) }
        } else if FileSystem.isDirectory(path) {
            let before = roots.additions
            let leftOutBefore = walk.leftOut.values.reduce(0, +)
            walk.search(path, into: &claim.found, roots: &roots)
            if claim.found.isEmpty && roots.additions == before {
                let leftOut = walk.leftOut.values.reduce(0, +) - leftOutBefore
                result.failures.append(InputError(leftOut > 0
                    ? "found nothing to audit here but \(leftOut) \(leftOut == 1 ? "file" : "files") in vendored, example-app or other-platform folders, which a folder search leaves out: name one on the command line to read it"
                    : "found nothing to audit here: no \(InputFormats.pathList(article: "", conjunction: "nor"))",
                    file: path))
            }
        } else {
            if !claim.isListed {
                result.failures.append(InputError(
                    "not an input Hark reads: it reads \(InputFormats.pathList()), or a folder searched for them",
                    file: path))
            }
            return nil
        }
        claim.otherPlatformFiles = walk.takeOtherPlatformFiles()
        return claim
    }

    /// One table unit per folder of tables, knowing which keys the models use.
    private static func addTableUnits(_ found: TableRoots, options: LoadOptions, walk: inout FolderWalk,
                                      catalogs: inout CatalogCache, into result: inout Result) {
        var roots = found
        var modelKeys: [String: [String: Set<String>]] = [:]
        var modelObjects: [String: [String: Set<String>]] = [:]
        var objectsShownNowhere: [String: [String: Set<String>]] = [:]
        var languages: [String: String] = [:]
        var readCode: Set<String> = []
        var fallingBack: Set<String> = []
        var sharingTables: Set<String> = []
        for unit in result.units {
            guard let model = unit.model, let folder = model.app.localizations else { continue }
            // The folder as the roots spell it: `App` and `./App/` are one folder.
            let root = roots.add(folder, scope: .all)
            if model.codeTexts != nil { readCode.insert(root) }
            if model.app.fallsBackToDevelopmentLanguage { fallingBack.insert(root) }
            if !model.app.ownsItsTables { sharingTables.insert(root) }
            if let ids = model.app.objectIDs { modelObjects[root, default: [:]][model.app.name, default: []].formUnion(ids) }
            if !model.app.objectsTextShownNowhere.isEmpty {
                objectsShownNowhere[root, default: [:]][model.app.name, default: []].formUnion(model.app.objectsTextShownNowhere)
            }
            languages[root] = languages[root] ?? unit.developmentLanguage
            var keys = modelKeys[root] ?? [:]
            for use in model.textUses {
                if case .key(let key, let table, _, _) = use.text { keys[table, default: []].insert(key) }
            }
            modelKeys[root] = keys
        }
        let firstTableUnit = result.units.count
        for (root, scope) in roots.sorted {
            let catalog = catalogs.catalog(at: root)
            let isModelFolder = modelKeys[root] != nil
            // With no table of its own, English is assumed: l10n-missing says what is lacking.
            let language = options.developmentLanguage ?? languages[root] ?? developmentLanguage(of: catalog) ?? "en"
            var unit = AuditUnit(model: nil, catalog: catalog, developmentLanguage: language,
                                 modelKeys: modelKeys[root], modelObjects: modelObjects[root] ?? [:], scope: scope)
            unit.keysUsedElsewhere = result.keysUsedElsewhere.visible(toTablesIn: PathDisplay().absolute(root))
            unit.developerBuildKeys = result.developerBuildKeys
            unit.tablesReachedByAccessors = result.tablesReachedByAccessors
            unit.objectsTextShownNowhere = objectsShownNowhere[root] ?? [:]
            unit.configuration = walk.configuration(of: root, isDirectory: true)
            unit.modelsReadCode = readCode.contains(root)
            unit.modelsFallBackToDevelopmentLanguage = fallingBack.contains(root)
            unit.modelsOwnTables = isModelFolder && !sharingTables.contains(root)
            unit.codeSubstitutesDigitPlaceholders = result.codeSubstitutesDigitPlaceholders
            unit.codeIsAllSwift = result.codeReadsSwift && !result.codeReadsObjectiveC
            result.units.append(unit)
            if !isModelFolder { result.inventory.localizationFolders += 1 }
        }
        RelatedCatalogs.link(&result.units, from: firstTableUnit)
    }

    /// English if it has tables, else the language the folder's catalogs are written in, else
    /// `Base` (the development language's folder when it has none of its own).
    private static func developmentLanguage(of catalog: LocalizationCatalog) -> String? {
        if catalog.tables["en"] != nil { return "en" }
        if let source = catalog.catalogSourceLanguage { return source }
        if catalog.tables["Base"] != nil { return "Base" }
        // One regional English and no `en`: the app's own English (Immuni's `en-GB.lproj`,
        // XcodeGen's `developmentLanguage: en-GB`).
        let english = catalog.tables.keys.filter { LocaleCode($0).language == "en" }
        return english.count == 1 ? english.first : nil
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
                let names = FileSystem.contents(of: path).compactMap(StringsTableFiles.catalogTableName)
                return (folder, TableScope(locales: nil, tables: Set(names)))
            }
            return (folder, TableScope(locales: [locale], tables: nil))
        }
        if let table = StringsTableFiles.catalogTableName(name) {
            let root = folder.hasSuffix(".lproj") ? FileSystem.directoryName(folder) : folder
            return (root, TableScope(locales: nil, tables: [table]))
        }
        if let table = StringsTableFiles.perLanguageTableName(name), folder.hasSuffix(".lproj") {
            let locale = String(FileSystem.baseName(folder).dropLast(".lproj".count))
            return (FileSystem.directoryName(folder), TableScope(locales: [locale], tables: [table]))
        }
        return nil
    }

    private static func read(_ file: String, as format: any InputFormat, found: Bool, options: LoadOptions,
                             configuration: Configuration, catalogs: inout CatalogCache, into result: inout Result) {
        do {
            let model = try format.load(file, found: found, options: options)
            try add(model, options: options, configuration: configuration, catalogs: &catalogs, into: &result)
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
                                  configuration: Configuration, catalogs: inout CatalogCache, into result: inout Result) {
        let loaded = format.load(group, options: options)
        let firstUnit = result.units.count
        for model in SharedCodeTexts.keepingOwnKeys(loaded.models, developmentLanguage: options.developmentLanguage, catalog: { catalogs.catalog(at: $0) }) {
            do {
                let elsewhere = model.app.localizations.map { loaded.keysUsedElsewhere.visible(toTablesIn: PathDisplay().absolute($0)) }
                    ?? loaded.keysUsedElsewhere.all
                try add(model, finishedBy: format, keysUsedElsewhere: elsewhere, accessorNames: loaded.accessorNames,
                        computedKeys: loaded.computedKeys, options: options, configuration: configuration, catalogs: &catalogs, into: &result)
            } catch let error as InputError {
                result.failures.append(error)
            } catch {
                result.failures.append(InputError("\(error)", file: model.file))
            }
        }
        for count in loaded.counts { result.inventory.record(count) }
        result.inventory.skipped += loaded.skipped
        result.inventory.notes += format.notes(of: loaded, finished: result.units[firstUnit...].compactMap(\.model))
        result.keysUsedElsewhere.formUnion(loaded.keysUsedElsewhere)
        result.developerBuildKeys.merge(loaded.developerBuildKeys) { $0.union($1) }
        if loaded.substitutesDigitPlaceholders { result.codeSubstitutesDigitPlaceholders = true }
        if loaded.readsSwift { result.codeReadsSwift = true }
        if loaded.readsObjectiveC { result.codeReadsObjectiveC = true }
        result.failures += loaded.failures
    }

    /// Adds a model with its app's strings as an audit unit. A group's keys used elsewhere that
    /// the model's tables hold go with the model (an export keeps them); a model file's own
    /// count for the run as a group's do.
    private static func add(_ model: AppModel, finishedBy format: (any GroupInputFormat)? = nil, keysUsedElsewhere: [String: Set<String>] = [:],
                            accessorNames: AccessorNames = AccessorNames(), computedKeys: [String: Set<ComputedKeyShape>] = [:], options: LoadOptions, configuration: Configuration, catalogs: inout CatalogCache, into result: inout Result) throws {
        var catalog = LocalizationCatalog.empty
        if let folder = model.app.localizations {
            guard FileSystem.isDirectory(folder) else {
                throw InputError("the localizations folder \"\(folder)\" does not exist", file: model.file)
            }
            catalog = catalogs.catalog(at: folder)
        }
        var model = format?.finish(model, with: catalog) ?? model
        // English assumed, the app's own is regional (Damus's `en-US.lproj`, its project's
        // `developmentRegion`): the translations are compared with that folder's tables.
        if options.developmentLanguage == nil, catalog.folder(forDevelopmentLanguage: model.app.developmentLanguage) == nil,
           let own = developmentLanguage(of: catalog), LocaleCode(own).language == model.app.developmentLanguage {
            model.app.developmentLanguage = own
        }
        let language = options.developmentLanguage ?? model.app.developmentLanguage
        for (table, held) in KeysUsedElsewhere.held(keysUsedElsewhere, in: catalog, developmentLanguage: language) {
            model.keysUsedElsewhere[table, default: []].formUnion(held)
        }
        if !accessorNames.isEmpty || !computedKeys.isEmpty {
            // The development language's keys that the names of generated accessors spell, and
            // those a computed key may be (it starts with their beginning).
            let folder = catalog.folder(forDevelopmentLanguage: language)
            for table in catalog.allTables where table.locale == language || table.locale == folder {
                let shapes = (computedKeys[table.name] ?? []).union(computedKeys[ComputedKeyShape.anyTable] ?? [])
                var throughAccessor = false
                let reached = table.entries.map(\.key).filter { key in
                    if shapes.contains(where: { $0.matches(key) }) { return true }
                    guard !accessorNames.isEmpty, accessorNames.reaches(key, in: table.name) else { return false }
                    throughAccessor = true
                    return true
                }
                if !reached.isEmpty { model.keysUsedElsewhere[table.name, default: []].formUnion(reached) }
                if throughAccessor { result.tablesReachedByAccessors.insert(table.name) }
            }
        }
        if let folder = model.app.localizations {
            result.keysUsedElsewhere.add(model.keysUsedElsewhere, usedByModelOf: PathDisplay().absolute(folder))
        } else {
            for (table, keys) in model.keysUsedElsewhere { result.keysUsedElsewhere.add(keys, table: table, usedIn: nil) }
        }
        var unit = AuditUnit(model: model, catalog: catalog, developmentLanguage: options.developmentLanguage ?? model.app.developmentLanguage)
        unit.configuration = configuration
        result.units.append(unit)
    }

    /// The `.lproj` folders table files sit in, the first three named: `am.lproj, bg.lproj…`.
    private static func lprojNames(of files: [String]) -> String {
        let folders = Set(files.map { FileSystem.baseName(FileSystem.directoryName($0)) }).sorted()
        return folders.prefix(3).joined(separator: ", ") + (folders.count > 3 ? "…" : "")
    }

    /// The first format that claims `path`.
    private static func claimant(of path: String) -> (any InputFormat)? {
        let isDirectory = FileSystem.isDirectory(path)
        return InputFormats.all.first { $0.claims(path, isDirectory: isDirectory) }
    }
}

/// Each folder of tables is read once per run, however many inputs use it and however they
/// spell it (`App`, `./App/`). Only the table files the app's Xcode projects copy are read
/// (`ShippedTables`).
private struct CatalogCache {
    let workingFolder: String
    private var catalogs: [String: LocalizationCatalog] = [:]
    /// The folders whose tables a Swift package holds outside its targets, with the package's.
    private var outsidePackage: [String: String] = [:]

    init(workingFolder: String) {
        self.workingFolder = workingFolder
    }

    mutating func catalog(at root: String) -> LocalizationCatalog {
        let key = PathDisplay.standardize(root, in: workingFolder)
        if let cached = catalogs[key] { return cached }
        let shipped = ShippedTables(root: root, projects: ProjectFinder.projects(near: root, workingFolder: workingFolder), workingFolder: workingFolder)
        let catalog = LocalizationCatalog.read(root: root, shipped: shipped)
        catalogs[key] = catalog
        if let package = shipped.leftOutByPackage { outsidePackage[key] = package }
        return catalog
    }

    /// The table files left out as not shipped by the Xcode projects, in every folder read.
    var notShipped: [String] {
        catalogs.keys.sorted().filter { outsidePackage[$0] == nil }.flatMap { catalogs[$0]?.notShipped ?? [] }
    }

    /// The String Catalogs projects copy that are not on disk, in every folder read.
    var absentTables: [String] {
        catalogs.keys.sorted().flatMap { key in (catalogs[key]?.absentTables ?? [:]).values.sorted() }
    }

    /// The table files of private-use language folders (`qqq.lproj`), in every folder read.
    var privateUse: [String] {
        catalogs.keys.sorted().flatMap { catalogs[$0]?.privateUse ?? [] }
    }

    /// The languages of packages' tables that their apps lack, in every folder read, sorted.
    var languagesAppsLack: [String] {
        Set(catalogs.values.flatMap(\.languagesAppLacks)).sorted()
    }

    /// The folders of tables a Swift package holds outside its targets, named from the
    /// package's folder (`StringsConvertor/input`), with their table files.
    var outsidePackageTargets: [(folder: String, files: Int)] {
        outsidePackage.keys.sorted().compactMap { key in
            guard let package = outsidePackage[key], let files = catalogs[key]?.notShipped, !files.isEmpty else { return nil }
            let inside = key.count > package.count ? String(key.dropFirst(package.count + 1)) : ""
            return ([FileSystem.baseName(package), inside].filter { !$0.isEmpty }.joined(separator: "/"), files.count)
        }
    }

    /// The tables no catalog could read, by folder.
    var unreadable: [InputError] {
        catalogs.keys.sorted().flatMap { catalogs[$0]?.unreadable ?? [] }
    }
}
