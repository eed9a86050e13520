/// A problem found at the same place in every audited locale is not a problem of one locale
/// (the model references the wrong key, say): it is reported once, for every locale, in the
/// development language's words. So is a problem every translation has alike (a key only the
/// development language has): "alike" meaning that the messages read the same once they name
/// no locale, which is how the collapsed finding will read.
enum LocaleCollapse {
    static func apply(_ findings: [Finding], locales: [String], developmentLanguage: String) -> [Finding] {
        guard locales.count >= 2 else { return findings }
        struct Place: Hashable {
            let rule: String
            let location: SourceLocation
            let screen: String?
            let element: String?
            let subject: String
        }
        // Groups hold indices, in the order their places first come: a finding is copied once,
        // into the result. Each place is hashed once (found, or added with the next group).
        var groupOfPlace: [Place: Int] = [:]
        var groups: [[Int]] = []
        var result: [Finding] = []
        result.reserveCapacity(findings.count)
        for (index, finding) in findings.enumerated() {
            guard finding.locale != nil else {
                result.append(finding)
                continue
            }
            let place = Place(rule: finding.rule, location: finding.location, screen: finding.screen,
                              element: finding.element, subject: finding.message.subject)
            var group = -1
            func take(_ found: inout Int) { group = found }
            take(&groupOfPlace[place, default: groups.count])
            if group == groups.count { groups.append([]) }
            groups[group].append(index)
        }
        let everyLocale = Set(locales)
        // Regional variants of the development language (en-GB) often show its text where they
        // have none: a problem every other translation has is still every translation's, with
        // or without them.
        let language = LocaleCode(developmentLanguage).language
        let translations = everyLocale.filter { $0 != developmentLanguage && LocaleCode($0).language != language }
        let others = everyLocale.subtracting([developmentLanguage])
        for members in groups {
            // A finding alone at its place is kept as it is: a collapse needs two locales.
            if members.count == 1 && everyLocale.count >= 2 {
                result.append(findings[members[0]])
                continue
            }
            let group = members.map { findings[$0] }
            let present = Set(group.compactMap(\.locale))
            if present == everyLocale && group.count == everyLocale.count {
                var collapsed = group.first { $0.locale == developmentLanguage } ?? group[0]
                collapsed.scope = .everyLocale(count: everyLocale.count)
                result.append(collapsed)
            } else if let shared = [translations, others].first(where: { present == $0 && group.count == $0.count && $0.count >= 2 }),
                      readAlike(group, scope: .everyTranslation(count: shared.count)) {
                var collapsed = group.min { ($0.locale ?? "") < ($1.locale ?? "") } ?? group[0]
                collapsed.scope = .everyTranslation(count: shared.count)
                result.append(collapsed)
            } else {
                result += group
            }
        }
        return result
    }

    /// Whether every finding of the group says the same once put into words for `scope`.
    private static func readAlike(_ group: [Finding], scope: LocaleScope) -> Bool {
        let texts = Set(group.map { $0.message.text(in: MessageContext(phrasing: $0.phrasing, scope: scope)) })
        return texts.count == 1
    }
}
