/// `label-layout`: a label the layout places away from its switch, so that the two no longer
/// read as one control: set off the switch's line by its alignment constraint, or held far
/// from it. Only what the layout fixes counts: a switch centered on its label is the standard
/// row (a UISwitch has no text baseline), a `≥` constant is a minimum, and a label stretched
/// between the row's edge and the switch has its text wherever the text ends.
struct LabelLayoutRule: Rule {
    let id = "label-layout"

    /// A label whose line is more than this share of the switch's height from the switch's
    /// center line leaves the middle half of the switch: it reads as another row's.
    static let offLineShare = 0.25
    /// The height of a UISwitch, when the model gives no frame.
    static let switchHeight = 31.0
    /// Wider than a fingertip (Apple's 44-point minimum hit target) between the label's text
    /// and its switch: the two no longer read as one control.
    static let farSpacing = 44.0

    enum Message: FindingMessage {
        case offLine(switchID: String, offset: Double)
        case far(switchID: String, spacing: Double)

        func text(in context: MessageContext) -> String {
            switch self {
            case .offLine(let id, let offset):
                let side = offset > 0 ? "below" : "above"
                return "the label of switch \(context.switchName(id)) is aligned \(points(abs(offset))) points \(side) the switch's line: it reads as another row's"
            case .far(let id, let spacing):
                return "the label of switch \(context.switchName(id)) is held \(points(spacing)) points from it: too far to read as the switch's label"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            guard let layout = item.cell.layout else { continue }
            let height = item.control.frame?.height ?? Self.switchHeight
            if let offset = layout.verticalOffset, abs(offset) > height * Self.offLineShare {
                emitter.report(Message.offLine(switchID: item.cell.id, offset: offset), at: layout.location, screen: item.screenID, cell: item.cell)
            }
            // A label filling the row has its text wherever the text ends, not `spacing` away.
            if let spacing = layout.spacing, spacing > Self.farSpacing, layout.fillsRow != true {
                emitter.report(Message.far(switchID: item.cell.id, spacing: spacing), at: layout.location, screen: item.screenID, cell: item.cell)
            }
        }
    }
}
