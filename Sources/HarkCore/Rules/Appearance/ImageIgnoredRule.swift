/// `image-ignored`: on/off images on a switch in an app for iOS 7 or later, where UISwitch no
/// longer draws them: the design the images carry never reaches the screen.
struct ImageIgnoredRule: Rule {
    let id = "image-ignored"

    enum Message: FindingMessage {
        case ignored(switchID: String, property: String, image: String, deploymentTarget: String?)

        func text(in context: MessageContext) -> String {
            switch self {
            case .ignored(let id, let property, let image, let target):
                let since = target.map { "the app targets iOS \($0)" }
                    ?? "\(context.phrasing.deploymentTarget) is not set, so a current iOS is assumed"
                return "switch \(context.switchName(id)) sets \(property) \"\(image)\", which UISwitch ignores since iOS 7 (\(since))"
            }
        }

        var subject: String {
            switch self {
            case .ignored(_, let property, _, _): return property
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        let target = context.model?.app.deploymentTarget
        if let major = target.flatMap({ Int($0.split(separator: ".").first ?? "") }), major < 7 { return }
        for item in context.switchCells {
            guard let image = item.control.onImage ?? item.control.offImage else { continue }
            let property = item.control.onImage != nil ? "onImage" : "offImage"
            emitter.report(Message.ignored(switchID: item.cell.id, property: property, image: image.name, deploymentTarget: target),
                           at: image.location, screen: item.screenID, cell: item.cell)
        }
    }
}
