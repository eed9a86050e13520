/// `image-ignored`: on/off images on a switch in an app for iOS 7 or later, where UISwitch no
/// longer draws them: the design the images carry never reaches the screen.
public struct ImageIgnoredRule: Rule {
    public let id = "image-ignored"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        let target = context.model?.app.deploymentTarget
        let major = target.flatMap { Int($0.split(separator: ".").first ?? "") }
        if let major, major < 7 { return [] }
        let since = target.map { "the app targets iOS \($0)" } ?? "the app sets no deploymentTarget, so a current iOS is assumed"
        return context.switchCells.compactMap { item in
            guard let image = item.control.onImage ?? item.control.offImage else { return nil }
            return context.finding(self,
                "switch \"\(item.cell.id)\" sets \(item.control.onImage != nil ? "onImage" : "offImage") \"\(image.name)\", which UISwitch ignores since iOS 7 (\(since))",
                at: image.location, screen: item.screenID, cell: item.cell)
        }
    }
}
