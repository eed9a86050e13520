/// `image-size`: a switch's on or off image that is not 77 × 27 points, the size UISwitch's
/// documentation required for `onImage` and `offImage`.
struct ImageSizeRule: Rule {
    let id = "image-size"

    enum Message: FindingMessage {
        case wrongSize(property: String, image: String, width: Double, height: Double)

        func text(in context: MessageContext) -> String {
            switch self {
            case .wrongSize(let property, let image, let width, let height):
                return "\(property) \"\(image)\" is \(points(width)) × \(points(height)) points; UISwitch images must be 77 × 27"
            }
        }

        var subject: String {
            switch self {
            case .wrongSize(let property, _, _, _): return property
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            for (property, image) in [("onImage", item.control.onImage), ("offImage", item.control.offImage)] {
                guard let image, image.width != 77 || image.height != 27 else { continue }
                emitter.report(Message.wrongSize(property: property, image: image.name, width: image.width, height: image.height),
                               at: image.location, screen: item.screenID, cell: item.cell)
            }
        }
    }
}
