/// A scanner for XML 1.0 as tools write it, over validated UTF-8: elements, attributes,
/// character data with the five predefined entities and character references, CDATA sections,
/// comments and processing instructions (skipped), and a document type declaration without an
/// internal subset (skipped, its DTD never fetched). Entity and other DTD declarations are
/// refused: they are what expansion bombs and external-entity attacks are made of. Positions
/// are counted in one pass, so a document on a single line costs no more than one on many.
struct XMLScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    let file: String
    /// `file`, looked up once for every position.
    let path: InternedPath
    private let maximumDepth: Int
    var index = 0
    /// The last position counted: positions only move forward, each byte is counted once.
    var counted = (offset: 0, line: 1, column: 1)
    /// Names and short values, made once each.
    var shortStrings = ShortStringCache()
    /// Where each attribute name of the tag being read is in the bytes (to find a repeated one
    /// without building strings). Kept between tags for its room.
    private var tagAttributeNames: [Range<Int>] = []
    /// The document as it is read (`XMLDocument`'s arrays).
    private var records: [XMLDocument.Record] = []
    private var names = NameTable()
    private var attributeList: [XMLAttribute] = []
    private var childList: [Int32] = []
    private var texts: [String] = []
    private var firstChildren: [Int32: [XMLDocument.ChildKey: Int32]] = [:]
    /// The children of every open element, the innermost's last: each element's are handed to
    /// `childList` when it closes (an array of its own per element was most of the scanner's
    /// allocations on a property list's many small elements).
    private var openChildren: [Int32] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>, file: String, maximumDepth: Int) {
        self.bytes = bytes
        self.file = file
        self.path = InternedPath.named(file)
        self.maximumDepth = maximumDepth
    }

    // MARK: - Document

    mutating func document() throws -> XMLDocument {
        // Positions and counts are kept in 32 bits.
        guard bytes.count < Int(Int32.max) else { throw InputError("invalid XML: the file is larger than 2 GB", at: SourceLocation(file: file, line: 1, column: 1)) }
        try skipMisc(inProlog: true)
        guard index < bytes.count else { throw error(bytes.isEmpty ? "the file is empty" : "the document has no element") }
        guard byte == 0x3C, index + 1 < bytes.count, isNameStart(bytes[index + 1]) else {
            throw error("expected the document's first element, found \(describe(index))")
        }
        // Sized once from the start tags: grown by doubling, the arrays were copied at every
        // step and kept up to twice the room (a storyboard's document stays while it is mapped).
        // At most a million (40 MB of records) ahead of the parse: a file of `<` that is no XML
        // must not reserve twenty times its size before the scanner refuses it.
        let startTags = min(Self.startTagCount(bytes), 1 << 20)
        records.reserveCapacity(startTags)
        childList.reserveCapacity(max(0, startTags - 1))
        try elements()
        try skipMisc(inProlog: false)
        guard index >= bytes.count else { throw error("extra content after the document element: \(describe(index))") }
        return XMLDocument(file: file, records: records, names: names.names, attributeList: attributeList, childList: childList,
                           texts: texts, firstChildren: firstChildren)
    }

    /// The number of `<` followed by neither `/`, `!` nor `?`: the elements, give or take a `<`
    /// in a comment or a CDATA section. Searched for eight bytes at a time.
    static func startTagCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        var count = 0
        func isStart(_ index: Int) -> Bool {
            index + 1 < bytes.count && bytes[index + 1] != 0x2F && bytes[index + 1] != 0x21 && bytes[index + 1] != 0x3F
        }
        var index = 0
        while index + 8 <= bytes.count {
            var opens = ByteWords.matches(UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)), 0x3C)
            while opens != 0 {
                if isStart(index + opens.trailingZeroBitCount / 8) { count += 1 }
                opens &= opens &- 1
            }
            index += 8
        }
        for tail in index..<bytes.count where bytes[tail] == 0x3C && isStart(tail) { count += 1 }
        return count
    }

    /// White space, comments, processing instructions and (before the root) the XML
    /// declaration and a document type declaration.
    mutating func skipMisc(inProlog: Bool) throws {
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

    /// An element whose end tag is still to come.
    private struct OpenElement {
        let index: Int32
        let name: String
        /// Where the name is in the bytes: an end tag is compared with it there.
        let nameBytes: Range<Int>
        let line: Int32
        /// Where this element's children start in `openChildren`.
        let childrenStart: Int
        var text = ""
        /// White space read since the last child or text: kept only if more text follows or
        /// the element turns out to have no children. The first run stays a range of the bytes
        /// (most is indentation between children, never kept).
        var whitespace = ""
        var pendingWhitespace: Range<Int>? = nil

        init(index: Int32, name: String, nameBytes: Range<Int>, line: Int32, childrenStart: Int) {
            self.index = index
            self.name = name
            self.nameBytes = nameBytes
            self.line = line
            self.childrenStart = childrenStart
        }
    }

    /// Reads the element at `index` and everything in it, without recursion.
    private mutating func elements() throws {
        var stack: [OpenElement] = []
        while index < bytes.count {
            if byte != 0x3C {
                guard !stack.isEmpty else { break }
                let start = index
                let (plain, isWhitespace) = try characterData()
                let range = start..<index
                if isWhitespace && plain && stack[stack.count - 1].whitespace.isEmpty && stack[stack.count - 1].pendingWhitespace == nil {
                    stack[stack.count - 1].pendingWhitespace = range
                    continue
                }
                let text = plain ? string(range) : try decoded(range, inAttribute: false)
                if isWhitespace {
                    takePendingWhitespace(&stack[stack.count - 1])
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
                let nameBytes = try nameRange()
                skipWhitespace()
                guard index < bytes.count, byte == 0x3E else {
                    throw error("expected '>' to end the tag </\(string(nameBytes))>, found \(describe(index))")
                }
                index += 1
                guard var open = stack.popLast() else { throw error("</\(string(nameBytes))> closes no element", at: start) }
                guard sameBytes(open.nameBytes, nameBytes) else {
                    throw error("</\(string(nameBytes))> does not close <\(open.name)> (line \(open.line))", at: start)
                }
                if openChildren.count == open.childrenStart {
                    takePendingWhitespace(&open)
                    open.text += open.whitespace
                }
                close(open)
                if stack.isEmpty { return }
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
                let (open, isEmpty) = try startTag(parent: stack.last?.index ?? -1)
                if !stack.isEmpty {
                    stack[stack.count - 1].whitespace = ""
                    stack[stack.count - 1].pendingWhitespace = nil
                }
                if isEmpty {
                    close(open)
                    if stack.isEmpty { return }
                } else {
                    guard stack.count < maximumDepth else {
                        throw error("XML nested deeper than \(maximumDepth) elements; refused", at: index - 1)
                    }
                    stack.append(open)
                }
            }
        }
        if let open = stack.last {
            throw error("the file ends before <\(open.name)> (line \(open.line)) is closed")
        }
        throw error("the file ends inside the document")
    }

    /// Completes the record of an element whose end tag (or the `/>` of its start tag) is read.
    private mutating func close(_ open: OpenElement) {
        let position = Int(open.index)
        let firstChild = childList.count
        let childCount = openChildren.count - open.childrenStart
        records[position].childStart = Int32(truncatingIfNeeded: firstChild)
        records[position].childCount = Int32(truncatingIfNeeded: childCount)
        records[position].subtreeEnd = Int32(truncatingIfNeeded: records.count)
        if childCount > 0 {
            childList.append(contentsOf: openChildren[open.childrenStart...])
            openChildren.removeLast(childCount)
        }
        if !open.text.isEmpty {
            records[position].text = Int32(truncatingIfNeeded: texts.count)
            texts.append(open.text)
        }
        if childCount > 8 { indexChildren(of: open.index, children: childList[firstChild...]) }
    }

    /// The first child of each name, and of each name and `key`, of an element of many.
    private mutating func indexChildren(of element: Int32, children: ArraySlice<Int32>) {
        var index: [XMLDocument.ChildKey: Int32] = [:]
        for child in children {
            let record = records[Int(child)]
            let name = names.names[Int(record.name)]
            if index[XMLDocument.ChildKey(name: name, key: nil)] == nil { index[XMLDocument.ChildKey(name: name, key: nil)] = child }
            let attributes = Int(record.attributeStart)..<Int(record.attributeStart + record.attributeCount)
            if let key = attributes.first(where: { attributeList[$0].name == "key" }).map({ attributeList[$0].value }),
               index[XMLDocument.ChildKey(name: name, key: key)] == nil {
                index[XMLDocument.ChildKey(name: name, key: key)] = child
            }
        }
        firstChildren[element] = index
    }

    private func takePendingWhitespace(_ open: inout OpenElement) {
        guard let range = open.pendingWhitespace else { return }
        open.whitespace = string(range) + open.whitespace
        open.pendingWhitespace = nil
    }

    private func appendText(_ text: String, to open: inout OpenElement) {
        takePendingWhitespace(&open)
        if !open.whitespace.isEmpty {
            open.text += open.whitespace
            open.whitespace = ""
        }
        open.text += text
    }

    /// `<name attribute="value" …>` or `…/>` (an empty element), recorded; `index` is past it
    /// afterwards.
    private mutating func startTag(parent: Int32) throws -> (OpenElement, isEmpty: Bool) {
        let start = index
        index += 1
        guard index < bytes.count, isNameStart(byte) else { throw error("expected a tag name after '<', found \(describe(index))") }
        let nameStart = index
        let name = try self.name()
        let nameBytes = nameStart..<index
        let nameID = names.id(of: name, bytes, nameBytes)
        let location = self.location(at: start)
        let firstAttribute = attributeList.count
        tagAttributeNames.removeAll(keepingCapacity: true)
        // Names are looked up in a set once a tag has many attributes (a list is quadratic).
        var seenNames: Set<String> = []
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
            let nameRange = attributeStart..<index
            skipWhitespace()
            guard index < bytes.count, byte == 0x3D else { throw error("expected '=' after the attribute \(attribute)") }
            index += 1
            skipWhitespace()
            guard index < bytes.count, byte == 0x22 || byte == 0x27 else { throw error("expected a quoted value for the attribute \(attribute)") }
            let value = try attributeValue(quote: byte)
            if tagAttributeNames.count == 16 { seenNames = Set(attributeList[firstAttribute...].map(\.name)) }
            let isRepeated = tagAttributeNames.count < 16 ? tagAttributeNames.contains { sameBytes($0, nameRange) } : !seenNames.insert(attribute).inserted
            guard !isRepeated else {
                throw error("the attribute \(attribute) is given twice in <\(name)>", at: attributeStart)
            }
            attributeList.append(XMLAttribute(name: attribute, value: value, tag: XMLAttribute.tag(bytes, nameRange)))
            tagAttributeNames.append(nameRange)
        }
        let index = Int32(truncatingIfNeeded: records.count)
        records.append(XMLDocument.Record(
            name: nameID, parent: parent, attributeStart: Int32(truncatingIfNeeded: firstAttribute),
            attributeCount: Int32(truncatingIfNeeded: attributeList.count - firstAttribute),
            childStart: 0, childCount: 0, subtreeEnd: index + 1, text: -1,
            line: Int32(clamping: location.line), column: Int32(clamping: location.column)))
        // A child is listed under its parent before its own children are.
        if parent >= 0 { openChildren.append(index) }
        return (OpenElement(index: index, name: name, nameBytes: nameBytes, line: Int32(clamping: location.line),
                            childrenStart: openChildren.count), isEmpty)
    }

    private func sameBytes(_ a: Range<Int>, _ b: Range<Int>) -> Bool {
        a.count == b.count && a.indices.allSatisfy { bytes[$0] == bytes[b.lowerBound + ($0 - a.lowerBound)] }
    }

    private mutating func name() throws -> String {
        shortStrings.string(bytes, try nameRange())
    }

    /// Moves past a name and tells where it is.
    mutating func nameRange() throws -> Range<Int> {
        let start = index
        // A local position: the loop then keeps it in a register.
        var end = start
        while end < bytes.count, isNameCharacter(bytes[end]) { end += 1 }
        index = end
        guard end > start else { throw error("expected a name, found \(describe(index))") }
        return start..<end
    }

    // MARK: - Text

    /// Moves past character data up to the next `<`; whether it is plain (no reference or
    /// carriage return to decode) and whether it is all white space.
    mutating func characterData() throws -> (plain: Bool, whitespaceOnly: Bool) {
        var plain = true
        var whitespaceOnly = true
        let raw = UnsafeRawBufferPointer(bytes)
        while index < bytes.count {
            if index + 8 <= bytes.count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                // Indentation, eight spaces at a time.
                if word == 0x2020_2020_2020_2020 {
                    index += 8
                    continue
                }
                // Eight bytes of text without '<', '&' or a byte below the space (a line break,
                // a tab, a control character): none is white space, so the text is not.
                if !ByteWords.contains(word, 0x3C) && !ByteWords.contains(word, 0x26) && !ByteWords.hasByte(below: 0x20, in: word) {
                    whitespaceOnly = false
                    index += 8
                    continue
                }
            }
            let current = byte
            if current == 0x3C { break }
            if current == 0x26 || current == 0x0D { plain = false }
            if current < 0x20 && current != 0x09 && current != 0x0A && current != 0x0D { throw controlCharacterError() }
            if whitespaceOnly && !isWhitespace(current) { whitespaceOnly = false }
            index += 1
        }
        return (plain, whitespaceOnly)
    }

    /// A quoted attribute value; `index` is at the opening quote.
    private mutating func attributeValue(quote: UInt8) throws -> String {
        let start = index + 1
        var end = start
        var plain = true
        while end < bytes.count, bytes[end] != quote {
            let current = bytes[end]
            // '<', '&', white space and control characters all sort before '='.
            if current < 0x3D {
                if current == 0x3C {
                    index = end
                    throw error("'<' is not allowed in an attribute value (write &lt;)")
                }
                if current == 0x26 || current == 0x09 || current == 0x0A || current == 0x0D { plain = false }
                if current < 0x20 && current != 0x09 && current != 0x0A && current != 0x0D {
                    index = end
                    throw controlCharacterError()
                }
            }
            end += 1
        }
        index = end
        guard index < bytes.count else { throw error("the attribute value opened here is never closed", at: start - 1) }
        let range = start..<index
        index += 1
        return plain ? shortStrings.string(bytes, range) : try decoded(range, inAttribute: true)
    }
}
