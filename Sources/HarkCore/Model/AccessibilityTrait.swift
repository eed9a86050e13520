/// The UIAccessibilityTraits a model may name. `toggleButton` is UIKit's switch-button trait
/// (public since iOS 17), which a UISwitch always has.
enum AccessibilityTrait: String, CaseIterable, Sendable, Comparable {
    case button, userInteractionEnabled, toggleButton, notEnabled, selected
    case header, staticText, image, link, adjustable, searchField, keyboardKey

    static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
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
