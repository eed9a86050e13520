import Foundation
import Testing
@testable import HarkCore

/// The style rules read labels and hints where their tables hold them, and answer from the
/// bytes while they are ASCII: each byte path gives what the scalar-by-scalar reading gives, over
/// random texts mixing ASCII with white space, punctuation, quotes, capitals inside words and
/// scalars outside ASCII at either end.
@Suite struct StyleFastPathTests {
    static let pieces = ["a", "B", "iCloud", "eBay", "9", " ", "\t", "\n", ".", ",", "(", ")", "\"", "'", "»", "«", "é", "É",
                         "Ω", "ω", "ß", "\u{A0}", "\u{3000}", "\u{2028}", "。", "!", "?", "$", "-", "_", "»", "\u{301}", "ა", "😀"]

    static func randomTexts(_ count: Int, pieces: Int = 6) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...pieces, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator) ?? "a" }.joined()
        }
    }

    /// Each text as a table's value, in a store with other bytes before and after it.
    static func inTable(_ text: String) -> TableText {
        let store = TextStore(file: InternedPath.named("Localizable.strings"))
        _ = store.append("«before»")
        let value = store.append(text)
        _ = store.append("after ")
        return value
    }

    @Test func firstLetterFromTheBytesIsTheScalarsAnswer() {
        for text in Self.randomTexts(4_000) {
            let expected = WordMatching.firstLetterIsLowercase(scalarsOf: text)
            #expect(WordMatching.firstLetterIsLowercase(text) == expected, "\(Array(text.unicodeScalars))")
            #expect(WordMatching.firstLetterIsLowercase(Self.inTable(text)) == expected, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func sentenceEndsAndFullStopsFromTheBytesAreTheScalarsAnswer() {
        let closing: Set<Unicode.GeneralCategory> = [.closePunctuation, .finalPunctuation]
        for text in Self.randomTexts(4_000) {
            // The last scalar that is neither white space, a closing mark nor a quote.
            let final = text.unicodeScalars.reversed().first { scalar in
                !scalar.properties.isWhitespace && !closing.contains(scalar.properties.generalCategory) && !"\"'»›」』".unicodeScalars.contains(scalar)
            }
            let endsSentence = final?.properties.isSentenceTerminal == true
            #expect(WordMatching.endsSentence(text, stop: "") == endsSentence, "\(Array(text.unicodeScalars))")
            #expect(WordMatching.endsSentence(Self.inTable(text), stop: "") == endsSentence, "\(Array(text.unicodeScalars))")
            let endsWithFullStop = text.unicodeScalars.last.map(WordMatching.fullStops.contains) == true
            #expect(WordMatching.endsWithFullStop(text, stop: "") == endsWithFullStop, "\(Array(text.unicodeScalars))")
            #expect(WordMatching.endsWithFullStop(Self.inTable(text), stop: "") == endsWithFullStop, "\(Array(text.unicodeScalars))")
        }
    }

    @Test func aTableValueTrimsInPlaceAsTheStringTrims() {
        for text in Self.randomTexts(4_000) {
            let trimmed = Self.inTable(text).trimmingWhitespace()
            #expect(Array(trimmed.string.utf8) == Array(text.trimmedWhitespace.utf8), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func widthFromTheBytesSumsTheScalarsAdvancesInOrder() {
        for text in Self.randomTexts(2_000) {
            var ems = 0.0
            for scalar in text.unicodeScalars { ems += TextWidth.advance(scalar) }
            #expect(TextWidth.estimate(text, fontSize: 17) == ems * 17, "\(Array(text.unicodeScalars))")
            #expect(TextWidth.estimate(Self.inTable(text), fontSize: 17) == ems * 17, "\(Array(text.unicodeScalars))")
        }
    }

    /// One lowered text reused for text after text (the style rules' loop) holds each text's
    /// lower case alone, whether the next is longer or shorter, and hashes alike for alike texts.
    /// The blocks taken to have no case have none in the Unicode tables Swift reads.
    @Test func caselessBlocksHaveNoLowerCase() throws {
        for value in Array(0x2E80...0xA4CF) + Array(0xAC00...0xD7A3) {
            guard let scalar = Unicode.Scalar(UInt32(value)) else { continue }
            #expect(scalar.isCaseless && !scalar.properties.changesWhenLowercased, "U+\(String(value, radix: 16))")
        }
        #expect(try !#require(Unicode.Scalar(0xFF21)).isCaseless)  // Ａ, which lowers to ａ
    }

    @Test func aReusedLoweredTextHoldsOnlyItsLastText() {
        var reused = LoweredText()
        for text in Self.randomTexts(2_000, pieces: 12) {
            reused.replace(with: Self.inTable(text))
            let fresh = LoweredText(text)
            #expect(Array(reused.scalars) == Array(fresh.scalars), "\(Array(text.unicodeScalars))")
            #expect(reused.scalarHash == fresh.scalarHash)
            #expect(Array(reused.scalars) == text.unicodeScalars.flatMap { Array($0.properties.lowercaseMapping.unicodeScalars) })
        }
        reused.replace(with: "İSTANBUL")
        #expect(Array(reused.scalars) == Array("i\u{307}stanbul".unicodeScalars))
    }

    /// A list finds the longest of its words that a text holds (whole, where its script spaces
    /// words), as a search for each word in turn finds it: words starting with ASCII, with
    /// scalars beyond it, and in scripts without spaces.
    @Test func aListFindsItsLongestWordAsASearchForEachFindsIt() {
        let words = ["switch", "this switch", "Toggle", "tap", "double tap", "ボタン", "Ωmega", "été", "9"]
        let lists = [WordList(words), WordList(["été"]), WordList(["ボタン", "tap"]), WordList([])]
        let pieces = Self.pieces + words + ["switches", "tapping", "ボ", "Ω", "dou"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let lowered = LoweredText(text)
            let scalars = Array(lowered.scalars)
            for list in lists {
                // Every word of the list the text holds, searched for on its own.
                let held = list.words.filter { word in
                    let needle = Array(LoweredText(word).scalars)
                    guard !needle.isEmpty, needle.count <= scalars.count else { return false }
                    return (0...(scalars.count - needle.count)).contains { start in
                        guard Array(scalars[start..<(start + needle.count)]) == needle else { return false }
                        guard WordMatching.needsSpaces(needle) else { return true }
                        let before = start > 0 ? scalars[start - 1].isWordCharacter : false
                        let after = start + needle.count < scalars.count ? scalars[start + needle.count].isWordCharacter : false
                        return !before && !after
                    }
                }
                let found = list.firstWord(in: lowered)
                let longest = held.map { LoweredText($0).scalars.count }.max()
                #expect(found.map { LoweredText($0).scalars.count } == longest, "\(Array(text.unicodeScalars)) in \(list.words)")
                #expect(found.map(held.contains) ?? true)
            }
        }
    }

    /// The full stops are answered without hashing, as the set of them answers, for every scalar.
    @Test func fullStopsWithoutHashingAreTheSetsAnswer() {
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if WordMatching.isFullStop(scalar) != WordMatching.fullStops.contains(scalar) {
                Issue.record("U+\(String(value, radix: 16))")
            }
        }
    }
}
