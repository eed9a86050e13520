/// Each audit unit reports what it finds on its own; a table shared by a model's unit and its
/// folder's unit can thus be summed up twice at one place, for one locale (the texts the model
/// reads, then the rest of the table). Such findings become one, when their messages say they
/// merge (`FindingMessage.merged(with:)`); every other finding is left as it is, in its order.
enum UnitMerge {
    static func apply(_ findings: [Finding]) -> [Finding] {
        struct Place: Hashable {
            let rule: String
            let location: SourceLocation
            let locale: String
            let subject: String
        }
        var firstAt: [Place: Int] = [:]
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        for finding in findings {
            // Only a locale's findings at a table's first line are candidates: most findings
            // are looked at no further than this.
            guard finding.location.line == 1, let locale = finding.locale else {
                result.append(finding)
                continue
            }
            let place = Place(rule: finding.rule, location: finding.location, locale: locale, subject: finding.message.subject)
            if let index = firstAt[place], let merged = result[index].message.merged(with: finding.message) {
                result[index] = result[index].replacingMessage(with: merged)
                continue
            }
            if firstAt[place] == nil { firstAt[place] = result.count }
            result.append(finding)
        }
        return result
    }
}

private extension Finding {
    /// The same finding, saying `message` instead.
    func replacingMessage(with message: any FindingMessage) -> Finding {
        Finding(rule: rule, severity: severity, location: location, screen: screen, element: element, scope: scope,
                message: message, phrasing: phrasing, elementAliases: elementAliases)
    }
}
