/// A list of words to look for, prepared once (lower-cased, longest first).
struct WordList: Sendable {
    let words: [(word: String, scalars: [Unicode.Scalar])]
    /// The scalars words start with: other positions of a text are skipped at once.
    let firstScalars: Set<Unicode.Scalar>

    init(_ words: [String]) {
        self.words = words.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
            .map { ($0, LoweredText($0).scalars) }
        firstScalars = Set(self.words.compactMap(\.scalars.first))
    }

    var isEmpty: Bool { words.isEmpty }
}

/// A text lower-cased once, to look for several word lists in it.
struct LoweredText: Sendable {
    let scalars: [Unicode.Scalar]

    /// Lower-cases scalar by scalar, ASCII without a table lookup (`String.lowercased()` is
    /// slow on non-ASCII text, and style rules lower-case every label and hint in every locale).
    init(_ text: String) {
        var result: [Unicode.Scalar] = []
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            if scalar.value < 0x80 {
                result.append(scalar.value >= 0x41 && scalar.value <= 0x5A ? Unicode.Scalar(UInt8(scalar.value + 0x20)) : scalar)
            } else if scalar.properties.changesWhenLowercased {
                result.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            } else {
                result.append(scalar)
            }
        }
        scalars = result
    }

    func hasPrefix(_ other: LoweredText) -> Bool {
        !other.scalars.isEmpty && scalars.starts(with: other.scalars)
    }
}

/// Finding a vocabulary's words in a label or hint, in any script.
enum WordMatching {
    /// The longest of `words` that occurs in `text` as a whole word (case-insensitive). In
    /// scripts without spaces between words (Japanese, Chinese, Korean) any occurrence counts.
    static func firstWord(of words: WordList, in text: String) -> String? {
        firstWord(of: words, in: LoweredText(text))
    }

    static func firstWord(of words: WordList, in text: LoweredText) -> String? {
        guard !words.isEmpty else { return nil }
        let haystack = text.scalars
        guard haystack.contains(where: words.firstScalars.contains) else { return nil }
        for (word, needle) in words.words {
            guard needle.count <= haystack.count else { continue }
            var start = 0
            while start + needle.count <= haystack.count {
                if haystack[start] == needle[0], haystack[start..<start + needle.count].elementsEqual(needle) {
                    let before = start > 0 ? haystack[start - 1] : nil
                    let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
                    if !needsSpaces(needle) || (!isWordCharacter(before) && !isWordCharacter(after)) { return word }
                }
                start += 1
            }
        }
        return nil
    }

    /// The longest of `words` that `text` starts (or ends) with as a whole word, as GTXiLib
    /// matches a trait's word at the end of a label: "Wi-Fi switch" ends with "switch", while
    /// "Switch Control" and "Switchboard" do not. Punctuation and white space at that end are
    /// skipped ("Wi-Fi switch." ends with "switch"); words in scripts without spaces match
    /// without a word boundary ("Wi-Fiボタン" ends with "ボタン").
    static func word(of words: WordList, at position: LabelWordList.Position, in text: LoweredText) -> String? {
        guard !words.isEmpty else { return nil }
        let isEdge: (Unicode.Scalar) -> Bool = { $0.properties.isWhitespace || $0.properties.generalCategory.isPunctuation }
        var scalars = text.scalars[...]
        switch position {
        case .start: scalars = scalars.drop(while: isEdge)
        case .end: while let last = scalars.last, isEdge(last) { scalars.removeLast() }
        }
        for (word, needle) in words.words where !needle.isEmpty && needle.count <= scalars.count {
            switch position {
            case .start:
                guard scalars.starts(with: needle) else { continue }
                let after = scalars.index(scalars.startIndex, offsetBy: needle.count)
                if needsSpaces(needle) && after < scalars.endIndex && isWordCharacter(scalars[after]) { continue }
            case .end:
                guard scalars.reversed().starts(with: needle.reversed()) else { continue }
                let start = scalars.index(scalars.endIndex, offsetBy: -needle.count)
                if needsSpaces(needle) && start > scalars.startIndex && isWordCharacter(scalars[scalars.index(before: start)]) { continue }
            }
            return word
        }
        return nil
    }

    /// Whether `text` contains `part`, ignoring case and surrounding white space and trailing
    /// punctuation of `part` (a visible "Sound:" is in the name "Sound").
    static func contains(_ text: String, _ part: String) -> Bool {
        let trimmed = String(part.trimmedWhitespace.unicodeScalars.reversed()
            .drop { $0.properties.generalCategory.isPunctuation || $0.properties.isWhitespace }.reversed()
            .map(Character.init))
        guard !trimmed.isEmpty else { return true }
        return text.lowercased().contains(trimmed.lowercased())
    }

    /// Whether the text starts with a lower-case letter; nil for scripts without case and for
    /// texts that do not start with a letter ("39146e6b…"). A first word with a capital inside
    /// is a name spelled that way ("iCloud", "macOS", "eBay"), not a lower-case start.
    static func firstLetterIsLowercase(_ text: String) -> Bool? {
        let scalars = text.unicodeScalars.drop { $0.properties.isWhitespace || $0.properties.generalCategory.isPunctuation }
        guard let letter = scalars.first, letter.properties.isAlphabetic, letter.properties.changesWhenCaseMapped else { return nil }
        guard letter.properties.isLowercase else { return false }
        let firstWord = scalars.prefix { $0.properties.isAlphabetic || $0.properties.numericType != nil }
        return !firstWord.contains { $0.properties.isUppercase }
    }

    private static func needsSpaces(_ word: [Unicode.Scalar]) -> Bool {
        // Han, Hiragana, Katakana and Hangul words are matched anywhere.
        !word.contains { (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value) }
    }

    private static func isWordCharacter(_ scalar: Unicode.Scalar?) -> Bool {
        guard let scalar else { return false }
        return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
}

extension Unicode.GeneralCategory {
    var isPunctuation: Bool {
        switch self {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
             .initialPunctuation, .finalPunctuation, .otherPunctuation: return true
        default: return false
        }
    }
}
