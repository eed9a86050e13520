/// Pseudo-localizations of the development language, as real locales a team can run its UI
/// tests in. Format specifiers (`%@`, `%1$d`, `%%`, `%#@n@`) are kept intact.
enum PseudoStyle: String, CaseIterable, Sendable {
    /// Accented and about 40% longer, in brackets (like Android's en-XA): finds hard-coded
    /// text, clipped labels and missing font glyphs.
    case accented = "en-XA"
    /// Right to left (like Android's ar-XB): the text is forced right to left, to find layouts
    /// that do not mirror.
    case bidi = "ar-XB"
    /// Every text twice (like Xcode's double-length pseudolanguage): finds truncation.
    case double = "en-XL"

    var locale: String { rawValue }
}

enum PseudoLocalizer {
    private static let accents: [Character: Character] = [
        "a": "á", "b": "ƀ", "c": "ç", "d": "ð", "e": "é", "f": "ƒ", "g": "ĝ", "h": "ĥ", "i": "í", "j": "ĵ", "k": "ķ", "l": "ļ",
        "m": "ɱ", "n": "ñ", "o": "ö", "p": "þ", "q": "ǫ", "r": "ŕ", "s": "š", "t": "ţ", "u": "û", "v": "ṽ", "w": "ŵ", "x": "ẋ",
        "y": "ý", "z": "ž", "A": "Å", "B": "Ɓ", "C": "Ç", "D": "Ð", "E": "É", "F": "Ƒ", "G": "Ĝ", "H": "Ĥ", "I": "Î", "J": "Ĵ",
        "K": "Ķ", "L": "Ļ", "M": "Ṁ", "N": "Ñ", "O": "Ö", "P": "Þ", "Q": "Ǫ", "R": "Ŕ", "S": "Š", "T": "Ţ", "U": "Û", "V": "Ṽ",
        "W": "Ŵ", "X": "Ẋ", "Y": "Ý", "Z": "Ž",
    ]
    private static let padding = ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]

    /// The text's parts: format specifiers (kept) and the text between them (transformed).
    static func segments(_ text: String) -> [(text: String, isSpecifier: Bool)] {
        let bytes = Array(text.utf8)
        var ranges = FormatSpecifiers.parse(text).specifiers.map(\.range)
        // `%%` is text for the reader but must stay two characters.
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == 0x25 && bytes[index + 1] == 0x25 { ranges.append(index..<index + 2); index += 2 } else { index += 1 }
        }
        ranges.sort { $0.lowerBound < $1.lowerBound }
        var result: [(String, Bool)] = []
        var cursor = 0
        func string(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        for range in ranges where range.lowerBound >= cursor {
            if range.lowerBound > cursor { result.append((string(cursor..<range.lowerBound), false)) }
            result.append((string(range), true))
            cursor = range.upperBound
        }
        if cursor < bytes.count { result.append((string(cursor..<bytes.count), false)) }
        return result
    }

    static func transform(_ text: String, style: PseudoStyle) -> String {
        let parts = segments(text)
        switch style {
        case .accented:
            let body = parts.map { $0.isSpecifier ? $0.text : String($0.text.map { accents[$0] ?? $0 }) }.joined()
            let letters = parts.filter { !$0.isSpecifier }.reduce(0) { $0 + $1.text.count }
            // About 40% longer: pad with words, as en-XA does.
            var extra: [String] = []
            var added = 0
            while added < (letters * 2 + 4) / 5 {
                let word = padding[extra.count % padding.count]
                extra.append(word)
                added += word.count + 1
            }
            return "[" + body + (extra.isEmpty ? "" : " " + extra.joined(separator: " ")) + "]"
        case .bidi:
            // Right-to-left override around the text, left-to-right override around each
            // specifier, so that the specifiers stay readable and intact.
            let body = parts.map { $0.isSpecifier ? "\u{202D}" + $0.text + "\u{202C}" : $0.text }.joined()
            return "\u{202E}" + body + "\u{202C}"
        case .double:
            return parts.map { $0.isSpecifier ? $0.text : $0.text + $0.text }.joined()
        }
    }
}
