/// A text lower-cased once, to look for several word lists in it.
///
/// It reads the text's UTF-8, lower-cases an ASCII byte in place and looks other scalars up
/// in Unicode's tables, writing into room sized beforehand: style rules lower-case every
/// label and hint in every locale, and iterating `unicodeScalars` with an append for each took
/// nearly three times as long. A rule that lowers one text after another reuses one value
/// (`replace(with:)`): an array allocated and freed for each cost more than lowering it.
struct LoweredText: Sendable {
    /// Room for the lowered scalars; the first `count` are the text's.
    private var storage: [Unicode.Scalar] = []
    private var count = 0

    /// The lower-cased scalars (indexed from 0).
    var scalars: ArraySlice<Unicode.Scalar> { storage[..<count] }

    /// The lower-cased scalars lent in place.
    func withScalars<Result>(_ body: (UnsafeBufferPointer<Unicode.Scalar>) -> Result) -> Result {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }

    /// A hash of the lowered scalars (equal texts hash alike). The multiply-and-fold hash of
    /// `KeyIndex`, not SipHash: callers confirm a match by comparing, and SipHash of every name
    /// in every locale was a percent of an audit.
    var scalarHash: Int {
        storage.withUnsafeBytes {
            Int(KeyIndex.hash(bytes: UnsafeRawBufferPointer(rebasing: $0[..<(count * MemoryLayout<Unicode.Scalar>.stride)])))
        }
    }

    /// No text yet: `replace(with:)` gives it one.
    init() {}

    init(_ text: some UTF8Text) {
        replace(with: text)
    }

    /// Makes this the lower case of `text`, in the room the last text left.
    mutating func replace(with text: some UTF8Text) {
        let lowered = text.withUTF8Bytes { bytes -> Int? in
            // A scalar outside ASCII is two bytes or more, and lower-cases to at most three
            // scalars: twice the bytes is room enough but for a text made of such scalars.
            let room = Swift.max(1, bytes.count * 2)
            if storage.count < room { storage = [Unicode.Scalar](repeating: "\u{0}", count: room) }
            return storage.withUnsafeMutableBufferPointer { Self.lower(bytes, into: $0) }
        }
        if let lowered {
            count = lowered
        } else {
            storage = Self.lowerScalarByScalar(text.string)
            count = storage.count
        }
    }

    /// Writes the scalars of valid UTF-8 lower-cased into `buffer` and returns how many; nil
    /// when they outgrow it.
    private static func lower(_ bytes: UnsafeBufferPointer<UInt8>, into buffer: UnsafeMutableBufferPointer<Unicode.Scalar>) -> Int? {
        guard let base = bytes.baseAddress, let out = buffer.baseAddress else { return bytes.isEmpty ? 0 : nil }
        let raw = UnsafeRawPointer(base)
        var index = 0
        var count = 0
        var mapped: [Unicode.Scalar] = []
        while index < bytes.count {
            // Eight ASCII bytes at a time, as most labels and hints are: each byte lowered and
            // widened where it goes, without a call for each scalar.
            if index + 8 <= bytes.count, ByteWords.isASCII(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                guard count + 8 <= buffer.count else { return nil }
                for offset in 0..<8 { out[count + offset] = Unicode.Scalar(lower(base[index + offset])) }
                index += 8
                count += 8
                continue
            }
            let byte = base[index]
            if byte < 0x80 {
                guard count < buffer.count else { return nil }
                out[count] = Unicode.Scalar(lower(byte))
                count += 1
                index += 1
                continue
            }
            guard let scalar = decode(bytes, at: &index) else { continue }
            if let lower = scalar.commonLowercase {
                guard count < buffer.count else { return nil }
                out[count] = lower
                count += 1
                continue
            }
            mapped.removeAll(keepingCapacity: true)
            scalar.appendLowercased(to: &mapped)
            for lower in mapped {
                guard count < buffer.count else { return nil }
                out[count] = lower
                count += 1
            }
        }
        return count
    }

    /// Calls `body` with each scalar of valid UTF-8 lower-cased, in order, while it returns
    /// true; whether it went to the end. An ASCII byte is lowered in place, a common scalar from
    /// the table, only the rest through the full mapping.
    @inline(__always)
    private static func forEachLowered(_ bytes: UnsafeBufferPointer<UInt8>, _ body: (Unicode.Scalar) -> Bool) -> Bool {
        var index = 0
        var mapped: [Unicode.Scalar] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                index += 1
                guard body(Unicode.Scalar(lower(byte))) else { return false }
                continue
            }
            guard let scalar = decode(bytes, at: &index) else { continue }
            if let lower = scalar.commonLowercase {
                guard body(lower) else { return false }
                continue
            }
            mapped.removeAll(keepingCapacity: true)
            scalar.appendLowercased(to: &mapped)
            for lower in mapped {
                guard body(lower) else { return false }
            }
        }
        return true
    }

    /// Whether the text starts with `other` lower-cased, lowering `other` only as far as it
    /// matches: a hint and its switch's name most often differ at the first letter, and
    /// lowering every name first made a string for every hint in every locale.
    func hasPrefix(lowering other: some UTF8Text) -> Bool {
        var position = 0
        let matches = other.withUTF8Bytes { bytes in
            Self.forEachLowered(bytes) { lower in
                guard position < count, storage[position] == lower else { return false }
                position += 1
                return true
            }
        }
        return matches && position > 0
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
        words.firstWord(in: text)
    }

    /// The longest of `words` that `text` starts (or ends) with as a whole word, as GTXiLib
    /// matches a trait's word at the end of a label: "Wi-Fi switch" ends with "switch", while
    /// "Switch Control" and "Switchboard" do not. Punctuation and white space at that end are
    /// skipped ("Wi-Fi switch." ends with "switch"); words in scripts without spaces match
    /// without a word boundary ("Wi-Fiボタン" ends with "ボタン").
    static func word(of words: WordList, at position: LabelWordList.Position, in text: LoweredText) -> String? {
        words.word(at: position, in: text)
    }

    /// Whether `text` contains `part`, ignoring case and surrounding white space and trailing
    /// punctuation of `part` (a visible "Sound:" is in the name "Sound"), and the spaces and
    /// hyphens that only split a word in two: the visible "AntiTracker" is in the name "Anti
    /// tracker" (IVPN's, spelled so that VoiceOver says two words), as it sounds the same.
    static func contains(_ text: String, _ part: String) -> Bool {
        let trimmed = String(part.trimmedWhitespace.unicodeScalars.reversed()
            .drop { $0.isPunctuation || $0.isWhiteSpace }.reversed()
            .map(Character.init))
        guard !trimmed.isEmpty else { return true }
        if text.lowercased().contains(trimmed.lowercased()) { return true }
        let joined = lettersAndDigits(trimmed)
        return !joined.isEmpty && lettersAndDigits(text).contains(joined)
    }

    /// The text's letters and digits alone, lower-cased.
    private static func lettersAndDigits(_ text: String) -> String {
        String(String.UnicodeScalarView(text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || $0.properties.numericType != nil }))
    }

    /// Whether the text starts with a lower-case letter; nil for scripts without case (Georgian
    /// among them, see `isCaselessInPractice`) and for texts that do not start with a letter
    /// ("39146e6b…"). A first word with a capital inside is a name spelled that way ("iCloud",
    /// "macOS", "eBay"), not a lower-case start; so is one joined to the next by a dot, a site's
    /// or a file's name ("loops.video", "mastodon.social", "config.json"). A Latin term opening a
    /// text in a script without case (Chinese "raw 映像") has no capital to miss: nil.
    static func firstLetterIsLowercase(_ text: some UTF8Text) -> Bool? {
        if let answer = text.withUTF8Bytes(asciiFirstLetterIsLowercase) { return answer }
        return firstLetterIsLowercase(scalarsOf: text.string)
    }

    /// `firstLetterIsLowercase` answered from the bytes while they are ASCII, with the same
    /// scalar properties (most labels and hints, in every locale: decoding scalars and
    /// dropping from a view cost some 500 instructions each); nil when a scalar outside ASCII
    /// comes before the answer.
    private static func asciiFirstLetterIsLowercase(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool?? {
        var index = 0
        while index < bytes.count, bytes[index] < 0x80 {
            let scalar = Unicode.Scalar(bytes[index])
            guard scalar.isWhiteSpace || scalar.isPunctuation else { break }
            index += 1
        }
        guard index < bytes.count else { return .some(nil) }
        guard bytes[index] < 0x80 else { return nil }
        let letter = Unicode.Scalar(bytes[index])
        guard letter.isAlphabetic, letter.changesWhenCaseMapped else { return .some(nil) }
        guard letter.isLowercase else { return false }
        while index < bytes.count {
            guard bytes[index] < 0x80 else { return nil }
            let scalar = Unicode.Scalar(bytes[index])
            guard scalar.isWordCharacter else { break }
            if scalar.isUppercase { return false }
            index += 1
        }
        if index + 1 < bytes.count, bytes[index] == UInt8(ascii: ".") {
            guard bytes[index + 1] < 0x80 else { return nil }
            if Unicode.Scalar(bytes[index + 1]).isWordCharacter { return false }
        }
        // A letter of another script later on may be one without case: the scalars decide.
        if bytes[index...].contains(where: { $0 >= 0x80 }) { return nil }
        return true
    }

    /// `firstLetterIsLowercase` scalar by scalar (and the ASCII path's reference in tests).
    static func firstLetterIsLowercase(scalarsOf text: String) -> Bool? {
        let scalars = text.unicodeScalars.drop { $0.isWhiteSpace || $0.isPunctuation }
        guard let letter = scalars.first, letter.isAlphabetic, letter.changesWhenCaseMapped,
              !isCaselessInPractice(letter) else { return nil }
        guard letter.isLowercase else { return false }
        // Common scalars answered from a table: a label may be one word megabytes long.
        let firstWord = scalars.prefix(while: \.isWordCharacter)
        let afterWord = scalars.dropFirst(firstWord.count)
        if afterWord.first == ".", let next = afterWord.dropFirst().first, next.isWordCharacter { return false }
        if firstWord.contains(where: { $0.isUppercase }) { return false }
        // A text in a script without case that opens with a Latin term keeps the term's own
        // case: UTM's Chinese "raw 映像" for "Raw Image", Damus's Japanese "#nsfwタグ…", which
        // writes no space after the term. (From Hebrew on: Latin's own letters without case,
        // the ordinal "º" of Spanish "nº", are no other script.)
        if scalars.contains(where: { $0.value >= 0x0590 && $0.isAlphabetic && !$0.changesWhenCaseMapped }) { return nil }
        return true
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
        text.unicodeScalars.reversed().first(where: isFinal)
    }

    private static func isFinal(_ scalar: Unicode.Scalar) -> Bool {
        let category = scalar.properties.generalCategory
        return !scalar.isWhiteSpace && category != .closePunctuation && category != .finalPunctuation
            && !"\"'»›」』".unicodeScalars.contains(scalar)
    }

    /// Whether a text ends as a sentence: with the language's full stop, or with any script's
    /// sentence-ending mark (".", "。", "！", "？", "।", "။", "።", "۔"…), so a Chinese hint read
    /// with another language's words still ends as a sentence. Thai and Lao end a sentence with
    /// no mark (a space parts sentences within a text): a text whose last letter is in either
    /// script ends as one.
    static func endsSentence(_ text: some UTF8Text, stop: String) -> Bool {
        if !stop.isEmpty, text.hasUTF8Suffix(stop) { return true }
        if let final = text.withUTF8Bytes(asciiFinalScalar) { return final?.isSentenceEnd == true }
        guard let final = finalScalar(text.string) else { return false }
        return final.isSentenceEnd || (0x0E00...0x0EFF).contains(final.value)
    }

    /// Whether an ASCII scalar is passed over at a text's end by `finalScalar` (the same test,
    /// asked once for each of the 128).
    private static let skippedAtEnd: [Bool] = (0..<128).map { value in
        guard let scalar = Unicode.Scalar(value) else { return false }
        return !isFinal(scalar)
    }

    /// `finalScalar` read from the bytes while they are ASCII; nil when a scalar outside ASCII
    /// comes first from the end (.some(nil): the text has no final scalar).
    private static func asciiFinalScalar(_ bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar?? {
        let skipped = skippedAtEnd
        var index = bytes.count
        while index > 0 {
            let byte = bytes[index - 1]
            guard byte < 0x80 else { return nil }
            if !skipped[Int(byte)] { return .some(Unicode.Scalar(byte)) }
            index -= 1
        }
        return .some(nil)
    }

    /// How many sentences a text has: runs of text ended by a sentence-ending mark, or by the
    /// end of the text. A period inside a word or number ("2.0", "example.com") ends nothing.
    static func sentenceCount(_ scalars: ArraySlice<Unicode.Scalar>) -> Int {
        var count = 0
        var inSentence = false
        for (index, scalar) in scalars.enumerated() {
            let next = index + 1 < scalars.count ? scalars[scalars.startIndex + index + 1] : nil
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
    static func endsWithFullStop(_ text: some UTF8Text, stop: String) -> Bool {
        if !stop.isEmpty, text.hasUTF8Suffix(stop) { return true }
        // A last byte in ASCII is the last scalar, and the only full stop there is ".".
        if let last = text.withUTF8Bytes({ $0.last }), last < 0x80 { return last == UInt8(ascii: ".") }
        return text.withUTF8Bytes { $0.isEmpty ? false : isFullStop(String.lastScalar(in: $0)) }
    }

    /// `fullStops.contains`, without hashing: asked for every label that ends outside ASCII.
    static func isFullStop(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E, 0x3002, 0xFF0E, 0xFF61, 0x0964, 0x0965, 0x104B, 0x1362, 0x06D4, 0x0589, 0x0F0D: return true
        default: return false
        }
    }

    /// Whether `word` is written with spaces around it (not Han, kana or Hangul).
    static func needsSpaces(_ word: String) -> Bool { needsSpaces(Array(word.unicodeScalars)) }

    static func needsSpaces(_ word: [Unicode.Scalar]) -> Bool {
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
