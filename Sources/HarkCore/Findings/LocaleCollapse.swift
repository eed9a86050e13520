/// A problem found at the same place in every audited locale is not a problem of one locale
/// (the model references the wrong key, say): it is reported once, for every locale, in the
/// development language's words. So is a problem every translation has alike (a key only the
/// development language has): "alike" meaning that the messages read the same once they name
/// no locale, which is how the collapsed finding will read. A problem most translations have
/// alike is one finding too, naming those without it: a key added since the translators last
/// worked is missing from every translation but the few that ship no such table at all (Zotero:
/// 59 keys in 55 of 62 languages, one finding each, not 3,245).
///
/// A finding a summary tells (`Finding.isToldInSummary`: a key of a partly translated
/// language's table) counts as its locale's share, and is never reported itself: a collapse
/// needs one finding that is not.
enum LocaleCollapse {
    /// The share of a set of locales a problem must have to be told once for the set.
    static let mostLocalesShare = (numerator: 3, denominator: 4)

    static func apply(_ findings: [Finding], locales: [String], developmentLanguage: String) -> [Finding] {
        guard locales.count >= 2 else { return findings.filter { !$0.isToldInSummary } }
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
                if !findings[members[0]].isToldInSummary { result.append(findings[members[0]]) }
                continue
            }
            let made = scopes ?? Scopes(locales: locales, developmentLanguage: developmentLanguage)
            scopes = made
            let (everyLocale, translations, others) = (made.everyLocale, made.translations, made.others)
            let group = members.map { findings[$0] }
            let present = Set(group.compactMap(\.locale))
            // The finding that stands for a collapsed set: the first locale's of those reported.
            func standIn(_ indices: some Sequence<Int>) -> Finding? {
                indices.map { group[$0] }.filter { !$0.isToldInSummary }.min { ($0.locale ?? "") < ($1.locale ?? "") }
            }
            if present == everyLocale && group.count == everyLocale.count,
               var collapsed = group.first(where: { $0.locale == developmentLanguage }) ?? standIn(group.indices) {
                collapsed.scope = .everyLocale(count: everyLocale.count)
                result.append(collapsed)
            } else if let shared = [translations, others].first(where: { present == $0 && group.count == $0.count && $0.count >= 2 }),
                      readAlike(group, scope: .everyTranslation(count: shared.count)), var collapsed = standIn(group.indices) {
                collapsed.scope = .everyTranslation(count: shared.count)
                result.append(collapsed)
            } else if let (scope, alike) = mostLocales(group, among: made), var collapsed = standIn(alike) {
                collapsed.scope = scope
                result.append(collapsed)
                let told = Set(alike)
                result += group.indices.filter { !told.contains($0) && !group[$0].isToldInSummary }.map { group[$0] }
            } else {
                result += group.filter { !$0.isToldInSummary }
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

    /// The findings of a group that read alike and are found once in each of most translations
    /// (or most locales), and their scope: a set of four locales at least, three quarters of
    /// them. The group's other findings (a locale saying it otherwise: "there is no fi.lproj/…")
    /// stay as they are.
    private static func mostLocales(_ group: [Finding], among scopes: Scopes) -> (LocaleScope, [Int])? {
        guard group.count >= 3 else { return nil }
        // The words without a locale, as any collapsed scope puts them.
        let unnamed = LocaleScope.everyTranslation(count: group.count)
        var parts: [String: [Int]] = [:]
        var order: [String] = []
        for (index, finding) in group.enumerated() {
            let words = finding.message.text(in: MessageContext(phrasing: finding.phrasing, scope: unnamed))
            if parts[words] == nil { order.append(words) }
            parts[words, default: []].append(index)
        }
        guard let largest = order.max(by: { (parts[$0]?.count ?? 0) < (parts[$1]?.count ?? 0) }),
              let alike = parts[largest] else { return nil }
        let present = Set(alike.compactMap { group[$0].locale })
        guard present.count == alike.count else { return nil }
        for (set, translations) in [(scopes.translations, true), (scopes.others, true), (scopes.everyLocale, false)] {
            guard set.count >= 4, present.count < set.count, present.isSubset(of: set),
                  present.count * mostLocalesShare.denominator >= set.count * mostLocalesShare.numerator else { continue }
            return (.mostLocales(count: present.count, of: set.count, translations: translations,
                                 except: set.subtracting(present).sorted()), alike)
        }
        return nil
    }

    /// Whether every finding of the group says the same once put into words for `scope`.
    private static func readAlike(_ group: [Finding], scope: LocaleScope) -> Bool {
        let texts = Set(group.map { $0.message.text(in: MessageContext(phrasing: $0.phrasing, scope: scope)) })
        return texts.count == 1
    }
}
