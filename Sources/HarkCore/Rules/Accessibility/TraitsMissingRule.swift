/// `traits-missing`: a switch VoiceOver cannot reach (not an element, or hidden), or one that
/// lacks the Button and User Interaction Enabled traits a UISwitch has.
public struct TraitsMissingRule: Rule {
    public let id = "traits-missing"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.switchCells.compactMap { item in
            let element = item.element
            let name = "switch \"\(item.cell.id)\""
            var problem: String? = nil
            if !element.isElement {
                problem = item.control.isSwitchKind
                    ? "\(name) is not an accessibility element: VoiceOver skips it"
                    : "\(name) (\(item.control.className), a UIControl) is not an accessibility element: custom controls are not accessible by default"
            } else if element.isHidden {
                problem = "\(name) is hidden from accessibility: VoiceOver skips it"
            } else {
                let missing = [(AccessibilityTrait.button, "Button"), (.userInteractionEnabled, "User Interaction Enabled")]
                    .filter { !element.traits.contains($0.0) }.map(\.1)
                if !missing.isEmpty {
                    problem = "\(name) lacks the trait\(missing.count > 1 ? "s" : "") \(missing.joined(separator: " and "))"
                }
            }
            guard let problem else { return nil }
            return context.finding(self, problem, at: element.location, screen: item.screenID, cell: item.cell)
        }
    }
}
