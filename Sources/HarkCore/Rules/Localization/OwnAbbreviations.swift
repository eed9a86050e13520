/// An abbreviation the translation makes of its own word, the same as the development
/// language's: Aidoku's French "Ch. %g" beside its "Chapitre %g", its Esperanto "Vol. %g"
/// beside "Volumo %g". A value of one abbreviation (a few letters and a full stop) around
/// format specifiers is the translation's when one of its translated values has the same
/// specifiers and starts with a longer word the abbreviation begins. Romanian "Ch. %g" beside
/// "Capitolul %g" is English left over.
enum OwnAbbreviations {
    /// Whether a value equal to the development language's abbreviates a word of `table`'s
    /// translated values (`isTranslated` says which entries are: not left as the development
    /// language's, or left so as words the language shares, French "Volume %g").
    /// `abbreviation` is what `soleAbbreviation(in:)` found in the value.
    static func abbreviatesOwnWord(_ abbreviation: (letters: String, specifiers: [String]), in table: StringsTable,
                                   isTranslated: (Int) -> Bool) -> Bool {
        let (abbreviation, specifiers) = abbreviation
        for index in table.entries.indices where isTranslated(index) {
            let text = table.entries[index].value
            guard text.utf8.count < 64, let first = firstWord(of: text), first.count > abbreviation.count,
                  first.hasPrefix(abbreviation), FormatSpecifiers.parse(text).specifiers.map(\.text) == specifiers else { continue }
            return true
        }
        return false
    }

    /// The lower-cased letters of the one abbreviation `value` holds ("Vol. %g", "Ch.%g"), one to
    /// four letters before a full stop, and its format specifiers in order; nil for any other value.
    static func soleAbbreviation(in value: String) -> (letters: String, specifiers: [String])? {
        // Bytes first: most values asked are long, or have no full stop.
        guard value.utf8.count < 32, value.utf8.contains(UInt8(ascii: ".")) else { return nil }
        let specifiers = FormatSpecifiers.parse(value).specifiers
        guard !specifiers.isEmpty else { return nil }
        let blanked = TranslationNeed.blankingSpecifiers(in: value).text
        let words = blanked.split(whereSeparator: \.isWhitespace).filter { $0.contains(where: \.isLetter) }
        guard words.count == 1, let word = words.first, word.last == ".", word.dropLast().allSatisfy(\.isLetter),
              (1...4).contains(word.count - 1) else { return nil }
        return (word.dropLast().lowercased(), specifiers.map(\.text))
    }

    /// The text's first run of letters, lower-cased.
    private static func firstWord(of text: String) -> String? {
        let letters = text.drop { !$0.isLetter }.prefix(while: \.isLetter)
        return letters.isEmpty ? nil : letters.lowercased()
    }
}
