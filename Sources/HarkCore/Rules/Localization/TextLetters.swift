/// Whether a localized text has anything to translate: letters, once its format specifiers,
/// run-time placeholders (`{nItems}`) and the terms kept in every language are taken out.
/// `%lld. `, `{nItems}` and `© 2026` read the same in every language.
func hasLetters(_ value: some UTF8Text, keeping terms: KeptTerms = KeptTerms([]), placeholders: RuntimePlaceholders) -> Bool {
    if placeholders.leavesUnchanged(value), let answer = LetterShortcut.answer(value, hasTerms: !terms.longestFirst.isEmpty) {
        return answer
    }
    return hasLettersInGeneral(value.string, keeping: terms, placeholders: placeholders)
}

/// `hasLetters` by making the text it describes: what `LetterShortcut` must agree with.
func hasLettersInGeneral(_ value: String, keeping terms: KeptTerms, placeholders: RuntimePlaceholders) -> Bool {
    guard value.unicodeScalars.contains(where: { $0.isAlphabetic }) else { return false }
    var text = placeholders.removing(from: value)
    let specifiers = FormatSpecifiers.parse(text).specifiers
    if !specifiers.isEmpty {
        if let blanked = SpecifierBlanking.replacing(specifiers.map(\.text), in: text) {
            text = blanked
        } else {
            for specifier in specifiers { text = text.replacingOccurrences(of: specifier.text, with: " ") }
        }
    }
    for term in terms.longestFirst where text.containsBytes(term) { text = text.replacingOccurrences(of: term, with: " ") }
    return text.unicodeScalars.contains { $0.isAlphabetic }
}

/// Terms kept in every language, longest first (so that "Apple Watch" goes before "Apple"),
/// ordered once: a rule asks about every entry of every table.
struct KeptTerms: Sendable {
    let longestFirst: [String]

    init(_ terms: Set<String>) {
        longestFirst = terms.map { ($0, $0.count) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }
}

/// Whether an entry has anything to translate, in its value, its variants or the forms of its
/// plural rules (a `.stringsdict` format `%#@n@` is all specifier; its forms are the words).
func hasLetters(_ entry: StringsEntry, in table: StringsTable, placeholders: RuntimePlaceholders) -> Bool {
    if hasLetters(entry.text, placeholders: placeholders) { return true }
    if entry.variants.contains(where: { hasLetters($0.value, placeholders: placeholders) }) { return true }
    return (table.pluralsByKey[entry.key] ?? []).contains { rule in
        rule.forms.values.contains { hasLetters($0.value, placeholders: placeholders) }
    }
}

/// Every occurrence of each specifier's text replaced by a space, one specifier after another, in
/// bytes: what Foundation's `replacingOccurrences(of:with:)` gives, without bridging the text to
/// an `NSString` once per specifier (a tenth of a localization-only audit). Foundation matches
/// whole composed characters only, so a match next to a character that could join it (a
/// combining mark after `%d`, a prepended sign before `%`) is left to Foundation: `nil`.
enum SpecifierBlanking {
    static func replacing(_ needles: [String], in text: String) -> String? {
        var bytes = Array(text.utf8)
        var output: [UInt8] = []
        for needle in needles {
            let pattern = Array(needle.utf8)
            guard !pattern.isEmpty, pattern.allSatisfy({ $0 < 0x80 }), bytes.count >= pattern.count else {
                if pattern.isEmpty || pattern.contains(where: { $0 >= 0x80 }) { return nil }
                continue
            }
            guard blank(pattern, in: &bytes, scratch: &output) != nil else { return nil }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Every occurrence of `pattern` (not empty) in `bytes` replaced by a space, left to right;
    /// whether one was. Nil, `bytes` unchanged, when a match does not stand alone.
    static func blank(_ pattern: [UInt8], in bytes: inout [UInt8], scratch output: inout [UInt8]) -> Bool? {
        guard let first = pattern.first else { return false }
        output.removeAll(keepingCapacity: true)
        var position = 0
        var replaced = false
        while position < bytes.count {
            if bytes[position] == first, position + pattern.count <= bytes.count,
               bytes[position..<(position + pattern.count)].elementsEqual(pattern) {
                guard standsAlone(bytes, position..<(position + pattern.count)) else { return nil }
                output.append(0x20)
                position += pattern.count
                replaced = true
            } else {
                output.append(bytes[position])
                position += 1
            }
        }
        if replaced { swap(&bytes, &output) }
        return replaced
    }

    /// Whether the characters on either side of `match` are ASCII, or non-ASCII characters that
    /// never join the one next to them into one composed character.
    private static func standsAlone(_ bytes: [UInt8], _ match: Range<Int>) -> Bool {
        if match.upperBound < bytes.count, bytes[match.upperBound] >= 0x80 {
            guard let next = scalar(in: bytes, at: match.upperBound), isSeparate(next) else { return false }
        }
        if match.lowerBound > 0, bytes[match.lowerBound - 1] >= 0x80 {
            var start = match.lowerBound - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            // A prepended character joins what follows: the Arabic number signs (format
            // characters, never separate) and the reph letters of some Indic scripts.
            guard let previous = scalar(in: bytes, at: start), isSeparate(previous),
                  previous.value != 0x0D4E, !(0x11000..<0x12000).contains(previous.value) else { return false }
        }
        return true
    }

    private static func scalar(in bytes: [UInt8], at start: Int) -> Unicode.Scalar? {
        var iterator = bytes[start...].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) { return scalar }
        return nil
    }

    /// Letters, digits, punctuation, symbols and spaces that are their own composed character
    /// (not marks, format characters, modifier symbols, or the two Thai and Lao vowels that
    /// join the letter before them).
    private static func isSeparate(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value == 0x0E33 || scalar.value == 0x0EB3 || (0xFF9E...0xFF9F).contains(scalar.value) { return false }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .decimalNumber, .letterNumber, .otherNumber,
             .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation,
             .finalPunctuation, .otherPunctuation, .mathSymbol, .currencySymbol, .otherSymbol, .spaceSeparator:
            return true
        default:
            return false
        }
    }
}
