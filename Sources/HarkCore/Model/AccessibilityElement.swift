/// What VoiceOver sees for a switch cell once UIKit's defaults and the model's overrides are
/// applied: UIKit defaults for the class, then the switch's `accessibility`, then the cell's.
struct AccessibilityElement: Sendable {
    enum Value: Sendable {
        /// UISwitch's own value, "1" or "0", spoken as the locale's on/off. A UISwitch reports
        /// it whatever `accessibilityValue` the app sets.
        case switchState(isOn: Bool)
        /// A value the app sets (`accessibilityValue`) on a control that is not a UISwitch.
        case text(LocalizedText)
    }

    var isElement: Bool
    var isHidden: Bool
    var traits: Set<AccessibilityTrait>
    var label: LocalizedText?
    var hint: LocalizedText?
    var value: Value?
    /// Whether the control is disabled (`enabled: false` or the notEnabled trait).
    var isDimmed: Bool
    /// Whether the element has the switch-button trait: a UISwitch always has it, another
    /// control when its traits include `toggleButton`. VoiceOver then maps the value "1", "0",
    /// "2" to on, off, mixed and gives the default switch hint.
    var hasToggleTrait: Bool
    /// Whether the element shows its state by the Selected trait alone (a SwiftUI toggle in
    /// the button style): "Selected" while on, nothing while off, and no value to expose.
    var statesBySelection: Bool
    /// Where the element's properties are defined, for findings about them.
    var location: SourceLocation

    init(cell: Cell, control: SwitchControl) {
        // A button-style toggle is a button, not a switch: no switch-button trait, no value.
        let isButton = control.style == .button
        let isSwitch = control.isSwitchKind && !isButton
        isElement = isSwitch || isButton
        isHidden = false
        traits = isSwitch || isButton ? Self.controlTraits : []
        if isButton && control.isOn { traits.insert(.selected) }
        statesBySelection = isButton
        label = nil
        hint = nil
        value = nil
        location = control.location
        isDimmed = false
        hasToggleTrait = false
        if !control.isEnabled { traits.insert(.notEnabled) }
        // The switch's own, then the cell's (not an array of both: every switch's element is
        // made again for each locale's transcript).
        if let spec = control.accessibility { apply(spec, isEnabled: control.isEnabled) }
        if let spec = cell.accessibility { apply(spec, isEnabled: control.isEnabled) }
        // A UISwitch ignores a custom accessibilityValue: it always reports "1" or "0".
        if isSwitch { value = .switchState(isOn: control.isOn) }
        isDimmed = traits.contains(.notEnabled)
        hasToggleTrait = isSwitch || traits.contains(.toggleButton)
    }

    /// A control's default traits, one set that every element shares until it changes its
    /// own: made afresh, each switch's took a 61-byte allocation (1.2 MB on the benchmark app).
    private static let controlTraits: Set<AccessibilityTrait> = [.button, .userInteractionEnabled]

    private mutating func apply(_ spec: AccessibilitySpec, isEnabled: Bool) {
        if let isElement = spec.isElement { self.isElement = isElement }
        if let hidden = spec.hidden { isHidden = hidden }
        if let label = spec.label { self.label = label }
        if let hint = spec.hint { self.hint = hint }
        if let value = spec.value { self.value = .text(value) }
        if var traits = spec.traits {
            // Setting accessibilityTraits replaces them, but UIKit still marks a disabled control.
            if !isEnabled { traits.insert(.notEnabled) }
            self.traits = traits
        }
        location = spec.location
    }
}

extension Cell {
    /// The switch's accessibility element, if the cell has a switch.
    var element: AccessibilityElement? {
        switchControl.map { AccessibilityElement(cell: self, control: $0) }
    }
}

extension Screen {
    /// Each cell's accessibility element (nil for a cell without a switch), in reading order.
    var elements: [AccessibilityElement?] {
        cells.map(\.element)
    }
}
