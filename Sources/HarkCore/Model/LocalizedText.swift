/// A text in the model: a reference into a strings table (localizable), a plain string shown
/// as is in every locale, or, for texts read from source code, code Hark cannot evaluate and
/// the ways texts combine.
indirect enum LocalizedText: Sendable, Hashable {
    /// A key of a strings table. `defaultValue` is what shows when no table has the key: a
    /// Base-internationalized storyboard's own text (nil: the device shows the key itself).
    case key(String, table: String, defaultValue: String?, at: SourceLocation)
    case literal(String, at: SourceLocation)
    /// Code whose value is known only when the app runs (a variable, a function's result),
    /// spoken as `<expression>`. `verbatim`: its type is `String`, which SwiftUI shows as it is,
    /// never looked up in a table.
    case expression(String, verbatim: Bool, at: SourceLocation)
    /// Texts read one after another: `Text("a") + Text("b")` (no separator), or a label made of
    /// several texts that VoiceOver reads as one (", ").
    case joined([LocalizedText], separator: String, at: SourceLocation)
    /// One of several texts, chosen when the app runs (`if`/`else`, `switch`): the first speaks
    /// for all of them, and each is checked.
    case oneOf([LocalizedText], at: SourceLocation)
    /// A format with its arguments: `String(format: NSLocalizedString("%d items", …), n)`, or an
    /// interpolated key (`"Items \(count)"` is the key `Items %lld`).
    case format(LocalizedText, arguments: [LocalizedText], at: SourceLocation)

    static func key(_ key: String, table: String, at location: SourceLocation) -> LocalizedText {
        .key(key, table: table, defaultValue: nil, at: location)
    }

    static let defaultTable = "Localizable"

    /// What an expression is spoken as.
    static let expressionPlaceholder = "<expression>"

    var location: SourceLocation {
        switch self {
        case .key(_, _, _, let location), .literal(_, let location), .expression(_, _, let location),
             .joined(_, _, let location), .oneOf(_, let location), .format(_, _, let location):
            return location
        }
    }

    /// The keys, plain strings and expressions this text is made of, in reading order.
    var leaves: [LocalizedText] {
        switch self {
        case .key, .literal, .expression: return [self]
        case .joined(let parts, _, _), .oneOf(let parts, _): return parts.flatMap(\.leaves)
        case .format(let format, let arguments, _): return format.leaves + arguments.flatMap(\.leaves)
        }
    }

    /// Whether some part of the text is known only at run time.
    var containsExpression: Bool {
        leaves.contains { if case .expression = $0 { return true } else { return false } }
    }
}
