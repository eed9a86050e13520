/// `dynamic-type`: a label beside a switch whose text will not grow with the user's text size
/// (Settings > Accessibility > Display & Text Size > Larger Text), as Apple's Accessibility
/// Inspector audit ("Dynamic Type font sizes are unsupported") and Android's Accessibility Test
/// Framework (TextSizeCheck) find it: a font of a fixed point size, or a text style on a label
/// that does not adjust for the content size category
/// (`adjustsFontForContentSizeCategory`). Labels whose font the model does not give are not
/// judged.
struct DynamicTypeRule: Rule {
    let id = "dynamic-type"

    enum Message: FindingMessage {
        case fixedSize(size: Double)
        case doesNotAdjust(style: TextStyle)

        func text(in context: MessageContext) -> String {
            switch self {
            case .fixedSize(let size):
                return "the label's font is a fixed \(points(size)) pt: it does not grow with the user's text size; \(context.phrasing.dynamicType)"
            case .doesNotAdjust(let style):
                return "the label uses the text style \(style.rawValue) but does not adjust for the content size category: it keeps its size until the screen is rebuilt; \(context.phrasing.dynamicType)"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            guard let label = item.cell.label, label.text != nil else { continue }
            let message: Message
            if let style = label.textStyle {
                guard label.adjustsFontForContentSizeCategory != true else { continue }
                message = .doesNotAdjust(style: style)
            } else if let size = label.fontSize {
                message = .fixedSize(size: size)
            } else {
                continue
            }
            emitter.report(message, at: label.location, screen: item.screenID, cell: item.cell)
        }
    }
}
