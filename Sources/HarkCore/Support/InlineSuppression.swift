import Foundation

/// A comment an input reader found that talks to Hark (its text contains `hark:`), kept with
/// its place so the rules it names can be turned off there. Readers keep only such comments:
/// `.strings` tables (`/* hark:disable rule-id */`), Swift source (`// hark:disable:next
/// rule-id`), any format with comments.
struct SourceComment: Sendable, Hashable {
    /// The comment's text without its delimiters.
    let text: String
    /// Where the comment starts.
    let location: SourceLocation
    /// The line the comment ends on (a block comment may span lines).
    let endLine: Int

    /// Whether a comment's text is worth keeping: cheap enough to ask of every comment.
    static func mentionsHark(_ text: some StringProtocol) -> Bool { text.contains("hark:") }

    /// Whether a file's bytes say `hark:` anywhere: files that do not need no comment scan.
    static func mentionsHark(bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer(mentionsHark(bytes:))
    }

    /// The same, of bytes in place. Every byte of every table and source is searched, so the
    /// search starts from the marker's rarest letter, its `k` (a byte-by-byte search cost three
    /// instructions a byte).
    static func mentionsHark(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        ByteWords.contains("hark:", anchoredAt: 3, in: bytes)
    }
}

/// Rules turned off over some lines of a file by comments, as SwiftLint's are:
///
/// - `hark:disable rule-id …` from the comment's line to the end of the file, or to a
///   `hark:enable rule-id …` comment;
/// - `hark:disable:next rule-id …` on the line after the comment;
/// - `hark:disable:this rule-id …` on the comment's own line;
/// - `hark:disable:previous rule-id …` on the line before it.
///
/// Rule ids are separated by spaces or commas; `all` names every rule; text after ` -- ` is
/// the reason, for the reader.
struct InlineSuppression: Sendable, Hashable {
    /// Rule ids, or `all`.
    let rules: Set<String>
    let file: String
    let lines: ClosedRange<Int>
    let reason: String?
    /// The comment, for errors about it.
    let location: SourceLocation

    func covers(rule: String, at location: SourceLocation) -> Bool {
        location.file == file && lines.contains(location.line) && (rules.contains(rule) || rules.contains("all"))
    }

    /// The suppressions the comments of one file make, and the comments that say `hark:` but
    /// cannot be understood (a typo must never silently keep or hide a finding).
    static func parse(_ comments: [SourceComment]) -> (suppressions: [InlineSuppression], errors: [InputError]) {
        var suppressions: [InlineSuppression] = []
        var errors: [InputError] = []
        /// Open `disable` regions per file and rule: where they started.
        var open: [String: [String: (line: Int, reason: String?, location: SourceLocation)]] = [:]
        for comment in comments.sorted(by: { $0.location < $1.location }) {
            guard let directive = Directive(comment.text) else {
                errors.append(InputError("a hark: comment must say hark:disable, hark:enable, hark:disable:next, "
                                         + "hark:disable:this or hark:disable:previous followed by rule ids (or all)", at: comment.location))
                continue
            }
            let file = comment.location.file
            let line = comment.location.line
            switch directive.command {
            case "disable":
                for rule in directive.rules where open[file]?[rule] == nil {
                    open[file, default: [:]][rule] = (line, directive.reason, comment.location)
                }
            case "enable":
                for rule in directive.rules {
                    guard let start = open[file]?[rule] else { continue }
                    open[file]?[rule] = nil
                    suppressions.append(InlineSuppression(rules: [rule], file: file, lines: start.line...max(start.line, line),
                                                          reason: start.reason, location: start.location))
                }
            default:
                let target: Int
                switch directive.command {
                case "disable:next": target = comment.endLine + 1
                case "disable:previous": target = max(1, line - 1)
                default: target = line
                }
                suppressions.append(InlineSuppression(rules: Set(directive.rules), file: file, lines: target...max(target, comment.endLine),
                                                      reason: directive.reason, location: comment.location))
            }
        }
        for (file, rules) in open.sorted(by: { $0.key < $1.key }) {
            for (rule, start) in rules.sorted(by: { $0.key < $1.key }) {
                suppressions.append(InlineSuppression(rules: [rule], file: file, lines: start.line...Int.max,
                                                      reason: start.reason, location: start.location))
            }
        }
        return (suppressions, errors)
    }

    /// `hark:COMMAND rule-id rule-id -- reason`.
    private struct Directive {
        let command: String
        let rules: [String]
        let reason: String?

        static let commands = ["disable:next", "disable:this", "disable:previous", "disable", "enable"]

        init?(_ text: String) {
            guard let marker = text.range(of: "hark:") else { return nil }
            var rest = Substring(text[marker.upperBound...])
            guard let command = Directive.commands.first(where: { rest.hasPrefix($0) }) else { return nil }
            rest = rest.dropFirst(command.count)
            guard rest.isEmpty || rest.first == " " || rest.first == "\t" else { return nil }
            var reason: String? = nil
            if let separator = rest.range(of: "--") {
                reason = String(rest[separator.upperBound...]).trimmedWhitespace
                rest = rest[..<separator.lowerBound]
            }
            let rules = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" || $0 == "*" })
                .map(String.init).filter { !$0.isEmpty }
            guard !rules.isEmpty else { return nil }
            self.command = command
            self.rules = rules
            self.reason = reason?.isEmpty == true ? nil : reason
        }
    }
}
