/// `l10n-plurals`: a plural rule (`.stringsdict` or String Catalog) that lacks a category its
/// language needs by CLDR (Russian needs one, few and many; Arabic all six; every rule `other`),
/// so some numbers fall back or show nothing; and, as a note, categories the language never
/// uses. Also the `.stringsdict` structure iOS needs: an entry with its format key, rules that
/// are dictionaries with `NSStringFormatSpecTypeKey` (`NSStringPluralRuleType`) and a numeric
/// `NSStringFormatValueTypeKey`, no unknown keys (`othre`); and a translation that drops the
/// plural variable its language needs. A rule whose number is an integer (`NSStringFormatValueTypeKey`
/// `d`, `ld`, `lld`, `u`…, or a catalog's `%lld`) needs only the categories integers select:
/// not Czech `many` nor Polish `other`, which CLDR keeps for fractions; a missing `other` there
/// is a note, Apple's format naming `other` as every rule's fallback.
struct L10nPluralsRule: Rule {
    let id = "l10n-plurals"

    enum Message: FindingMessage {
        case lacksForms(key: String, variable: String, forms: [String], locale: String)
        /// An integer rule without `other`, in a language whose integers never select it.
        case lacksFallbackOnly(key: String, variable: String, locale: String)
        /// An integer rule without `many` in a language whose integers never select `other`
        /// (Polish, Russian…), whose `other` is a form of its own: what the integers of `many` show.
        case manyShowsOther(key: String, variable: String, other: String, locale: String)
        case meaninglessForms(key: String, variable: String, forms: [String], locale: String)
        case brokenEntry(key: String, problem: EntryProblem.Kind)
        case lacksTypeKey(key: String, variable: String, typeKey: String)
        case unknownSpecType(key: String, variable: String, value: String)
        case valueTypeNotNumeric(key: String, variable: String, value: String)
        case unknownKey(key: String, variable: String, name: String)
        case dropsPlural(key: String, locale: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .lacksForms(let key, let variable, let forms, let locale):
                if forms == ["other"] { return "\(name(key, variable)) lacks the form other, which Apple requires in every rule: the fallback for a number whose category has no form" }
                return "\(name(key, variable)) lacks the plural form\(forms.count > 1 ? "s" : "") \(forms.joined(separator: ", ")) that \(context.language(locale)) needs"
            case .lacksFallbackOnly(let key, let variable, let locale):
                return "\(name(key, variable)) lacks the form other; no integer takes it in \(context.language(locale)) (only fractions do), but Apple's plural format names other as every rule's fallback"
            case .manyShowsOther(let key, let variable, let other, let locale):
                return "\(name(key, variable)) lacks the plural form many that \(context.language(locale)) needs: the integers it takes (5, 12, 25…) show the form other, \"\(other)\", instead; if that is their form, write it as many too"
            case .meaninglessForms(let key, let variable, let forms, let locale):
                return "\(name(key, variable)) has the form\(forms.count > 1 ? "s" : "") \(forms.joined(separator: ", ")), which \(context.language(locale)) never uses"
            case .brokenEntry(let key, let problem):
                switch problem {
                case .notADictionary(let found):
                    return "\"\(key)\" must be a <dict> with an NSStringLocalizedFormatKey, not a \(found): iOS cannot use it"
                case .noFormatKey:
                    return "\"\(key)\" has no NSStringLocalizedFormatKey: iOS cannot use it"
                case .notAString(let field, let found):
                    return "\"\(key)\": \(field) must be a <string>, not a \(found)"
                case .ruleNotADictionary(let variable, let found):
                    return "\"\(key)\": the rule of %#@\(variable)@ must be a <dict>, not a \(found)"
                }
            case .lacksTypeKey(let key, let variable, let typeKey):
                return "\(name(key, variable)) has no \(typeKey): iOS does not apply the rule"
            case .unknownSpecType(let key, let variable, let value):
                return "\(name(key, variable)) has NSStringFormatSpecTypeKey \"\(value)\"; the one iOS knows is \(PluralRule.pluralType)"
            case .valueTypeNotNumeric(let key, let variable, let value):
                return "\(name(key, variable)) has NSStringFormatValueTypeKey \"\(value)\": the plural form is chosen by a number, write d, ld or f"
            case .unknownKey(let key, let variable, let unknown):
                return "\(name(key, variable)) has the key \"\(unknown)\", which is no plural category (zero, one, two, few, many, other): iOS ignores it"
            case .dropsPlural(let key, let locale):
                return "\"\(key)\" has no plural variable in \(context.language(locale)), which the development language has: every number reads the same"
            }
        }

        private func name(_ key: String, _ variable: String) -> String {
            variable.isEmpty ? "\"\(key)\"" : "\"\(key)\" (%#@\(variable)@)"
        }

        var subject: String {
            switch self {
            case .lacksForms(let key, let variable, _, _), .meaninglessForms(let key, let variable, _, _),
                 .lacksFallbackOnly(let key, let variable, _), .manyShowsOther(let key, let variable, _, _),
                 .lacksTypeKey(let key, let variable, _), .unknownSpecType(let key, let variable, _),
                 .valueTypeNotNumeric(let key, let variable, _):
                return "\(key) \(variable)"
            case .unknownKey(let key, let variable, let name): return "\(key) \(variable) \(name)"
            case .brokenEntry(let key, _), .dropsPlural(let key, _): return key
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // The development table's keys with plural rules, found once for all its translations.
        var keysWithRules: [ObjectIdentifier: Set<String>] = [:]
        for table in context.tables where table.parses {
            for problem in table.problems {
                emitter.report(Message.brokenEntry(key: problem.key, problem: problem.kind), at: problem.location, locale: table.locale)
            }
            if table.format == .stringsdict { checkStructure(table, into: &emitter) }
            let development = context.developmentTable(for: table)
            let reference = development.flatMap { $0 === table ? nil : $0 }
            var unread = UnreadKeys(development: development ?? table, context: context)
            checkCategories(table, reference: reference, unread: &unread, into: &emitter)
            checkDroppedPlurals(table, context: context, keysWithRules: &keysWithRules, unread: &unread, into: &emitter)
        }
    }

    /// The keys of a development table that show nowhere (`L10nUnusedRule.showsNowhere`: no
    /// line of the code read looks them up, no screen of the models uses them): their numbers
    /// reach no user, and `l10n-unused` reports them once (Element X's Romanian and Polish rules
    /// of keys only an accessor nothing calls reads). Asked only of a rule with something to report.
    struct UnreadKeys {
        let development: StringsTable
        let context: AuditContext
        private var codeReadMissesCatalog: Bool?

        init(development: StringsTable, context: AuditContext) {
            self.development = development
            self.context = context
        }

        mutating func contains(_ key: String) -> Bool {
            guard context.unit.modelKeys != nil, let entry = development.entry(key) else { return false }
            let misses = codeReadMissesCatalog ?? L10nUnusedRule.codeReadMissesMostOfCatalog(development, context: context)
            codeReadMissesCatalog = misses
            return L10nUnusedRule.showsNowhere(entry, in: development, context: context, codeReadMissesCatalog: misses)
        }
    }

    private func checkStructure(_ table: StringsTable, into emitter: inout FindingEmitter) {
        for rule in table.plurals {
            func report(_ message: Message, _ severity: Severity? = nil) {
                emitter.report(message, at: rule.location, locale: table.locale, severity: severity)
            }
            if let specType = rule.specType {
                if specType != PluralRule.pluralType { report(.unknownSpecType(key: rule.key, variable: rule.variable, value: specType)) }
            } else {
                report(.lacksTypeKey(key: rule.key, variable: rule.variable, typeKey: StringsDictParser.specTypeKey))
            }
            if let valueType = rule.valueType {
                let kind = EntryArguments.valueType(valueType, position: 1)?.kind
                // `@`: a number object (Damus passes an `NSDecimalNumber`, so that 0.001 reads
                // "sats" and 1 "sat"), whose value chooses the form as a number's does.
                if kind != .integer && kind != .float && kind != .object {
                    report(.valueTypeNotNumeric(key: rule.key, variable: rule.variable, value: valueType))
                }
            } else {
                report(.lacksTypeKey(key: rule.key, variable: rule.variable, typeKey: StringsDictParser.valueTypeKey))
            }
            for unknown in rule.unknownKeys {
                emitter.report(Message.unknownKey(key: rule.key, variable: rule.variable, name: unknown.key), at: unknown.location,
                               locale: table.locale, severity: .warning)
            }
        }
    }

    /// `reference`: the development language's table, when `table` is a translation.
    private func checkCategories(_ table: StringsTable, reference: StringsTable?, unread: inout UnreadKeys, into emitter: inout FindingEmitter) {
        // A catalog substitution without variations is no plural rule.
        let rules = table.plurals.filter { !$0.forms.isEmpty || table.format == .stringsdict }
        guard !rules.isEmpty else { return }
        // What the table's language needs, asked once for all its rules.
        // `other` is every language's fallback, whatever CLDR knows of the language.
        let needed = PluralCategories.required(for: table.locale) ?? ["other"]
        // An integer never selects what CLDR keeps for fractions (Czech `many`, Polish `other`).
        let neededForIntegers = PluralCategories.requiredForIntegers(for: table.locale) ?? needed
        let meaningfulForms = PluralCategories.meaningful(for: table.locale)
        let isEnglish = LocaleCode(table.locale).language == "en"
        let writesOneAsOther = Self.writesOneAsOther(rules)
        // Most rules share a value type (`d`): read each once.
        var countsIntegersByValueType: [String: Bool] = [:]
        // Categories as bits of `PluralCategories.ordered`: each rule's forms are named once
        // instead of hashing every category's name into three sets and its dictionary.
        let neededBits = CategoryBits(needed), neededForIntegersBits = CategoryBits(neededForIntegers)
        let meaningfulBits = meaningfulForms.map(CategoryBits.init)
        for rule in rules {
            let present = CategoryBits(rule.forms.keys)
            let countsIntegers: Bool
            if let valueType = rule.valueType, let known = countsIntegersByValueType[valueType] { countsIntegers = known } else {
                countsIntegers = Self.countsIntegers(rule, in: table)
                if let valueType = rule.valueType { countsIntegersByValueType[valueType] = countsIntegers }
            }
            let required = countsIntegers ? neededForIntegersBits : neededBits
            let missing = required.subtracting(present)
            let meaningless = meaningfulBits.map { present.subtracting($0) }
            // A rule copied from the development language's is English in every form: the
            // forms it lacks fall back to its English `other` rightly (Zotero's Arabic, Polish
            // and Welsh `.stringsdict`, copies made before anyone translated them), and the
            // English forms it has are English's own (Nextcloud Talk's Chinese `one`).
            // `l10n-untranslated` reports the copy.
            if !missing.isEmpty || meaningless?.isEmpty == false, let reference, rule.isCopy(in: reference) { continue }
            if !missing.isEmpty || !present.contains(.other) || meaningless?.isEmpty == false, unread.contains(rule.key) { continue }
            // An English form that reads right for one ("Step %d", "%d min") is the one form too;
            // so is `other` where the translation writes one as other (`writesOneAsOther`).
            let fallsBackRightly = missing == CategoryBits(["one"])
                && (isEnglish && rule.forms["other"].map { EnglishPluralForm.readsForOne($0.value) } == true || writesOneAsOther)
            // Translators of Polish or Russian often write the form for five and up as `other`
            // (Ice Cubes' "%lld głosów"), which the integers of `many` then show: right, unless
            // it is the fractions' form. Hark cannot tell which, so it asks, as a warning.
            let manyShowsOther = countsIntegers && missing == CategoryBits(["many"]) && !neededForIntegersBits.contains(.other)
                && rule.forms["other"].map { other in ["one", "few"].allSatisfy { rule.forms[$0]?.value != other.value } } == true
            if manyShowsOther, let other = rule.forms["other"]?.value {
                emitter.report(Message.manyShowsOther(key: rule.key, variable: rule.variable, other: other, locale: table.locale),
                               at: rule.location, locale: table.locale, severity: .warning)
            } else if !missing.isEmpty && !fallsBackRightly {
                emitter.report(Message.lacksForms(key: rule.key, variable: rule.variable, forms: missing.names, locale: table.locale),
                               at: rule.location, locale: table.locale)
            } else if !present.contains(.other) && neededBits.contains(.other) {
                emitter.report(Message.lacksFallbackOnly(key: rule.key, variable: rule.variable, locale: table.locale),
                               at: rule.location, locale: table.locale, severity: .note)
            }
            // A lookup of the category has a form for each on purpose.
            if let meaningless, !meaningless.isEmpty, !rule.namesItsCategories {
                emitter.report(Message.meaninglessForms(key: rule.key, variable: rule.variable, forms: meaningless.names, locale: table.locale),
                               at: rule.location, locale: table.locale, severity: .note)
            }
        }
    }

    /// Whether the table's own rules write `one` as they write `other`: three quarters or more
    /// of them, at least `oneAsOtherMinimum`, with both forms. Hungarian keeps a noun singular
    /// after any number ("%1$d válasz" for 1 and 5): Element X's Hungarian table writes 37 of
    /// its 41 such rules so, and its `common_replies` with `other` alone reads right for 1.
    static func writesOneAsOther(_ rules: [PluralRule]) -> Bool {
        var same = 0, both = 0
        for rule in rules {
            guard let one = rule.forms["one"], let other = rule.forms["other"] else { continue }
            both += 1
            if one.value.trimmedWhitespace == other.value.trimmedWhitespace { same += 1 }
        }
        return both >= oneAsOtherMinimum && same * 4 >= both * 3
    }

    static let oneAsOtherMinimum = 4

    /// A set of the six CLDR plural categories, one bit each in `PluralCategories.ordered`'s
    /// order; other names are not in it.
    struct CategoryBits: Equatable {
        private var bits: UInt8

        static let other = CategoryBits(bits: 1 << 5)

        private init(bits: UInt8) { self.bits = bits }

        init(_ names: some Sequence<String>) {
            bits = names.reduce(0) { $0 | Self.bit(of: $1) }
        }

        private static func bit(of name: String) -> UInt8 {
            switch name {
            case "zero": return 1 << 0
            case "one": return 1 << 1
            case "two": return 1 << 2
            case "few": return 1 << 3
            case "many": return 1 << 4
            case "other": return 1 << 5
            default: return 0
            }
        }

        var isEmpty: Bool { bits == 0 }
        func contains(_ other: CategoryBits) -> Bool { bits & other.bits == other.bits }
        func subtracting(_ other: CategoryBits) -> CategoryBits { CategoryBits(bits: bits & ~other.bits) }

        /// The categories, in CLDR's order.
        var names: [String] {
            PluralCategories.ordered.enumerated().compactMap { bits & (1 << UInt8($0.offset)) != 0 ? $0.element : nil }
        }
    }

    /// Whether the number a rule chooses its form by is an integer: its value type (a
    /// `.stringsdict` rule's `NSStringFormatValueTypeKey`, a catalog substitution's
    /// `formatSpecifier`), else, for a catalog's whole-string plural, the numbers its key and
    /// forms format (`%lld`), when they are all integers. Unknown is not an integer.
    static func countsIntegers(_ rule: PluralRule, in table: StringsTable) -> Bool {
        if let valueType = rule.valueType {
            return EntryArguments.valueType(valueType, position: 1)?.kind == .integer
        }
        guard table.format == .xcstrings, rule.variable.isEmpty else { return false }
        let kinds = ([rule.key] + rule.forms.values.map(\.value)).flatMap { text in
            FormatSpecifiers.parse(text).arguments.filter { $0.role == .value }.map(\.kind)
        }.filter { $0 == .integer || $0 == .float }
        return !kinds.isEmpty && kinds.allSatisfy { $0 == .integer }
    }

    /// A translation whose entry has no plural rule where the development language's has one,
    /// in a language that tells numbers apart.
    private func checkDroppedPlurals(_ table: StringsTable, context: AuditContext, keysWithRules: inout [ObjectIdentifier: Set<String>],
                                     unread: inout UnreadKeys, into emitter: inout FindingEmitter) {
        let developmentLanguage = context.unit.developmentLanguage
        guard table.format != .strings, table.locale != developmentLanguage,
              table.locale != context.catalog.folder(forDevelopmentLanguage: developmentLanguage),
              let required = PluralCategories.required(for: table.locale), required.count > 1,
              let reference = context.developmentTable(for: table), reference.parses else { return }
        // A rule whose forms all read the same (`%arg km/h` in one and other) tells numbers
        // nothing apart: a translation without it loses nothing.
        let withRules = keysWithRules[ObjectIdentifier(reference)] ?? {
            let keys = Set(reference.plurals.filter { Set($0.forms.values.map(\.value)).count > 1 }.map(\.key))
            keysWithRules[ObjectIdentifier(reference)] = keys
            return keys
        }()
        let translated = Set(table.plurals.filter { !$0.forms.isEmpty }.map(\.key))
        for entry in table.entries where withRules.contains(entry.key) && !translated.contains(entry.key)
            && table.entry(entry.key)?.location == entry.location && entry.shouldTranslate {
            // An entry still marked new has no translation yet (l10n-untranslated says so).
            if entry.state == .new || entry.value.isEmpty || unread.contains(entry.key) { continue }
            emitter.report(Message.dropsPlural(key: entry.key, locale: table.locale), at: entry.location, locale: table.locale,
                           severity: .warning)
        }
    }
}
