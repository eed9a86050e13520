/// `duplicate-name`: two switches on one screen announced with the same name in a locale, so
/// the user cannot tell them apart.
public struct DuplicateNameRule: Rule {
    public let id = "duplicate-name"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        let reachable = context.switchCells.filter { $0.element.isElement && !$0.element.isHidden }
        for announcer in context.localeAnnouncers {
            // Per screen: normalized name -> index in `reachable` of the first switch using it.
            var firstByName: [String: [String: Int]] = [:]
            for (index, item) in reachable.enumerated() {
                guard let name = announcer.name(of: item.cell, element: item.element), !name.isBlank else { continue }
                let normalized = name.text.trimmedWhitespace.lowercased()
                guard let firstIndex = firstByName[item.screenID]?[normalized] else {
                    firstByName[item.screenID, default: [:]][normalized] = index
                    continue
                }
                let first = reachable[firstIndex]
                findings += [context.finding(self,
                    "switches \"\(first.cell.id)\" (line \(first.control.location.line)) and \"\(item.cell.id)\" are both announced as \"\(name.text)\"",
                    at: item.control.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)].compactMap { $0 }
            }
        }
        return findings
    }
}
