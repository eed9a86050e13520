/// A check. A rule's metadata (severity, title, category) and its documentation live in its
/// document `Rules/<id>.md`; the Swift type holds the id and the logic only.
public protocol Rule: Sendable {
    var id: String { get }
    func check(_ context: AuditContext) -> [Finding]
}
