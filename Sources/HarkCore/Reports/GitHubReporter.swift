/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which
/// GitHub shows as annotations on the pull request. Errors come first (inputs that could not be
/// read, then error findings), then warnings, then notices. GitHub shows at most 10 annotations
/// of each kind per step (and 50 per job), so past that the rest are listed as plain log lines
/// after one notice that counts them; `stepSummary` is the Markdown table for the run's page.
struct GitHubReporter: Reporter {
    let id = "github"
    let summary = "GitHub Actions workflow annotations on the pull request"
    let includesSpeech = false

    /// Annotations GitHub shows of each kind (error, warning, notice) in one step.
    static let perKindLimit = 10

    private enum Kind: Int, CaseIterable {
        case error, warning, notice

        var word: String {
            switch self {
            case .error: return "error"
            case .warning: return "warning"
            case .notice: return "notice"
            }
        }

        init(_ severity: Severity) {
            switch severity {
            case .error: self = .error
            case .warning: self = .warning
            case .note: self = .notice
            }
        }
    }

    /// A line of the report: an input not read, or a finding, by its index in the report.
    private enum Item {
        case failure(Int)
        case finding(Int)
    }

    func render(_ report: Report) -> [UInt8] {
        let text = TextReporter()
        // Errors, warnings, notices; each kind in report order. Only the first of each kind
        // become annotations: the others' annotations are never made (46,000 of them were).
        var byKind: [[Item]] = Kind.allCases.map { _ in [] }
        byKind[Kind.error.rawValue] = report.failures.indices.map(Item.failure)
        for index in report.findings.indices { byKind[Kind(report.findings[index].severity).rawValue].append(.finding(index)) }
        let overflows = byKind.contains { $0.count > GitHubReporter.perKindLimit }
        func annotation(_ item: Item) -> String {
            switch item {
            case .failure(let index):
                let failure = report.failures[index]
                var properties = ["file=" + property(report.paths.relative(failure.file))]
                if let location = failure.location { properties += ["line=\(location.line)", "col=\(location.column)"] }
                properties.append("title=" + property("hark: input not read"))
                return "::error \(properties.joined(separator: ","))::\(data(failure.message))"
            case .finding(let index):
                let finding = report.findings[index]
                let locale = finding.locale.map { " (\($0))" } ?? ""
                let properties = [
                    "file=" + property(report.paths.relative(finding.location.file)),
                    "line=\(finding.location.line)", "col=\(finding.location.column)",
                    "title=" + property("hark " + finding.rule),
                ].joined(separator: ",")
                return "::\(Kind(finding.severity).word) \(properties)::\(data(finding.text + locale))"
            }
        }
        func plain(_ item: Item) -> String {
            switch item {
            case .failure(let index): return text.line(report.failures[index], paths: report.paths)
            case .finding(let index): return text.line(report.findings[index], paths: report.paths)
            }
        }
        var shown: [String] = []
        var hidden: [String] = []
        var left = [0, 0, 0]
        for kind in Kind.allCases {
            // The counting notice takes one of the notices' places.
            let limit = GitHubReporter.perKindLimit - (kind == .notice && overflows ? 1 : 0)
            for (index, item) in byKind[kind.rawValue].enumerated() {
                if index < limit {
                    shown.append(annotation(item))
                } else {
                    hidden.append(plain(item))
                    left[kind.rawValue] += 1
                }
            }
        }
        var lines = shown
        if !hidden.isEmpty {
            let parts = zip(Kind.allCases, left).filter { $0.1 > 0 }.map { "\($0.1) \($0.0.word)\($0.1 == 1 ? "" : "s")" }
            let message = "\(parts.joined(separator: ", ")) more not shown as annotations (GitHub shows \(GitHubReporter.perKindLimit) of each kind "
                + "per step); they are listed below in the log"
            lines.append("::notice title=" + property("hark: more findings") + "::" + data(message))
            lines += hidden
        }
        if !report.quiet { lines.append(text.summary(report.counts, failures: report.failures.count, suppressed: report.suppressed)) }
        return lines.isEmpty ? [] : Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    /// The step summary, when GitHub names its file.
    func appendices(_ report: Report, environment: [String: String]) -> [(file: String, text: String)] {
        guard let file = environment["GITHUB_STEP_SUMMARY"], !file.isEmpty else { return [] }
        return [(file, stepSummary(report))]
    }

    /// The Markdown GitHub shows on the run's summary page (`$GITHUB_STEP_SUMMARY`): the counts,
    /// a table of findings per rule, and the findings themselves (the first 500).
    func stepSummary(_ report: Report) -> String {
        let text = TextReporter()
        var markdown = "## Hark\n\n" + text.summary(report.counts, failures: report.failures.count, suppressed: report.suppressed) + "\n\n"
        if !report.failures.isEmpty {
            markdown += "| input not read | problem |\n| --- | --- |\n"
            for failure in report.failures {
                let place = failure.location.map { "\(report.paths.relative($0.file)):\($0.line):\($0.column)" } ?? report.paths.relative(failure.file)
                markdown += "| \(cell(place)) | \(cell(failure.message)) |\n"
            }
            markdown += "\n"
        }
        guard !report.findings.isEmpty else { return markdown }
        var perRule: [String: (severity: Severity, count: Int)] = [:]
        for finding in report.findings {
            let current = perRule[finding.rule]
            perRule[finding.rule] = (max(current?.severity ?? .note, finding.severity), (current?.count ?? 0) + 1)
        }
        markdown += "| rule | severity | findings |\n| --- | --- | ---: |\n"
        for (rule, entry) in perRule.sorted(by: { ($1.value.severity, $0.key) < ($0.value.severity, $1.key) }) {
            let name = report.ruleDocument(rule).map { "[`\(rule)`](\($0))" } ?? "`\(rule)`"
            markdown += "| \(name) | \(entry.severity.rawValue) | \(entry.count) |\n"
        }
        let limit = 500
        markdown += "\n<details><summary>Findings</summary>\n\n| where | severity | finding | rule |\n| --- | --- | --- | --- |\n"
        for finding in report.findings.prefix(limit) {
            let place = "\(report.paths.relative(finding.location.file)):\(finding.location.line):\(finding.location.column)"
            let locale = finding.locale.map { " (\($0))" } ?? ""
            markdown += "| \(cell(place)) | \(finding.severity.rawValue) | \(cell(finding.text + locale)) | `\(finding.rule)` |\n"
        }
        if report.findings.count > limit { markdown += "\n…and \(report.findings.count - limit) more: see the full report.\n" }
        return markdown + "\n</details>\n"
    }

    /// A table cell: one line, no column separators, no markup.
    private func cell(_ text: String) -> String {
        MarkupEscaping.escape(SingleLine.escape(text)).replacingOccurrences(of: "|", with: "\\|")
    }

    /// A workflow command's message: `%`, CR and LF percent-encoded.
    private func data(_ text: String) -> String {
        Self.percentEncode(text, also: [])
    }

    /// A workflow command's property value: the message's escapes, and `:` and `,` too.
    private func property(_ text: String) -> String {
        Self.percentEncode(text, also: [UInt8(ascii: ":"), UInt8(ascii: ",")])
    }

    /// One pass over the bytes (a report of thousands of findings escapes every message).
    private static func percentEncode(_ text: String, also extra: [UInt8]) -> String {
        func needsEscape(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "%") || byte == 0x0D || byte == 0x0A || extra.contains(byte)
        }
        guard text.utf8.contains(where: needsEscape) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            if needsEscape(byte) {
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            } else {
                bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
