/// The locales a finding concerns.
enum LocaleScope: Hashable, Sendable {
    /// Not tied to a locale (a switch's traits, a file's structure).
    case none
    case locale(String)
    /// The same problem at the same place in every audited locale, reported once.
    case everyLocale(count: Int)
    /// The same problem in every translation (every locale but the development language).
    case everyTranslation(count: Int)
    /// The same problem in three quarters or more of the `of` locales (translations, when
    /// `translations`), reported once; `except`: those of them without it.
    case mostLocales(count: Int, of: Int, translations: Bool, except: [String])

    var locale: String? {
        if case .locale(let locale) = self { return locale }
        return nil
    }

    var isCollapsed: Bool {
        switch self {
        case .everyLocale, .everyTranslation, .mostLocales: return true
        case .none, .locale: return false
        }
    }
}

/// One problem Hark found, as data: which rule, where, for which locale, and a typed message
/// that becomes words only when a report is written (`text`). Nothing downstream edits a
/// message; the auditor collapses, suppresses and baselines findings by their fields.
struct Finding: Sendable {
    let rule: String
    var severity: Severity
    let location: SourceLocation
    /// The screen id, when the finding belongs to a screen.
    let screen: String?
    /// The cell id (or storyboard object id), when the finding belongs to one element.
    let element: String?
    var scope: LocaleScope
    let message: any FindingMessage
    /// How the input the finding is about names its properties, for the message's fix.
    let phrasing: FixPhrasing
    /// Other ids of the element (a storyboard object id behind an accessibility identifier),
    /// which suppressions may name.
    var elementAliases: [String] = []
    /// A finding a summary already tells (a key a partly translated language lacks, which its
    /// table's one finding counts): never reported itself, it still counts as its locale's share
    /// where the same problem of most locales is told once (`LocaleCollapse`), so that a key
    /// missing from 16 of 17 languages is one finding whether or not some of them are summed up.
    var isToldInSummary = false

    /// The locale, when the finding concerns one locale only.
    var locale: String? { scope.locale }

    /// The message in words, with the locales it covers when it stands for several.
    var text: String { text(switchLabel: nil) }

    /// The same, naming the finding's switch by `switchLabel` too, the label it shows.
    func text(switchLabel: String?) -> String {
        let words = Self.visible(message.text(in: MessageContext(phrasing: phrasing, scope: scope, switchLabel: switchLabel)))
        switch scope {
        case .none, .locale: return words
        case .everyLocale(let count): return words + " (in all \(count) locales)"
        case .everyTranslation(let count): return words + " (in all \(count) translations)"
        case .mostLocales(let count, let total, let translations, let except):
            return words + " (in \(count) of \(total) \(translations ? "translations" : "locales"), all but \(except.joined(separator: ", ")))"
        }
    }

    /// The words with the characters a reader cannot see, or that would break a report's line,
    /// written out: `\n`, `\t`, `\r`, other controls and byte-order marks as `U+0006`.
    static func visible(_ words: String) -> String {
        // A byte pass first: every invisible scalar starts with a byte below 0x20, 0x7F, or
        // the lead byte of its UTF-8 form (C2: U+0080–U+009F, E2: U+2028–U+2029, EF: U+FEFF).
        guard words.withUTF8Bytes(mayHoldInvisible), words.unicodeScalars.contains(where: isInvisible) else { return words }
        var result = ""
        for scalar in words.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            case _ where isInvisible(scalar):
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a byte may start an invisible scalar; eight ASCII bytes with no control
    /// character are passed over at once (every message of every report is asked).
    private static func mayHoldInvisible(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func mayStartInvisible(_ byte: UInt8) -> Bool {
            byte < 0x20 || byte == 0x7F || byte == 0xC2 || byte == 0xE2 || byte == 0xEF
        }
        let raw = UnsafeRawBufferPointer(bytes)
        var index = 0
        while index + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if !ByteWords.isASCII(word) || ByteWords.hasByte(below: 0x20, in: word) || ByteWords.contains(word, 0x7F) {
                for offset in index..<(index + 8) where mayStartInvisible(bytes[offset]) { return true }
            }
            index += 8
        }
        while index < bytes.count {
            if mayStartInvisible(bytes[index]) { return true }
            index += 1
        }
        return false
    }

    /// Control characters (general category Cc, which Unicode fixes as U+0000–U+001F and
    /// U+007F–U+009F: no property lookup needed), byte-order marks and line separators.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return value < 0x20 || (0x7F...0x9F).contains(value) || value == 0xFEFF || value == 0x2028 || value == 0x2029
    }

    /// What identifies the finding whatever its wording and line: rule, file, screen, element,
    /// subject (a key, a property) and locale. Baselines and SARIF fingerprints use it.
    func identity(file: String) -> [String] {
        [rule, file, screen ?? "", element ?? "", message.subject, locale ?? ""]
    }

    /// The report order: file, line, column, rule, locale, subject. Rules report in a fixed
    /// order, so a stable sort on these keys gives byte-identical reports.
    static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.locale ?? "") != (b.locale ?? "") { return (a.locale ?? "") < (b.locale ?? "") }
        return a.message.subject < b.message.subject
    }
}

extension Array where Element == Finding {
    /// Sorted in report order; findings equal by it keep the order the rules reported them in.
    func sortedForReport() -> [Finding] {
        // Positions are sorted, not findings: a finding is 152 bytes, and moving each
        // several times (and a copy of all of them paired with their offsets) wrote pages the
        // sort then threw away.
        indices.sorted { a, b in
            if Finding.reportOrder(self[a], self[b]) { return true }
            if Finding.reportOrder(self[b], self[a]) { return false }
            return a < b
        }.map { self[$0] }
    }

    /// Without the findings that repeat the one before them in every field and word: a source
    /// file that two targets build (an app and its widget, each with its tables) is audited by
    /// both units, and a problem the two find alike is one problem. Only findings equal in
    /// report order are compared, so most are looked at no further than that.
    func withoutRepeats() -> [Finding] {
        var result: [Finding] = []
        result.reserveCapacity(count)
        for finding in self {
            if let last = result.last, last.repeats(finding) { continue }
            result.append(finding)
        }
        return result
    }
}

private extension Finding {
    func repeats(_ other: Finding) -> Bool {
        !Finding.reportOrder(self, other) && !Finding.reportOrder(other, self)
            && severity == other.severity && screen == other.screen && element == other.element
            && isToldInSummary == other.isToldInSummary && elementAliases == other.elementAliases
            && text == other.text
    }
}

struct SeverityCounts: Sendable, Equatable {
    var error = 0
    var warning = 0
    var note = 0

    init(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: error += 1
            case .warning: warning += 1
            case .note: note += 1
            }
        }
    }
}
