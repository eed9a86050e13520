import Foundation

/// Reads the `<color>` forms Interface Builder writes: components in calibrated RGB, sRGB,
/// Display P3 or gray (white) color spaces, `systemColor="…"`, the older
/// `cocoaTouchSystemColor="…"`, and `name="…"` asset colors, which the document declares under
/// `<resources>` (`<namedColor>` and `<systemColor>`).
struct IBColorResolver {
    /// Named and system colors declared in the document's `<resources>`.
    private var declared: [String: Color] = [:]

    init(resources: XMLElement?) {
        for entry in resources?.children ?? [] where entry.name == "namedColor" || entry.name == "systemColor" {
            if let name = entry["name"], let color = entry.child("color"), let value = IBColorResolver.components(color) {
                declared[entry.name + ":" + name] = value
            }
        }
    }

    enum Resolution {
        case color(Color)
        /// A named or system color the document does not declare (it lives in an asset catalog).
        case unresolved(String)
        case absent
    }

    func resolve(_ element: XMLElement?) -> Resolution {
        guard let element else { return .absent }
        if let name = element["name"] {
            return declared["namedColor:" + name].map(Resolution.color) ?? .unresolved("named color \"\(name)\"")
        }
        if let name = element["systemColor"] ?? element["cocoaTouchSystemColor"] {
            if let color = declared["systemColor:" + name] ?? IBColorResolver.systemColors[name] { return .color(color) }
            return .unresolved("system color \"\(name)\"")
        }
        return IBColorResolver.components(element).map(Resolution.color) ?? .absent
    }

    static func components(_ element: XMLElement) -> Color? {
        let alpha = element["alpha"].flatMap(DecimalParsing.double) ?? 1
        if let white = element["white"].flatMap(DecimalParsing.double) {
            return color(white, white, white, alpha)
        }
        guard let red = element["red"].flatMap(DecimalParsing.double), let green = element["green"].flatMap(DecimalParsing.double),
              let blue = element["blue"].flatMap(DecimalParsing.double) else { return nil }
        if element["customColorSpace"] == "displayP3" {
            let (r, g, b) = displayP3ToSRGB(red, green, blue)
            return color(r, g, b, alpha)
        }
        return color(red, green, blue, alpha)
    }

    static func color(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double) -> Color {
        func byte(_ value: Double) -> UInt8 { UInt8(max(0, min(255, (value * 255).rounded()))) }
        return Color(red: byte(red), green: byte(green), blue: byte(blue), alpha: byte(alpha))
    }

    /// Display P3 to sRGB: both use the sRGB transfer curve; the primaries differ.
    static func displayP3ToSRGB(_ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        func linear(_ v: Double) -> Double { v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
        func encoded(_ v: Double) -> Double {
            let c = max(0, min(1, v))
            return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
        }
        let (lr, lg, lb) = (linear(r), linear(g), linear(b))
        return (encoded(1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb),
                encoded(-0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb),
                encoded(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
    }

    /// iOS system colors in the light appearance, for documents that name one without
    /// declaring it (older files, and `cocoaTouchSystemColor`).
    static let systemColors: [String: Color] = [
        "systemGreenColor": Color(red: 0x34, green: 0xC7, blue: 0x59),
        "systemBlueColor": Color(red: 0x00, green: 0x7A, blue: 0xFF),
        "systemRedColor": Color(red: 0xFF, green: 0x3B, blue: 0x30),
        "systemOrangeColor": Color(red: 0xFF, green: 0x95, blue: 0x00),
        "systemYellowColor": Color(red: 0xFF, green: 0xCC, blue: 0x00),
        "systemPinkColor": Color(red: 0xFF, green: 0x2D, blue: 0x55),
        "systemPurpleColor": Color(red: 0xAF, green: 0x52, blue: 0xDE),
        "systemTealColor": Color(red: 0x5A, green: 0xC8, blue: 0xFA),
        "systemIndigoColor": Color(red: 0x58, green: 0x56, blue: 0xD6),
        "systemGrayColor": Color(red: 0x8E, green: 0x8E, blue: 0x93),
        "systemBackgroundColor": Color(red: 0xFF, green: 0xFF, blue: 0xFF),
        "secondarySystemBackgroundColor": Color(red: 0xF2, green: 0xF2, blue: 0xF7),
        "systemGroupedBackgroundColor": Color(red: 0xF2, green: 0xF2, blue: 0xF7),
        "groupTableViewBackgroundColor": Color(red: 0xF2, green: 0xF2, blue: 0xF7),
        "labelColor": Color(red: 0x00, green: 0x00, blue: 0x00),
        "secondaryLabelColor": Color(red: 0x3C, green: 0x3C, blue: 0x43, alpha: 0x99),
        "darkTextColor": Color(red: 0x00, green: 0x00, blue: 0x00),
        "whiteColor": Color(red: 0xFF, green: 0xFF, blue: 0xFF),
        "blackColor": Color(red: 0x00, green: 0x00, blue: 0x00),
        "clearColor": Color(red: 0x00, green: 0x00, blue: 0x00, alpha: 0x00),
    ]
}
