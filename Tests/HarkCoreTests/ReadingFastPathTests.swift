import Foundation
import Testing
@testable import HarkCore

/// The word-at-a-time and cached paths of the readers give exactly what the plain ones give.
@Suite struct ReadingFastPathTests {
    @Test func utf8ErrorsAreFoundAtTheirByteAfterAnyRunOfASCII() {
        for prefix in 0..<20 {
            for bad: [UInt8] in [[0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80]] {
                let bytes = Array(repeating: UInt8(ascii: "a"), count: prefix) + bad + Array("tail of the file".utf8)
                do {
                    _ = try TextDecoding.validateUTF8(bytes)
                    Issue.record("\(bad) after \(prefix) ASCII bytes was accepted")
                } catch {
                    #expect(error.decodedPrefix.count == prefix, "\(bad) after \(prefix) ASCII bytes")
                }
            }
        }
        let valid = Array("plain ASCII, then é, € and 😀, then ASCII again for a while".utf8)
        #expect((try? TextDecoding.validateUTF8(valid)) == valid)
    }

    @Test func wordTestsFindExactlyTheBytesThere() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<5_000 {
            // Bytes near the ones tested for, so that near misses are tried too.
            let nearBytes: [UInt8] = [0x21, 0x22, 0x23, 0x5B, 0x5C, 0x5D, 0x0A, 0x0B, 0x80, 0xA2, 0xFF, 0x00, 0x1F, 0x20, 0x9F, 0xA0]
            let bytes = (0..<8).map { _ in nearBytes.randomElement(using: &generator) ?? 0 }
            let word = bytes.enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << UInt64($1.offset * 8) }
            for byte: UInt8 in [0x22, 0x5C, 0x0A, 0x00, 0xA2] {
                #expect(ByteWords.contains(word, byte) == bytes.contains(byte), "\(bytes) \(byte)")
            }
            #expect(ByteWords.isASCII(word) == bytes.allSatisfy { $0 < 0x80 })
            #expect(ByteWords.hasByte(below: 0x20, in: word) == bytes.contains { $0 < 0x20 }, "\(bytes)")
            #expect(ByteWords.continuationCount(word) == bytes.filter { $0 & 0xC0 == 0x80 }.count)
            for byte: UInt8 in [0x0A, 0x22, 0x00, 0xA2] {
                let expected = bytes.enumerated().reduce(UInt64(0)) { $1.element == byte ? $0 | 0x80 << UInt64($1.offset * 8) : $0 }
                #expect(ByteWords.matches(word, byte) == expected, "\(bytes) \(byte)")
            }
        }
    }

    @Test func quotedStringsReadAlikeWhereverTheirQuotesAndEscapesFall() {
        for padding in 0..<20 {
            let text = String(repeating: "a", count: padding)
            let source = "\"k\(padding)\" = \"\(text)\\\"\(text)\\n\(text)é\(text)\";\n'single \(text)' = \"\(text)\";"
            let result = StringsParser.parse(utf8: Array(source.utf8), file: "Localizable.strings")
            #expect(result.error == nil)
            #expect(result.entries.map(\.value) == [text + "\"" + text + "\n" + text + "é" + text, text], "padding \(padding)")
            #expect(result.entries.map(\.key) == ["k\(padding)", "single " + text])
        }
        let unclosed = StringsParser.parse(utf8: Array("\"key\" = \"a value that never closes, longer than a word".utf8), file: "x.strings")
        #expect(unclosed.error?.message.contains("never closed") == true)
    }

    @Test func cachedStringsAreTheBytesTheyStandFor() {
        // More distinct strings than the cache has slots, of every length around its 8- and
        // 16-byte words, read twice: collisions and repeats must both give the right string.
        var words: [String] = []
        for number in 0..<3_000 {
            let length = 1 + number % 20
            words.append(String(String(repeating: "k\(number)é-", count: 8).prefix(length)))
        }
        let text = words.joined(separator: " ") + String(repeating: " ", count: 16)
        let bytes = Array(text.utf8)
        var cache = ShortStringCache()
        bytes.withUnsafeBufferPointer { buffer in
            for _ in 0..<2 {
                var start = 0
                for word in words {
                    let end = start + word.utf8.count
                    #expect(cache.string(buffer, start..<end) == word)
                    start = end + 1
                }
            }
        }
    }

    @Test func decimalsReadAsTheStandardLibraryReadsThem() {
        var texts = ["0", "-0", "16", "43.5", "-8", "0.0", ".5", "-.5", "5.", "007", "123456789012345", "1234567890123456",
                     "0.93725490196078431", "0.33333333333333331", "1e3", "-", ".", "", "1.2.3", "+5", "inf", "nan", " 5", "0x10",
                     "999999999999999", "0.000000000000001", "1.7976931348623157e308"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let whole = Int.random(in: -100_000...100_000, using: &generator)
            let fraction = String(Int.random(in: 0...999_999_999, using: &generator)).prefix(Int.random(in: 0...9, using: &generator))
            texts.append(fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)")
        }
        for text in texts {
            let expected = Double(text)
            let read = DecimalParsing.double(text)
            #expect(read?.bitPattern == expected?.bitPattern, "\(text)")
        }
    }

    @Test func whiteSpaceRunsAreKeptExactlyWhereTextIs() throws {
        func parse(_ text: String) throws -> XMLElement { try XMLTree.parse(Array(text.utf8), file: "x.xml") }
        let indentation = String(repeating: " ", count: 20)
        let root = try parse("""
        <r>\(indentation)<a>  <!-- c -->  x</a>
        \(indentation)<b> \r\n <!--c--> <!--d-->\t</b>
        \(indentation)<c>\n  <d/>\n  </c><e>\(indentation)x\(indentation)</e><f><!--c-->\(indentation)</f>
        </r>
        """)
        #expect(root.text.isEmpty)
        #expect(root.child("a")?.text == "    x")
        #expect(root.child("b")?.text == " \n  \t")
        #expect(root.child("c")?.text == "")
        #expect(root.child("e")?.text == indentation + "x" + indentation)
        #expect(root.child("f")?.text == indentation)
        #expect(root.child("a")?.location == SourceLocation(file: "x.xml", line: 1, column: 24))
        #expect(root.child("b")?.location == SourceLocation(file: "x.xml", line: 2, column: 21))
        let accented = try parse("<r>é\(indentation)<g/>\(indentation)<h/></r>")
        #expect(accented.child("g")?.location.column == 25, "columns count characters")
        #expect(accented.child("h")?.location.column == 25 + 4 + 20)
    }

    @Test func tableKeysAreFoundByTheirExactBytesAsOnADevice() {
        // 3,000 keys of every length around the hash's 8-byte words, then a precomposed and a
        // decomposed "é": CFDictionary keeps those two apart, and so must the table.
        var source = ""
        let keys = (0..<3_000).map { "k" + String(repeating: "x", count: $0 % 19) + String($0) }
        for (index, key) in keys.enumerated() { source += "\"\(key)\" = \"v\(index)\";\n" }
        source += "\"caf\u{E9}\" = \"precomposed\";\n\"cafe\u{301}\" = \"decomposed\";\n\"k0\" = \"again\";\n"
        let table = StringsParser.read(Array(source.utf8), file: "fr.lproj/Localizable.strings", table: "Localizable", locale: "fr")
        #expect(table.keyCount == keys.count + 2)
        for (index, key) in keys.enumerated().dropFirst() { #expect(table.lookup(key) == "v\(index)", "\(key)") }
        #expect(table.lookup("k0") == "again", "the later definition wins")
        #expect(table.duplicates.map(\.key) == ["k0"])
        #expect(table.lookup("caf\u{E9}") == "precomposed")
        #expect(table.lookup("cafe\u{301}") == "decomposed")
        #expect(table.lookup("k") == nil && table.lookup("") == nil && table.lookup("kx2") == nil)
        #expect(!table.isDefinitionInUse(at: 0) && table.isDefinitionInUse(at: keys.count + 2))
    }

    @Test func keyIndexGrowsPastItsFirstCapacity() {
        let keys = (0..<500).map { "key \($0)" }
        let matches: (Int, UnsafeBufferPointer<UInt8>) -> Bool = { keys[$0].hasUTF8($1) }
        var index = KeyIndex(capacity: 1)
        for (position, key) in keys.enumerated() { #expect(index.set(position, for: key, matches: matches) == nil) }
        #expect(index.count == 500)
        for (position, key) in keys.enumerated() { #expect(index.index(of: key, matches: matches) == position) }
        #expect(index.set(7, for: "key 499", matches: matches) == 499)
        #expect(index.index(of: "key 500", matches: matches) == nil)
    }

    /// The hash reads a key's last bytes four, two and one at a time: the same value as
    /// gathering them one by one, for every length of tail.
    @Test func keyHashOfTheTailIsTheBytesInOrder() {
        func reference(_ bytes: [UInt8]) -> UInt32 {
            let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
            var state = UInt64(bytes.count) &* multiplier
            var offset = 0
            while offset + 8 <= bytes.count {
                let word = bytes[offset..<offset + 8].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                state = (state ^ word) &* multiplier
                state ^= state >> 29
                offset += 8
            }
            if offset < bytes.count {
                let tail = bytes[offset...].enumerated().reduce(UInt64(0)) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
                state = (state ^ tail) &* multiplier
                state ^= state >> 29
            }
            return UInt32(truncatingIfNeeded: (state &* multiplier) >> 32)
        }
        for length in 0..<40 {
            let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 200) }
            #expect(KeyIndex.hash(bytes: bytes) == reference(bytes), "\(length) bytes")
        }
    }

    @Test func lowerCasingAsBytesGivesUnicodesLowerCase() {
        // ASCII, Latin, Greek, Cyrillic, a capital whose lower case is two scalars (İ), one past
        // the common table (Ａ), an emoji, at every offset around the buffer's words.
        let samples = ["Turns Setting 0 ON «FR».", "ÉCOLE Ça", "ΣΟΦΊΑ", "ПРИВЕТ мир", "İSTANBUL İİİ", "ＡＢＣ", "Wi‑Fi 😀 OK", "", "ß"]
        for sample in samples {
            for padding in 0..<10 {
                let text = String(repeating: "A", count: padding) + sample + String(repeating: "Z", count: padding)
                let expected = text.unicodeScalars.flatMap { Array($0.properties.lowercaseMapping.unicodeScalars) }
                #expect(Array(LoweredText(text).scalars) == expected, "\(text)")
            }
        }
    }

    @Test func specifierScanFindsEveryPercentAndLookAlikeWhereverItFalls() {
        for length in 0..<40 {
            let plain = String(repeating: "a", count: length)
            #expect(!EntryArguments.mayHoldSpecifiers(plain))
            for position in 0...length {
                for mark in ["%", "\u{FF05}", "\u{066A}"] {
                    var text = plain
                    text.insert(contentsOf: mark, at: text.index(text.startIndex, offsetBy: position))
                    #expect(EntryArguments.mayHoldSpecifiers(text), "\(mark) at \(position) of \(length)")
                }
                // Near misses: other bytes outside ASCII, and bytes one off from "%".
                var near = plain
                near.insert(contentsOf: position % 2 == 0 ? "é$&" : "😀", at: near.index(near.startIndex, offsetBy: position))
                #expect(!EntryArguments.mayHoldSpecifiers(near), "\(near)")
            }
        }
    }

    /// Locations store their file once per process: equal, hashed and ordered by the path
    /// itself, whichever reader made them and in whatever order files were first seen.
    @Test func locationsCompareByTheirPathsWhereverTheyWereMade() {
        let late = HarkCore.SourceLocation(file: "z-first-seen.strings", line: 1, column: 1)
        let early = HarkCore.SourceLocation(file: "a-seen-later.strings", line: 9, column: 9)
        #expect(early < late && !(late < early))
        let fromIndex = LineIndex(file: "z-first-seen.strings", bytes: Array("x".utf8)).location(ofByte: 0)
        #expect(fromIndex == late && fromIndex.hashValue == late.hashValue && fromIndex.file == "z-first-seen.strings")
        #expect(HarkCore.SourceLocation(file: "z-first-seen.strings", line: 1, column: 2) > late)
        #expect(HarkCore.SourceLocation(file: "z-first-seen.strings", line: 2, column: 1) != late)
        #expect(Set([late, fromIndex, early]).count == 2)
        // Two files whose names differ only in how the accent is composed stay two files.
        let composed = HarkCore.SourceLocation(file: "caf\u{E9}.strings", line: 1, column: 1)
        let decomposed = HarkCore.SourceLocation(file: "cafe\u{301}.strings", line: 1, column: 1)
        #expect(composed != decomposed && Array(decomposed.file.utf8) == Array("cafe\u{301}.strings".utf8))
        #expect(MemoryLayout<HarkCore.SourceLocation>.size == 16, "a location is a reference and two 32-bit numbers")
    }

    /// A catalog's fields live in a box of the entry's own: setting them on a copy leaves the
    /// original as it was, and a `.strings` entry reads the defaults.
    @Test func catalogFieldsOfAnEntryAreItsOwn() {
        let location = HarkCore.SourceLocation(file: "Localizable.xcstrings", line: 3, column: 5)
        let plain = StringsEntry(key: "k", value: "v", location: location)
        #expect(plain.state == nil && plain.shouldTranslate && !plain.isStale && !plain.isExtractedWithValue && plain.variants.isEmpty)
        var marked = plain
        marked.state = .needsReview
        marked.shouldTranslate = false
        var copy = marked
        copy.isStale = true
        copy.variants = [EntryVariant(label: "plural.one", value: "one", location: location)]
        #expect(plain.state == nil && plain.shouldTranslate)
        #expect(marked.state == .needsReview && !marked.shouldTranslate && !marked.isStale && marked.variants.isEmpty)
        #expect(copy.state == .needsReview && !copy.shouldTranslate && copy.isStale && copy.variants.map(\.label) == ["plural.one"])
    }

    /// Trimming answers "nothing to trim" from the first and last bytes: it must trim exactly
    /// what a walk of the scalars trims, whatever scalars the text starts and ends with.
    @Test func trimmingFromTheBytesTrimsWhatTheScalarsSay() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "€", "😀", " ", "\n", "\t", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{301}", "z.",
                      "!", "~", "\r", "\u{0B}", "\u{0C}", "\u{1C}", "\u{7F}"]
        func reference(_ text: String, _ isTrimmed: (Unicode.Scalar) -> Bool) -> String {
            let scalars = text.unicodeScalars
            guard let start = scalars.firstIndex(where: { !isTrimmed($0) }),
                  let end = scalars.lastIndex(where: { !isTrimmed($0) }) else { return "" }
            return String(scalars[start...end])
        }
        let isLineBreak: (Unicode.Scalar) -> Bool = { (0x0A...0x0D).contains($0.value) || [0x85, 0x2028, 0x2029].contains($0.value) }
        for _ in 0..<3_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            #expect(Array(text.trimmedWhitespace.utf8) == Array(reference(text, \.isWhiteSpace).utf8), "\(Array(text.unicodeScalars))")
            #expect(Array(text.trimmedLineBreaks.utf8) == Array(reference(text, isLineBreak).utf8), "\(Array(text.unicodeScalars))")
        }
    }

    @Test func linePositionsCountScalarsWhereverLineFeedsFall() {
        // Long lines (columns past the checkpoints) and short ones, with scalars of every length.
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "é", "€", "😀", "\n", "bcdefgh", String(repeating: "x", count: 300)]
        var text = ""
        for _ in 0..<400 { text += pieces.randomElement(using: &generator) ?? "a" }
        let bytes = Array(text.utf8)
        let index = LineIndex(file: "f", bytes: bytes)
        var line = 1, column = 1
        for offset in 0...bytes.count {
            if offset == bytes.count || bytes[offset] & 0xC0 != 0x80 {
                let found = index.location(ofByte: offset)
                #expect(found.line == line && found.column == column, "byte \(offset)")
            }
            guard offset < bytes.count else { break }
            if bytes[offset] == 0x0A { line += 1; column = 1 } else if bytes[offset] & 0xC0 != 0x80 { column += 1 }
        }
    }

    /// Specifiers blanked in bytes give Foundation's `replacingOccurrences` whenever the fast
    /// path answers; next to a character that could join them it must leave it to Foundation.
    @Test func specifiersBlankedInBytesAreFoundationsReplacement() {
        let needles = [["%d"], ["%@"], ["%1$lld", "%2$@"], ["% d"], ["%#@n@"], ["%d", "%@"]]
        let neighbors = ["", "a", " ", "é", "e\u{301}", "\u{301}", "中", "\u{0E33}", "\u{200D}", "🏻", "👍", "\u{0600}", "ｶ", "\u{FF9E}",
                         "\r\n", "Ж", "ה", "ا", "K", "\u{212A}", "%", "d", "\u{0D4E}", "\u{093E}", "한"]
        // Neighbors that never join a specifier into one composed character: always answered.
        // (By scalars: a Swift string equals its canonical equivalent, é its e and combining acute.)
        let separate = ["", "a", " ", "\u{E9}", "中", "👍", "ｶ", "\r\n", "Ж", "ה", "ا", "K", "\u{212A}", "%", "d", "한"]
        func isSeparate(_ neighbor: String) -> Bool { separate.contains { $0.unicodeScalars.elementsEqual(neighbor.unicodeScalars) } }
        for group in needles {
            for before in neighbors {
                for after in neighbors {
                    let text = before + group.joined(separator: "x") + after + " " + group[0] + after
                    var expected = text
                    for needle in group { expected = expected.replacingOccurrences(of: needle, with: " ") }
                    if let fast = SpecifierBlanking.replacing(group, in: text) {
                        #expect(fast == expected, "\(group) in \(Array(text.unicodeScalars))")
                    } else {
                        #expect(!(isSeparate(before) && isSeparate(after)), "\(group) in \(Array(text.unicodeScalars)) declined")
                    }
                }
            }
        }
        #expect(SpecifierBlanking.replacing(["%d"], in: "%d\u{301}") == nil, "a combining mark joins the d")
        #expect(SpecifierBlanking.replacing(["%d"], in: "%d个文件") == " 个文件")
    }

    /// UTF-16 files are transcoded into a buffer of their exact UTF-8 length: every scalar
    /// width in both byte orders, and a lone surrogate stops at the bytes decoded before it.
    @Test func utf16IsTranscodedExactlyInBothByteOrders() throws {
        let text = "plain \u{7F}\u{80} é ß \u{7FF}\u{800} 中文 \u{FFFD}\u{FFFF} 😀 \u{10000}\u{10FFFF}."
        let units = Array(text.utf16)
        let little = units.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
        let big = units.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
        #expect(try TextDecoding.utf16ToUTF8(little, from: 0, bigEndian: false) == Array(text.utf8))
        #expect(try TextDecoding.utf16ToUTF8([0xFE, 0xFF] + big, from: 2, bigEndian: true) == Array(text.utf8))
        #expect(try TextDecoding.utf16ToUTF8([0xFF, 0xFE], from: 2, bigEndian: false).isEmpty)
        let prefix = Array("ab€".utf16)
        for (lone, message) in [([UInt16(0xD83D), 0x0041], "high surrogate"), ([0xDE00, 0x0041], "low surrogate"), ([0xD83D], "end of the file")] {
            let broken = (prefix + lone).flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
            do {
                _ = try TextDecoding.utf16ToUTF8(broken, from: 0, bigEndian: false)
                Issue.record("\(lone) was accepted")
            } catch {
                #expect(error.decodedPrefix == Array("ab€".utf8), "\(lone)")
                #expect(error.message.contains(message), "\(error.message)")
            }
        }
    }

    /// ASCII units are copied four at a time: every alignment of a run of ASCII against
    /// multi-byte scalars and surrogate pairs, in both byte orders, decodes as a unit at a time
    /// would; a lone surrogate after a run still stops there.
    @Test func utf16AsciiWordsMatchUnitAtATime() throws {
        let pieces = ["", "a", "ab", "abc", "abcd", "abcde", "abcdefg", "abcdefgh", "abcdefghijk"]
        let others = ["é", "中", "😀", "\u{7F}", "\u{80}", "\u{FF}", "\u{100}", "\u{FFFF}"]
        for before in pieces {
            for other in others {
                for after in pieces {
                    let text = before + other + after + other + before
                    let units = Array(text.utf16)
                    let little = units.flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
                    let big = units.flatMap { [UInt8(truncatingIfNeeded: $0 >> 8), UInt8(truncatingIfNeeded: $0)] }
                    #expect(try TextDecoding.utf16ToUTF8(little, from: 0, bigEndian: false) == Array(text.utf8), "\(text)")
                    #expect(try TextDecoding.utf16ToUTF8([0xFE, 0xFF] + big, from: 2, bigEndian: true) == Array(text.utf8), "\(text)")
                }
            }
            let broken = (Array((before + "abcdefgh").utf16) + [0xD83D, 0x0041, 0x0042, 0x0043, 0x0044])
                .flatMap { [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)] }
            do {
                _ = try TextDecoding.utf16ToUTF8(broken, from: 0, bigEndian: false)
                Issue.record("a lone surrogate after \(before) was accepted")
            } catch {
                #expect(error.decodedPrefix == Array((before + "abcdefgh").utf8))
            }
        }
    }

    /// Canonical equality from the bytes agrees with Swift's `==` on texts built from scalars
    /// on both sides of U+0300, composed and decomposed forms among them.
    @Test func canonicalEqualityFromBytesAgreesWithSwift() {
        let pieces = ["a", "e", "\u{E9}", "e\u{301}", "\u{2FF}", "\u{300}", "\u{2126}", "\u{3A9}", "\u{212B}", "\u{C5}",
                      "A\u{30A}", "\u{1100}\u{1161}", "\u{AC00}", "\u{CB}", "\u{CC}", "12345678", " "]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let first = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let second = Bool.random(using: &generator) ? first
                : (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            #expect(first.isCanonicallyEqual(to: second) == (first == second), "\(Array(first.unicodeScalars)) \(Array(second.unicodeScalars))")
        }
        #expect("caf\u{E9}".isCanonicallyEqual(to: "cafe\u{301}"))
        #expect(!"caf\u{E9}".isCanonicallyEqual(to: "cafe"))
    }

    /// A hint's prefix compared with a name lowered as it goes reads as with the name lowered
    /// whole first: ASCII, scalars that lower to several (`İ`), Greek final sigma, empty names.
    @Test func prefixLoweredAsItGoesMatchesLoweredWhole() {
        let pieces = ["A", "a", "B", "\u{130}", "i\u{307}", "\u{3A3}", "\u{3C3}", "\u{C9}", "\u{E9}", "\u{1E9E}", "ß", " ", "x", "«"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let name = (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let rest = (0..<Int.random(in: 0...3, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let hint = Bool.random(using: &generator) ? name + rest : rest + name
            let lowered = LoweredText(hint)
            let loweredName = Array(LoweredText(name).scalars)
            #expect(lowered.hasPrefix(lowering: name) == (!loweredName.isEmpty && lowered.scalars.starts(with: loweredName)),
                    "\(Array(hint.unicodeScalars)) \(Array(name.unicodeScalars))")
        }
    }

    /// A hint's sentence end is found from the bytes as `hasSuffix` finds it by Characters:
    /// after a prepended mark (U+0600), before a combining mark, U+037E (canonically ";"),
    /// "。" and multi-byte stops left to the slow path.
    @Test func sentenceEndFromBytesMatchesCharacters() {
        let pieces = ["a", ".", ";", "\u{37E}", "\u{600}", "\u{301}", "\u{200D}", "«de»", "\u{3002}", "\r", " ", "é", "e\u{301}"]
        let stops = [".", ";", "\u{3002}", "!", "..", ""]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<6_000 {
            let text = (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let stop = stops.randomElement(using: &generator) ?? "."
            let expected = !stop.isEmpty && text.hasSuffix(stop) ? String(text.dropLast(stop.count)) : nil
            let stripped = Announcer.suffixLength(stop, in: text).map { String(decoding: text.utf8.dropLast($0), as: UTF8.self) }
            #expect(stripped == expected, "\(Array(text.unicodeScalars)) \(stop)")
        }
    }

    /// XML positions counted eight bytes at a time (a word's line feeds at once) are the lines
    /// and scalar columns a byte walk gives, and text of eight plain bytes at a time reads alike:
    /// start tags after every mix of indentation, line feeds, carriage returns and multi-byte
    /// text.
    @Test func xmlPositionsAndTextReadAlikeWhateverPrecedesThem() throws {
        let fillers = ["", " ", "        ", "\n", "\n\n  ", "é", "text ", "abcdefghijk", "\r\n", "\t", "«»", "a&amp;b", "\n        x"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            var source = "<root>"
            var expected: [(line: Int, column: Int, text: String)] = []
            for _ in 0..<Int.random(in: 1...6, using: &generator) {
                let before = (0..<Int.random(in: 0...3, using: &generator)).map { _ in fillers.randomElement(using: &generator) ?? "" }.joined()
                let inside = (0..<Int.random(in: 0...3, using: &generator)).map { _ in fillers.randomElement(using: &generator) ?? "" }.joined()
                source += before
                // By bytes: "\r\n" is one Character, so a split by Characters would not see its line feed.
                let lines = Array(source.utf8).split(separator: 0x0A, omittingEmptySubsequences: false)
                let lastLine = lines.last.map { String(decoding: $0, as: UTF8.self) } ?? ""
                expected.append((lines.count, lastLine.unicodeScalars.count + 1, inside))
                source += "<e>" + inside + "</e>"
            }
            source += "</root>"
            let root = try XMLTree.parse(Array(source.utf8), file: "positions.xml")
            let children = root.children
            #expect(children.count == expected.count)
            for (child, want) in zip(children, expected) {
                #expect(child.location.line == want.line && child.location.column == want.column, "\(source.debugDescription)")
                let decoded = want.text.replacingOccurrences(of: "&amp;", with: "&").replacingOccurrences(of: "\r\n", with: "\n")
                #expect(child.text == decoded, "\(source.debugDescription)")
            }
        }
    }

    /// Plural categories as bits name, subtract and contain what the sets of names did, in
    /// CLDR's order, ignoring names that are no category.
    @Test func pluralCategoryBitsActAsSetsOfNames() {
        let names = PluralCategories.ordered + ["othre", "One", ""]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let a = Set(names.filter { _ in Bool.random(using: &generator) })
            let b = Set(names.filter { _ in Bool.random(using: &generator) })
            let bitsA = L10nPluralsRule.CategoryBits(a), bitsB = L10nPluralsRule.CategoryBits(b)
            #expect(bitsA.names == PluralCategories.ordered.filter(a.contains))
            #expect(bitsA.subtracting(bitsB).names == PluralCategories.ordered.filter { a.contains($0) && !b.contains($0) })
            #expect(bitsA.contains(.other) == a.contains("other"))
            #expect(bitsA.isEmpty == !PluralCategories.ordered.contains(where: a.contains))
        }
    }

    /// Start tags are counted a word at a time as a byte walk counts them, wherever the `<`
    /// falls in a word and whatever follows it (an end tag, a comment, a declaration, the end).
    @Test func startTagsCountedByWordsAsByBytes() {
        let pieces = ["<a>", "</a>", "<!-- x -->", "<?xml?>", "text", "é", "        ", "<", "<b/>", "x<y"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
            let bytes = Array(text.utf8)
            let expected = bytes.indices.filter { bytes[$0] == 0x3C && $0 + 1 < bytes.count && ![0x2F, 0x21, 0x3F].contains(bytes[$0 + 1]) }.count
            #expect(bytes.withUnsafeBufferPointer { XMLScanner.startTagCount($0) } == expected, "\(text)")
        }
    }
}
