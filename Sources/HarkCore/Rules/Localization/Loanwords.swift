/// A word the languages written in Latin letters borrow as English writes it, and those written
/// in Cyrillic or Greek letters spell in theirs: Aidoku's "Manhua" (German, French, Polish and
/// twelve more keep it; Russian writes "Маньхуа", Bulgarian "Манхуа"), Habitica's "Mana"
/// ("Мана"). Kept in a Latin-script table it is the language's word, not English left over.
///
/// A new string not translated yet is kept in Latin letters too, but its translators in other
/// alphabets translate it ("Subscribe", "Подписаться"): only a spelling of the word itself says
/// it was borrowed. So a one-word value is a loanword when two thirds or more of the
/// translated Latin-script tables that have it keep it (three at least), and more than half of
/// the Cyrillic- and Greek-script tables that have it write it in their letters.
enum Loanwords {
    /// Languages written in Cyrillic or Greek letters (a script subtag says otherwise: `sr-Latn`).
    private static let transliteratingLanguages: Set<String> = ["ru", "uk", "be", "bg", "sr", "mk", "kk", "ky", "mn", "tg", "tt", "ba", "el"]

    /// Whether `word`, a development value, is borrowed: `values` are each locale's value of its
    /// key (nil where the locale's table lacks it) and whether that table is translated otherwise
    /// (a quarter of its values left in English or more says it is not).
    static func isBorrowed(_ word: String, values: [(locale: String, value: String?, isTranslated: Bool)]) -> Bool {
        var latinHolding = 0
        var latinKeeping = 0
        var spellingHolding = 0
        var spelling = 0
        let lowered = word.lowercased()
        let target = Array(lowered.unicodeScalars.filter { $0.properties.isAlphabetic })
        for (locale, value, isTranslated) in values {
            guard let value else { continue }
            if !OtherScriptWitnesses.isOtherScript(locale) {
                guard isTranslated else { continue }
                latinHolding += 1
                // A language that writes its nouns in lower case keeps the word too (Croatian
                // "robot" for Element's "Robot").
                if value == word || value.lowercased() == lowered { latinKeeping += 1 }
            } else if writesInCyrillicOrGreek(locale) {
                spellingHolding += 1
                if latinSpellings(of: value).contains(where: { isClose($0, to: target) }) { spelling += 1 }
            }
        }
        return latinKeeping >= 3 && latinKeeping * 3 >= latinHolding * 2 && spelling * 2 > spellingHolding
    }

    static func writesInCyrillicOrGreek(_ locale: String) -> Bool {
        let code = LocaleCode(locale)
        if let script = code.script { return ["cyrl", "grek"].contains(script.lowercased()) }
        return transliteratingLanguages.contains(code.language)
    }

    /// `latinSpelling(of:)`, and for a word with "ц" the spellings of the letters it stands for
    /// in borrowed words: "z" and "c" ("Пицца" is "pizza", "Цирк" is "circus"'s).
    static func latinSpellings(of value: String) -> [[Unicode.Scalar]] {
        guard let spelled = latinSpelling(of: value) else { return [] }
        guard value.unicodeScalars.contains(where: { $0 == "ц" || $0 == "Ц" }) else { return [spelled] }
        return [spelled] + ["z", "c"].compactMap { letter in latinSpelling(of: value, ts: letter) }
    }

    /// The letters of `value` in Latin ones ("Маньхуа" → "manhua"), signs that only soften a
    /// consonant left out; nil when it has no Cyrillic or Greek letter (a value kept in Latin
    /// letters is a name kept, which `OtherScriptWitnesses` judges) or has another script's.
    /// `ts`: how "ц" is spelled.
    static func latinSpelling(of value: String, ts: String = "ts") -> [Unicode.Scalar]? {
        var letters: [Unicode.Scalar] = []
        var sawOwnLetter = false
        for scalar in value.lowercased().unicodeScalars where scalar.properties.isAlphabetic {
            if scalar.isASCII {
                letters.append(scalar)
            } else if let latin = latinLetters[scalar] {
                sawOwnLetter = true
                letters.append(contentsOf: (scalar == "ц" ? ts : latin).unicodeScalars)
            } else {
                return nil
            }
        }
        return sawOwnLetter ? letters : nil
    }

    /// Within one letter of the word for a short one, two for one of seven letters or more:
    /// transliterations differ by a letter or two ("Маньхва" for "Manhwa", "Меню" for "Menu").
    private static func isClose(_ spelled: [Unicode.Scalar], to word: [Unicode.Scalar]) -> Bool {
        let allowed = word.count >= 7 ? 2 : 1
        guard abs(spelled.count - word.count) <= allowed else { return false }
        // Levenshtein distance over two rows.
        var previous = Array(0...word.count)
        var current = [Int](repeating: 0, count: word.count + 1)
        for (i, a) in spelled.enumerated() {
            current[0] = i + 1
            for (j, b) in word.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (a == b ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[word.count] <= allowed
    }

    /// Each Cyrillic and Greek letter in Latin letters, as English words borrowed are spelled
    /// back ("х" for an English "h", "и" and "η" for "i"); the soft and hard signs spell nothing.
    private static let latinLetters: [Unicode.Scalar: String] = {
        let pairs: [(String, String)] = [
            // Russian, Ukrainian, Belarusian, Bulgarian, Serbian and Macedonian.
            ("а", "a"), ("б", "b"), ("в", "v"), ("г", "g"), ("ґ", "g"), ("д", "d"), ("ђ", "dj"), ("ѓ", "g"), ("е", "e"),
            ("ё", "e"), ("є", "ye"), ("ж", "zh"), ("з", "z"), ("ѕ", "dz"), ("и", "i"), ("і", "i"), ("ї", "yi"), ("й", "y"),
            ("ј", "j"), ("к", "k"), ("л", "l"), ("љ", "lj"), ("м", "m"), ("н", "n"), ("њ", "nj"), ("о", "o"), ("п", "p"),
            ("р", "r"), ("с", "s"), ("т", "t"), ("ћ", "c"), ("ќ", "k"), ("у", "u"), ("ў", "u"), ("ф", "f"), ("х", "h"),
            ("ц", "ts"), ("ч", "ch"), ("џ", "dz"), ("ш", "sh"), ("щ", "sht"), ("ъ", ""), ("ы", "y"), ("ь", ""), ("э", "e"),
            ("ю", "yu"), ("я", "ya"),
            // Greek, accented vowels included.
            ("α", "a"), ("ά", "a"), ("β", "v"), ("γ", "g"), ("δ", "d"), ("ε", "e"), ("έ", "e"), ("ζ", "z"), ("η", "i"),
            ("ή", "i"), ("θ", "th"), ("ι", "i"), ("ί", "i"), ("ϊ", "i"), ("ΐ", "i"), ("κ", "k"), ("λ", "l"), ("μ", "m"),
            ("ν", "n"), ("ξ", "x"), ("ο", "o"), ("ό", "o"), ("π", "p"), ("ρ", "r"), ("σ", "s"), ("ς", "s"), ("τ", "t"),
            ("υ", "y"), ("ύ", "y"), ("ϋ", "y"), ("ΰ", "y"), ("φ", "f"), ("χ", "ch"), ("ψ", "ps"), ("ω", "o"), ("ώ", "o"),
        ]
        var letters: [Unicode.Scalar: String] = [:]
        for (letter, latin) in pairs {
            if let scalar = letter.unicodeScalars.first { letters[scalar] = latin }
        }
        return letters
    }()
}
