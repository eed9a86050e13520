/// `l10n-unused`: a key no screen uses. With a screen model, the keys of the tables the model
/// reads from that none of its texts references (for a storyboard: translations of objects
/// that no longer exist); in any mode, String Catalog keys Xcode marks `stale`.
public struct LocalizationUnusedRule: Rule {
    public let id = "l10n-unused"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        var used: [String: Set<String>] = [:]
        for use in context.textUses {
            if case .key(let key, let table, _, _) = use.text { used[table, default: []].insert(key) }
        }
        let developmentFolder = context.catalog.folder(forDevelopmentLanguage: context.unit.developmentLanguage)
        for table in context.tables where !table.locale.isEmpty {
            // A key unused in the development language is unused in every translation: say it once.
            let isDevelopment = table.locale == context.unit.developmentLanguage || table.locale == developmentFolder
            for entry in table.entries where table.entry(entry.key)?.location == entry.location {
                if entry.isStale && isDevelopment {
                    findings += [context.finding(self, "\"\(entry.key)\" is stale in \(table.displayName): the code no longer uses it",
                                                 at: entry.location, locale: table.locale)].compactMap { $0 }
                } else if isDevelopment, context.model != nil, table.format != .stringsdict, let keys = used[table.name], !keys.contains(entry.key) {
                    findings += [context.finding(self, "\"\(entry.key)\" in \(table.displayName) is used by no screen of the model",
                                                 at: entry.location, locale: table.locale)].compactMap { $0 }
                }
            }
        }
        return findings
    }
}
