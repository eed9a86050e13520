import Foundation

/// `hark lint`: load the inputs, audit them, write the reports, exit by the worst finding.
struct LintCommand: Command {
    let name = "lint"
    let arguments = "[PATH ... | -]"
    let summary = "check every switch and string against Hark's rules"
    var details: String {
        """
        Checks every switch of the inputs (and their strings) against Hark's rules and writes a
        report. An input that cannot be read is recorded in the report and gives exit code 2; the
        others are still audited. `-` reads the paths from standard input, one a line (as
        `git diff --name-only` prints them: a path not found from the working folder is read
        from the base folder). Folder searches skip what .gitignore files ignore.
        A .hark.json configuration is found from each input's folder up to the base folder.
        Paths in reports are relative to the base folder: --base-dir, else the git root, else
        the working folder.

        Formats:
        """ + Reporters.all.map { "\n  " + $0.id.padding(toLength: 8, withPad: " ", startingAt: 0) + $0.summary }.joined()
    }

    enum FailOn: String, CaseIterable {
        case error, warning, note, never

        var threshold: Severity? {
            switch self {
            case .error: return .error
            case .warning: return .warning
            case .note: return .note
            case .never: return nil
            }
        }
    }

    var options: [CommandOption] {
        [
            .value("--format", "FORMAT", "the report format: " + Reporters.all.map(\.id).joined(separator: ", ")
                   + " (default \(Reporters.all[0].id); see Formats above); repeat as --format F --output FILE pairs to write several reports",
                   repeatable: true),
            .value("--output", "FILE", "write the report of the --format before it to FILE (atomically) instead of standard output",
                   repeatable: true),
            .value("--locale", "LANG", "audit only these locales (repeat or comma-separate)", repeatable: true),
            .value("--fail-on", "LEVEL", "exit 1 when a finding is at least this severe: error (default), warning, note or never"),
            .value("--development-language", "LANG", "the language other locales are compared with (default: the model's, else en, else Base)"),
            .value("--transcript", "FILE", "compare the speech with a golden transcript recorded by `hark speak --record FILE` (speech-mismatch)"),
        ] + ConfigurationOptions.options + [
            .value("--base-dir", "DIR", "the folder report paths, baselines and fingerprints are relative to (default: the git root, else the working folder)"),
            .value("--baseline", "FILE", "hide the findings a baseline records (matched without line numbers or wording); report only new ones"),
            .value("--write-baseline", "FILE", "record the findings as accepted, for --baseline, and exit 0 (reports go only to --output files)"),
            .value("--sarif-max-results", "N", "at most N SARIF results, the most severe first (default \(SARIFReporter.defaultMaxResults), "
                   + "GitHub's limit; 0: no limit); a notification counts those left out"),
            .flag("--quiet", short: "-q", "print only findings and errors: no summary, inventory, warnings or progress"),
            .flag("--no-color", "never colour the text report (it is coloured on a terminal unless NO_COLOR is set)"),
            .flag("--timing", "print how long each phase (load, audit, report) and each rule took, on standard error"),
            .value("--build-stamp", "FILE", "also write FILE, a Swift file holding only a comment, once the audit ran "
                   + "(the build-tool plugin's declared output, which makes the build run Hark)"),
        ]
    }

    func run(_ arguments: ParsedArguments) throws -> Int32 {
        let targets = try ReportTargets.parse(arguments, command: name)
        let failOn: FailOn = try arguments.choice("--fail-on", default: .error)
        let maxResults = try sarifLimit(arguments)
        let quiet = arguments.has("--quiet")
        if let base = arguments.value("--base-dir"), !FileSystem.isDirectory(base) {
            throw UsageError(message: "--base-dir \(base) is not a folder", command: name)
        }
        let paths = PathDisplay(base: arguments.value("--base-dir"))
        let resources = try Resources.load()
        var (configurations, failures) = try ConfigurationOptions.discovery(arguments, base: paths.base)
        let rootConfiguration = configurations.configuration(forFolder: paths.base)
        let auditor = try Auditor(catalog: resources.rules, vocabularies: resources.vocabularies)

        // Inputs: as typed, made absolute so every report names them the same way.
        let named = arguments.positional.filter { $0 != "-" }
        let listed = arguments.positional.contains("-") ? try Self.readPathList() : []
        let progress = ProgressLine(enabled: !quiet)
        var phases = PhaseTimes()
        let loaded = phases.measure("load") { ProjectLoader.load(paths: (arguments.positional.isEmpty ? ["."] : named).map(paths.absolute),
                                        listed: listed.map { Self.listedPath($0, paths: paths) },
                                        options: LoadOptions(developmentLanguage: arguments.value("--development-language")),
                                        configurations: configurations,
                                        progress: { progress.update("hark: read \($0) input\($0 == 1 ? "" : "s")…") }) }
        var transcript: GoldenTranscript? = nil
        if let file = arguments.value("--transcript") {
            guard loaded.units.filter({ $0.model != nil }).count == 1 else {
                throw UsageError(message: "--transcript compares the speech of exactly one screen model", command: name)
            }
            transcript = Self.readRunInput(file, option: "--transcript", into: &failures) {
                guard FileSystem.exists(file) else {
                    throw InputError("no transcript here: record one with `hark speak PATH --locale all --record \(file)`", file: file)
                }
                return try GoldenTranscript.load(file: file)
            }
        }
        var auditing = auditor
        auditing.progress = { done, total in progress.update("hark: audited \(done) of \(total)…") }
        let result = auditing.audit(loaded.units, locales: arguments.list("--locale"),
                                    speech: targets.contains { $0.reporter.includesSpeech }, transcript: transcript)
        progress.finish()
        if !quiet { Resources.warnAboutFallbacks(result.fallbackLocales) }
        phases.add(result.phases)
        failures += loaded.failures + result.failures
        var findings = result.findings
        let baselineFile = arguments.value("--write-baseline")
        if let file = baselineFile {
            try FileSystem.writeAtomically(Baseline.render(findings, paths: paths), to: file)
            if !quiet { Output.error("hark: recorded \(findings.count) finding\(findings.count == 1 ? "" : "s") in \(InputError.printable(file))") }
        } else if let file = arguments.value("--baseline"),
                  let baseline = Self.readRunInput(file, option: "--baseline", into: &failures, { try Baseline.load(file: file) }) {
            findings = baseline.filter(findings, paths: paths)
        }
        // The speech is spoken as a report writes it; several reports with speech share one.
        // `--timing` shows the speaking apart from the writing.
        let speaking = SpeakingTime()
        var speech = result.speech
        speech.timing = speaking
        if targets.filter(\.reporter.includesSpeech).count > 1 {
            speech = phases.measure("report: speak the transcript") { speech.spokenOnce() }
        }
        var report = Report(findings: findings, speech: speech, failures: failures, paths: paths,
                            rules: resources.rules.sorted, units: loaded.units, inventory: loaded.inventory)
        report.failOn = failOn.threshold
        report.maxResults = maxResults
        report.ruleDocs = rootConfiguration.ruleDocs ?? Self.defaultRuleDocs()
        report.suppressed = result.suppressed
        report.quiet = quiet
        let colors = !arguments.has("--no-color") && Output.colorsStandardOutput()
        for target in targets where target.output != nil || baselineFile == nil {
            var rendered = report
            rendered.colored = colors && target.output == nil && target.reporter.colorsOnTerminal
            // Rendered as it is written: a format that streams is never whole in memory.
            let spokenBefore = speaking.seconds
            let writing = "report: render and write \(target.reporter.id)"
            // A report written to a file may take seconds (an HTML page of many screens): say so.
            // One going to standard output is on the terminal itself, and shows its own progress.
            if let file = target.output { progress.update("hark: writing the \(target.reporter.id) report to \(InputError.printable(file))…") }
            try phases.measure(writing) {
                try Output.emit(to: target.output) { target.reporter.write(rendered, to: $0) }
            }
            progress.finish()
            let spoken = (wall: speaking.seconds.wall - spokenBefore.wall, cpu: speaking.seconds.cpu - spokenBefore.cpu)
            if spoken.wall > 0 || spoken.cpu > 0 {
                phases.add(.init(name: writing, wallSeconds: -spoken.wall, cpuSeconds: -spoken.cpu))
                phases.add(.init(name: "report: speak the transcript", wallSeconds: spoken.wall, cpuSeconds: spoken.cpu))
            }
            for appendix in target.reporter.appendices(report, environment: ProcessInfo.processInfo.environment) {
                Self.append(appendix.text, to: appendix.file)
            }
        }
        Resources.reportFailures(failures, paths: paths)
        if arguments.has("--timing") { Self.printTiming(phases, rules: result.ruleSeconds) }
        if let stamp = arguments.value("--build-stamp") {
            try FileSystem.writeAtomically(Array("// Written by `hark lint` (the Hark build-tool plugin's output); no code.\n".utf8), to: stamp)
        }
        // The model, tables and findings are not read again.
        ProcessEnd.leave((loaded, result, report))
        if !failures.isEmpty { return 2 }
        guard baselineFile == nil, let threshold = failOn.threshold else { return 0 }
        return findings.contains { $0.severity >= threshold } ? 1 : 0
    }

    /// `--timing`: each phase in wall-clock and CPU seconds (the process's, every core), then
    /// each rule's CPU seconds, the costliest first.
    static func printTiming(_ phases: PhaseTimes, rules: [String: Double]) {
        Output.error("hark: timing      wall s     cpu s")
        for phase in phases.phases {
            Output.error(String(format: "%16.3f %9.3f  %@", phase.wallSeconds, phase.cpuSeconds, phase.name))
        }
        for (rule, seconds) in rules.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
            Output.error(String(format: "%26.3f  rule %@", seconds, rule))
        }
    }

    private func sarifLimit(_ arguments: ParsedArguments) throws -> Int? {
        guard let raw = arguments.value("--sarif-max-results") else { return SARIFReporter.defaultMaxResults }
        guard let limit = Int(raw), limit >= 0 else {
            throw UsageError(message: "--sarif-max-results needs a whole number (0 for no limit), not '\(raw)'", command: name)
        }
        return limit == 0 ? nil : limit
    }

    /// A file an option names that adjusts the run (a baseline, a golden transcript). One that
    /// cannot be read is recorded like an unreadable input, and the run goes on without it: the
    /// reports are still written (a CI step uploads them), and the run exits 2.
    private static func readRunInput<Value>(_ file: String, option: String, into failures: inout [InputError],
                                            _ read: () throws -> Value) -> Value? {
        do {
            return try read()
        } catch {
            let problem = (error as? InputError) ?? InputError("\(error)", file: file)
            let consequence = "\(option) was not applied"
            failures.append(problem.location.map { InputError("\(problem.message) (\(consequence))", at: $0) }
                ?? InputError("\(problem.message) (\(consequence))", file: problem.file))
            return nil
        }
    }

    /// A path of the `-` list, made absolute. Git prints paths relative to the repository's
    /// root whatever folder it runs in, so one that names nothing from the working folder but
    /// names something from the base folder (by default the git root) is taken from there.
    static func listedPath(_ path: String, paths: PathDisplay) -> String {
        let fromHere = paths.absolute(path)
        guard !path.hasPrefix("/"), !FileSystem.exists(fromHere) else { return fromHere }
        let fromBase = PathDisplay.standardize(path, in: paths.base)
        return FileSystem.exists(fromBase) ? fromBase : fromHere
    }

    /// `hark lint -`: the paths on standard input, one a line, up to `InputKind.pathList`'s cap
    /// (an endless stream is refused, not read into memory).
    static func readPathList() throws -> [String] {
        let limit = InputKind.pathList.limit
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while bytes.count <= limit {
            let count = chunk.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        guard bytes.count <= limit else {
            throw InputError("Hark reads \(InputKind.pathList.name) up to \(InputKind.megabytes(limit))", file: "-")
        }
        // A path holds no NUL: a line with one names no file.
        return String(decoding: bytes, as: UTF8.self).split(whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .map { String($0).trimmedWhitespace }.filter { !$0.isEmpty && !$0.contains("\u{0}") }
    }

    /// Where rule links point when the configuration names no `ruleDocs`: the web copy the
    /// installation names (`make install RULE_DOCS=https://…/Rules/`), else the rule documents
    /// Hark reads, as `file://` links, which work only on the machine that ran it.
    static func defaultRuleDocs() -> String? {
        guard let root = ResourceLocator.resourceRoot() else { return nil }
        if let web = ResourceLocator.installedRuleDocs(in: root) { return web }
        return "file://" + PathDisplay.percentEncode(PathDisplay.standardize(root, in: FileManager.default.currentDirectoryPath) + "/Rules/")
    }

    /// Appends to GitHub's step summary file; a summary that cannot be written is only a warning.
    private static func append(_ text: String, to file: String) {
        guard let handle = FileHandle(forWritingAtPath: file) else {
            if !FileManager.default.createFile(atPath: file, contents: Data(text.utf8)) {
                Output.error("hark: warning: cannot write the step summary to \(InputError.printable(file))")
            }
            return
        }
        defer { try? handle.close() }
        do {
            try handle.seekToEnd()
            try handle.write(contentsOf: Data(text.utf8))
        } catch {
            Output.error("hark: warning: cannot write the step summary to \(InputError.printable(file))")
        }
    }
}
