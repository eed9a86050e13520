/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE-ID]`, one finding a line, then a summary.
public struct TextReporter: Sendable {
    public init() {}

    public func line(_ finding: Finding, paths: PathDisplay) -> String {
        let locale = finding.locale.map { " (\($0))" } ?? ""
        // A message quoting right-to-left text is isolated so the line's order stays readable.
        let message = finding.locale.map(TextDirection.isRightToLeft) == true
            ? TextDirection.isolateMessage(finding.message) : finding.message
        return "\(paths.relative(finding.location.file)):\(finding.location.line):\(finding.location.column): "
            + "\(finding.severity.rawValue): \(message)\(locale) [\(finding.rule)]"
    }

    public func render(_ report: Report) -> String {
        var lines = report.findings.map { line($0, paths: report.paths) }
        lines.append(summary(report.counts))
        return lines.joined(separator: "\n") + "\n"
    }

    public func summary(_ counts: SeverityCounts) -> String {
        if counts == SeverityCounts([]) { return "No findings." }
        func count(_ n: Int, _ word: String) -> String { "\(n) \(word)\(n == 1 ? "" : "s")" }
        return count(counts.error, "error") + ", " + count(counts.warning, "warning") + ", " + count(counts.note, "note") + "."
    }
}
