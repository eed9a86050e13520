/// `l10n-syntax`: a strings file that does not parse. iOS then loads none of its strings, so
/// every text of that table shows as its key. Also a `.strings` table iOS stops reading early (a
/// character after a `;` that cannot start a key): the entries after it are lost.
struct L10nSyntaxRule: Rule {
    let id = "l10n-syntax"

    enum Message: FindingMessage {
        case doesNotParse(problem: String)
        /// A String Catalog is compiled by Xcode into `.strings` tables: a broken one stops the build.
        case catalogDoesNotParse(problem: String)
        case endsEarly(problem: String)
        /// Valid to iOS, but not read by Hark (an internal DTD subset).
        case refusedForSafety(problem: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .doesNotParse(let problem): return "\(problem); iOS ignores the whole table"
            case .catalogDoesNotParse(let problem): return "\(problem); Xcode cannot compile the catalog into the app's tables"
            case .endsEarly(let problem): return problem
            case .refusedForSafety(let problem):
                return "\(problem), so none of the table is checked; iOS skips the subset and reads the table unless it uses one of its entities (Xcode never writes a subset: remove it)"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for table in context.tables {
            if let error = table.syntaxError, let location = error.location {
                let message = error.isRefusedForSafety ? Message.refusedForSafety(problem: error.message)
                    : table.format == .xcstrings ? Message.catalogDoesNotParse(problem: error.message) : Message.doesNotParse(problem: error.message)
                // A catalog that does not parse has no language to name.
                emitter.report(message, at: location, locale: table.locale.isEmpty ? nil : table.locale)
            } else if let ended = table.endedEarly, let location = ended.location {
                emitter.report(Message.endsEarly(problem: ended.message), at: location, locale: table.locale.isEmpty ? nil : table.locale)
            }
        }
    }
}
