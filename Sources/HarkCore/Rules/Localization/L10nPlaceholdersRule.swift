/// `l10n-placeholders`: format specifiers that differ from the development language's, by
/// position and type (not as text: `%@` is `%1$@`, `%d` is `%i`), so `String(format:)` would
/// read the wrong argument or crash; and look-alike typos (`% @`, `％@`, `٪ d`).
struct L10nPlaceholdersRule: Rule {
    let id = "l10n-placeholders"

    enum Message: FindingMessage {
        case typo(key: String, FormatTypo)
        case lacksArgument(key: String, position: Int, expected: FormatSpecifier)
        case extraArgument(key: String, position: Int, found: FormatSpecifier)
        case typeChanged(key: String, position: Int, found: FormatSpecifier, expected: FormatSpecifier)
        case widthDiffers(key: String, position: Int, found: FormatSpecifier, expected: FormatSpecifier)
        case undefinedVariable(key: String, variable: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .typo(let key, let typo):
                switch typo.kind {
                case .spaceFlag:
                    let fixed = typo.text.replacingOccurrences(of: " ", with: "")
                    return "\"\(key)\": '\(typo.text)' has a space between % and the conversion (a space flag): probably a typo for '\(fixed)'"
                case .lookAlikePercent(let name):
                    return "\"\(key)\": \(name) is not a format specifier: String(format:) prints it as is; write %"
                }
            case .lacksArgument(let key, let position, let expected):
                return "\"\(key)\" lacks argument \(position) (\(expected.text), \(describe(expected)))"
            case .extraArgument(let key, let position, let found):
                return "\"\(key)\" uses argument \(position) (\(found.text)), which the development language does not pass"
            case .typeChanged(let key, let position, let found, let expected):
                return "\"\(key)\": argument \(position) is \(found.text) (\(describe(found))) but \(expected.text) (\(describe(expected))) in the development language"
            case .widthDiffers(let key, let position, let found, let expected):
                return "\"\(key)\": argument \(position) is \(found.text) but \(expected.text) in the development language (same type, different width)"
            case .undefinedVariable(let key, let variable):
                return "\"\(key)\" uses %#@\(variable)@ but defines no rule for \"\(variable)\""
            }
        }

        private func describe(_ specifier: FormatSpecifier) -> String {
            specifier.kind == .variable ? "the plural variable \(specifier.variable ?? "")" : specifier.kind.rawValue
        }

        var subject: String {
            switch self {
            case .typo(let key, let typo): return "\(key) \(typo.text)"
            case .lacksArgument(let key, let position, _), .extraArgument(let key, let position, _),
                 .typeChanged(let key, let position, _, _), .widthDiffers(let key, let position, _, _):
                return "\(key) \(position)"
            case .undefinedVariable(let key, let variable): return "\(key) \(variable)"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // Each development-language value is compared with every translation: parse it once.
        var originals: [String: FormatSpecifiers.Parsed] = [:]
        context.forEachTranslatedEntry { table, entry, reference in
            let translated = FormatSpecifiers.parse(entry.value)
            let original: FormatSpecifiers.Parsed
            if let known = originals[reference.value] {
                original = known
            } else {
                original = FormatSpecifiers.parse(reference.value)
                originals[reference.value] = original
            }
            guard !(translated.specifiers.isEmpty && original.specifiers.isEmpty && translated.typos.isEmpty) else { return }
            for typo in translated.typos where !original.typos.contains(typo) {
                emitter.report(Message.typo(key: entry.key, typo), at: entry.location, locale: table.locale)
            }
            compare(original.specifiers, translated.specifiers, key: entry.key, at: entry.location, locale: table.locale, into: &emitter)
            if table.format == .stringsdict {
                checkVariables(table, entry, translated.specifiers, into: &emitter)
            }
        }
        // A development-language typo is a typo too.
        for table in context.tables where table.locale == context.unit.developmentLanguage || table.locale == "Base" {
            for entry in table.entries {
                for typo in FormatSpecifiers.parse(entry.value).typos {
                    emitter.report(Message.typo(key: entry.key, typo), at: entry.location, locale: table.locale)
                }
            }
        }
    }

    private func compare(_ original: [FormatSpecifier], _ translated: [FormatSpecifier], key: String,
                         at location: SourceLocation, locale: String, into emitter: inout FindingEmitter) {
        // The common case: the same specifiers, in the same order.
        if original.count == translated.count,
           zip(original, translated).allSatisfy({ $0.position == $1.position && $0.text == $1.text }) { return }
        let expected = Dictionary(original.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        let actual = Dictionary(translated.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        for position in Set(expected.keys).union(actual.keys).sorted() {
            switch (expected[position], actual[position]) {
            case (let wanted?, nil):
                emitter.report(Message.lacksArgument(key: key, position: position, expected: wanted), at: location, locale: locale)
            case (nil, let extra?):
                emitter.report(Message.extraArgument(key: key, position: position, found: extra), at: location, locale: locale)
            case (let wanted?, let got?):
                if wanted.kind != got.kind || (wanted.kind == .variable && wanted.variable != got.variable) {
                    emitter.report(Message.typeChanged(key: key, position: position, found: got, expected: wanted), at: location, locale: locale)
                } else if wanted.length != got.length || !sameConversion(wanted, got) {
                    emitter.report(Message.widthDiffers(key: key, position: position, found: got, expected: wanted),
                                   at: location, locale: locale, severity: .note)
                }
            case (nil, nil):
                continue
            }
        }
    }

    private func sameConversion(_ a: FormatSpecifier, _ b: FormatSpecifier) -> Bool {
        let signed: Set<Character> = ["d", "i", "D"]
        return a.conversion == b.conversion || (signed.contains(a.conversion) && signed.contains(b.conversion))
            || a.kind != .integer
    }

    /// Every `%#@variable@` of a `.stringsdict` format must have its plural rule.
    private func checkVariables(_ table: StringsTable, _ entry: StringsEntry, _ specifiers: [FormatSpecifier],
                                into emitter: inout FindingEmitter) {
        let names = specifiers.compactMap(\.variable)
        guard !names.isEmpty else { return }
        let defined = Set(table.plurals.filter { $0.key == entry.key }.map(\.variable))
        for name in names where !defined.contains(name) {
            emitter.report(Message.undefinedVariable(key: entry.key, variable: name), at: entry.location, locale: table.locale)
        }
    }
}
