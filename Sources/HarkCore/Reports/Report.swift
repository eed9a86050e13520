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

extension Report {
    public func render(_ format: ReportFormat) -> String? {
        switch format {
        case .text: return TextReporter().render(self)
        case .json: return JSONReporter().render(self)
        default: return nil
        }
    }
}
