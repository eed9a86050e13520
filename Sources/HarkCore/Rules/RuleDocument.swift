/// A rule's document, `Rules/<id>.md`: a header of `key: value` lines between `---` fences
/// (id, severity, category, title, and `wcag:` the WCAG success criteria it checks, if any),
/// then Markdown sections (what, why, how to fix) and the
/// examples, which the test suite runs so a document cannot drift from its rule.
struct RuleDocument: Sendable {
    let id: String
    let severity: Severity
    let category: String
    let title: String
    /// WCAG 2.2 success criteria the rule checks (`1.4.11`), from the header's `wcag:` line.
    var wcag: [String] = []
    let file: String
    /// The Markdown after the header.
    let body: String

    /// The examples, read from the body when asked for (the test suite runs them; a lint run,
    /// which loads every document, never looks at them: reading them, and splitting each whole
    /// document into lines for its header, were a sixth of its start).
    var examples: [RuleExample] { RuleExample.parse(lines: body.lines, from: 0) }

    static func parse(_ text: String, file: String) throws -> RuleDocument {
        guard let (lines, headerBytes) = headerLines(of: text) else {
            throw InputError("a rule document starts with a '---' header", at: SourceLocation(file: file, line: 1, column: 1))
        }
        let end = lines.count - 1
        var fields: [String: String] = [:]
        for (offset, line) in lines[1..<end].enumerated() {
            guard let colon = line.firstIndex(of: ":") else {
                throw InputError("header lines are 'key: value'", at: SourceLocation(file: file, line: offset + 2, column: 1))
            }
            fields[String(line[..<colon])] = String(line[line.index(after: colon)...]).trimmedWhitespace
        }
        func field(_ key: String) throws -> String {
            guard let value = fields[key], !value.isEmpty else {
                throw InputError("the header has no '\(key)'", at: SourceLocation(file: file, line: 1, column: 1))
            }
            return value
        }
        let severityText = try field("severity")
        guard let severity = Severity(rawValue: severityText) else {
            throw InputError("severity must be error, warning or note", at: SourceLocation(file: file, line: 1, column: 1))
        }
        // The text after the header's closing line, as written.
        let body = String(decoding: text.utf8.dropFirst(headerBytes), as: UTF8.self).trimmedLineBreaks
        let wcag = (fields["wcag"] ?? "").split(separator: ",").map { String($0).trimmedWhitespace }.filter { !$0.isEmpty }
        return RuleDocument(id: try field("id"), severity: severity, category: try field("category"),
                            title: try field("title"), wcag: wcag, file: file, body: body)
    }

    /// The lines from the opening `---` to the closing one, and the bytes they take with their
    /// line feeds; nil when the text does not open with `---` or never closes it. Only these
    /// lines are split off: the body stays one string.
    private static func headerLines(of text: String) -> (lines: [String], bytes: Int)? {
        text.withUTF8Bytes { bytes in
            var lines: [String] = []
            var start = 0
            while start <= bytes.count {
                let feed = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<feed]), as: UTF8.self)
                lines.append(line)
                if line == "---" && lines.count > 1 { return (lines, feed + 1) }
                if lines.count == 1 && line != "---" { return nil }
                start = feed + 1
            }
            return nil
        }
    }
}

/// One example of a rule document: a `### Failing: …` or `### Passing: …` heading followed by
/// fenced files (info string `<language> <path>`) and, for failing ones, optionally the
/// expected findings (info string `text findings`), one report line each.
struct RuleExample: Sendable {
    let title: String
    let isFailing: Bool
    /// Relative path -> content.
    let files: [(path: String, content: String)]
    let expectedFindings: [String]?

    static func parse(lines: [String], from start: Int) -> [RuleExample] {
        var examples: [RuleExample] = []
        var current: (title: String, failing: Bool)? = nil
        var files: [(String, String)] = []
        var expected: [String]? = nil
        func flush() {
            if let current { examples.append(RuleExample(title: current.title, isFailing: current.failing, files: files, expectedFindings: expected)) }
            files = []
            expected = nil
        }
        var index = start
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("### Failing") || line.hasPrefix("### Passing") {
                flush()
                let title = String(line.drop(while: { $0 != ":" }).dropFirst()).trimmedWhitespace
                current = (title, line.hasPrefix("### Failing"))
            } else if line.hasPrefix("## ") {
                flush()
                current = nil
            } else if line.hasPrefix("```"), current != nil {
                let info = line.dropFirst(3).split(separator: " ").map(String.init)
                var content: [String] = []
                index += 1
                while index < lines.count, !lines[index].hasPrefix("```") {
                    content.append(lines[index])
                    index += 1
                }
                if info.count >= 2 && info[1] == "findings" {
                    expected = content.filter { !$0.isEmpty }
                } else if info.count >= 2 {
                    files.append((info[1], content.joined(separator: "\n") + "\n"))
                }
            }
            index += 1
        }
        flush()
        return examples
    }
}
