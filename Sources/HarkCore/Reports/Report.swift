/// What a lint run produced, ready to be written in any format.
public struct Report: Sendable {
    public let findings: [Finding]
    public let speech: [SpokenElement]
    public let paths: PathDisplay

    public init(findings: [Finding], speech: [SpokenElement], paths: PathDisplay = PathDisplay()) {
        self.findings = findings
        self.speech = speech
        self.paths = paths
    }

    public var counts: SeverityCounts { SeverityCounts(findings) }
}

public enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, junit, github, xcode, html
}

extension ReportFormat {
    /// Whether the format prints the speech transcript (so the audit must compose it).
    public var includesSpeech: Bool { self == .json }
}

extension Report {
    /// The report as UTF-8 bytes, or nil for a format this version does not write.
    public func render(_ format: ReportFormat) -> [UInt8]? {
        switch format {
        case .text: return Array(TextReporter().render(self).utf8)
        case .json: return JSONReporter().render(self)
        default: return nil
        }
    }
}
