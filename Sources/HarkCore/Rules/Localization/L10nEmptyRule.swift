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
            let reference = context.developmentTable(for: table).flatMap { $0.file == table.file && $0.locale == table.locale ? nil : $0 }
            for entry in table.entries where entry.value.isBlank && entry.shouldTranslate {
                // An empty key, or one empty in the development language too, is meant to be empty.
                if entry.key.isBlank || (reference?.entry(entry.key)?.value.isBlank ?? false) { continue }
                emitter.report(Message.empty(key: entry.key, table: TableReference(table)), at: entry.location, locale: table.locale)
            }
        }
    }
}
