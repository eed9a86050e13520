/// `l10n-plurals`: a plural rule (`.stringsdict` or String Catalog) that lacks a category its
/// language needs by CLDR (Russian needs one, few and many; Arabic all six), so some numbers
/// fall back to `other` and read wrong; and, as a note, categories the language never uses.
struct L10nPluralsRule: Rule {
    let id = "l10n-plurals"

    static let order = ["zero", "one", "two", "few", "many", "other"]

    enum Message: FindingMessage {
        case lacksForms(key: String, variable: String, forms: [String], locale: String)
        case meaninglessForms(key: String, variable: String, forms: [String], locale: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .lacksForms(let key, let variable, let forms, let locale):
                return "\(name(key, variable)) lacks the plural form\(forms.count > 1 ? "s" : "") \(forms.joined(separator: ", ")) that \(context.language(locale)) needs"
            case .meaninglessForms(let key, let variable, let forms, let locale):
                return "\(name(key, variable)) has the form\(forms.count > 1 ? "s" : "") \(forms.joined(separator: ", ")), which \(context.language(locale)) never uses"
            }
        }

        private func name(_ key: String, _ variable: String) -> String {
            variable.isEmpty ? "\"\(key)\"" : "\"\(key)\" (%#@\(variable)@)"
        }

        var subject: String {
            switch self {
            case .lacksForms(let key, let variable, _, _), .meaninglessForms(let key, let variable, _, _): return "\(key) \(variable)"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for table in context.tables where !table.plurals.isEmpty {
            guard let required = PluralCategories.required(for: table.locale),
                  let meaningful = PluralCategories.meaningful(for: table.locale) else { continue }
            for rule in table.plurals {
                let present = Set(rule.forms.keys)
                let missing = Self.order.filter { required.contains($0) && !present.contains($0) }
                if !missing.isEmpty {
                    emitter.report(Message.lacksForms(key: rule.key, variable: rule.variable, forms: missing, locale: table.locale),
                                   at: rule.location, locale: table.locale)
                }
                let meaningless = Self.order.filter { present.contains($0) && !meaningful.contains($0) }
                if !meaningless.isEmpty {
                    emitter.report(Message.meaninglessForms(key: rule.key, variable: rule.variable, forms: meaningless, locale: table.locale),
                                   at: rule.location, locale: table.locale, severity: .note)
                }
            }
        }
    }
}
