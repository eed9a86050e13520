/// Reads the Swift and Objective-C files of one command-line path together: tokenizes them,
/// collects the declarations texts are looked up through, finds the switches and the localized
/// texts of each file, and makes one model per folder of strings tables the code uses.
struct SourceProject {
    let group: InputGroup
    let options: LoadOptions

    func load() -> GroupLoad {
        var result = GroupLoad()
        let boundary = PathDisplay().absolute(group.found ? group.root : LocalizationRoots.projectFolder(above: FileSystem.directoryName(PathDisplay().absolute(group.root))))
        let selection = SourceSelection(group: group, boundary: boundary)
        result.notes += selection.notes
        let tableRoots = selection.tableRoots
        let own = selection.own
        let keysOnlyFiles = selection.keysOnly
        var files: [SourceFile] = []
        var testFiles = 0
        for loaded in own.parallelMap({ path -> Result<SourceFile, InputError> in
            do { return .success(try SourceFile.load(path)) } catch let error as InputError { return .failure(error) } catch {
                return .failure(InputError("\(error)", file: path))
            }
        }) {
            switch loaded {
            case .failure(let error):
                result.failures.append(error)
            case .success(let file):
                if let problem = file.problem {
                    // Hark is no compiler: a file it cannot tokenize is skipped, not fatal,
                    // unless it was asked for by name.
                    let location = file.location(ofByte: problem.offset)
                    if group.found {
                        result.skipped.append(Inventory.Skipped(file: file.path, reason: "\(problem.message) at \(location.line):\(location.column)"))
                    } else {
                        result.failures.append(InputError("\(problem.message): Hark cannot read this file", at: location))
                    }
                    continue
                }
                // Tests beside the code they test are no screen, and use no key, of the app.
                if group.found, Self.isTestCode(file) {
                    testFiles += 1
                    continue
                }
                files.append(file)
            }
        }
        if testFiles > 0 {
            result.notes.append("\(testFiles) \(testFiles == 1 ? "source file" : "source files") of tests beside the app's code (import XCTest or Testing) not read")
        }
        let mainCount = files.count
        // A file named alone: the declarations of the rest of its project resolve its texts.
        if !group.found, files.count == 1 {
            let others = FileSystem.files(under: boundary).filter { $0.hasSuffix(".swift") && PathDisplay().absolute($0) != PathDisplay().absolute(group.root) }
                .filter { !$0.split(separator: "/").contains(where: { LocalizationRoots.isVendored(String($0)) }) }
                .prefix(20_000)
            files += Array(others).parallelMap { try? SourceFile.load($0) }.compactMap { $0 }.filter { $0.problem == nil }
        }
        // Other platforms' code and vendored code the app builds: no screen of the app, but a
        // user of its tables.
        let keysOnlyStart = files.count
        files += keysOnlyFiles.parallelMap { try? SourceFile.load($0) }.compactMap { $0 }.filter { $0.problem == nil }
        var symbols = SourceSymbols()
        for (index, file) in files.enumerated() { symbols.collect(file, index: index) }
        let evaluator = TextEvaluator(files: files, symbols: symbols, functions: options.localizationFunctions)
        let declarations = symbols.declarationRanges { declaration in
            evaluator.text(declaration.value, in: declaration.file, context: .string).containsKey
        }
        let roots = tableRoots ?? LocalizationRoots(boundary: boundary)
        // SwiftGen's accessor types, named by its configuration at the project's root or in a
        // folder just under it (a monorepo's `ios/swiftgen.yml`), and those a project's own
        // script writes from a table (`StringsScriptOutputs`).
        let generatedTypes = ([boundary] + FileSystem.contents(of: boundary).map { FileSystem.join(boundary, $0) }.filter(FileSystem.isDirectory))
            .reduce(into: Set<String>()) { $0.formUnion(SwiftGenConfig.stringsEnumNames(in: $1)) }
            .union(roots.projects.flatMap(\.targets).flatMap(\.stringsAccessorTypes))
        // What enums no code names look up shows nowhere: no use of a key. Only in a folder
        // search: files named alone are part of an app Hark does not read whole.
        let unnamedEnums = group.found ? UnreferencedEnums.bodies(in: files) : [:]
        let unnamedCount = unnamedEnums.reduce(0) { count, file in count + file.value.filter { files[file.key].isIdentifier($0.lowerBound - 1, "enum") }.count }
        if unnamedCount > 0 {
            result.notes.append("\(unnamedCount) \(unnamedCount == 1 ? "enum" : "enums") no code names: the keys their code looks up count as unused")
        }
        // Views only previews make show nowhere, as previews do (`PreviewOnlyViews`).
        let previewOnly = group.found ? PreviewOnlyViews.bodies(in: files) : [:]
        let developerOnly = group.found ? DeveloperOnlyFiles.paths(in: files) : []
        if !developerOnly.isEmpty {
            result.notes.append("\(developerOnly.count) Swift \(developerOnly.count == 1 ? "file" : "files") only developer screens open: left alone, as those screens are")
        }
        let perFile = Array(0..<mainCount).parallelMap { index in
            read(file: index, evaluator: evaluator, excluded: (declarations[index] ?? []) + (unnamedEnums[index] ?? []),
                 previewOnly: previewOnly[index] ?? [], generatedTypes: generatedTypes)
        }
        let keysOnlyUses = Array(keysOnlyStart..<files.count).parallelMap { index in
            FileResult(keysOf: KeyUses(evaluator: evaluator, file: index, excluded: (declarations[index] ?? []) + (unnamedEnums[index] ?? [])).collect())
        }
        return assemble(perFile, keysOnly: keysOnlyUses, files: Array(files.prefix(mainCount)),
                        keysOnlyPaths: files[keysOnlyStart...].map { PathDisplay().absolute($0.path) }, developerOnly: developerOnly,
                        tableRoots: roots, into: result)
    }

    /// The token ranges of a file of `count` tokens that none of `ranges` (in order) holds.
    static func complement(of ranges: [Range<Int>], count: Int) -> [Range<Int>] {
        var outside: [Range<Int>] = []
        var start = 0
        for range in ranges {
            if start < range.lowerBound { outside.append(start..<range.lowerBound) }
            start = max(start, range.upperBound)
        }
        if start < count { outside.append(start..<count) }
        return outside
    }

    private func read(file index: Int, evaluator: TextEvaluator, excluded: [Range<Int>], previewOnly: [Range<Int>],
                      generatedTypes: Set<String>) -> FileResult {
        let source = evaluator.files[index]
        var result = FileResult()
        let unbuilt = UnbuiltBranches.ranges(in: source)
        if source.dialect == .swift {
            let recognizer = SwiftUIRecognizer(evaluator: evaluator, file: index)
            let found = recognizer.toggles(unbuilt: unbuilt, previewOnly: previewOnly)
            let toggles = found.toggles
            result.previews = found.previews
            result.unbuiltSwitches = found.unbuilt
            result.menuItems = found.menuItems
            result.customStyles = toggles.filter { $0.customStyle != nil }.count
            result.unreadSites = recognizer.unreadSites()
            var places: [SwiftUIRecognizer.ScreenPlace] = []
            for toggle in toggles where !places.contains(toggle.screen) { places.append(toggle.screen) }
            for place in places {
                let mine = toggles.filter { $0.screen == place }
                var sections: [Section] = []
                var sectionIndexes: [Int] = []
                for toggle in mine {
                    let key = toggle.section?.index ?? -1
                    if let position = sectionIndexes.firstIndex(of: key) {
                        sections[position].cells.append(toggle.cell)
                    } else {
                        sectionIndexes.append(key)
                        sections.append(Section(id: "section-\(sections.count + 1)", header: toggle.section?.header, cells: [toggle.cell],
                                                ignore: IgnoreList(), location: key >= 0 ? source.location(key) : toggle.cell.location))
                    }
                }
                let location = place.body >= 0 ? source.location(place.body) : mine[0].cell.location
                result.screens.append(Screen(id: place.name, title: recognizer.title(of: place), background: nil, sections: sections,
                                             ignore: IgnoreList(), location: location))
                result.isSwiftUI.append(true)
            }
        }
        let uiKit = UIKitRecognizer(evaluator: evaluator, file: index)
        let switches = uiKit.switches(unbuilt: unbuilt) + EurekaRows(uiKit: uiKit).switches(unbuilt: unbuilt)
        if !unbuilt.isEmpty {
            result.unbuiltSwitches += unbuilt.joined().filter { source.tokens[$0].kind == .identifier && uiKit.isCreation($0) }.count
        }
        var screenNames: [(String, Int)] = []
        for item in switches where !screenNames.contains(where: { $0 == (item.screen, item.screenBody) }) { screenNames.append((item.screen, item.screenBody)) }
        for (name, body) in screenNames {
            let cells = switches.filter { $0.screen == name && $0.screenBody == body }.map(\.cell)
            let section = Section(id: "switches", header: nil, cells: cells, ignore: IgnoreList(), location: cells[0].location)
            result.screens.append(Screen(id: name, title: uiKit.title(screenBody: body), background: nil, sections: [section],
                                         ignore: IgnoreList(), location: body >= 0 ? source.location(body) : cells[0].location))
            result.isSwiftUI.append(false)
        }
        let cells = result.screens.flatMap(\.cells)
        result.switches = cells.count
        // Texts of previews are never shown in the app.
        let previews = (source.dialect == .swift ? SwiftUIRecognizer(evaluator: evaluator, file: index).previewRanges() : []) + previewOnly
        // A hidden App Intent's title and description, and a text drawn invisible, are shown to no one.
        let unseen = source.dialect == .swift ? HiddenIntents.unseenTextRanges(in: source) + InvisibleTexts.ranges(in: source) : []
        let unaudited = (unbuilt + unseen).sorted { $0.lowerBound < $1.lowerBound }
        let collected = KeyUses(evaluator: evaluator, file: index, excluded: excluded + previews + unaudited).collect()
        func keys(outside ranges: [Range<Int>]) -> [LocalizedText] {
            let found = KeyUses(evaluator: evaluator, file: index, excluded: ranges + excluded + previews).collect()
            return (found.texts + found.keptOutOfTables).flatMap(\.leaves)
        }
        if !unaudited.isEmpty {
            // What unbuilt code and unseen texts look up: every range but those excluded.
            result.unauditedKeys = keys(outside: Self.complement(of: unaudited, count: source.count))
            // What only debug builds (and the screenshots' build) look up, no user sees on any
            // platform: no translation is asked of it (`developerBuildKeys`).
            let forDevelopers = UnbuiltBranches.ranges(in: source, for: .anyRelease)
            if !forDevelopers.isEmpty {
                result.developerBuildKeys = keys(outside: Self.complement(of: forDevelopers, count: source.count))
                // The rest: the audited code's keys, and those of the unaudited ranges outside the
                // developers' (which lie within them). Each range is read once: a second reading
                // of the whole file doubled the time of a 10 MB line.
                let others = Self.complement(of: forDevelopers, count: source.count).flatMap { outside in
                    unaudited.compactMap { range in outside.clamped(to: range).isEmpty ? nil : outside.clamped(to: range) }
                }
                result.keysOutsideDeveloperBuilds = (collected.texts + collected.keptOutOfTables).flatMap(\.leaves)
                    + (others.isEmpty ? [] : keys(outside: Self.complement(of: others, count: source.count)))
            }
        }
        let (uses, dynamic) = (collected.texts, collected.dynamic)
        result.computedKeyTables = collected.computedKeyTables
        result.literals = collected.literals
        result.literalShapes = collected.literalShapes
        result.substitutesDigitPlaceholders = collected.substitutesDigitPlaceholders
        result.computedKeys = collected.computedKeys
        result.keysOfUnreadWrappers = collected.keysOfUnreadWrappers
        result.unauditedKeys += collected.keptOutOfTables.flatMap(\.leaves)
        result.fallsBackToDevelopmentLanguage = DevelopmentFallback.isWritten(in: source, developmentLanguage: options.developmentLanguage ?? "en")
        if source.dialect == .swift {
            GeneratedAccessors.names(in: source, declared: evaluator.symbols.typeNames, generatedTypes: generatedTypes, into: &result.accessorNames)
        } else {
            GeneratedAccessors.objectiveCNames(in: source, generatedTypes: generatedTypes, into: &result.accessorNames)
        }
        // A text on a switch screen is in the model already.
        let shown = Set(result.screens.flatMap { $0.textLocations })
        // The keys, each once a line (`@Parameter(title: "Account", requestValueDialog:
        // IntentDialog("Account"))` is one use of "Account"). A key with no words (`"\(a) \(b)"`
        // is `%@ %@`, `Text("😕")`) is a use too: Xcode puts it in the catalog, though it needs
        // no translation (it shows itself, which reads right).
        var usedOnLine: Set<String> = []
        result.uses = uses.flatMap(\.leaves).filter { leaf in
            guard case .key(let key, let table, _, let location) = leaf, !shown.contains(location) else { return false }
            return usedOnLine.insert("\(location.line)\u{0}\(table)\u{0}\(key)").inserted
        }
        result.dynamicLookups = dynamic
        // Most files say nothing to Hark: a byte search spares them the comment scan.
        if SourceComment.mentionsHark(bytes: source.bytes) {
            result.suppressionComments = SwiftComments.scan(utf8: source.bytes, file: source.path)
        }
        return result
    }

    /// Models, one per folder of tables, and the inventory.
    /// `keysOnly`: what the files read only for their keys use (`FileResult(keysOf:)`), which
    /// counts as the audited files' uses do, though none of their texts is audited.
    private func assemble(_ perFile: [FileResult], keysOnly: [FileResult], files: [SourceFile], keysOnlyPaths: [String],
                          developerOnly: Set<String>, tableRoots: LocalizationRoots, into loaded: GroupLoad) -> GroupLoad {
        var result = loaded
        let boundary = tableRoots.boundary
        struct Bucket {
            var screens: [Screen] = []
            var uses: [LocalizedText] = []
            var swiftUI = false
            var uiKit = false
            var comments: [SourceComment] = []
            /// Uses other buckets hold too (a file several targets build).
            var shared: Set<LocalizedText> = []
        }
        var buckets: [String: Bucket] = [:]
        var order: [String] = []
        func add(_ root: String?, _ body: (inout Bucket) -> Void) {
            let key = root ?? ""
            if buckets[key] == nil { order.append(key); buckets[key] = Bucket() }
            body(&buckets[key, default: Bucket()])
        }
        var wordless: [(root: String, use: LocalizedText)] = []
        // A text a switch of another file shows is in its model already: a row's title, given
        // by the code that makes the row (`TypeCalls`).
        let shownElsewhere = Set(perFile.flatMap { $0.screens.flatMap(\.textLocations) })
        for (file, read) in zip(files, perFile) {
            let path = PathDisplay().absolute(file.path)
            let primary = tableRoots.roots(for: LocalizedText.defaultTable, file: path)
            // A key's tables are those its bundle has: found from where the key is written (a
            // SwiftGen accessor in the module that owns the tables), not where it is used; a
            // file built into several targets (an app and its widget) reads each one's, and so
            // does an accessor of one target used from a file other targets build too.
            func roots(of texts: [LocalizedText]) -> [String] {
                for text in texts {
                    for leaf in text.leaves {
                        // A String Catalog's generated accessor (`.app(.done)`) names its table:
                        // matched to its key once the tables are read (`TableKeyMatching`).
                        if case .expression(let code, false, _) = leaf, let accessor = GeneratedAccessors.catalogAccessor(code) {
                            let found = tableRoots.roots(for: accessor.table.prefix(1).uppercased() + accessor.table.dropFirst(), file: path)
                            if !found.isEmpty { return found }
                            continue
                        }
                        guard case .key(_, let table, _, let location) = leaf else { continue }
                        let written = location.file == file.path ? path : PathDisplay().absolute(location.file)
                        let found = tableRoots.roots(for: table, file: written)
                        if !found.isEmpty {
                            let others = tableRoots.otherTargetRoots(for: table, writtenIn: written, usedIn: path)
                            return found + others.filter { !found.contains($0) }
                        }
                        let here = tableRoots.roots(for: table, file: path)
                        return here.isEmpty ? primary : here
                    }
                }
                return primary
            }
            for (screen, isSwiftUI) in zip(read.screens, read.isSwiftUI) {
                add(roots(of: screen.texts).first) { bucket in
                    var screen = screen
                    var id = screen.id
                    var suffix = 2
                    while bucket.screens.contains(where: { $0.id == id }) { id = "\(screen.id)-\(suffix)"; suffix += 1 }
                    screen.id = id
                    bucket.screens.append(screen.withUniqueCellIDs())
                    if isSwiftUI { bucket.swiftUI = true } else { bucket.uiKit = true }
                }
            }
            var contributed: [String?] = read.screens.map { roots(of: $0.texts).first }
            for use in read.uses where !shownElsewhere.contains(use.location) {
                let useRoots = roots(of: [use])
                // A key with no words needs no translation: it only keeps a table's entry in use,
                // for the models the code makes anyway.
                if case .key(let key, _, _, _) = use, !FormatSpecifiers.hasWords(key) {
                    wordless += useRoots.map { ($0, use) }
                    continue
                }
                for useRoot in useRoots.isEmpty ? [nil] : useRoots.map(Optional.some) {
                    add(useRoot) { bucket in
                        bucket.uses.append(use)
                        if useRoots.count > 1 { bucket.shared.insert(use) }
                    }
                    contributed.append(useRoot)
                }
            }
            // A file's comments go with each model its screens or texts went to (a rule
            // named in a comment that cannot be understood is one failure: they are de-duplicated).
            if !read.suppressionComments.isEmpty {
                var seen: Set<String> = []
                for root in contributed where seen.insert(root ?? "").inserted {
                    add(root) { $0.comments += read.suppressionComments }
                }
            }
        }
        for (root, use) in wordless where buckets[root] != nil { buckets[root]?.uses.append(use) }
        // An accessor used in many places is one key at one place (where it is written).
        for key in order {
            var seen: Set<LocalizedText> = []
            buckets[key]?.uses.removeAll { !seen.insert($0).inserted }
        }
        // Keys a computed lookup may be given: every literal of the code (an interpolated one
        // by its shape), and every string of the app's JSON files, for each table read so.
        // The keys-only files' lookups too (Whisky's macOS views: `let key =
        // "winetricks.category.\(category.rawValue)"`, then `NSLocalizedString(key, …)`).
        let everyFile = perFile + keysOnly
        // Each file's keys are its app's (`KeysByApp`): a literal runs in the app that builds it.
        let everyPath = files.map { PathDisplay().absolute($0.path) } + keysOnlyPaths
        var elsewhere = KeysByApp(projects: tableRoots.projects)
        let computedTables = everyFile.reduce(into: Set<String>()) { $0.formUnion($1.computedKeyTables) }
        let literalShapes = computedTables.isEmpty ? [] : everyFile.reduce(into: Set<ComputedKeyShape>()) { $0.formUnion($1.literalShapes) }
        let resourceStrings = computedTables.isEmpty ? [] : ResourceStrings.read(under: boundary)
        // The literals, gathered once per set of app projects that build their files.
        var literals: [Set<String>: Set<String>] = [:]
        if !computedTables.isEmpty {
            for (file, path) in zip(everyFile, everyPath) where !file.literals.isEmpty {
                literals[elsewhere.apps(building: path), default: []].formUnion(file.literals)
            }
        }
        for table in computedTables {
            // A table the code computes as well may be any table: each takes the literals it holds
            // (GOV.UK's `String.topics.localized("loading")`, a builder of the table's name).
            for (owners, keys) in literals { elsewhere.add(keys, table: table, usedBy: owners) }
            elsewhere.add(resourceStrings, table: table, usedIn: nil)
            if !literalShapes.isEmpty { result.computedKeys[table, default: []].formUnion(literalShapes) }
        }
        result.accessorNames = perFile.reduce(into: AccessorNames()) { $0.formUnion($1.accessorNames) }
        for file in everyFile { for (table, shapes) in file.computedKeys { result.computedKeys[table, default: []].formUnion(shapes) } }
        for (file, path) in zip(everyFile, everyPath) {
            for case .key(let key, let table, _, _) in file.unauditedKeys { elsewhere.add([key], table: table, usedIn: path) }
            elsewhere.add(file.keysOfUnreadWrappers, table: LocalizedText.defaultTable, usedIn: path)
        }
        // What extensions' Info.plists have the system look up (the Files app's action names).
        for project in tableRoots.projects {
            let owners: Set<String> = project.targets.contains { $0.isApplication && !$0.isTest } ? [project.folder] : []
            for target in project.targets where !target.isTest && !target.isOtherPlatform {
                elsewhere.add(target.infoPlistKeys, table: LocalizedText.defaultTable, usedBy: owners)
            }
        }
        result.keysUsedElsewhere = elsewhere
        result.developerBuildKeys = Self.developerBuildKeys(of: everyFile) { index in
            index < files.count && (DebugScreens.isDebugFile(files[index].path) || developerOnly.contains(files[index].path))
        }
        let developmentLanguage = options.developmentLanguage ?? "en"
        // A convention of the project's wrapper, wherever it is built: Stats' `localizedString`
        // puts its arguments in place of `%0`, `%1`… in code only its macOS targets build.
        result.substitutesDigitPlaceholders = everyFile.contains(where: \.substitutesDigitPlaceholders)
        result.readsSwift = files.contains { $0.dialect == .swift }
        // Headers pass no arguments: a Swift app's bridging header is no Objective-C code.
        result.readsObjectiveC = files.contains { $0.dialect != .swift && !$0.path.hasSuffix(".h") }
        // Headers are sources too: OsmAnd's `_OALocalizedString`, an inline function of
        // `Localization.h`, is read with the rest.
        let fallsBack = perFile.contains(where: \.fallsBackToDevelopmentLanguage)
        for key in order {
            guard let bucket = buckets[key], !bucket.screens.isEmpty || !bucket.uses.isEmpty else { continue }
            let root = key.isEmpty ? nil : displayPath(key)
            let phrasing = bucket.swiftUI && bucket.uiKit ? SourceFormat.mixedPhrasing : bucket.uiKit ? SourceFormat.uiKitPhrasing : SourceFormat.swiftUIPhrasing
            let file = root ?? group.root
            var app = AppInfo(name: FileSystem.baseName(file), developmentLanguage: developmentLanguage, localizations: root)
            app.fallsBackToDevelopmentLanguage = fallsBack
            app.developerOnlyFiles = developerOnly
            app.sharedCodeTexts = bucket.shared
            var model = AppModel(file: file, app: app, screens: bucket.screens, phrasing: phrasing, codeTexts: bucket.uses)
            model.suppressionComments = bucket.comments
            result.models.append(model)
        }
        // The inventory.
        for (dialect, one, many) in [(SourceDialect.swift, "Swift file", "Swift files"), (.objectiveC, "Objective-C file", "Objective-C files")] {
            let indexes = files.indices.filter { files[$0].dialect == dialect }
            guard !indexes.isEmpty else { continue }
            let switches = indexes.reduce(0) { $0 + perFile[$1].switches }
            result.counts.append(Inventory.FormatCount(name: one, pluralName: many, files: indexes.count, switches: switches))
        }
        // Names are counted once the tables have settled what they can (`SourceFormat.notes`).
        result.unresolvedNamesNoteAt = result.notes.count
        let unread = perFile.filter { $0.unreadSites > 0 }
        if !unread.isEmpty {
            let sites = unread.reduce(0) { $0 + $1.unreadSites }
            result.notes.append("\(sites) Toggle( \(sites == 1 ? "call" : "calls") in \(unread.count) Swift \(unread.count == 1 ? "file" : "files") not read as toggles")
        }
        let customStyles = perFile.reduce(0) { $0 + $1.customStyles }
        if customStyles > 0 {
            result.notes.append("\(customStyles) \(customStyles == 1 ? "toggle" : "toggles") drawn by the project's own ToggleStyle, read as \(customStyles == 1 ? "a switch" : "switches")")
        }
        let previews = perFile.reduce(0) { $0 + $1.previews }
        if previews > 0 { result.notes.append("\(previews) \(previews == 1 ? "toggle" : "toggles") in SwiftUI previews not audited") }
        let menuItems = perFile.reduce(0) { $0 + $1.menuItems }
        if menuItems > 0 { result.notes.append("\(menuItems) \(menuItems == 1 ? "toggle" : "toggles") in menus, drawn as menu items, not audited") }
        let unbuiltSwitches = perFile.reduce(0) { $0 + $1.unbuiltSwitches }
        if unbuiltSwitches > 0 {
            result.notes.append("\(unbuiltSwitches) \(unbuiltSwitches == 1 ? "switch" : "switches") in code an iOS release build does not compile (#if DEBUG, #if os(macOS)…) not audited")
        }
        let dynamic = perFile.reduce(0) { $0 + $1.dynamicLookups }
        if dynamic > 0 {
            result.notes.append("\(dynamic) \(dynamic == 1 ? "lookup" : "lookups") with a key computed at run time (l10n-unused may list keys they use)")
        }
        return result
    }

    /// A folder found from an absolute boundary, written the way the command line named things.
    private func displayPath(_ absolute: String) -> String {
        let given = group.found ? group.root : FileSystem.directoryName(group.root)
        let givenAbsolute = PathDisplay().absolute(given)
        if absolute == givenAbsolute { return given }
        if absolute.hasPrefix(givenAbsolute + "/") { return FileSystem.join(given, String(absolute.dropFirst(givenAbsolute.count + 1))) }
        return PathDisplay().relative(absolute)
    }
}
