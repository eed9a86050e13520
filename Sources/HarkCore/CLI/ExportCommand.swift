/// `hark export PATH`: the screen model Hark read, in its JSON model format.
struct ExportCommand: Command {
    let name = "export"
    let arguments = "PATH"
    let summary = "the screen model Hark read (e.g. from a storyboard), as JSON"
    var details: String {
        Usage.wrap("Writes the screen model Hark read from PATH (\(InputFormats.screenPathList())) in the model format, to read what the import understood, edit it, and lint it again.",
                   width: 92).joined(separator: "\n")
    }
    let options: [CommandOption] = [
        .value("--output", "FILE", "write to FILE (atomically) instead of standard output"),
        .value("--development-language", "LANG", "the language the app is developed in (default: the input's, else en)"),
    ] + ConfigurationOptions.options

    func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw UsageError(message: "`hark export` needs exactly one PATH (\(InputFormats.screenPathList()))", command: name)
        }
        // Read as `hark lint` reads it (the same wrappers), so that the export lints the same.
        let (configurations, configurationFailures) = try ConfigurationOptions.discovery(arguments, base: PathDisplay().base)
        if let failure = configurationFailures.first { throw failure }
        let loaded = ProjectLoader.load(paths: [path], options: LoadOptions(developmentLanguage: arguments.value("--development-language")),
                                        configurations: configurations)
        if let failure = loaded.failures.first { throw failure }
        let models = loaded.units.compactMap(\.model)
        guard models.count == 1, let model = models.first else {
            throw UsageError(message: "found \(models.count) screen models in \(path); export one file at a time", command: name)
        }
        let output = arguments.value("--output")
        try Output.emit(ModelExporter(outputFolder: output.map(FileSystem.directoryName) ?? ".").render(model), to: output)
        return 0
    }
}
