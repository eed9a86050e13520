/// `label-in-name` (WCAG 2.5.3 Label in Name): the visible text beside a switch must be part of
/// the name VoiceOver speaks, so a user who sees "Button Shapes" and says "Tap Button Shapes"
/// to Voice Control, or hears the name, finds the same control. Catches an accessibility label
/// copied from the neighbouring row.
struct LabelInNameRule: Rule {
    let id = "label-in-name"

    enum Message: FindingMessage {
        case visibleNotSpoken(visible: String, spoken: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .visibleNotSpoken(let visible, let spoken):
                return "the switch shows \(quoted(visible)) but is announced as \(quoted(spoken)): the spoken name must contain the visible label"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            // Only an accessibility label can differ from the visible text it replaces.
            guard let spokenSource = item.element.label else { continue }
            let visibleSources = [item.cell.text, item.cell.label?.text].compactMap { $0 }
            for announcer in context.localeAnnouncers {
                let spoken = announcer.resolver.resolve(spokenSource)
                guard spoken.isAuthored, !PlaceholderTextRule.isPlaceholder(spoken, configuration: context.configuration) else { continue }
                for visibleSource in visibleSources {
                    let visible = announcer.resolver.resolve(visibleSource)
                    // A placeholder the code replaces ("{Protected Field}", "Label") is not what
                    // the screen shows: placeholder-text says so, and nothing can be compared.
                    guard visible.isAuthored, !visible.isBlank, !PlaceholderTextRule.isPlaceholder(visible, configuration: context.configuration),
                          !WordMatching.contains(spoken.text, visible.text) else { continue }
                    emitter.report(Message.visibleNotSpoken(visible: visible.text, spoken: spoken.text),
                                   at: spokenSource.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)
                    break
                }
            }
        }
    }
}
