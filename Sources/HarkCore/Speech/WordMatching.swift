/// A list of words to look for, prepared once (lower-cased, longest first, and grouped by the
/// scalar they start with, so a text is scanned once whatever the list's length).
struct WordList: Sendable {
    typealias Entry = (word: String, scalars: [Unicode.Scalar])

    let words: [Entry]
    /// The words by their first scalar and by their last, longest first (in `words`' order).
    private let byFirst: Groups
    private let byLast: Groups

    init(_ words: [String]) {
        self.words = words.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
            .map { ($0, LoweredText($0).scalars) }
        byFirst = Groups(self.words, by: \.first)
        byLast = Groups(self.words, by: \.last)
    }

    var isEmpty: Bool { words.isEmpty }

    /// The words that start with `scalar`, longest first.
    func words(startingWith scalar: Unicode.Scalar) -> [Entry]? { byFirst[scalar] }

    /// The words that end with `scalar`, longest first.
    func words(endingWith scalar: Unicode.Scalar) -> [Entry]? { byLast[scalar] }

    /// Entries grouped by one of their scalars. For an ASCII scalar, its group's index + 1
    /// (0: none) is read from an array: most texts are ASCII, and an array lookup costs less
    /// than hashing every scalar.
    private struct Groups: Sendable {
        private var groups: [[Entry]] = []
        private var asciiGroup = [Int](repeating: 0, count: 128)
        private var otherGroup: [Unicode.Scalar: Int] = [:]

        init(_ entries: [Entry], by scalar: KeyPath<[Unicode.Scalar], Unicode.Scalar?>) {
            for entry in entries {
                guard let key = entry.scalars[keyPath: scalar] else { continue }
                let existing = key.value < 128 ? asciiGroup[Int(key.value)] - 1 : (otherGroup[key] ?? -1)
                if existing >= 0 {
                    groups[existing].append(entry)
                } else {
                    groups.append([entry])
                    if key.value < 128 { asciiGroup[Int(key.value)] = groups.count } else { otherGroup[key] = groups.count - 1 }
                }
            }
        }

        subscript(scalar: Unicode.Scalar) -> [Entry]? {
            if scalar.value < 128 {
                let index = asciiGroup[Int(scalar.value)]
                return index == 0 ? nil : groups[index - 1]
            }
            return otherGroup[scalar].map { groups[$0] }
        }
    }
}

/// A text lower-cased once, to look for several word lists in it.
///
/// Both forms read the text's UTF-8, lower-case an ASCII byte in place and look other scalars
/// up in Unicode's tables, writing into a buffer sized beforehand: style rules lower-case every
/// label and hint in every locale, and iterating `unicodeScalars` with an append for each took
/// nearly three times as long.
struct LoweredText: Sendable {
    let scalars: [Unicode.Scalar]

    init(_ text: String) {
        let lowered = text.withUTF8Bytes { bytes -> [Unicode.Scalar]? in
            // A scalar outside ASCII is two bytes or more, and lower-cases to at most three
            // scalars: twice the bytes is room enough (else the slow path below).
            var result = [Unicode.Scalar](repeating: "\u{0}", count: bytes.count * 2)
            var count = 0
            var mapped: [Unicode.Scalar] = []
            let fits = result.withUnsafeMutableBufferPointer { buffer -> Bool in
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte < 0x80 {
                        buffer[count] = Unicode.Scalar(Self.lower(byte))
                        count += 1
                        index += 1
                        continue
                    }
                    guard let scalar = Self.decode(bytes, at: &index) else { continue }
                    if let lower = scalar.commonLowercase {
                        buffer[count] = lower
                        count += 1
                        continue
                    }
                    mapped.removeAll(keepingCapacity: true)
                    scalar.appendLowercased(to: &mapped)
                    guard count + mapped.count <= buffer.count else { return false }
                    for lower in mapped {
                        buffer[count] = lower
                        count += 1
                    }
                }
                return true
            }
            guard fits else { return nil }
            result.removeLast(result.count - count)
            return result
        }
        scalars = lowered ?? Self.lowerScalarByScalar(text)
    }

    /// A text lower-cased already (`LoweredText.lowercased`).
    init(alreadyLowered text: String) {
        scalars = Array(text.unicodeScalars)
    }

    /// Whether the text starts with `other`, a text lower-cased already.
    func hasPrefix(lowered other: String) -> Bool {
        !other.isEmpty && scalars.starts(with: other.unicodeScalars)
    }

    /// Whether the text starts with `other` lower-cased (`hasPrefix(lowered:
    /// LoweredText.lowercased(other))`), lowering `other` only as far as it matches: a hint and
    /// its switch's name most often differ at the first letter, and lowering every name first
    /// made a string for every hint in every locale.
    func hasPrefix(lowering other: String) -> Bool {
        var position = 0
        var mapped: [Unicode.Scalar] = []
        for scalar in other.unicodeScalars {
            if scalar.isASCII {
                guard position < scalars.count,
                      scalars[position] == Unicode.Scalar(Self.lower(UInt8(truncatingIfNeeded: scalar.value))) else { return false }
                position += 1
                continue
            }
            mapped.removeAll(keepingCapacity: true)
            scalar.appendLowercased(to: &mapped)
            for lower in mapped {
                guard position < scalars.count, scalars[position] == lower else { return false }
                position += 1
            }
        }
        return position > 0
    }

    /// The same lower-casing kept as a `String`: a quarter of the scalars' memory for ASCII, and
    /// none beyond the string itself up to 15 bytes (every switch's name is kept so in every
    /// locale).
    static func lowercased(_ text: String) -> String {
        var fits = true
        let lowered = text.withUTF8Bytes { bytes in
            // Three times the bytes: a scalar of two bytes or more lower-cases to a few bytes
            // more at most (`İ`, 2 bytes, to 3); past that, the slow path below. Written on the
            // stack and copied out at its length: a string keeps the room it was made with, and
            // every switch's name is kept so in every locale.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(1, bytes.count * 3)) { buffer -> String in
                var count = 0
                var mapped: [Unicode.Scalar] = []
                var index = 0
                while index < bytes.count {
                    let byte = bytes[index]
                    if byte < 0x80 {
                        buffer[count] = lower(byte)
                        count += 1
                        index += 1
                        continue
                    }
                    guard let scalar = decode(bytes, at: &index) else { continue }
                    mapped.removeAll(keepingCapacity: true)
                    scalar.appendLowercased(to: &mapped)
                    for lower in mapped {
                        guard count + UTF8.width(lower) <= buffer.count else {
                            fits = false
                            return ""
                        }
                        UTF8.encode(lower) { unit in
                            buffer[count] = unit
                            count += 1
                        }
                    }
                }
                return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
            }
        }
        return fits ? lowered : String(String.UnicodeScalarView(lowerScalarByScalar(text)))
    }

    /// The plain way, for a text whose lower case outgrew the room the fast paths give it.
    private static func lowerScalarByScalar(_ text: String) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        for scalar in text.unicodeScalars { scalar.appendLowercased(to: &result) }
        return result
    }

    @inline(__always)
    private static func lower(_ byte: UInt8) -> UInt8 {
        byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte
    }

    /// The scalar whose UTF-8 starts at `index`, moving `index` past it. A String's bytes are
    /// valid UTF-8, so the lead byte gives the length.
    @inline(__always)
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: inout Int) -> Unicode.Scalar? {
        let lead = bytes[index]
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length where index + offset < bytes.count {
            value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
        }
        index += length
        return Unicode.Scalar(value)
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
        var best: (word: String, length: Int)? = nil
        for start in haystack.indices {
            guard let candidates = words.words(startingWith: haystack[start]) else { continue }
            for (word, needle) in candidates {
                // Candidates are longest first: a shorter one cannot beat the best found.
                if let best, needle.count <= best.length { break }
                guard start + needle.count <= haystack.count,
                      haystack[start..<start + needle.count].elementsEqual(needle) else { continue }
                let before = start > 0 ? haystack[start - 1] : nil
                let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
                if !needsSpaces(needle) || (before?.isWordCharacter != true && after?.isWordCharacter != true) {
                    best = (word, needle.count)
                    break
                }
            }
        }
        return best?.word
    }

    /// The longest of `words` that `text` starts (or ends) with as a whole word, as GTXiLib
    /// matches a trait's word at the end of a label: "Wi-Fi switch" ends with "switch", while
    /// "Switch Control" and "Switchboard" do not. Punctuation and white space at that end are
    /// skipped ("Wi-Fi switch." ends with "switch"); words in scripts without spaces match
    /// without a word boundary ("Wi-Fiボタン" ends with "ボタン").
    static func word(of words: WordList, at position: LabelWordList.Position, in text: LoweredText) -> String? {
        guard !words.isEmpty else { return nil }
        let isEdge: (Unicode.Scalar) -> Bool = { $0.isWhiteSpace || $0.isPunctuation }
        let all = text.scalars
        var scalars = all[...]
        switch position {
        case .start: scalars = scalars.drop(while: isEdge)
        case .end:
            // By index: removing from a slice of the text's array would copy the array.
            var end = all.endIndex
            while end > all.startIndex, isEdge(all[end - 1]) { end -= 1 }
            scalars = all[..<end]
        }
        // Only words that start (end) with the text's first (last) scalar can match there.
        guard let edge = position == .start ? scalars.first : scalars.last,
              let candidates = position == .start ? words.words(startingWith: edge) : words.words(endingWith: edge) else { return nil }
        for (word, needle) in candidates where !needle.isEmpty && needle.count <= scalars.count {
            switch position {
            case .start:
                guard scalars.prefix(needle.count).elementsEqual(needle) else { continue }
                let after = scalars.index(scalars.startIndex, offsetBy: needle.count)
                if needsSpaces(needle) && after < scalars.endIndex && scalars[after].isWordCharacter { continue }
            case .end:
                guard scalars.suffix(needle.count).elementsEqual(needle) else { continue }
                let start = scalars.index(scalars.endIndex, offsetBy: -needle.count)
                if needsSpaces(needle) && start > scalars.startIndex && scalars[scalars.index(before: start)].isWordCharacter { continue }
            }
            return word
        }
        return nil
    }

    /// Whether `text` contains `part`, ignoring case and surrounding white space and trailing
    /// punctuation of `part` (a visible "Sound:" is in the name "Sound").
    static func contains(_ text: String, _ part: String) -> Bool {
        let trimmed = String(part.trimmedWhitespace.unicodeScalars.reversed()
            .drop { $0.isPunctuation || $0.isWhiteSpace }.reversed()
            .map(Character.init))
        guard !trimmed.isEmpty else { return true }
        return text.lowercased().contains(trimmed.lowercased())
    }

    /// Whether the text starts with a lower-case letter; nil for scripts without case (Georgian
    /// among them, see `isCaselessInPractice`) and for texts that do not start with a letter
    /// ("39146e6b…"). A first word with a capital inside is a name spelled that way ("iCloud",
    /// "macOS", "eBay"), not a lower-case start.
    static func firstLetterIsLowercase(_ text: String) -> Bool? {
        let scalars = text.unicodeScalars.drop { $0.isWhiteSpace || $0.isPunctuation }
        guard let letter = scalars.first, letter.isAlphabetic, letter.changesWhenCaseMapped,
              !isCaselessInPractice(letter) else { return nil }
        guard letter.isLowercase else { return false }
        // Common scalars answered from a table: a label may be one word megabytes long.
        let firstWord = scalars.prefix(while: \.isWordCharacter)
        return !firstWord.contains { $0.isUppercase }
    }

    /// Letters of scripts that have case in Unicode but not in ordinary writing: Georgian's
    /// Mkhedruli (lower-case since Unicode 11, which added the Mtavruli capitals) is written
    /// without capitals, so a Georgian label does not "start lower-case".
    static func isCaselessInPractice(_ letter: Unicode.Scalar) -> Bool {
        (0x10D0...0x10FF).contains(letter.value)
    }

    /// The full stops of the world's scripts: Latin's period, the ideographic and full-width
    /// ones, the Devanagari danda, Burmese, Ethiopic, Urdu, Armenian and Tibetan ones.
    static let fullStops: Set<Unicode.Scalar> = [
        ".", "\u{3002}", "\u{FF0E}", "\u{FF61}", "\u{0964}", "\u{0965}", "\u{104B}", "\u{1362}", "\u{06D4}", "\u{0589}", "\u{0F0D}",
    ]

    /// The last scalar of a text before closing quotes and brackets (`Turns on "Dark Mode."`).
    private static func finalScalar(_ text: String) -> Unicode.Scalar? {
        text.unicodeScalars.reversed().first { scalar in
            let category = scalar.properties.generalCategory
            return !scalar.isWhiteSpace && category != .closePunctuation && category != .finalPunctuation
                && !"\"'»›」』".unicodeScalars.contains(scalar)
        }
    }

    /// Whether a text ends as a sentence: with the language's full stop, or with any script's
    /// sentence-ending mark (".", "。", "！", "？", "।", "။", "።", "۔"…), so a Chinese hint read
    /// with another language's words still ends as a sentence.
    static func endsSentence(_ text: String, stop: String) -> Bool {
        if !stop.isEmpty, text.hasUTF8Suffix(stop) { return true }
        return finalScalar(text)?.isSentenceEnd == true
    }

    /// How many sentences a text has: runs of text ended by a sentence-ending mark, or by the
    /// end of the text. A period inside a word or number ("2.0", "example.com") ends nothing.
    static func sentenceCount(_ scalars: [Unicode.Scalar]) -> Int {
        var count = 0
        var inSentence = false
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            let inWord = scalar == "." && next?.isWordCharacter == true
            if scalar.isSentenceEnd && !inWord {
                if inSentence { count += 1 }
                inSentence = false
            } else if !scalar.isWhiteSpace {
                inSentence = true
            }
        }
        return count + (inSentence ? 1 : 0)
    }

    /// Whether a text ends with a full stop of any script (a question or exclamation mark is
    /// not one: "Ask Before Opening?" is a name). Only the very end counts: in "(green, yellow
    /// etc.)" the period is the abbreviation's.
    static func endsWithFullStop(_ text: String, stop: String) -> Bool {
        if !stop.isEmpty, text.hasUTF8Suffix(stop) { return true }
        return text.unicodeScalars.last.map(fullStops.contains) == true
    }

    /// Whether `word` is written with spaces around it (not Han, kana or Hangul).
    static func needsSpaces(_ word: String) -> Bool { needsSpaces(Array(word.unicodeScalars)) }

    private static func needsSpaces(_ word: [Unicode.Scalar]) -> Bool {
        // Han, Hiragana, Katakana and Hangul words are matched anywhere.
        !word.contains { (0x3040...0x30FF).contains($0.value) || (0x3400...0x9FFF).contains($0.value) || (0xAC00...0xD7AF).contains($0.value) }
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
