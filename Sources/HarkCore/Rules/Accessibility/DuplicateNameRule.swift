/// `duplicate-name`: two switches on one screen announced with the same name in a locale, so
/// the user cannot tell them apart.
public struct DuplicateNameRule: Rule {
    public let id = "duplicate-name"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        // Reachable switches, grouped by screen (they come screen by screen).
        var screens: [[SwitchCell]] = []
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            if let last = screens.last?.last, last.screenID == item.screenID {
                screens[screens.count - 1].append(item)
            } else {
                screens.append([item])
            }
        }
        var findings: [Finding] = []
        for announcer in context.localeAnnouncers {
            for switches in screens {
                var firstByName: [[Unicode.Scalar]: SwitchCell] = [:]
                for item in switches {
                    guard let resolved = context.resolvedName(of: item, in: announcer), !resolved.text.isBlank else { continue }
                    let name = resolved.text
                    let key = resolved.lowered.scalars
                    guard let first = firstByName[key] else {
                        firstByName[key] = item
                        continue
                    }
                    findings += [context.finding(self,
                        "switches \"\(first.cell.id)\" (line \(first.control.location.line)) and \"\(item.cell.id)\" are both announced as \"\(name.text)\"",
                        at: item.control.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)].compactMap { $0 }
                }
            }
        }
        return findings
    }
}
