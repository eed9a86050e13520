/// `l10n-syntax`: a strings file that does not parse. iOS then loads none of its strings, so
/// every text of that table shows as its key. Also a `.strings` table iOS stops reading early (a
/// character after a `;` that cannot start a key): the entries after it are lost.
struct L10nSyntaxRule: Rule {
    let id = "l10n-syntax"

    enum Message: FindingMessage {
        case doesNotParse(problem: String)
        case endsEarly(problem: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .doesNotParse(let problem): return "\(problem); iOS ignores the whole table"
            case .endsEarly(let problem): return problem
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for table in context.tables {
            if let error = table.syntaxError, let location = error.location {
                emitter.report(Message.doesNotParse(problem: error.message), at: location, locale: table.locale)
            } else if let ended = table.endedEarly, let location = ended.location {
                emitter.report(Message.endsEarly(problem: ended.message), at: location, locale: table.locale)
            }
        }
    }
}
