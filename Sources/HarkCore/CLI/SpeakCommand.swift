/// `hark speak`: what VoiceOver says on each screen, in reading order.
struct SpeakCommand: Command {
    let name = "speak"
    let arguments = "[PATH ...]"
    let summary = "print what VoiceOver says on each screen"
    let details = """
    Prints what VoiceOver says on each screen, in reading order: the title, each section
    header, each switch as "name, state, hint".
    """

    enum Format: String, CaseIterable { case text, json }

    let options: [CommandOption] = [
        .value("--locale", "LANG", "the locales to speak, or all (default: the development language)", repeatable: true),
        .value("--format", "FORMAT", "text (default), or json: a transcript of screen, element, locale, kind and text"),
        .flag("--roles", "include the role as VoiceOver speaks it (\"switch button\")"),
        .value("--activate", "ID", "what is spoken on focus, then after a double tap toggles the switch of cell ID (or SCREEN/ID)"),
        .value("--record", "FILE", "also write a golden transcript to FILE, for `hark lint --transcript`"),
        .value("--output", "FILE", "write to FILE (atomically) instead of standard output"),
        .value("--development-language", "LANG", "the language the app is developed in (default: the model's, else en)"),
    ] + ConfigurationOptions.options

    func run(_ arguments: ParsedArguments) throws -> Int32 {
        let format: Format = try arguments.choice("--format", default: .text)
        let vocabularies = try Resources.load().vocabularies
        // The configurations `hark lint` reads: wrappers named there name the switches.
        let (configurations, configurationFailures) = try ConfigurationOptions.discovery(arguments, base: PathDisplay().base)
        var loaded = ProjectLoader.load(paths: arguments.positional.isEmpty ? ["."] : arguments.positional,
                                        options: LoadOptions(developmentLanguage: arguments.value("--development-language")),
                                        configurations: configurations)
        loaded.failures = configurationFailures + loaded.failures
        Resources.reportFailures(loaded.failures)
        let units = loaded.units.filter { $0.model != nil }
        guard !units.isEmpty else {
            if !loaded.failures.isEmpty { return 2 }
            throw UsageError(message: "found no switches to speak: give \(InputFormats.screenPathList()), or a folder searched for them", command: name)
        }
        let requested = arguments.list("--locale")
        let roles = arguments.has("--roles")
        func locales(of unit: AuditUnit) -> [String] {
            guard let requested else { return [unit.developmentLanguage] }
            return requested.contains("all") ? unit.locales : requested
        }
        let spokenLocales = Set(units.flatMap(locales(of:)))
        Resources.warnAboutFallbacks(spokenLocales.filter { vocabularies.resolve($0).isFallback }.sorted())
        if let target = arguments.value("--activate") {
            let report = try activate(target, in: units, locales: locales(of:), vocabularies: vocabularies, roles: roles)
            try Output.emit(format == .json ? report.json : report.text, to: arguments.value("--output"))
            return loaded.failures.isEmpty ? 0 : 2
        }
        let parts = units.compactMap { unit -> SpeechReport.Part? in
            guard let model = unit.model else { return nil }
            let announcers = locales(of: unit).map {
                vocabularies.announcer(for: $0, catalog: unit.catalog, developmentLanguage: unit.developmentLanguage, includeRoles: roles)
            }
            return SpeechReport.Part(file: model.file, spoken: Transcript.speak(model, with: announcers))
        }
        if let record = arguments.value("--record") {
            try FileSystem.writeAtomically(GoldenTranscript.render(parts.flatMap(\.spoken), includesRoles: roles), to: record)
        }
        let output = format == .json ? SpeechReport.json(parts) : SpeechReport.text(parts, paths: PathDisplay())
        try Output.emit(output, to: arguments.value("--output"))
        return loaded.failures.isEmpty ? 0 : 2
    }

    /// `--activate ID`: the switch of cell ID (or SCREEN/ID), on focus and after a double tap.
    private func activate(_ target: String, in units: [AuditUnit], locales: (AuditUnit) -> [String],
                          vocabularies: VocabularyStore, roles: Bool) throws -> ActivationReport {
        let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
        let screenID = parts.count == 2 ? parts[0] : nil
        let cellID = parts.last ?? target
        var entries: [ActivationReport.Entry] = []
        for unit in units {
            guard let model = unit.model else { continue }
            for screen in model.screens where screenID == nil || screen.id == screenID {
                for cell in screen.cells where cell.id == cellID {
                    guard let element = cell.element else {
                        throw UsageError(message: "cell '\(target)' has no switch to activate", command: name)
                    }
                    for locale in locales(unit) {
                        let announcer = vocabularies.announcer(for: locale, catalog: unit.catalog,
                                                               developmentLanguage: unit.developmentLanguage, includeRoles: roles)
                        let focusable = element.isElement && !element.isHidden
                        entries.append(ActivationReport.Entry(
                            screen: screen.id, element: cell.id, locale: locale,
                            focus: focusable ? announcer.announce(cell, element: element).text : nil,
                            activation: announcer.activate(cell, element: element)))
                    }
                }
            }
        }
        guard !entries.isEmpty else { throw UsageError(message: "no switch cell '\(target)' in the screen models", command: name) }
        return ActivationReport(entries: entries)
    }
}
