/// Fast text helpers for the hot paths (Foundation's `trimmingCharacters` bridges through
/// NSString and dominated profiles of large audits).
extension String {
    /// True when the string is empty or only white space (including line breaks).
    var isBlank: Bool {
        unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// The string without leading and trailing white space.
    var trimmedWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !first.properties.isWhitespace && !last.properties.isWhitespace { return self }
        guard let start = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
              let end = scalars.lastIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        return String(scalars[start...end])
    }
}
