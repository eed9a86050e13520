/// Acronyms that translators writing another alphabet kept as they are: a name or a term
/// ("EPUB", "NSFW" in Aidoku's Chinese, Russian, Ukrainian and Thai tables), not English left
/// over. A Latin-script language keeping such a value is not reported by `l10n-untranslated`.
///
/// A witness is a table in a language not written in Latin letters that is otherwise
/// translated (five values compared or more, under a quarter of them the development
/// language's): where its translators left a value in Latin letters, it is not theirs to
/// translate. A value counts as kept when two witnesses or more keep it, and at least half of
/// the witnesses that have its key; only a value shaped like an acronym is (`isTermShaped`).
struct OtherScriptWitnesses {
    /// Languages whose usual script is not Latin (a script subtag says otherwise: `sr-Latn`).
    static let nonLatinLanguages: Set<String> = [
        "ar", "fa", "ur", "ps", "ug", "he", "yi", "ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg", "tt", "ba", "el",
        "ja", "zh", "ko", "th", "lo", "km", "my", "ka", "hy", "am", "ti", "hi", "mr", "ne", "bn", "as", "pa", "gu", "or",
        "ta", "te", "kn", "ml", "si", "bo", "dz", "dv",
    ]

    /// A witness's table compares at least so many values: a few say little of a translation.
    static let smallestTable = 5

    static func isOtherScript(_ locale: String) -> Bool {
        let code = LocaleCode(locale)
        if let script = code.script { return script.lowercased() != "latn" }
        return nonLatinLanguages.contains(code.language)
    }

    /// A value shaped like an acronym, one or two words in capitals ("EPUB", "NSFW", "CBZ
    /// Archive" is not): VLC's new strings ("Retry", "Subscribe") sit untranslated in its
    /// Japanese and Russian tables too, so ordinary words are never vouched for this way.
    static func isTermShaped(_ value: some UTF8Text) -> Bool {
        // Read from the bytes: most values are asked, and few are in capitals.
        value.withUTF8Bytes { bytes in
            var words = 0
            var capitals = 0
            var inWord = false
            for byte in bytes {
                switch byte {
                case UInt8(ascii: " "):
                    if inWord, capitals < 2 { return false }
                    inWord = false
                case UInt8(ascii: "A")...UInt8(ascii: "Z"):
                    if !inWord { words += 1; capitals = 0; inWord = true }
                    capitals += 1
                case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."):
                    if !inWord { words += 1; capitals = 0; inWord = true }
                default:
                    return false
                }
            }
            return (1...2).contains(words) && (!inWord || capitals >= 2)
        }
    }

    /// Per development table, each witness: its table and the keys whose values it kept.
    private var witnesses: [ObjectIdentifier: [(table: StringsTable, kept: Set<String>)]] = [:]

    mutating func add(_ table: StringsTable, development: StringsTable, kept: Set<String>) {
        witnesses[ObjectIdentifier(development), default: []].append((table, kept))
    }

    /// Whether the witnesses of `development` keep the value of `key`: two or more, and at
    /// least half of those that have the key.
    func keep(_ key: String, of development: StringsTable) -> Bool {
        let (holding, keeping) = count(key, of: development)
        return keeping >= 2 && keeping * 2 >= holding
    }

    /// Whether every witness that has `key` keeps its value, three witnesses or more.
    func keepEverywhere(_ key: String, of development: StringsTable) -> Bool {
        let (holding, keeping) = count(key, of: development)
        return holding >= 3 && keeping == holding
    }

    /// Whether two witnesses or more that have `key` keep its value, two in three of them.
    func keepMostly(_ key: String, of development: StringsTable) -> Bool {
        let (holding, keeping) = count(key, of: development)
        return keeping >= 2 && keeping * 3 >= holding * 2
    }

    /// Whether witnesses of three languages or more keep `key`'s value, and two in three of
    /// those that have it do: regional variants of one language (EhPanda's three Traditional
    /// Chinese tables) are one language's word.
    func keepInThreeLanguages(_ key: String, of development: StringsTable) -> Bool {
        let (holding, keeping) = count(key, of: development)
        guard keeping >= 3, keeping * 3 >= holding * 2 else { return false }
        var languages: Set<String> = []
        for witness in witnesses[ObjectIdentifier(development)] ?? [] where witness.kept.contains(key) {
            languages.insert(LocaleCode(witness.table.locale).language)
        }
        return languages.count >= 3
    }

    /// How many witnesses of `development` have `key`, and how many of them keep its value.
    private func count(_ key: String, of development: StringsTable) -> (holding: Int, keeping: Int) {
        var holding = 0
        var keeping = 0
        for witness in witnesses[ObjectIdentifier(development)] ?? [] where witness.table.contains(key) {
            holding += 1
            if witness.kept.contains(key) { keeping += 1 }
        }
        return (holding, keeping)
    }
}
