public enum Severity: String, Sendable, CaseIterable, Comparable {
    case note, warning, error

    private var rank: Int {
        switch self {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One problem Hark found, pointing at the place in the input that causes it.
public struct Finding: Sendable {
    public let rule: String
    public let severity: Severity
    public let message: String
    public let location: SourceLocation
    /// The screen id, when the finding belongs to a screen.
    public let screen: String?
    /// The cell id (or storyboard object id), when the finding belongs to one element.
    public let element: String?
    /// Set when the finding concerns one locale only.
    public let locale: String?

    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                screen: String? = nil, element: String? = nil, locale: String? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.screen = screen
        self.element = element
        self.locale = locale
    }

    /// The report order (spec §5): file, line, column, rule, locale, then message so that
    /// nothing is left to chance.
    public static func reportOrder(_ a: Finding, _ b: Finding) -> Bool {
        if a.location != b.location { return a.location < b.location }
        if a.rule != b.rule { return a.rule < b.rule }
        if (a.locale ?? "") != (b.locale ?? "") { return (a.locale ?? "") < (b.locale ?? "") }
        return a.message < b.message
    }
}

public struct SeverityCounts: Sendable, Equatable {
    public var error = 0
    public var warning = 0
    public var note = 0

    public init(_ findings: [Finding]) {
        for finding in findings {
            switch finding.severity {
            case .error: error += 1
            case .warning: warning += 1
            case .note: note += 1
            }
        }
    }
}
