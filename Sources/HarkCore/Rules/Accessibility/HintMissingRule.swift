/// `hint-missing`: an enabled switch with no hint of its own, so VoiceOver falls back to its
/// generic "Double tap to toggle setting." and never says what the setting does. A switch whose
/// hint the app cannot set (a Settings.bundle toggle, drawn by the Settings app) is left alone.
struct HintMissingRule: Rule {
    let id = "hint-missing"

    enum Message: FindingMessage {
        case noHint(switchID: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .noHint(let id):
                return "switch \(context.switchName(id)) has no hint of its own: say what turning it on does (\(context.phrasing.hint))"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            let element = item.element
            guard element.isElement, !element.isHidden, !element.isDimmed, element.hint == nil, item.control.canHaveHint else { continue }
            emitter.report(Message.noHint(switchID: item.cell.id), at: element.location, screen: item.screenID, cell: item.cell)
        }
    }
}
