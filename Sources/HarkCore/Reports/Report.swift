/// What a lint run produced, ready to be written in any format.
public struct Report: Sendable {
    public let findings: [Finding]
    public let speech: [SpokenElement]
    public let paths: PathDisplay
    /// The rule documents (SARIF lists the rules it reports on).
    public let rules: [RuleDocument]
    /// What was audited (the HTML page draws the screens).
    public let units: [AuditUnit]

    public init(findings: [Finding], speech: [SpokenElement], paths: PathDisplay = PathDisplay(), rules: [RuleDocument] = [],
                units: [AuditUnit] = []) {
        self.findings = findings
        self.speech = speech
        self.paths = paths
        self.rules = rules
        self.units = units
    }

    public var counts: SeverityCounts { SeverityCounts(findings) }
}

public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, xcode, html
}

extension ReportFormat {
    /// Whether the format prints the speech transcript (so the audit must compose it).
    public var includesSpeech: Bool { self == .json || self == .html }
}

extension Report {
    /// The report as UTF-8 bytes, or nil for a format this version does not write.
    public func render(_ format: ReportFormat) -> [UInt8]? {
        switch format {
        case .text: return Array(TextReporter().render(self).utf8)
        case .json: return JSONReporter().render(self)
        case .sarif: return SARIFReporter().render(self)
        case .junit: return Array(JUnitReporter().render(self).utf8)
        case .github: return Array(GitHubReporter().render(self).utf8)
        case .xcode: return Array(XcodeReporter().render(self).utf8)
        case .html: return Array(HTMLReporter().render(self).utf8)
        }
    }
}
