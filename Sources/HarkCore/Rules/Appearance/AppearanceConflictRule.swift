/// `appearance-conflict`: on/off images and tint colors set on the same switch. The images
/// replace the track, so the tints never show: one of the two settings is dead.
struct AppearanceConflictRule: Rule {
    let id = "appearance-conflict"

    enum Message: FindingMessage {
        case imagesAndTints(switchID: String, tints: [String])

        func text(in context: MessageContext) -> String {
            switch self {
            case .imagesAndTints(let id, let tints):
                return "switch \(context.switchName(id)) sets on/off images and \(tints.joined(separator: " and ")): the images hide the tint"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            let control = item.control
            guard control.onImage != nil || control.offImage != nil else { continue }
            let tints = [("onTintColor", control.onTintColor), ("tintColor", control.tintColor)].filter { $0.1 != nil }.map(\.0)
            guard !tints.isEmpty else { continue }
            emitter.report(Message.imagesAndTints(switchID: item.cell.id, tints: tints), at: control.location,
                           screen: item.screenID, cell: item.cell)
        }
    }
}
