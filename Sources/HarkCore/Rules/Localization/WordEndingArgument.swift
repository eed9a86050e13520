/// An argument the code gives as a word's English ending: Pearcleaner's `Text("\(count)
/// service\(count == 1 ? "" : "s")")`, whose catalog key is "%lld service%@". A language without
/// that ending (Korean) leaves it out, and `l10n-placeholders` does not ask it back.
enum WordEndingArgument {
    /// Whether each specifier reading argument `position` in `text` is an object's `%@` written
    /// right after a word in lower case and before no letter: an ending the code gives the
    /// word ("s"). Not after a letter alone, a prefix (Swiftfin's "S%1$@:E%2$@").
    static func isWordEnding(_ position: Int, in text: String) -> Bool {
        let bytes = Array(text.utf8)
        let reads = FormatSpecifiers.parse(text).arguments.filter { $0.position == position }
        return !reads.isEmpty && reads.allSatisfy { read in
            var start = read.range.lowerBound
            while start > 0, LetterShortcut.isASCIILetter(bytes[start - 1]) { start -= 1 }
            return read.conversion == "@" && read.range.lowerBound - start >= 3
                && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[read.range.lowerBound - 1])
                && (read.range.upperBound == bytes.count || !LetterShortcut.isASCIILetter(bytes[read.range.upperBound]))
        }
    }
}
