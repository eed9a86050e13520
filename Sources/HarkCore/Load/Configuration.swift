import Foundation

/// A project's Hark configuration: a `.hark.json` file found from each audited path upward to
/// the base folder (or the file `--config` names), in JSON:
///
/// ```json
/// {"hark": 1, "doNotTranslate": ["AirPlay"], "runtimePlaceholders": ["\\{\\w+\\}"], "rules": {"hint-missing": "off", "l10n-unused": "warning"},
///  "localizationFunctions": ["L10n.tr(table, key)", ".localized"],
///  "include": ["App/**"], "exclude": ["Pods", "**/Generated"], "gitignore": true,
///  "ruleDocs": "https://example.com/hark/Rules/",
///  "suppress": [{"rule": "hint-missing", "file": "App/Main.storyboard", "element": "a1B-2c-3dE", "reason": "…"}]}
/// ```
///
/// Globs and suppressed files are relative to the folder of the file that names them. A file
/// in a subfolder adds to the ones above it: its rules and settings win, its lists add up.
struct Configuration: Sendable {
    /// Terms kept as they are in every language (brand names): not `l10n-untranslated`.
    var doNotTranslate: Set<String> = []
    /// Placeholders the app's code fills at run time (`{nItems}`): no words of their own.
    var runtimePlaceholders = RuntimePlaceholders.standard
    /// Rule id -> severity, or nil to turn the rule off.
    var ruleSeverities: [String: Severity?] = [:]
    var ruleLocations: [String: SourceLocation] = [:]
    /// Inputs found in folders are audited only when they match one of these (when any).
    var include: [ScopedGlob] = []
    /// Inputs and folders never looked at when found in folders.
    var exclude: [ScopedGlob] = []
    /// Whether folder searches skip what `.gitignore` files ignore (default true).
    var respectsGitignore: Bool? = nil
    /// The base URL of the rule documents (`<ruleDocs><id>.md`), for links in SARIF and HTML.
    var ruleDocs: String? = nil
    var suppressions: [ConfiguredSuppression] = []
    /// The files this configuration was read from, outermost first.
    var files: [String] = []
    /// The project's own localization functions and properties (`"L10n.tr(table, key)"`,
    /// `".localized"`): strings passed through them are keys, in source code.
    var localizationFunctions: [LocalizationFunction] = []

    init() {}

    static let fileName = ".hark.json"

    /// Reads one configuration file; globs are relative to its folder.
    static func load(file: String) throws -> Configuration {
        let document = try JSONParser.parse(try FileSystem.readBytes(file, as: .configuration), file: file)
        let folder = FileSystem.directoryName(PathDisplay.standardize(file, in: FileManager.default.currentDirectoryPath))
        var reader = try JSONObjectReader(document.root, in: document, context: "the configuration")
        let version = try reader.required("hark")
        guard case .number(1) = version.value else {
            throw InputError("\"hark\" must be the configuration format version 1", at: document.location(version.offset))
        }
        var configuration = Configuration()
        configuration.files = [file]
        for node in try reader.array("doNotTranslate") ?? [] {
            configuration.doNotTranslate.insert(try reader.stringValue(node, key: "doNotTranslate"))
        }
        if let patterns = try reader.array("runtimePlaceholders") {
            var texts: [String] = []
            for node in patterns {
                let pattern = try reader.stringValue(node, key: "runtimePlaceholders")
                do {
                    _ = try RuntimePlaceholders(patterns: [pattern])
                } catch {
                    throw InputError("\"\(pattern)\" is not a regular expression", at: document.location(node.offset))
                }
                texts.append(pattern)
            }
            configuration.runtimePlaceholders = try RuntimePlaceholders(patterns: texts)
        }
        for node in try reader.array("localizationFunctions") ?? [] {
            let entry = try reader.stringValue(node, key: "localizationFunctions")
            guard let function = LocalizationFunction(entry) else {
                throw InputError("\"\(entry)\" is not a localization function: write \"name\", \"name(key)\", \"Type.name(table, key)\" or \".property\"",
                                 at: document.location(node.offset))
            }
            configuration.localizationFunctions.append(function)
        }
        if let rules = reader.node("rules") {
            guard case .object(let members) = rules.value else {
                throw InputError("\"rules\" must be an object of rule id to off, note, warning or error", at: document.location(rules.offset))
            }
            for member in members {
                guard case .string(let value) = member.value.value, value == "off" || Severity(rawValue: value) != nil else {
                    throw InputError("the rule \"\(member.key)\" must be set to off, note, warning or error", at: document.location(member.value.offset))
                }
                configuration.ruleSeverities[member.key] = Severity(rawValue: value)
                configuration.ruleLocations[member.key] = document.location(member.keyOffset)
            }
        }
        for key in ["include", "exclude"] {
            let globs = try (reader.array(key) ?? []).map { ScopedGlob(folder: folder, glob: Glob(try reader.stringValue($0, key: key))) }
            if key == "include" { configuration.include = globs } else { configuration.exclude = globs }
        }
        configuration.respectsGitignore = try reader.bool("gitignore")
        if let docs = reader.node("ruleDocs") {
            let value = try reader.stringValue(docs, key: "ruleDocs")
            guard value.contains("://") else {
                throw InputError("\"ruleDocs\" must be an absolute URL (https://…/Rules/)", at: document.location(docs.offset))
            }
            configuration.ruleDocs = value
        }
        for node in try reader.array("suppress") ?? [] {
            configuration.suppressions.append(try ConfiguredSuppression(node, in: document, folder: folder))
        }
        try reader.finish()
        return configuration
    }

    /// This configuration with `child` (a file in a subfolder) applied over it.
    func applying(_ child: Configuration) -> Configuration {
        var merged = self
        merged.doNotTranslate.formUnion(child.doNotTranslate)
        merged.localizationFunctions += child.localizationFunctions
        if child.runtimePlaceholders.patterns != RuntimePlaceholders.defaultPatterns {
            merged.runtimePlaceholders = child.runtimePlaceholders
        }
        merged.ruleSeverities.merge(child.ruleSeverities) { _, new in new }
        merged.ruleLocations.merge(child.ruleLocations) { _, new in new }
        merged.include += child.include
        merged.exclude += child.exclude
        merged.respectsGitignore = child.respectsGitignore ?? respectsGitignore
        merged.ruleDocs = child.ruleDocs ?? ruleDocs
        merged.suppressions += child.suppressions
        merged.files += child.files
        return merged
    }

    /// Whether a path found in a folder search is left out: excluded, or not included by a
    /// configuration that lists what to include (folders are not held to `include`, since
    /// they may hold included files).
    func excludes(_ path: String, isDirectory: Bool) -> Bool {
        if exclude.contains(where: { $0.matchesPathOrParent(path) }) { return true }
        guard !isDirectory else { return false }
        // Each file's `include` list must let the path in.
        let byFolder = Dictionary(grouping: include, by: \.folder)
        return byFolder.values.contains { globs in !globs.contains { $0.matchesPathOrParent(path) } }
    }
}

/// A glob relative to the folder of the configuration file that wrote it.
struct ScopedGlob: Sendable {
    let folder: String
    let glob: Glob

    /// Whether `path` (absolute) is in the folder and matches, it or a folder it is in.
    func matchesPathOrParent(_ path: String) -> Bool {
        guard let relative = ScopedGlob.relative(path, to: folder) else { return false }
        return glob.matchesPathOrParent(relative)
    }

    static func relative(_ path: String, to folder: String) -> String? {
        let prefix = folder == "/" ? "/" : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }
}
