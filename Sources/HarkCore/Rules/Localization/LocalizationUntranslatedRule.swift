/// `l10n-untranslated`: a value identical to the development language's in another language
/// (the translator never got to it), or a String Catalog entry still marked `new` or
/// `needs_review`. Keys marked "Don't translate", values without letters (numbers,
/// placeholders) and the configuration's `doNotTranslate` terms are left alone.
public struct LocalizationUntranslatedRule: Rule {
    public let id = "l10n-untranslated"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        let keep = context.configuration.doNotTranslate
        context.forEachTranslatedEntry { table, entry, reference in
            guard entry.shouldTranslate && reference.shouldTranslate else { return }
            let locale = table.locale
            if let state = entry.state, state == "new" || state == "needs_review" {
                findings += [context.finding(self, "\"\(entry.key)\" is marked \(state) in \(table.displayName)",
                                             at: entry.location, locale: locale)].compactMap { $0 }
                return
            }
            let value = entry.value
            guard value == reference.value, hasWords(value, keeping: keep) else { return }
            findings += [context.finding(self,
                "\"\(entry.key)\" is \"\(value.trimmedWhitespace)\" in \(locale) as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\")",
                at: entry.location, locale: locale)].compactMap { $0 }
        }
        return findings
    }

    /// Whether the value has letters once placeholders and the kept terms are taken out.
    private func hasWords(_ value: String, keeping terms: Set<String>) -> Bool {
        var text = value
        for specifier in FormatSpecifiers.parse(value).specifiers { text = text.replacingOccurrences(of: specifier.text, with: " ") }
        for term in terms.sorted(by: { $0.count > $1.count }) { text = text.replacingOccurrences(of: term, with: " ") }
        return text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }
}
