/// `hasLetters`' answer from one pass over the bytes, for the texts where it is certain without
/// making the blanked copy (a `FormatSpecifiers.Parsed` of strings, the replaced text, and two
/// walks of its scalars: some 9,000 instructions a text). Nil: ask the general path.
///
/// Why the answers hold (placeholders left as they are, which the caller checks):
/// - every specifier's text starts with its only `%` (checked), and the scanner stops where its
///   bytes say, so a replacement that matches at a `%` matches that specifier's whole span and
///   no more; when every `%` starts a specifier, nothing outside the spans is ever replaced, and
///   an ASCII letter there (which no neighbour joins into one composed character with a `%`)
///   survives: true, if no kept term may take it;
/// - in an ASCII text every span is replaced (byte replacement is Foundation's there), so with
///   no letter outside the spans none is left, whatever the terms: false.
enum LetterShortcut {
    static func answer(_ value: some UTF8Text, hasTerms: Bool) -> Bool? {
        value.withUTF8Bytes { bytes in
            // Most values start with a word: a letter before any `%` stays.
            if !hasTerms {
                for byte in bytes {
                    if byte == 0x25 { break }
                    if isASCIILetter(byte) { return true }
                }
            }
            var spans = SpanWalk()
            FormatSpecifiers.read(bytes: bytes, firstPosition: 1, into: &spans)
            spans.reachEnd(of: bytes)
            if spans.letterOutside {
                return !hasTerms && !spans.strayPercent && !spans.innerPercent ? true : nil
            }
            return spans.isASCII && !spans.innerPercent ? false : nil
        }
    }

    @inline(__always)
    static func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }

    /// The specifiers' spans in text order, and what lies between them.
    private struct SpanWalk: FormatSpecifierSink {
        /// Where the text after the last span begins.
        var gapStart = 0
        var lastSpanStart = -1
        var letterOutside = false
        /// A `%` outside every span (`%%`, a run that is no specifier, an incomplete end).
        var strayPercent = false
        /// A span with a `%` after its first byte (a `%#@key` that drops a `%` and reads on).
        var innerPercent = false
        var isASCII = true

        mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>) {
            let span = argument.range
            // A `*` width or precision shares its value's span.
            guard span.lowerBound != lastSpanStart else { return }
            lastSpanStart = span.lowerBound
            walkGap(bytes, upTo: span.lowerBound)
            for index in span where index > span.lowerBound && bytes[index] == 0x25 { innerPercent = true }
            for index in span where bytes[index] >= 0x80 { isASCII = false }
            gapStart = span.upperBound
        }

        mutating func lookAlike(_ typo: FormatTypo) {}
        mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) {}

        mutating func reachEnd(of bytes: UnsafeBufferPointer<UInt8>) { walkGap(bytes, upTo: bytes.count) }

        private mutating func walkGap(_ bytes: UnsafeBufferPointer<UInt8>, upTo end: Int) {
            var index = gapStart
            while index < end {
                let byte = bytes[index]
                if byte >= 0x80 { isASCII = false } else if byte == 0x25 { strayPercent = true } else if LetterShortcut.isASCIILetter(byte) {
                    letterOutside = true
                }
                index += 1
            }
        }
    }
}
