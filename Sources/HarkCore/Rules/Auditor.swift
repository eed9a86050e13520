import Dispatch

/// Runs the rules over the audit units and collects findings and speech.
struct Auditor: Sendable {
    struct Result: Sendable {
        var findings: [Finding] = []
        var speech: [SpokenElement] = []
        /// Units that could not be audited (an `ignore` list naming no rule, say).
        var failures: [InputError] = []
        /// Audited locales with no vocabulary of their own: English words stood in.
        var fallbackLocales: [String] = []
        /// Seconds each rule took, summed over the units (for `lint --timing`).
        var ruleSeconds: [String: Double] = [:]
    }

    let rules: [any Rule]
    let catalog: RuleCatalog
    let vocabularies: VocabularyStore
    let configuration: Configuration
    /// Each rule's severity: its document's, unless the configuration sets another.
    private let severities: [String: Severity]

    init(rules: [any Rule] = RuleRegistry.all, catalog: RuleCatalog, vocabularies: VocabularyStore,
         configuration: Configuration = Configuration()) throws {
        let known = Set(rules.map(\.id))
        for (id, location) in configuration.ruleLocations.sorted(by: { $0.value < $1.value }) where !known.contains(id) {
            throw InputError("the configuration names no rule \"\(id)\" (see `hark rules`)", at: location)
        }
        self.rules = rules.filter { configuration.ruleSeverities[$0.id] != .some(nil) }
        self.catalog = catalog
        self.vocabularies = vocabularies
        self.configuration = configuration
        var severities = catalog.documents.mapValues(\.severity)
        for (id, severity) in configuration.ruleSeverities { if let severity { severities[id] = severity } }
        self.severities = severities
    }

    /// Audits every unit. `locales` narrows the audit to those locales (nil: all of the app's);
    /// `speech` says whether to compose the transcript too; `transcript` is a golden transcript
    /// to compare the speech with.
    func audit(_ units: [AuditUnit], locales: [String]? = nil, speech: Bool = true,
               transcript: GoldenTranscript? = nil) -> Result {
        var result = Result()
        var fallbacks: Set<String> = []
        for unit in units {
            do {
                try validateIgnoreLists(unit.model)
            } catch let error as InputError {
                result.failures.append(error)
                continue
            } catch {
                continue
            }
            let context = makeContext(unit, locales: locales, transcript: transcript)
            // Rules only read the context: run them on every core.
            let outcomes = rules.parallelMap { rule -> (findings: [Finding], seconds: Double) in
                let start = DispatchTime.now().uptimeNanoseconds
                var emitter = FindingEmitter(rule: rule.id, severity: severities[rule.id] ?? .error, phrasing: unit.phrasing)
                rule.check(context, into: &emitter)
                return (emitter.findings, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            for (rule, outcome) in zip(rules, outcomes) { result.ruleSeconds[rule.id, default: 0] += outcome.seconds }
            result.findings += LocaleCollapse.apply(Array(outcomes.map(\.findings).joined()), locales: context.locales,
                                                    developmentLanguage: unit.developmentLanguage)
            if speech { result.speech += Transcript.speak(unit.model, with: context.localeAnnouncers) }
            for locale in context.locales where unit.model != nil && vocabularies.resolve(locale).isFallback { fallbacks.insert(locale) }
        }
        result.findings = result.findings.sortedForReport()
        result.fallbackLocales = fallbacks.sorted()
        return result
    }

    func makeContext(_ unit: AuditUnit, locales: [String]?, transcript: GoldenTranscript? = nil) -> AuditContext {
        var audited = unit.locales
        if let locales { audited = audited.filter { locales.contains($0) } }
        return AuditContext(unit: unit, locales: audited, vocabularies: vocabularies, transcript: transcript,
                            configuration: configuration)
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
