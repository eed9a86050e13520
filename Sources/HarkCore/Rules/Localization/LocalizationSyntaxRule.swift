/// `l10n-syntax`: a strings file that does not parse. iOS then loads none of its strings, so
/// every text of that table shows as its key.
public struct LocalizationSyntaxRule: Rule {
    public let id = "l10n-syntax"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.tables.compactMap { table in
            guard let error = table.syntaxError, let location = error.location else { return nil }
            return context.finding(self, "\(error.message); iOS ignores the whole table", at: location, locale: table.locale)
        }
    }
}
