/// Reads one JSON object with the checks Hark's JSON formats (screen model, configuration,
/// baseline) promise: required keys, types, and no unknown keys (so a typo is never silently
/// ignored).
struct JSONObjectReader {
    let document: JSONDocument
    let members: [JSONMember]
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
        guard case .object(let members) = node.value else {
            throw InputError("\(Self.context(kind, name)) must be an object, found \(node.value.typeName)", at: document.location(node.offset))
        }
        self.members = members
        self.offset = node.offset
        if members.count > 64 { foundBeyond = Array(repeating: false, count: members.count - 64) }
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

    /// Looks a key up and marks it as known.
    mutating func node(_ key: String) -> JSONNode? {
        asked.append(key)
        guard let index = members.firstIndex(where: { $0.key == key }) else { return nil }
        if index < 64 { foundMask |= 1 << UInt64(index) } else { foundBeyond[index - 64] = true }
        return members[index].value
    }

    mutating func required(_ key: String) throws -> JSONNode {
        guard let node = node(key) else {
            throw InputError("\(context) is missing the required key \"\(key)\"", at: location)
        }
        return node
    }

    mutating func string(_ key: String) throws -> String? {
        guard let node = node(key) else { return nil }
        return try stringValue(node, key: key)
    }

    mutating func requiredString(_ key: String) throws -> String {
        try stringValue(try required(key), key: key)
    }

    func stringValue(_ node: JSONNode, key: String) throws -> String {
        guard case .string(let value) = node.value else { throw typeError(key, "a string", node) }
        return value
    }

    mutating func bool(_ key: String) throws -> Bool? {
        guard let node = node(key) else { return nil }
        guard case .bool(let value) = node.value else { throw typeError(key, "true or false", node) }
        return value
    }

    mutating func number(_ key: String) throws -> Double? {
        guard let node = node(key) else { return nil }
        guard case .number(let value) = node.value else { throw typeError(key, "a number", node) }
        return value
    }

    mutating func requiredNumber(_ key: String) throws -> Double {
        let node = try required(key)
        guard case .number(let value) = node.value else { throw typeError(key, "a number", node) }
        return value
    }

    mutating func array(_ key: String) throws -> [JSONNode]? {
        guard let node = node(key) else { return nil }
        guard case .array(let elements) = node.value else { throw typeError(key, "an array", node) }
        return elements
    }

    /// Rejects the keys nobody asked for.
    func finish() throws {
        for (index, member) in members.enumerated() where !isFound(index) && !asked.contains(member.key) {
            let known = Set(asked).sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw InputError("unknown key \"\(member.key)\" in \(context) (known keys: \(known))",
                             at: document.location(member.keyOffset))
        }
    }

    private func isFound(_ index: Int) -> Bool {
        index < 64 ? foundMask & (1 << UInt64(index)) != 0 : foundBeyond[index - 64]
    }

    func typeError(_ key: String, _ expected: String, _ node: JSONNode) -> InputError {
        InputError("\"\(key)\" must be \(expected), found \(node.value.typeName)", at: location(of: node))
    }
}
