/// A cell's switch. Its fields live in one shared box, replaced on write, as a `Cell`'s do: a
/// switch is kept in its cell and again in the `SwitchCell` the rules walk, and inline its
/// fields took some 370 bytes in each (7 MB of `SwitchCell`s on the 20,000-switch benchmark
/// app). The images and preference most switches lack are kept out of line.
struct SwitchControl: Sendable {
    enum Superclass: String, Sendable { case uiSwitch = "UISwitch", uiControl = "UIControl" }

    enum Style: String, Sendable {
        case `switch`
        /// SwiftUI's button style (`.toggleStyle(.button)`): a button, selected while on.
        case button
    }

    /// The widest fields first and the bytes last, leaving no padding between them.
    struct Fields: Sendable {
        var className: String
        var onImage: OutOfLine<SwitchImage>
        var offImage: OutOfLine<SwitchImage>
        var ignore: IgnoreList
        var preference: OutOfLine<Preference>
        var location: SourceLocation
        var accessibility: AccessibilitySpec?
        var frame: Frame?
        var superclass: Superclass
        var isOn: Bool
        var isEnabled: Bool
        var style: Style
        var onTintColor: Color?
        var thumbTintColor: Color?
        var tintColor: Color?
    }

    /// Immutable, so reading a field needs no exclusivity check; a write makes a new box
    /// (switches are written only while an importer builds them).
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(className: String, superclass: Superclass, isOn: Bool, isEnabled: Bool, onTintColor: Color?,
         thumbTintColor: Color?, tintColor: Color?, onImage: SwitchImage?, offImage: SwitchImage?, frame: Frame?,
         accessibility: AccessibilitySpec?, ignore: IgnoreList, location: SourceLocation,
         preference: Preference? = nil, style: Style = .switch) {
        box = Box(Fields(className: className, onImage: OutOfLine(onImage), offImage: OutOfLine(offImage), ignore: ignore,
                         preference: OutOfLine(preference), location: location, accessibility: accessibility, frame: frame,
                         superclass: superclass, isOn: isOn, isEnabled: isEnabled, style: style,
                         onTintColor: onTintColor, thumbTintColor: thumbTintColor, tintColor: tintColor))
    }

    private var fields: Fields {
        get { box.fields }
        set { box = Box(newValue) }
    }

    var className: String { get { box.fields.className } set { fields.className = newValue } }
    var superclass: Superclass { get { box.fields.superclass } set { fields.superclass = newValue } }
    var isOn: Bool { get { box.fields.isOn } set { fields.isOn = newValue } }
    var isEnabled: Bool { get { box.fields.isEnabled } set { fields.isEnabled = newValue } }
    var onTintColor: Color? { get { box.fields.onTintColor } set { fields.onTintColor = newValue } }
    var thumbTintColor: Color? { get { box.fields.thumbTintColor } set { fields.thumbTintColor = newValue } }
    var tintColor: Color? { get { box.fields.tintColor } set { fields.tintColor = newValue } }
    var onImage: SwitchImage? { get { box.fields.onImage.value } set { fields.onImage = OutOfLine(newValue) } }
    var offImage: SwitchImage? { get { box.fields.offImage.value } set { fields.offImage = OutOfLine(newValue) } }
    var frame: Frame? { get { box.fields.frame } set { fields.frame = newValue } }
    var accessibility: AccessibilitySpec? { get { box.fields.accessibility } set { fields.accessibility = newValue } }
    var ignore: IgnoreList { get { box.fields.ignore } set { fields.ignore = newValue } }
    var location: SourceLocation { get { box.fields.location } set { fields.location = newValue } }
    /// The user default a Settings.bundle toggle stores, if the switch is one.
    var preference: Preference? { get { box.fields.preference.value } set { fields.preference = OutOfLine(newValue) } }
    /// How the toggle is drawn, where that changes what VoiceOver meets.
    var style: Style { get { box.fields.style } set { fields.style = newValue } }

    /// UISwitch itself or a subclass of it: UIKit's switch accessibility comes for free.
    var isSwitchKind: Bool { superclass == .uiSwitch }

    /// Whether the app can give the switch an accessibility hint: the Settings app draws a
    /// Settings.bundle toggle itself, and its plist has no key for one.
    var canHaveHint: Bool { box.fields.preference.value == nil }
}
