/// `image-size`: a switch's on or off image that is not 77 × 27 points, the size UISwitch's
/// documentation required for `onImage` and `offImage`.
public struct ImageSizeRule: Rule {
    public let id = "image-size"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells {
            for (property, image) in [("onImage", item.control.onImage), ("offImage", item.control.offImage)] {
                guard let image, image.width != 77 || image.height != 27 else { continue }
                findings += [context.finding(self,
                    "\(property) \"\(image.name)\" is \(LocalizationTruncationRule.format(image.width)) × \(LocalizationTruncationRule.format(image.height)) points; UISwitch images must be 77 × 27",
                    at: image.location, screen: item.screenID, cell: item.cell)].compactMap { $0 }
            }
        }
        return findings
    }
}
