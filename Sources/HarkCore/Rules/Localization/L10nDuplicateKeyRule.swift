/// `l10n-duplicate-key`: a key defined twice in one table. The device silently keeps the later
/// value, usually a copy-paste slip (Rocket.Chat shipped a password hint under the label's key).
///
/// A translation that defines twice a key its development table defines twice has copied the
/// slip (translation platforms export the source file's shape: iAPS repeats 58 of them in 22
/// languages): it is said once, at the development table, with the count of translations that
/// repeat it.
struct L10nDuplicateKeyRule: Rule {
    let id = "l10n-duplicate-key"

    enum Message: FindingMessage {
        /// `repeatedIn`: how many translations define the key twice too.
        case definedTwice(key: String, firstLine: Int, repeatedIn: Int)

        func text(in context: MessageContext) -> String {
            switch self {
            case .definedTwice(let key, let line, let repeatedIn):
                let words = "\"\(key)\" is already defined on line \(line): this later value wins on device"
                switch repeatedIn {
                case 0: return words
                case 1: return words + "; 1 translation defines it twice too"
                default: return words + "; \(repeatedIn) translations define it twice too"
                }
            }
        }

        var subject: String {
            switch self {
            case .definedTwice(let key, _, _): return key
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // The translations repeating each development table's duplicates, by table and key.
        let audited = Set(context.tables.map(ObjectIdentifier.init))
        var repeating: [ObjectIdentifier: [String: Set<ObjectIdentifier>]] = [:]
        func repeatedDevelopmentKeys(of table: StringsTable) -> Set<String>? {
            // (A String Catalog's languages share its file, and its duplicate.)
            guard !table.duplicates.isEmpty, let development = context.developmentTable(for: table), development !== table,
                  development.file != table.file, audited.contains(ObjectIdentifier(development)),
                  !development.duplicates.isEmpty else { return nil }
            return Set(development.duplicates.map(\.key))
        }
        for table in context.tables {
            guard let keys = repeatedDevelopmentKeys(of: table), let development = context.developmentTable(for: table) else { continue }
            for duplicate in table.duplicates where keys.contains(duplicate.key) {
                repeating[ObjectIdentifier(development), default: [:]][duplicate.key, default: []].insert(ObjectIdentifier(table))
            }
        }
        for table in context.tables {
            let copied = repeatedDevelopmentKeys(of: table) ?? []
            for duplicate in table.duplicates where !copied.contains(duplicate.key) {
                let repeatedIn = repeating[ObjectIdentifier(table)]?[duplicate.key]?.count ?? 0
                emitter.report(Message.definedTwice(key: duplicate.key, firstLine: duplicate.first.line, repeatedIn: repeatedIn),
                               at: duplicate.duplicate, locale: table.locale)
            }
        }
    }
}
