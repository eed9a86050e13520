/// `label-layout`: a label beside a switch that is not baseline-aligned with it, or not at the
/// standard 8-point spacing: the layout Apple's guide shows for a switch with its label.
struct LabelLayoutRule: Rule {
    let id = "label-layout"

    static let standardSpacing = 8.0

    enum Message: FindingMessage {
        case layout(switchID: String, notBaselineAligned: Bool, spacing: Double?)

        func text(in context: MessageContext) -> String {
            switch self {
            case .layout(let id, let notAligned, let spacing):
                var problems: [String] = []
                if notAligned { problems.append("is not baseline-aligned with its switch") }
                if let spacing { problems.append("sits \(points(spacing)) points from it, not the standard 8") }
                return "the label of switch \"\(id)\" " + problems.joined(separator: " and ")
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            guard let layout = item.cell.layout else { continue }
            let notAligned = layout.baselineAligned == false
            let spacing = layout.spacing.flatMap { abs($0 - Self.standardSpacing) > 0.5 ? $0 : nil }
            guard notAligned || spacing != nil else { continue }
            emitter.report(Message.layout(switchID: item.cell.id, notBaselineAligned: notAligned, spacing: spacing),
                           at: layout.location, screen: item.screenID, cell: item.cell)
        }
    }
}
