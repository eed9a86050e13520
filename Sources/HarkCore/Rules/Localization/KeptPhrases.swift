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

    private var phrases: Set<String> = []

    /// The phrases of `table`'s values that differ from `development`'s value of their key and
    /// write a word not among `developmentWords` (`vocabulary(of:)`). Run-time placeholders are
    /// no words: `${item}` in openHAB's German "${item} auf ${value} setzen" keeps no "Item".
    init(translatedIn table: StringsTable, development: StringsTable, developmentWords: Set<String>, placeholders: RuntimePlaceholders) {
        table.entries.withUnsafeBufferPointer { entries in
            for entry in entries {
                guard let original = development.entry(entry.key), !entry.text.isCanonicallyEqual(to: original.text) else { continue }
                let words = Self.words(of: placeholders.removing(from: entry.value))
                guard words.contains(where: { !developmentWords.contains($0) }) else { continue }
                for start in words.indices {
                    for length in 1...Self.longestPhrase where start + length <= words.count {
                        phrases.insert(words[start..<(start + length)].joined(separator: " "))
                    }
                }
            }
        }
    }

    /// Every word of a development table's values.
    static func vocabulary(of development: StringsTable) -> Set<String> {
        development.entries.reduce(into: Set<String>()) { words, entry in words.formUnion(Self.words(of: entry.value)) }
    }

    /// Whether the translation writes `value` (of at most `longestPhrase` words) inside a value
    /// it translated.
    func contains(_ value: String) -> Bool {
        let words = Self.words(of: value)
        guard !words.isEmpty, words.count <= Self.longestPhrase else { return false }
        return phrases.contains(words.joined(separator: " "))
    }

    /// The lower-cased words of `text`: a change from Latin letters to another script's ends a
    /// word, as does anything that is not a letter or a digit.
    static func words(of text: String) -> [String] {
        var words: [String] = []
        var current = String.UnicodeScalarView()
        var currentIsLatin = false
        func end() {
            if !current.isEmpty { words.append(String(current).lowercased()) }
            current = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            let properties = scalar.properties
            guard properties.isAlphabetic || properties.numericType != nil || properties.generalCategory == .nonspacingMark else {
                end()
                continue
            }
            let isLatin = scalar.value < 0x0250 || (0x1E00...0x1EFF).contains(scalar.value)
            if !current.isEmpty && isLatin != currentIsLatin && properties.generalCategory != .nonspacingMark { end() }
            if current.isEmpty { currentIsLatin = isLatin }
            current.append(scalar)
        }
        end()
        return words
    }
}
