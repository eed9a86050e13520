/// Right-to-left languages, and how a terminal line keeps such text readable.
enum TextDirection {
    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    static func isRightToLeft(_ locale: String) -> Bool {
        rightToLeftLanguages.contains(LocaleCode(locale).language)
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
