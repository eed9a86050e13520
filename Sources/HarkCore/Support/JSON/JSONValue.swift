/// A JSON document as Hark reads it: every value and every object key keeps the byte offset
/// where it starts, so that any problem found later can be pointed at (Foundation's decoders
/// drop positions).
struct JSONNode: Sendable {
    let value: JSONValue
    /// Offset of the value's first byte in the UTF-8 input.
    let offset: Int
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

/// A parsed file: the root value plus what is needed to turn offsets into line:column. A
/// class: every object reader keeps it, and copying its fields cost a reference count each, for
/// each of a model's thousands of objects.
final class JSONDocument: Sendable {
    let root: JSONNode
    let lines: LineIndex

    init(root: JSONNode, lines: LineIndex) {
        self.root = root
        self.lines = lines
    }

    func location(_ offset: Int) -> SourceLocation { lines.location(ofByte: offset) }
}
