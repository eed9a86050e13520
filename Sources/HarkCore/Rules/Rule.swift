/// A check. A rule's metadata (severity, title, category) and its documentation live in its
/// document `Rules/<id>.md`; the Swift type holds the id, its messages and the logic only.
protocol Rule: Sendable {
    var id: String { get }
    /// Looks at the audit unit and reports each problem to `emitter`.
    func check(_ context: AuditContext, into emitter: inout FindingEmitter)
}
