/// `label-layout`: a label beside a switch that is not baseline-aligned with it, or not at the
/// standard 8-point spacing: the layout Apple's guide shows for a switch with its label.
public struct LabelLayoutRule: Rule {
    public let id = "label-layout"
    public init() {}

    public static let standardSpacing = 8.0

    public func check(_ context: AuditContext) -> [Finding] {
        context.switchCells.compactMap { item in
            guard let layout = item.cell.layout else { return nil }
            var problems: [String] = []
            if layout.baselineAligned == false { problems.append("is not baseline-aligned with its switch") }
            if let spacing = layout.spacing, abs(spacing - Self.standardSpacing) > 0.5 {
                problems.append("sits \(LocalizationTruncationRule.format(spacing)) points from it, not the standard 8")
            }
            guard !problems.isEmpty else { return nil }
            return context.finding(self, "the label of switch \"\(item.cell.id)\" " + problems.joined(separator: " and "),
                                   at: layout.location, screen: item.screenID, cell: item.cell)
        }
    }
}
