/// `l10n-syntax`: a strings file that does not parse. iOS then loads none of its strings, so
/// every text of that table shows as its key.
struct L10nSyntaxRule: Rule {
    let id = "l10n-syntax"

    enum Message: FindingMessage {
        case doesNotParse(problem: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .doesNotParse(let problem): return "\(problem); iOS ignores the whole table"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for table in context.tables {
            guard let error = table.syntaxError, let location = error.location else { continue }
            emitter.report(Message.doesNotParse(problem: error.message), at: location, locale: table.locale)
        }
    }
}
