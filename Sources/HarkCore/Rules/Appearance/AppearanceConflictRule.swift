/// `appearance-conflict`: on/off images and tint colors set on the same switch. The images
/// replace the track, so the tints never show: one of the two settings is dead.
public struct AppearanceConflictRule: Rule {
    public let id = "appearance-conflict"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.switchCells.compactMap { item in
            let control = item.control
            guard control.onImage != nil || control.offImage != nil else { return nil }
            let tints = [("onTintColor", control.onTintColor), ("tintColor", control.tintColor)].filter { $0.1 != nil }.map(\.0)
            guard !tints.isEmpty else { return nil }
            return context.finding(self,
                "switch \"\(item.cell.id)\" sets on/off images and \(tints.joined(separator: " and ")): the images hide the tint",
                at: control.location, screen: item.screenID, cell: item.cell)
        }
    }
}
