/// A recorded ("golden") speech transcript: what VoiceOver said for every element, one line
/// each, tab-separated (`screen  kind  element  locale  text`), so a change in speech shows up
/// in a code review as a one-line diff. Written by `hark speak --record`, checked by
/// `hark lint --transcript`.
struct GoldenTranscript: Sendable {
    struct Line: Sendable {
        let screen: String
        let kind: SpokenElement.Kind
        let element: String
        let locale: String
        let text: String
        let location: SourceLocation
    }

    static let header = "# Hark speech transcript, format 1. Record: hark speak --record FILE. Check: hark lint --transcript FILE."

    let file: String
    let includesRoles: Bool
    let lines: [Line]

    static func load(file: String) throws -> GoldenTranscript {
        let bytes = try FileSystem.readBytes(file, as: .transcript)
        do {
            return try parse(String(decoding: try TextDecoding.validateUTF8(bytes), as: UTF8.self), file: file)
        } catch let error as DecodingFailure {
            throw InputError("the transcript is not valid UTF-8", at: error.location(in: file))
        }
    }

    static func parse(_ text: String, file: String) throws -> GoldenTranscript {
        var lines: [Line] = []
        var roles = false
        var sawHeader = false
        for (index, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let lineNumber = index + 1
            if raw.isEmpty { continue }
            if raw.hasPrefix("#") {
                if raw.hasPrefix("# Hark speech transcript, format 1") { sawHeader = true }
                if raw == "# roles: yes" { roles = true }
                continue
            }
            let fields = raw.split(separator: "\t", omittingEmptySubsequences: false)
            guard fields.count == 5 else {
                throw InputError("a transcript line has 5 tab-separated fields (screen, kind, element, locale, text), this one has \(fields.count)",
                                 at: SourceLocation(file: file, line: lineNumber, column: 1))
            }
            guard let kind = SpokenElement.Kind(rawValue: String(fields[1])) else {
                throw InputError("unknown kind \"\(fields[1])\" (title, header, control or text)",
                                 at: SourceLocation(file: file, line: lineNumber, column: fields[0].count + 2))
            }
            lines.append(Line(screen: String(fields[0]), kind: kind, element: String(fields[2]),
                              locale: String(fields[3]), text: unescape(String(fields[4])),
                              location: SourceLocation(file: file, line: lineNumber, column: 1)))
        }
        guard sawHeader else {
            throw InputError("not a Hark transcript (it must start with \"\(header)\")", at: SourceLocation(file: file, line: 1, column: 1))
        }
        return GoldenTranscript(file: file, includesRoles: roles, lines: lines)
    }

    /// The transcript of `speech`, as `load` reads it back.
    static func render(_ speech: [SpokenElement], includesRoles: Bool) -> [UInt8] {
        var output = header + "\n# roles: \(includesRoles ? "yes" : "no")\n"
        for spoken in speech {
            output += [spoken.screen, spoken.kind.rawValue, spoken.element, spoken.locale, escape(spoken.text)]
                .joined(separator: "\t") + "\n"
        }
        return Array(output.utf8)
    }

    /// Escapes a text for one transcript field (see `unescape`).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
            .replacingOccurrences(of: "\n", with: "\\n")
    }

    static func unescape(_ text: String) -> String {
        guard text.contains("\\") else { return text }
        var result = ""
        var escaping = false
        for character in text {
            if escaping {
                result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
