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
    /// A text shown as written in every language by the developer's choice (SwiftUI's
    /// `Text(verbatim:)`): not a text that lacks localization.
    case verbatim(LocalizedText, at: SourceLocation)
    /// A text an Interface Builder document shows only at design time: the app's code sets
    /// the view's text when it runs (an outlet or tagged view it assigns), so what shows on a
    /// device is unknown, as for a placeholder.
    case designTime(LocalizedText, at: SourceLocation)

    static func key(_ key: String, table: String, at location: SourceLocation) -> LocalizedText {
        .key(key, table: table, defaultValue: nil, at: location)
    }

    static let defaultTable = "Localizable"

    /// The separator of a label made of several views, which VoiceOver reads one after another
    /// (a SwiftUI label's `Text`s: a title and its caption).
    static let viewSeparator = ", "

    /// What an expression is spoken as.
    static let expressionPlaceholder = "<expression>"

    var location: SourceLocation {
        switch self {
        case .key(_, _, _, let location), .literal(_, let location), .expression(_, _, let location),
             .joined(_, _, let location), .oneOf(_, let location), .format(_, _, let location), .verbatim(_, let location),
             .designTime(_, let location):
            return location
        }
    }

    /// The text where a `String` is all there is (UIKit's `text`, `accessibilityHint`): every
    /// `String` shows as it is there, with no `LocalizedStringKey` overload to miss as with
    /// SwiftUI's `Text`, so code of that type is localized, or not, by whoever gives it.
    var givenAsString: LocalizedText {
        switch self {
        case .expression(let code, true, let location): return .expression(code, verbatim: false, at: location)
        case .key, .literal, .expression, .verbatim, .designTime: return self
        case .joined(let parts, let separator, let location): return .joined(parts.map(\.givenAsString), separator: separator, at: location)
        case .oneOf(let parts, let location): return .oneOf(parts.map(\.givenAsString), at: location)
        case .format(let format, let arguments, let location):
            return .format(format.givenAsString, arguments: arguments.map(\.givenAsString), at: location)
        }
    }

    /// `leaves` one by one, without an array for a text of one part (most texts).
    func forEachLeaf(_ body: (LocalizedText) -> Void) {
        switch self {
        case .key, .literal, .expression, .verbatim, .designTime: body(self)
        case .joined(let parts, _, _), .oneOf(let parts, _): for part in parts { part.forEachLeaf(body) }
        case .format(let format, let arguments, _):
            format.forEachLeaf(body)
            for argument in arguments { argument.forEachLeaf(body) }
        }
    }

    /// The keys, plain strings and expressions this text is made of, in reading order. A text
    /// shown verbatim or only at design time is one part: it holds no key and no plain string
    /// to localize.
    var leaves: [LocalizedText] {
        var leaves: [LocalizedText] = []
        forEachLeaf { leaves.append($0) }
        return leaves
    }

    /// The text a string made when the app runs starts with, as far as the code writes it
    /// (`"citation.locator.\(locator)"` → `citation.locator.`); nil when it starts with code.
    var leadingLiteral: String? {
        switch self {
        case .literal(let text, _): return text
        case .joined(let parts, let separator, _):
            var prefix = ""
            for (index, part) in parts.enumerated() {
                if index > 0 { prefix += separator }
                guard case .literal(let text, _) = part else {
                    prefix += part.leadingLiteral ?? ""
                    break
                }
                prefix += text
            }
            return prefix.isEmpty ? nil : prefix
        default: return nil
        }
    }

    /// The text a string made when the app runs ends with, as far as the code writes it
    /// (`"product-add.\(key).success"` → `.success`); nil when it ends with code.
    var trailingLiteral: String? {
        switch self {
        case .literal(let text, _): return text
        case .joined(let parts, let separator, _):
            var suffix = ""
            for (index, part) in parts.enumerated().reversed() {
                if index < parts.count - 1 { suffix = separator + suffix }
                guard case .literal(let text, _) = part else {
                    suffix = (part.trailingLiteral ?? "") + suffix
                    break
                }
                suffix = text + suffix
            }
            return suffix.isEmpty ? nil : suffix
        default: return nil
        }
    }

    /// Whether some part of the text is a key a table gives.
    var containsKey: Bool {
        leaves.contains { if case .key = $0 { true } else { false } }
    }

    /// Whether some part of the text is known only at run time.
    var containsExpression: Bool {
        leaves.contains { leaf in
            switch leaf {
            case .expression: return true
            case .verbatim(let text, _): return text.containsExpression
            default: return false
            }
        }
    }
}
