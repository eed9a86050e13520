import Foundation

/// A parsed JSON file: its bytes, and a tape of tokens in document order (a container's token,
/// then its members or elements, each member a key token followed by its value). Nothing is
/// made into a Swift value until it is asked for: a screen model of 20,000 cells asks for a
/// few of its 300,000 strings as `String`s, and a tree of enums, arrays and strings cost more
/// to build and to free than the model made from it. Every value and key keeps the byte
/// offset where it starts, so that any problem found later can be pointed at (Foundation's
/// decoders drop positions).
final class JSONDocument: Sendable {
    let lines: LineIndex
    let bytes: [UInt8]
    let tape: [JSONToken]
    /// The strings that hold escapes, decoded when parsed: a string token's `payload` indexes
    /// this when `hasEscapes`.
    let unescaped: [String]

    init(lines: LineIndex, bytes: [UInt8], tape: [JSONToken], unescaped: [String]) {
        self.lines = lines
        self.bytes = bytes
        self.tape = tape
        self.unescaped = unescaped
    }

    /// The top value (not stored: a node keeps its document, which would then keep itself).
    var root: JSONNode { JSONNode(document: self, index: 0) }

    func location(_ offset: Int) -> SourceLocation { lines.location(ofByte: offset) }

    /// The string a string token holds.
    func string(at index: Int) -> String { Self.text(of: tape[index], bytes: bytes, unescaped: unescaped) }

    static func text(of token: JSONToken, bytes: [UInt8], unescaped: [String]) -> String {
        if token.hasEscapes { return unescaped[Int(token.payload)] }
        // Validated when parsed: decoding repairs nothing.
        return String(decoding: bytes[Int(token.offset) + 1..<token.end], as: UTF8.self)
    }

    /// Whether two string tokens hold the same text, as `String`s compare (canonical
    /// equivalence), without making strings when both are plain ASCII.
    static func sameText(_ first: JSONToken, _ second: JSONToken, bytes: [UInt8], unescaped: [String]) -> Bool {
        guard first.isPlainASCII, second.isPlainASCII else {
            return text(of: first, bytes: bytes, unescaped: unescaped) == text(of: second, bytes: bytes, unescaped: unescaped)
        }
        let firstStart = Int(first.offset) + 1, secondStart = Int(second.offset) + 1
        let length = first.end - firstStart
        guard second.end - secondStart == length else { return false }
        return bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return true }
            return memcmp(base + firstStart, base + secondStart, length) == 0
        }
    }

    /// The member of the object at `index` whose key is `key`: its position among the members
    /// and its value's index on the tape. `filter`, the object's `keyFilter`, rules most
    /// absent keys out before a walk.
    func member(_ key: String, ofObjectAt index: Int, filter: UInt64 = .max) -> (position: Int, value: Int)? {
        let count = tape[index].count
        guard count > 0 else { return nil }
        switch key.utf8.withContiguousStorageIfAvailable({ asciiMember($0, ofObjectAt: index, count: count, filter: filter) }) {
        case .found(let position, let value): return (position, value)
        case .absent: return nil
        case .undecided, nil: break
        }
        var keyIndex = index + 1
        for position in 0..<count {
            if string(at: keyIndex) == key { return (position, keyIndex + 1) }
            keyIndex = next(after: keyIndex + 1)
        }
        return nil
    }

    /// A summary of the keys of the object at `index`: one bit for each key, chosen by its
    /// length and first byte (all bits when a key is not plain ASCII, which only a comparison
    /// of strings can match). A model's objects are asked for some twenty keys each, most of
    /// them absent: the summary answers most of those without a walk of the members.
    func keyFilter(ofObjectAt index: Int) -> UInt64 {
        var filter: UInt64 = 0
        var keyIndex = index + 1
        for _ in 0..<tape[index].count {
            let token = tape[keyIndex]
            guard token.isPlainASCII else { return .max }
            let start = Int(token.offset) + 1
            filter |= Self.filterBit(length: token.end - start, first: token.end > start ? bytes[start] : 0)
            keyIndex = next(after: keyIndex + 1)
        }
        return filter
    }

    private static func filterBit(length: Int, first: UInt8) -> UInt64 {
        1 << (UInt64(truncatingIfNeeded: length &* 7 &+ Int(first)) & 63)
    }

    private enum Lookup { case found(position: Int, value: Int), absent, undecided }

    /// A model's objects are asked for some twenty keys each, most of them absent: an ASCII key
    /// is compared with the members' bytes where they are. Only an ASCII text equals an ASCII
    /// key byte for byte; any other pair is left to compare as `String`s compare (U+212A KELVIN
    /// SIGN equals "K").
    private func asciiMember(_ key: UnsafeBufferPointer<UInt8>, ofObjectAt index: Int, count: Int, filter: UInt64) -> Lookup {
        guard key.allSatisfy({ $0 < 0x80 }) else { return .undecided }
        guard filter & Self.filterBit(length: key.count, first: key.first ?? 0) != 0 else { return .absent }
        let keyPrefix = JSONToken.prefix(key, from: 0, to: key.count) << 32
        return tape.withUnsafeBufferPointer { tape in
            bytes.withUnsafeBufferPointer { bytes in
                var keyIndex = index + 1
                for position in 0..<count {
                    let token = tape[keyIndex]
                    guard token.isPlainASCII else { return .undecided }
                    let start = Int(token.offset) + 1
                    if token.payload == keyPrefix | UInt64(start + key.count),
                       key.count <= 4 || (4..<key.count).allSatisfy({ bytes[start + $0] == key[$0] }) {
                        return .found(position: position, value: keyIndex + 1)
                    }
                    keyIndex = tape[keyIndex + 1].following(keyIndex + 1)
                }
                return .absent
            }
        }
    }

    /// The index of the token after the value at `index` (and after everything it holds).
    func next(after index: Int) -> Int {
        tape[index].following(index)
    }

    /// The value at `index` as an enum, its containers' members made into nodes (one level).
    func value(at index: Int) -> JSONValue {
        let token = tape[index]
        switch token.kind {
        case .null: return .null
        case .falseValue: return .bool(false)
        case .trueValue: return .bool(true)
        case .number: return .number(Double(bitPattern: token.payload))
        case .string: return .string(string(at: index))
        case .array:
            var elements: [JSONNode] = []
            elements.reserveCapacity(token.count)
            var child = index + 1
            for _ in 0..<token.count {
                elements.append(JSONNode(document: self, index: child))
                child = next(after: child)
            }
            return .array(elements)
        case .object:
            var members: [JSONMember] = []
            members.reserveCapacity(token.count)
            var key = index + 1
            for _ in 0..<token.count {
                members.append(JSONMember(key: string(at: key), keyOffset: Int(tape[key].offset), value: JSONNode(document: self, index: key + 1)))
                key = next(after: key + 1)
            }
            return .object(members)
        }
    }
}

/// One value of a document: where it is on the tape. Its `value` is made when asked for.
struct JSONNode: Sendable {
    let document: JSONDocument
    let index: Int

    var value: JSONValue { document.value(at: index) }
    /// Offset of the value's first byte in the UTF-8 input.
    var offset: Int { Int(document.tape[index].offset) }
    var kind: JSONToken.Kind { document.tape[index].kind }
}

/// One value on the tape (16 bytes). `offset` is the value's first byte (a string's quote).
/// `payload`: a number's bits; a string's end (the byte of its closing quote) in the low half
/// and its first four bytes in the high half, or the index of its decoded text in
/// `JSONDocument.unescaped` when it has escapes; for a container, the index of the token after
/// it (low half) and how many elements or members it has (high half).
struct JSONToken: Sendable {
    enum Kind: UInt8, Sendable {
        case null, falseValue, trueValue, number, string, array, object

        var isContainer: Bool { self == .array || self == .object }

        /// The JSON type's name, for messages ("expected a string, found an array").
        var typeName: String {
            switch self {
            case .null: return "null"
            case .falseValue, .trueValue: return "a boolean"
            case .number: return "a number"
            case .string: return "a string"
            case .array: return "an array"
            case .object: return "an object"
            }
        }
    }

    let offset: UInt32
    let kind: Kind
    /// A string with no byte past ASCII.
    let isASCII: Bool
    let hasEscapes: Bool
    var payload: UInt64

    /// A string whose bytes in the file are its text.
    var isPlainASCII: Bool { isASCII && !hasEscapes }

    /// A container's element or member count.
    var count: Int { Int(payload >> 32) }
    /// A container's following token.
    var next: Int { Int(payload & 0xFFFF_FFFF) }
    /// A string's closing quote (when it has no escapes).
    var end: Int { Int(payload & 0xFFFF_FFFF) }

    /// The index of the token after this value (and all it holds), this token being at `index`.
    func following(_ index: Int) -> Int { kind.isContainer ? next : index + 1 }

    /// Up to four bytes, the first lowest: a key's first bytes and its end, compared in one
    /// step, tell most keys apart.
    static func prefix(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        var prefix: UInt64 = 0
        var position = start
        while position < end && position < start + 4 {
            prefix |= UInt64(bytes[position]) << UInt64(8 * (position - start))
            position += 1
        }
        return prefix
    }
}

enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The JSON type's name, for messages ("expected a string, found an array").
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

struct JSONMember: Sendable {
    let key: String
    let keyOffset: Int
    let value: JSONNode
}
