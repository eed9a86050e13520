import Dispatch

/// Runs the rules over the audit units and collects findings and speech.
struct Auditor: Sendable {
    struct Result: Sendable {
        var findings: [Finding] = []
        var speech = SpeechTranscript()
        /// Units that could not be audited (an `ignore` list naming no rule, say).
        var failures: [InputError] = []
        /// Audited locales with no vocabulary of their own: English words stood in.
        var fallbackLocales: [String] = []
        /// CPU seconds each rule took, summed over the units (for `lint --timing`).
        var ruleSeconds: [String: Double] = [:]
        /// The audit's phases: names resolved in every locale, rules (`lint --timing`; the speech is
        /// spoken, and timed, as a report writes it).
        var phases = PhaseTimes()
        /// Findings that configurations or `hark:disable` comments suppressed.
        var suppressed = 0
    }

    let rules: [any Rule]
    let catalog: RuleCatalog
    let vocabularies: VocabularyStore
    /// The configuration every unit starts from; each unit's own (its folder's `.hark.json`
    /// files) applies over it.
    let configuration: Configuration
    /// A progress callback: called after each unit with the number audited and the total.
    var progress: (@Sendable (Int, Int) -> Void)? = nil

    init(rules: [any Rule] = RuleRegistry.all, catalog: RuleCatalog, vocabularies: VocabularyStore,
         configuration: Configuration = Configuration()) throws {
        self.rules = rules
        self.catalog = catalog
        self.vocabularies = vocabularies
        self.configuration = configuration
        if let error = validate(configuration).first { throw error }
    }

    /// A rule id a configuration names that no rule has is a typo that would silently keep or
    /// hide findings: refuse it.
    func validate(_ configuration: Configuration) -> [InputError] {
        let known = Set(rules.map(\.id))
        var errors: [InputError] = []
        for (id, location) in configuration.ruleLocations.sorted(by: { $0.value < $1.value }) where !known.contains(id) {
            errors.append(InputError("the configuration names no rule \"\(id)\" (see `hark rules`)", at: location))
        }
        for suppression in configuration.suppressions {
            for (id, location) in suppression.rules where !known.contains(id) {
                errors.append(InputError("the suppression names no rule \"\(id)\" (see `hark rules`)", at: location))
            }
        }
        return errors
    }

    /// Each rule's severity under `configuration`: its document's, unless the configuration
    /// sets another; nil for a rule turned off.
    private func severity(of rule: String, in configuration: Configuration) -> Severity? {
        if let configured = configuration.ruleSeverities[rule] { return configured }
        return catalog.documents[rule]?.severity ?? .error
    }

    /// The suppressions of a unit: its configuration's, and the `hark:` comments of its model
    /// and tables; comments that cannot be understood, or name no rule, are failures.
    private func suppressions(of unit: AuditUnit, configuration: Configuration) -> (Suppressions, [InputError]) {
        let comments = (unit.model?.suppressionComments ?? []) + unit.catalog.allTables.flatMap(\.suppressionComments)
        var (inline, errors) = InlineSuppression.parse(comments)
        let known = Set(rules.map(\.id)).union(["all"])
        for suppression in inline {
            for rule in suppression.rules.sorted() where !known.contains(rule) {
                errors.append(InputError("the hark: comment names no rule \"\(rule)\" (see `hark rules`)", at: suppression.location))
            }
        }
        return (Suppressions(inline: inline, configured: configuration.suppressions), errors)
    }

    /// Audits every unit. `locales` narrows the audit to those locales (nil: all of the app's);
    /// `speech` says whether to compose the transcript too; `transcript` is a golden transcript
    /// to compare the speech with.
    func audit(_ units: [AuditUnit], locales: [String]? = nil, speech: Bool = true,
               transcript: GoldenTranscript? = nil) -> Result {
        var result = Result()
        var fallbacks: Set<String> = []
        var failures: [InputError] = []
        for (done, unit) in units.enumerated() {
            defer { progress?(done + 1, units.count) }
            do {
                try validateIgnoreLists(unit.model)
            } catch let error as InputError {
                failures.append(error)
                continue
            } catch {
                continue
            }
            let configuration = self.configuration.applying(unit.configuration)
            failures += validate(configuration)
            let (suppressions, suppressionErrors) = suppressions(of: unit, configuration: configuration)
            failures += suppressionErrors
            let context = result.phases.measure("audit: names in every locale") {
                makeContext(unit, locales: locales, transcript: transcript, configuration: configuration)
            }
            let active = rules.compactMap { rule in severity(of: rule.id, in: configuration).map { (rule, $0) } }
            // Rules only read the context: run them on every core. Each rule's findings are
            // filtered and collapsed across locales where they were found, also on every core:
            // a place is one rule's (`LocaleCollapse`), and the report's sort is stable within a
            // rule, so the result is the same as for all findings at once, without a copy of
            // every finding of every locale into one array first.
            let developmentLanguage = unit.developmentLanguage
            let outcomes = result.phases.measure("audit: rules, suppressions, locale collapse") {
                active.parallelMap { entry -> (findings: [Finding], suppressed: Int, seconds: Double) in
                    let (rule, severity) = entry
                    let start = Stopwatch.threadCPUSeconds()
                    var emitter = FindingEmitter(rule: rule.id, severity: severity, phrasing: unit.phrasing)
                    rule.check(context, into: &emitter)
                    let seconds = Stopwatch.threadCPUSeconds() - start
                    let (kept, suppressed) = suppressions.apply(emitter.findings)
                    return (LocaleCollapse.apply(kept, locales: context.locales, developmentLanguage: developmentLanguage), suppressed, seconds)
                }
            }
            for ((rule, _), outcome) in zip(active, outcomes) {
                result.ruleSeconds[rule.id, default: 0] += outcome.seconds
                result.suppressed += outcome.suppressed
                // The first rule's findings are taken as they are: `+=` onto an empty array
                // copied them all into new memory.
                if result.findings.isEmpty { result.findings = outcome.findings } else { result.findings += outcome.findings }
            }
            // Spoken when the report is written, a few screens at a time.
            if speech { result.speech.append(.speaking(unit.model, with: context.localeAnnouncers)) }
            for locale in context.locales where unit.model != nil && vocabularies.resolve(locale).isFallback { fallbacks.insert(locale) }
        }
        let unsorted = UnitMerge.apply(result.findings)
        result.findings = result.phases.measure("audit: sort findings") { unsorted.sortedForReport().withoutRepeats() }
        // A configuration or a table shared by several units reports its problem once.
        var seen: Set<String> = []
        result.failures = failures.filter { seen.insert($0.description).inserted }
        result.fallbackLocales = fallbacks.sorted()
        return result
    }

    func makeContext(_ unit: AuditUnit, locales: [String]?, transcript: GoldenTranscript? = nil,
                     configuration: Configuration? = nil) -> AuditContext {
        var audited = unit.locales
        if let locales { audited = audited.filter { locales.contains($0) } }
        return AuditContext(unit: unit, locales: audited, vocabularies: vocabularies, transcript: transcript,
                            configuration: configuration ?? self.configuration.applying(unit.configuration))
    }

    /// An `ignore` entry naming no rule is a typo that would silently keep a finding: refuse it.
    private func validateIgnoreLists(_ model: AppModel?) throws {
        guard let model else { return }
        let known = Set(RuleRegistry.all.map(\.id)).union(catalog.documents.keys)
        var lists: [IgnoreList] = []
        for screen in model.screens {
            lists.append(screen.ignore)
            for section in screen.sections {
                lists.append(section.ignore)
                for cell in section.cells {
                    lists.append(cell.ignore)
                    if let control = cell.switchControl { lists.append(control.ignore) }
                }
            }
        }
        for list in lists {
            for entry in list.ruleIDs where !known.contains(entry.id) {
                throw InputError("\"ignore\" names no rule \"\(entry.id)\" (see `hark rules`)", at: entry.location)
            }
        }
    }
}
