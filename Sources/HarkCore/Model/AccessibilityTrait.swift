/// The UIAccessibilityTraits a model may name. `toggleButton` is UIKit's switch-button trait
/// (public since iOS 17), which a UISwitch always has.
enum AccessibilityTrait: String, CaseIterable, Sendable, Comparable {
    case button, userInteractionEnabled, toggleButton, notEnabled, selected
    case header, staticText, image, link, adjustable, searchField, keyboardKey

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// Compared and hashed by case: the standard library's default for an enum with raw values
    /// hashes the raw string, and the speech asks every element's traits in every locale
    /// (a fifth of the instructions of composing an announcement).
    static func == (a: Self, b: Self) -> Bool { a.ordinal == b.ordinal }
    func hash(into hasher: inout Hasher) { hasher.combine(ordinal) }

    private var ordinal: UInt8 {
        switch self {
        case .button: return 0
        case .userInteractionEnabled: return 1
        case .toggleButton: return 2
        case .notEnabled: return 3
        case .selected: return 4
        case .header: return 5
        case .staticText: return 6
        case .image: return 7
        case .link: return 8
        case .adjustable: return 9
        case .searchField: return 10
        case .keyboardKey: return 11
        }
    }
}

/// Accessibility properties as written in the model, on a switch or a cell. Every field is
/// optional: what is absent keeps UIKit's default.
struct AccessibilitySpec: Sendable {
    // The two flags last: declared first, each took eight bytes with its padding, in every
    // switch's spec.
    var label: LocalizedText?
    var hint: LocalizedText?
    var value: LocalizedText?
    var traits: Set<AccessibilityTrait>?
    var location: SourceLocation
    var isElement: Bool?
    var hidden: Bool?

    init(location: SourceLocation) { self.location = location }
}
