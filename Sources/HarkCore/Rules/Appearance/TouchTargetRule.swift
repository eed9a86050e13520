/// `touch-target`: a custom switch smaller than the 44 × 44 points Apple's Human Interface
/// Guidelines ask of any control. A UISwitch is left alone: UIKit fixes its size (51 × 31,
/// 63 × 28 in recent iOS) whatever frame a storyboard records, and the table row around it
/// takes the taps.
public struct TouchTargetRule: Rule {
    public let id = "touch-target"
    public init() {}

    public static let minimum = 44.0

    public func check(_ context: AuditContext) -> [Finding] {
        context.switchCells.compactMap { item in
            guard !item.control.isSwitchKind, let frame = item.control.frame,
                  frame.width < Self.minimum || frame.height < Self.minimum else { return nil }
            let size = "\(LocalizationTruncationRule.format(frame.width)) × \(LocalizationTruncationRule.format(frame.height))"
            return context.finding(self,
                "switch \"\(item.cell.id)\" (\(item.control.className)) is \(size) points; a control needs at least 44 × 44 to be hit reliably",
                at: item.control.location, screen: item.screenID, cell: item.cell)
        }
    }
}
