/// The views Interface Builder writes, read into the model: a label's text and font, a
/// switch's state, colours and images, and any view's accessibility settings.
extension InterfaceBuilderImporter {
    func labelText(_ label: XMLElement) -> LocalizedText? {
        guard let id = label["id"] else { return nil }
        let written: String
        let document: LocalizedText
        if let plain = label["text"] {
            written = plain
            document = localization.text(plain, object: id, property: "text", at: label.location)
        } else if let attributed = label.child("attributedString", key: "attributedText")?.children("fragment").compactMap({ $0["content"] }).joined() {
            // Xcode exports no attributed text to a Base-internationalized document's strings
            // files (no public app's table has an `.attributedText` key): no locale looks a key
            // up for it. Such a label is most often one code fills (DuckDuckGo's "Title" of a
            // prototype cell), so its text is not judged as one a translator left out.
            written = attributed
            let literal = LocalizedText.literal(attributed, at: label.location)
            document = localization.isBaseInternationalized ? .verbatim(literal, at: label.location) : literal
        } else {
            return nil
        }
        let text = designTime.text(document, of: label, .text)
        // The code sets it: to a constant lookup (that key shows), or to what only run time knows.
        if text != document { return text }
        // A text its note keeps out of the strings files (BartyCrouch's `#bc-ignore!`) shows as
        // written in every language, on purpose.
        if InterfaceBuilderNote.keepsOutOfTranslation(label) { return .verbatim(.literal(written, at: text.location), at: text.location) }
        // A label given a key to localize when it loads (IBLocalizable's `localizableString`)
        // shows that key's value, not the document's text: Open Food Facts' "Label", and its
        // French draft in the English storyboard.
        let localizesItself = designTime.code.localizesOwnText(label["customClass"] ?? "UILabel")
        return Self.hasRuntimeLocalizationKey(label) || localizesItself ? .designTime(text, at: text.location) : text
    }

    func cellLabel(_ label: XMLElement) -> CellLabel {
        var textColor: Color? = nil
        // A colour the code sets (openHAB's cells colour their labels by the item's state) is
        // not judged: what the screen shows is known only when the app runs.
        if case .color(let color) = colors.resolve(label.child("color", key: "textColor")), !designTime.isSetByCode(label, .textColor) {
            textColor = color
        }
        var result = CellLabel(text: labelText(label), textColor: textColor, fontSize: nil, location: label.location)
        // A label of a custom class may set its own font in code (GitHawk's SettingsLabel uses
        // a Dynamic Type font): the file's font is then not what the screen shows.
        if label["customClass"] == nil, let font = label.child("fontDescription", key: "fontDescription") {
            // A text style by name (`style="UICTFontTextStyleBody"`), or a fixed font: the system
            // font (`type="system"`, `type="boldSystem"`, `weight="semibold"`) or a named one.
            if let style = font["style"].flatMap(TextStyle.init(interfaceBuilderName:)) {
                result.textStyle = style
            } else {
                result.fontSize = font["pointSize"].flatMap(Double.init)
            }
            if font["type"] == "boldSystem" {
                result.fontWeight = .bold
            } else if let weight = font["weight"].flatMap(FontWeight.init(rawValue:)) {
                result.fontWeight = weight
            } else if let name = font["name"] {
                result.fontWeight = FontWeight(fontName: name)
            }
        }
        // Interface Builder omits the flag when it is off, and numberOfLines when it is 1.
        if label["customClass"] == nil {
            result.adjustsFontForContentSizeCategory = label["adjustsFontForContentSizeCategory"] == "YES"
        }
        result.numberOfLines = Int(label["numberOfLines"] ?? "1")
        // Autoshrink (Interface Builder writes the flag only when it is off): the text shrinks to
        // its minimum scale, or its minimum font size, before it is cut.
        if label["adjustsFontSizeToFit"] != "NO" {
            if let scale = label["minimumScaleFactor"].flatMap(Double.init), scale > 0, scale < 1 {
                result.minimumScaleFactor = scale
            } else if let minimum = label["minimumFontSize"].flatMap(Double.init), let size = result.pointSize ?? Optional(TextStyle.body.pointSize),
                      minimum > 0, minimum < size {
                result.minimumScaleFactor = minimum / size
            }
        }
        return result
    }

    func switchControl(_ control: XMLElement) -> SwitchControl {
        func color(_ key: String) -> Color? {
            if case .color(let color) = colors.resolve(control.child("color", key: key)) { return color }
            return nil
        }
        func image(_ attribute: String) -> SwitchImage? {
            guard let name = control[attribute] else { return nil }
            let size = images[name]
            return SwitchImage(name: name, width: size?.width ?? 0, height: size?.height ?? 0, location: control.location)
        }
        let isUISwitch = control.name == "switch"
        let className = control["customClass"] ?? (isUISwitch ? "UISwitch" : "UIControl")
        return SwitchControl(
            className: className, superclass: isUISwitch ? .uiSwitch : .uiControl,
            // In Interface Builder an absent `on` means off (UIKit's own default is on).
            isOn: control["on"] == "YES", isEnabled: control["enabled"] != "NO",
            onTintColor: color("onTintColor"), thumbTintColor: color("thumbTintColor"), tintColor: color("tintColor"),
            onImage: image("onImage"), offImage: image("offImage"),
            frame: LabelPairing.frame(control), accessibility: accessibility(of: control),
            ignore: IgnoreList(), location: control.location)
    }

    private static let traitNames: [String: AccessibilityTrait] = [
        "button": .button, "notEnabled": .notEnabled, "selected": .selected, "header": .header, "staticText": .staticText,
        "image": .image, "link": .link, "adjustable": .adjustable, "toggleButton": .toggleButton,
        "searchField": .searchField, "keyboardKey": .keyboardKey,
    ]

    /// `<accessibility key="accessibilityConfiguration" label=… hint=… identifier=…>` with its
    /// `<accessibilityTraits key="traits" …/>` and `<bool key="isElement" value=…/>`.
    func accessibility(of element: XMLElement) -> AccessibilitySpec? {
        guard let configuration = element.child("accessibility", key: "accessibilityConfiguration"), let id = element["id"] else { return nil }
        var spec = AccessibilitySpec(location: configuration.location)
        spec.label = configuration["label"].map {
            designTime.text(localization.text($0, object: id, property: "accessibilityLabel", at: configuration.location), of: element, .accessibilityLabel)
        }
        spec.hint = configuration["hint"].map {
            designTime.text(localization.text($0, object: id, property: "accessibilityHint", at: configuration.location), of: element, .accessibilityHint)
        }
        spec.value = configuration["value"].map { localization.text($0, object: id, property: "accessibilityValue", at: configuration.location) }
        if let isElement = configuration.children("bool").first(where: { $0["key"] == "isElement" })?["value"] {
            spec.isElement = isElement == "YES"
        }
        if let traits = configuration.child("accessibilityTraits", key: "traits") {
            var set: Set<AccessibilityTrait> = []
            for (name, trait) in InterfaceBuilderImporter.traitNames where traits[name] == "YES" { set.insert(trait) }
            // Interface Builder's trait list replaces the defaults, but a control stays interactive.
            if traits["notEnabled"] != "YES" { set.insert(.userInteractionEnabled) }
            spec.traits = set
        }
        return spec
    }
}
