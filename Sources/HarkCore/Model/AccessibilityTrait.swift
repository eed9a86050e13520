/// The UIAccessibilityTraits a model may name.
public enum AccessibilityTrait: String, CaseIterable, Sendable, Comparable {
    case button, userInteractionEnabled, toggleButton, notEnabled, selected
    case header, staticText, image, link, adjustable

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// Accessibility properties as written in the model, on a switch or a cell. Every field is
/// optional: what is absent keeps UIKit's default.
public struct AccessibilitySpec: Sendable {
    public var isElement: Bool?
    public var label: LocalizedText?
    public var hint: LocalizedText?
    public var value: LocalizedText?
    public var traits: Set<AccessibilityTrait>?
    public var hidden: Bool?
    public var location: SourceLocation

    public init(location: SourceLocation) { self.location = location }
}
