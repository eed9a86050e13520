/// `l10n-duplicate-key`: a key defined twice in one table. The device silently keeps the later
/// value, usually a copy-paste slip (Rocket.Chat shipped a password hint under the label's key).
public struct LocalizationDuplicateKeyRule: Rule {
    public let id = "l10n-duplicate-key"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.tables.flatMap { table in
            table.duplicates.compactMap { duplicate in
                context.finding(self,
                    "\"\(duplicate.key)\" is already defined on line \(duplicate.first.line): this later value wins on device",
                    at: duplicate.duplicate, locale: table.locale)
            }
        }
    }
}
