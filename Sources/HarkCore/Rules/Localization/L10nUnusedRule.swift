/// `l10n-unused`: a key no screen uses. The keys of the tables the run's models read from that
/// none of their texts references (for a storyboard: translations of objects that no longer
/// exist); in any mode, String Catalog keys Xcode marks `stale`. A folder's tables are audited
/// once, by its table unit, against the keys of every model that uses them.
struct L10nUnusedRule: Rule {
    let id = "l10n-unused"

    enum Message: FindingMessage {
        case stale(key: String, table: TableReference)
        case unusedByModel(key: String, table: TableReference)
        case noSuchObject(key: String, object: String, table: TableReference)
        /// Read from source: no screen and no line of the code read looks the key up, directly or
        /// through an accessor the code uses (a key written only in an unused accessor is unused).
        case unusedByCode(key: String, table: TableReference)

        func text(in context: MessageContext) -> String {
            switch self {
            case .stale(let key, let table): return "\"\(key)\" is stale in \(context.table(table)): the code no longer uses it"
            case .unusedByModel(let key, let table): return "\"\(key)\" in \(context.table(table)) is used by no screen of the model"
            case .noSuchObject(let key, let object, let table):
                return "\"\(key)\" in \(context.table(table)) translates the object \(object), which the Interface Builder document \(table.name) no longer has"
            case .unusedByCode(let key, let table): return "\"\(key)\" in \(context.table(table)) is looked up nowhere in the code read, neither directly nor through an accessor the code uses"
            }
        }

        var subject: String {
            switch self {
            case .stale(let key, _), .unusedByModel(let key, _), .unusedByCode(let key, _), .noSuchObject(let key, _, _): return key
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // The keys every model of the run uses from this folder's tables (audited once, by its table unit).
        let used = context.unit.modelKeys ?? [:]
        let developmentFolder = context.catalog.folder(forDevelopmentLanguage: context.unit.developmentLanguage)
        for table in context.tables where !table.locale.isEmpty {
            // A key unused in the development language is unused in every translation: say it once.
            let isDevelopment = table.locale == context.unit.developmentLanguage || table.locale == developmentFolder
            guard isDevelopment else { continue }
            let codeReadMissesCatalog = Self.codeReadMissesMostOfCatalog(table, context: context)
            for (index, entry) in table.entries.enumerated() where table.isDefinitionInUse(at: index) {
                if entry.isStale {
                    // Xcode extracts only the lookups it knows: one through a wrapper it does not
                    // (ownCloud's `"Links".localized`, from its SDK) is stale to it, used still.
                    if context.unit.modelsReadCode, used[table.name]?.contains(entry.key) == true
                        || context.unit.keysUsedElsewhere[table.name]?.contains(entry.key) == true { continue }
                    emitter.report(Message.stale(key: entry.key, table: TableReference(table)), at: entry.location, locale: table.locale)
                } else if let objects = context.unit.modelObjects[table.name] {
                    // A storyboard's table keys by object id: unused when the object is gone.
                    let object = String(entry.key.prefix { $0 != "." })
                    if entry.key.containsUTF8Byte(UInt8(ascii: ".")), !objects.contains(object) {
                        emitter.report(Message.noSuchObject(key: entry.key, object: object, table: TableReference(table)),
                                       at: entry.location, locale: table.locale)
                    }
                } else if codeReadMissesCatalog && entry.isExtractedFromCode {
                    // Xcode found the key in code the run did not read: the catalog knows better.
                    continue
                } else if context.unit.modelsReadCode {
                    // Read from source code, "no screen" is "no line of the code read"; a
                    // `.stringsdict` key is looked up as a `.strings` key is (Onion Browser's
                    // "%d cookie(s)", whose last lookup is gone).
                    guard Self.codeLooksUpNowhere(entry, in: table, context: context, codeReadMissesCatalog: codeReadMissesCatalog) else { continue }
                    emitter.report(Message.unusedByCode(key: entry.key, table: TableReference(table)), at: entry.location, locale: table.locale)
                } else if table.format != .stringsdict, let keys = used[table.name], !keys.contains(entry.key),
                          context.unit.keysUsedElsewhere[table.name]?.contains(entry.key) != true {
                    emitter.report(Message.unusedByModel(key: entry.key, table: TableReference(table)), at: entry.location, locale: table.locale)
                }
            }
        }
    }

    /// Whether no line of the code read looks `entry` up, directly or through an accessor, in
    /// a table the code uses (a development table's entry, not a storyboard's): what
    /// `unusedByCode` reports. Such a key shows nowhere, so `l10n-missing` asks no translation
    /// of it. A catalog whose keys the code read mostly misses (`codeReadMissesCatalog`, once a
    /// table) knows better than the run which of its extracted keys are used.
    static func codeLooksUpNowhere(_ entry: StringsEntry, in table: StringsTable, context: AuditContext, codeReadMissesCatalog: Bool) -> Bool {
        context.unit.modelsReadCode && KeysShownNowhere(development: table, context: context, codeReadMissesCatalog: codeReadMissesCatalog).contains(entry)
    }

    /// Whether `entry`, of a development table, shows nowhere, as this rule reports it: no line
    /// of the code read looks it up (`codeLooksUpNowhere`), or, read from models (a Settings
    /// bundle, a screen model), no screen uses it (VLC's tvOS settings left in its iOS bundle's
    /// `Root.strings`). Such a key is this rule's, once; the rules that judge its translations
    /// leave it.
    static func showsNowhere(_ entry: StringsEntry, in table: StringsTable, context: AuditContext, codeReadMissesCatalog: Bool) -> Bool {
        KeysShownNowhere(development: table, context: context, codeReadMissesCatalog: codeReadMissesCatalog).contains(entry)
    }

    /// `showsNowhere` for the entries of one development table, what it reads of the unit taken
    /// once: a rule asking it of every entry read the unit's dictionaries for each (a tenth of
    /// the synthetic benchmark's audit).
    struct KeysShownNowhere {
        private let readsCode: Bool
        private let isPlural: Bool
        private let hasObjects: Bool
        private let used: Set<String>?
        private let elsewhere: Set<String>
        private let codeReadMissesCatalog: Bool

        init(development: StringsTable, context: AuditContext, codeReadMissesCatalog: Bool) {
            readsCode = context.unit.modelsReadCode
            isPlural = development.format == .stringsdict
            hasObjects = context.unit.modelObjects[development.name] != nil
            elsewhere = context.unit.keysUsedElsewhere[development.name] ?? []
            // Code read that looks none of the table's keys up by name, but reaches some through
            // accessors (Sora's R.swift calls, `R.string.localizable.x(preferredLanguages:)`),
            // uses the table: the keys neither reaches are used by nothing.
            let modelKeys = context.unit.modelKeys
            let reachedByAccessors = context.unit.tablesReachedByAccessors.contains(development.name)
            used = modelKeys?[development.name] ?? (readsCode && modelKeys != nil && reachedByAccessors ? [] : nil)
            self.codeReadMissesCatalog = codeReadMissesCatalog
        }

        /// Which entries of `development` (the table these were taken for) show nowhere, by
        /// index; empty when none does. Asked once a table: a rule then reads each entry's
        /// answer by its index, without hashing its key for every translation.
        func entries(of development: StringsTable) -> [Bool] {
            guard let used else { return [] }
            var shown = [Bool](repeating: false, count: development.entries.count)
            var any = false
            for index in development.entries.indices where !used.contains(development.entries[index].key) && contains(development.entries[index]) {
                shown[index] = true
                any = true
            }
            return any ? shown : []
        }

        func contains(_ entry: StringsEntry) -> Bool {
            guard let used else { return false }
            // A key Xcode found in no code (`stale`), unless the code read looks it up through a
            // wrapper Xcode does not know: reported as stale (GoMap's "Error fetching metadata",
            // whose Polish "% @" is no user's).
            if entry.isStale { return !(readsCode && (used.contains(entry.key) || elsewhere.contains(entry.key))) }
            guard !hasObjects, !used.contains(entry.key), !elsewhere.contains(entry.key) else { return false }
            // Code read: a catalog the code mostly misses knows better which keys are used.
            if readsCode { return !(entry.isExtractedFromCode && codeReadMissesCatalog) }
            // Models: a `.stringsdict` key is no screen's text.
            return !isPlural
        }
    }

    /// `codeReadMissesMostOfCatalog` for a table of the unit.
    static func codeReadMissesMostOfCatalog(_ table: StringsTable, context: AuditContext) -> Bool {
        context.unit.modelsReadCode && codeReadMissesMostOfCatalog(table, used: context.unit.modelKeys?[table.name] ?? [],
                                                                   elsewhere: context.unit.keysUsedElsewhere[table.name] ?? [])
    }

    /// True when most keys a String Catalog says Xcode found in code are looked up nowhere in
    /// the code read. Xcode marks a key `stale` at each sync once its code is gone, so a catalog
    /// whose extracted keys are mostly unused means the code read is not all of the app's code
    /// (an excerpt, a target or package left out), not that the catalog is mostly dead; a
    /// stale catalog of a whole app leaves a few keys unused, each of which is still reported.
    static func codeReadMissesMostOfCatalog(_ table: StringsTable, used: Set<String>, elsewhere: Set<String>) -> Bool {
        guard table.format == .xcstrings else { return false }
        var extracted = 0, unused = 0
        for (index, entry) in table.entries.enumerated() where table.isDefinitionInUse(at: index) && entry.isExtractedFromCode {
            extracted += 1
            if !used.contains(entry.key) && !elsewhere.contains(entry.key) { unused += 1 }
        }
        return unused * 2 > extracted
    }
}
