/// `l10n-plurals`: a plural rule (`.stringsdict` or String Catalog) that lacks a category its
/// language needs by CLDR (Russian needs one, few and many; Arabic all six), so some numbers
/// fall back to `other` and read wrong; and, as a note, categories the language never uses.
public struct LocalizationPluralsRule: Rule {
    public let id = "l10n-plurals"
    public init() {}

    static let order = ["zero", "one", "two", "few", "many", "other"]

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for table in context.tables where !table.plurals.isEmpty {
            guard let required = PluralCategories.required(for: table.locale),
                  let meaningful = PluralCategories.meaningful(for: table.locale) else { continue }
            for rule in table.plurals {
                let present = Set(rule.forms.keys)
                let name = rule.variable.isEmpty ? "\"\(rule.key)\"" : "\"\(rule.key)\" (%#@\(rule.variable)@)"
                let missing = LocalizationPluralsRule.order.filter { required.contains($0) && !present.contains($0) }
                if !missing.isEmpty {
                    findings += [context.finding(self,
                        "\(name) lacks the plural form\(missing.count > 1 ? "s" : "") \(missing.joined(separator: ", ")) that \(table.locale) needs",
                        at: rule.location, locale: table.locale)].compactMap { $0 }
                }
                let meaningless = LocalizationPluralsRule.order.filter { present.contains($0) && !meaningful.contains($0) }
                if !meaningless.isEmpty {
                    findings += [context.finding(self,
                        "\(name) has the form\(meaningless.count > 1 ? "s" : "") \(meaningless.joined(separator: ", ")), which \(table.locale) never uses",
                        at: rule.location, locale: table.locale, severity: .note)].compactMap { $0 }
                }
            }
        }
        return findings
    }
}
