import Foundation

/// Placeholders an app's code replaces at run time that are not format specifiers: `{nItems}`,
/// `{Field Name}`, `{{online}}`, `${mediaName}` (templating libraries, Phrase and Localazy exports, labels a
/// storyboard leaves for the code). Patterns are regular expressions; the configuration may
/// give its own (`runtimePlaceholders`).
struct RuntimePlaceholders: Sendable {
    static let defaultPatterns = [#"\$?\{\{?[A-Za-z_][A-Za-z0-9_. '’-]*\}?\}"#]

    let patterns: [String]
    /// Empty for the default patterns, which are compiled once, when a text first needs them
    /// (`defaultExpressions`): compiling one at every start cost a tenth of an empty audit's
    /// instructions, and most audits never meet a brace.
    private let expressions: [NSRegularExpression]
    /// Whether `patterns` are the default ones (known once: asked of every text).
    private let hasDefaultPatterns: Bool

    /// Compiles `patterns`; throws for one that is no regular expression.
    init(patterns: [String]) throws {
        self.patterns = patterns
        hasDefaultPatterns = patterns == Self.defaultPatterns
        expressions = hasDefaultPatterns ? [] : try patterns.map { try NSRegularExpression(pattern: $0) }
    }

    private init() {
        patterns = Self.defaultPatterns
        hasDefaultPatterns = true
        expressions = []
    }

    static let standard = RuntimePlaceholders()

    /// The default patterns, compiled on first use (a `static let` is made once, thread-safely).
    /// They are constants that compile.
    private static let defaultExpressions: [NSRegularExpression] = defaultPatterns.compactMap { try? NSRegularExpression(pattern: $0) }

    /// Whether `removing(from:)` surely gives `text` back: the default patterns need a brace.
    func leavesUnchanged(_ text: some UTF8Text) -> Bool {
        hasDefaultPatterns && !text.withUTF8Bytes { bytes in
            bytes.baseAddress.map { memchr($0, Int32(UInt8(ascii: "{")), bytes.count) != nil } ?? false
        }
    }

    /// The text with every placeholder replaced by a space.
    func removing(from text: String) -> String {
        // The default patterns need a brace: most texts have none.
        if leavesUnchanged(text) { return text }
        var result = text
        for expression in hasDefaultPatterns ? Self.defaultExpressions : expressions {
            result = expression.stringByReplacingMatches(in: result, range: NSRange(result.startIndex..., in: result), withTemplate: " ")
        }
        return result
    }

    /// Whether the text holds a placeholder and nothing else but white space and punctuation.
    func isOnlyPlaceholders(_ text: String) -> Bool {
        let rest = removing(from: text)
        return rest != text && !rest.unicodeScalars.contains(where: \.isWordCharacter)
    }
}
