/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE-ID]`, one finding a line (inputs that could not be
/// read first, tagged `[input-error]`), then a summary and the inventory of what was read.
struct TextReporter: Reporter {
    let id = "text"
    let summary = "one finding a line, FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE-ID]"
    let includesSpeech = false

    func line(_ finding: Finding, paths: PathDisplay) -> String {
        let locale = finding.locale.map { " (\($0))" } ?? ""
        // A message quoting right-to-left text is isolated so the line's order stays readable.
        let message = finding.locale.map(TextDirection.isRightToLeft) == true
            ? TextDirection.isolateMessage(finding.text) : finding.text
        return "\(paths.relative(finding.location.file)):\(finding.location.line):\(finding.location.column): "
            + "\(finding.severity.rawValue): \(message)\(locale) [\(finding.rule)]"
    }

    func line(_ failure: InputError, paths: PathDisplay) -> String {
        let place = failure.location.map { "\(paths.relative($0.file)):\($0.line):\($0.column)" } ?? paths.relative(failure.file)
        return "\(place): error: \(failure.message) [input-error]"
    }

    func render(_ report: Report) -> [UInt8] {
        var lines = report.failures.map { line($0, paths: report.paths) }
        lines += report.findings.map { line($0, paths: report.paths) }
        lines.append(summary(report.counts, failures: report.failures.count))
        lines.append(inventory(report.inventory, paths: report.paths))
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    func summary(_ counts: SeverityCounts, failures: Int = 0) -> String {
        let unread = failures == 0 ? "" : " \(count(failures, "input")) could not be read."
        if counts == SeverityCounts([]) { return "No findings." + unread }
        return count(counts.error, "error") + ", " + count(counts.warning, "warning") + ", " + count(counts.note, "note") + "." + unread
    }

    /// "Read: 1 screen model (12 switches), 2 localization folders. Skipped: …"
    func inventory(_ inventory: Inventory, paths: PathDisplay) -> String {
        var parts = inventory.formats.map { "\(count($0.files, $0.name, $0.pluralName)) (\(count($0.switches, "switch", "switches")))" }
        if inventory.localizationFolders > 0 {
            parts.append(count(inventory.localizationFolders, "localization folder", "localization folders"))
        }
        var text = "Read: " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", ")) + "."
        if !inventory.notes.isEmpty { text += " Not resolved: " + inventory.notes.joined(separator: "; ") + "." }
        if !inventory.skipped.isEmpty {
            text += " Skipped: " + inventory.skipped.map { "\(paths.relative($0.file)) (\($0.reason))" }.joined(separator: ", ") + "."
        }
        return text
    }

    private func count(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) \(n == 1 ? one : many ?? one + "s")"
    }
}
