/// One attribute of an element, as written (references decoded).
struct XMLAttribute {
    let name: String
    let value: String
}

/// An XML element with its attributes, children and the position of its start tag.
final class XMLElement: @unchecked Sendable {
    let name: String
    /// Attributes in document order (few per element: a list is faster than a dictionary).
    private let attributeList: [XMLAttribute]
    var children: [XMLElement] = [] { didSet { firstChildren = nil } }
    /// Unowned, not weak: a weak reference gives every element a side table, which made each
    /// retain and release of an element take the slow path. The tree is read while its root
    /// is held (an importer holds it), and an element never outlives its parent's reads.
    unowned var parent: XMLElement?
    /// The element's character data, references decoded. White space between child elements
    /// is not kept: only an element without children keeps text that is all white space.
    var text: String = ""
    let location: SourceLocation

    init(name: String, attributes: [XMLAttribute], location: SourceLocation) {
        self.name = name
        self.attributeList = attributes
        self.location = location
    }

    subscript(attribute: String) -> String? {
        // Names of another length are told apart without comparing their bytes.
        let length = attribute.utf8.count
        // In place: copying each (name, value) pair out of the list retained both strings.
        return attributeList.withUnsafeBufferPointer { list in
            for index in list.indices where list[index].name.utf8.count == length && list[index].name == attribute {
                return list[index].value
            }
            return nil
        }
    }

    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    func child(_ name: String, key: String? = nil) -> XMLElement? {
        if let firstChildren { return firstChildren[ChildKey(name: name, key: key)] }
        return children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// For an element of many children (a section of thousands of cells), the first child of
    /// each name and of each name and `key`: asking every cell's parents for their background
    /// color must not read every sibling each time.
    private var firstChildren: [ChildKey: XMLElement]?

    private struct ChildKey: Hashable {
        let name: String
        let key: String?
    }

    /// Called once the element's children are all read (the scanner closes it).
    func childrenComplete() {
        guard children.count > 8 else { return }
        var index: [ChildKey: XMLElement] = [:]
        for child in children {
            if index[ChildKey(name: child.name, key: nil)] == nil { index[ChildKey(name: child.name, key: nil)] = child }
            if let key = child["key"], index[ChildKey(name: child.name, key: key)] == nil {
                index[ChildKey(name: child.name, key: key)] = child
            }
        }
        firstChildren = index
    }

    /// Every element below this one, depth first, in document order, handed to `visit` as it
    /// is reached: one walk can gather several kinds of element, and no list of all is built.
    func forEachDescendant(_ visit: (XMLElement) -> Void) {
        var stack: [XMLElement] = []
        func push(_ children: [XMLElement]) {
            var index = children.count
            while index > 0 {
                index -= 1
                stack.append(children[index])
            }
        }
        push(children)
        while let element = stack.popLast() {
            visit(element)
            push(element.children)
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
}
