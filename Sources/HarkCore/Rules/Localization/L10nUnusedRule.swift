/// `l10n-unused`: a key no screen uses. With a screen model, the keys of the tables the model
/// reads from that none of its texts references (for a storyboard: translations of objects
/// that no longer exist); in any mode, String Catalog keys Xcode marks `stale`.
struct L10nUnusedRule: Rule {
    let id = "l10n-unused"

    enum Message: FindingMessage {
        case stale(key: String, table: TableReference)
        case unusedByModel(key: String, table: TableReference)
        /// Read from source: no screen and no line of the code read uses the key.
        case unusedByCode(key: String, table: TableReference)

        func text(in context: MessageContext) -> String {
            switch self {
            case .stale(let key, let table): return "\"\(key)\" is stale in \(context.table(table)): the code no longer uses it"
            case .unusedByModel(let key, let table): return "\"\(key)\" in \(context.table(table)) is used by no screen of the model"
            case .unusedByCode(let key, let table): return "\"\(key)\" in \(context.table(table)) is used nowhere in the code read"
            }
        }

        var subject: String {
            switch self {
            case .stale(let key, _), .unusedByModel(let key, _), .unusedByCode(let key, _): return key
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        var used: [String: Set<String>] = [:]
        for use in context.textUses {
            if case .key(let key, let table, _, _) = use.text { used[table, default: []].insert(key) }
        }
        let developmentFolder = context.catalog.folder(forDevelopmentLanguage: context.unit.developmentLanguage)
        for table in context.tables where !table.locale.isEmpty {
            // A key unused in the development language is unused in every translation: say it once.
            let isDevelopment = table.locale == context.unit.developmentLanguage || table.locale == developmentFolder
            guard isDevelopment else { continue }
            for entry in table.entries where table.entry(entry.key)?.location == entry.location {
                if entry.isStale {
                    emitter.report(Message.stale(key: entry.key, table: TableReference(table)), at: entry.location, locale: table.locale)
                } else if let model = context.model, table.format != .stringsdict, let keys = used[table.name], !keys.contains(entry.key) {
                    let message = model.codeTexts == nil ? Message.unusedByModel(key: entry.key, table: TableReference(table))
                        : Message.unusedByCode(key: entry.key, table: TableReference(table))
                    emitter.report(message, at: entry.location, locale: table.locale)
                }
            }
        }
    }
}
