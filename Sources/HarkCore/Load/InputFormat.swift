/// A kind of input Hark reads into screen models: its own JSON model, Interface Builder files,
/// and so on. Adding one is a type conforming to this in `Load/<Format>/` and one line in
/// `InputFormats.all` (see CONTRIBUTING.md); the loader, every rule and every report then work
/// on it unchanged.
protocol InputFormat: Sendable {
    /// How the inventory line names one of the format's files ("storyboard or XIB"), and several.
    var name: String { get }
    var pluralName: String { get }
    /// What a path of this format is, for the usage text and the messages that list what Hark
    /// reads ("storyboard or XIB", "Settings bundle (*.bundle)").
    var pathDescription: String { get }
    /// How findings on this format's input word their fixes.
    var phrasing: FixPhrasing { get }
    /// Whether `path` is this format's input. A folder the format claims is read whole, not
    /// searched.
    func claims(_ path: String, isDirectory: Bool) -> Bool
    /// Reads a claimed path into a model. `found` is true when the path turned up in a folder
    /// search rather than on the command line; a file that then turns out not to be this
    /// format's (another tool's JSON, a macOS storyboard) is skipped by throwing `Skip`.
    func load(_ path: String, found: Bool, options: LoadOptions) throws -> AppModel
    /// Whether this format's inputs in a test folder are a test's fixtures, which a folder
    /// search leaves out (counted in the inventory): no screen of the app. By default no: code
    /// and Interface Builder files there are read as the tests they are.
    var testFoldersHoldFixtures: Bool { get }
}

extension InputFormat {
    var testFoldersHoldFixtures: Bool { false }
}

/// A format whose files are read together rather than one by one. In source code an accessor
/// generated in one file (SwiftGen's `L10n`) names the key a toggle in another file shows, and
/// a table's keys are used all over the app: the loader hands such a format every file it
/// claimed under one command-line path at once.
protocol GroupInputFormat: InputFormat {
    func load(_ group: InputGroup, options: LoadOptions) -> GroupLoad
    /// The model once its strings are loaded, for what only the tables can settle (which of
    /// two spellings of a key the app has). By default, the model as it is.
    func finish(_ model: AppModel, with catalog: LocalizationCatalog) -> AppModel
    /// The inventory's notes of a group once its models are finished. By default, the load's.
    func notes(of loaded: GroupLoad, finished models: [AppModel]) -> [String]
}

/// The files a group format claimed under one command-line path.
struct InputGroup: Sendable {
    /// The path given on the command line: the folder searched, or the file itself.
    let root: String
    let files: [String]
    /// Files of the format in other platforms' folders of the search (`ForeignFolder.otherPlatform`):
    /// not the app's screens, but their code may use the app's tables (a Mac app's code and the
    /// iOS app's share `Shared/Localizable.xcstrings`).
    var otherPlatformFiles: [String] = []

    /// Whether the files turned up in a folder search (else the file was named).
    var found: Bool { files != [root] }
}

/// What a group format read: models (one per app, say), and what the inventory says.
struct GroupLoad: Sendable {
    var models: [AppModel] = []
    /// Files read and switches found, per kind of file ("Swift file", "Objective-C file").
    var counts: [Inventory.FormatCount] = []
    var skipped: [Inventory.Skipped] = []
    /// What the format found but could not resolve ("2 Swift files with Toggle( not resolved").
    var notes: [String] = []
    var failures: [InputError] = []
    /// Keys, per table name, that code uses outside the models: the keys other platforms' code
    /// uses, and, for tables code looks up with computed keys (`bundle.localizedString(forKey:
    /// key, value: key, table: "Root")`), the code's string literals, which those lookups may be
    /// given. They keep `l10n-unused` from calling such keys unused. Each app's are its own
    /// (`KeysByApp`).
    var keysUsedElsewhere = KeysByApp()
    /// Per table name, the keys only code for the app's developers looks up (`#if DEBUG`, `#if
    /// SNAPSHOTS`, developer screens' files): no user sees them, so no translation is asked of them.
    var developerBuildKeys: [String: Set<String>] = [:]
    /// Names code reaches keys by through accessors the build generates (`GeneratedAccessors`):
    /// a key of the development language's tables folded to one of them is used.
    var accessorNames = AccessorNames()
    /// What keys computed at run time look like, per table (`KeyUses.Collected.computedKeys`):
    /// a key of the development language's table shaped so is used.
    var computedKeys: [String: Set<ComputedKeyShape>] = [:]
    /// Whether the code puts its arguments in place of `%0`, `%1`… itself (`DigitPlaceholders`).
    var substitutesDigitPlaceholders = false
    /// Whether any of the code read is Swift, and any Objective-C, whose `int` is 32 bits where
    /// Swift's `Int` is 64 (`L10nPlaceholdersRule`'s sizes).
    var readsSwift = false
    var readsObjectiveC = false
    /// Where in `notes` the count of switches named by code Hark cannot evaluate goes, once the
    /// models are finished (a name an accessor generated at build time spells is settled then).
    var unresolvedNamesNoteAt: Int? = nil
}

extension GroupInputFormat {
    func finish(_ model: AppModel, with catalog: LocalizationCatalog) -> AppModel { model }

    func notes(of loaded: GroupLoad, finished models: [AppModel]) -> [String] { loaded.notes }

    /// A file read alone: a group of one.
    func load(_ path: String, found: Bool, options: LoadOptions) throws -> AppModel {
        let loaded = load(InputGroup(root: path, files: [path]), options: options)
        if let failure = loaded.failures.first { throw failure }
        if let skipped = loaded.skipped.first { throw Skip(reason: skipped.reason) }
        return loaded.models.first ?? AppModel(file: path, app: AppInfo(name: FileSystem.baseName(path), developmentLanguage: "en"),
                                              screens: [], phrasing: phrasing)
    }
}

/// Every input format, in the order they are asked whether they claim a path.
enum InputFormats {
    static let all: [any InputFormat] = [
        ScreenModelFormat(),
        InterfaceBuilderFormat(),
        SettingsBundleFormat(),
        SourceFormat(),
    ]

    /// The strings tables, read beside every format's inputs and on their own.
    static let stringsTablesDescription = "<lang>.lproj folder, .strings, .stringsdict or String Catalog (*.xcstrings)"

    /// Every kind of path Hark reads, each with `article` before it ("a storyboard or XIB, a
    /// Settings bundle (*.bundle) or a …"), for usage texts and messages.
    static func pathList(article: String = "a ", conjunction: String = "or") -> String {
        let kinds = (all.map(\.pathDescription) + [stringsTablesDescription]).map { article + $0 }
        return kinds.dropLast().joined(separator: ", ") + ", \(conjunction) " + (kinds.last ?? "")
    }

    /// The kinds of path that hold switches to speak or export (every format; not the tables).
    static func screenPathList(conjunction: String = "or") -> String {
        let kinds = all.map { "a " + $0.pathDescription }
        return kinds.dropLast().joined(separator: ", ") + ", \(conjunction) " + (kinds.last ?? "")
    }
}

/// What the command line says about how to read the inputs.
struct LoadOptions: Sendable {
    /// `--development-language`: overrides what the inputs say.
    var developmentLanguage: String?
    /// The configuration's `"localizationFunctions"`: the project's own ways to localize.
    var localizationFunctions: [LocalizationFunction] = []
}

/// Thrown by a format for a path it does not read after all, with the reason the inventory
/// gives (nil: not worth mentioning, such as another tool's JSON file).
struct Skip: Error {
    let reason: String?
}
