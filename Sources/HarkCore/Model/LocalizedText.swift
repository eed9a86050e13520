/// A text in the model: either a reference into a strings table (localizable) or a plain
/// string shown as is in every locale.
public enum LocalizedText: Sendable, Hashable {
    case key(String, table: String, at: SourceLocation)
    case literal(String, at: SourceLocation)

    public static let defaultTable = "Localizable"

    public var location: SourceLocation {
        switch self {
        case .key(_, _, let location), .literal(_, let location): return location
        }
    }

    public var isLiteral: Bool {
        if case .literal = self { return true }
        return false
    }
}
