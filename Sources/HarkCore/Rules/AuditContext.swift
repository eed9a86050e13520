/// A switch cell with its place on the screen and its resolved accessibility element. A class,
/// so that the rules' many passes over all switches share it instead of copying it.
public final class SwitchCell: Sendable {
    /// Position in `AuditContext.switchCells`.
    public let index: Int
    public let screenID: String
    public let cell: Cell
    public let control: SwitchControl
    public let element: AccessibilityElement

    init(index: Int, screenID: String, cell: Cell, control: SwitchControl, element: AccessibilityElement) {
        self.index = index
        self.screenID = screenID
        self.cell = cell
        self.control = control
        self.element = element
    }
}

/// Everything a rule may look at for one audit unit, computed once and shared by all rules.
public struct AuditContext: Sendable {
    public let unit: AuditUnit
    /// The locales being audited (the app's, narrowed by `--locale`).
    public let locales: [String]
    /// One announcer per audited locale, speaking in that locale's vocabulary.
    public let announcers: [String: Announcer]
    /// The same announcers in locale order (stored: rules loop over them for every switch).
    public let localeAnnouncers: [Announcer]
    public let switchCells: [SwitchCell]
    /// A golden transcript the speech must match (`lint --transcript`).
    public let transcript: GoldenTranscript?
    public let configuration: Configuration
    private let severities: [String: Severity]

    public init(unit: AuditUnit, locales: [String], vocabularies: VocabularyStore, severities: [String: Severity],
                transcript: GoldenTranscript? = nil, configuration: Configuration = Configuration()) {
        self.unit = unit
        self.transcript = transcript
        self.configuration = configuration
        self.locales = locales
        self.severities = severities
        var announcers: [String: Announcer] = [:]
        for locale in locales {
            announcers[locale] = Announcer(
                vocabulary: vocabularies.resolve(locale).vocabulary,
                resolver: TextResolver(catalog: unit.catalog, locale: locale, developmentLanguage: unit.developmentLanguage))
        }
        self.announcers = announcers
        self.localeAnnouncers = locales.compactMap { announcers[$0] }
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
        let resolved = (try? self.localeAnnouncers.parallelMap { announcer -> [ResolvedName?] in
            all.map { item in
                announcer.name(of: item.cell, element: item.element).map { ResolvedName(text: $0, lowered: LoweredText($0.text.trimmedWhitespace)) }
            }
        }) ?? []
        names = Dictionary(uniqueKeysWithValues: zip(locales.filter { announcers[$0] != nil }, resolved))
    }

    /// Every text of the model (computed once: several rules walk them all).
    public let textUses: [TextUse]

    /// A switch's name in one locale, and the same trimmed and lower-cased for comparisons.
    public struct ResolvedName: Sendable {
        public let text: ResolvedText
        public let lowered: LoweredText
    }

    /// Each switch's accessible name per locale, by `SwitchCell.index`.
    private let names: [String: [ResolvedName?]]

    /// The name VoiceOver uses for `item` in the announcer's locale.
    public func name(of item: SwitchCell, in announcer: Announcer) -> ResolvedText? {
        resolvedName(of: item, in: announcer)?.text
    }

    /// The name of `item` in the announcer's locale, with its lower-cased form.
    public func resolvedName(of item: SwitchCell, in announcer: Announcer) -> ResolvedName? {
        if let cached = names[announcer.locale]?[item.index] { return cached }
        return announcer.name(of: item.cell, element: item.element).map { ResolvedName(text: $0, lowered: LoweredText($0.text.trimmedWhitespace)) }
    }

    public var model: AppModel? { unit.model }
    public var catalog: LocalizationCatalog { unit.catalog }

    /// The tables being audited: those of the audited locales, plus `Base` when it stands in
    /// for an audited development language.
    public var tables: [StringsTable] {
        let folders = Set(locales.map { TextResolver(catalog: catalog, locale: $0, developmentLanguage: unit.developmentLanguage).folder })
        // A catalog that does not parse has no language: it is always audited.
        return catalog.allTables.filter { folders.contains($0.locale) || $0.locale.isEmpty }
    }

    /// Makes a finding of `rule`, unless the node it concerns (or one around it) lists the
    /// rule under `ignore`: a cell's lists, or `suppressed` for other nodes.
    public func finding(_ rule: any Rule, _ message: String, at location: SourceLocation,
                        screen: String? = nil, cell: Cell? = nil, suppressed: Set<String> = [],
                        locale: String? = nil, severity: Severity? = nil) -> Finding? {
        if let cell, cell.suppressedRules.contains(rule.id) { return nil }
        if suppressed.contains(rule.id) { return nil }
        return Finding(rule: rule.id, severity: severity ?? severities[rule.id] ?? .error, message: message,
                       location: location, screen: screen, element: cell?.id, locale: locale)
    }
}
