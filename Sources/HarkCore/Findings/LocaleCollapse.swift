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
        // The locales' sets, made for the first group of two findings or more: this runs for
        // every rule of every audit unit, most groups are one finding, and parsing an app's fifty
        // locale codes each time showed in profiles.
        var scopes: Scopes? = nil
        let twoLocales = locales.contains { $0 != locales[0] }
        for members in groups {
            // A finding alone at its place is kept as it is: a collapse needs two locales.
            if members.count == 1 && twoLocales {
                result.append(findings[members[0]])
                continue
            }
            let made = scopes ?? Scopes(locales: locales, developmentLanguage: developmentLanguage)
            scopes = made
            let (everyLocale, translations, others) = (made.everyLocale, made.translations, made.others)
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

    /// The sets of locales a group is compared with.
    private struct Scopes {
        let everyLocale: Set<String>
        /// Every locale but the development language and its regional variants (en-GB often
        /// shows the development text where it has none: a problem every other translation has
        /// is still every translation's, with or without them).
        let translations: Set<String>
        /// Every locale but the development language.
        let others: Set<String>

        init(locales: [String], developmentLanguage: String) {
            everyLocale = Set(locales)
            let language = LocaleCode(developmentLanguage).language
            translations = everyLocale.filter { $0 != developmentLanguage && LocaleCode($0).language != language }
            others = everyLocale.subtracting([developmentLanguage])
        }
    }

    /// Whether every finding of the group says the same once put into words for `scope`.
    private static func readAlike(_ group: [Finding], scope: LocaleScope) -> Bool {
        let texts = Set(group.map { $0.message.text(in: MessageContext(phrasing: $0.phrasing, scope: scope)) })
        return texts.count == 1
    }
}
