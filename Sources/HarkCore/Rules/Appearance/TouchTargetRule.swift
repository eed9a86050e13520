/// `touch-target`: a custom switch smaller than the 44 × 44 points Apple's Human Interface
/// Guidelines ask of any control. A UISwitch is left alone: UIKit fixes its size (51 × 31,
/// 63 × 28 in recent iOS) whatever frame a storyboard records, and the table row around it
/// takes the taps.
struct TouchTargetRule: Rule {
    let id = "touch-target"

    static let minimum = 44.0

    enum Message: FindingMessage {
        case tooSmall(switchID: String, className: String, width: Double, height: Double)

        func text(in context: MessageContext) -> String {
            switch self {
            case .tooSmall(let id, let className, let width, let height):
                return "switch \(context.switchName(id)) (\(className)) is \(points(width)) × \(points(height)) points; a control needs at least 44 × 44 to be hit reliably"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            guard !item.control.isSwitchKind, let frame = item.control.frame,
                  frame.width < Self.minimum || frame.height < Self.minimum else { continue }
            emitter.report(Message.tooSmall(switchID: item.cell.id, className: item.control.className, width: frame.width, height: frame.height),
                           at: item.control.location, screen: item.screenID, cell: item.cell)
        }
    }
}
