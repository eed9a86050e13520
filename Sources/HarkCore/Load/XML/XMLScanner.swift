/// A scanner for XML 1.0 as tools write it, over validated UTF-8: elements, attributes,
/// character data with the five predefined entities and character references, CDATA sections,
/// comments and processing instructions (skipped), and a document type declaration without an
/// internal subset (skipped, its DTD never fetched). Entity and other DTD declarations are
/// refused: they are what expansion bombs and external-entity attacks are made of. Positions
/// are counted in one pass, so a document on a single line costs no more than one on many.
struct XMLScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    private let maximumDepth: Int
    private var index = 0
    /// The last position counted: positions only move forward, each byte is counted once.
    private var counted = (offset: 0, line: 1, column: 1)

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.maximumDepth = maximumDepth
    }

    // MARK: - Document

    mutating func document() throws -> XMLElement {
        try skipMisc(inProlog: true)
        guard index < bytes.count else { throw error(bytes.isEmpty ? "the file is empty" : "the document has no element") }
        guard byte == 0x3C, index + 1 < bytes.count, isNameStart(bytes[index + 1]) else {
            throw error("expected the document's first element, found \(describe(index))")
        }
        let root = try elements()
        try skipMisc(inProlog: false)
        guard index >= bytes.count else { throw error("extra content after the document element: \(describe(index))") }
        return root
    }

    /// White space, comments, processing instructions and (before the root) the XML
    /// declaration and a document type declaration.
    private mutating func skipMisc(inProlog: Bool) throws {
        while index < bytes.count {
            let current = byte
            if isWhitespace(current) {
                index += 1
            } else if current == 0x3C, index + 1 < bytes.count, bytes[index + 1] == 0x3F {   // "<?"
                try skipProcessingInstruction()
            } else if current == 0x3C, index + 1 < bytes.count, bytes[index + 1] == 0x21 {   // "<!"
                if starts(with: "<!--") {
                    try skipComment()
                } else if inProlog && starts(with: "<!DOCTYPE") {
                    try skipDocumentType()
                } else {
                    throw declarationError()
                }
            } else {
                return
            }
        }
    }

    // MARK: - Elements

    /// Reads the element at `index` and everything in it, without recursion.
    private mutating func elements() throws -> XMLElement {
        // Each open element with the white space read since its last child or text: kept only
        // if more text follows or the element turns out to have no children.
        var stack: [(element: XMLElement, whitespace: String)] = []
        var root: XMLElement? = nil
        while index < bytes.count {
            if byte != 0x3C {
                guard !stack.isEmpty else { break }
                let (text, isWhitespace) = try characterData()
                if isWhitespace {
                    stack[stack.count - 1].whitespace += text
                } else {
                    appendText(text, to: &stack[stack.count - 1])
                }
                continue
            }
            guard index + 1 < bytes.count else { throw error("the file ends inside a tag") }
            switch bytes[index + 1] {
            case 0x2F:   // "</"
                let start = index
                index += 2
                let name = try self.name()
                skipWhitespace()
                guard index < bytes.count, byte == 0x3E else { throw error("expected '>' to end the tag </\(name)>, found \(describe(index))") }
                index += 1
                guard let open = stack.popLast() else { throw error("</\(name)> closes no element", at: start) }
                guard open.element.name == name else {
                    throw error("</\(name)> does not close <\(open.element.name)> (line \(open.element.location.line))", at: start)
                }
                if open.element.children.isEmpty { open.element.text += open.whitespace }
                open.element.childrenComplete()
                if stack.isEmpty { return open.element }
            case 0x21:   // "<!"
                guard !stack.isEmpty else { throw declarationError() }
                if starts(with: "<!--") {
                    try skipComment()
                } else if starts(with: "<![CDATA[") {
                    appendText(try cdata(), to: &stack[stack.count - 1])
                } else {
                    throw declarationError()
                }
            case 0x3F:   // "<?"
                try skipProcessingInstruction()
            default:
                let (element, isEmpty) = try startTag()
                if let parent = stack.last?.element {
                    parent.children.append(element)
                    element.parent = parent
                    stack[stack.count - 1].whitespace = ""
                } else if root == nil {
                    root = element
                }
                if isEmpty {
                    if stack.isEmpty { return element }
                } else {
                    guard stack.count < maximumDepth else {
                        throw error("XML nested deeper than \(maximumDepth) elements; refused", at: index - 1)
                    }
                    stack.append((element, ""))
                }
            }
        }
        if let open = stack.last {
            throw error("the file ends before <\(open.element.name)> (line \(open.element.location.line)) is closed")
        }
        throw error("the file ends inside the document")
    }

    private func appendText(_ text: String, to open: inout (element: XMLElement, whitespace: String)) {
        if !open.whitespace.isEmpty {
            open.element.text += open.whitespace
            open.whitespace = ""
        }
        open.element.text += text
    }

    /// `<name attribute="value" …>` or `…/>` (an empty element); `index` is past it afterwards.
    private mutating func startTag() throws -> (XMLElement, isEmpty: Bool) {
        let start = index
        index += 1
        guard index < bytes.count, isNameStart(byte) else { throw error("expected a tag name after '<', found \(describe(index))") }
        let name = try self.name()
        let location = self.location(at: start)
        var attributes: [(name: String, value: String)] = []
        // Names are looked up in a set once a tag has many attributes (a list is quadratic).
        var names: Set<String> = []
        var isEmpty = false
        while true {
            let hadWhitespace = skipWhitespace()
            guard index < bytes.count else { throw error("the file ends inside the tag <\(name)>") }
            if byte == 0x3E { index += 1; break }
            if byte == 0x2F {
                guard index + 1 < bytes.count, bytes[index + 1] == 0x3E else { throw error("expected '/>' in the tag <\(name)>") }
                index += 2
                isEmpty = true
                break
            }
            guard hadWhitespace, isNameStart(byte) else { throw error("expected an attribute or '>' in the tag <\(name)>, found \(describe(index))") }
            let attributeStart = index
            let attribute = try self.name()
            skipWhitespace()
            guard index < bytes.count, byte == 0x3D else { throw error("expected '=' after the attribute \(attribute)") }
            index += 1
            skipWhitespace()
            guard index < bytes.count, byte == 0x22 || byte == 0x27 else { throw error("expected a quoted value for the attribute \(attribute)") }
            let value = try attributeValue(quote: byte)
            if attributes.count == 16 { names = Set(attributes.map(\.name)) }
            let isRepeated = attributes.count < 16 ? attributes.contains { $0.name == attribute } : !names.insert(attribute).inserted
            guard !isRepeated else {
                throw error("the attribute \(attribute) is given twice in <\(name)>", at: attributeStart)
            }
            attributes.append((attribute, value))
        }
        return (XMLElement(name: name, attributes: attributes, location: location), isEmpty)
    }

    private mutating func name() throws -> String {
        let start = index
        while index < bytes.count, isNameCharacter(byte) { index += 1 }
        guard index > start else { throw error("expected a name, found \(describe(index))") }
        return string(start..<index)
    }

    // MARK: - Text

    /// Character data up to the next `<`, references decoded, line ends normalized; and whether
    /// it is all white space.
    private mutating func characterData() throws -> (String, Bool) {
        let start = index
        var plain = true
        var whitespaceOnly = true
        while index < bytes.count {
            let current = byte
            if current == 0x3C { break }
            if current == 0x26 || current == 0x0D { plain = false }
            if current < 0x20 && current != 0x09 && current != 0x0A && current != 0x0D { throw controlCharacterError() }
            if whitespaceOnly && !isWhitespace(current) { whitespaceOnly = false }
            index += 1
        }
        if plain { return (string(start..<index), whitespaceOnly) }
        return (try decoded(start..<index, inAttribute: false), whitespaceOnly)
    }

    /// A quoted attribute value; `index` is at the opening quote.
    private mutating func attributeValue(quote: UInt8) throws -> String {
        index += 1
        let start = index
        var plain = true
        while index < bytes.count, byte != quote {
            let current = byte
            if current == 0x3C { throw error("'<' is not allowed in an attribute value (write &lt;)") }
            if current == 0x26 || current == 0x09 || current == 0x0A || current == 0x0D { plain = false }
            if current < 0x20 && current != 0x09 && current != 0x0A && current != 0x0D { throw controlCharacterError() }
            index += 1
        }
        guard index < bytes.count else { throw error("the attribute value opened here is never closed", at: start - 1) }
        let range = start..<index
        index += 1
        return plain ? string(range) : try decoded(range, inAttribute: true)
    }

    /// Decodes references and normalizes line ends (and, in attributes, white space to spaces),
    /// as an XML processor must.
    private mutating func decoded(_ range: Range<Int>, inAttribute: Bool) throws -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var position = range.lowerBound
        while position < range.upperBound {
            let current = bytes[position]
            switch current {
            case 0x26:
                guard let end = (position..<range.upperBound).first(where: { bytes[$0] == 0x3B }) else {
                    throw error("an '&' starts no reference (write &amp;)", at: position)
                }
                let reference = string((position + 1)..<end)
                guard let scalar = try referenceValue(reference, at: position) else {
                    throw error("the entity &\(reference); is not defined (XML knows &lt; &gt; &amp; &quot; &apos;)", at: position)
                }
                appendUTF8(scalar, to: &output)
                position = end + 1
                continue
            case 0x0D:
                output.append(inAttribute ? 0x20 : 0x0A)
                if position + 1 < range.upperBound && bytes[position + 1] == 0x0A { position += 1 }
            case 0x09, 0x0A:
                output.append(inAttribute ? 0x20 : current)
            default:
                output.append(current)
            }
            position += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    private mutating func referenceValue(_ reference: String, at offset: Int) throws -> Unicode.Scalar? {
        switch reference {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard reference.hasPrefix("#") else { return nil }
        let digits = reference.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value), isXMLCharacter(value) else {
            throw error("&\(reference); is not a character XML allows", at: offset)
        }
        return scalar
    }

    private mutating func cdata() throws -> String {
        let start = index + 9
        guard let end = find("]]>", from: start) else { throw error("the CDATA section opened here is never closed") }
        for position in start..<end where bytes[position] < 0x20 && bytes[position] != 0x09 && bytes[position] != 0x0A && bytes[position] != 0x0D {
            index = position
            throw controlCharacterError()
        }
        index = end + 3
        return string(start..<end)
    }

    // MARK: - Markup that is skipped

    private mutating func skipComment() throws {
        guard let end = find("-->", from: index + 4) else { throw error("the comment opened here is never closed") }
        index = end + 3
    }

    private mutating func skipProcessingInstruction() throws {
        guard let end = find("?>", from: index + 2) else { throw error("the processing instruction opened here is never closed") }
        index = end + 2
    }

    /// `<!DOCTYPE name PUBLIC "…" "…">`: skipped; an internal subset (`[ … ]`) is refused.
    private mutating func skipDocumentType() throws {
        let start = index
        var position = index + 9
        var quote: UInt8? = nil
        while position < bytes.count {
            let current = bytes[position]
            if let open = quote {
                if current == open { quote = nil }
            } else if current == 0x22 || current == 0x27 {
                quote = current
            } else if current == 0x5B {
                throw error("the XML declares an internal DTD subset, which can define entities; refused for safety", at: position)
            } else if current == 0x3E {
                index = position + 1
                return
            }
            position += 1
        }
        throw error("the document type declaration opened here is never closed", at: start)
    }

    private mutating func declarationError() -> InputError {
        error("the XML declares entities or other DTD markup (\(describe(index))), which can expand without bound; refused for safety")
    }

    // MARK: - Bytes

    private var byte: UInt8 { bytes[index] }

    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = index
        while index < bytes.count, isWhitespace(byte) { index += 1 }
        return index > start
    }

    private func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Letters, `_`, `:` and any non-ASCII character (the text is valid UTF-8 already).
    private func isNameStart(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || byte == 0x5F || byte == 0x3A || byte >= 0x80
    }

    private func isNameCharacter(_ byte: UInt8) -> Bool {
        isNameStart(byte) || (byte >= 0x30 && byte <= 0x39) || byte == 0x2D || byte == 0x2E
    }

    private func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<count where bytes[index + offset] != pointer[offset] { return false }
        return true
    }

    private func find(_ needle: StaticString, from start: Int) -> Int? {
        let count = needle.utf8CodeUnitCount
        let pointer = needle.utf8Start
        var position = start
        while position + count <= bytes.count {
            if bytes[position] == pointer[0] {
                var matches = true
                for offset in 1..<count where bytes[position + offset] != pointer[offset] {
                    matches = false
                    break
                }
                if matches { return position }
            }
            position += 1
        }
        return nil
    }

    private func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    private func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let current = bytes[offset]
        if current >= 0x21 && current < 0x7F { return "'\(Character(Unicode.Scalar(current)))'" }
        if isWhitespace(current) { return "white space" }
        if current < 0x20 { return "the control character U+\(hex(UInt32(current)))" }
        var end = offset + 1
        while end < bytes.count && end < offset + 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(string(offset..<end))'"
    }

    // MARK: - Positions and errors

    /// Line and column of `offset`, counting from the last position counted (positions are
    /// asked for in document order; an earlier one, for an error, recounts from the start).
    private mutating func location(at offset: Int) -> SourceLocation {
        if offset < counted.offset { counted = (0, 1, 1) }
        var (position, line, column) = counted
        while position < offset {
            let current = bytes[position]
            if current == 0x0A {
                line += 1
                column = 1
            } else if current & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        counted = (position, line, column)
        return SourceLocation(file: file, line: line, column: column)
    }

    private mutating func error(_ message: String, at offset: Int? = nil) -> InputError {
        InputError("invalid XML: " + message, at: location(at: min(offset ?? index, bytes.count)))
    }

    private mutating func controlCharacterError() -> InputError {
        error("the control character U+\(hex(UInt32(byte))) is not allowed in XML")
    }

    private func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
