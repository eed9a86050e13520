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
}
