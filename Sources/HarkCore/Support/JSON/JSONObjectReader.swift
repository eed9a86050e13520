/// Reads one JSON object with the checks Hark's JSON formats (screen model, configuration,
/// baseline) promise: required keys, types, and no unknown keys (so a typo is never silently
/// ignored).
struct JSONObjectReader {
    let document: JSONDocument
    /// The object's token on the document's tape.
    private let index: Int
    let offset: Int
    /// What messages call the object: `kind`, or `kind "name"` when it has a name (`cell "wifi"`,
    /// `the key "Done"`). Joined only when a message needs it: a model names each of its
    /// thousands of cells and texts, and a String Catalog each of its keys.
    private var kind: String
    private var name: String?
    /// The keys asked for, for the message of an unknown key: a model asks each object for some
    /// twenty keys, most absent, and hashing each into a set cost more than the lookups.
    private var asked: [String] = []
    /// Which members the keys asked for found: a bit each (`foundBeyond` past the 64th).
    private var foundMask: UInt64 = 0
    private var foundBeyond: [Bool] = []
    /// `JSONDocument.keyFilter`: which keys the object cannot hold.
    private let keyFilter: UInt64

    init(_ node: JSONNode, in document: JSONDocument, context: String) throws {
        try self.init(node, in: document, kind: context, name: nil)
    }

    /// A reader whose messages call the object `kind "name"` (`the text "hint"`).
    init(_ node: JSONNode, in document: JSONDocument, context kind: String, named name: String) throws {
        try self.init(node, in: document, kind: kind, name: name)
    }

    private init(_ node: JSONNode, in document: JSONDocument, kind: String, name: String?) throws {
        self.document = document
        self.kind = kind
        self.name = name
        let token = document.tape[node.index]
        guard token.kind == .object else {
            throw InputError("\(Self.context(kind, name)) must be an object, found \(token.kind.typeName)", at: document.location(node.offset))
        }
        self.index = node.index
        self.offset = Int(token.offset)
        keyFilter = document.keyFilter(ofObjectAt: node.index)
        if token.count > 64 { foundBeyond = Array(repeating: false, count: token.count - 64) }
        // A model's objects are asked for up to twenty keys: room made once, not grown five times.
        asked.reserveCapacity(20)
    }

    /// What messages call the object.
    var context: String { Self.context(kind, name) }

    private static func context(_ kind: String, _ name: String?) -> String {
        guard let name else { return kind }
        return kind.isEmpty ? "\"\(name)\"" : "\(kind) \"\(name)\""
    }

    /// Names the object once a key of its own has said what it is (a cell's "id").
    mutating func rename(_ kind: String, named name: String) {
        self.kind = kind
        self.name = name
    }

    var location: SourceLocation { document.location(offset) }

    func location(of node: JSONNode) -> SourceLocation { document.location(node.offset) }

    // The mutating methods below read fields and call static functions only: a call of a
    // non-mutating method from one copies the whole reader (five references) to pass it.

    /// Looks a key up and marks it as known.
    mutating func node(_ key: String) -> JSONNode? {
        asked.append(key)
        guard let (position, value) = document.member(key, ofObjectAt: index, filter: keyFilter) else { return nil }
        if position < 64 { foundMask |= 1 << UInt64(position) } else { foundBeyond[position - 64] = true }
        return JSONNode(document: document, index: value)
    }

    mutating func required(_ key: String) throws -> JSONNode {
        guard let node = node(key) else {
            throw InputError("\(Self.context(kind, name)) is missing the required key \"\(key)\"", at: document.location(offset))
        }
        return node
    }

    mutating func string(_ key: String) throws -> String? {
        guard let node = node(key) else { return nil }
        return try Self.string(node, key: key)
    }

    mutating func requiredString(_ key: String) throws -> String {
        try Self.string(try required(key), key: key)
    }

    func stringValue(_ node: JSONNode, key: String) throws -> String {
        try Self.string(node, key: key)
    }

    static func string(_ node: JSONNode, key: String) throws -> String {
        guard node.kind == .string else { throw typeError(key, "a string", node) }
        return node.document.string(at: node.index)
    }

    mutating func bool(_ key: String) throws -> Bool? {
        guard let node = node(key) else { return nil }
        switch node.kind {
        case .trueValue: return true
        case .falseValue: return false
        default: throw Self.typeError(key, "true or false", node)
        }
    }

    mutating func number(_ key: String) throws -> Double? {
        guard let node = node(key) else { return nil }
        return try Self.number(node, key: key)
    }

    mutating func requiredNumber(_ key: String) throws -> Double {
        try Self.number(try required(key), key: key)
    }

    private static func number(_ node: JSONNode, key: String) throws -> Double {
        let token = node.document.tape[node.index]
        guard token.kind == .number else { throw typeError(key, "a number", node) }
        return Double(bitPattern: token.payload)
    }

    mutating func array(_ key: String) throws -> [JSONNode]? {
        guard let node = node(key) else { return nil }
        guard case .array(let elements) = node.value else { throw Self.typeError(key, "an array", node) }
        return elements
    }

    /// Rejects the keys nobody asked for.
    func finish() throws {
        let count = document.tape[index].count
        // Most objects had every key asked for: nothing to walk.
        if count <= 64 && foundMask == (count == 64 ? UInt64.max : (1 << UInt64(count)) - 1) { return }
        var key = index + 1
        for position in 0..<count {
            defer { key = document.next(after: key + 1) }
            guard !isFound(position) else { continue }
            let name = document.string(at: key)
            guard !asked.contains(name) else { continue }
            let known = Set(asked).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw InputError("unknown key \"\(name)\" in \(context) (known keys: \(known))",
                             at: document.location(Int(document.tape[key].offset)))
        }
    }

    private func isFound(_ index: Int) -> Bool {
        index < 64 ? foundMask & (1 << UInt64(index)) != 0 : foundBeyond[index - 64]
    }

    func typeError(_ key: String, _ expected: String, _ node: JSONNode) -> InputError {
        Self.typeError(key, expected, node)
    }

    private static func typeError(_ key: String, _ expected: String, _ node: JSONNode) -> InputError {
        InputError("\"\(key)\" must be \(expected), found \(node.kind.typeName)", at: node.document.location(node.offset))
    }
}
