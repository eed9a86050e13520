/// `l10n-duplicate-key`: a key defined twice in one table. The device silently keeps the later
/// value, usually a copy-paste slip (Rocket.Chat shipped a password hint under the label's key).
///
/// A translation that defines twice a key its development table defines twice has copied the
/// slip (translation platforms export the source file's shape: iAPS repeats 58 of them in 22
/// languages): it is said once, at the development table, with the count of translations that
/// repeat it. A key defined again with the same text loses nothing: a note, to tidy the table.
struct L10nDuplicateKeyRule: Rule {
    let id = "l10n-duplicate-key"

    enum Message: FindingMessage {
        /// `repeatedIn`: how many translations define the key twice too.
        case definedTwice(key: String, firstLine: Int, repeatedIn: Int)
        /// The later definition writes the first one's text again; `differingIn`: how many of
        /// the translations that define it twice give it two texts.
        case definedAgainAlike(key: String, firstLine: Int, repeatedIn: Int, differingIn: Int)
        /// So many keys defined again with the same texts (a block pasted twice) that they are
        /// one note, at the first of them.
        case definedAgainAlikeInBulk(count: Int, firstKey: String, firstLine: Int)

        func text(in context: MessageContext) -> String {
            switch self {
            case .definedTwice(let key, let line, let repeatedIn):
                return "\"\(key)\" is already defined on line \(line): this later value wins on device" + Self.repeats(repeatedIn)
            case .definedAgainAlike(let key, let line, let repeatedIn, let differingIn):
                return "\"\(key)\" is already defined on line \(line) with the same text: the repeat changes nothing; delete it"
                    + Self.repeats(repeatedIn) + Self.differing(differingIn)
            case .definedAgainAlikeInBulk(let count, let key, let line):
                return "\(count) keys are defined again with the same texts, from \"\(key)\" (already on line \(line)) on: the repeats change nothing; delete them"
            }
        }

        private static func differing(_ translations: Int) -> String {
            switch translations {
            case 0: return ""
            case 1: return ", and gives it two texts, of which the later wins on device"
            default: return ", \(translations) of them with two texts, of which the later wins on device"
            }
        }

        private static func repeats(_ translations: Int) -> String {
            switch translations {
            case 0: return ""
            case 1: return "; 1 translation defines it twice too"
            default: return "; \(translations) translations define it twice too"
            }
        }

        var subject: String {
            switch self {
            case .definedTwice(let key, _, _), .definedAgainAlike(let key, _, _, _), .definedAgainAlikeInBulk(_, let key, _): return key
            }
        }
    }

    /// How many keys defined again alike are one note for their table.
    static let bulkMinimum = 20

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // The translations repeating each development table's duplicates, by table and key.
        let audited = Set(context.tables.map(ObjectIdentifier.init))
        var repeating: [ObjectIdentifier: [String: Set<ObjectIdentifier>]] = [:]
        // Of those, the translations that give the key two texts where the development table
        // repeats one (Stepik's Russian table): the note says they lose one.
        var differing: [ObjectIdentifier: [String: Int]] = [:]
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
                if !duplicate.repeatsText { differing[ObjectIdentifier(development), default: [:]][duplicate.key, default: 0] += 1 }
            }
        }
        for table in context.tables {
            let copied = repeatedDevelopmentKeys(of: table) ?? []
            // Entourage's Spanish table holds its 1,137 first keys again, each with its text.
            let alike = table.duplicates.filter { $0.repeatsText && !copied.contains($0.key) }
            let inBulk = alike.count >= Self.bulkMinimum
            if inBulk, let first = alike.min(by: { $0.duplicate.line < $1.duplicate.line }) {
                emitter.report(Message.definedAgainAlikeInBulk(count: alike.count, firstKey: first.key, firstLine: first.first.line),
                               at: first.duplicate, locale: table.locale, severity: .note)
            }
            for duplicate in table.duplicates where !copied.contains(duplicate.key) {
                let repeatedIn = repeating[ObjectIdentifier(table)]?[duplicate.key]?.count ?? 0
                if duplicate.repeatsText {
                    if inBulk { continue }
                    emitter.report(Message.definedAgainAlike(key: duplicate.key, firstLine: duplicate.first.line, repeatedIn: repeatedIn,
                                                             differingIn: differing[ObjectIdentifier(table)]?[duplicate.key] ?? 0),
                                   at: duplicate.duplicate, locale: table.locale, severity: .note)
                } else {
                    emitter.report(Message.definedTwice(key: duplicate.key, firstLine: duplicate.first.line, repeatedIn: repeatedIn),
                                   at: duplicate.duplicate, locale: table.locale)
                }
            }
        }
    }
}
