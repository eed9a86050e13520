/// What a key made when the app runs looks like, as far as the code writes it: the text before
/// its first interpolation and after its last (`"product-add.\(key).success"`: `product-add.`
/// and `.success`). A key of the table shaped so may be one the lookup is given.
struct ComputedKeyShape: Hashable, Sendable {
    let prefix: String
    let suffix: String

    /// Shorter leading texts (`"a\(x)"`) say too little of the keys a lookup computes.
    static let shortestPrefix = 4
    /// The ending alone must say more (`Error.`, `_title`; not `s`, `ed`).
    static let shortestSuffix = 5

    /// The shape of a computed key written as a key: a prefix of `shortestPrefix` characters or
    /// more, with no white space (`"Reading from \(appName)"` is a sentence, which no key of a
    /// table starts like on purpose) unless a sentence's ending follows the computed part; nil
    /// otherwise, or when nothing of it is computed.
    init?(of text: LocalizedText?) {
        guard let text, text.containsExpression else { return nil }
        self.init(prefix: text.leadingLiteral ?? "", suffix: text.trailingLiteral ?? "")
    }

    /// The shape of an interpolated literal of the code (`"Open \(title) settings"`), which a
    /// lookup with a computed key may be given: written at both ends, as a literal may be
    /// anything (Home Assistant's sensor id `"\(sensorIDPrefix)_level"` is no key), or a key's
    /// namespace before the computed part (Passepartout's `"errors.modules.\(field.key)"`,
    /// stored in an error and looked up elsewhere), or a key's stem before a number or name the
    /// code counts through (Vultisig's `"faqQuestion\($0)"` for `1...9`, kept in a tuple and
    /// given to `NSLocalizedString` by the FAQ screen); nil for one without interpolation.
    init?(of literal: StringLiteral) {
        guard literal.parts.count > 1, case .text(let prefix) = literal.parts[0], !prefix.isEmpty else { return nil }
        if case .text(let suffix) = literal.parts[literal.parts.count - 1], !suffix.isEmpty {
            self.init(prefix: prefix, suffix: suffix)
        } else if literal.parts.count == 2, Self.isNamespace(prefix) || Self.isKeyStem(prefix) {
            self.init(prefix: prefix, suffix: "")
        } else {
            return nil
        }
    }

    /// Words joined by dots and ending with one, no white space (`errors.modules.`), or a
    /// namespace ending with `::`, which is nothing else (Home Assistant's `panel::`,
    /// `common::state::`).
    private static func isNamespace(_ prefix: String) -> Bool {
        guard prefix.count >= shortestPrefix,
              prefix.allSatisfy({ $0 == "." || $0 == "_" || $0 == ":" || (($0.isLetter || $0.isNumber) && $0.isASCII) }) else { return false }
        if prefix.hasSuffix("::") { return prefix.count > 2 && !prefix.hasPrefix(":") }
        return prefix.hasSuffix(".") && !prefix.contains(":") && prefix.split(separator: ".").count >= 2
    }

    /// A key's stem written as keys are, not as words or addresses: ASCII letters and digits
    /// from a letter, with `_`, `-` or a capital inside (`faqQuestion`, `onboarding_title_`),
    /// long enough to say which keys (`item`, `user` say little).
    private static func isKeyStem(_ prefix: String) -> Bool {
        guard prefix.count >= shortestStem, prefix.first?.isLetter == true,
              prefix.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-") }) else { return false }
        return prefix.dropFirst().contains { $0 == "_" || $0 == "-" || $0.isUppercase }
    }

    /// The shortest key stem (`isKeyStem`).
    static let shortestStem = 8

    /// The table of a lookup whose table is computed as well as its key: the keys of every
    /// table may be shaped as it is.
    static let anyTable = "*"


    private init?(prefix: String, suffix: String) {
        if prefix.isEmpty {
            // A key computed up to its ending (`"\(caseName)Error."`, pass's error texts) may be
            // any key that ends so, when the ending is a key's, not a word's or a sentence's.
            guard suffix.count >= Self.shortestSuffix, !suffix.contains(where: \.isWhitespace),
                  suffix.contains(where: { !$0.isLetter }) || suffix.first?.isUppercase == true else { return nil }
            self.prefix = ""
            self.suffix = suffix
            return
        }
        guard prefix.count >= Self.shortestPrefix else { return nil }
        if prefix.contains(where: \.isWhitespace) {
            // A sentence with a word computed inside it (Stats' `"Open \(title) settings"`, a
            // key per module) is as specific as its two ends are: both must be there.
            guard suffix.count >= Self.shortestSuffix else { return nil }
            self.prefix = prefix
            self.suffix = suffix
            return
        }
        self.prefix = prefix
        self.suffix = suffix.contains(where: \.isWhitespace) ? "" : suffix
    }

    func matches(_ key: String) -> Bool {
        key.utf8.count >= prefix.utf8.count + suffix.utf8.count && key.hasPrefix(prefix) && key.hasSuffix(suffix)
    }
}
