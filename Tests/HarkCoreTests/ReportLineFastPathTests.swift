import Foundation
import Testing
@testable import HarkCore

/// Every line of a text report is escaped and asks whether its locale is written right to
/// left, and every string of a JSON report whether it needs an escape; each is answered from
/// the bytes, and gives what the scalar-by-scalar (or byte-by-byte) reading gives.
@Suite struct ReportLineFastPathTests {
    /// Controls, the separators, and their neighbours that share a lead byte ("«", "»", the
    /// bidi isolates, "…", NBSP), in random texts.
    @Test func escapingFromTheBytesIsTheScalarsEscape() {
        let pieces = ["a", " ", "\t", "\n", "\r", "\u{7F}", "\u{80}", "\u{9F}", "\u{A0}", "«", "»", "\u{2028}", "\u{2029}", "\u{2027}",
                      "\u{202A}", "\u{2068}", "\u{2069}", "…", "\u{1B}", "é", "😀"]
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<4_000 {
            let text = (0..<Int.random(in: 0...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            var expected = ""
            for scalar in text.unicodeScalars {
                switch scalar.value {
                case 0x0A: expected += "\\n"
                case 0x0D: expected += "\\r"
                case 0x00..<0x09, 0x0B..<0x20, 0x7F...0x9F, 0x2028, 0x2029: expected += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                default: expected.unicodeScalars.append(scalar)
                }
            }
            #expect(Array(SingleLine.escape(text).utf8) == Array(expected.utf8), "\(Array(text.unicodeScalars))")
        }
    }

    /// The JSON writer copies a string whole when no byte needs an escape, a word at a time:
    /// each escaped byte at every offset of texts of every length up to 40.
    @Test func jsonEscapeTestFromWordsIsTheByteTest() {
        var generator = SystemRandomNumberGenerator()
        let special: [UInt8] = [0x00, 0x09, 0x0A, 0x1F, 0x22, 0x5C]
        let ordinary: [UInt8] = [0x20, 0x21, 0x23, 0x5B, 0x5D, 0x7F, 0x80, 0xC2, 0xE2, 0xFF]
        for length in 0...40 {
            for _ in 0..<60 {
                var bytes = (0..<length).map { _ in ordinary.randomElement(using: &generator) ?? 0x20 }
                if length > 0, Bool.random(using: &generator) {
                    bytes[Int.random(in: 0..<length, using: &generator)] = special.randomElement(using: &generator) ?? 0x22
                }
                let expected = bytes.contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
                #expect(bytes.withUnsafeBufferPointer(JSONWriter.needsEscape) == expected, "\(bytes)")
            }
        }
    }

    /// The writer copies the runs between escapes whole: what it writes is each byte escaped
    /// on its own, and the storage it grows keeps every byte (strings longer than its start).
    @Test func jsonStringsAreTheBytesEscapedOneByOne() {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["a", "bc", "\"", "\\", "\n", "\r", "\t", "\u{1}", "\u{1F}", "é", "«", "😀", "/", " ", "12345678"]
        var expected: [UInt8] = [UInt8(ascii: "[")]
        var json = JSONWriter()
        json.beginArray()
        for index in 0..<3_000 {
            let length = index < 2_990 ? Int.random(in: 0...12, using: &generator) : 40_000
            let text = (0..<length).map { _ in pieces.randomElement(using: &generator) ?? "a" }.joined()
            json.string(text)
            expected += Array((index == 0 ? "\n  \"" : ",\n  \"").utf8)
            for byte in text.utf8 {
                switch byte {
                case 0x22: expected += Array("\\\"".utf8)
                case 0x5C: expected += Array("\\\\".utf8)
                case 0x0A: expected += Array("\\n".utf8)
                case 0x0D: expected += Array("\\r".utf8)
                case 0x09: expected += Array("\\t".utf8)
                case 0x00..<0x20: expected += Array(String(format: "\\u%04X", Int(byte)).utf8)
                default: expected.append(byte)
                }
            }
            expected.append(UInt8(ascii: "\""))
        }
        json.endArray()
        expected += Array("\n]\n".utf8)
        #expect(json.bytes == expected)
    }

    @Test func jsonNumbersAreWrittenAsSwiftPrintsThem() {
        let integers = [0, 7, -1, 10, 99, 100, -1_000, 1_234_567_890, Int.max, Int.min]
        let doubles = [6.5, 308, -2, 0.125, 1e15, -1e300]
        var json = JSONWriter()
        json.beginArray()
        for value in integers { json.number(value) }
        for value in doubles { json.number(value) }
        json.endArray()
        let written = doubles.map { $0 == $0.rounded() && abs($0) < 1e15 ? String(Int($0)) : "\($0)" }
        #expect(json.text == "[\n  " + (integers.map(String.init) + written).joined(separator: ",\n  ") + "\n]\n")
    }

    @Test func rightToLeftFromTheBytesIsTheLocaleCodesLanguage() {
        let right: Set<String> = ["ar", "he", "iw", "fa", "ur", "yi", "ps", "sd", "ug", "dv", "ckb"]
        for code in ["ar", "AR", "ar-SA", "ar_EG", "he", "fa-IR", "ckb", "en", "en-GB", "-ar", "_he", "", "zh-Hans", "urd", "ar-", "عر", "Ar-x-y"] {
            #expect(TextDirection.isRightToLeft(code) == right.contains(LocaleCode(code).language), "\(code)")
        }
    }
}
