import Foundation

/// Findings a project accepts where they are: the configuration's `suppress` entries and the
/// inputs' `hark:disable` comments. Both match on a finding's fields (rule, file and line,
/// element and its other ids, subject, screen, locale), so every input format's findings can
/// be suppressed the same way. They apply before findings are collapsed across locales, so a
/// finding suppressed in one translation is not hidden in the others.
struct Suppressions: Sendable {
    let inline: [InlineSuppression]
    let configured: [ConfiguredSuppression]
    private let workingFolder: String

    init(inline: [InlineSuppression], configured: [ConfiguredSuppression],
         workingFolder: String = FileManager.default.currentDirectoryPath) {
        self.inline = inline
        self.configured = configured
        self.workingFolder = workingFolder
    }

    var isEmpty: Bool { inline.isEmpty && configured.isEmpty }

    func covers(_ finding: Finding) -> Bool {
        if inline.contains(where: { $0.covers(rule: finding.rule, at: finding.location) }) { return true }
        guard !configured.isEmpty else { return false }
        let file = PathDisplay.standardize(finding.location.file, in: workingFolder)
        return configured.contains {
            $0.covers(rule: finding.rule, file: file, element: finding.element, aliases: finding.elementAliases,
                      subject: finding.message.subject, screen: finding.screen, locale: finding.locale)
        }
    }

    /// The findings no suppression covers, and how many were suppressed.
    func apply(_ findings: [Finding]) -> (kept: [Finding], suppressed: Int) {
        guard !isEmpty else { return (findings, 0) }
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        var suppressed = 0
        for finding in findings {
            if !covers(finding) {
                kept.append(finding)
            } else if !finding.isToldInSummary {
                // One a summary tells was never to be reported: nothing was suppressed.
                suppressed += 1
            }
        }
        return (kept, suppressed)
    }
}
