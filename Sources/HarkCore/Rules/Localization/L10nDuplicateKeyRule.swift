/// `l10n-duplicate-key`: a key defined twice in one table. The device silently keeps the later
/// value, usually a copy-paste slip (Rocket.Chat shipped a password hint under the label's key).
struct L10nDuplicateKeyRule: Rule {
    let id = "l10n-duplicate-key"

    enum Message: FindingMessage {
        case definedTwice(key: String, firstLine: Int)

        func text(in context: MessageContext) -> String {
            switch self {
            case .definedTwice(let key, let line):
                return "\"\(key)\" is already defined on line \(line): this later value wins on device"
            }
        }

        var subject: String {
            switch self {
            case .definedTwice(let key, _): return key
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for table in context.tables {
            for duplicate in table.duplicates {
                emitter.report(Message.definedTwice(key: duplicate.key, firstLine: duplicate.first.line),
                               at: duplicate.duplicate, locale: table.locale)
            }
        }
    }
}
