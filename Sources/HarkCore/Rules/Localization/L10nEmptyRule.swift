/// `l10n-empty`: a localized value that is empty or only white space: the label vanishes and
/// VoiceOver has nothing to say.
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
        for table in context.tables {
            for entry in table.entries where entry.value.isBlank && entry.shouldTranslate {
                emitter.report(Message.empty(key: entry.key, table: TableReference(table)), at: entry.location, locale: table.locale)
            }
        }
    }
}
