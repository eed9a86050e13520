/// The old-style (OpenStep) property list an Xcode project is written in (`project.pbxproj`):
/// `{ key = value; … }`, `( a, b, )`, quoted or bare strings, `<hex data>`, `/* */` and `//`
/// comments. Only what a project holds is kept: strings, arrays and dictionaries (data reads
/// as its hex text).
indirect enum OpenStepValue: Sendable, Equatable {
    case string(String)
    case array([OpenStepValue])
    case dictionary([String: OpenStepValue])

    var string: String? { if case .string(let text) = self { return text } else { return nil } }
    var array: [OpenStepValue]? { if case .array(let items) = self { return items } else { return nil } }
    var dictionary: [String: OpenStepValue]? { if case .dictionary(let members) = self { return members } else { return nil } }

    subscript(key: String) -> OpenStepValue? { dictionary?[key] }

    /// Parses `bytes`; nil when they are not a property list of this form (no error is
    /// needed: a project Hark cannot read only means its targets are unknown).
    static func parse(_ bytes: [UInt8]) -> OpenStepValue? {
        var parser = OpenStepParser(bytes: bytes)
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipSpaceAndComments()
        return parser.index == bytes.count ? value : nil
    }
}

private struct OpenStepParser {
    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
        // A UTF-8 byte order mark.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Nesting deeper than any project (hostile input is not read deeper).
    static let maximumDepth = 64

    mutating func value(depth: Int) -> OpenStepValue? {
        guard depth < OpenStepParser.maximumDepth else { return nil }
        skipSpaceAndComments()
        guard index < bytes.count else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            index += 1
            var members: [String: OpenStepValue] = [:]
            while true {
                skipSpaceAndComments()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .dictionary(members) }
                guard let key = string() else { return nil }
                skipSpaceAndComments()
                guard expect(UInt8(ascii: "=")), let member = value(depth: depth + 1) else { return nil }
                skipSpaceAndComments()
                guard expect(UInt8(ascii: ";")) else { return nil }
                members[key] = member
            }
        case UInt8(ascii: "("):
            index += 1
            var items: [OpenStepValue] = []
            while true {
                skipSpaceAndComments()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ")") { index += 1; return .array(items) }
                guard let item = value(depth: depth + 1) else { return nil }
                items.append(item)
                skipSpaceAndComments()
                guard index < bytes.count else { return nil }
                if bytes[index] == UInt8(ascii: ",") { index += 1 } else if bytes[index] != UInt8(ascii: ")") { return nil }
            }
        case UInt8(ascii: "<"):
            let start = index + 1
            guard let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) else { return nil }
            index = end + 1
            return .string(String(decoding: bytes[start..<end], as: UTF8.self))
        default:
            return string().map(OpenStepValue.string)
        }
    }

    /// A quoted string (with `\n`, `\"`, `\\`, `\U00e9`, octal escapes) or a bare word.
    mutating func string() -> String? {
        guard index < bytes.count else { return nil }
        if bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") {
            let quote = bytes[index]
            index += 1
            var output: [UInt8] = []
            while index < bytes.count {
                let byte = bytes[index]
                if byte == quote { index += 1; return String(decoding: output, as: UTF8.self) }
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    index += 1
                    escape(into: &output)
                    continue
                }
                output.append(byte)
                index += 1
            }
            return nil
        }
        let start = index
        while index < bytes.count, OpenStepParser.isBareByte(bytes[index]) { index += 1 }
        return index > start ? String(decoding: bytes[start..<index], as: UTF8.self) : nil
    }

    private mutating func escape(into output: inout [UInt8]) {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            var scalar: UInt32 = 0
            var digits = 0
            while digits < 4, index < bytes.count, let digit = OpenStepParser.hexDigit(bytes[index]) {
                scalar = scalar << 4 | digit
                index += 1
                digits += 1
            }
            output += Array(String(Unicode.Scalar(scalar).map(Character.init) ?? "\u{FFFD}").utf8)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value << 3 | UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
                digits += 1
            }
            output.append(UInt8(truncatingIfNeeded: value))
        default:
            output.append(byte)
        }
    }

    mutating func skipSpaceAndComments() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else {
                return
            }
        }
    }

    private mutating func expect(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    /// Letters, digits and `_$+/:.-` make a bare string (`PBXBuildFile`, `<group>` is quoted).
    private static func isBareByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return byte >= 0x80
        }
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }
}
