import Foundation

/// Fast text helpers for the hot paths (Foundation's `trimmingCharacters` bridges through
/// NSString and dominated profiles of large audits).
extension String {
    /// The characters between the UTF-8 offsets `range`, which fall on character boundaries.
    func utf8Slice(_ range: Range<Int>) -> Substring {
        let start = utf8.index(startIndex, offsetBy: range.lowerBound)
        return self[start..<utf8.index(start, offsetBy: range.count)]
    }

    /// Whether both strings are the same UTF-8 bytes: the same scalars, with no Unicode
    /// normalization (Swift's `==` takes "é" and "e\u{301}" as equal; a device's key lookup
    /// and VoiceOver's text do not).
    func hasSameUTF8(as other: String) -> Bool {
        utf8.count == other.utf8.count && other.withUTF8Bytes(hasUTF8)
    }

    /// `==` (canonical equivalence: "é" and "e\u{301}" are equal), answered from the bytes
    /// where they decide it, as they do for most pairs of translations. Equal bytes are equal
    /// texts. Where the bytes first differ, two ASCII characters (starters that neither
    /// decompose nor reorder) make the texts' decompositions differ there too; so does one text
    /// ending where the other goes on. Anything else is left to `==`, which normalizes every
    /// non-ASCII pair as it compares it.
    func isCanonicallyEqual(to other: String) -> Bool {
        let decided = withUTF8Bytes { mine in other.withUTF8Bytes { theirs in Self.canonicalEquality(mine, theirs) } }
        return decided ?? (self == other)
    }

    /// What the bytes of two texts decide of their canonical equality (see above); nil: `==` must.
    static func canonicalEquality(_ mine: UnsafeBufferPointer<UInt8>, _ theirs: UnsafeBufferPointer<UInt8>) -> Bool? {
        let common = Swift.min(mine.count, theirs.count)
        var index = 0
        if let first = mine.baseAddress, let second = theirs.baseAddress {
            while index + 8 <= common,
                  UnsafeRawPointer(first).loadUnaligned(fromByteOffset: index, as: UInt64.self)
                    == UnsafeRawPointer(second).loadUnaligned(fromByteOffset: index, as: UInt64.self) { index += 8 }
        }
        while index < common && mine[index] == theirs[index] { index += 1 }
        if index == common { return mine.count == theirs.count }
        return mine[index] < 0x80 && theirs[index] < 0x80 ? false : nil
    }

    /// Whether the string's UTF-8 is exactly `bytes`.
    func hasUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        utf8.count == bytes.count && withUTF8Bytes { $0.hasSameBytes(as: bytes) }
    }

    /// Whether the string's UTF-8 holds `byte` (a byte search; `String.contains` goes through
    /// NSString, and `utf8.contains` steps an iterator).
    func containsUTF8Byte(_ byte: UInt8) -> Bool {
        withUTF8Bytes { bytes in
            guard let start = bytes.baseAddress else { return false }
            return memchr(start, Int32(byte), bytes.count) != nil
        }
    }

    /// The string's UTF-8 lent in place: from its own storage when it has one, else copied out
    /// (a string of up to 15 bytes, most keys, keeps its bytes in the value itself).
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
        var copy = self
        return copy.withUTF8(body)
    }

    /// True when the string is empty or only white space (including line breaks).
    var isBlank: Bool {
        unicodeScalars.allSatisfy(\.isWhiteSpace)
    }

    /// The string without leading and trailing white space.
    var trimmedWhitespace: String {
        // Most texts start and end with a visible ASCII character: two bytes answer, without
        // decoding scalars and looking up their properties (every part of every announcement
        // in every locale is trimmed).
        let visibleEnds = withUTF8Bytes { bytes in
            guard let first = bytes.first, let last = bytes.last else { return true }
            return (0x21...0x7E).contains(first) && (0x21...0x7E).contains(last)
        }
        return visibleEnds ? self : trimming(\.isWhiteSpace)
    }

    /// The string without leading and trailing line breaks (as Foundation's `.newlines`:
    /// U+000A to U+000D, U+0085, U+2028, U+2029), without bridging to NSString.
    var trimmedLineBreaks: String {
        trimming { (0x0A...0x0D).contains($0.value) || $0.value == 0x85 || $0.value == 0x2028 || $0.value == 0x2029 }
    }

    private func trimming(_ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        // The first and last scalars decoded from the bytes: the scalar view's `last` validated
        // its index each time, some 400 instructions for every label and hint in every locale.
        let ends = withUTF8Bytes { bytes in bytes.isEmpty ? nil : (Self.scalar(startingAt: 0, in: bytes), Self.lastScalar(in: bytes)) }
        guard let (first, last) = ends else { return self }
        if !isTrimmed(first) && !isTrimmed(last) { return self }
        let scalars = unicodeScalars
        guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
              let end = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
        return String(scalars[start...end])
    }

    /// The bytes of valid UTF-8 that `trimmedWhitespace` keeps, found in place (for a text
    /// read where its table holds it).
    static func rangeTrimmingWhitespace(_ bytes: UnsafeBufferPointer<UInt8>) -> Range<Int> {
        var start = 0, end = bytes.count
        while start < end {
            if (0x21...0x7E).contains(bytes[start]) { break }
            let scalar = scalar(startingAt: start, in: bytes)
            guard scalar.isWhiteSpace else { break }
            start += UTF8.width(scalar)
        }
        while end > start {
            if (0x21...0x7E).contains(bytes[end - 1]) { break }
            var lead = end - 1
            while lead > start, bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
            guard scalar(startingAt: lead, in: bytes).isWhiteSpace else { break }
            end = lead
        }
        return start..<end
    }

    /// How many bytes the UTF-8 of a scalar takes, from its lead byte.
    static func byteCount(leadingWith lead: UInt8) -> Int {
        lead < 0x80 ? 1 : lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
    }

    /// The scalar whose first byte is at `start` of valid UTF-8 (a `String`'s storage always is).
    static func scalar(startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        let lead = UInt32(bytes[start])
        func continuation(_ offset: Int) -> UInt32 {
            start + offset < bytes.count ? UInt32(bytes[start + offset] & 0x3F) : 0
        }
        let value: UInt32
        switch lead {
        case 0..<0x80: value = lead
        case 0xC0..<0xE0: value = (lead & 0x1F) << 6 | continuation(1)
        case 0xE0..<0xF0: value = (lead & 0x0F) << 12 | continuation(1) << 6 | continuation(2)
        default: value = (lead & 0x07) << 18 | continuation(1) << 12 | continuation(2) << 6 | continuation(3)
        }
        return Unicode.Scalar(value) ?? "\u{FFFD}"
    }

    /// The last scalar of non-empty valid UTF-8: its lead byte is the last that is not a
    /// continuation byte.
    static func lastScalar(in bytes: UnsafeBufferPointer<UInt8>) -> Unicode.Scalar {
        var start = bytes.count - 1
        while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
        return scalar(startingAt: start, in: bytes)
    }

    /// The lines of the text, split at each line feed, empty ones too (a byte split:
    /// `split(separator: "\n")` steps through Characters, and took most of reading the rule
    /// documents at every start).
    var lines: [String] {
        withUTF8Bytes { bytes in
            var lines: [String] = []
            var start = 0
            while let feed = bytes[start...].firstIndex(of: 0x0A) {
                lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<feed]), as: UTF8.self))
                start = feed + 1
            }
            lines.append(String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self))
            return lines
        }
    }

    /// Whether `other` occurs in the string, byte for byte in UTF-8: `contains` with Foundation
    /// imported bridges to NSString, and rules ask it of every entry of every table.
    func containsBytes(_ other: String) -> Bool {
        withUTF8Bytes { text in other.withUTF8Bytes { text.firstIndex(ofBytes: $0) != nil } }
    }
}

extension UnsafeBufferPointer<UInt8> {
    /// Byte equality with `memcmp` (`elementsEqual` steps one byte at a time).
    func hasSameBytes(as other: UnsafeBufferPointer<UInt8>) -> Bool {
        guard count == other.count else { return false }
        guard let first = baseAddress, let second = other.baseAddress else { return true }  // both empty
        return memcmp(first, second, count) == 0
    }
}

extension RandomAccessCollection where Element == UInt8, Index == Int {
    /// Where `needle` first occurs from `start`, byte for byte (an empty needle: at `start`).
    func firstIndex(ofBytes needle: some RandomAccessCollection<UInt8>, from start: Int = 0) -> Int? {
        guard let first = needle.first else { return start <= endIndex ? start : nil }
        let last = endIndex - needle.count
        var index = Swift.max(start, startIndex)
        while index <= last {
            if self[index] == first, self[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}

extension Unicode.Scalar {
    /// Unicode's White_Space property. Looking a property up searches Unicode's tables; the
    /// audit asks it of every label and hint in every locale, and most of their scalars are
    /// among the first 2,048 (ASCII, Latin, Greek, Cyrillic, Hebrew, Arabic), which a table
    /// built once from the same properties answers.
    /// Above the table, the property holds ten scalars (Unicode's PropList.txt): Ogham's space
    /// mark, the typographic spaces, the line and paragraph separators, the narrow and
    /// mathematical spaces and the ideographic space. Every Chinese, Japanese and Korean label
    /// ends with a scalar above the table, which is then not looked up in Unicode's tables.
    var isWhiteSpace: Bool {
        if value < CommonScalars.count { return CommonScalars.has(self, CommonScalars.Property.whiteSpace) }
        switch value {
        case 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// Whether the general category is punctuation (P*), common scalars from a table as above.
    var isPunctuation: Bool {
        value < CommonScalars.count ? CommonScalars.has(self, CommonScalars.Property.punctuation) : Self.uncommon(self) { $0.generalCategory.isPunctuation }
    }

    /// Unicode's Sentence_Terminal property (".", "!", "?", "。", "।"…), common scalars from a table.
    var isSentenceEnd: Bool {
        value < CommonScalars.count ? CommonScalars.has(self, CommonScalars.Property.sentenceTerminal) : Self.uncommon(self) { $0.isSentenceTerminal }
    }

    /// A letter or a digit of any script (Alphabetic, or with a numeric type), common scalars
    /// from a table.
    var isWordCharacter: Bool {
        // An ASCII letter or digit without the table, whose every read checks that it is made.
        if value < 0x80 { return (value | 0x20) &- 0x61 < 26 || value &- 0x30 < 10 }
        return value < CommonScalars.count ? CommonScalars.has(self, CommonScalars.Property.wordCharacter)
            : Self.uncommon(self) { $0.isAlphabetic || $0.numericType != nil }
    }

    /// Unicode's Alphabetic property, common scalars from a table.
    var isAlphabetic: Bool {
        value < CommonScalars.count ? CommonScalars.has(self, CommonScalars.Property.alphabetic) : Self.uncommon(self) { $0.isAlphabetic }
    }

    /// Unicode's Lowercase property, common scalars from a table.
    var isLowercase: Bool {
        value < CommonScalars.count ? CommonScalars.has(self, CommonScalars.Property.lowercase) : Self.uncommon(self) { $0.isLowercase }
    }

    /// Unicode's Uppercase property, common scalars from a table.
    var isUppercase: Bool {
        value < CommonScalars.count ? CommonScalars.has(self, CommonScalars.Property.uppercase) : Self.uncommon(self) { $0.isUppercase }
    }

    /// Unicode's Changes_When_Casemapped property, common scalars from a table.
    var changesWhenCaseMapped: Bool {
        value < CommonScalars.count ? CommonScalars.has(self, CommonScalars.Property.changesWhenCaseMapped) : Self.uncommon(self) { $0.changesWhenCaseMapped }
    }

    /// A property of a scalar beyond the table, read from Unicode's. Out of line: reading
    /// `properties` in a getter made every call, the table's too, fetch type metadata first.
    @inline(never)
    private static func uncommon(_ scalar: Unicode.Scalar, _ property: (Unicode.Scalar.Properties) -> Bool) -> Bool {
        property(scalar.properties)
    }

    /// The lower case of a common scalar that maps to one scalar, from a table, and of a
    /// scalar without case, itself; nil for any other (`appendLowercased` then has the full
    /// mapping).
    var commonLowercase: Unicode.Scalar? {
        if value < CommonScalars.count { return CommonScalars.lowercase[Int(value)] }
        // CJK, kana and Hangul have no case: each is its own lower case, without a look at its
        // properties (every scalar of every Japanese, Chinese and Korean text).
        return isCaseless ? self : nil
    }

    /// Whether the scalar is in a block without case: CJK radicals to Yi (U+2E80–U+A4CF: kana,
    /// bopomofo, CJK symbols and ideographs), and Hangul syllables.
    var isCaseless: Bool {
        (0x2E80...0xA4CF).contains(value) || (0xAC00...0xD7A3).contains(value)
    }

    /// Appends the scalar's full lower-case mapping (`İ` is two scalars), common scalars that
    /// map to one scalar from a table.
    func appendLowercased(to scalars: inout [Unicode.Scalar]) {
        if let lower = commonLowercase {
            scalars.append(lower)
        } else if properties.changesWhenLowercased {
            scalars.append(contentsOf: properties.lowercaseMapping.unicodeScalars)
        } else {
            scalars.append(self)
        }
    }
}

/// The properties of the first 2,048 scalars, read once from Unicode's own tables.
private enum CommonScalars {
    static let count: UInt32 = 0x800

    /// One bit per property (plain bits, not an option set: the debug build, which the
    /// tests' hostile inputs run, asks them of every scalar of a 10 MB label).
    enum Property {
        static let whiteSpace: UInt8 = 1 << 0
        static let punctuation: UInt8 = 1 << 1
        static let sentenceTerminal: UInt8 = 1 << 2
        static let wordCharacter: UInt8 = 1 << 3
        static let alphabetic: UInt8 = 1 << 4
        static let lowercase: UInt8 = 1 << 5
        static let uppercase: UInt8 = 1 << 6
        static let changesWhenCaseMapped: UInt8 = 1 << 7
    }

    static let properties: [UInt8] = (0..<count).map { value in
        guard let scalar = Unicode.Scalar(value) else { return 0 }
        let properties = scalar.properties
        var bits: UInt8 = 0
        if properties.isWhitespace { bits |= Property.whiteSpace }
        if properties.generalCategory.isPunctuation { bits |= Property.punctuation }
        if properties.isSentenceTerminal { bits |= Property.sentenceTerminal }
        if properties.isAlphabetic || properties.numericType != nil { bits |= Property.wordCharacter }
        if properties.isAlphabetic { bits |= Property.alphabetic }
        if properties.isLowercase { bits |= Property.lowercase }
        if properties.isUppercase { bits |= Property.uppercase }
        if properties.changesWhenCaseMapped { bits |= Property.changesWhenCaseMapped }
        return bits
    }

    /// The lower-case mapping when it is one scalar (the scalar itself when it has none); nil
    /// when it is several.
    static let lowercase: [Unicode.Scalar?] = (0..<count).map { value in
        guard let scalar = Unicode.Scalar(value) else { return nil }
        guard scalar.properties.changesWhenLowercased else { return scalar }
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        return mapping.count == 1 ? mapping.first : nil
    }

    static func has(_ scalar: Unicode.Scalar, _ property: UInt8) -> Bool {
        properties[Int(scalar.value)] & property != 0
    }
}
