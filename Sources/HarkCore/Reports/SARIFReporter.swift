/// SARIF 2.1.0, as GitHub code scanning accepts it: one run, the rules with their documents,
/// one result per finding with its region. Columns count Unicode code points, as Hark's do.
struct SARIFReporter: Reporter {
    let id = "sarif"
    let summary = "SARIF 2.1.0, for GitHub code scanning"
    let includesSpeech = false

    func render(_ report: Report) -> [UInt8] {
        let rules = report.rules.sorted { $0.id < $1.id }
        let index = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        var json = JSONWriter()
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
        for rule in rules {
            json.beginObject()
            json.member("id", rule.id)
            json.key("shortDescription"); json.beginObject(); json.member("text", rule.title); json.endObject()
            json.key("help"); json.beginObject(); json.member("text", rule.body); json.member("markdown", rule.body); json.endObject()
            json.key("defaultConfiguration"); json.beginObject(); json.member("level", level(rule.severity)); json.endObject()
            json.key("properties"); json.beginObject()
            json.key("tags"); json.beginArray(); json.string(rule.category); json.endArray()
            json.endObject()
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endObject()
        json.member("columnKind", "unicodeCodePoints")
        json.key("results")
        json.beginArray()
        for finding in report.findings {
            json.beginObject()
            json.member("ruleId", finding.rule)
            if let position = index[finding.rule] { json.member("ruleIndex", position) }
            json.member("level", level(finding.severity))
            json.key("message"); json.beginObject(); json.member("text", finding.text); json.endObject()
            json.key("locations")
            json.beginArray()
            json.beginObject()
            json.key("physicalLocation")
            json.beginObject()
            json.key("artifactLocation")
            json.beginObject()
            json.member("uri", report.paths.relative(finding.location.file))
            json.endObject()
            json.key("region")
            json.beginObject()
            json.member("startLine", finding.location.line)
            json.member("startColumn", finding.location.column)
            json.endObject()
            json.endObject()
            json.endObject()
            json.endArray()
            // Stable across runs, line moves and rewording: a hash of the finding's identity.
            json.key("partialFingerprints")
            json.beginObject()
            json.member("harkFinding/v2", StableHash.hex(finding.identity(file: report.paths.relative(finding.location.file))))
            json.endObject()
            if finding.locale != nil || finding.screen != nil || finding.element != nil {
                json.key("properties")
                json.beginObject()
                json.member("screen", finding.screen)
                json.member("element", finding.element)
                json.member("locale", finding.locale)
                json.endObject()
            }
            json.endObject()
        }
        json.endArray()
        json.endObject()
        json.endArray()
        json.endObject()
        return json.bytes
    }

    func level(_ severity: Severity) -> String { severity.rawValue }
}
