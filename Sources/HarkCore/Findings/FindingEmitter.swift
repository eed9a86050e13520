/// Where a rule reports what it finds, as swift-format's rules call `diagnose`: the emitter
/// stamps each finding with the rule, its severity and the input's phrasing (the cell's own,
/// when it has one), and drops the
/// findings an `ignore` list around the node suppresses.
struct FindingEmitter {
    let rule: String
    /// The rule's severity (its document's, or the configuration's).
    let severity: Severity
    let phrasing: FixPhrasing
    private(set) var findings: [Finding] = []

    init(rule: String, severity: Severity, phrasing: FixPhrasing) {
        self.rule = rule
        self.severity = severity
        self.phrasing = phrasing
    }

    /// Reports `message` at `location`. `cell` (and `suppressed`, for nodes that are not cells)
    /// carry the rule ids the `ignore` lists around the node name; `severity` overrides the
    /// rule's for a lesser variant of its problem.
    /// `toldInSummary`: a finding the rule's summary of the locale's table already tells
    /// (`Finding.isToldInSummary`).
    mutating func report(_ message: some FindingMessage, at location: SourceLocation, screen: String? = nil,
                         cell: Cell? = nil, suppressed: Set<String> = [], locale: String? = nil, severity: Severity? = nil,
                         toldInSummary: Bool = false) {
        if let cell, cell.suppressedRules.contains(rule) { return }
        if suppressed.contains(rule) { return }
        var finding = Finding(rule: rule, severity: severity ?? self.severity, location: location, screen: screen,
                              element: cell?.id, scope: locale.map(LocaleScope.locale) ?? .none,
                              message: message, phrasing: cell?.phrasing ?? phrasing, elementAliases: cell?.aliases ?? [])
        finding.isToldInSummary = toldInSummary
        findings.append(finding)
    }

    /// Passes on a finding another emitter of the same rule made (one a rule held back to
    /// count before deciding what to report), marked as one a summary tells when `toldInSummary`.
    mutating func pass(_ finding: Finding, toldInSummary: Bool = false) {
        var finding = finding
        if toldInSummary { finding.isToldInSummary = true }
        findings.append(finding)
    }
}
