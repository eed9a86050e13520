/// `child-pane-missing`: a row that opens a screen the input does not have, such as a
/// Settings.bundle `PSChildPaneSpecifier` whose `File` names no plist in the bundle: tapping it
/// leads nowhere. Reported as a finding, not an input error, so the rest of the bundle is still
/// audited and the defect can be baselined like any other.
struct ChildPaneMissingRule: Rule {
    let id = "child-pane-missing"

    enum Message: FindingMessage {
        case missing(rowID: String, screenID: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .missing(let row, let screen):
                return "row \"\(row)\" opens \"\(screen)\", which does not exist: tapping it leads nowhere"
            }
        }

        var subject: String {
            switch self {
            case .missing(_, let screen): return screen
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        guard let model = context.model else { return }
        let screenIDs = Set(model.screens.map(\.id))
        for screen in model.screens {
            for cell in screen.cells {
                guard let opening = cell.opens, !screenIDs.contains(opening.screenID) else { continue }
                emitter.report(Message.missing(rowID: cell.id, screenID: opening.screenID), at: opening.location,
                               screen: screen.id, cell: cell)
            }
        }
    }
}
