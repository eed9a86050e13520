import Foundation

/// `contrast`: colors set on a switch or its label that do not stand out enough from what is
/// behind them: the on tint and off tint against the cell's background, and the thumb against
/// the on tint, below 3:1 (WCAG 2.2, 1.4.11 Non-text Contrast); the label's text below 4.5:1
/// (1.4.3 Contrast (Minimum)). Only colors the model sets are judged, and only against a known
/// background (the cell's `background`); translucent colors are composited over what is
/// behind them.
public struct ContrastRule: Rule {
    public let id = "contrast"
    public init() {}

    static let white = Color(red: 255, green: 255, blue: 255)

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells {
            guard let cellBackground = item.cell.background else { continue }
            let background = ContrastRule.composite(cellBackground, over: ContrastRule.white)
            let control = item.control
            var problems: [String] = []
            func judge(_ name: String, _ color: Color?, against base: Color, baseName: String, minimum: Double) {
                guard let color else { return }
                let ratio = ContrastRule.ratio(ContrastRule.composite(color, over: base), base)
                if ratio < minimum {
                    problems.append("\(name) \(color) on \(baseName) \(base) is \(ContrastRule.format(ratio)):1, below \(ContrastRule.format(minimum)):1")
                }
            }
            judge("the on tint", control.onTintColor, against: background, baseName: "the background", minimum: 3)
            judge("the off tint", control.tintColor, against: background, baseName: "the background", minimum: 3)
            if let onTint = control.onTintColor {
                judge("the thumb", control.thumbTintColor, against: ContrastRule.composite(onTint, over: background), baseName: "the on tint", minimum: 3)
            }
            if !problems.isEmpty {
                findings += [context.finding(self, "switch \"\(item.cell.id)\": " + problems.joined(separator: "; "),
                                             at: control.location, screen: item.screenID, cell: item.cell)].compactMap { $0 }
            }
            if let label = item.cell.label, let textColor = label.textColor {
                let ratio = ContrastRule.ratio(ContrastRule.composite(textColor, over: background), background)
                if ratio < 4.5 {
                    findings += [context.finding(self,
                        "the label's text \(textColor) on \(background) is \(ContrastRule.format(ratio)):1, below 4.5:1",
                        at: label.location, screen: item.screenID, cell: item.cell)].compactMap { $0 }
                }
            }
        }
        return findings
    }

    static func format(_ ratio: Double) -> String {
        let rounded = (ratio * 100).rounded(.down) / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `color` over an opaque `base`.
    static func composite(_ color: Color, over base: Color) -> Color {
        let alpha = Double(color.alpha) / 255
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt8 { UInt8((Double(top) * alpha + Double(bottom) * (1 - alpha)).rounded()) }
        return Color(red: mix(color.red, base.red), green: mix(color.green, base.green), blue: mix(color.blue, base.blue))
    }

    /// WCAG's contrast ratio of two opaque colors.
    static func ratio(_ a: Color, _ b: Color) -> Double {
        let (l1, l2) = (luminance(a), luminance(b))
        return (max(l1, l2) + 0.05) / (min(l1, l2) + 0.05)
    }

    static func luminance(_ color: Color) -> Double {
        func channel(_ value: UInt8) -> Double {
            let c = Double(value) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(color.red) + 0.7152 * channel(color.green) + 0.0722 * channel(color.blue)
    }
}
