/// `l10n-missing`'s findings for a model's texts, held until every locale is looked at. A key
/// a partly translated language lacks is counted by the folder's finding for the table
/// (`TranslationCoverage`), and passed on only as told in that summary (it still counts where
/// most languages lacking a key are one finding). What is left is summed up by the keys the app
/// reads: a development table that is a partial export (Firefox Focus's: the code gives the
/// English with `value:`) cannot say which languages are partly translated, but a language
/// lacking much of what the code reads from a table is one finding still (Focus's Afrikaans).
///
/// A locale's table is summed up when it lacks as many of the keys asked of it as make a table
/// partly translated (`TranslationCoverage.isSummed`), or when it has no such table and lacks
/// two keys or more. Keys every translation lacks (a text no translator has been given yet) are
/// not counted: they stay one finding "(in all N translations)".
struct MissingKeyTally {
    /// What a held finding is about.
    private struct Tag {
        let key: String
        let table: TableReference
        /// The locale's table file, when the locale has one.
        let file: String?
        let locale: String
        /// The locale's `.lproj` folder lacks the table (a `.tableMissing` finding).
        let lacksTable: Bool
    }

    private struct LocaleTable: Hashable {
        let locale: String
        let group: String
    }

    private struct TableKey: Hashable {
        let table: String
        let key: String
    }

    private var held: FindingEmitter
    private var tags: [Tag] = []

    init(like emitter: FindingEmitter) {
        held = FindingEmitter(rule: emitter.rule, severity: emitter.severity, phrasing: emitter.phrasing)
    }

    /// Holds a finding that `key` of `table` is missing from `locale` (`file`: its table there).
    mutating func hold(_ message: L10nMissingRule.Message, at location: SourceLocation, screen: String? = nil, cell: Cell? = nil,
                       suppressed: Set<String> = [], locale: String, key: String, table: TableReference, file: String?) {
        let before = held.findings.count
        held.report(message, at: location, screen: screen, cell: cell, suppressed: suppressed, locale: locale)
        // A suppressed finding is not held, nor counted.
        if held.findings.count > before {
            var lacksTable = false
            if case .tableMissing(_, _, let hasFolder, _) = message { lacksTable = hasFolder && file == nil }
            tags.append(Tag(key: key, table: table, file: file, locale: locale, lacksTable: lacksTable))
        }
    }

    /// Reports the held findings, each locale's table whose missing keys are a quarter of the
    /// keys `asked` of its table (by name) or more as one finding at its first line (at the
    /// development language's `developmentFiles[name]` when the locale has no such table).
    /// `asked`: the keys the app reads from each table; `translations`: the locales whose
    /// language is not the development language's.
    /// `coveredByFolder`: whether the folder's unit counts a key of a locale's table in its own
    /// finding for the table (`TranslationCoverage`); such keys are neither reported nor
    /// counted here; `folderSumsUp`, whether it sums up a locale's table at all.
    func flush(into emitter: inout FindingEmitter, asked: [String: Set<String>], translations: Set<String>,
               developmentFiles: [String: String],
               folderSumsUp: (_ table: TableReference, _ locale: String) -> Bool,
               coveredByFolder: (_ key: String, _ table: TableReference, _ locale: String) -> Bool) {
        // The findings the folder's table findings tell, each still its locale's share of a key
        // most languages lack (`Finding.isToldInSummary`).
        let toldByFolder = tags.map { folderSumsUp($0.table, $0.locale) && coveredByFolder($0.key, $0.table, $0.locale) }
        let kept = held.findings.indices.filter { !toldByFolder[$0] }.map { (held.findings[$0], tags[$0]) }
        // The locales lacking each key, to leave out the keys every translation lacks.
        var lackingLocales: [String: [String: Set<String>]] = [:]
        for (_, tag) in kept { lackingLocales[tag.table.name, default: [:]][tag.key, default: []].insert(tag.locale) }
        // (With one translation, nothing is collapsed: a key it lacks is its own.)
        let collapses = translations.count >= 2
        func everyTranslationLacks(_ key: String, of group: String) -> Bool {
            collapses && lackingLocales[group]?[key]?.isSuperset(of: translations) == true
        }
        // The keys of each locale's table that count: those some translation has, and the
        // folder's finding does not count.
        var askedCounts: [LocaleTable: Int] = [:]
        func askedCount(_ place: LocaleTable, _ table: TableReference) -> Int {
            if let known = askedCounts[place] { return known }
            // (The folder counts no key of a table it does not sum up: asked once, not per key.)
            let folderSumsUp = folderSumsUp(table, place.locale)
            let count = (asked[place.group] ?? []).filter {
                !everyTranslationLacks($0, of: place.group) && !(folderSumsUp && coveredByFolder($0, table, place.locale))
            }.count
            askedCounts[place] = count
            return count
        }
        // A locale whose folder lacks the table lacks every key for one reason: two keys or more
        // are one finding, which joins the folder's for the table (Zotero ships no
        // fi.lproj/Localizable.strings), even keys every translation lacks.
        let absent = Set(kept.filter { $0.1.lacksTable }.map { LocaleTable(locale: $0.1.locale, group: $0.1.table.name) })
        func counted(_ tag: Tag) -> Bool {
            absent.contains(LocaleTable(locale: tag.locale, group: tag.table.name)) || !everyTranslationLacks(tag.key, of: tag.table.name)
        }
        var missing: [LocaleTable: (keys: Set<String>, table: TableReference)] = [:]
        for (_, tag) in kept where counted(tag) {
            missing[LocaleTable(locale: tag.locale, group: tag.table.name), default: ([], tag.table)].keys.insert(tag.key)
        }
        let summed = Set(missing.filter { place, lacking in
            (absent.contains(place) && lacking.keys.count >= 2)
                || TranslationCoverage.isSummed(missing: lacking.keys.count, of: askedCount(place, lacking.table))
        }.keys)
        // In the order the findings came, a summed-up table where its first finding was.
        let told = tags.indices.map { index in
            toldByFolder[index] || summed.contains(LocaleTable(locale: tags[index].locale, group: tags[index].table.name)) && counted(tags[index])
        }
        // A told finding counts only beside one of the same key reported alone.
        let reportedAlone = Set(tags.indices.filter { !told[$0] }.map { TableKey(table: tags[$0].table.name, key: tags[$0].key) })
        var reported: Set<LocaleTable> = []
        for index in held.findings.indices {
            let (finding, tag) = (held.findings[index], tags[index])
            let place = LocaleTable(locale: tag.locale, group: tag.table.name)
            guard told[index] else {
                emitter.pass(finding)
                continue
            }
            if !toldByFolder[index], reported.insert(place).inserted, let lacking = missing[place] {
                let file = tag.file ?? developmentFiles[tag.table.name]
                let message = L10nMissingRule.Message.partlyTranslated(table: tag.table, missing: lacking.keys.count,
                                                                       asked: max(askedCount(place, lacking.table), lacking.keys.count),
                                                                       tableExists: tag.file != nil, keys: .readByApp)
                emitter.report(message, at: file.map { SourceLocation(file: $0, line: 1, column: 1) } ?? finding.location, locale: tag.locale)
            }
            if reportedAlone.contains(TableKey(table: tag.table.name, key: tag.key)) { emitter.pass(finding, toldInSummary: true) }
        }
    }
}
