/// `label-missing`: a switch VoiceOver would announce with no name, so the user hears only
/// "switch button, off" and cannot tell what it controls.
public struct LabelMissingRule: Rule {
    public let id = "label-missing"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells {
            let hasNameSource = item.element.label != nil || item.cell.text != nil || item.cell.label?.text != nil
            guard hasNameSource else {
                findings += [context.finding(self,
                    "switch \"\(item.cell.id)\" has no accessible name: set accessibility.label or give the cell a text",
                    at: item.control.location, screen: item.screenID, cell: item.cell)].compactMap { $0 }
                continue
            }
            for announcer in context.localeAnnouncers {
                guard let name = context.name(of: item, in: announcer), name.isBlank else { continue }
                findings += [context.finding(self,
                    "switch \"\(item.cell.id)\" has an empty name: VoiceOver says only its state",
                    at: item.control.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)].compactMap { $0 }
            }
        }
        return findings
    }
}
