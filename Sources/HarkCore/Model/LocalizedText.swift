/// A text in the model: either a reference into a strings table (localizable) or a plain
/// string shown as is in every locale.
enum LocalizedText: Sendable, Hashable {
    /// A key of a strings table. `defaultValue` is what shows when no table has the key: a
    /// Base-internationalized storyboard's own text (nil: the device shows the key itself).
    case key(String, table: String, defaultValue: String?, at: SourceLocation)
    case literal(String, at: SourceLocation)

    static func key(_ key: String, table: String, at location: SourceLocation) -> LocalizedText {
        .key(key, table: table, defaultValue: nil, at: location)
    }

    static let defaultTable = "Localizable"

    var location: SourceLocation {
        switch self {
        case .key(_, _, _, let location), .literal(_, let location): return location
        }
    }
}
