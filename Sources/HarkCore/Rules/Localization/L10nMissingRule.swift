/// `l10n-missing`: a key absent from a locale, which the device then shows (and VoiceOver
/// speaks) as the raw key. A model's unit: every key the model uses, in every locale. A
/// folder's table unit: every other key of the development language's tables (`.strings`,
/// `.stringsdict`, catalogs), in every other locale, whole tables missing included; and, as a
/// warning, a translation's keys the development language lacks. A locale's table lacking a
/// quarter or more of its keys is one finding (`TranslationCoverage`, `MissingKeyTally`).
struct L10nMissingRule: Rule {
    let id = "l10n-missing"

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        if context.model == nil { checkTables(context, into: &emitter) } else { checkModel(context, into: &emitter) }
    }

    private func checkModel(_ context: AuditContext, into emitter: inout FindingEmitter) {
        let literalsUntabled = untabledTextsAreLiterals(context)
        // The names every language keeps as written (`Locales/SameAsEnglish/all.txt`: "Apple
        // Watch", Passepartout's "%@ (Mac/TV)") need no translation either.
        let keptTerms = KeptTerms(context.configuration.doNotTranslate.union(context.sameAsEnglish.everyLanguage))
        var developmentOnly: [String: Bool] = [:]
        // The texts to look up, by their index in `textUses` (read in place below: copying a
        // use for every locale showed in profiles).
        var checked: [Int] = []
        let developmentFolder = context.catalog.folder(forDevelopmentLanguage: context.unit.developmentLanguage)
        var developerScreens = DeveloperScreenFilter(context)
        let readsInterfaceBuilder = context.model.map { InterfaceBuilderFormat.isDocument($0.file) } ?? false
        for (index, use) in context.textUses.enumerated() {
            guard case .key(let key, let tableName, let defaultValue, let location) = use.text else { continue }
            // A document's view that shows what the app's code looks up (`_wifiOnlyLabel.text =
            // NSLocalizedString(@"Wifi Only", …)`): the code's own audit checks that lookup, where it is.
            if readsInterfaceBuilder, CodeAssignments.isSource(location.file) { continue }
            // An empty key (Seafile's `NSLocalizedString(row[@"title"] ?: @"", nil)`, its fallback)
            // shows nothing in any language.
            if key.isEmpty { continue }
            // A screen for the app's developers is English on purpose (`DebugScreens`).
            if developerScreens.excludes(location, screen: use.screenID) { continue }
            // A text whose development entry says not to translate it (an Interface Builder note,
            // a catalog's "Don't translate") shows the same in every language.
            if let developmentFolder, context.catalog.table(tableName, locale: developmentFolder)?.entry(key)?.shouldTranslate == false { continue }
            // A text with nothing to translate (`{Field Name}` the code fills, `—`, `0.25x`,
            // `MoltenVK`) shows the same in every language.
            // A key that is its own default (SwiftUI's `Text("errorConnecting")`) shows the
            // development table's text, "Error connecting" in nos: that is what is judged.
            if let defaultValue {
                let developmentText = defaultValue == key ? developmentFolder.flatMap { context.catalog.table(tableName, locale: $0)?.lookup(key) } : nil
                if !TranslationNeed.needsTranslation(developmentText ?? defaultValue, keeping: keptTerms,
                                                     placeholders: context.configuration.runtimePlaceholders) { continue }
            }
            // Interface Builder's placeholder in a document ("Title" in a prototype cell) is the
            // code's to replace, as in the tables below: placeholder-text says so, and no
            // translation needs it (xDrip's settings cells).
            if let defaultValue, PlaceholderTextRule.isPlaceholder(defaultValue), InterfaceBuilderIDs.isDocumentKey(key) { continue }
            // A key that is a link alone shows right as itself (Damus's sample relay,
            // `NSLocalizedString("wss://some.relay.com", …)`, a text field's placeholder).
            if defaultValue == nil, TranslationNeed.isLinkAlone(key) { continue }
            if defaultValue != nil, context.model?.app.textsAreKeysByFormat == true, !context.catalog.anyTable(named: tableName, contains: key),
               literalsUntabled || use.cell?.opens?.screenID.split(separator: "/").last.map(String.init) == key { continue }
            checked.append(index)
        }
        var tally = MissingKeyTally(like: emitter)
        var keptValues = KeptNames()
        // Locale by locale: one locale's tables stay in the cache while every text is looked up.
        for announcer in context.localeAnnouncers {
            var cursor = LookupCursor()
            for index in checked {
                // Most texts resolve: look at the tables only for one that does not (a text
                // found in a table is not made into a `String` to learn that).
                let kept = announcer.resolver.resolveKept(context.textUses[index].text, cursor: &cursor)
                guard case .resolved(let resolved) = kept else { continue }
                let source = resolved.source
                if source == .literal || source == .localized || source == .defaultValue || source == .unresolved || source == .designTime { continue }
                let use = context.textUses[index]
                guard case .key(let key, let tableName, let defaultValue, let location) = use.text else { continue }
                // A text shown as written when missing (a Settings bundle's title, SwiftUI's literal)
                // is its key: no development text when the development table says otherwise
                // (`safe_mode_switch` = "Advanced Support Mode").
                // Looked up only where it decides what shows.
                let needsDevelopmentValue = defaultValue == key || context.model?.app.fallsBackToDevelopmentLanguage == true
                let developmentValue = needsDevelopmentValue ? developmentFolder.flatMap { context.catalog.table(tableName, locale: $0)?.lookup(key) } : nil
                var shows = defaultValue.map { shown in
                    shown == key && developmentValue.map({ $0 != key }) == true ? Fallback.key : .developmentText(shown)
                } ?? .key
                // Where the key itself would show, the app's own code reads the development text.
                if case .key = shows, context.model?.app.fallsBackToDevelopmentLanguage == true, let developmentValue {
                    // In the development language's regional variants (en-GB), that text is right.
                    if LocaleCode(announcer.locale).language == LocaleCode(context.unit.developmentLanguage).language { continue }
                    // So is a text with nothing to translate (Element's separators "." and ". ").
                    if !TranslationNeed.needsTranslation(developmentValue, keeping: keptTerms, placeholders: context.configuration.runtimePlaceholders) {
                        continue
                    }
                    shows = .developmentFallback(developmentValue)
                }
                let folder = announcer.resolver.folder
                // A key of the development language's `.stringsdict` is missing from the locale's.
                let isPlural = developmentFolder.flatMap { context.catalog.pluralTables[$0]?[tableName] }?.contains(key) == true
                // Where the app's own code reads the development language's folder, a plural
                // shows its forms there, not the accessor's default (SwiftGen's "Plural format
                // key: …", Proton VPN's `localizeStringAndFallbackToEn`).
                if isPlural, context.model?.app.fallsBackToDevelopmentLanguage == true {
                    // In the development language's regional variants (en-GB), those are right.
                    if LocaleCode(announcer.locale).language == LocaleCode(context.unit.developmentLanguage).language { continue }
                    shows = .developmentPluralFallback
                }
                let existing = isPlural ? context.catalog.pluralTables[folder]?[tableName] : context.catalog.table(tableName, locale: folder)
                // A table no locale has is named as a `.strings` file; one other locales have, in their format.
                let format = existing?.format ?? (isPlural ? .stringsdict : nil)
                    ?? context.catalog.tables.values.lazy.compactMap { $0[tableName]?.format }.first ?? .strings
                let table = existing.map(TableReference.init) ?? TableReference(name: tableName, format: format, locale: folder)
                let message: Message
                switch resolved.source {
                case .literal, .localized, .defaultValue, .unresolved, .designTime:
                    continue
                case .missingKey:
                    // A literal the translation itself keeps as it is ("Delta Chat", its app's
                    // name, in Delta Chat's App Clip) shows right untranslated.
                    if case .developmentText(let shown) = shows, shown == key,
                       keptValues.isKept(shown, table: tableName, in: context, developmentFolder: developmentFolder) {
                        continue
                    }
                    // A catalog that has the key for other languages lacks this one's translation.
                    let inCatalog = table.format == .xcstrings && context.catalog.tables.values.contains {
                        guard let other = $0[tableName], other.format == .xcstrings, other.file == existing?.file else { return false }
                        return other.contains(key)
                    }
                    message = inCatalog ? .translationMissing(key: key, table: table, role: use.role, shows: shows)
                        : .keyMissing(key: key, table: table, role: use.role, shows: shows)
                case .missingTable:
                    // A table that does not parse is reported once, by l10n-syntax.
                    if existing != nil { continue }
                    // A String Catalog the project copies but the folder lacks (one the build
                    // makes, or a checkout lacks) holds what it holds: the report's inventory says
                    // its keys are not checked.
                    if context.catalog.absentTables[tableName] != nil { continue }
                    // A table only the development language has is one note of its folder's audit.
                    let isDevelopmentOnly = developmentOnly[tableName] ?? context.catalog.isDevelopmentOnly(
                        table: tableName, developmentLanguage: context.unit.developmentLanguage)
                    developmentOnly[tableName] = isDevelopmentOnly
                    if isDevelopmentOnly { continue }
                    // The device reads the table from the development language's folder.
                    let fallback = resolved.text == key && defaultValue == nil ? Fallback.key : .developmentText(resolved.text)
                    message = .tableMissing(key: key, table: table, hasFolder: context.catalog.folders.contains(folder), shows: fallback)
                }
                tally.hold(message, at: location, screen: use.screenID, cell: use.cell, suppressed: use.suppressedRules,
                           locale: announcer.locale, key: key, table: table, file: existing?.file)
            }
        }
        // The keys asked of each table, and where the development language's table is.
        var asked: [String: Set<String>] = [:]
        for index in checked {
            if case .key(let key, let tableName, _, _) = context.textUses[index].text { asked[tableName, default: []].insert(key) }
        }
        let developmentFiles = asked.keys.reduce(into: [String: String]()) { files, name in
            files[name] = developmentFolder.flatMap { context.catalog.table(name, locale: $0)?.file }
        }
        // Which languages lack much of each development table: the folder's unit reports them.
        var coverages: [TableReference: TranslationCoverage?] = [:]
        func coverage(of table: TableReference) -> TranslationCoverage? {
            let reference = TableReference(name: table.name, format: table.format, locale: "")
            let coverage = coverages[reference] ?? developmentFolder.flatMap { folder in
                let development = table.format == .stringsdict ? context.catalog.pluralTables[folder]?[table.name]
                    : context.catalog.table(table.name, locale: folder)
                return development.map {
                    TranslationCoverage(development: $0, catalog: context.catalog, locales: context.locales,
                                        developmentLanguage: context.unit.developmentLanguage,
                                        placeholders: context.configuration.runtimePlaceholders)
                }
            }
            coverages[reference] = coverage
            return coverage
        }
        tally.flush(into: &emitter, asked: asked, translations: translationLocales(context), developmentFiles: developmentFiles,
                    folderSumsUp: { coverage(of: $0)?.shortfall(of: $1) != nil },
                    coveredByFolder: { coverage(of: $1)?.counts($0, for: $2) == true })
    }

    /// The locales whose language is not the development language's.
    private func translationLocales(_ context: AuditContext) -> Set<String> {
        let language = LocaleCode(context.unit.developmentLanguage).language
        return Set(context.locales.filter { LocaleCode($0).language != language })
    }

    /// Whether a model whose texts are all keys by its format (a Settings bundle) writes the keys
    /// it means to translate as identifiers (VLC's `SETTINGS_SUBTITLES_FONT`): most of its
    /// titles that a table has are. Its titles written as text that no table has, the
    /// development language's included ("Arial", "-6 dB", "Western European (Latin-9)"), are
    /// then shown as written on purpose. A bundle keyed by its English titles (a-Shell's "dark
    /// mode") has merely not added a new title to its tables yet. Whatever the bundle, a row
    /// titled with the name of the pane it opens (LicensePlist's package list) names a thing.
    private func untabledTextsAreLiterals(_ context: AuditContext) -> Bool {
        guard context.model?.app.textsAreKeysByFormat == true else { return false }
        var tabled = 0, identifiers = 0
        for use in context.textUses {
            guard case .key(let key, let tableName, let defaultValue, _) = use.text,
                  context.catalog.anyTable(named: tableName, contains: key) else { continue }
            tabled += 1
            if defaultValue == nil { identifiers += 1 }
        }
        return identifiers * 2 > tabled
    }

    /// A key that is its own development text, with nothing a translator would translate
    /// (Kodi's `"kHz" = "kHz"`): missing, it shows as that text, right in every language.
    private func showsRightAsItsKey(_ entry: StringsEntry, keeping kept: KeptTerms, placeholders: RuntimePlaceholders) -> Bool {
        entry.text.isCanonicallyEqual(to: entry.key) && !TranslationNeed.needsTranslation(entry.value, keeping: kept, placeholders: placeholders)
    }

    /// Whether a development value, shown in place of its missing translation, is right in the
    /// language: it has nothing to translate (`https://example.com`), or at most three words the
    /// language writes as English does (Swedish "Version").
    private func showsRight(_ entry: StringsEntry, sharedWords shared: Set<String>?, keeping kept: KeptTerms,
                            placeholders: RuntimePlaceholders) -> Bool {
        let words = TranslationNeed.languageWords(in: entry.value, keeping: kept, placeholders: placeholders)
        if words.isEmpty { return true }
        guard let shared else { return false }
        return words.count <= L10nUntranslatedRule.sharedWordLimit && words.allSatisfy { shared.contains($0.lowercased()) }
    }

    private func checkTables(_ context: AuditContext, into emitter: inout FindingEmitter) {
        let developmentLanguage = context.unit.developmentLanguage
        guard let developmentFolder = context.catalog.folder(forDevelopmentLanguage: developmentLanguage) else {
            // In localization-only mode, never a silent pass (a model's folder has the model's
            // texts). `InfoPlist` tables translate the Info.plist, which holds the development text.
            let translations = context.catalog.allTables.filter { !$0.locale.isEmpty && !$0.name.hasSuffix("InfoPlist") }
            if context.unit.modelKeys == nil, let first = translations.first {
                emitter.report(Message.noDevelopmentTable(language: developmentLanguage, locales: context.catalog.locales),
                               at: SourceLocation(file: first.file, line: 1, column: 1))
            }
            return
        }
        let modelKeys = context.unit.modelKeys ?? [:]
        let developmentTables = Array((context.catalog.tables[developmentFolder] ?? [:]).values)
            + Array((context.catalog.pluralTables[developmentFolder] ?? [:]).values)
        let audited = Set(context.tables.map(\.file))
        let references = developmentTables.sorted(by: { ($0.name, $0.format.rawValue) < ($1.name, $1.format.rawValue) })
            .filter { $0.parses && context.unit.scope.includes(table: $0.name) }
        // What each development table needs translated, the same for every locale.
        let placeholders = context.configuration.runtimePlaceholders
        let kept = KeptTerms(context.configuration.doNotTranslate)
        let needs: [(byModel: Set<String>, needed: [StringsEntry])] = references.map { reference in
            // A storyboard's key whose object is gone shows nowhere (l10n-unused says so).
            let objects = context.unit.modelObjects[reference.name]
            let byModel = (modelKeys[reference.name] ?? []).union(objects.map { ids in
                reference.entries.map(\.key).filter { !ids.contains(String($0.prefix { $0 != "." })) }
            } ?? [])
            // Keys marked "Don't translate", no longer in the code, without letters, or a model's
            // (its own findings), need no report here.
            // A storyboard's placeholder text ("Title", "Label") is replaced by the code.
            let isStoryboardTable = objects != nil
            // A key of tables that serve their models alone (a Settings bundle's) that no model
            // uses shows nowhere (UTM's leftover "Two Finger Scroll"): l10n-unused says so.
            let onlyUsedKeys = context.unit.modelsOwnTables && modelKeys[reference.name] != nil
            let elsewhere = context.unit.keysUsedElsewhere[reference.name] ?? []
            // A key only code for the app's developers looks up is no user's (Swiftfin's debug settings).
            let onlyDevelopersSee = context.unit.developerBuildKeys[reference.name] ?? []
            // A key no line of the code read looks up shows nowhere (l10n-unused says so).
            let codeReadMissesCatalog = L10nUnusedRule.codeReadMissesMostOfCatalog(reference, context: context)
            let needed = reference.entries.indices.filter { reference.isDefinitionInUse(at: $0) }.map { reference.entries[$0] }.filter {
                $0.shouldTranslate && !$0.isStale && !byModel.contains($0.key) && (!onlyUsedKeys || elsewhere.contains($0.key))
                    && !onlyDevelopersSee.contains($0.key)
                    && !L10nUnusedRule.codeLooksUpNowhere($0, in: reference, context: context, codeReadMissesCatalog: codeReadMissesCatalog)
                    && hasLetters($0, in: reference, placeholders: placeholders) && !TranslationNeed.isCodeMarker($0.value)
                    // An Info.plist value a language lacks shows as the Info.plist gives it: a
                    // link, an address or an identifier alone is right so in every language
                    // (Session's `NSHumanReadableCopyright`, "com.loki-project.loki-messenger").
                    // Another table's key a language lacks shows the key.
                    && !(reference.name.hasSuffix("InfoPlist") && TranslationNeed.isAddressAlone($0.value))
                    && !(isStoryboardTable && PlaceholderTextRule.isPlaceholder($0.value))
                    && !showsRightAsItsKey($0, keeping: kept, placeholders: placeholders)
            } + reference.problems.filter { !byModel.contains($0.key) }.map { StringsEntry(key: $0.key, value: "", location: $0.location) }
            return (byModel, needed)
        }
        let keptEverywhere = KeptTerms(context.configuration.doNotTranslate.union(context.sameAsEnglish.everyLanguage))
        // A table only the development language has is kept untranslated on purpose, or not
        // yet translated at all: one note, not one finding per key and language.
        let developmentLanguageCode = LocaleCode(developmentLanguage).language
        let translations = context.locales.filter { LocaleCode($0).language != developmentLanguageCode }
        let developmentOnly = Set(references.map(\.name).filter {
            context.catalog.isDevelopmentOnly(table: $0, developmentLanguage: developmentLanguage)
        })
        for reference in references where developmentOnly.contains(reference.name) && !translations.isEmpty {
            let keys = Set(reference.entries.filter {
                $0.shouldTranslate && !$0.isStale && hasLetters($0, in: reference, placeholders: placeholders)
            }.map(\.key))
            guard !keys.isEmpty else { continue }
            emitter.report(Message.developmentOnly(table: TableReference(reference), keyCount: keys.count, translations: translations.count),
                           at: SourceLocation(file: reference.file, line: 1, column: 1), severity: .note)
        }
        // The keys each `.stringsdict` reference and its `.strings` sibling know, read once for
        // every locale.
        var knownKeys: [Int: Set<String>] = [:]
        // Which languages lack much of each table, read once for every locale.
        var coverages: [Int: TranslationCoverage] = [:]
        // The keys a partly translated language lacks, which its table's finding counts: each
        // still counts toward one finding for a key most languages lack, so it is passed on
        // where another language reports the key (only there can it count).
        var toldInSummary: [(reference: Int, entry: Int, locale: String)] = []
        var reportedAlone = needs.map { [Bool](repeating: false, count: $0.needed.count) }
        for locale in context.locales where locale != developmentLanguage && locale != developmentFolder {
            let sharedWords = developmentLanguage == "en" ? context.sameAsEnglish.words(for: locale) : nil
            for (referenceIndex, (reference, need)) in zip(references, needs).enumerated() where !developmentOnly.contains(reference.name) {
                let (byModel, needed) = need
                let translation = TableReference(name: reference.name, format: reference.format, locale: locale)
                let speaksDevelopmentLanguage = LocaleCode(locale).language == LocaleCode(developmentLanguage).language
                // The app's own code reads a key en-GB lacks from en: it shows the English text.
                if speaksDevelopmentLanguage && context.unit.modelsFallBackToDevelopmentLanguage { continue }
                guard let table = table(reference.name, format: reference.format, locale: locale, in: context.catalog) else {
                    // Without a file of its own, a regional variant reads its language's (en-GB
                    // the development language's, fr-CA fr's): only what that file lacks is missing.
                    if speaksDevelopmentLanguage { continue }
                    let fallbacks = regionalFallbacks(of: locale).compactMap {
                        self.table(reference.name, format: reference.format, locale: $0, in: context.catalog)
                    }
                    let lacking = needed.filter { entry in
                        !fallbacks.contains { $0.parses && ($0.contains(entry.key) || $0.problems.contains { $0.key == entry.key }) }
                    }
                    guard !lacking.isEmpty else { continue }
                    emitter.report(Message.tableUntranslated(table: translation, keyCount: Set(lacking.map(\.key)).count,
                                                             hasFolder: context.catalog.folders.contains(locale)),
                                   at: SourceLocation(file: reference.file, line: 1, column: 1), locale: locale)
                    continue
                }
                // A table that does not parse, or that iOS stops reading early, is l10n-syntax's.
                guard table.parses, table.endedEarly == nil else { continue }
                let coverage = coverages[referenceIndex] ?? TranslationCoverage(
                    development: reference, catalog: context.catalog, locales: context.locales,
                    developmentLanguage: developmentLanguage, placeholders: placeholders)
                // A language only partly translated: one finding for the table, the keys a model
                // reads counted too (its unit leaves them to this one).
                let shortfall = coverage.shortfall(of: locale)
                if let shortfall {
                    emitter.report(Message.partlyTranslated(table: TableReference(table), missing: shortfall.missing, asked: shortfall.keyCount,
                                                            tableExists: true, keys: .developmentTable, copied: shortfall.copied),
                                   at: SourceLocation(file: table.file, line: 1, column: 1), locale: locale)
                }
                let partlyTranslated = shortfall != nil
                coverages[referenceIndex] = coverage
                let present = Set(table.problems.map(\.key))
                // A key is looked up in the locale's own file only. en-GB lacking a key that is its
                // English text (SwiftUI's "New password") shows that text; lacking an identifier,
                // the raw key.
                // Entries read in place: a copy of each (its key, value, file and variants) for
                // every key of every locale showed in profiles.
                needed.withUnsafeBufferPointer { needed in
                    // Where the next key is most likely to be in the translation.
                    var next = 0
                    for index in needed.indices {
                        if let found = table.definitionIndex(of: needed[index].key, trying: next) {
                            next = found + 1
                            continue
                        }
                        guard present.isEmpty || !present.contains(needed[index].key),
                              !(speaksDevelopmentLanguage && needed[index].text.isCanonicallyEqual(to: needed[index].key)) else { continue }
                        // A storyboard's or XIB's key a language lacks shows the document's own
                        // text, the development language's (Rectangle's macOS storyboard catalog).
                        if needed[index].isDocumentText, speaksDevelopmentLanguage
                            || showsRight(needed[index], sharedWords: sharedWords, keeping: keptEverywhere, placeholders: placeholders) {
                            continue
                        }
                        if partlyTranslated && coverage.counts(needed[index].key, for: locale) {
                            toldInSummary.append((referenceIndex, index, locale))
                            continue
                        }
                        reportedAlone[referenceIndex][index] = true
                        emitter.report(Message.keyUntranslated(key: needed[index].key, table: translation), at: needed[index].location,
                                       locale: locale)
                    }
                }
                // A `.stringsdict` key only the translation has. (Not for `.strings`: development
                // tables are often partial exports, the code giving the English with `value:`.)
                guard reference.format == .stringsdict, audited.contains(table.file) else { continue }
                // A key of the same name's other table (`.strings` beside `.stringsdict`) is known too.
                let known = knownKeys[referenceIndex] ?? {
                    let sibling = reference.format == .stringsdict ? context.catalog.table(reference.name, locale: developmentFolder)
                        : context.catalog.pluralTables[developmentFolder]?[reference.name]
                    let keys = Set(reference.entries.map(\.key)).union(reference.problems.map(\.key)).union(sibling?.entries.map(\.key) ?? [])
                    knownKeys[referenceIndex] = keys
                    return keys
                }()
                for (index, entry) in table.entries.enumerated() where !known.contains(entry.key) && !byModel.contains(entry.key)
                    && table.isDefinitionInUse(at: index) {
                    emitter.report(Message.notInDevelopmentLanguage(key: entry.key, table: TableReference(table), development: TableReference(reference),
                                                                    language: developmentLanguage),
                                   at: entry.location, locale: locale, severity: .warning)
                }
            }
        }
        for (referenceIndex, index, locale) in toldInSummary where reportedAlone[referenceIndex][index] {
            let (reference, entry) = (references[referenceIndex], needs[referenceIndex].needed[index])
            emitter.report(Message.keyUntranslated(key: entry.key, table: TableReference(name: reference.name, format: reference.format, locale: locale)),
                           at: entry.location, locale: locale, toldInSummary: true)
        }
    }

    /// The locales a regional variant falls back to before the development language:
    /// `fr-CA` → `fr`, `zh-Hant-HK` → `zh-Hant`, `zh`.
    private func regionalFallbacks(of locale: String) -> [String] {
        Array(LocaleCode(locale).fallbacks.dropFirst()).filter { $0 != locale }
    }

    private func table(_ name: String, format: StringsTable.Format, locale: String, in catalog: LocalizationCatalog) -> StringsTable? {
        format == .stringsdict ? catalog.pluralTables[locale]?[name] : catalog.table(name, locale: locale)
    }
}
