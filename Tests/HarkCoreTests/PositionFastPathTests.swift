import Foundation
import Testing
@testable import HarkCore

/// Positions counted as a reader goes, and the byte search for `hark:`, give what the line
/// table and a `String` search give.
@Suite struct PositionFastPathTests {
    @Test func positionsCountedForwardAreTheLineTables() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "€", "😀", "\n", "\n\n", "\r\n", "\u{2028}", "bcdefgh", String(repeating: "x", count: 300)]
        for _ in 0..<40 {
            var text = ""
            for _ in 0..<Int.random(in: 0...300, using: &generator) { text += pieces.randomElement(using: &generator) ?? "a" }
            let bytes = Array(text.utf8)
            let table = LineIndex(file: "f.strings", bytes: bytes)
            var counter = ForwardLineCounter(file: InternedPath.named("f.strings"))
            // Increasing offsets, some asked twice, some far apart, ending past the end.
            var offset = 0
            while offset <= bytes.count + 2 {
                let found = bytes.withUnsafeBufferPointer { counter.location(ofByte: offset, in: $0) }
                #expect(found == table.location(ofByte: offset), "byte \(offset) of \(bytes.count)")
                offset += [0, 1, 1, 2, 7, 64, 500].randomElement(using: &generator) ?? 1
            }
        }
    }

    @Test func keysOfATableAreWhereTheLineTableSaysWhateverPrecedesThem() {
        let source = """
        /* a comment above, as Xcode writes */
        "first" = "one";
        "second" = "two"; "third" = "on the same line, after é and 😀";
        // hark:disable l10n-untranslated
        "fourth"
          = "a value over
        two lines";
        "fifth";
        """
        let bytes = Array(source.utf8)
        let result = StringsParser.parse(utf8: bytes, file: "x.lproj/T.strings")
        let table = LineIndex(file: "x.lproj/T.strings", bytes: bytes)
        let keyOffsets = ["\"first\"", "\"second\"", "\"third\"", "\"fourth\"", "\"fifth\""].compactMap { key in
            bytes.firstRange(of: Array(key.utf8))?.lowerBound
        }
        #expect(result.error == nil)
        #expect(result.entries.map(\.location) == keyOffsets.map { table.location(ofByte: $0) })
        #expect(result.comments.map(\.location) == [SourceLocation(file: "x.lproj/T.strings", line: 4, column: 1)])
    }

    @Test func harkIsFoundInBytesExactlyWhereStringsFindIt() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["hark:", "hark", "ark:", "k", "h", ":", "k:", "a", "é", " ", "harkk:", "hhark:"]
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(SourceComment.mentionsHark(bytes: Array(text.utf8)) == text.contains("hark:"), "\(text)")
        }
    }

    /// A search anchored at any byte of its needle finds what a plain search finds.
    @Test func anAnchoredSearchFindsWhatAPlainSearchFinds() {
        var generator = SystemRandomNumberGenerator()
        let alphabet: [UInt8] = Array("hark:\\u\"k ".utf8)
        func plain(_ needle: [UInt8], _ bytes: [UInt8]) -> Bool {
            guard needle.count <= bytes.count else { return false }
            return (0...(bytes.count - needle.count)).contains { Array(bytes[$0..<($0 + needle.count)]) == needle }
        }
        for _ in 0..<3_000 {
            let bytes = (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator) ?? 0 }
            bytes.withUnsafeBufferPointer { buffer in
                for anchor in 0..<5 { #expect(ByteWords.contains("hark:", anchoredAt: anchor, in: buffer) == plain(Array("hark:".utf8), bytes)) }
                for anchor in 0..<6 { #expect(ByteWords.contains("\"hark\"", anchoredAt: anchor, in: buffer) == plain(Array("\"hark\"".utf8), bytes)) }
                for anchor in 0..<2 { #expect(ByteWords.contains("\\u", anchoredAt: anchor, in: buffer) == plain(Array("\\u".utf8), bytes)) }
            }
        }
    }
}
