/// `FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE-ID]`, one finding a line (inputs that could not be
/// read first, tagged `[input-error]`), then a summary and the inventory of what was read.
/// FILE is relative to the base folder; a line break in a message is written `\n`.
struct TextReporter: Reporter {
    let id = "text"
    let summary = "one finding a line, FILE:LINE:COLUMN: SEVERITY: MESSAGE [RULE-ID]"
    let includesSpeech = false
    let colorsOnTerminal = true

    func line(_ finding: Finding, paths: PathDisplay, colored: Bool = false) -> String {
        var line: [UInt8] = []
        append(finding, paths: paths, colored: colored, to: &line)
        return String(decoding: line, as: UTF8.self)
    }

    /// Writes a finding's line as bytes, without its line feed. A report appends every line to
    /// one buffer: lines made as `String`s, joined, then copied to bytes wrote each twice more.
    private func append(_ finding: Finding, paths: PathDisplay, colored: Bool, to line: inout [UInt8]) {
        // A message quoting right-to-left text is isolated so the line's order stays readable.
        let message = finding.locale.map(TextDirection.isRightToLeft) == true
            ? TextDirection.isolateMessage(finding.text) : finding.text
        // Escaping is scalar by scalar, so each part is escaped alone.
        func add(_ part: String) { line.append(contentsOf: part.utf8) }
        add(SingleLine.escape(paths.relative(finding.location.file)))
        add(":\(finding.location.line):\(finding.location.column): ")
        add(paint(finding.severity.rawValue, Color.severity(finding.severity), colored))
        add(": ")
        add(SingleLine.escape(message))
        if let locale = finding.locale {
            add(" (")
            add(SingleLine.escape(locale))
            add(")")
        }
        add(" ")
        add(paint("[" + finding.rule + "]", Color.dim, colored))
    }

    func line(_ failure: InputError, paths: PathDisplay, colored: Bool = false) -> String {
        let place = failure.location.map { "\(paths.relative($0.file)):\($0.line):\($0.column)" } ?? paths.relative(failure.file)
        return SingleLine.escape(place + ": ") + paint("error", Color.severity(.error), colored) + ": "
            + SingleLine.escape(failure.message) + " " + paint("[input-error]", Color.dim, colored)
    }

    func render(_ report: Report) -> [UInt8] {
        var bytes: [UInt8] = []
        func end() { bytes.append(UInt8(ascii: "\n")) }
        for failure in report.failures {
            bytes.append(contentsOf: line(failure, paths: report.paths, colored: report.colored).utf8)
            end()
        }
        for finding in report.findings {
            append(finding, paths: report.paths, colored: report.colored, to: &bytes)
            end()
        }
        if !report.quiet {
            bytes.append(contentsOf: paint(summary(report.counts, failures: report.failures.count, suppressed: report.suppressed), Color.bold, report.colored).utf8)
            end()
            bytes.append(contentsOf: inventory(report.inventory, paths: report.paths).utf8)
            end()
        }
        return bytes
    }

    func summary(_ counts: SeverityCounts, failures: Int = 0, suppressed: Int = 0) -> String {
        let unread = failures == 0 ? "" : " \(count(failures, "input")) could not be read."
        let hidden = suppressed == 0 ? "" : " \(count(suppressed, "finding")) suppressed."
        if counts == SeverityCounts([]) { return "No findings." + hidden + unread }
        return count(counts.error, "error") + ", " + count(counts.warning, "warning") + ", " + count(counts.note, "note") + "." + hidden + unread
    }

    /// "Read: 1 screen model (12 switches), 2 localization folders. Skipped: …"
    func inventory(_ inventory: Inventory, paths: PathDisplay) -> String {
        var parts = inventory.formats.map { "\(count($0.files, $0.name, $0.pluralName)) (\(count($0.switches, "switch", "switches")))" }
        if inventory.localizationFolders > 0 {
            parts.append(count(inventory.localizationFolders, "localization folder", "localization folders"))
        }
        var text = "Read: " + (parts.isEmpty ? "nothing" : parts.joined(separator: ", ")) + "."
        if !inventory.notes.isEmpty { text += " Not resolved: " + inventory.notes.joined(separator: "; ") + "." }
        if !inventory.leftOut.isEmpty { text += " Not read: " + inventory.leftOut.joined(separator: "; ") + "." }
        if !inventory.skipped.isEmpty {
            text += " Skipped: " + inventory.skipped.map { "\(paths.relative($0.file)) (\($0.reason))" }.joined(separator: ", ") + "."
        }
        return SingleLine.escape(text)
    }

    private func count(_ n: Int, _ one: String, _ many: String? = nil) -> String {
        "\(n) \(n == 1 ? one : many ?? one + "s")"
    }

    /// ANSI select graphic rendition codes.
    enum Color {
        static let bold = "1"
        static let dim = "2"
        static func severity(_ severity: Severity) -> String {
            switch severity {
            case .error: return "1;31"
            case .warning: return "1;33"
            case .note: return "1;36"
            }
        }
    }

    private func paint(_ text: String, _ code: String, _ colored: Bool) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
