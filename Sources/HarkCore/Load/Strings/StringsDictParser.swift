/// Reads a `.stringsdict` file (an XML property list): for each key, its
/// `NSStringLocalizedFormatKey` and the plural rules of the `%#@variable@`s it names.
enum StringsDictParser {
    static func load(file: String, table: String, locale: String) throws -> StringsTable {
        let root: XMLElement
        do {
            root = try XMLTree.load(file: file)
        } catch let error as InputError where error.location != nil {
            // Like a .strings syntax error: reported as l10n-syntax, the audit goes on.
            return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: [], syntaxError: error, format: .stringsdict)
        }
        var entries: [StringsEntry] = []
        var plurals: [PluralRule] = []
        var problem: InputError? = nil
        guard root.name == "plist", let top = root.child("dict") else {
            return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: [],
                                syntaxError: InputError("a .stringsdict is a property list whose top is a <dict>", at: root.location),
                                format: .stringsdict)
        }
        for (keyElement, value) in pairs(top) {
            let key = keyElement.text
            guard value.name == "dict" else {
                problem = problem ?? InputError("the value of \"\(key)\" must be a <dict>", at: value.location)
                continue
            }
            let members = Dictionary(pairs(value).map { ($0.0.text, $0.1) }, uniquingKeysWith: { first, _ in first })
            guard let format = members["NSStringLocalizedFormatKey"], format.name == "string" else {
                problem = problem ?? InputError("\"\(key)\" has no NSStringLocalizedFormatKey", at: keyElement.location)
                continue
            }
            entries.append(StringsEntry(key: key, value: format.text, location: keyElement.location))
            for (variableKey, rule) in pairs(value) where variableKey.text != "NSStringLocalizedFormatKey" && rule.name == "dict" {
                let ruleMembers = pairs(rule)
                guard ruleMembers.contains(where: { $0.0.text == "NSStringFormatSpecTypeKey" && $0.1.text == "NSStringPluralRuleType" }) else { continue }
                var forms: [String: (value: String, location: SourceLocation)] = [:]
                for (category, form) in ruleMembers where PluralCategories.all.contains(category.text) {
                    forms[category.text] = (form.text, category.location)
                }
                plurals.append(PluralRule(key: key, variable: variableKey.text, forms: forms, location: variableKey.location))
            }
        }
        return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: entries,
                            syntaxError: problem, format: .stringsdict, plurals: plurals)
    }

    /// The `<key>…</key><value/>` pairs of a plist `<dict>`.
    static func pairs(_ dict: XMLElement) -> [(XMLElement, XMLElement)] {
        var result: [(XMLElement, XMLElement)] = []
        var pendingKey: XMLElement? = nil
        for child in dict.children {
            if child.name == "key" {
                pendingKey = child
            } else if let key = pendingKey {
                result.append((key, child))
                pendingKey = nil
            }
        }
        return result
    }
}
