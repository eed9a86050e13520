/// How serious a finding is; `--fail-on` compares with it. In Support because the configuration
/// (Load) sets rules' severities as well as findings carrying them.
enum Severity: String, Sendable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}
