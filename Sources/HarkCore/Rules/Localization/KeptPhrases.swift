/// The words and short phrases a translation writes inside the values it did translate: a
/// value of the development language's that the translator also uses in their own sentences
/// is a term their language keeps, not one they never got to (WireGuard's Italian "Tunnel" beside
/// "Aggiungi un tunnel"; Proton's "Secure Core" inside its Belarusian sentences).
///
/// Words are runs of letters and digits of one kind of script, lower-cased: "ピアのAllowed IPは"
/// reads `ピアの`, `allowed`, `ip`, `は`. Phrases of up to `longestPhrase` words are kept, from
/// values with a word the development table never writes: a value that differs from its
/// development value but is English still (an older English text the translation kept) vouches
/// for nothing.
struct KeptPhrases {
    static let longestPhrase = 3
    /// The most words of a value matched run by run (`contains`): a name, not a sentence.
    static let longestName = 6

    /// Phrases as hashes of their lower-cased words (`wordHashes(of:)`): a table's every value is
    /// read, and a `String` per word and phrase cost Home Assistant's audit a second.
    private var phrases: Set<UInt64> = []
    /// Values of at most `longestPhrase` words the translation keeps as the development
    /// language writes them, hashed as phrases.
    private var keptValues: Set<UInt64> = []

    /// The phrases of `table`'s values that differ from `development`'s value of their key and
    /// write a word not among `developmentWords` (`vocabulary(of:)`). Run-time placeholders are
    /// no words: `${item}` in openHAB's German "${item} auf ${value} setzen" keeps no "Item".
    /// `mostlyForeign`: only values at least half of whose words the development table never
    /// writes vouch (another table's values, where a stale English text that merely differs from
    /// today's, Rocket.Chat's Japanese "Search for global users", must not).
    init(translatedIn table: StringsTable, development: StringsTable, developmentWords: Set<UInt64>, placeholders: RuntimePlaceholders,
         mostlyForeign: Bool = false) {
        table.entries.withUnsafeBufferPointer { entries in development.entries.withUnsafeBufferPointer { originals in
            // A translation mostly lists its keys in the development table's order.
            var next = 0
            for entry in entries {
                if let original = development.definitionIndex(of: entry.key, trying: next) {
                    next = original + 1
                    guard !originals[original].text.isCanonicallyEqual(to: entry.text) else {
                        let words = Self.wordHashes(of: entry.value)
                        if !words.isEmpty, words.count <= Self.longestPhrase { keptValues.insert(words.reduce(0, Self.joined)) }
                        continue
                    }
                } else {
                    // A key the development table lacks that is its own English text, as code
                    // writes it (`NSLocalizedString("Editor Font Size", …)`, Code App's Turkish
                    // "Editör Font Boyutu"): its translation is what differs from it.
                    guard entry.key.utf8.contains(0x20), !entry.text.isCanonicallyEqual(to: entry.key) else { continue }
                }
                let words = Self.wordHashes(of: placeholders.removing(from: entry.value))
                if mostlyForeign {
                    guard words.count(where: { !developmentWords.contains($0) }) * 2 >= words.count else { continue }
                } else {
                    guard words.contains(where: { !developmentWords.contains($0) }) else { continue }
                }
                for start in words.indices {
                    var phrase: UInt64 = 0
                    for end in start..<min(start + Self.longestPhrase, words.count) {
                        phrase = Self.joined(phrase, words[end])
                        phrases.insert(phrase)
                    }
                }
            }
        } }
    }

    /// Every word of a development table's values, hashed.
    static func vocabulary(of development: StringsTable) -> Set<UInt64> {
        development.entries.reduce(into: Set<UInt64>()) { words, entry in words.formUnion(wordHashes(of: entry.value)) }
    }

    /// `vocabulary(of:)`, read once per development table for all its translations.
    static func vocabulary(of development: StringsTable, cache: inout [ObjectIdentifier: Set<UInt64>]) -> Set<UInt64> {
        if let known = cache[ObjectIdentifier(development)] { return known }
        let words = vocabulary(of: development)
        cache[ObjectIdentifier(development)] = words
        return words
    }

    /// Whether the translation writes `value` (of at most `longestPhrase` words, or a name of
    /// up to `longestName` run by run) inside a value it translated; a value ending in an English plural, in its singular too, when the
    /// translation keeps the singular as a value of its own as well (Zashi's Spanish "Swaps"
    /// beside "Swap" and "Detalles del swap": the language keeps the loanword and its plural; not
    /// German "Tunnels" beside "Tunnel löschen?", the language's own word).
    func contains(_ value: String) -> Bool {
        let words = Self.wordHashes(of: value)
        guard !words.isEmpty else { return false }
        if words.count > Self.longestPhrase {
            // A longer name, kept whole in the translation's sentences when each of its runs
            // of `longestPhrase` words is: DuckDuckGo's German "Mit Global Privacy Control (GPC)
            // können Sie…" keeps "Global Privacy Control (GPC)".
            guard words.count <= Self.longestName else { return false }
            return (0...(words.count - Self.longestPhrase)).allSatisfy { start in
                phrases.contains(words[start..<(start + Self.longestPhrase)].reduce(0, Self.joined))
            }
        }
        if phrases.contains(words.reduce(0, Self.joined)) { return true }
        guard let last = value.unicodeScalars.last, last == "s", value.unicodeScalars.dropLast().last.map(Self.isLowercaseASCIILetter) == true,
              !value.hasSuffix("ss") else { return false }
        let singular = Self.wordHashes(of: String(value.unicodeScalars.dropLast()))
        let phrase = singular.reduce(0, Self.joined)
        return singular.count == words.count && phrases.contains(phrase) && keptValues.contains(phrase)
    }

    private static func isLowercaseASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (0x61...0x7A).contains(scalar.value)
    }

    /// A phrase's hash with one more word.
    private static func joined(_ phrase: UInt64, _ word: UInt64) -> UInt64 {
        (phrase &* 0x9E37_79B9_7F4A_7C15) ^ word
    }

    /// The hashes of the lower-cased words of `text` (FNV-1a of their scalars): a change from
    /// Latin letters to another script's ends a word, as does anything that is not a letter or
    /// a digit.
    static func wordHashes(of text: String) -> [UInt64] {
        let basis: UInt64 = 0xCBF2_9CE4_8422_2325
        var words: [UInt64] = []
        var hash = basis
        var inWord = false
        var currentIsLatin = false
        func add(_ value: UInt32) { hash = (hash ^ UInt64(value)) &* 0x100_0000_01B3 }
        func end() {
            if inWord { words.append(hash) }
            inWord = false
            hash = basis
        }
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if scalar.isASCII {
                let isLetter = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
                guard isLetter || (0x30...0x39).contains(value) else { end(); continue }
                if inWord && !currentIsLatin { end() }
                if !inWord { inWord = true; currentIsLatin = true }
                add(isLetter ? value | 0x20 : value)
                continue
            }
            let properties = scalar.properties
            let isMark = properties.generalCategory == .nonspacingMark
            guard properties.isAlphabetic || properties.numericType != nil || isMark else { end(); continue }
            let isLatin = value < 0x0250 || (0x1E00...0x1EFF).contains(value)
            if inWord && isLatin != currentIsLatin && !isMark { end() }
            if !inWord { inWord = true; currentIsLatin = isLatin }
            if properties.changesWhenLowercased {
                for lower in properties.lowercaseMapping.unicodeScalars { add(lower.value) }
            } else {
                add(value)
            }
        }
        end()
        return words
    }
}
