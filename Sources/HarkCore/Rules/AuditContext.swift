/// A switch cell with its place on the screen and its resolved accessibility element. A class,
/// so that the rules' many passes over all switches share it instead of copying it.
final class SwitchCell: Sendable {
    /// Position in `AuditContext.switchCells`.
    let index: Int
    let screenID: String
    let cell: Cell
    let control: SwitchControl
    let element: AccessibilityElement

    init(index: Int, screenID: String, cell: Cell, control: SwitchControl, element: AccessibilityElement) {
        self.index = index
        self.screenID = screenID
        self.cell = cell
        self.control = control
        self.element = element
    }
}

/// Everything a rule may look at for one audit unit, computed once and shared by all rules.
struct AuditContext: Sendable {
    let unit: AuditUnit
    /// The locales being audited (the app's, narrowed by `--locale`).
    let locales: [String]
    /// One announcer per audited locale, speaking in that locale's vocabulary.
    let announcers: [String: Announcer]
    /// The same announcers in locale order (stored: rules loop over them for every switch).
    let localeAnnouncers: [Announcer]
    let switchCells: [SwitchCell]
    /// A golden transcript the speech must match (`lint --transcript`).
    let transcript: GoldenTranscript?
    let configuration: Configuration

    init(unit: AuditUnit, locales: [String], vocabularies: VocabularyStore,
         transcript: GoldenTranscript? = nil, configuration: Configuration = Configuration()) {
        self.unit = unit
        self.transcript = transcript
        self.configuration = configuration
        self.locales = locales
        sameAsEnglish = vocabularies.sameAsEnglish
        let folders = Set(locales.map { TextResolver(catalog: unit.catalog, locale: $0, developmentLanguage: unit.developmentLanguage).folder })
        // A folder's tables are audited by its table unit alone, once per run.
        tables = !unit.auditsTables ? [] : unit.catalog.allTables.filter {
            (folders.contains($0.locale) || ($0.locale.isEmpty && unit.scope.locales == nil)) && unit.scope.includes(table: $0.name)
        }
        var announcers: [String: Announcer] = [:]
        // Only a model is spoken: a table unit needs no announcer.
        for locale in locales where unit.model != nil {
            announcers[locale] = vocabularies.announcer(for: locale, catalog: unit.catalog, developmentLanguage: unit.developmentLanguage)
        }
        self.announcers = announcers
        self.localeAnnouncers = locales.compactMap { announcers[$0] }
        developmentVocabulary = vocabularies.resolve(unit.developmentLanguage).vocabulary
        var cells: [SwitchCell] = []
        for screen in unit.model?.screens ?? [] {
            for cell in screen.cells {
                if let control = cell.switchControl, let element = cell.element {
                    cells.append(SwitchCell(index: cells.count, screenID: screen.id, cell: cell, control: control, element: element))
                }
            }
        }
        switchCells = cells
        textUses = unit.model?.textUses ?? []
        // Several rules need every switch's name in every locale: resolve each once.
        let all = cells
        let resolved = self.localeAnnouncers.parallelMap { announcer in
            var cursor = LookupCursor()
            return LocaleNames(all.lazy.map { item in announcer.keptName(of: item.cell, element: item.element, cursor: &cursor) },
                               count: all.count)
        }
        names = Dictionary(zip(self.localeAnnouncers.map(ObjectIdentifier.init), resolved), uniquingKeysWith: { first, _ in first })
    }

    /// The words each language writes as English does (Hark's data).
    let sameAsEnglish: SameAsEnglishTerms

    /// Every text of the model (computed once: several rules walk them all).
    let textUses: [TextUse]

    /// The development language's words.
    let developmentVocabulary: Vocabulary

    /// The words to judge a text's style with: its locale's, unless the app does not localize
    /// the text (a plain string, `Text(verbatim:)`), which is then in the development language
    /// in every locale. So the same text is judged alike everywhere, and its finding, alike in
    /// every locale, is reported once.
    func styleVocabulary(for source: ResolvedText.Source, in announcer: Announcer) -> Vocabulary {
        source == .literal ? developmentVocabulary : announcer.vocabulary
    }

    /// A switch's name in one locale, read where its table holds it when it does, and trimmed
    /// in place for comparisons. The rules ask for every switch's name in every locale, and a
    /// `String` of each was an allocation each (240,000 on the benchmark app, for each of
    /// three rules): one is made only when asked for (`text`).
    struct ResolvedName: Sendable {
        private let kept: KeptText

        init(_ kept: KeptText) { self.kept = kept }

        var text: ResolvedText { kept.resolved }
        var source: ResolvedText.Source { kept.source }
        var isAuthored: Bool { ResolvedText.isAuthored(source) }
        var isBlank: Bool { kept.isBlank }

        /// The name without white space at either end, still in place.
        var trimmed: KeptText { kept.trimmingWhitespace() }
    }

    /// The switches' names in one locale, by `SwitchCell.index`, kept where their tables hold
    /// them (16 bytes a name): a `String` of each took 15 MB more on the benchmark app (240,000
    /// names), where the tables' bytes are already there. A name is made into a `String` when
    /// asked for.
    struct LocaleNames: Sendable {
        /// Each name its table holds; `.empty` where the name is in `others`.
        private var inTable: [TableText] = []
        /// The names no table holds as they are (a literal, a key shown as it is, a joined
        /// text), and nil for a switch without a name: few, on most apps.
        private var others: [Int: ResolvedText?] = [:]

        init(_ names: some Sequence<KeptText?>, count: Int) {
            inTable.reserveCapacity(count)
            for name in names {
                switch name {
                case .inTable(let text)?:
                    inTable.append(text)
                case .resolved(let resolved)?:
                    others[inTable.count] = .some(resolved)
                    inTable.append(.empty)
                case nil:
                    others[inTable.count] = .some(nil)
                    inTable.append(.empty)
                }
            }
        }

        subscript(index: Int) -> KeptText? {
            if !others.isEmpty, let other = others[index] { return other.map(KeptText.resolved) }
            return .inTable(inTable[index])
        }

        /// Whether the name is blank, read in place; nil for a switch without a name.
        func isBlank(at index: Int) -> Bool? {
            if !others.isEmpty, let other = others[index] { return other?.isBlank }
            return inTable[index].isBlank
        }
    }

    /// Each switch's accessible name per announcer of `localeAnnouncers` (by identity: rules
    /// ask for every switch in every locale, and hashing the locale's name each time showed in
    /// profiles).
    private let names: [ObjectIdentifier: LocaleNames]

    /// The switches' names in one locale, for a pass over every switch there: looked up once
    /// per locale, not once per switch (a hash of the announcer and a count on the names' arrays
    /// for each switch, which the rules' threads shared, showed in profiles).
    func names(in announcer: Announcer) -> SwitchNames {
        SwitchNames(cached: names[ObjectIdentifier(announcer)], announcer: announcer)
    }

    /// Every switch's name in one locale (`names(in:)`): resolved at the start when the
    /// announcer is one of `localeAnnouncers`, else asked of the announcer.
    struct SwitchNames {
        fileprivate let cached: LocaleNames?
        fileprivate let announcer: Announcer

        /// Whether the name of `item` is blank (nil: it has none), without making it a `String`.
        func isBlank(of item: SwitchCell) -> Bool? {
            if let cached { return cached.isBlank(at: item.index) }
            return announcer.name(of: item.cell, element: item.element)?.isBlank
        }

        /// The name VoiceOver uses for `item`, read in place.
        func resolvedName(of item: SwitchCell) -> ResolvedName? {
            if let cached { return cached[item.index].map(ResolvedName.init) }
            return announcer.name(of: item.cell, element: item.element).map { ResolvedName(.resolved($0)) }
        }
    }

    var model: AppModel? { unit.model }
    var catalog: LocalizationCatalog { unit.catalog }

    /// The tables being audited (by a table unit only): those of the audited locales and
    /// tables, plus `Base` when it stands in for an audited development language, and catalogs
    /// that do not parse (they have no language).
    let tables: [StringsTable]
}
