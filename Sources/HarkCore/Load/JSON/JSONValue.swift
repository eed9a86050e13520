/// A JSON document as Hark reads it: every value and every object key keeps the byte offset
/// where it starts, so that any problem found later can be pointed at (Foundation's decoders
/// drop positions).
public struct JSONNode: Sendable {
    public let value: JSONValue
    /// Offset of the value's first byte in the UTF-8 input.
    public let offset: Int
}

public enum JSONValue: Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONNode])
    case object([JSONMember])

    /// The JSON type's name, for messages ("expected a string, found an array").
    public var typeName: String {
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

public struct JSONMember: Sendable {
    public let key: String
    public let keyOffset: Int
    public let value: JSONNode
}

/// A parsed file: the root value plus what is needed to turn offsets into line:column.
public struct JSONDocument: Sendable {
    public let root: JSONNode
    public let lines: LineIndex

    public func location(_ offset: Int) -> SourceLocation { lines.location(ofByte: offset) }
}
