/// `traits-missing`: a switch VoiceOver cannot reach (not an element, or hidden), or one that
/// lacks the Button and User Interaction Enabled traits a UISwitch has.
struct TraitsMissingRule: Rule {
    let id = "traits-missing"

    enum Message: FindingMessage {
        case notAnElement(switchID: String)
        case customControlNotAnElement(switchID: String, className: String)
        case hidden(switchID: String)
        case lacksTraits(switchID: String, traits: [AccessibilityTrait])

        func text(in context: MessageContext) -> String {
            switch self {
            case .notAnElement(let id):
                return "switch \(context.switchName(id)) is not an accessibility element: VoiceOver skips it"
            case .customControlNotAnElement(let id, let className):
                return "switch \(context.switchName(id)) (\(className), a UIControl) is not an accessibility element: custom controls are not accessible by default; \(context.phrasing.element)"
            case .hidden(let id):
                return "switch \(context.switchName(id)) is hidden from accessibility: VoiceOver skips it"
            case .lacksTraits(let id, let traits):
                let names = traits.map { $0 == .button ? "Button" : $0 == .userInteractionEnabled ? "User Interaction Enabled" : $0.rawValue }
                return "switch \(context.switchName(id)) lacks the trait\(traits.count > 1 ? "s" : "") \(names.joined(separator: " and "))"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            let element = item.element
            let id = item.cell.id
            let message: Message
            if !element.isElement {
                message = item.control.isSwitchKind ? .notAnElement(switchID: id)
                    : .customControlNotAnElement(switchID: id, className: item.control.className)
            } else if element.isHidden {
                message = .hidden(switchID: id)
            } else {
                let missing = [AccessibilityTrait.button, .userInteractionEnabled].filter { !element.traits.contains($0) }
                guard !missing.isEmpty else { continue }
                message = .lacksTraits(switchID: id, traits: missing)
            }
            emitter.report(message, at: element.location, screen: item.screenID, cell: item.cell)
        }
    }
}
