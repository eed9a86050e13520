/// `trait-conflict`: a switch with traits VoiceOver cannot combine, GTXiLib's "Accessibility
/// traits" check: Button, Link, Search Field and Keyboard Key exclude one another, and so do
/// Button and Adjustable. Each describes what the element is and how it is operated; with two,
/// VoiceOver says one role and its hint fits only one of them.
struct TraitConflictRule: Rule {
    let id = "trait-conflict"

    /// GTXiLib's mutually exclusive groups (`gtx_traitsMutuallyExclusiveRules`).
    static let exclusiveGroups: [[AccessibilityTrait]] = [
        [.button, .link, .searchField, .keyboardKey],
        [.button, .adjustable],
    ]

    static let names: [AccessibilityTrait: String] = [
        .button: "Button", .link: "Link", .searchField: "Search Field", .keyboardKey: "Keyboard Key", .adjustable: "Adjustable",
    ]

    enum Message: FindingMessage {
        case conflict(switchID: String, traits: [AccessibilityTrait])

        func text(in context: MessageContext) -> String {
            switch self {
            case .conflict(let id, let traits):
                let names = traits.compactMap { TraitConflictRule.names[$0] }
                return "switch \(context.switchName(id)) has the traits \(names.dropLast().joined(separator: ", ")) and \(names.last ?? ""), which cannot be combined: keep the one that says what it is (a switch is a Button)"
            }
        }

        var subject: String {
            switch self {
            case .conflict(_, let traits): return traits.map(\.rawValue).joined(separator: "+")
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            for group in Self.exclusiveGroups {
                let present = group.filter(item.element.traits.contains)
                guard present.count > 1 else { continue }
                emitter.report(Message.conflict(switchID: item.cell.id, traits: present), at: item.element.location,
                               screen: item.screenID, cell: item.cell)
            }
        }
    }
}
