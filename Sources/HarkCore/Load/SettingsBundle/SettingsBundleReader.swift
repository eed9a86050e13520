/// Reads a Settings bundle as a screen model: `Root.plist` and every child pane it reaches are
/// screens, `PSGroupSpecifier`s their sections, each specifier a row, and each
/// `PSToggleSwitchSpecifier` a cell with a `UISwitch` (as the Settings app draws it). A
/// multi-value specifier opens a screen of its choices. When the bundle also has
/// InAppSettingsKit's `Root.inApp.plist`, that tree is read too (the app's in-app screen).
///
/// Texts are keys into the pane's `StringsTable` whose development-language text is the plist's
/// own (Settings shows a title missing from a table as written). A pane without `StringsTable`
/// is not localized in the Settings app, as Apple's schema reference says; InAppSettingsKit
/// falls back to a table named after the file, then `Root`.
struct SettingsBundleReader {
    let bundle: String
    /// Table names found in any `.lproj` folder of the bundle.
    let tableNames: Set<String>
    private(set) var screens: [Screen] = []
    private var screenIDs: Set<String> = []
    private var visited: Set<String> = []
    private var queue: [PendingPane] = []
    /// Multi-value choice screens already made, by table and titles.
    var choiceLists: [String: String] = [:]

    /// A pane to read: its file relative to the bundle, the title its parent row gives it, and
    /// which app shows it.
    struct PendingPane {
        let file: String
        let title: LocalizedText?
        let inApp: Bool
    }

    static func load(bundle: String, developmentLanguage: String, phrasing: FixPhrasing) throws -> AppModel {
        var reader = SettingsBundleReader(bundle: bundle, tableNames: Self.tableNames(in: bundle))
        reader.queue = SettingsBundleFormat.rootPanes.filter { FileSystem.exists(FileSystem.join(bundle, $0)) }
            .map { PendingPane(file: $0, title: nil, inApp: $0.hasSuffix(".inApp.plist")) }
        reader.queue.forEach { reader.reserve(screenID(ofPane: $0.file)) }
        while !reader.queue.isEmpty {
            try reader.read(reader.queue.removeFirst())
        }
        let name = FileSystem.baseName(bundle).replacingOccurrences(of: ".bundle", with: "")
        var app = AppInfo(name: name, developmentLanguage: developmentLanguage,
                          localizations: reader.tableNames.isEmpty ? nil : bundle, deploymentTarget: nil)
        app.textsAreKeysByFormat = true
        app.ownsItsTables = true
        return AppModel(file: bundle, app: app, screens: reader.screens, phrasing: phrasing)
    }

    /// The names of the tables in the bundle: `.strings` in its `.lproj` folders, and String
    /// Catalogs beside `Root.plist` (Xcode builds them into `.strings`).
    private static func tableNames(in bundle: String) -> Set<String> {
        var names: Set<String> = []
        for entry in FileSystem.contents(of: bundle) {
            if let table = StringsTableFiles.catalogTableName(entry) { names.insert(table) }
        }
        for entry in FileSystem.contents(of: bundle) where entry.hasSuffix(".lproj") {
            for file in FileSystem.contents(of: FileSystem.join(bundle, entry)) where file.hasSuffix(".strings") && !file.hasPrefix(".") {
                names.insert(String(file.dropLast(".strings".count)))
            }
        }
        return names
    }

    /// The file a child pane's `File` names, relative to the bundle: InAppSettingsKit prefers
    /// `<File>.inApp.plist`. Nil when `File` leaves the bundle.
    func paneFile(_ name: String, inApp: Bool) -> String? {
        let base = name.hasSuffix(".plist") ? String(name.dropLast(".plist".count)) : name
        guard !base.isEmpty, !base.hasPrefix("/"), !base.split(separator: "/").contains("..") else { return nil }
        if inApp, FileSystem.exists(FileSystem.join(bundle, base + ".inApp.plist")) { return base + ".inApp.plist" }
        return base + ".plist"
    }

    /// A pane's screen id: its file without `.plist` (`Root`, `Root.inApp`, `Packages/GZIP`).
    static func screenID(ofPane file: String) -> String {
        file.hasSuffix(".plist") ? String(file.dropLast(".plist".count)) : file
    }

    private mutating func read(_ pending: PendingPane) throws {
        guard visited.insert(pending.file).inserted else { return }
        let path = FileSystem.join(bundle, pending.file)
        // A row opening a pane that is not in the bundle is a finding (child-pane-missing).
        guard FileSystem.exists(path) else { return }
        let bytes = try PropertyList.readBytes(path)
        let top = try PropertyList.read(bytes: bytes, file: path)
        guard top.entries != nil else {
            throw InputError("a Settings pane is a <dict> with PreferenceSpecifiers, not \(top.typeName)", at: top.location)
        }
        let table = tableName(top, file: pending.file, inApp: pending.inApp)
        let pane = SettingsPane(file: path, isBinary: BinaryPropertyList.isBinary(bytes), inApp: pending.inApp,
                                table: tableNames.isEmpty ? nil : table, id: Self.screenID(ofPane: pending.file))
        var (screen, choices) = try self.screen(of: pane, top: top, title: pending.title)
        // A pane left unlocalized on purpose (acknowledgements, with no switch) is not reported
        // as hard-coded text; a pane of settings without a table is.
        if table == nil, !tableNames.isEmpty, !screen.cells.contains(where: { $0.switchControl != nil }) {
            screen.ignore.ruleIDs.append(("l10n-hardcoded", screen.location))
        }
        append(screen)
        for var choicesScreen in choices {
            choicesScreen.ignore = screen.ignore
            append(choicesScreen)
        }
    }

    /// The pane's strings table: `StringsTable`; without one, none in the Settings app, and
    /// InAppSettingsKit's fallbacks in the app.
    private func tableName(_ top: PlistNode, file: String, inApp: Bool) -> String? {
        if let table = top["StringsTable"]?.string, !table.isEmpty { return table }
        guard inApp else { return nil }
        let base = FileSystem.baseName(file).replacingOccurrences(of: ".plist", with: "").replacingOccurrences(of: ".inApp", with: "")
        return tableNames.contains(base) ? base : "Root"
    }

    /// Keeps a pane's screen id (known when a row links to it) from other screens.
    mutating func reserve(_ id: String) {
        screenIDs.insert(id)
    }

    /// `id`, or `id-2`, `id-3`… when a screen already has it.
    mutating func unique(_ id: String) -> String {
        var candidate = id
        var number = 1
        while screenIDs.contains(candidate) {
            number += 1
            candidate = "\(id)-\(number)"
        }
        screenIDs.insert(candidate)
        return candidate
    }

    /// Queues a child pane to read after the current one.
    mutating func enqueue(_ pane: PendingPane) {
        queue.append(pane)
    }

    private mutating func append(_ screen: Screen) {
        var screen = screen
        let screenRules = Set(screen.ignore.ruleIDs.map(\.id))
        screen.suppressedRules = screenRules
        for s in screen.sections.indices {
            screen.sections[s].suppressedRules = screenRules
            for c in screen.sections[s].cells.indices { screen.sections[s].cells[c].suppressedRules = screenRules }
        }
        screens.append(screen)
    }
}
