/// `l10n-missing`: a key absent from a locale, which the device then shows (and VoiceOver
/// speaks) as the raw key. With a model: every key the model uses, in every locale. Without
/// one: every key of the development language's tables, in every other locale.
struct L10nMissingRule: Rule {
    let id = "l10n-missing"

    /// What the device shows instead of the missing translation.
    enum Fallback: Sendable {
        case key
        case developmentText(String)

        var words: String {
            switch self {
            case .key: return "the key"
            case .developmentText(let text): return "the development language's \"\(text)\""
            }
        }
    }

    enum Message: FindingMessage {
        /// A key the model uses is not in the locale's table.
        case keyMissing(key: String, table: TableReference, role: TextUse.Role, shows: Fallback)
        /// The locale has no such table at all.
        case tableMissing(key: String, table: TableReference, shows: Fallback)
        /// A development-language key no translation of the table has.
        case keyUntranslated(key: String, table: TableReference)
        /// A translation lacks a whole table of the development language.
        case tableUntranslated(table: TableReference, keyCount: Int)

        func text(in context: MessageContext) -> String {
            switch self {
            case .keyMissing(let key, let table, let role, let shows):
                return "\"\(key)\" is missing from \(context.table(table)): the \(role.rawValue) shows \(shows.words)"
            case .tableMissing(let key, let table, let shows):
                return "there is no \(context.table(table)): \"\(key)\" shows \(shows.words)"
            case .keyUntranslated(let key, let table):
                return "\"\(key)\" is missing from \(context.table(table))"
            case .tableUntranslated(let table, let count):
                if table.format == .xcstrings {
                    let language = context.scope.isCollapsed ? "" : " \(table.locale)"
                    return "\(table.fileName) has no\(language) translation: its \(count) keys show untranslated"
                }
                return "there is no \(context.table(table)): its \(count) keys show untranslated"
            }
        }

        var subject: String {
            switch self {
            case .keyMissing(let key, _, _, _), .tableMissing(let key, _, _), .keyUntranslated(let key, _): return key
            case .tableUntranslated(let table, _): return table.fileName
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        if context.model == nil { checkTables(context, into: &emitter) } else { checkModel(context, into: &emitter) }
    }

    private func checkModel(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for use in context.textUses {
            guard case .key(let key, let tableName, let defaultValue, let location) = use.text else { continue }
            let shows = defaultValue.map(Fallback.developmentText) ?? .key
            for announcer in context.localeAnnouncers {
                let folder = announcer.resolver.folder
                let existing = context.catalog.table(tableName, locale: folder)
                let table = existing.map(TableReference.init) ?? TableReference(name: tableName, format: .strings, locale: folder)
                let message: Message
                switch announcer.resolver.resolve(use.text).source {
                case .literal, .localized, .defaultValue, .unresolved:
                    continue
                case .missingKey:
                    message = .keyMissing(key: key, table: table, role: use.role, shows: shows)
                case .missingTable:
                    // A table that does not parse is reported once, by l10n-syntax.
                    if existing != nil { continue }
                    message = .tableMissing(key: key, table: table, shows: shows)
                }
                emitter.report(message, at: location, screen: use.screenID, cell: use.cell, suppressed: use.suppressedRules,
                               locale: announcer.locale)
            }
        }
    }

    private func checkTables(_ context: AuditContext, into emitter: inout FindingEmitter) {
        let developmentLanguage = context.unit.developmentLanguage
        guard let developmentFolder = context.catalog.folder(forDevelopmentLanguage: developmentLanguage),
              let developmentTables = context.catalog.tables[developmentFolder] else { return }
        for locale in context.locales where locale != developmentLanguage && locale != developmentFolder {
            for (name, reference) in developmentTables.sorted(by: { $0.key < $1.key }) where reference.syntaxError == nil {
                // Keys marked "Don't translate", or no longer in the code, need no translation.
                let needed = reference.entries.filter { $0.shouldTranslate && !$0.isStale && reference.entry($0.key)?.location == $0.location }
                let translation = TableReference(name: name, format: reference.format, locale: locale)
                guard let table = context.catalog.table(name, locale: locale) else {
                    guard !needed.isEmpty else { continue }
                    emitter.report(Message.tableUntranslated(table: translation, keyCount: needed.count),
                                   at: SourceLocation(file: reference.file, line: 1, column: 1), locale: locale)
                    continue
                }
                guard table.syntaxError == nil else { continue }
                for entry in needed where !table.contains(entry.key) {
                    emitter.report(Message.keyUntranslated(key: entry.key, table: translation), at: entry.location, locale: locale)
                }
            }
        }
    }
}
