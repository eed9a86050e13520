/// `l10n-empty`: a localized value that is empty or only white space: the label vanishes and
/// VoiceOver has nothing to say. Not when the development language's value is empty too, nor
/// a white-space translation of a connector that code puts between other texts (Ice Cubes'
/// `Text(date) + Text("status.summary.at-time") + Text(time)`: English " at ", Japanese " ")
/// or of a sentence's second part (`continuesSentence`), nor a key blank in every language that has
/// it, the development one and a translation at least, nor a blank or empty one of a phrase
/// code joins to another text (`isFragment`), nor a catalog's source value Xcode
/// extracted empty from where it is written (an Info.plist's `<string></string>`), nor spaces
/// where no development table says what the original was, nor a key that shows nowhere (no
/// code or model looks it up: `l10n-unused` reports it, `L10nUnusedRule.KeysShownNowhere`).
struct L10nEmptyRule: Rule {
    let id = "l10n-empty"

    enum Message: FindingMessage {
        case empty(key: String, table: TableReference)

        func text(in context: MessageContext) -> String {
            switch self {
            case .empty(let key, let table): return "\"\(key)\" has an empty value in \(context.table(table))"
            }
        }

        var subject: String {
            switch self {
            case .empty(let key, _): return key
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // Per development table, asked once: it reads every entry of the table.
        var missesCatalog: [ObjectIdentifier: Bool] = [:]
        for table in context.tables {
            let development = context.developmentTable(for: table)
            let reference = development.flatMap { $0.file == table.file && $0.locale == table.locale ? nil : $0 }
            let overriding = context.pluralOverride(for: table)
            let readByCode = context.unit.modelKeys?[table.name] ?? []
            // By index: iterating the entries copied each one (key, value, file, variants).
            for index in table.entries.indices where table.entries[index].text.isBlank && table.entries[index].shouldTranslate {
                let entry = table.entries[index]
                // An empty key, or one empty in the development language too, is meant to be empty.
                if entry.key.isBlank || (reference?.entry(entry.key)?.value.isBlank ?? false) { continue }
                // Never shown: replaced by the locale's `.stringsdict`, or a key the development
                // language lacks and no code reads (l10n-missing warns of it).
                if overriding?.contains(entry.key) == true { continue }
                if let reference, !reference.contains(entry.key), !readByCode.contains(entry.key) { continue }
                // A key that shows nowhere: no code read looks it up, no screen of the models
                // shows it (`l10n-unused` reports it once). 2fas's `past_duration_weeks-plural-2`,
                // blank in English and in the languages with no plural, that nothing reads.
                if let development, context.unit.modelKeys != nil,
                   let original = reference == nil ? entry : development.entry(entry.key) {
                    let misses = missesCatalog[ObjectIdentifier(development)] ?? L10nUnusedRule.codeReadMissesMostOfCatalog(development, context: context)
                    missesCatalog[ObjectIdentifier(development)] = misses
                    if L10nUnusedRule.showsNowhere(original, in: development, context: context, codeReadMissesCatalog: misses) { continue }
                }
                // The source text itself is empty (the Info.plist's value), or, with no development
                // table, spaces copied from a blank original (an exported storyboard footer's "     ").
                if reference == nil && (entry.isExtractedWithValue || !entry.value.isEmpty) { continue }
                // A text emptied in every language, the development one too, is hidden on purpose:
                // a storyboard's (Snikket's scroll-down button, an image whose Interface Builder
                // title "Button" every table blanks), or any key that a translation has too
                // (AlphaWallet's `dappBrowser.title`, a caption dropped from the design).
                if reference == nil, Self.isBlankEverywhere(entry.key, of: table, in: context),
                   entry.isDocumentText || context.tables.contains(where: { $0 !== table && $0.name == table.name && $0.lookupText(entry.key) != nil }) {
                    continue
                }
                if let development = reference?.entry(entry.key)?.value {
                    // A storyboard's placeholder ("Text", a macOS table's "Text Cell"): the code
                    // replaces it, as `l10n-untranslated` knows (Clipy's outline cells).
                    if entry.isDocumentText, PlaceholderTextRule.isPlaceholder(development) { continue }
                    if !entry.value.isEmpty, Self.isConnector(development) { continue }
                    // Empty or blank alike: the sentence's first part says it all (Lockdown's
                    // Japanese "" for "in your custom blocked domains.").
                    if Self.continuesSentence(development) { continue }
                    if Self.isFragment(development) || Self.isConjunction(development) { continue }
                }
                emitter.report(Message.empty(key: entry.key, table: TableReference(table)), at: entry.location, locale: table.locale)
            }
        }
    }

    /// Whether every other language's table of `table`'s name that has `key` leaves it blank.
    private static func isBlankEverywhere(_ key: String, of table: StringsTable, in context: AuditContext) -> Bool {
        context.tables.allSatisfy { other in
            other === table || other.name != table.name || !other.parses || (other.lookupText(key).map(\.isBlank) ?? true)
        }
    }

    /// A text that carries on a sentence another text began: three words or more from a
    /// lower-case letter (Proton VPN's "icon to avoid traffic rerouting.", after "…use servers
    /// with the" and an icon). A language whose word order puts every word in the first part
    /// keeps only a space here; a label of a word or two ("off") is still a vanished label.
    static func continuesSentence(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first(where: { !$0.properties.isWhitespace }), first.properties.isLowercase else { return false }
        return text.split(whereSeparator: \.isWhitespace).count >= 3
    }

    /// A phrase that code joins to another text on its open side, padded with white space on
    /// that side only (EhPanda's "You gain " before "10 GP and 2 Hath"): two words or more, so
    /// not a label's stray space. A language that puts the verb last says it all in the other part,
    /// and leaves this one blank, or empty.
    static func isFragment(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, first.isWhitespace != last.isWhitespace else { return false }
        return text.split(whereSeparator: \.isWhitespace).count >= 2
    }

    /// A conjunction alone ("and", "or"): never a label, only a word code joins between two
    /// others (EhPanda's ban interval, "1 day and 2 hours", its parts joined with spaces after
    /// the empty ones are dropped). Japanese and Chinese say "1 日 2 時間" with no word there, and
    /// leave it empty. The words are English's, the development language of nearly every app.
    static func isConjunction(_ text: String) -> Bool {
        conjunctions.contains(text.trimmingCharacters(in: .whitespaces))
    }

    private static let conjunctions: Set<String> = ["and", "or", "nor", "&", "plus"]

    /// A text code puts between two others: padded with white space on both sides, and either
    /// punctuation (" · ") or a word or two (" at ", " a les "). A language that needs no word
    /// there rightly keeps only the space.
    static func isConnector(_ text: String) -> Bool {
        guard let first = text.first, let last = text.last, first.isWhitespace, last.isWhitespace else { return false }
        let words = text.split(whereSeparator: \.isWhitespace)
        guard !words.isEmpty, words.count <= 2 else { return false }
        return !words.contains { $0.contains { ".!?。".contains($0) } }
    }
}
