/// Reads an XML file (Interface Builder files, property lists) into one flat `XMLDocument`, whose
/// root `XMLElement` it returns, with Hark's own scanner (`XMLScanner`), which reads the XML that
/// Xcode and other tools write and
/// refuses, with a position, everything else: a file that is not UTF-8 or UTF-16, entity and
/// DTD declarations, nesting deeper than `maximumDepth`, files larger than `maximumBytes`.
enum XMLTree {
    static let maximumDepth = 256
    static let maximumBytes = InputKind.interfaceBuilder.limit

    static func load(file: String, as kind: InputKind = .interfaceBuilder) throws -> XMLElement {
        try parse(try FileSystem.readBytes(file, as: kind), file: file)
    }

    static func parse(_ raw: [UInt8], file: String) throws -> XMLElement {
        let text = try decode(raw, file: file)
        return try text.withUnsafeBufferPointer { try parse(decoded: $0, file: file) }
    }

    /// Parses text `decode` has made.
    static func parse(decoded text: UnsafeBufferPointer<UInt8>, file: String) throws -> XMLElement {
        var scanner = XMLScanner(text, file: file, maximumDepth: maximumDepth)
        return try scanner.document().root
    }

    /// The text as validated UTF-8 without a byte-order mark; UTF-16 is transcoded, and its
    /// XML declaration then says UTF-8.
    static func decode(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        let decoded: DecodedText
        do {
            decoded = try TextDecoding.decode(bytes)
        } catch {
            throw InputError(error.message, at: error.location(in: file))
        }
        guard decoded.encoding != .utf8 else { return decoded.utf8 }
        let text = decoded.utf8
        guard text.starts(with: Array("<?xml".utf8)), let end = text.firstRange(of: Array("?>".utf8))?.lowerBound else { return text }
        let declaration = String(decoding: text[..<end], as: UTF8.self)
        let rewritten = declaration.replacingOccurrences(of: "UTF-16", with: "UTF-8").replacingOccurrences(of: "utf-16", with: "UTF-8")
        return Array(rewritten.utf8) + text[end...]
    }
}
