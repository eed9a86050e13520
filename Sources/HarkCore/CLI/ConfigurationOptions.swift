/// `--config FILE` and `--no-config`, for every command that reads inputs: `lint`, `speak` and
/// `export` load with the same configurations (an export lints to what its input lints to only
/// if both read the project's `localizationFunctions`).
enum ConfigurationOptions {
    static let options: [CommandOption] = [
        .value("--config", "FILE", "use this configuration for every input instead of the .hark.json files found (see README: Use in CI; keys: doNotTranslate, runtimePlaceholders, rules, include, exclude, gitignore, ruleDocs, suppress, localizationFunctions)"),
        .flag("--no-config", "use no configuration file"),
    ]

    /// The configurations the options ask for: the `.hark.json` files from `base` down to each
    /// input's folder, one file, or none. A `--config` file that cannot be read is a failure
    /// (the run goes on with no configuration, and exits 2).
    static func discovery(_ arguments: ParsedArguments, base: String) throws -> (ConfigurationDiscovery, [InputError]) {
        guard !(arguments.has("--no-config") && arguments.value("--config") != nil) else {
            throw UsageError(message: "--config and --no-config contradict each other", command: arguments.command)
        }
        if arguments.has("--no-config") { return (ConfigurationDiscovery(fixed: Configuration()), []) }
        guard let file = arguments.value("--config") else { return (ConfigurationDiscovery(discoveringUpTo: base), []) }
        do {
            return (ConfigurationDiscovery(fixed: try Configuration.load(file: file)), [])
        } catch let error as InputError {
            return (ConfigurationDiscovery(fixed: Configuration()), [error])
        } catch {
            return (ConfigurationDiscovery(fixed: Configuration()), [InputError("\(error)", file: file)])
        }
    }
}
