import Foundation

/// `contrast`: colors set on a switch or its label that do not stand out enough from what is
/// behind them: the on tint and off tint against the cell's background, and the thumb against
/// the on tint, below 3:1 (WCAG 2.2, 1.4.11 Non-text Contrast); the label's text below 4.5:1,
/// or below 3:1 for large text (at least 18 points, or 14 points bold: 1.4.3 Contrast (Minimum)). Only colors the model sets are judged, and only against a known
/// background (the cell's `background`); translucent colors are composited over what is
/// behind them.
struct ContrastRule: Rule {
    let id = "contrast"

    static let white = Color(red: 255, green: 255, blue: 255)

    /// One pair of colors below its minimum ratio.
    struct Shortfall: Sendable {
        let part: String
        let color: Color
        let against: String
        let base: Color
        let ratio: Double
        let minimum: Double
    }

    enum Message: FindingMessage {
        case switchColors(switchID: String, [Shortfall])
        case labelText(color: Color, background: Color, ratio: Double, minimum: Double)

        func text(in context: MessageContext) -> String {
            switch self {
            case .switchColors(let id, let shortfalls):
                return "switch \(context.switchName(id)): " + shortfalls.map {
                    "\($0.part) \($0.color) on \($0.against) \($0.base) is \(ContrastRule.format($0.ratio)):1, below \(ContrastRule.format($0.minimum)):1"
                }.joined(separator: "; ")
            case .labelText(let color, let background, let ratio, let minimum):
                let large = minimum < 4.5 ? " (large text)" : ""
                return "the label's text \(color) on \(background) is \(ContrastRule.format(ratio)):1, below \(ContrastRule.format(minimum)):1\(large)"
            }
        }

        var subject: String {
            switch self {
            case .switchColors: return "switch"
            case .labelText: return "label"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            guard let cellBackground = item.cell.background else { continue }
            let background = Self.composite(cellBackground, over: Self.white)
            let control = item.control
            var shortfalls: [Shortfall] = []
            func judge(_ part: String, _ color: Color?, against base: Color, baseName: String, minimum: Double) {
                guard let color else { return }
                let ratio = Self.ratio(Self.composite(color, over: base), base)
                if ratio < minimum {
                    shortfalls.append(Shortfall(part: part, color: color, against: baseName, base: base, ratio: ratio, minimum: minimum))
                }
            }
            judge("the on tint", control.onTintColor, against: background, baseName: "the background", minimum: 3)
            judge("the off tint", control.tintColor, against: background, baseName: "the background", minimum: 3)
            if let onTint = control.onTintColor {
                judge("the thumb", control.thumbTintColor, against: Self.composite(onTint, over: background), baseName: "the on tint", minimum: 3)
            }
            if !shortfalls.isEmpty {
                emitter.report(Message.switchColors(switchID: item.cell.id, shortfalls), at: control.location,
                               screen: item.screenID, cell: item.cell)
            }
            if let label = item.cell.label, let textColor = label.textColor {
                let ratio = Self.ratio(Self.composite(textColor, over: background), background)
                let minimum = label.isLargeText == true ? 3.0 : 4.5
                if ratio < minimum {
                    emitter.report(Message.labelText(color: textColor, background: background, ratio: ratio, minimum: minimum),
                                   at: label.location, screen: item.screenID, cell: item.cell)
                }
            }
        }
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
