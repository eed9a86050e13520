import Foundation

/// A property list value as Hark reads it, with where it starts: `.stringsdict` files and
/// Settings.bundle panes are property lists. Read from XML or binary (`PropertyList.load`);
/// in a binary file a position is line 1 and the column of the object's first byte.
struct PlistNode: Sendable {
    enum Value: Sendable {
        case string(String)
        /// Integers keep their text: a plist may hold values beyond 64 bits.
        case integer(String)
        case real(Double)
        case bool(Bool)
        case date(String)
        case data([UInt8])
        case array([PlistNode])
        case dictionary([PlistEntry])
    }

    let value: Value
    let location: SourceLocation

    /// The plist type's name, for messages ("expected a <dict>, found a <string>").
    var typeName: String {
        switch value {
        case .string: return "<string>"
        case .integer: return "<integer>"
        case .real: return "<real>"
        case .bool: return "<true/> or <false/>"
        case .date: return "<date>"
        case .data: return "<data>"
        case .array: return "<array>"
        case .dictionary: return "<dict>"
        }
    }

    var string: String? {
        if case .string(let text) = value { return text }
        return nil
    }

    var entries: [PlistEntry]? {
        if case .dictionary(let entries) = value { return entries }
        return nil
    }

    var elements: [PlistNode]? {
        if case .array(let elements) = value { return elements }
        return nil
    }

    /// The value of `key` in a dictionary; a key given twice counts as its later value, as
    /// CoreFoundation reads it.
    subscript(key: String) -> PlistNode? {
        entries?.last { $0.key == key }?.value
    }

    /// The entry of `key`, with the key's own position.
    func entry(_ key: String) -> PlistEntry? {
        entries?.last { $0.key == key }
    }
}

struct PlistEntry: Sendable {
    let key: String
    let keyLocation: SourceLocation
    let value: PlistNode
}

enum PropertyList {
    /// Reads a property list file, XML or binary (`bplist00`), whichever its first bytes say.
    static func load(file: String, scratch: ScratchBytes = ScratchBytes()) throws -> PlistNode {
        try scratch.withBytes { bytes in
            try FileSystem.readBytes(file, as: .propertyList, into: &bytes)
            return try read(bytes: bytes, file: file)
        }
    }

    /// The bytes of a property list file, refusing one too large to be one (`InputKind`).
    static func readBytes(_ file: String) throws -> [UInt8] {
        try FileSystem.readBytes(file, as: .propertyList)
    }

    static func read(bytes: [UInt8], file: String) throws -> PlistNode {
        if BinaryPropertyList.isBinary(bytes) { return try BinaryPropertyList.read(bytes, file: file) }
        let text = try XMLTree.decode(withoutControlCharacters(bytes), file: file)
        return try text.withUnsafeBufferPointer { buffer in
            var shortcut = XMLScanner(buffer, file: file, maximumDepth: XMLTree.maximumDepth)
            if let top = shortcut.plainPropertyList() { return top }
            return try read(XMLTree.parse(decoded: buffer, file: file), file: file)
        }
    }

    /// CoreFoundation's XML plist parser accepts C0 control characters in text, which XML 1.0
    /// forbids, and apps ship such files (a form feed in a licence pasted into a Settings
    /// pane): in a UTF-8 file they read as spaces, so byte positions stay the same.
    private static func withoutControlCharacters(_ bytes: [UInt8]) -> [UInt8] {
        let isUTF16 = bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF])
            || (bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0))
        func isControl(_ byte: UInt8) -> Bool { byte != 0 && byte < 0x20 && byte != 0x09 && byte != 0x0A && byte != 0x0D }
        guard !isUTF16, containsControlCharacter(bytes, isControl) else { return bytes }
        return bytes.map { isControl($0) ? 0x20 : $0 }
    }

    /// Whether any byte is one, looked for a word at a time: words of printable text (most of
    /// a file) are passed over whole.
    private static func containsControlCharacter(_ bytes: [UInt8], _ isControl: (UInt8) -> Bool) -> Bool {
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var index = 0
            while index + 8 <= buffer.count {
                if ByteWords.hasByte(below: 0x20, in: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    for offset in index..<index + 8 where isControl(buffer[offset]) { return true }
                }
                index += 8
            }
            return buffer[index...].contains(where: isControl)
        }
    }

    /// The value of an XML property list's `<plist>` element.
    static func read(_ root: XMLElement, file: String) throws -> PlistNode {
        guard root.name == "plist" else {
            throw InputError("not a property list: the root element is <\(root.name)>, not <plist>", at: root.location)
        }
        guard root.children.count == 1, let top = root.children.first else {
            throw InputError("a <plist> holds exactly one value, this one holds \(root.children.count)", at: root.location)
        }
        return try node(top)
    }

    private static func node(_ element: XMLElement) throws -> PlistNode {
        let location = element.location
        switch element.name {
        case "string", "integer", "real", "true", "false", "date", "data":
            return try leaf(named: element.name, text: element.text, at: location)
        case "array": return PlistNode(value: .array(try element.children.map(node)), location: location)
        case "dict":
            var entries: [PlistEntry] = []
            var pendingKey: XMLElement? = nil
            for child in element.children {
                if let key = pendingKey {
                    guard child.name != "key" else {
                        throw InputError("the key \"\(key.text)\" has no value (another <key> follows it)", at: key.location)
                    }
                    entries.append(PlistEntry(key: key.text, keyLocation: key.location, value: try node(child)))
                    pendingKey = nil
                } else {
                    guard child.name == "key" else {
                        throw InputError("a <dict> alternates <key> and value; found <\(child.name)> where a <key> belongs", at: child.location)
                    }
                    pendingKey = child
                }
            }
            if let key = pendingKey { throw InputError("the key \"\(key.text)\" has no value", at: key.location) }
            return PlistNode(value: .dictionary(entries), location: location)
        default:
            throw InputError("<\(element.name)> is not a property list value", at: location)
        }
    }

    /// A value without children, from its element's name and text (both readers make them here).
    static func leaf(named name: String, text: String, at location: SourceLocation) throws -> PlistNode {
        switch name {
        case "string": return PlistNode(value: .string(text), location: location)
        case "integer":
            let trimmed = text.trimmedWhitespace
            guard !trimmed.isEmpty, trimmed.drop(while: { $0 == "-" || $0 == "+" }).allSatisfy(\.isNumber) || trimmed.hasPrefix("0x") else {
                throw InputError("<integer> holds \"\(trimmed)\", not a number", at: location)
            }
            return PlistNode(value: .integer(trimmed), location: location)
        case "real":
            guard let number = Double(text.trimmedWhitespace) else {
                throw InputError("<real> holds \"\(text)\", not a number", at: location)
            }
            return PlistNode(value: .real(number), location: location)
        case "true", "false": return PlistNode(value: .bool(name == "true"), location: location)
        case "date": return PlistNode(value: .date(text.trimmedWhitespace), location: location)
        case "data":
            guard let data = Data(base64Encoded: text, options: .ignoreUnknownCharacters) else {
                throw InputError("<data> does not hold base64", at: location)
            }
            return PlistNode(value: .data([UInt8](data)), location: location)
        default:
            throw InputError("<\(name)> is not a property list value", at: location)
        }
    }
}
