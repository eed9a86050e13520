/// What `hark speak` prints: every screen in reading order, as text (one heading line per
/// file, screen and locale, then one line per spoken element) or as a JSON transcript.
enum SpeechReport {
    /// The speech of one input file.
    struct Part: Sendable {
        let file: String
        let spoken: [SpokenElement]
    }

    static func text(_ parts: [Part], paths: PathDisplay) -> [UInt8] {
        var lines: [String] = []
        for part in parts {
            var heading = ""
            for element in part.spoken {
                let current = "\(paths.relative(part.file)) · \(element.screen) · \(element.locale)"
                if current != heading {
                    if !lines.isEmpty { lines.append("") }
                    lines.append("== \(current)")
                    heading = current
                }
                lines.append("  " + TextDirection.isolate(element.text, locale: element.locale))
            }
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    static func json(_ parts: [Part]) -> [UInt8] {
        var json = JSONWriter()
        writeJSON(parts.flatMap(\.spoken), to: &json)
        return json.bytes
    }

    /// The speech transcript: screen, element, locale, kind and text of each spoken element.
    static func writeJSON(_ speech: [SpokenElement], to json: inout JSONWriter) {
        json.beginArray()
        writeJSONElements(speech, to: &json)
        json.endArray()
    }

    /// The same, spoken part by part as it is written.
    static func writeJSON(_ speech: SpeechTranscript, to json: inout JSONWriter) {
        json.beginArray()
        speech.forEachPart { writeJSONElements($0, to: &json) }
        json.endArray()
    }

    private static func writeJSONElements(_ speech: [SpokenElement], to json: inout JSONWriter) {
        for spoken in speech {
            json.beginObject()
            json.member("screen", spoken.screen)
            json.member("element", spoken.element)
            json.member("locale", spoken.locale)
            json.member("kind", spoken.kind.rawValue)
            json.member("text", spoken.text)
            json.endObject()
        }
    }
}

/// What `hark speak --activate` prints: for one switch in each locale, what VoiceOver says on
/// focus and after a double tap.
struct ActivationReport: Sendable {
    struct Entry: Sendable {
        let screen: String
        let element: String
        let locale: String
        /// The announcement on focus; nil when VoiceOver cannot focus the switch.
        let focus: String?
        let activation: Activation
    }

    let entries: [Entry]

    var text: [UInt8] {
        var lines: [String] = []
        for entry in entries {
            lines.append("== \(entry.screen) · \(entry.element) · \(entry.locale)")
            lines.append("  focus:      " + (entry.focus.map { TextDirection.isolate($0, locale: entry.locale) }
                ?? "(VoiceOver skips this switch: it is not an accessibility element, or hidden)"))
            switch entry.activation {
            case .spoken(let words): lines.append("  double tap: " + TextDirection.isolate(words, locale: entry.locale))
            case .silent(let reason): lines.append("  double tap: (nothing is spoken: \(reason))")
            }
        }
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    var json: [UInt8] {
        var json = JSONWriter()
        json.beginArray()
        for entry in entries {
            json.beginObject()
            json.member("screen", entry.screen)
            json.member("element", entry.element)
            json.member("locale", entry.locale)
            json.member("focus", entry.focus ?? "")
            switch entry.activation {
            case .spoken(let words): json.member("activation", words)
            case .silent(let reason): json.member("silent", reason)
            }
            json.endObject()
        }
        json.endArray()
        return json.bytes
    }
}

/// What `hark rules` and `hark explain` print.
enum RuleListReport {
    /// One line per rule: id, default severity, category, title, in columns.
    static func list(_ documents: [RuleDocument]) -> [UInt8] {
        let idWidth = documents.map(\.id.count).max() ?? 0
        var lines = ""
        for document in documents {
            lines += pad(document.id, idWidth) + "  " + pad(document.severity.rawValue, 7) + "  "
                + pad(document.category, 13) + "  " + document.title + "\n"
        }
        return Array(lines.utf8)
    }

    static func explain(_ document: RuleDocument) -> [UInt8] {
        Array("\(document.id) (\(document.severity.rawValue), \(document.category)): \(document.title)\n\n\(document.body)\n".utf8)
    }

    private static func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }
}
