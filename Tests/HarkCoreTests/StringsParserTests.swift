import Foundation
import Testing
@testable import HarkCore

@Suite struct StringsParserTests {
    func parse(_ text: String) -> StringsParser.Result {
        StringsParser.parse(utf8: Array(text.utf8), file: "Localizable.strings")
    }

    func values(_ text: String) -> [String: String] {
        Dictionary(parse(text).entries.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }

    @Test func readsPairsCommentsAndShortcuts() {
        let result = parse("""
        /* header
           comment */
        // line comment
        "A" = "Apple";
        B = b.value;
        "Key only";
        "C"="c"/* between */;
        """)
        #expect(result.error == nil)
        #expect(result.entries.map(\.key) == ["A", "B", "Key only", "C"])
        #expect(values("\"A\" = \"Apple\"; B = b.value; \"Key only\";") == ["A": "Apple", "B": "b.value", "Key only": "Key only"])
        #expect(result.entries[1].location == SourceLocation(file: "Localizable.strings", line: 5, column: 1))
    }

    @Test(arguments: [
        (#""k" = "a\nb";"#, "a\nb"),
        (#""k" = "a\tb";"#, "a\tb"),
        (#""k" = "a\rb";"#, "a\rb"),
        (#""k" = "say \"hi\"";"#, "say \"hi\""),
        (#""k" = "back\\slash";"#, "back\\slash"),
        (#""k" = "it\'s";"#, "it's"),
        (#""k" = "\a\b\f\v";"#, "\u{07}\u{08}\u{0C}\u{0B}"),
        (#""k" = "\U00e9t\U00E9";"#, "été"),
        (#""k" = "\UD83D\UDE00";"#, "😀"),
        (#""k" = "\101\102\7";"#, "AB\u{07}"),
        (#""k" = "caf\351";"#, "café"),
        (#""k" = "\q";"#, "q"),
        ("\"k\" = \"line\\\nbreak\";", "line\nbreak"),
    ])
    func decodesEveryEscape(_ source: String, _ expected: String) {
        let result = parse(source)
        #expect(result.error == nil, "\(source)")
        #expect(result.entries.first?.value == expected, "\(source)")
    }

    @Test(arguments: [
        ("\"a\" = \"b\"\n\"c\" = \"d\";", 2, 1, "expected ';'"),
        ("\"a\" = \"b;", 1, 7, "unterminated string"),
        ("\"a\" /* open\n= \"b\";", 1, 5, "unterminated comment"),
        ("\"a\" = ;", 1, 7, "expected a value"),
        ("\"a\" \"b\";", 1, 5, "expected ';'"),
        ("  @", 1, 3, "expected a key"),
        ("\"a\" =", 1, 6, "end of file"),
        ("\"a\" = \"\\UD800x\";", 1, 8, "lone UTF-16 surrogate"),
        ("\"é\" = \"ü\" x;", 1, 11, "expected ';'"),
    ])
    func reportsSyntaxErrorsWithLineAndColumn(_ source: String, _ line: Int, _ column: Int, _ message: String) {
        let error = parse(source).error
        #expect(error?.location?.line == line, "\(source): \(String(describing: error))")
        #expect(error?.location?.column == column, "\(source): \(String(describing: error))")
        #expect(error?.message.contains(message) == true, "\(String(describing: error))")
    }

    /// CoreFoundation's `parsePlistDictContent` ends a strings table without an error when, after
    /// a `;`, the next key cannot be read: the entries before it work, the rest is ignored.
    @Test func aCharacterThatCannotStartAKeyEndsTheTableEarly() {
        let result = parse("\"a\" = \"b\";\n  @ \"c\" = \"d\";\n")
        #expect(result.error == nil)
        #expect(result.entries.map(\.key) == ["a"])
        #expect(result.endedEarly?.location?.line == 2 && result.endedEarly?.location?.column == 3)
        #expect(result.endedEarly?.message.contains("iOS stops reading the table at '@'") == true)
        #expect(parse("\"a\" = \"b\";\n\"c = d;\n").endedEarly?.message.contains("quote never closes") == true)
        #expect(parse("'a' = 'b';").entries.first?.value == "b", "single quotes are quotes too")
        let comment = parse("\"a\" = \"b\";\n/* open\n\"c\" = \"d\";\n")
        #expect(comment.error == nil && comment.entries.map(\.key) == ["a"])
        #expect(comment.endedEarly?.message == "this comment never closes: iOS reads no entry after it")
        #expect(comment.endedEarly?.location?.line == 2)
    }

    @Test func propertyListStringsAreRead() throws {
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!--Warning: Auto-generated file, do not edit.-->
        <plist version="1.0">
          <dict>
            <key>NSBluetoothAlwaysUsageDescription</key>
            <string>Pocket Casts necessita accedir al teu Bluetooth.</string>
          </dict>
        </plist>
        """
        let root = try TestSupport.write([("ca.lproj/InfoPlist.strings", xml)])
        let table = try StringsParser.load(file: root + "/ca.lproj/InfoPlist.strings", table: "InfoPlist", locale: "ca")
        #expect(table.syntaxError == nil)
        #expect(table.entry("NSBluetoothAlwaysUsageDescription")?.location.line == 6)
        let binary = try PropertyListSerialization.data(fromPropertyList: ["Done": "Fertig", "Cancel": "Abbrechen"], format: .binary, options: 0)
        try binary.write(to: URL(fileURLWithPath: root + "/ca.lproj/Compiled.strings"))
        let compiled = try StringsParser.load(file: root + "/ca.lproj/Compiled.strings", table: "Compiled", locale: "ca")
        #expect(compiled.syntaxError == nil)
        #expect(compiled.entries.map(\.key).sorted() == ["Cancel", "Done"])
        #expect(compiled.lookup("Done") == "Fertig")
    }

    @Test func keepsEntriesBeforeAnErrorButTheTableResolvesNothing() {
        let result = parse("\"a\" = \"1\";\n\"b\" = \"2\"\n")
        #expect(result.entries.map(\.key) == ["a"])
        let table = StringsTable(name: "T", locale: "en", file: "f", encoding: .utf8, entries: result.entries, syntaxError: result.error)
        #expect(table.lookup("a") == nil)
    }

    @Test func laterDuplicateWinsAndIsRecorded() {
        let result = parse("\"a\" = \"1\";\n\"b\" = \"2\";\n\"a\" = \"3\";\n")
        let table = StringsTable(name: "T", locale: "en", file: "f", encoding: .utf8, entries: result.entries, syntaxError: nil)
        #expect(table.lookup("a") == "3")
        #expect(table.duplicates.count == 1)
        #expect(table.duplicates.first?.first.line == 1)
        #expect(table.duplicates.first?.duplicate.line == 3)
    }
}

@Suite struct TextDecodingTests {
    let text = "\"k\" = \"é😀\";\n"

    func utf16(_ bigEndian: Bool, bom: Bool) -> [UInt8] {
        var bytes: [UInt8] = bom ? (bigEndian ? [0xFE, 0xFF] : [0xFF, 0xFE]) : []
        for unit in text.utf16 {
            let pair = [UInt8(unit & 0xFF), UInt8(unit >> 8)]
            bytes += bigEndian ? pair.reversed() : pair
        }
        return bytes
    }

    @Test(arguments: [(false, true), (false, false), (true, true), (true, false)])
    func decodesUTF16BothOrdersWithAndWithoutBOM(_ bigEndian: Bool, _ bom: Bool) throws {
        let decoded = try TextDecoding.decode(utf16(bigEndian, bom: bom))
        #expect(decoded.encoding == (bigEndian ? .utf16BigEndian : .utf16LittleEndian))
        #expect(decoded.hasByteOrderMark == bom)
        #expect(String(decoding: decoded.utf8, as: UTF8.self) == text)
    }

    @Test func decodesUTF8WithAndWithoutBOM() throws {
        #expect(try TextDecoding.decode([0xEF, 0xBB, 0xBF] + Array(text.utf8)).utf8 == Array(text.utf8))
        #expect(try TextDecoding.decode(Array(text.utf8)).encoding == .utf8)
    }

    @Test func invalidBytesBecomeASyntaxErrorOnTheRightLine() throws {
        let root = try TestSupport.write([])
        let file = root + "/bad.strings"
        try FileSystem.writeAtomically(Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF, 0x22, 0x3B], to: file)
        let table = try StringsParser.load(file: file, table: "bad", locale: "en")
        #expect(table.syntaxError?.location?.line == 2)
        #expect(table.syntaxError?.message.contains("not valid UTF-8") == true)
    }

    /// Damus's tables start with two UTF-16 byte-order marks; Xcode's copy into the app drops
    /// the second (swift-build's `CopyStringsFileTaskAction`), so the app reads them whole. A
    /// third is a character no key starts with, as on the device.
    @Test func aSecondByteOrderMarkIsDroppedAsXcodeDropsIt() {
        let doubled = StringsParser.read([0xFF, 0xFE] + utf16(false, bom: true), file: "Localizable.strings", table: "Localizable", locale: "fr")
        #expect(doubled.syntaxError == nil)
        #expect(doubled.lookup("k") == "é😀")
        let tripled = StringsParser.read([0xFF, 0xFE, 0xFF, 0xFE] + utf16(false, bom: true), file: "Localizable.strings", table: "Localizable", locale: "fr")
        #expect(tripled.syntaxError != nil)
        let utf8 = StringsParser.read([0xEF, 0xBB, 0xBF, 0xEF, 0xBB, 0xBF] + Array(text.utf8), file: "Localizable.strings", table: "Localizable", locale: "fr")
        #expect(utf8.lookup("k") == "é😀")
    }

    @Test func loneSurrogateInUTF16IsAnError() {
        #expect(throws: DecodingFailure.self) { try TextDecoding.decode([0xFF, 0xFE, 0x41, 0x00, 0x00, 0xD8, 0x41, 0x00]) }
    }
}
