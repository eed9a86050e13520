/// `state-missing`: a switch whose on/off state VoiceOver cannot speak, because no
/// accessibility value is exposed (a custom UIControl exposes none by default), or the app's
/// value is empty in some locale.
public struct StateMissingRule: Rule {
    public let id = "state-missing"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            switch item.element.value {
            case nil:
                findings += [context.finding(self,
                    "switch \"\(item.cell.id)\" does not expose its state: set accessibility.value to on/off (UISwitch does this itself)",
                    at: item.element.location, screen: item.screenID, cell: item.cell)].compactMap { $0 }
            case .text(let text):
                for announcer in context.localeAnnouncers where announcer.resolver.resolve(text).isBlank {
                    findings += [context.finding(self,
                        "switch \"\(item.cell.id)\" has an empty accessibility value in \(announcer.locale): its state is not spoken",
                        at: text.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)].compactMap { $0 }
                }
            case .switchState:
                continue
            }
        }
        return findings
    }
}
