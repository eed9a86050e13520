import Testing
@testable import HarkCore

@Suite struct JSONParserTests {
    func parse(_ text: String, _ duplicates: JSONParser.DuplicateKeys = .reject) throws -> JSONDocument {
        try JSONParser.parse(Array(text.utf8), file: "t.json", duplicateKeys: duplicates)
    }

    func failure(_ text: String) -> InputError? {
        do { _ = try parse(text); return nil } catch let error as InputError { return error } catch { return nil }
    }

    @Test func readsEveryKindOfValueWithPositions() throws {
        let document = try parse("{\n  \"a\": [1, -2.5e3, true, false, null],\n  \"b\": \"x\"\n}")
        guard case .object(let members) = document.root.value else { Issue.record("not an object"); return }
        #expect(members.map(\.key) == ["a", "b"])
        #expect(document.location(members[0].keyOffset) == SourceLocation(file: "t.json", line: 2, column: 3))
        #expect(document.location(members[1].value.offset) == SourceLocation(file: "t.json", line: 3, column: 8))
        guard case .array(let elements) = members[0].value.value else { Issue.record("not an array"); return }
        guard case .number(let number) = elements[1].value else { Issue.record("not a number"); return }
        #expect(number == -2500)
        #expect(elements.count == 5)
    }

    /// Short decimals are read by their digits, longer numbers by `strtod`: both are the
    /// correctly rounded double of the text, bit for bit.
    @Test func numbersReadAsFoundationReadsThem() throws {
        var generator = SystemRandomNumberGenerator()
        var texts = ["0", "-0", "0.1", "0.2", "0.3", "6.5", "-6.5", "308", "999999999999999", "9999999999999999", "0.000000000000001",
                     "123456789.012345", "1.7976931348623157", "4.35", "1e3", "-2.5E-3", "0.1000000000000000055511151231257827"]
        for _ in 0..<5_000 {
            let whole = String(UInt64.random(in: 0...999_999_999, using: &generator))
            let fraction = String(UInt64.random(in: 0...999_999_999_999, using: &generator))
            let digits = Int.random(in: 0...fraction.count, using: &generator)
            let sign = Bool.random(using: &generator) ? "-" : ""
            texts.append(sign + whole + (digits == 0 ? "" : "." + fraction.prefix(digits)))
        }
        let document = try parse("[" + texts.joined(separator: ",") + "]")
        guard case .array(let elements) = document.root.value else { Issue.record("not an array"); return }
        for (text, element) in zip(texts, elements) {
            guard case .number(let number) = element.value, let expected = Double(text) else { Issue.record("\(text)"); continue }
            #expect(number.bitPattern == expected.bitPattern, "\(text)")
        }
    }

    /// `{}` in UTF-16: little-endian with a byte-order mark, big-endian without.
    static let utf16Documents: [[UInt8]] = [[0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], [0x00, 0x7B, 0x00, 0x7D]]

    @Test(arguments: utf16Documents)
    func utf16IsNamedNotReadAsNulBytes(_ bytes: [UInt8]) throws {
        #expect(throws: InputError("the file is UTF-16: JSON is read as UTF-8 (Xcode writes it so); save it as UTF-8",
                                   at: SourceLocation(file: "m.json", line: 1, column: 1))) {
            try JSONParser.parse(bytes, file: "m.json")
        }
    }

    @Test func decodesEscapesIncludingSurrogatePairs() throws {
        let document = try parse(#"["a\"b\\c\/d\n\t\r\b\f", "\u00e9\uD83D\uDE00"]"#)
        guard case .array(let elements) = document.root.value,
              case .string(let first) = elements[0].value, case .string(let second) = elements[1].value else {
            Issue.record("unexpected shape"); return
        }
        #expect(first == "a\"b\\c/d\n\t\r\u{08}\u{0C}")
        #expect(second == "é😀")
    }

    @Test func columnsCountCharactersNotBytes() throws {
        let document = try parse("{\"é😀\": 1, \"k\": 2}")
        guard case .object(let members) = document.root.value else { return }
        #expect(document.location(members[1].keyOffset).column == 11)
    }

    @Test(arguments: [
        ("{\"a\": 1,}", 1, 9, "expected a quoted key"),
        ("{\"a\": 1 \"b\": 2}", 1, 9, "expected ',' or '}'"),
        ("[1, 2", 1, 6, "end of file"),
        ("{\"a\": 01}", 1, 8, "leading zeros"),
        ("\"abc", 1, 1, "unterminated string"),
        ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\""),
        ("[\"\\x\"]", 1, 3, "invalid escape"),
        ("[\"\\uD800\"]", 1, 3, "lone UTF-16 surrogate"),
        ("{}\n x", 2, 2, "after the JSON value"),
        ("[tru]", 1, 2, "expected a value"),
        ("\n\n  [1,\n   @]", 4, 4, "unexpected '@'"),
    ])
    func reportsErrorsWithLineAndColumn(_ text: String, _ line: Int, _ column: Int, _ message: String) {
        let error = failure(text)
        #expect(error?.location?.line == line, "\(text)")
        #expect(error?.location?.column == column, "\(text)")
        #expect(error?.message.contains(message) == true, "\(error?.message ?? "no error")")
    }

    @Test func rejectsInvalidUTF8AndControlCharacters() {
        #expect(throws: InputError.self) { try JSONParser.parse([0x22, 0xC3, 0x28, 0x22], file: "t.json") }
        #expect(failure("[\"a\u{01}\"]")?.message.contains("control character") == true)
    }

    @Test func keepsDuplicateKeysWhenAsked() throws {
        let document = try parse("{\"a\": 1, \"a\": 2}", .keep)
        guard case .object(let members) = document.root.value else { return }
        #expect(members.count == 2)
    }

    /// Keys compare as Swift strings compare: escaped, non-ASCII and canonically equivalent
    /// spellings are the same key, for duplicates and for the keys a reader asks for.
    @Test func keysCompareAsStringsHoweverTheyAreSpelled() throws {
        #expect(failure(#"{"a": 1, "\u0061": 2}"#)?.message == #"invalid JSON: duplicate key "a""#)
        #expect(failure("{\"é\": 1, \"e\u{301}\": 2}")?.message.contains("duplicate key") == true)
        #expect(failure(#"{"K": 1, "\u212A": 2}"#)?.message.contains("duplicate key") == true)
        let document = try parse(#"{"\u0069d": "x", "é": true, "\u212A": 2, "ab": 3}"#)
        var reader = try JSONObjectReader(document.root, in: document, context: "the object")
        #expect(try reader.requiredString("id") == "x")
        #expect(try reader.bool("e\u{301}") == true)
        #expect(try reader.number("K") == 2)
        #expect(reader.node("ac") == nil)
        #expect(reader.node("ba") == nil)
        #expect(try reader.number("ab") == 3)
        try reader.finish()
    }

    /// Past a few keys duplicates are found by hashing, and past 64 the reader marks the keys
    /// it found in a second store: both still find what the first dozen keys' paths find.
    @Test func largeObjectsFindDuplicatesAndUnknownKeys() throws {
        let keys = (0..<80).map { "k\($0)" }
        let body = keys.map { "\"\($0)\": 1" }.joined(separator: ", ")
        #expect(failure("{\(body), \"k70\": 2}")?.message == #"invalid JSON: duplicate key "k70""#)
        let document = try parse("{\(body), \"extra\": 0}")
        var reader = try JSONObjectReader(document.root, in: document, context: "the object")
        for key in keys { #expect(try reader.number(key) == 1) }
        #expect(throws: InputError.self) { try reader.finish() }
        do { try reader.finish() } catch let error as InputError {
            #expect(error.message.hasPrefix(#"unknown key "extra" in the object (known keys: "k0", "k1", "k10""#))
            #expect(error.location == SourceLocation(file: "t.json", line: 1, column: 792))
        }
    }

    @Test func boundsNestingInsteadOfOverflowingTheStack() {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(failure(deep)?.message.contains("nesting deeper") == true)
    }
}
