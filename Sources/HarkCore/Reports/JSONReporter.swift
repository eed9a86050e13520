/// The JSON report of spec §5.
public struct JSONReporter: Sendable {
    public init() {}

    public func render(_ report: Report) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.key("tool")
        json.beginObject()
        json.member("name", "hark")
        json.member("version", harkVersion)
        json.endObject()
        json.member("format", 1)
        let counts = report.counts
        json.key("summary")
        json.beginObject()
        json.member("error", counts.error)
        json.member("warning", counts.warning)
        json.member("note", counts.note)
        json.endObject()
        json.key("findings")
        json.beginArray()
        for finding in report.findings {
            json.beginObject()
            json.member("rule", finding.rule)
            json.member("severity", finding.severity.rawValue)
            json.member("message", finding.message)
            json.member("file", report.paths.relative(finding.location.file))
            json.member("line", finding.location.line)
            json.member("column", finding.location.column)
            json.member("screen", finding.screen)
            json.member("element", finding.element)
            json.member("locale", finding.locale)
            json.endObject()
        }
        json.endArray()
        json.key("speech")
        JSONReporter.writeSpeech(report.speech, to: &json)
        json.endObject()
        return json.bytes
    }

    /// The speech transcript: screen, element, locale, kind and text of each spoken element.
    public static func writeSpeech(_ speech: [SpokenElement], to json: inout JSONWriter) {
        json.beginArray()
        for spoken in speech {
            json.beginObject()
            json.member("screen", spoken.screen)
            json.member("element", spoken.element)
            json.member("locale", spoken.locale)
            json.member("kind", spoken.kind.rawValue)
            json.member("text", spoken.text)
            json.endObject()
        }
        json.endArray()
    }
}
