/// Fast text helpers for the hot paths (Foundation's `trimmingCharacters` bridges through
/// NSString and dominated profiles of large audits).
extension String {
    /// True when the string is empty or only white space (including line breaks).
    var isBlank: Bool {
        unicodeScalars.allSatisfy(\.isWhiteSpace)
    }

    /// The string without leading and trailing white space.
    var trimmedWhitespace: String {
        let scalars = unicodeScalars
        guard let first = scalars.first, let last = scalars.last else { return self }
        if !first.isWhiteSpace && !last.isWhiteSpace { return self }
        guard let start = scalars.firstIndex(where: { !$0.isWhiteSpace }),
              let end = scalars.lastIndex(where: { !$0.isWhiteSpace }) else { return "" }
        return String(scalars[start...end])
    }

    /// Whether `other` occurs in the string, byte for byte in UTF-8: `contains` with Foundation
    /// imported bridges to NSString, and rules ask it of every entry of every table.
    func containsBytes(_ other: String) -> Bool {
        var haystack = self
        var needle = other
        return haystack.withUTF8 { text in needle.withUTF8 { text.firstIndex(ofBytes: $0) != nil } }
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
    /// audit asks it of every label and hint in every locale, and most are ASCII, which a
    /// table built once from the same property answers.
    var isWhiteSpace: Bool {
        value < 0x80 ? ASCIIProperties.whiteSpace[Int(value)] : properties.isWhitespace
    }

    /// Whether the general category is punctuation (P*), ASCII from a table as above.
    var isPunctuation: Bool {
        value < 0x80 ? ASCIIProperties.punctuation[Int(value)] : properties.generalCategory.isPunctuation
    }

    /// Unicode's Sentence_Terminal property (".", "!", "?", "。", "।"…), ASCII from a table.
    var isSentenceEnd: Bool {
        value < 0x80 ? ASCIIProperties.sentenceTerminal[Int(value)] : properties.isSentenceTerminal
    }

    /// A letter or a digit of any script (Alphabetic, or with a numeric type), ASCII from a table.
    var isWordCharacter: Bool {
        value < 0x80 ? ASCIIProperties.wordCharacter[Int(value)] : properties.isAlphabetic || properties.numericType != nil
    }
}

/// The properties of the 128 ASCII scalars, read once from Unicode's own tables.
private enum ASCIIProperties {
    static let whiteSpace: [Bool] = (0..<128).map { Unicode.Scalar(UInt8($0)).properties.isWhitespace }
    static let punctuation: [Bool] = (0..<128).map { Unicode.Scalar(UInt8($0)).properties.generalCategory.isPunctuation }
    static let sentenceTerminal: [Bool] = (0..<128).map { Unicode.Scalar(UInt8($0)).properties.isSentenceTerminal }
    static let wordCharacter: [Bool] = (0..<128).map {
        let properties = Unicode.Scalar(UInt8($0)).properties
        return properties.isAlphabetic || properties.numericType != nil
    }
}
