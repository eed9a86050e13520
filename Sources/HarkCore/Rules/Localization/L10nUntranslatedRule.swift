/// `l10n-untranslated`: a value identical to the development language's in another language
/// (the translator never got to it), or a String Catalog entry still marked `new` or
/// `needs_review`. Keys marked "Don't translate", values without letters (numbers, format
/// specifiers, run-time placeholders such as `{nItems}`), the configuration's `doNotTranslate`
/// terms, regional variants of the development language (en-GB beside en, whose values are
/// rightly the same), and String Catalog values a translator marked `translated` as they are,
/// are left alone. So are values with nothing a translator would translate (`TranslationNeed`:
/// URLs, numbers with units, acronyms, brands, the app's proper nouns) and, from English, short
/// values made of words the language writes the same way (`Locales/SameAsEnglish`: German
/// "Name", Dutch "Open in Safari"), and short values the translation writes inside the values it
/// did translate (`KeptPhrases`: Italian "Tunnel" beside "Aggiungi un tunnel").
///
/// A table with `summaryMinimum` untranslated values or more, whatever share of it they are, is
/// one finding, not one per value: a language the translators have only partly done is one
/// decision, to finish it or to stop shipping it, and its thousands of warnings (Home
/// Assistant's Malayalam: 2,932) would hide the few strays in languages that are done. In a
/// language with such a table a quarter untranslated, a smaller table a quarter untranslated (two
/// values or more) is one finding too; in any language, so is a table three quarters
/// untranslated (five values or more).
struct L10nUntranslatedRule: Rule {
    let id = "l10n-untranslated"

    enum Message: FindingMessage {
        case marked(key: String, state: CatalogState, table: TableReference)
        case sameAsDevelopment(key: String, value: String, locale: String)
        /// `untranslated` of the `compared` values of a table: a quarter or more, or a backlog;
        /// `firstKeys`, the first of them in the file, say where to start.
        case partlyTranslated(table: TableReference, untranslated: Int, compared: Int, firstKeys: [String])

        func text(in context: MessageContext) -> String {
            switch self {
            case .partlyTranslated(let table, let untranslated, let compared, let firstKeys):
                let percent = untranslated * 100 / max(compared, 1)
                let what = table.format == .xcstrings ? "are still to translate (new, needs review, or the source text)" : "are the development language's"
                let language = context.language(table.locale)
                // A language may be done in its other tables: a table in English throughout is the table's.
                if untranslated * 4 < compared {
                    // Strays in a table mostly done: many, but not a language left half done.
                    let named = firstKeys.map { "\"\($0)\"" }.joined(separator: ", ")
                    let more = untranslated > firstKeys.count ? " and \(untranslated - firstKeys.count) more" : ""
                    return "\(untranslated) of the \(compared) values of \(context.table(table)) (\(percent)%) \(what), \(named)\(more): "
                        + "translate them (list terms kept in every language under \"doNotTranslate\")"
                }
                let verdict = untranslated == compared ? "the table is not translated into \(language); translate it"
                    : "\(language) is only partly translated; finish it"
                return "\(untranslated) of the \(compared) values of \(context.table(table)) (\(percent)%) \(what): \(verdict), or leave the language out of the app"
            case .marked(let key, let state, let table):
                return "\"\(key)\" is marked \(state.rawValue) in \(context.table(table))"
            case .sameAsDevelopment(let key, let value, let locale):
                return "\"\(key)\" is \(quoted(value)) in \(context.language(locale)) as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\")"
            }
        }

        var subject: String {
            switch self {
            case .marked(let key, _, _), .sameAsDevelopment(let key, _, _): return key
            case .partlyTranslated: return ""
            }
        }
    }

    /// Values of at most this many words may be made of words the language shares with English.
    static let sharedWordLimit = 3
    /// A table with at least this many untranslated values is reported once, whatever share of
    /// it they are: a backlog, not strays (Element X's Spanish, 403 of 1,715 values in English,
    /// 23%). At most so many findings turn into one when a value is found translated after all
    /// (a share of a quarter, or a hundred values, once let a table's one finding become 99).
    static let summaryMinimum = 20
    /// As few make a quarter of a table once, in a language partly translated in another table.
    static let smallTableMinimum = 2
    /// A table three quarters or more untranslated, with at least this many such values, is not
    /// translated: one finding, whatever the language's other tables (iAPS's Shortcuts tables,
    /// 19 values each in English, in a folder of their own).
    static let untranslatedTableMinimum = 5

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        let keep = KeptTerms(context.configuration.doNotTranslate.union(context.sameAsEnglish.everyLanguage))
        let placeholders = context.configuration.runtimePlaceholders
        let developmentLanguage = LocaleCode(context.unit.developmentLanguage).language
        // The names each development table writes inside its sentences, found once per table.
        var properNouns: [String: Set<String>] = [:]
        func nouns(of table: StringsTable) -> Set<String> {
            let id = table.file + "\u{0}" + table.locale
            if let known = properNouns[id] { return known }
            let found = TranslationNeed.properNouns(in: table.entries.map(\.value))
            properNouns[id] = found
            return found
        }
        // en-GB shares most words with en: the same value is usually right.
        let regionalVariants = Set(context.tables.map(\.locale).filter { LocaleCode($0).language == developmentLanguage })
        // Whether the table being read is a regional variant, asked once per table.
        var variantLocale: String? = nil
        var isRegionalVariant = false
        // The words of each development value that translations keep byte for byte (below).
        var wordsByReference: [UnsafePointer<StringsEntry>: [Substring]] = [:]
        // And of each plural form copied from the development language, read once for all the
        // languages that copy it (every `.stringsdict` of the localization benchmark's 39: a
        // fifth of its audit when each was read anew).
        var wordsByCopiedForm: [String: [Substring]] = [:]
        // The `other` form of the plural rules of `key` in `table`, when every one of them is a
        // copy of the development language's.
        func copiedPlural(of key: String, in table: StringsTable, reference: StringsTable) -> String? {
            // A lookup of the number's category reads the same in every language.
            guard let rules = table.pluralsByKey[key], !rules.isEmpty,
                  rules.allSatisfy({ $0.isCopy(in: reference) && !$0.namesItsCategories }) else { return nil }
            return rules.lazy.compactMap { $0.forms["other"]?.value }.first
        }
        // The words of each development table, read once for all its translations (`KeptPhrases`).
        var vocabularies: [ObjectIdentifier: Set<UInt64>] = [:]
        var related = RelatedKeptPhrases(context)
        // The words of the locale last asked about (a table's entries are asked in a row).
        var sharedWords: (locale: String, words: Set<String>?)? = nil
        // Words the language writes as English does ("Zoom", French "%d messages").
        func areSharedWithEnglish(_ words: [Substring], in locale: String) -> Bool {
            guard developmentLanguage == "en", words.count <= Self.sharedWordLimit else { return false }
            if sharedWords?.locale != locale { sharedWords = (locale, context.sameAsEnglish.words(for: locale)) }
            guard let shared = sharedWords?.words else { return false }
            return words.allSatisfy { shared.contains($0.lowercased()) }
        }
        // Whether the code read misses most of a development catalog's keys, once a table.
        var catalogsMissed: [ObjectIdentifier: Bool] = [:]
        func codeReadMisses(_ development: StringsTable) -> Bool {
            if let known = catalogsMissed[ObjectIdentifier(development)] { return known }
            let missed = L10nUnusedRule.codeReadMissesMostOfCatalog(development, context: context)
            catalogsMissed[ObjectIdentifier(development)] = missed
            return missed
        }
        // The development tables' keys that show nowhere, found once for each.
        var shownNowhereByDevelopment: [ObjectIdentifier: [Bool]] = [:]
        // The table being read, its values compared, and its findings until it is done; then
        // every table's, until each locale is known to be partly translated or not.
        var current = PendingTable()
        var pending: [PendingTable] = []
        // No local function touches `current`: one that captured it made every access to it
        // checked for exclusivity at run time (`swift_beginAccess`, twice for every entry).
        context.forEachTranslatedEntry { table, entryAddress, referenceAddress, referenceIndex in
            if current.table !== table {
                current.settle(vocabularies: &vocabularies, related: &related, placeholders: placeholders)
                pending.append(current)
                current = PendingTable(table: table, development: context.developmentTable(for: table))
                current.isStoryboardTable = context.unit.modelObjects[table.name] != nil
                current.textShownNowhere = context.unit.objectsTextShownNowhere[table.name]
                current.onlyDevelopersSee = context.unit.developerBuildKeys[table.name] ?? []
                current.shownNowhere = current.development.map { development in
                    if let known = shownNowhereByDevelopment[ObjectIdentifier(development)] { return known }
                    let keys = context.unit.modelKeys == nil ? []
                        : L10nUnusedRule.KeysShownNowhere(development: development, context: context, codeReadMissesCatalog: codeReadMisses(development))
                            .entries(of: development)
                    shownNowhereByDevelopment[ObjectIdentifier(development)] = keys
                    return keys
                } ?? []
            }
            guard entryAddress.pointee.shouldTranslate && referenceAddress.pointee.shouldTranslate else { return }
            // A storyboard's placeholder ("Label", "Title") is replaced by the code: a translator
            // leaves it as it is, as `l10n-missing` asks no translation of it (Siskin IM's Polish).
            if current.isStoryboardTable, PlaceholderTextRule.isPlaceholder(referenceAddress.pointee.value) { return }
            // So is any other text the code sets (Provenance's sample game title), and a
            // controller's title its navigation item's hides: no user sees it.
            if let shownNowhere = current.textShownNowhere, let dot = entryAddress.pointee.key.firstIndex(of: "."),
               shownNowhere.contains(String(entryAddress.pointee.key[..<dot])) { return }
            // A key that shows nowhere (no line of the code read looks it up, no screen of the
            // models uses it): `l10n-unused` reports it once, and no translation is asked of it
            // (Loop's "API Key" of a service it dropped).
            if !current.shownNowhere.isEmpty, current.shownNowhere[referenceIndex] { return }
            // Nor of a key only code for the app's developers looks up (Cryptomator's sample
            // vaults, shown in the App Store's screenshots alone; Meshtastic's debugging screens).
            if !current.onlyDevelopersSee.isEmpty, current.onlyDevelopersSee.contains(entryAddress.pointee.key) { return }
            current.compared += 1
            if variantLocale != table.locale {
                variantLocale = table.locale
                isRegionalVariant = !regionalVariants.isEmpty && regionalVariants.contains(table.locale)
            }
            let state = entryAddress.pointee.state
            // A source with no letters (Trio's `NSHumanReadableCopyright`, empty from a build
            // setting) leaves nothing to translate, whatever the entry's state; unless its words
            // are in its plural forms (`%#@meters@, %#@nodes@`).
            if let state, state == .new || state == .needsReview,
               !(isRegionalVariant && entryAddress.pointee.text.isCanonicallyEqual(to: referenceAddress.pointee.text)),
               hasLetters(referenceAddress.pointee.text, placeholders: placeholders)
                || context.developmentTable(for: table)?.pluralsByKey[entryAddress.pointee.key]?.isEmpty == false {
                current.findings.append((Message.marked(key: entryAddress.pointee.key, state: state, table: TableReference(table)),
                                         entryAddress.pointee.location, table.locale))
                return
            }
            // A catalog value marked translated was kept on purpose (a brand: "GitHub", "Bing").
            guard !isRegionalVariant, state != .translated, entryAddress.pointee.text.isCanonicallyEqual(to: referenceAddress.pointee.text) else { return }
            let entry = entryAddress.pointee
            if current.isOtherScript, table.format != .stringsdict, KeptNames.isNameShaped(entry.text) || KeptNames.isCapitalizedWord(entry.text) {
                current.kept.insert(entry.key)
            }
            // So was a value of a table that holds only translations (`holdsOnlyTranslations`).
            if table.holdsOnlyTranslations { return }
            guard let development = context.developmentTable(for: table) else { return }
            func languageWords() -> [Substring] {
                guard hasLetters(entry.text, keeping: keep, placeholders: placeholders) else { return [] }
                return TranslationNeed.languageWords(in: entry.value, keeping: keep, placeholders: placeholders,
                                                     properNouns: nouns(of: development))
            }
            // A value left as the development language's is so in many languages at once (46 on
            // VLC): its words, read by Characters, are the same bytes' words in each, so they are
            // read once per development entry. A value only canonically equal is read anew.
            let words: [Substring]
            if entry.text.hasSameUTF8(as: referenceAddress.pointee.text) {
                if let known = wordsByReference[referenceAddress] {
                    words = known
                } else {
                    words = languageWords()
                    wordsByReference[referenceAddress] = words
                }
            } else {
                words = languageWords()
            }
            if words.isEmpty {
                // A `.stringsdict` format key (`%#@minutes@`) says nothing: its rule's forms do.
                // A rule copied from the development language's is English in every number.
                guard table.format == .stringsdict, let copied = copiedPlural(of: entry.key, in: table, reference: development) else { return }
                let copiedWords: [Substring]
                if let known = wordsByCopiedForm[copied] {
                    copiedWords = known
                } else {
                    copiedWords = TranslationNeed.languageWords(in: copied, keeping: keep, placeholders: placeholders)
                    wordsByCopiedForm[copied] = copiedWords
                }
                guard !copiedWords.isEmpty, !areSharedWithEnglish(copiedWords, in: table.locale) else { return }
                current.findings.append((Message.sameAsDevelopment(key: entry.key, value: copied, locale: table.locale), entry.location, table.locale))
                return
            }
            if areSharedWithEnglish(words, in: table.locale) { return }
            current.findings.append((Message.sameAsDevelopment(key: entry.key, value: entry.value, locale: table.locale), entry.location, table.locale))
        }
        current.settle(vocabularies: &vocabularies, related: &related, placeholders: placeholders)
        pending.append(current)
        // Values the translators of other alphabets kept are names or terms (`OtherScriptWitnesses`).
        var witnesses = OtherScriptWitnesses()
        for table in pending where table.isOtherScript && table.compared >= OtherScriptWitnesses.smallestTable && !table.isPartlyTranslated(minimum: 1) {
            if let translation = table.table, let development = table.development { witnesses.add(translation, development: development, kept: table.kept) }
        }
        let tables = pending
        for index in pending.indices {
            guard let development = pending[index].development else { continue }
            pending[index].findings.removeAll {
                if case .sameAsDevelopment(let key, let value, _) = $0.message {
                    // A value its key calls a name is one, kept as written: Covid Certificate's app
                    // ("verifier_app_name" = "Covid Check") and its cantons ("Aargau" in German).
                    if KeptNames.keyNamesAName(key), KeptNames.isProperName(value, in: development) { return true }
                    if OtherScriptWitnesses.isTermShaped(value) { return witnesses.keep(key, of: development) }
                    // A name of words ("Smart Routing", Proton VPN's feature in all 29 of its
                    // languages) is kept so by every translation; a new string not yet translated
                    // ("Search GIFs", which Nextcloud Talk's German and Turkish translators did
                    // translate) is not.
                    let isOneWord = KeptNames.isCapitalizedWord(value)
                    // A word the Latin-script languages borrow, and the others spell (`Loanwords`).
                    if isOneWord, Loanwords.isBorrowed(value, values: tables.compactMap { other in
                        guard other.development === development, let table = other.table else { return nil }
                        return (table.locale, table.definitionIndex(of: key).map { table.entries[$0].value }, !other.isPartlyTranslated(minimum: 1))
                    }) { return true }
                    guard KeptNames.isNameShaped(value) || isOneWord,
                          !tables.contains(where: { $0.development === development && !$0.isOtherScript && $0.translates(key) }) else { return false }
                    // A brand of one word ("Reddit", "Facebook", Proton VPN's "Stealth") is one when
                    // every language keeps it and the development language never writes it as an
                    // ordinary word, in lower case (WireGuard's "Tunnels": "Delete tunnels?").
                    // Some languages of other alphabets may spell it in their own letters (OsmAnd's
                    // Persian "ردیت" for "Reddit"): three languages or more still keep it, two in three.
                    if isOneWord {
                        let spelledByOtherScripts = tables.contains { $0.development === development && $0.isOtherScript && $0.translates(key) }
                        return (spelledByOtherScripts ? witnesses.keepInThreeLanguages(key, of: development) : witnesses.keepEverywhere(key, of: development))
                            && !KeptNames.writesInLowerCase(value, in: development)
                    }
                    // Some translations of other alphabets may write a product name in their own
                    // letters (Home Assistant's "Mozilla Firefox Klar" in Hebrew, ChatSecure's
                    // "Google Talk" in Arabic and Japanese): most of them still keep it.
                    let changedByOtherScripts = tables.contains { $0.development === development && $0.translates(key) }
                    return changedByOtherScripts ? witnesses.keepMostly(key, of: development) : witnesses.keepEverywhere(key, of: development)
                }
                return false
            }
        }
        // A language with a table partly translated is so in its small tables too: a few values
        // left in English in a table of eight (Open Food Facts' Afar CameraUI.strings beside its
        // Localizable.strings, 94% English) are that table's share, not findings of their own.
        let partlyTranslated = Set(pending.filter { $0.isPartlyTranslated(minimum: Self.summaryMinimum) }.compactMap { $0.table?.locale })
        for table in pending {
            let summed = table.findings.count >= Self.summaryMinimum || table.isMostlyUntranslated(minimum: Self.untranslatedTableMinimum)
                || (table.table.map { partlyTranslated.contains($0.locale) } == true && table.isPartlyTranslated(minimum: Self.smallTableMinimum))
            table.report(into: &emitter, summed: summed)
        }
    }

    /// One table's findings, held until its last value is compared.
    private struct PendingTable {
        var table: StringsTable? = nil
        var development: StringsTable? = nil
        var compared = 0
        var findings: [(message: Message, location: SourceLocation, locale: String)] = []
        /// Whether the table's language is written in another script than Latin letters.
        var isOtherScript = false
        /// Whether the table localizes a storyboard or XIB (its keys are object ids).
        var isStoryboardTable = false
        /// The ids of its document's objects whose own text no user sees (labels the code sets,
        /// controllers titled by their navigation item), when any.
        var textShownNowhere: Set<String>? = nil
        /// Its keys whose values are the development language's, as written (other scripts only).
        var kept: Set<String> = []
        /// Which entries of the development table show nowhere, by index
        /// (`L10nUnusedRule.KeysShownNowhere`); empty when none does.
        var shownNowhere: [Bool] = []
        /// Its keys only code for the app's developers looks up (`AuditUnit.developerBuildKeys`).
        var onlyDevelopersSee: Set<String> = []

        init() {}

        init(table: StringsTable, development: StringsTable?) {
            self.table = table
            self.development = development
            isOtherScript = OtherScriptWitnesses.isOtherScript(table.locale)
        }

        /// Leaves out the values the translation writes inside values it translated: terms it
        /// keeps (`KeptPhrases`).
        /// The language's other tables are asked too (`RelatedKeptPhrases`).
        mutating func settle(vocabularies: inout [ObjectIdentifier: Set<UInt64>], related: inout RelatedKeptPhrases,
                             placeholders: RuntimePlaceholders) {
            guard let table, let development, findings.contains(where: { if case .sameAsDevelopment = $0.message { true } else { false } }) else { return }
            let words = KeptPhrases.vocabulary(of: development, cache: &vocabularies)
            let kept = KeptPhrases(translatedIn: table, development: development, developmentWords: words, placeholders: placeholders)
            // The keys reported so far, the values left as the development language's: made
            // when an abbreviation asks.
            let reported = findings
            var untranslated: Set<String>? = nil
            findings.removeAll {
                guard case .sameAsDevelopment(_, let value, _) = $0.message else { return false }
                if kept.contains(value) { return true }
                // Numbered arguments are no words, as `%@` is none: iNaturalist's Danish
                // "Observation %1$@ %2$@ %3$@" is the term the translator writes in "Slet observation".
                let unformatted = TranslationNeed.blankingSpecifiers(in: value).text
                if unformatted != value, kept.contains(unformatted) { return true }
                // An address is no one's words: "E-mail: CoronaWarnApp@rki.de" is the Romanian
                // translators' "E-mail:" (Corona-Warn-App).
                if let bare = TranslationNeed.removingAddresses(value), !bare.isEmpty, kept.contains(bare) { return true }
                // An abbreviation of the translation's own word ("Ch. %g" beside "Chapitre %g";
                // "Vol. %g" beside French "Volume %g", a word French shares with English).
                if let abbreviation = OwnAbbreviations.soleAbbreviation(in: value) {
                    let keys = untranslated ?? Set(reported.compactMap { finding -> String? in
                        if case .sameAsDevelopment(let key, _, _) = finding.message { key } else { nil }
                    })
                    untranslated = keys
                    if OwnAbbreviations.abbreviatesOwnWord(abbreviation, in: table, isTranslated: { !keys.contains(table.entries[$0].key) }) {
                        return true
                    }
                }
                // A plural form copied from the development language is asked by its one word: a
                // term the translation keeps in its own sentences ("%ld Toots", with "Neue Toots" in
                // German Metatext's `.strings`).
                var term = value
                if table.format == .stringsdict {
                    // Most copied forms are lower-case ("%d items"): no name, and no words to read.
                    guard value.utf8.contains(where: { (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains($0) || $0 >= 0x80 }) else { return false }
                    let words = TranslationNeed.languageWords(in: value, placeholders: placeholders, limit: 2)
                    guard words.count == 1 else { return false }
                    term = String(words[0])
                }
                // Only a name or a term is asked of the other tables ("Fire Button", "Item"): reading
                // them for every value a plural copies ("%d items") took ten times the rule's time.
                return (KeptNames.isNameShaped(term) || KeptNames.isCapitalizedWord(term))
                    && related.contains(term, locale: table.locale, besides: table, vocabularies: &vocabularies)
            }
        }

        /// Whether the table gives `key` a value of its own, not the development language's.
        func translates(_ key: String) -> Bool {
            guard let table, let development, let own = table.definitionIndex(of: key),
                  let original = development.definitionIndex(of: key) else { return false }
            let value = table.entries[own].text
            let source = development.entries[original].text
            return !value.isCanonicallyEqual(to: source) && !KeptNames.reordersName(value.string, of: source.string)
        }

        /// At least `minimum` untranslated values, a quarter of those compared or more.
        func isPartlyTranslated(minimum: Int) -> Bool {
            findings.count >= minimum && findings.count * 4 >= compared
        }

        /// At least `minimum` untranslated values, three quarters of those compared or more.
        func isMostlyUntranslated(minimum: Int) -> Bool {
            findings.count >= minimum && findings.count * 4 >= compared * 3
        }

        /// Reports the findings one by one, or the table once (`summed`).
        func report(into emitter: inout FindingEmitter, summed: Bool) {
            guard let table, !findings.isEmpty else { return }
            if summed {
                emitter.report(Message.partlyTranslated(table: TableReference(table), untranslated: findings.count, compared: compared,
                                                        firstKeys: findings.prefix(3).map(\.message.subject)),
                               at: SourceLocation(file: table.file, line: 1, column: 1), locale: table.locale)
                return
            }
            for finding in findings { emitter.report(finding.message, at: finding.location, locale: finding.locale) }
        }
    }
}
