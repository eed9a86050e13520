/// Right-to-left languages, and how a terminal line keeps such text readable.
public enum TextDirection {
    private static let rightToLeftLanguages: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]

    public static func isRightToLeft(_ locale: String) -> Bool {
        let language = locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? locale
        return rightToLeftLanguages.contains(language)
    }

    /// Wraps right-to-left text in a Unicode bidi isolate (RLI … PDI) so the text around it
    /// on the same line (paths, columns, rule ids) keeps its left-to-right order. The text
    /// itself stays in logical order; JSON reports keep the plain string.
    public static func isolate(_ text: String, locale: String) -> String {
        isRightToLeft(locale) ? "\u{2067}" + text + "\u{2069}" : text
    }

    /// First-strong isolate (FSI … PDI) for a message whose direction depends on its content.
    public static func isolateMessage(_ text: String) -> String {
        "\u{2068}" + text + "\u{2069}"
    }
}
