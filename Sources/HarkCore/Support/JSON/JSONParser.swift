/// A strict RFC 8259 reader over UTF-8 bytes that records positions. Nesting is bounded so a
/// hostile file cannot exhaust the stack.
struct JSONParser {
    enum DuplicateKeys: Sendable { case reject, keep }

    static let maximumDepth = 512

    private let bytes: [UInt8]
    private var index: Int
    private let duplicateKeys: DuplicateKeys
    private var depth = 0
    private var tape: [JSONToken] = []
    private var unescaped: [String] = []

    private init(bytes: [UInt8], duplicateKeys: DuplicateKeys) {
        self.bytes = bytes
        self.duplicateKeys = duplicateKeys
        // A UTF-8 byte-order mark is tolerated, as Foundation does.
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    /// Parses `bytes` or throws an `InputError` pointing at the first problem.
    static func parse(
        _ bytes: [UInt8], file: String, duplicateKeys: DuplicateKeys = .reject
    ) throws -> JSONDocument {
        let lines = LineIndex(file: file, bytes: bytes)
        // UTF-16 (a byte-order mark, or a NUL beside the first character) reads as NUL bytes to
        // a UTF-8 reader: say which encoding it is rather than "unexpected byte 0x0".
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) || (bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)) {
            throw InputError("the file is UTF-16: JSON is read as UTF-8 (Xcode writes it so); save it as UTF-8", at: lines.location(ofByte: 0))
        }
        // Tokens keep 32-bit offsets; every kind of input Hark reads is limited far below.
        guard bytes.count < Int(UInt32.max) else {
            throw InputError("the file is larger than 4 GB", at: lines.location(ofByte: 0))
        }
        var parser = JSONParser(bytes: bytes, duplicateKeys: duplicateKeys)
        do {
            parser.skipWhitespace()
            try parser.parseValue()
            parser.skipWhitespace()
            if parser.index < bytes.count {
                throw Failure(offset: parser.index, message: "unexpected \(parser.describeCurrent()) after the JSON value")
            }
            return JSONDocument(lines: lines, bytes: bytes, tape: parser.tape, unescaped: parser.unescaped)
        } catch let failure as Failure {
            throw InputError("invalid JSON: \(failure.message)", at: lines.location(ofByte: failure.offset))
        }
    }

    struct Failure: Error {
        let offset: Int
        let message: String
    }

    private mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        return "byte 0x" + String(byte, radix: 16, uppercase: true)
    }

    /// Appends the value at `index` (and all it holds) to the tape.
    private mutating func parseValue() throws {
        guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file, expected a value") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): try parseObject()
        case UInt8(ascii: "["): try parseArray()
        case UInt8(ascii: "\""): try parseString()
        case UInt8(ascii: "t"): try expectWord("true"); append(.trueValue, at: start)
        case UInt8(ascii: "f"): try expectWord("false"); append(.falseValue, at: start)
        case UInt8(ascii: "n"): try expectWord("null"); append(.null, at: start)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            let number = try parseNumber()
            append(.number, at: start, payload: number.bitPattern)
        default:
            throw Failure(offset: index, message: "unexpected \(describeCurrent()), expected a value")
        }
    }

    private mutating func append(_ kind: JSONToken.Kind, at offset: Int, payload: UInt64 = 0, isASCII: Bool = false, hasEscapes: Bool = false) {
        tape.append(JSONToken(offset: UInt32(truncatingIfNeeded: offset), kind: kind, isASCII: isASCII, hasEscapes: hasEscapes, payload: payload))
    }

    /// Closes the container whose token is at `token`: where its tokens end, and how many
    /// elements or members it has.
    private mutating func close(_ token: Int, count: Int) {
        tape[token].payload = UInt64(UInt32(truncatingIfNeeded: count)) << 32 | UInt64(UInt32(truncatingIfNeeded: tape.count))
    }

    private mutating func expectWord(_ word: StaticString) throws {
        let start = index
        let count = word.utf8CodeUnitCount
        let matches = word.withUTF8Buffer { expected in
            index + count <= bytes.count && bytes[index..<index + count].elementsEqual(expected)
        }
        guard matches else { throw Failure(offset: start, message: "unexpected \(describeCurrent()), expected a value") }
        index += count
    }

    private mutating func enter() throws {
        depth += 1
        if depth > JSONParser.maximumDepth {
            throw Failure(offset: index, message: "nesting deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    private static let keysComparedOneByOne = 16

    private mutating func parseObject() throws {
        try enter()
        defer { depth -= 1 }
        let token = tape.count
        append(.object, at: index)
        index += 1
        var count = 0
        // Beyond a few keys, the keys seen so far as strings.
        var seen: Set<String> = []
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "}") {
            index += 1
            close(token, count: 0)
            return
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw Failure(offset: index, message: "unexpected \(describeCurrent()), expected a quoted key")
            }
            let keyOffset = index
            let key = tape.count
            try parseString()
            if duplicateKeys == .reject {
                // Most objects have a few keys: compared one by one, hashed beyond that.
                let isDuplicate: Bool
                if count < Self.keysComparedOneByOne {
                    isDuplicate = keyTokens(ofObjectAt: token, count: count).contains {
                        JSONDocument.sameText(tape[$0], tape[key], bytes: bytes, unescaped: unescaped)
                    }
                } else {
                    if seen.isEmpty { seen = Set(keyTokens(ofObjectAt: token, count: count).map(keyText)) }
                    isDuplicate = !seen.insert(keyText(key)).inserted
                }
                if isDuplicate {
                    throw Failure(offset: keyOffset, message: "duplicate key \"\(keyText(key))\"")
                }
            }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw Failure(offset: index, message: "unexpected \(describeCurrent()), expected ':' after the key")
            }
            index += 1
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file, expected ',' or '}'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; close(token, count: count); return }
            throw Failure(offset: index, message: "unexpected \(describeCurrent()), expected ',' or '}'")
        }
    }

    /// The indices of the first `count` keys of the object whose token is at `object`.
    private func keyTokens(ofObjectAt object: Int, count: Int) -> some Sequence<Int> {
        sequence(first: object + 1) { [tape] key in tape[key + 1].following(key + 1) }.prefix(count)
    }

    private func keyText(_ token: Int) -> String {
        JSONDocument.text(of: tape[token], bytes: bytes, unescaped: unescaped)
    }

    private mutating func parseArray() throws {
        try enter()
        defer { depth -= 1 }
        let token = tape.count
        append(.array, at: index)
        index += 1
        var count = 0
        skipWhitespace()
        if index < bytes.count && bytes[index] == UInt8(ascii: "]") {
            index += 1
            close(token, count: 0)
            return
        }
        while true {
            skipWhitespace()
            try parseValue()
            count += 1
            skipWhitespace()
            guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file, expected ',' or ']'") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; close(token, count: count); return }
            throw Failure(offset: index, message: "unexpected \(describeCurrent()), expected ',' or ']'")
        }
    }

    private mutating func parseNumber() throws -> Double {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else {
            throw Failure(offset: index, message: "invalid number, expected a digit")
        }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) {
                throw Failure(offset: index, message: "invalid number, leading zeros are not allowed")
            }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(offset: index, message: "invalid number, expected a digit after '.'")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else {
                throw Failure(offset: index, message: "invalid number, expected a digit in the exponent")
            }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if let value = Self.shortDecimal(bytes[start..<index]) { return value }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(offset: start, message: "number \(text) is out of range")
        }
        return value
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// The value of a number of at most 15 digits with no exponent (`308`, `-6.5`): its digits
    /// as an integer, exact in a double, divided by a power of ten that is exact too, which
    /// IEEE division rounds correctly, as `strtod` does. Nil for any other number. A model's
    /// frames are thousands of such numbers, and `Double(String)` cost a string and a `strtod`
    /// each.
    private static func shortDecimal(_ text: ArraySlice<UInt8>) -> Double? {
        var digits = 0
        var mantissa: Int64 = 0
        var fractionDigits = 0
        var inFraction = false
        var negative = false
        for byte in text {
            switch byte {
            case UInt8(ascii: "-"): negative = true
            case UInt8(ascii: "."): inFraction = true
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digits += 1
                guard digits <= 15 else { return nil }
                mantissa = mantissa * 10 + Int64(byte - 0x30)
                if inFraction { fractionDigits += 1 }
            default: return nil
            }
        }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// 10⁰ … 10¹⁵, each exact in a double.
    private static let powersOfTen: [Double] = (0...15).map { exponent in (0..<exponent).reduce(1.0) { value, _ in value * 10 } }

    /// Reads a quoted string onto the tape; `index` is at the opening quote. Its text is checked
    /// here (valid UTF-8, valid escapes) and made into a `String` only when it has escapes.
    private mutating func parseString() throws {
        let quote = index
        index += 1
        let start = index
        var asciiOnly = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                if !asciiOnly { try validate(bytes[start..<index], at: start) }
                let prefix = bytes.withUnsafeBufferPointer { JSONToken.prefix($0, from: start, to: index) }
                append(.string, at: quote, payload: prefix << 32 | UInt64(index), isASCII: asciiOnly)
                index += 1
                return
            }
            if byte == UInt8(ascii: "\\") {
                index = quote
                return try parseEscapedString()
            }
            if byte < 0x20 {
                throw Failure(offset: index, message: "control character in a string (escape it)")
            }
            if byte >= 0x80 { asciiOnly = false }
            index += 1
        }
        throw Failure(offset: quote, message: "unterminated string")
    }

    /// A string with escapes, decoded into `unescaped`; `index` is at the opening quote.
    private mutating func parseEscapedString() throws {
        let quote = index
        index += 1
        var segmentStart = index
        var escaped: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                escaped.append(contentsOf: bytes[segmentStart..<index])
                index += 1
                guard let text = String(validating: escaped, as: UTF8.self) else {
                    throw Failure(offset: quote, message: "string is not valid UTF-8")
                }
                append(.string, at: quote, payload: UInt64(unescaped.count), isASCII: text.utf8.allSatisfy { $0 < 0x80 }, hasEscapes: true)
                unescaped.append(text)
                return
            }
            if byte == UInt8(ascii: "\\") {
                escaped.append(contentsOf: bytes[segmentStart..<index])
                try appendEscape(into: &escaped)
                segmentStart = index
                continue
            }
            if byte < 0x20 {
                throw Failure(offset: index, message: "control character in a string (escape it)")
            }
            index += 1
        }
        throw Failure(offset: quote, message: "unterminated string")
    }

    private func validate(_ bytes: ArraySlice<UInt8>, at offset: Int) throws {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue: continue
            case .emptyInput: return
            case .error: throw Failure(offset: offset, message: "string is not valid UTF-8")
            }
        }
    }

    /// Decodes one escape sequence; `index` is at the backslash.
    private mutating func appendEscape(into output: inout [UInt8]) throws {
        let start = index
        index += 1
        guard index < bytes.count else { throw Failure(offset: start, message: "unterminated escape sequence") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""): output.append(0x22)
        case UInt8(ascii: "\\"): output.append(0x5C)
        case UInt8(ascii: "/"): output.append(0x2F)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "u"):
            var unit = try readHex4(escapeStart: start)
            if UTF16.isLeadSurrogate(UInt16(unit)) {
                // A high surrogate must be followed by \uDC00-\uDFFF.
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                    throw Failure(offset: start, message: "lone UTF-16 surrogate \\u\(String(unit, radix: 16, uppercase: true))")
                }
                let lowStart = index
                index += 2
                let low = try readHex4(escapeStart: lowStart)
                guard UTF16.isTrailSurrogate(UInt16(low)) else {
                    throw Failure(offset: start, message: "lone UTF-16 surrogate \\u\(String(unit, radix: 16, uppercase: true))")
                }
                unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
            } else if UTF16.isTrailSurrogate(UInt16(unit)) {
                throw Failure(offset: start, message: "lone UTF-16 surrogate \\u\(String(unit, radix: 16, uppercase: true))")
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw Failure(offset: start, message: "invalid Unicode escape")
            }
            appendUTF8(scalar, to: &output)
        default:
            throw Failure(offset: start, message: "invalid escape sequence '\\\(Character(Unicode.Scalar(code)))'")
        }
    }

    private mutating func readHex4(escapeStart: Int) throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure(offset: escapeStart, message: "incomplete \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = hexValue(bytes[index]) else {
                throw Failure(offset: escapeStart, message: "invalid \\u escape, expected four hex digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }
}

func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case 0x30...0x39: return UInt32(byte - 0x30)
    case 0x41...0x46: return UInt32(byte - 0x41 + 10)
    case 0x61...0x66: return UInt32(byte - 0x61 + 10)
    default: return nil
    }
}

/// Appends the UTF-8 encoding of `scalar`.
func appendUTF8(_ scalar: Unicode.Scalar, to output: inout [UInt8]) {
    let value = scalar.value
    switch value {
    case 0..<0x80:
        output.append(UInt8(value))
    case 0x80..<0x800:
        output.append(UInt8(0xC0 | (value >> 6)))
        output.append(UInt8(0x80 | (value & 0x3F)))
    case 0x800..<0x10000:
        output.append(UInt8(0xE0 | (value >> 12)))
        output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
        output.append(UInt8(0x80 | (value & 0x3F)))
    default:
        output.append(UInt8(0xF0 | (value >> 18)))
        output.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
        output.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
        output.append(UInt8(0x80 | (value & 0x3F)))
    }
}
