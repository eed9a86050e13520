/// SARIF 2.1.0, as GitHub code scanning reads it (valid against the OASIS schema, format checks
/// included): one run; the rules with their names, descriptions, documents and WCAG success
/// criteria; one result per finding with a location relative to `%SRCROOT%` (the base folder,
/// in `originalUriBaseIds`; `file://` for a file outside it) and a short fingerprint of its
/// identity; the invocation, with inputs that could not be read as notifications. Columns count
/// Unicode code points, as Hark's do.
struct SARIFReporter: JSONDocumentReporter {
    let id = "sarif"
    let summary = "SARIF 2.1.0, for GitHub code scanning"
    let includesSpeech = false

    /// GitHub code scanning takes at most 25,000 results a run.
    static let defaultMaxResults = 25_000

    func compose(_ report: Report, into json: inout JSONWriter) {
        let rules = report.rules.sorted { $0.id < $1.id }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let (results, leftOut) = capped(report.findings, to: report.maxResults)
        // Findings come file by file: each file's URI is made once.
        var uris: [String: (uri: String, baseID: String?)] = [:]
        json.beginObject()
        json.member("$schema", "https://json.schemastore.org/sarif-2.1.0.json")
        json.member("version", "2.1.0")
        json.key("runs")
        json.beginArray()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.key("driver")
        json.beginObject()
        json.member("name", "hark")
        json.member("version", harkVersion)
        json.member("semanticVersion", harkVersion)
        json.key("rules")
        json.beginArray()
        for rule in rules { writeRule(rule, report: report, to: &json) }
        json.endArray()
        json.key("notifications")
        json.beginArray()
        writeDescriptor("input-error", "An input could not be read or is invalid; it was not audited.", to: &json)
        writeDescriptor("results-capped", "The run had more results than the report holds (--sarif-max-results).", to: &json)
        json.endArray()
        json.endObject()
        json.endObject()
        writeInvocation(report, leftOut: leftOut, kept: results.count, to: &json)
        json.key("originalUriBaseIds")
        json.beginObject()
        json.key("%SRCROOT%"); json.beginObject(); json.member("uri", report.paths.baseURI); json.endObject()
        json.endObject()
        json.member("columnKind", "unicodeCodePoints")
        json.key("results")
        json.beginArray()
        var occurrences: [String: Int] = [:]
        for finding in results {
            let file = report.paths.relative(finding.location.file)
            // Stable across runs, working folders, line moves and rewording: a hash of the
            // finding's identity, numbered when several findings share it.
            let hash = StableHash.hex(finding.identity(file: file))
            occurrences[hash, default: 0] += 1
            json.beginObject()
            json.member("ruleId", finding.rule)
            if let position = index[finding.rule] { json.member("ruleIndex", position) }
            json.member("level", level(finding.severity))
            let locale = finding.locale.map { " (\($0))" } ?? ""
            json.key("message"); json.beginObject(); json.member("text", finding.text + locale); json.endObject()
            json.key("locations")
            json.beginArray()
            json.beginObject()
            writePhysicalLocation(finding.location.file, line: finding.location.line, column: finding.location.column, report: report, uris: &uris, to: &json)
            json.endObject()
            json.endArray()
            json.key("partialFingerprints")
            json.beginObject()
            json.member("harkFinding/v3", "\(hash):\(occurrences[hash] ?? 1)")
            json.endObject()
            if finding.locale != nil || finding.screen != nil || finding.element != nil || !finding.message.subject.isEmpty {
                json.key("properties")
                json.beginObject()
                json.member("screen", finding.screen)
                json.member("element", finding.element)
                json.member("key", finding.message.subject.isEmpty ? nil : finding.message.subject)
                json.member("locale", finding.locale)
                json.endObject()
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
    }

    /// The findings a capped report keeps: the most severe first, then in report order; and
    /// how many are left out.
    func capped(_ findings: [Finding], to limit: Int?) -> (kept: [Finding], leftOut: Int) {
        guard let limit, findings.count > limit else { return (findings, 0) }
        let chosen = findings.indices.sorted { a, b in
            findings[a].severity != findings[b].severity ? findings[a].severity > findings[b].severity : a < b
        }.prefix(max(limit, 0)).sorted()
        return (chosen.map { findings[$0] }, findings.count - chosen.count)
    }

    private func writeRule(_ rule: RuleDocument, report: Report, to json: inout JSONWriter) {
        json.beginObject()
        json.member("id", rule.id)
        json.member("name", rule.id.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined())
        json.key("shortDescription"); json.beginObject(); json.member("text", rule.title); json.endObject()
        json.key("fullDescription"); json.beginObject(); json.member("text", fullDescription(rule)); json.endObject()
        if let uri = report.ruleDocument(rule.id) { json.member("helpUri", uri) }
        json.key("help"); json.beginObject(); json.member("text", rule.body); json.member("markdown", rule.body); json.endObject()
        json.key("defaultConfiguration"); json.beginObject(); json.member("level", level(rule.severity)); json.endObject()
        json.key("properties"); json.beginObject()
        json.key("tags"); json.beginArray()
        json.string(rule.category)
        for criterion in rule.wcag { json.string("WCAG \(criterion)") }
        json.endArray()
        json.endObject()
        json.endObject()
    }

    /// The first paragraph of the document's "What it finds", on one line.
    func fullDescription(_ rule: RuleDocument) -> String {
        let lines = rule.body.split(separator: "\n", omittingEmptySubsequences: false)
        guard let heading = lines.firstIndex(where: { $0.hasPrefix("## What it finds") }) else { return rule.title }
        let paragraph = lines[(heading + 1)...].drop { $0.trimmingSpaces.isEmpty }.prefix { !$0.trimmingSpaces.isEmpty && !$0.hasPrefix("#") }
        let text = paragraph.map { $0.trimmingSpaces }.joined(separator: " ")
        return text.isEmpty ? rule.title : text
    }

    private func writeDescriptor(_ id: String, _ text: String, to json: inout JSONWriter) {
        json.beginObject()
        json.member("id", id)
        json.key("shortDescription"); json.beginObject(); json.member("text", text); json.endObject()
        json.endObject()
    }

    /// `invocations[0]`: whether every input was read, and a notification for each that was
    /// not, and for results left out by the cap.
    private func writeInvocation(_ report: Report, leftOut: Int, kept: Int, to json: inout JSONWriter) {
        json.key("invocations")
        json.beginArray()
        json.beginObject()
        json.member("executionSuccessful", report.failures.isEmpty)
        json.key("toolExecutionNotifications")
        json.beginArray()
        var uris: [String: (uri: String, baseID: String?)] = [:]
        for failure in report.failures {
            json.beginObject()
            json.member("level", "error")
            json.key("message"); json.beginObject(); json.member("text", failure.message); json.endObject()
            json.key("locations")
            json.beginArray()
            json.beginObject()
            writePhysicalLocation(failure.file, line: failure.location?.line, column: failure.location?.column, report: report, uris: &uris, to: &json)
            json.endObject()
            json.endArray()
            json.key("descriptor"); json.beginObject(); json.member("id", "input-error"); json.endObject()
            json.endObject()
        }
        if leftOut > 0 {
            json.beginObject()
            json.member("level", "warning")
            let text = "\(leftOut) of \(leftOut + kept) results were left out (the report holds \(kept), the most severe first; "
                + "raise --sarif-max-results, or read the text or JSON report for all of them)"
            json.key("message"); json.beginObject(); json.member("text", text); json.endObject()
            json.key("descriptor"); json.beginObject(); json.member("id", "results-capped"); json.endObject()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
    }

    private func writePhysicalLocation(_ file: String, line: Int?, column: Int?, report: Report,
                                       uris: inout [String: (uri: String, baseID: String?)], to json: inout JSONWriter) {
        json.key("physicalLocation")
        json.beginObject()
        json.key("artifactLocation")
        json.beginObject()
        let (uri, baseID) = uris[file] ?? report.paths.artifactURI(file)
        uris[file] = (uri, baseID)
        json.member("uri", uri)
        json.member("uriBaseId", baseID)
        json.endObject()
        if let line, let column {
            json.key("region")
            json.beginObject()
            json.member("startLine", line)
            json.member("startColumn", column)
            json.endObject()
        }
        json.endObject()
    }

    func level(_ severity: Severity) -> String { severity.rawValue }
}

private extension Substring {
    var trimmingSpaces: String { String(self).trimmedWhitespace }
}
