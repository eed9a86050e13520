/// A Dynamic Type text style (`UIFont.TextStyle`), by the name the model uses.
enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

    /// The style's size at the default content size category (Large), in points, as Apple's
    /// Human Interface Guidelines list them ("Typography", iOS Dynamic Type sizes).
    var pointSize: Double {
        switch self {
        case .largeTitle: return 34
        case .title1: return 28
        case .title2: return 22
        case .title3: return 20
        case .headline, .body: return 17
        case .callout: return 16
        case .subheadline: return 15
        case .footnote: return 13
        case .caption1: return 12
        case .caption2: return 11
        }
    }

    /// The style's own weight (Headline is semibold; the others regular).
    var weight: FontWeight { self == .headline ? .semibold : .regular }

    /// Interface Builder's name for the style (`UICTFontTextStyleBody`).
    init?(interfaceBuilderName name: String) {
        let names: [String: TextStyle] = [
            "UICTFontTextStyleTitle0": .largeTitle, "UICTFontTextStyleTitle1": .title1, "UICTFontTextStyleTitle2": .title2,
            "UICTFontTextStyleTitle3": .title3, "UICTFontTextStyleHeadline": .headline, "UICTFontTextStyleBody": .body,
            "UICTFontTextStyleCallout": .callout, "UICTFontTextStyleSubhead": .subheadline, "UICTFontTextStyleFootnote": .footnote,
            "UICTFontTextStyleCaption1": .caption1, "UICTFontTextStyleCaption2": .caption2,
        ]
        guard let style = names[name] else { return nil }
        self = style
    }
}

/// A font weight (`UIFont.Weight`), by the name the model uses.
enum FontWeight: String, CaseIterable, Sendable {
    case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

    /// Bold as WCAG counts it for large text: bold or heavier (semibold is not).
    var isBold: Bool { self == .bold || self == .heavy || self == .black }

    /// The weight a font's PostScript name ends with ("HelveticaNeue-Bold", "AvenirNext-DemiBold").
    init(fontName: String) {
        let style = (fontName.split(separator: "-").last.map(String.init) ?? fontName).lowercased()
        if style.contains("semibold") || style.contains("demibold") { self = .semibold }
        else if style.contains("extrabold") || style.contains("ultrabold") || style.contains("heavy") { self = .heavy }
        else if style.contains("black") { self = .black }
        else if style.contains("bold") { self = .bold }
        else if style.contains("medium") { self = .medium }
        else if style.contains("ultralight") { self = .ultraLight }
        else if style.contains("thin") { self = .thin }
        else if style.contains("light") { self = .light }
        else { self = .regular }
    }
}

extension CellLabel {
    /// The size the text is drawn at by default: its text style's, else its fixed size.
    var pointSize: Double? { textStyle?.pointSize ?? fontSize }

    /// The weight the text is drawn in, when the model says.
    var weight: FontWeight? { fontWeight ?? textStyle?.weight }

    /// WCAG 2.2's large text (1.4.3): at least 18 points, or 14 points and bold. Nil when the
    /// model gives no size.
    var isLargeText: Bool? {
        guard let size = pointSize else { return nil }
        return size >= 18 || (size >= 14 && weight?.isBold == true)
    }
}
