import Dispatch

/// Runs the rules over the audit units and collects findings and speech.
public struct Auditor: Sendable {
    public struct Result: Sendable {
        public var findings: [Finding]
        public var speech: [SpokenElement]
        /// Audited locales that had no vocabulary of their own (English stood in).
        public var fallbackLocales: [String]
        /// Seconds each rule took, summed over the units (for `lint --timing`).
        public var ruleSeconds: [String: Double] = [:]
    }

    public let rules: [any Rule]
    public let catalog: RuleCatalog
    public let vocabularies: VocabularyStore
    public let configuration: Configuration

    public init(rules: [any Rule] = RuleRegistry.all, catalog: RuleCatalog, vocabularies: VocabularyStore,
                configuration: Configuration = Configuration()) {
        self.rules = rules
        self.catalog = catalog
        self.vocabularies = vocabularies
        self.configuration = configuration
    }

    /// Audits every unit. `locales` narrows the audit to those locales (nil: all of the app's);
    /// `speech` says whether to compose the transcript too; `transcript` is a golden transcript
    /// to compare the speech with.
    public func audit(_ units: [AuditUnit], locales: [String]? = nil, speech: Bool = true,
                      transcript: GoldenTranscript? = nil) throws -> Result {
        var result = Result(findings: [], speech: [], fallbackLocales: [])
        var fallbacks: Set<String> = []
        let known = Set(rules.map(\.id))
        for (id, location) in configuration.ruleLocations.sorted(by: { $0.value < $1.value }) where !known.contains(id) {
            throw InputError("the configuration names no rule \"\(id)\" (see `hark rules`)", at: location)
        }
        let active = rules.filter { configuration.ruleSeverities[$0.id] != .some(nil) }
        for unit in units {
            try validateIgnoreLists(unit.model)
            let context = makeContext(unit, locales: locales, transcript: transcript)
            // Rules only read the context: run them on every core.
            let timed = try active.parallelMap { rule -> (findings: [Finding], seconds: Double) in
                let start = DispatchTime.now().uptimeNanoseconds
                let findings = rule.check(context)
                return (findings, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
            }
            for (rule, outcome) in zip(active, timed) { result.ruleSeconds[rule.id, default: 0] += outcome.seconds }
            result.findings += Auditor.collapseAcrossLocales(Array(timed.map(\.findings).joined()), context: context)
            if speech { result.speech += Transcript.speak(unit.model, with: context.localeAnnouncers) }
            for locale in context.locales where vocabularies.resolve(locale).isFallback {
                fallbacks.insert(locale)
            }
        }
        result.findings.sort(by: Finding.reportOrder)
        result.fallbackLocales = fallbacks.sorted()
        return result
    }

    public func makeContext(_ unit: AuditUnit, locales: [String]?, transcript: GoldenTranscript? = nil) -> AuditContext {
        var audited = unit.locales
        if let locales { audited = audited.filter { locales.contains($0) } }
        var severities = catalog.documents.mapValues(\.severity)
        for (id, severity) in configuration.ruleSeverities { if let severity { severities[id] = severity } }
        return AuditContext(unit: unit, locales: audited, vocabularies: vocabularies, severities: severities,
                            transcript: transcript, configuration: configuration)
    }

    /// A problem found at the same place in every audited locale is not a problem of one
    /// locale (the model references the wrong key, say): it is reported once, without a
    /// locale, in the development language's words. So is the same message in every
    /// translation (a key only the development language has).
    static func collapseAcrossLocales(_ findings: [Finding], context: AuditContext) -> [Finding] {
        guard context.locales.count >= 2 else { return findings }
        struct Place: Hashable { let rule: String; let location: SourceLocation; let element: String? }
        var groups: [Place: [Finding]] = [:]
        for finding in findings where finding.locale != nil {
            groups[Place(rule: finding.rule, location: finding.location, element: finding.element), default: []].append(finding)
        }
        var result = findings.filter { $0.locale == nil }
        let everyLocale = Set(context.locales)
        let translations = everyLocale.subtracting([context.unit.developmentLanguage])
        for (_, group) in groups {
            let locales = Set(group.compactMap(\.locale))
            let scope: String
            if locales == everyLocale {
                scope = "in all \(everyLocale.count) locales"
            } else if locales == translations && translations.count >= 2,
                      Set(group.map { $0.message.replacingOccurrences(of: $0.locale ?? "", with: "") }).count == 1 {
                scope = "in all \(translations.count) translations"
            } else {
                result += group
                continue
            }
            let model = group.first { $0.locale == context.unit.developmentLanguage } ?? group.min { ($0.locale ?? "") < ($1.locale ?? "") } ?? group[0]
            let message = locales == everyLocale ? model.message
                : model.message.replacingOccurrences(of: model.locale ?? "", with: "each language")
            result.append(Finding(rule: model.rule, severity: model.severity, message: message + " (\(scope))",
                                  location: model.location, screen: model.screen, element: model.element, locale: nil))
        }
        return result
    }

    /// An `ignore` entry naming no rule is a typo that would silently keep a finding: refuse it.
    private func validateIgnoreLists(_ model: AppModel?) throws {
        guard let model else { return }
        let known = Set(rules.map(\.id)).union(catalog.documents.keys)
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
