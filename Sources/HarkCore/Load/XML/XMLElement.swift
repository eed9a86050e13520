/// One attribute of an element, as written (references decoded).
struct XMLAttribute {
    let name: String
    let value: String
    /// The name's first eight bytes and length in a word: a lookup tells most other names
    /// apart with one compare of words instead of two strings.
    let tag: UInt64

    init(name: String, value: String, tag: UInt64) {
        self.name = name
        self.value = value
        self.tag = tag
    }

    /// The tag of the name `bytes[range]`.
    static func tag(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> UInt64 {
        var word: UInt64 = 0
        if range.count >= 8 {
            word = UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
        } else {
            for position in range.reversed() { word = word << 8 | UInt64(bytes[position]) }
        }
        return word ^ (UInt64(truncatingIfNeeded: range.count) &* 0x9E37_79B9_7F4A_7C15)
    }

    static func tag(_ name: String) -> UInt64 {
        name.withUTF8Bytes { tag($0, 0..<$0.count) }
    }
}

/// An element of an `XMLDocument`: the document and the element's place in it. A value, not an
/// object: a storyboard of a million elements is a few flat arrays, not a million objects to
/// allocate, count references to and free one by one.
struct XMLElement: Hashable, @unchecked Sendable {
    let document: XMLDocument
    let index: Int32

    private var record: XMLDocument.Record { document.records[Int(index)] }

    var name: String { document.names[Int(record.name)] }

    var location: SourceLocation {
        let record = self.record
        return SourceLocation(file: document.path, line: Int(record.line), column: Int(record.column))
    }

    /// The element's character data, references decoded. White space between child elements
    /// is not kept: only an element without children keeps text that is all white space.
    var text: String {
        let record = self.record
        return record.text < 0 ? "" : document.texts[Int(record.text)]
    }

    var parent: XMLElement? {
        let parent = record.parent
        return parent < 0 ? nil : XMLElement(document: document, index: parent)
    }

    var children: [XMLElement] {
        let record = self.record
        let document = self.document
        return (0..<Int(record.childCount)).map { XMLElement(document: document, index: document.childList[Int(record.childStart) + $0]) }
    }

    subscript(attribute: String) -> String? {
        let record = self.record
        let tag = XMLAttribute.tag(attribute)
        // In place: copying each attribute out of the list retained its strings.
        return document.attributeList.withUnsafeBufferPointer { list in
            for position in Int(record.attributeStart)..<Int(record.attributeStart + record.attributeCount)
            where list[position].tag == tag && list[position].name == attribute {
                return list[position].value
            }
            return nil
        }
    }

    func children(_ name: String) -> [XMLElement] {
        var found: [XMLElement] = []
        forEachChild { if $0.name == name { found.append($0) } }
        return found
    }

    func child(_ name: String, key: String? = nil) -> XMLElement? {
        if let firstOfEach = document.firstChildren[index] {
            return firstOfEach[XMLDocument.ChildKey(name: name, key: key)].map { XMLElement(document: document, index: $0) }
        }
        let record = self.record
        for position in Int(record.childStart)..<Int(record.childStart + record.childCount) {
            let child = XMLElement(document: document, index: document.childList[position])
            if child.name == name && (key == nil || child["key"] == key) { return child }
        }
        return nil
    }

    private func forEachChild(_ visit: (XMLElement) -> Void) {
        let record = self.record
        for position in Int(record.childStart)..<Int(record.childStart + record.childCount) {
            visit(XMLElement(document: document, index: document.childList[position]))
        }
    }

    /// Every element below this one, depth first, in document order, handed to `visit` as it
    /// is reached: one walk can gather several kinds of element, and no list of all is built.
    /// Elements are kept in document order, so they are the ones that follow this one up to
    /// the end of its subtree.
    func forEachDescendant(_ visit: (XMLElement) -> Void) {
        for descendant in (index + 1)..<record.subtreeEnd { visit(XMLElement(document: document, index: descendant)) }
    }

    /// Each of `elements` and every element below it, in document order.
    static func forEach(in elements: [XMLElement], _ visit: (XMLElement) -> Void) {
        for element in elements {
            visit(element)
            element.forEachDescendant(visit)
        }
    }

    /// Every element below this one, depth first, in document order.
    func descendants(_ name: String? = nil) -> [XMLElement] {
        var result: [XMLElement] = []
        // Names of another length are told apart without comparing their bytes.
        let length = name?.utf8.count ?? 0
        forEachDescendant { element in
            if name == nil || (element.name.utf8.count == length && element.name == name) { result.append(element) }
        }
        return result
    }

    static func == (left: XMLElement, right: XMLElement) -> Bool {
        left.index == right.index && left.document === right.document
    }

    func hash(into hasher: inout Hasher) { hasher.combine(index) }
}

/// An XML document's elements in flat arrays, in the order their start tags come (`XMLScanner`
/// fills it). Immutable once read.
final class XMLDocument: @unchecked Sendable {
    /// An element: all numbers, so the list of a million is one allocation without references.
    struct Record {
        /// Index into `names`.
        var name: Int32
        var parent: Int32
        /// The element's attributes are `attributeList[attributeStart ..< +attributeCount]`.
        var attributeStart: Int32
        var attributeCount: Int32
        /// Its children are the elements `childList[childStart ..< +childCount]` names.
        var childStart: Int32
        var childCount: Int32
        /// The element after its last descendant.
        var subtreeEnd: Int32
        /// Index into `texts`, -1 for none.
        var text: Int32
        var line: Int32
        var column: Int32
    }

    struct ChildKey: Hashable {
        let name: String
        let key: String?
    }

    let file: String
    /// `file`, looked up once: every element's location refers to it.
    let path: InternedPath
    let records: [Record]
    let names: [String]
    let attributeList: [XMLAttribute]
    let childList: [Int32]
    let texts: [String]
    /// For an element of many children (a section of thousands of cells), the first child of
    /// each name and of each name and `key`: asking every cell's parents for their background
    /// color must not read every sibling each time.
    let firstChildren: [Int32: [ChildKey: Int32]]

    init(file: String, records: [Record], names: [String], attributeList: [XMLAttribute], childList: [Int32], texts: [String],
         firstChildren: [Int32: [ChildKey: Int32]]) {
        self.file = file
        self.path = InternedPath.named(file)
        self.records = records
        self.names = names
        self.attributeList = attributeList
        self.childList = childList
        self.texts = texts
        self.firstChildren = firstChildren
    }

    /// The document element (the scanner refuses a document without one).
    var root: XMLElement { XMLElement(document: self, index: 0) }
}
