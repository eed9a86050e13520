/// `hint-missing`: an enabled switch with no hint of its own, so VoiceOver falls back to its
/// generic "Double tap to toggle setting." and never says what the setting does.
public struct HintMissingRule: Rule {
    public let id = "hint-missing"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.switchCells.compactMap { item in
            let element = item.element
            guard element.isElement, !element.isHidden, !element.isDimmed, element.hint == nil else { return nil }
            return context.finding(self,
                "switch \"\(item.cell.id)\" has no hint of its own: say what turning it on does (accessibility.hint)",
                at: element.location, screen: item.screenID, cell: item.cell)
        }
    }
}
