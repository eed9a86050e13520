/// `l10n-placeholders`: format specifiers that differ from the development language's, by
/// position and type (not as text: `%@` is `%1$@`, `%d` is `%i`), so `String(format:)` would
/// read the wrong argument or crash; and look-alike typos (`% @`, `％@`, `٪ d`).
public struct LocalizationPlaceholdersRule: Rule {
    public let id = "l10n-placeholders"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
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
                findings += [context.finding(self, "\"\(entry.key)\": \(typo.explanation)", at: entry.location, locale: table.locale)].compactMap { $0 }
            }
            findings += compare(original.specifiers, translated.specifiers, key: entry.key, context: context,
                                at: entry.location, locale: table.locale)
            if table.format == .stringsdict {
                findings += checkVariables(table, entry, translated.specifiers, context: context)
            }
        }
        // A development-language typo is a typo too.
        for table in context.tables where table.locale == context.unit.developmentLanguage || table.locale == "Base" {
            for entry in table.entries {
                for typo in FormatSpecifiers.parse(entry.value).typos {
                    findings += [context.finding(self, "\"\(entry.key)\": \(typo.explanation)", at: entry.location, locale: table.locale)].compactMap { $0 }
                }
            }
        }
        return findings
    }

    private func compare(_ original: [FormatSpecifier], _ translated: [FormatSpecifier], key: String, context: AuditContext,
                         at location: SourceLocation, locale: String) -> [Finding] {
        // The common case: the same specifiers, in the same order.
        if original.count == translated.count,
           zip(original, translated).allSatisfy({ $0.position == $1.position && $0.text == $1.text }) { return [] }
        let expected = Dictionary(original.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        let actual = Dictionary(translated.map { ($0.position, $0) }, uniquingKeysWith: { first, _ in first })
        var findings: [Finding?] = []
        for position in Set(expected.keys).union(actual.keys).sorted() {
            switch (expected[position], actual[position]) {
            case (let wanted?, nil):
                findings.append(context.finding(self, "\"\(key)\" lacks argument \(position) (\(wanted.text), \(describe(wanted)))", at: location, locale: locale))
            case (nil, let extra?):
                findings.append(context.finding(self, "\"\(key)\" uses argument \(position) (\(extra.text)), which the development language does not pass", at: location, locale: locale))
            case (let wanted?, let got?):
                if wanted.kind != got.kind || (wanted.kind == .variable && wanted.variable != got.variable) {
                    findings.append(context.finding(self, "\"\(key)\": argument \(position) is \(got.text) (\(describe(got))) but \(wanted.text) (\(describe(wanted))) in the development language",
                                                    at: location, locale: locale))
                } else if wanted.length != got.length || !sameConversion(wanted, got) {
                    findings.append(context.finding(self, "\"\(key)\": argument \(position) is \(got.text) but \(wanted.text) in the development language (same type, different width)",
                                                    at: location, locale: locale, severity: .note))
                }
            case (nil, nil):
                continue
            }
        }
        return findings.compactMap { $0 }
    }

    private func sameConversion(_ a: FormatSpecifier, _ b: FormatSpecifier) -> Bool {
        let signed: Set<Character> = ["d", "i", "D"]
        return a.conversion == b.conversion || (signed.contains(a.conversion) && signed.contains(b.conversion))
            || a.kind != .integer
    }

    private func describe(_ specifier: FormatSpecifier) -> String {
        specifier.kind == .variable ? "the plural variable \(specifier.variable ?? "")" : "\(specifier.kind.rawValue)"
    }

    /// Every `%#@variable@` of a `.stringsdict` format must have its plural rule.
    private func checkVariables(_ table: StringsTable, _ entry: StringsEntry, _ specifiers: [FormatSpecifier],
                                context: AuditContext) -> [Finding] {
        let names = specifiers.compactMap(\.variable)
        guard !names.isEmpty else { return [] }
        let defined = Set(table.plurals.filter { $0.key == entry.key }.map(\.variable))
        return names.filter { !defined.contains($0) }.compactMap { name in
            context.finding(self, "\"\(entry.key)\" uses %#@\(name)@ but defines no rule for \"\(name)\"",
                            at: entry.location, locale: table.locale)
        }
    }
}
