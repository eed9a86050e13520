/// What a key made when the app runs looks like, as far as the code writes it: the text before
/// its first interpolation and after its last (`"product-add.\(key).success"`: `product-add.`
/// and `.success`). A key of the table shaped so may be one the lookup is given.
struct ComputedKeyShape: Hashable, Sendable {
    let prefix: String
    let suffix: String

    /// Shorter leading texts (`"a\(x)"`) say too little of the keys a lookup computes.
    static let shortestPrefix = 4

    /// The shape of a computed key written as a key: a prefix of `shortestPrefix` characters or
    /// more, with no white space (`"Reading from \(appName)"` is a sentence, which no key of a
    /// table starts like on purpose); nil otherwise, or when nothing of it is computed.
    init?(of text: LocalizedText?) {
        guard let text, text.containsExpression, let prefix = text.leadingLiteral, prefix.count >= Self.shortestPrefix,
              !prefix.contains(where: \.isWhitespace) else { return nil }
        let suffix = text.trailingLiteral ?? ""
        self.prefix = prefix
        self.suffix = suffix.contains(where: \.isWhitespace) ? "" : suffix
    }

    func matches(_ key: String) -> Bool {
        key.utf8.count >= prefix.utf8.count + suffix.utf8.count && key.hasPrefix(prefix) && key.hasSuffix(suffix)
    }
}
