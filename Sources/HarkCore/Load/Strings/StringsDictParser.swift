/// Reads a `.stringsdict` file (a property list): for each key, its
/// `NSStringLocalizedFormatKey` and the plural rules of the `%#@variable@`s it names.
enum StringsDictParser {
    static func load(file: String, table: String, locale: String) throws -> StringsTable {
        func broken(_ error: InputError) -> StringsTable {
            // Like a .strings syntax error: reported as l10n-syntax, the audit goes on.
            StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: [], syntaxError: error, format: .stringsdict)
        }
        let top: PlistNode
        do {
            top = try PropertyList.load(file: file)
        } catch let error as InputError where error.location != nil {
            return broken(error)
        }
        guard let keys = top.entries else {
            return broken(InputError("a .stringsdict is a property list whose top is a <dict>, not a \(top.typeName)", at: top.location))
        }
        var entries: [StringsEntry] = []
        var plurals: [PluralRule] = []
        var problem: InputError? = nil
        for key in keys {
            guard let members = key.value.entries else {
                problem = problem ?? InputError("the value of \"\(key.key)\" must be a <dict>", at: key.value.location)
                continue
            }
            guard let format = key.value["NSStringLocalizedFormatKey"]?.string else {
                problem = problem ?? InputError("\"\(key.key)\" has no NSStringLocalizedFormatKey", at: key.keyLocation)
                continue
            }
            entries.append(StringsEntry(key: key.key, value: format, location: key.keyLocation))
            for variable in members where variable.key != "NSStringLocalizedFormatKey" {
                guard let rule = variable.value.entries,
                      rule.contains(where: { $0.key == "NSStringFormatSpecTypeKey" && $0.value.string == "NSStringPluralRuleType" }) else { continue }
                var forms: [String: (value: String, location: SourceLocation)] = [:]
                for form in rule where PluralCategories.all.contains(form.key) {
                    forms[form.key] = (form.value.string ?? "", form.keyLocation)
                }
                plurals.append(PluralRule(key: key.key, variable: variable.key, forms: forms, location: variable.keyLocation))
            }
        }
        return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: entries,
                            syntaxError: problem, format: .stringsdict, plurals: plurals)
    }
}
