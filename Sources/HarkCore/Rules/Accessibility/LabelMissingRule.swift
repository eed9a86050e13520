/// `label-missing`: a switch VoiceOver would announce with no name, so the user hears only
/// "switch button, off" and cannot tell what it controls.
struct LabelMissingRule: Rule {
    let id = "label-missing"

    enum Message: FindingMessage {
        case noName(switchID: String)
        case emptyName(switchID: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .noName(let id): return "switch \(context.switchName(id)) has no accessible name: \(context.phrasing.name)"
            case .emptyName(let id): return "switch \(context.switchName(id)) has an empty name: VoiceOver says only its state"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        let names = context.localeAnnouncers.map { (announcer: $0, names: context.names(in: $0)) }
        for item in context.switchCells {
            let hasNameSource = item.element.label != nil || item.cell.text != nil || item.cell.label?.text != nil
            guard hasNameSource else {
                emitter.report(Message.noName(switchID: item.cell.id), at: item.control.location, screen: item.screenID, cell: item.cell)
                continue
            }
            for (announcer, names) in names {
                guard names.isBlank(of: item) == true else { continue }
                // A label left empty in Interface Builder whose text the code sets (Habitica's
                // `autoAllocateLabel.text = L10n.Stats.autoAllocatePoints`) is unknown, not empty.
                if names.resolvedName(of: item)?.source == .designTime { continue }
                emitter.report(Message.emptyName(switchID: item.cell.id), at: item.control.location, screen: item.screenID,
                               cell: item.cell, locale: announcer.locale)
            }
        }
    }
}
