import Testing
@testable import HarkCore

/// A key looked up at a guessed position first finds what the key index finds, whatever the
/// guess, with and without keys defined twice.
@Suite struct TableLookupHintTests {
    @Test func aGuessedPositionFindsWhatTheIndexFinds() {
        var generator = SystemRandomNumberGenerator()
        let keys = ["a", "b", "KEY_1", "KEY_10", "e\u{301}", "\u{E9}", "a long key of more than fifteen bytes", ""]
        for _ in 0..<300 {
            let count = Int.random(in: 0...12, using: &generator)
            let entries = (0..<count).map { index in
                StringsEntry(key: keys.randomElement(using: &generator) ?? "a", value: "v\(index)",
                             location: HarkCore.SourceLocation(file: "t.strings", line: index + 1, column: 1))
            }
            let table = StringsTable(name: "T", locale: "fr", file: "t.strings", encoding: .utf8, entries: entries, syntaxError: nil)
            for key in keys {
                for hint in -1...(count + 1) {
                    #expect(table.definitionIndex(of: key, trying: hint) == table.definitionIndex(of: key),
                            "\(key.unicodeScalars.map(\.value)) at \(hint) in \(entries.map(\.key))")
                }
            }
        }
    }

    /// A pass with a cursor over two tables, in any order of keys, finds every text a lookup
    /// without one finds, with and without keys defined twice.
    @Test func aCursorFindsWhatALookupWithoutOneFinds() {
        var generator = SystemRandomNumberGenerator()
        let keys = ["a", "b", "KEY_1", "KEY_1_HINT", "KEY_2", "KEY_2_HINT", "e\u{301}", "\u{E9}", "a long key of more than fifteen bytes", ""]
        func table(_ name: String) -> StringsTable {
            let count = Int.random(in: 0...12, using: &generator)
            let entries = (0..<count).map { index in
                StringsEntry(key: keys.randomElement(using: &generator) ?? "a", value: "\(name) v\(index)",
                             location: HarkCore.SourceLocation(file: "\(name).strings", line: index + 1, column: 1))
            }
            return StringsTable(name: name, locale: "fr", file: "\(name).strings", encoding: .utf8, entries: entries, syntaxError: nil)
        }
        for _ in 0..<300 {
            let tables = [table("A"), table("B")]
            var cursor = LookupCursor()
            for _ in 0..<40 {
                let table = tables.randomElement(using: &generator) ?? tables[0]
                // Keys in table order now and then, as a model lists them, else at random.
                let key = Bool.random(using: &generator) && !table.entries.isEmpty
                    ? table.entries[Int.random(in: 0..<table.entries.count, using: &generator)].key
                    : keys.randomElement(using: &generator) ?? "a"
                #expect(table.lookupText(key, cursor: &cursor)?.string == table.lookupText(key)?.string,
                        "\(key.unicodeScalars.map(\.value)) in \(table.entries.map(\.key))")
            }
            // A table read in order, every other entry (labels, then hints): each found.
            let ordered = table("C")
            var pass = LookupCursor()
            for index in stride(from: 0, to: ordered.entries.count, by: 2) {
                let key = ordered.entries[index].key
                #expect(ordered.lookupText(key, cursor: &pass)?.string == ordered.lookupText(key)?.string)
            }
        }
    }
}
