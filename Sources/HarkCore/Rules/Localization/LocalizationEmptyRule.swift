/// `l10n-empty`: a localized value that is empty or only white space: the label vanishes and
/// VoiceOver has nothing to say.
public struct LocalizationEmptyRule: Rule {
    public let id = "l10n-empty"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables {
            for entry in table.entries where entry.value.isBlank && entry.shouldTranslate {
                findings += [context.finding(self, "\"\(entry.key)\" has an empty value in \(table.displayName)",
                                             at: entry.location, locale: table.locale)].compactMap { $0 }
            }
        }
        return findings
    }
}
