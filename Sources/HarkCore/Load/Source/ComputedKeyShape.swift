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
    /// table starts like on purpose); nil otherwise, or when nothing of it is computed.
    init?(of text: LocalizedText?) {
        guard let text, text.containsExpression else { return nil }
        let prefix = text.leadingLiteral ?? ""
        let suffix = text.trailingLiteral ?? ""
        if prefix.isEmpty {
            // A key computed up to its ending (`"\(caseName)Error."`, pass's error texts) may be
            // any key that ends so, when the ending is a key's, not a word's or a sentence's.
            guard suffix.count >= Self.shortestSuffix, !suffix.contains(where: \.isWhitespace),
                  suffix.contains(where: { !$0.isLetter }) || suffix.first?.isUppercase == true else { return nil }
            self.prefix = ""
            self.suffix = suffix
            return
        }
        guard prefix.count >= Self.shortestPrefix, !prefix.contains(where: \.isWhitespace) else { return nil }
        self.prefix = prefix
        self.suffix = suffix.contains(where: \.isWhitespace) ? "" : suffix
    }

    func matches(_ key: String) -> Bool {
        key.utf8.count >= prefix.utf8.count + suffix.utf8.count && key.hasPrefix(prefix) && key.hasSuffix(suffix)
    }
}
