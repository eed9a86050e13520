/// The JSON report of spec §5.
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ report: Report) -> String {
        let counts = report.counts
        let summary = JSONWriter.object([("error", "\(counts.error)"), ("warning", "\(counts.warning)"), ("note", "\(counts.note)")], indent: "  ")
        let findings = report.findings.map { finding in
            JSONWriter.object([
                ("rule", JSONWriter.quote(finding.rule)),
                ("severity", JSONWriter.quote(finding.severity.rawValue)),
                ("message", JSONWriter.quote(finding.message)),
                ("file", JSONWriter.quote(report.paths.relative(finding.location.file))),
                ("line", "\(finding.location.line)"),
                ("column", "\(finding.location.column)"),
                ("screen", finding.screen.map(JSONWriter.quote)),
                ("element", finding.element.map(JSONWriter.quote)),
                ("locale", finding.locale.map(JSONWriter.quote)),
            ], indent: "    ")
        }
        let tool = JSONWriter.object([("name", JSONWriter.quote("hark")), ("version", JSONWriter.quote(harkVersion))], indent: "  ")
        return JSONWriter.object([
            ("tool", tool),
            ("format", "1"),
            ("summary", summary),
            ("findings", JSONWriter.array(findings, indent: "  ")),
            ("speech", JSONWriter.array(report.speech.map { speechEntry($0, indent: "    ") }, indent: "  ")),
        ]) + "\n"
    }

    public func speechEntry(_ spoken: SpokenElement, indent: String) -> String {
        JSONWriter.object([
            ("screen", JSONWriter.quote(spoken.screen)),
            ("element", JSONWriter.quote(spoken.element)),
            ("locale", JSONWriter.quote(spoken.locale)),
            ("kind", JSONWriter.quote(spoken.kind.rawValue)),
            ("text", JSONWriter.quote(spoken.text)),
        ], indent: indent)
    }
}
