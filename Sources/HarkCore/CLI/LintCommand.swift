import Foundation

/// `hark lint`: load the inputs, audit them, write the report, exit by the worst finding.
struct LintCommand: Command {
    let name = "lint"
    let arguments = "[PATH ...]"
    let summary = "check every switch and string against Hark's rules"
    var details: String {
        """
        Checks every switch of the inputs (and their strings) against Hark's rules and writes a
        report. An input that cannot be read is recorded in the report and gives exit code 2; the
        others are still audited.

        Formats:
        """ + Reporters.all.map { "\n  " + $0.id.padding(toLength: 8, withPad: " ", startingAt: 0) + $0.summary }.joined()
    }

    enum FailOn: String, CaseIterable { case error, warning, note, never }

    var options: [CommandOption] {
        [
            .value("--format", "FORMAT", "the report format: " + Reporters.all.map(\.id).joined(separator: ", ")
                   + " (default \(Reporters.all[0].id); see Formats above)"),
            .value("--output", "FILE", "write the report to FILE (atomically) instead of standard output"),
            .value("--locale", "LANG", "audit only these locales (repeat or comma-separate)", repeatable: true),
            .value("--fail-on", "LEVEL", "exit 1 when a finding is at least this severe: error (default), warning, note or never"),
            .value("--development-language", "LANG", "the language other locales are compared with (default: the model's, else en, else Base)"),
            .value("--transcript", "FILE", "compare the speech with a golden transcript recorded by `hark speak --record FILE` (speech-mismatch)"),
            .value("--config", "FILE", "a configuration file: {\"hark\": 1, \"doNotTranslate\": [terms], \"rules\": {\"rule-id\": \"off\" | \"note\" | \"warning\" | \"error\"}, \"localizationFunctions\": [\"L10n.tr(table, key)\", \".localized\"]}"),
            .value("--baseline", "FILE", "hide the findings a baseline records (matched without line numbers or wording); report only new ones"),
            .value("--write-baseline", "FILE", "record the findings as accepted, for --baseline"),
            .flag("--timing", "print how long each rule took, on standard error"),
        ]
    }

    func run(_ arguments: ParsedArguments) throws -> Int32 {
        let formatName = arguments.value("--format") ?? Reporters.all[0].id
        guard let reporter = Reporters.named(formatName) else {
            throw UsageError(message: "invalid value '\(formatName)' for --format (\(Reporters.all.map(\.id).joined(separator: ", ")))", command: name)
        }
        let failOn: FailOn = try arguments.choice("--fail-on", default: .error)
        let resources = try Resources.load()
        let configuration = try arguments.value("--config").map(Configuration.load) ?? Configuration()
        let auditor = try Auditor(catalog: resources.rules, vocabularies: resources.vocabularies, configuration: configuration)
        let loaded = ProjectLoader.load(paths: arguments.positional.isEmpty ? ["."] : arguments.positional,
                                        options: LoadOptions(developmentLanguage: arguments.value("--development-language"),
                                                             localizationFunctions: configuration.localizationFunctions))
        var transcript: GoldenTranscript? = nil
        if let file = arguments.value("--transcript") {
            guard loaded.units.filter({ $0.model != nil }).count == 1 else {
                throw UsageError(message: "--transcript compares the speech of exactly one screen model", command: name)
            }
            guard FileSystem.exists(file) else {
                throw InputError("no transcript here: record one with `hark speak PATH --locale all --record \(file)`", file: file)
            }
            transcript = try GoldenTranscript.load(file: file)
        }
        let result = auditor.audit(loaded.units, locales: arguments.list("--locale"), speech: reporter.includesSpeech,
                                   transcript: transcript)
        Resources.warnAboutFallbacks(result.fallbackLocales)
        if arguments.has("--timing") {
            for (rule, seconds) in result.ruleSeconds.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
                Output.error(String(format: "%8.3f s  %@", seconds, rule))
            }
        }
        let paths = PathDisplay()
        if let file = arguments.value("--write-baseline") {
            try FileSystem.writeAtomically(Baseline.render(result.findings, paths: paths), to: file)
        }
        var findings = result.findings
        if let file = arguments.value("--baseline") {
            findings = try Baseline.load(file: file).filter(findings, paths: paths)
        }
        let failures = loaded.failures + result.failures
        let report = Report(findings: findings, speech: result.speech, failures: failures, paths: paths,
                            rules: resources.rules.sorted, units: loaded.units, inventory: loaded.inventory)
        try Output.emit(reporter.render(report), to: arguments.value("--output"))
        Resources.reportFailures(failures)
        if !failures.isEmpty { return 2 }
        let threshold: Severity? = switch failOn {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .never: nil
        }
        guard let threshold else { return 0 }
        return findings.contains { $0.severity >= threshold } ? 1 : 0
    }
}
