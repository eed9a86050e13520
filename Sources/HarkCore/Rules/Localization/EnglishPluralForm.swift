/// Whether an English plural form written for many reads right for one too, so that the `one`
/// form CLDR asks of English may fall back to it, as iOS falls back to `other`: every number the
/// form writes ends its phrase ("Step %d", "of %d", "Free server locations (%d)") or is followed
/// by a unit's abbreviation, which English writes alike for one and many ("%d min", "%d hr",
/// "%d GB": CLDR's short English units) or a preposition ("Page %d of %d") or an adjective
/// that ends the phrase ("%u unread"), and no verb before it agrees with it ("There are %d").
/// A noun after the number ("%d countries") or another argument there ("%d %@") needs `one`.
enum EnglishPluralForm {
    /// Abbreviations CLDR's short English units write the same for one and many, lower-cased.
    static let invariantUnits: Set<String> = [
        "ms", "s", "sec", "min", "h", "hr", "d",
        "mm", "cm", "m", "km", "in", "ft", "yd", "mi",
        "mg", "g", "kg", "oz", "lb", "ml", "l",
        "b", "kb", "mb", "gb", "tb", "pb", "kib", "mib", "gib", "tib", "kbps", "mbps", "gbps", "tbps", "pbps", "fps",
        "px", "pt", "dpi", "hz", "khz", "mhz", "ghz", "thz",
    ]
    /// Prepositions, which end the number's phrase ("Page %d of %d", "%d in stock").
    static let prepositions: Set<String> = ["of", "to", "in", "on", "at", "for", "from", "by", "per", "out"]
    /// Adjectives and participles English writes alike after one and many, when they end the
    /// phrase ("%u unread", Vienna's; "%d selected", "%d left"): not before a noun ("%d new
    /// messages").
    static let invariantAdjectives: Set<String> = [
        "unread", "new", "selected", "remaining", "left", "free", "available", "total", "online", "offline", "active",
        "pending", "done", "completed", "failed", "missing", "shared", "muted", "blocked", "hidden", "enabled", "disabled",
    ]
    /// Verbs that agree with a number after them ("There is 1 / There are 2").
    static let agreeingVerbs: Set<String> = ["is", "are", "was", "were", "has", "have"]

    static func readsForOne(_ form: String) -> Bool {
        // A String Catalog substitution writes its number as `%arg`.
        let form = form.replacingOccurrences(of: "%arg", with: "%d")
        let numbers = FormatSpecifiers.parse(form).arguments.filter { $0.role == .value && ($0.kind == .integer || $0.kind == .float) }
        guard !numbers.isEmpty else { return false }
        let bytes = Array(form.utf8)
        for number in numbers {
            var index = number.range.upperBound
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            if index < bytes.count {
                // A percent sign ("%d%%") is a unit too; another argument may be the noun.
                if bytes[index] == UInt8(ascii: "%") {
                    guard index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") else { return false }
                } else if LetterShortcut.isASCIILetter(bytes[index]) {
                    let start = index
                    while index < bytes.count, LetterShortcut.isASCIILetter(bytes[index]) { index += 1 }
                    // A word that goes on in letters outside ASCII is no abbreviation of the list.
                    if index < bytes.count, bytes[index] >= 0x80 { return false }
                    let word = String(decoding: bytes[start..<index], as: UTF8.self).lowercased()
                    if invariantAdjectives.contains(word) {
                        // The phrase ends after it, or goes on with a preposition.
                        while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
                        let next = index
                        while index < bytes.count, LetterShortcut.isASCIILetter(bytes[index]) { index += 1 }
                        if index < bytes.count, bytes[index] >= 0x80 { return false }
                        guard next == index || prepositions.contains(String(decoding: bytes[next..<index], as: UTF8.self).lowercased()) else {
                            return false
                        }
                    } else {
                        guard invariantUnits.contains(word) || prepositions.contains(word) else { return false }
                    }
                } else if bytes[index] >= 0x80 {
                    return false
                }
            }
            var end = number.range.lowerBound
            while end > 0, bytes[end - 1] == UInt8(ascii: " ") { end -= 1 }
            var start = end
            while start > 0, LetterShortcut.isASCIILetter(bytes[start - 1]) { start -= 1 }
            if start < end, agreeingVerbs.contains(String(decoding: bytes[start..<end], as: UTF8.self).lowercased()) { return false }
        }
        return true
    }
}
