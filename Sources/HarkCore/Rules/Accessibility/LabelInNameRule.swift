/// `label-in-name` (WCAG 2.5.3 Label in Name): the visible text beside a switch must be part of
/// the name VoiceOver speaks, so a user who sees "Button Shapes" and says "Tap Button Shapes"
/// to Voice Control, or hears the name, finds the same control. Catches an accessibility label
/// copied from the neighbouring row.
public struct LabelInNameRule: Rule {
    public let id = "label-in-name"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            // Only an accessibility label can differ from the visible text it replaces.
            guard let spokenSource = item.element.label else { continue }
            let visibleSources = [item.cell.text, item.cell.label?.text].compactMap { $0 }
            for announcer in context.localeAnnouncers {
                let spoken = announcer.resolver.resolve(spokenSource)
                guard spoken.isAuthored else { continue }
                for visibleSource in visibleSources {
                    let visible = announcer.resolver.resolve(visibleSource)
                    guard visible.isAuthored, !visible.isBlank,
                          !WordMatching.contains(spoken.text, visible.text) else { continue }
                    findings += [context.finding(self,
                        "the switch shows \"\(visible.text.trimmedWhitespace)\" but is announced as \"\(spoken.text.trimmedWhitespace)\": the spoken name must contain the visible label",
                        at: spokenSource.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)].compactMap { $0 }
                    break
                }
            }
        }
        return findings
    }
}
