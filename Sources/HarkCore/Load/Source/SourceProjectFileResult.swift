/// What `SourceProject` reads of one file, before the files are put together.
extension SourceProject {
    /// What one file holds.
    struct FileResult: Sendable {
        var screens: [Screen] = []
        var isSwiftUI: [Bool] = []
        var uses: [LocalizedText] = []
        var dynamicLookups = 0
        var previews = 0
        /// Toggles drawn as menu items (`SwiftUIRecognizer.isInMenu`), not read as switches.
        var menuItems = 0
        /// Switches in code an iOS release build does not compile (`UnbuiltBranches`), not read.
        var unbuiltSwitches = 0
        /// Keys such code looks up, and the keys of texts no one sees (`HiddenIntents`,
        /// `InvisibleTexts`): used, though their texts are not audited.
        var unauditedKeys: [LocalizedText] = []
        /// Of those, the keys branches only debug builds compile look up (`#if DEBUG`, `#if
        /// SNAPSHOTS`: `UnbuiltBranches.Build.anyRelease`), and, when there are such branches,
        /// the keys the rest of the file looks up, but its switch screens' (nil: all of `uses`
        /// and `unauditedKeys`).
        var developerBuildKeys: [LocalizedText] = []
        var keysOutsideDeveloperBuilds: [LocalizedText]? = nil
        var customStyles = 0
        var unreadSites = 0
        var switches = 0
        /// The tables it looks up with computed keys, its string literals, and the shapes of
        /// such keys.
        var computedKeyTables: Set<String> = []
        var literals: Set<String> = []
        var literalShapes: Set<ComputedKeyShape> = []
        var computedKeys: [String: Set<ComputedKeyShape>] = [:]
        var keysOfUnreadWrappers: Set<String> = []
        /// Whether it reads missing translations from the development language's folder.
        var fallsBackToDevelopmentLanguage = false
        /// Whether it writes `"%\(index)"`, a digit placeholder it replaces (`DigitPlaceholders`).
        var substitutesDigitPlaceholders = false
        /// Member chains after a type, folded (`GeneratedAccessors`).
        var accessorNames = AccessorNames()
        /// The file's `// hark:disable…` comments.
        var suppressionComments: [SourceComment] = []
    }
}

extension SourceProject.FileResult {
    /// What a file read only for its keys uses: every key counts as used and none is audited;
    /// its computed lookups, their tables and shapes, and the literals they may be given,
    /// count as an audited file's do.
    init(keysOf collected: KeyUses.Collected) {
        self.init()
        unauditedKeys = (collected.texts + collected.keptOutOfTables).flatMap(\.leaves)
        computedKeyTables = collected.computedKeyTables
        literals = collected.literals
        literalShapes = collected.literalShapes
        computedKeys = collected.computedKeys
        keysOfUnreadWrappers = collected.keysOfUnreadWrappers
        substitutesDigitPlaceholders = collected.substitutesDigitPlaceholders
    }
}

extension SourceProject {
    /// Per table, the keys only code for the app's developers looks up: branches only debug
    /// builds compile, in any file (Cryptomator's sample vaults for the App Store's screenshots,
    /// Swiftfin's debug settings), and files of developer screens (`isDeveloperFile`, by
    /// index: `DebugScreens`, `DeveloperOnlyFiles`; Meshtastic's `Views/Debugging/`). No user
    /// sees them. A key other code looks up too is not one of them.
    static func developerBuildKeys(of files: [FileResult], isDeveloperFile: (Int) -> Bool) -> [String: Set<String>] {
        var developers: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() {
            let keys = isDeveloperFile(index) ? file.uses + file.unauditedKeys : file.developerBuildKeys
            for case .key(let key, let table, _, _) in keys { developers[table, default: []].insert(key) }
        }
        guard !developers.isEmpty else { return [:] }
        for (index, file) in files.enumerated() where !isDeveloperFile(index) {
            // A switch screen's texts are not in `uses` (the model holds them).
            let shown = file.screens.flatMap(\.texts).flatMap(\.leaves)
            for case .key(let key, let table, _, _) in (file.keysOutsideDeveloperBuilds ?? (file.uses + file.unauditedKeys)) + shown {
                developers[table]?.remove(key)
            }
            for key in file.keysOfUnreadWrappers { developers[LocalizedText.defaultTable]?.remove(key) }
            // Literals a computed lookup of released code may be given.
            if !file.literals.isEmpty { for table in developers.keys { developers[table]?.subtract(file.literals) } }
        }
        return developers.filter { !$0.value.isEmpty }
    }
}
