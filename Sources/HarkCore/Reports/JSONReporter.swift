/// The JSON report (`docs/spec.md` §5): the summary, every finding with its place, and what
/// VoiceOver says for every element in every audited locale; inputs that could not be read
/// under `failures`.
struct JSONReporter: JSONDocumentReporter {
    let id = "json"
    let summary = "one object: summary, findings, speech (for scripts)"
    let includesSpeech = true

    func compose(_ report: Report, into json: inout JSONWriter) {
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
        writeInventory(report.inventory, paths: report.paths, to: &json)
        if !report.failures.isEmpty {
            json.key("failures")
            json.beginArray()
            for failure in report.failures {
                json.beginObject()
                json.member("message", failure.message)
                json.member("file", report.paths.relative(failure.file))
                if let location = failure.location {
                    json.member("line", location.line)
                    json.member("column", location.column)
                }
                json.endObject()
            }
            json.endArray()
        }
        json.key("findings")
        json.beginArray()
        for finding in report.findings {
            json.beginObject()
            json.member("rule", finding.rule)
            json.member("severity", finding.severity.rawValue)
            json.member("message", finding.text)
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
        SpeechReport.writeJSON(report.speech, to: &json)
        json.endObject()
    }

    /// What was read, as the text report's last line says it: a script sees that a folder of
    /// toggles gave no switch, or that something was skipped, as a person does.
    private func writeInventory(_ inventory: Inventory, paths: PathDisplay, to json: inout JSONWriter) {
        json.key("inventory")
        json.beginObject()
        json.key("read")
        json.beginArray()
        for format in inventory.formats {
            json.beginObject()
            json.member("kind", format.name)
            json.member("files", format.files)
            json.member("switches", format.switches)
            json.endObject()
        }
        json.endArray()
        json.member("localizationFolders", inventory.localizationFolders)
        for (key, lines) in [("notResolved", inventory.notes), ("notRead", inventory.leftOut)] where !lines.isEmpty {
            json.key(key)
            json.beginArray()
            for line in lines { json.string(line) }
            json.endArray()
        }
        if !inventory.skipped.isEmpty {
            json.key("skipped")
            json.beginArray()
            for skipped in inventory.skipped {
                json.beginObject()
                json.member("file", paths.relative(skipped.file))
                json.member("reason", skipped.reason)
                json.endObject()
            }
            json.endArray()
        }
        json.endObject()
    }
}
