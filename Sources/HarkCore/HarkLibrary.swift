/// Hark as a library, for programs that embed it (its benchmarks do). Everything else in
/// HarkCore is internal; the `hark` executable calls `HarkCommandLine`.
public enum HarkLibrary {
    /// Loads and audits `paths` as `hark lint PATH … --format FORMAT` does (every rule, speech
    /// when the format prints it) and returns the report. Throws when Hark's resources or the
    /// format cannot be found, or when an input cannot be read.
    public static func lint(paths: [String], format: String = "json") throws -> [UInt8] {
        guard let reporter = Reporters.named(format) else { throw InputError("no report format \(format)", file: "hark") }
        let resources = try Resources.load()
        let auditor = try Auditor(catalog: resources.rules, vocabularies: resources.vocabularies)
        let loaded = ProjectLoader.load(paths: paths, options: LoadOptions())
        if let failure = loaded.failures.first { throw failure }
        let result = auditor.audit(loaded.units, speech: reporter.includesSpeech)
        return reporter.render(Report(findings: result.findings, speech: result.speech, rules: resources.rules.sorted,
                                      units: loaded.units, inventory: loaded.inventory))
    }

    /// Reads one storyboard or XIB into a screen model, as `hark lint` does, and returns the
    /// number of switches it found.
    public static func importInterfaceBuilder(file: String) throws -> Int {
        let model = try InterfaceBuilderFormat().load(file, found: false, options: LoadOptions())
        return model.screens.reduce(0) { $0 + $1.cells.filter { $0.switchControl != nil }.count }
    }

    /// Reads one Settings bundle into a screen model, as `hark lint` does, and returns the
    /// number of switches it found.
    public static func importSettingsBundle(path: String) throws -> Int {
        let model = try SettingsBundleFormat().load(path, found: false, options: LoadOptions())
        return model.screens.reduce(0) { $0 + $1.cells.filter { $0.switchControl != nil }.count }
    }

    /// Tokenizes Swift (or Objective-C) source as `hark lint` does and returns the number of
    /// tokens, for the tokenizer's benchmark.
    public static func tokenizeSource(_ bytes: [UInt8], swift: Bool = true) -> Int {
        SourceTokenizer(dialect: swift ? .swift : .objectiveC).tokenize(bytes).tokens.count
    }

    /// Reads the Swift and Objective-C files under `folder` as `hark lint` does (tokens,
    /// declarations, toggles, switches, the keys the code uses) and returns the number of
    /// switches found.
    public static func readSources(folder: String) -> Int {
        let files = FileSystem.files(under: folder).filter { SourceFormat().claims($0, isDirectory: false) }
        let loaded = SourceFormat().load(InputGroup(root: folder, files: files), options: LoadOptions())
        return loaded.models.reduce(0) { $0 + $1.switchCount }
    }
}
