/// Right-to-left languages, and how a terminal line keeps such text readable.
enum TextDirection {
    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    static func isRightToLeft(_ locale: String) -> Bool {
        rightToLeftLanguages.contains(asciiLanguage(of: locale) ?? LocaleCode(locale).language)
    }

    /// `LocaleCode(locale).language` read from the bytes (every line of a report asks): the
    /// code up to its first `-` or `_`, lower-cased; nil when that is empty or not ASCII.
    private static func asciiLanguage(of locale: String) -> String? {
        locale.withUTF8Bytes { bytes in
            var language: [UInt8] = []
            for byte in bytes {
                if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") { break }
                guard byte < 0x80 else { return nil }
                language.append((0x41...0x5A).contains(byte) ? byte + 0x20 : byte)
            }
            return language.isEmpty ? nil : String(decoding: language, as: UTF8.self)
        }
    }

    /// Wraps right-to-left text in a Unicode bidi isolate (RLI … PDI) so the text around it
    /// on the same line (paths, columns, rule ids) keeps its left-to-right order. The text
    /// itself stays in logical order; JSON reports keep the plain string.
    static func isolate(_ text: String, locale: String) -> String {
        isRightToLeft(locale) ? "\u{2067}" + text + "\u{2069}" : text
    }

    /// First-strong isolate (FSI … PDI) for a message whose direction depends on its content.
    static func isolateMessage(_ text: String) -> String {
        "\u{2068}" + text + "\u{2069}"
    }
}
