/// Reads a `.stringsdict` file (a property list): for each key, its `NSStringLocalizedFormatKey`
/// and the rules of the `%#@variable@`s (every dictionary beside the format, with its type keys,
/// its forms by plural category, and any other key); or, instead of a format, a device-specific
/// (`NSStringDeviceSpecificRuleType`) or width (`NSStringVariableWidthRuleType`) variant table.
/// An entry iOS cannot use is a problem of that entry alone: the rest of the table works.
enum StringsDictParser {
    static let formatKey = "NSStringLocalizedFormatKey"
    static let specTypeKey = "NSStringFormatSpecTypeKey"
    static let valueTypeKey = "NSStringFormatValueTypeKey"
    static let variantRules = ["NSStringDeviceSpecificRuleType", "NSStringVariableWidthRuleType"]

    static func load(file: String, table: String, locale: String, scratch: ScratchBytes = ScratchBytes()) throws -> StringsTable {
        func broken(_ error: InputError) -> StringsTable {
            // Like a .strings syntax error: reported as l10n-syntax, the audit goes on.
            StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: [], syntaxError: error, format: .stringsdict)
        }
        let top: PlistNode
        do {
            top = try PropertyList.load(file: file, scratch: scratch)
        } catch let error as InputError where error.location != nil {
            return broken(error)
        }
        guard let keys = top.entries else {
            return broken(InputError("a .stringsdict is a property list whose top is a <dict>, not a \(top.typeName)", at: top.location))
        }
        var entries: [StringsEntry] = []
        let values = TextStore(file: InternedPath.named(file))
        defer { values.seal() }
        var plurals: [PluralRule] = []
        var problems: [EntryProblem] = []
        for key in keys {
            func problem(_ kind: EntryProblem.Kind, at location: SourceLocation) {
                problems.append(EntryProblem(key: key.key, kind: kind, location: location))
            }
            guard let members = key.value.entries else {
                problem(.notADictionary(found: key.value.typeName), at: key.value.location)
                continue
            }
            if let format = key.value.entry(formatKey) {
                guard let text = format.value.string else {
                    problem(.notAString(name: formatKey, found: format.value.typeName), at: format.value.location)
                    continue
                }
                entries.append(StringsEntry(key: key.key, text: values.append(text), location: key.keyLocation))
                for member in members where member.key != formatKey && !variantRules.contains(member.key) {
                    guard let rule = member.value.entries else {
                        // A stray value the format never names is harmless.
                        if text.contains("@\(member.key)@") {
                            problem(.ruleNotADictionary(variable: member.key, found: member.value.typeName), at: member.value.location)
                        }
                        continue
                    }
                    plurals.append(readRule(rule, key: key.key, variable: member, report: problem))
                }
            } else if let variants = variantRules.lazy.compactMap({ key.value.entry($0) }).first {
                guard let cases = variants.value.entries else {
                    problem(.ruleNotADictionary(variable: variants.key, found: variants.value.typeName), at: variants.value.location)
                    continue
                }
                let other = (cases.last { $0.key == "other" } ?? cases.first)?.value.string ?? ""
                var entry = StringsEntry(key: key.key, text: values.append(other), location: key.keyLocation)
                entry.variants = cases.compactMap { item in
                    item.value.string.map { EntryVariant(label: item.key, value: $0, location: item.keyLocation) }
                }
                entries.append(entry)
            } else {
                problem(.noFormatKey, at: key.keyLocation)
            }
        }
        return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: entries,
                            syntaxError: nil, format: .stringsdict, plurals: plurals, problems: problems)
    }

    /// One rule dictionary: its type keys, its forms by plural category, and what else it holds.
    private static func readRule(_ members: [PlistEntry], key: String, variable: PlistEntry,
                                 report: (EntryProblem.Kind, SourceLocation) -> Void) -> PluralRule {
        var forms: [String: (value: String, location: SourceLocation)] = [:]
        // Sized once: grown from empty, the table of a rule's two or three forms was made anew
        // for each one added.
        forms.reserveCapacity(members.count)
        var unknown: [(key: String, location: SourceLocation)] = []
        var specType: String? = nil, valueType: String? = nil
        for member in members {
            guard let text = member.value.string else {
                report(.notAString(name: "\(variable.key).\(member.key)", found: member.value.typeName), member.value.location)
                continue
            }
            switch member.key {
            case specTypeKey: specType = text
            case valueTypeKey: valueType = text
            case let category where PluralCategories.all.contains(category): forms[category] = (text, member.keyLocation)
            default: unknown.append((member.key, member.keyLocation))
            }
        }
        var rule = PluralRule(key: key, variable: variable.key, forms: forms, location: variable.keyLocation,
                              specType: specType, valueType: valueType)
        rule.unknownKeys = unknown
        return rule
    }
}
