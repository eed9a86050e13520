import Testing
@testable import HarkCore

/// A table's values kept as bytes of one store read as the strings they were, and the checks
/// that read those bytes in place answer as the same checks of a `String` do.
@Suite struct TextStoreTests {
    @Test func valuesInTheStoreAreTheTextsTheFileHolds() {
        let source = """
        /* escapes, an unquoted token, the key-only shortcut, empty and multi-byte values */
        "escaped" = "tab\\there \\"quoted\\" \\U00E9\\UD83D\\UDE00 \\101 \\é";
        unquoted = token.with-dots_1;
        "shortcut";
        "empty" = "";
        'single' = 'pré';
        "after" = "the last one, longer than a word";
        """
        let result = StringsParser.parse(utf8: Array(source.utf8), file: "fr.lproj/Localizable.strings")
        #expect(result.error == nil)
        #expect(result.entries.map(\.key) == ["escaped", "unquoted", "shortcut", "empty", "single", "after"])
        #expect(result.entries.map(\.value) == ["tab\there \"quoted\" \u{E9}\u{1F600} A é", "token.with-dots_1", "shortcut", "",
                                                "pré", "the last one, longer than a word"])
        // The entry keeps only its line and column: the file is its store's.
        #expect(result.entries.map(\.location.line) == [2, 3, 4, 5, 6, 7])
        #expect(result.entries.map(\.location.column) == [1, 1, 1, 1, 1, 1])
        #expect(result.entries.allSatisfy { $0.location.file == "fr.lproj/Localizable.strings" })
    }

    @Test func aStoreGrownPastItsCapacityAndSealedKeepsEveryValue() {
        let store = TextStore(file: InternedPath.named("x.strings"), capacity: 1)
        let texts = (0..<500).map { "value \($0) " + String(repeating: "é", count: $0 % 40) }
        let kept = texts.map { store.append($0) }
        store.seal()
        #expect(kept.map(\.string) == texts)
        #expect(store.append("").isEmpty)
    }

    /// A `.strings` reader's store is sized to its whole file (here a block malloc maps on its
    /// own) and shrunk in place when sealed: the values stay where their entries point.
    @Test func aStoreSizedToItsFileAndSealedKeepsEveryValue() {
        let store = TextStore(file: InternedPath.named("x.strings"), capacity: 4_000_000)
        let texts = (0..<2_000).map { "value \($0) " + String(repeating: "ü", count: $0 % 7) }
        let kept = texts.map { store.append($0) }
        store.seal()
        #expect(kept.map(\.string) == texts)
    }

    @Test func anEntryMadeWithAnotherFilesTextNamesItsOwnFile() {
        let other = TextStore(file: InternedPath.named("other.strings")).append("a value from elsewhere")
        let entry = StringsEntry(key: "k", text: other, location: SourceLocation(file: "mine.strings", line: 3, column: 7))
        #expect(entry.location == SourceLocation(file: "mine.strings", line: 3, column: 7))
        #expect(entry.value == "a value from elsewhere")
        let made = StringsEntry(key: "k", value: "", location: SourceLocation(file: "made.strings", line: 1, column: 1))
        #expect(made.location.file == "made.strings")
        #expect(made.value.isEmpty)
    }

    @Test func checksOfTableTextAnswerAsTheSameChecksOfStrings() {
        let pieces = ["", " ", "\t", "\n", "\u{A0}", "\u{2028}", "\u{3000}", "a", "é", "e\u{301}", "\u{E9}", "%@", "A\u{30A}", "\u{C5}", "12345678",
                      "Wi-Fi", "\u{AC00}", "\u{1F600}", "\u{200B}"]
        let store = TextStore(file: InternedPath.named("x.strings"))
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<3_000 {
            let first = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let second = Bool.random(using: &generator) ? first
                : (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let firstText = store.append(first), secondText = store.append(second)
            #expect(firstText.string == first)
            #expect(firstText.isBlank == first.isBlank, "\(Array(first.unicodeScalars))")
            #expect(firstText.isCanonicallyEqual(to: secondText) == (first == second), "\(Array(first.unicodeScalars)) \(Array(second.unicodeScalars))")
            #expect(firstText.isCanonicallyEqual(to: second) == (first == second))
            #expect(firstText.hasSameUTF8(as: secondText) == first.utf8.elementsEqual(second.utf8))
            #expect(EntryArguments.mayHoldSpecifiers(firstText) == EntryArguments.mayHoldSpecifiers(first))
        }
    }
}
