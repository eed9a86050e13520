/// What `l10n-missing` says, as data: the key or table missing, and what the device shows
/// instead.
extension L10nMissingRule {
    /// What the device shows instead of the missing translation.
    enum Fallback: Sendable {
        case key
        case developmentText(String)
        /// The development language's text, which the app's own code reads where a translation
        /// lacks the key (`DevelopmentFallback`).
        case developmentFallback(String)
        /// The development language's plural forms, which the app's own code reads where a
        /// translation lacks the key.
        case developmentPluralFallback

        var words: String {
            switch self {
            case .key: return "the key"
            case .developmentText(let text): return "the development language's \"\(text)\""
            case .developmentFallback(let text): return "the development language's \"\(text)\", which the app's own code falls back to"
            case .developmentPluralFallback: return "the development language's plural forms, which the app's own code falls back to"
            }
        }
    }

    /// Which keys a summary counts.
    enum AskedKeys: Sendable {
        /// The keys the app's model reads from the table.
        case readByApp
        /// The development language's table's (those the model reads left to the model's unit).
        case developmentTable
        case both

        func words(_ count: Int) -> String {
            switch self {
            case .readByApp: return "the \(count) keys the app reads from it"
            case .developmentTable: return "the development language's \(count) keys"
            case .both: return "the \(count) keys the app reads from it or the development language's table holds"
            }
        }
    }

    enum Message: FindingMessage {
        /// A key the model uses is not in the locale's table.
        case keyMissing(key: String, table: TableReference, role: TextUse.Role, shows: Fallback)
        /// A key the model uses is in the String Catalog, without the locale's translation.
        case translationMissing(key: String, table: TableReference, role: TextUse.Role, shows: Fallback)
        /// The locale has no such table at all (`hasFolder`: its `.lproj` folder exists).
        case tableMissing(key: String, table: TableReference, hasFolder: Bool, shows: Fallback)
        /// A development-language key no translation of the table has.
        case keyUntranslated(key: String, table: TableReference)
        /// A translation lacks a whole table of the development language (`hasFolder`: its
        /// `.lproj` folder exists; a locale only a String Catalog has has none to name).
        case tableUntranslated(table: TableReference, keyCount: Int, hasFolder: Bool)
        /// A table only the development language has, in an app with other languages.
        case developmentOnly(table: TableReference, keyCount: Int, translations: Int)
        /// A folder of translations with no development-language table to compare them with.
        case noDevelopmentTable(language: String, locales: [String])
        /// A translation's key the development language's table lacks.
        case notInDevelopmentLanguage(key: String, table: TableReference, development: TableReference, language: String)
        /// A locale's table lacks `missing` of the `asked` keys, a quarter or more (`MissingKeyTally`);
        /// or fewer, while `copied` of the keys it has, a quarter or more, hold the development
        /// language's text (`TranslationCoverage`).
        case partlyTranslated(table: TableReference, missing: Int, asked: Int, tableExists: Bool, keys: AskedKeys, copied: Int = 0)

        func text(in context: MessageContext) -> String {
            switch self {
            case .keyMissing(let key, let table, let role, let shows):
                return "\"\(key)\" is missing from \(context.table(table)): the \(role.rawValue) shows \(shows.words)"
            case .translationMissing(let key, let table, let role, let shows):
                return "\"\(key)\" has no\(Self.language(of: table, in: context)) translation in \(table.fileName): the \(role.rawValue) shows \(shows.words)"
            case .tableMissing(let key, let table, let hasFolder, let shows):
                if table.format == .xcstrings || !hasFolder {
                    return "\(table.fileName) has no\(Self.language(of: table, in: context)) translation: \"\(key)\" shows \(shows.words)"
                }
                return "there is no \(context.table(table)): \"\(key)\" shows \(shows.words)"
            case .keyUntranslated(let key, let table):
                // A catalog holds every key of its own: it lacks the language's translation.
                if table.format == .xcstrings {
                    return "\"\(key)\" has no\(Self.language(of: table, in: context)) translation in \(table.fileName)"
                }
                return "\"\(key)\" is missing from \(context.table(table))"
            case .tableUntranslated(let table, let count, let hasFolder):
                let keys = count == 1 ? "its key shows" : "its \(count) keys show"
                if table.format == .xcstrings || !hasFolder {
                    return "\(table.fileName) has no\(Self.language(of: table, in: context)) translation: \(keys) untranslated"
                }
                return "there is no \(context.table(table)): \(keys) untranslated"
            case .developmentOnly(let table, let count, let translations):
                let file = table.format == .xcstrings ? "\(table.fileName) has no translation at all" : "\(table.fileName) exists only in \(table.locale).lproj"
                let keys = count == 1 ? "its key shows" : "its \(count) keys show"
                let others = translations == 1 ? "the other language" : "all \(translations) other languages"
                return "\(file): \(keys) in \(table.locale) in \(others); if it is not kept untranslated on purpose, translate it"
            case .noDevelopmentTable(let language, let locales):
                return "no development-language table: there is no \(language).lproj, Base.lproj or String Catalog in \(language) beside \(locales.map { $0 + ".lproj" }.joined(separator: ", ")), so their keys cannot be checked; add the \(language) tables, or name the development language with --development-language"
            case .notInDevelopmentLanguage(let key, let table, let development, let language):
                return "\"\(key)\" of \(context.table(table)) is missing from the development language's \(development.displayName): stale, or \(language) lacks its plural forms"
            case .partlyTranslated(let table, let missing, let asked, let tableExists, let keys, let copied):
                let copies = copied == 0 ? "" : ", and \(copied) of the \(asked - missing) it has hold the development language's text"
                let share = "\(missing) of \(keys.words(asked)) (\(missing * 100 / max(asked, 1))%)\(copies)"
                let language = context.language(table.locale)
                let decision = "\(language) is \(missing == asked ? "not translated" : "only partly translated"); finish it, or leave the language out of the app"
                if !tableExists {
                    let absent = table.format == .xcstrings ? "\(table.fileName) has no\(Self.language(of: table, in: context)) translation"
                        : "there is no \(context.table(table))"
                    let which = missing == asked ? keys.words(asked) : share
                    return "\(absent): \(which) show untranslated"
                }
                if table.format == .xcstrings {
                    return "\(table.fileName) has no\(Self.language(of: table, in: context)) translation for \(share): \(decision)"
                }
                return "\(context.table(table)) lacks \(share): \(decision)"
            }
        }

        /// One table's summaries by a model's unit and its folder's, as one: the keys they
        /// count are the model's and the rest of the table's.
        /// So are a model's summary of a table the locale lacks and the folder's finding that
        /// it lacks the table.
        func merged(with other: any FindingMessage) -> (any FindingMessage)? {
            guard let other = other as? Self, let (table, missing, asked, tableExists, keys, copied) = summary,
                  let (otherTable, otherMissing, otherAsked, otherExists, otherKeys, otherCopied) = other.summary,
                  table == otherTable, tableExists == otherExists, keys != otherKeys else { return nil }
            return Self.partlyTranslated(table: table, missing: missing + otherMissing, asked: asked + otherAsked,
                                         tableExists: tableExists, keys: .both, copied: copied + otherCopied)
        }

        /// The message as a summary of its table, when it is one.
        private var summary: (TableReference, missing: Int, asked: Int, tableExists: Bool, keys: AskedKeys, copied: Int)? {
            switch self {
            case .partlyTranslated(let table, let missing, let asked, let tableExists, let keys, let copied):
                return (table, missing, asked, tableExists, keys, copied)
            case .tableUntranslated(let table, let count, _): return (table, count, count, false, .developmentTable, 0)
            default: return nil
            }
        }

        /// " fr" in "has no fr translation", or nothing when the finding stands for several locales.
        private static func language(of table: TableReference, in context: MessageContext) -> String {
            context.scope.isCollapsed ? "" : " \(table.locale)"
        }

        var subject: String {
            switch self {
            case .keyMissing(let key, _, _, _), .translationMissing(let key, _, _, _), .tableMissing(let key, _, _, _), .keyUntranslated(let key, _),
                 .notInDevelopmentLanguage(let key, _, _, _): return key
            case .tableUntranslated(let table, _, _), .developmentOnly(let table, _, _), .partlyTranslated(let table, _, _, _, _, _): return table.fileName
            case .noDevelopmentTable: return ""
            }
        }
    }
}
