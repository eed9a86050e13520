/// `name-unresolved`: a switch named by code Hark cannot evaluate without running the app (a
/// variable, a function's result, a custom view), which it speaks as `<expression>`: the note
/// says once, per switch, where the audit of a name is blind rather than guess.
struct NameUnresolvedRule: Rule {
    let id = "name-unresolved"

    enum Message: FindingMessage {
        case unresolved(switchID: String, expression: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .unresolved(let id, let expression):
                return "switch \(context.switchName(id)) is named by `\(expression)`, which Hark cannot evaluate without running the app: "
                    + "VoiceOver says what it holds then, and Hark speaks it as \(LocalizedText.expressionPlaceholder)"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            guard let name = item.element.label ?? item.cell.text ?? item.cell.label?.text else { continue }
            // Text shown verbatim is spoken as it is, evaluated or not.
            let parts = name.leaves.flatMap { leaf -> [LocalizedText] in
                if case .verbatim(let text, _) = leaf { return text.leaves }
                return [leaf]
            }
            guard let expression = parts.first(where: { if case .expression = $0 { return true } else { return false } }),
                  case .expression(let code, _, let location) = expression else { continue }
            emitter.report(Message.unresolved(switchID: item.cell.id, expression: code), at: location, screen: item.screenID, cell: item.cell)
        }
    }
}
