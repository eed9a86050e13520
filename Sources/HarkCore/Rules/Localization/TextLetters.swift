/// Whether a localized text has anything to translate: letters, once its format specifiers,
/// run-time placeholders (`{nItems}`) and the terms kept in every language are taken out.
/// `%lld. `, `{nItems}` and `© 2026` read the same in every language.
func hasLetters(_ value: String, keeping terms: KeptTerms = KeptTerms([]), placeholders: RuntimePlaceholders) -> Bool {
    guard value.unicodeScalars.contains(where: { $0.isAlphabetic }) else { return false }
    var text = placeholders.removing(from: value)
    for specifier in FormatSpecifiers.parse(text).specifiers { text = text.replacingOccurrences(of: specifier.text, with: " ") }
    for term in terms.longestFirst where text.containsBytes(term) { text = text.replacingOccurrences(of: term, with: " ") }
    return text.unicodeScalars.contains { $0.isAlphabetic }
}

/// Terms kept in every language, longest first (so that "Apple Watch" goes before "Apple"),
/// ordered once: a rule asks about every entry of every table.
struct KeptTerms: Sendable {
    let longestFirst: [String]

    init(_ terms: Set<String>) {
        longestFirst = terms.map { ($0, $0.count) }.sorted { $0.1 != $1.1 ? $0.1 > $1.1 : $0.0 < $1.0 }.map(\.0)
    }
}

/// Whether an entry has anything to translate, in its value, its variants or the forms of its
/// plural rules (a `.stringsdict` format `%#@n@` is all specifier; its forms are the words).
func hasLetters(_ entry: StringsEntry, in table: StringsTable, placeholders: RuntimePlaceholders) -> Bool {
    if hasLetters(entry.value, placeholders: placeholders) { return true }
    if entry.variants.contains(where: { hasLetters($0.value, placeholders: placeholders) }) { return true }
    return (table.pluralsByKey[entry.key] ?? []).contains { rule in
        rule.forms.values.contains { hasLetters($0.value, placeholders: placeholders) }
    }
}
