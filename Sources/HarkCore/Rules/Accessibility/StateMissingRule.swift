/// `state-missing`: a switch whose on/off state VoiceOver cannot speak, because no
/// accessibility value is exposed (a custom UIControl exposes none by default), or the app's
/// value is empty in some locale.
struct StateMissingRule: Rule {
    let id = "state-missing"

    enum Message: FindingMessage {
        case noValue(switchID: String)
        case emptyValue(switchID: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .noValue(let id):
                return "switch \(context.switchName(id)) does not expose its state: \(context.phrasing.value) (UISwitch does this itself)"
            case .emptyValue(let id):
                return "switch \(context.switchName(id)) has an empty accessibility value: its state is not spoken"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            switch item.element.value {
            case nil:
                // A button-style toggle's state is its Selected trait.
                guard !item.element.statesBySelection else { continue }
                emitter.report(Message.noValue(switchID: item.cell.id), at: item.element.location, screen: item.screenID, cell: item.cell)
            case .text(let text):
                for announcer in context.localeAnnouncers where announcer.resolver.resolve(text).isBlank {
                    emitter.report(Message.emptyValue(switchID: item.cell.id), at: text.location, screen: item.screenID,
                                   cell: item.cell, locale: announcer.locale)
                }
            case .switchState:
                continue
            }
        }
    }
}
