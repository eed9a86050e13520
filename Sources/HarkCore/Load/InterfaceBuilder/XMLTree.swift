import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// An XML element with its attributes, children and the position of its start tag.
final class XMLElement: @unchecked Sendable {
    let name: String
    let attributes: [String: String]
    var children: [XMLElement] = []
    weak var parent: XMLElement?
    /// The element's character data (entities decoded).
    var text: String = ""
    let location: SourceLocation

    init(name: String, attributes: [String: String], location: SourceLocation) {
        self.name = name
        self.attributes = attributes
        self.location = location
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    func children(_ name: String) -> [XMLElement] { children.filter { $0.name == name } }

    func child(_ name: String, key: String? = nil) -> XMLElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// Every element below this one, depth first, in document order.
    func descendants(_ name: String? = nil) -> [XMLElement] {
        var result: [XMLElement] = []
        var stack = children.reversed() as [XMLElement]
        while let element = stack.popLast() {
            if name == nil || element.name == name { result.append(element) }
            stack.append(contentsOf: element.children.reversed())
        }
        return result
    }
}

/// Reads an XML file (Interface Builder files, property lists) into `XMLElement`s with
/// FoundationXML's streaming `XMLParser`, refusing what a hostile file could use against the
/// reader: entity and DTD declarations (see `XMLPreflight`), nesting deeper than
/// `maximumDepth`, and files larger than `maximumBytes`.
enum XMLTree {
    static let maximumDepth = 256
    static let maximumBytes = 256 * 1024 * 1024

    static func load(file: String) throws -> XMLElement {
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0
        guard size <= maximumBytes else {
            throw InputError("the file is \(size / 1_048_576) MB; Hark reads XML files up to \(maximumBytes / 1_048_576) MB", file: file)
        }
        return try parse(try FileSystem.readBytes(file), file: file)
    }

    static func parse(_ raw: [UInt8], file: String) throws -> XMLElement {
        let bytes = try XMLPreflight.prepare(raw, file: file)
        let lines = LineIndex(file: file, bytes: bytes)
        let builder = TreeBuilder(bytes: bytes, lines: lines)
        // Through a stream, XMLParser feeds libxml2 in chunks; handed one large Data it fails
        // on files of a few tens of megabytes (libxml2 error 1 at the end of the document).
        let parser = XMLParser(stream: InputStream(data: Data(bytes)))
        parser.shouldResolveExternalEntities = false
        parser.shouldProcessNamespaces = false
        parser.delegate = builder
        let succeeded = parser.parse()
        // Depth limits first; then the first XML error (on Linux `parse()` can report success
        // after errors, which only the delegate hears about).
        if let failure = builder.failure ?? builder.syntaxError { throw failure }
        guard succeeded, let root = builder.root else {
            let line = max(parser.lineNumber, 1)
            let column = max(parser.columnNumber, 1)
            let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            throw InputError("invalid XML: \(reason)", at: SourceLocation(file: file, line: line, column: column))
        }
        return root
    }
}

private final class TreeBuilder: NSObject, XMLParserDelegate {
    let bytes: [UInt8]
    let lines: LineIndex
    var root: XMLElement?
    var stack: [XMLElement] = []
    var failure: InputError?
    var syntaxError: InputError?

    init(bytes: [UInt8], lines: LineIndex) {
        self.bytes = bytes
        self.lines = lines
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        guard stack.count < XMLTree.maximumDepth else {
            failure = InputError("XML nested deeper than \(XMLTree.maximumDepth) elements; refused",
                                 at: SourceLocation(file: lines.file, line: parser.lineNumber, column: 1))
            parser.abortParsing()
            return
        }
        let element = XMLElement(name: name, attributes: attributes, location: startOfTag(parser))
        if let parent = stack.last {
            parent.children.append(element)
            element.parent = parent
        } else {
            root = element
        }
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        guard syntaxError == nil else { return }
        let code = (parseError as NSError).code
        syntaxError = InputError("invalid XML: \(TreeBuilder.describe(code))",
                                 at: SourceLocation(file: lines.file, line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)))
    }

    /// libxml2's error codes, as XMLParser passes them on, in words.
    static func describe(_ code: Int) -> String {
        switch code {
        case 4: return "the document is empty"
        case 5: return "the document ends before its elements are closed"
        case 9, 38, 39, 40, 41: return "an attribute is malformed"
        case 23: return "an entity reference is not terminated"
        case 26: return "an undeclared entity is referenced"
        case 64, 65, 68: return "a name or tag is malformed"
        case 73: return "a '>' is missing"
        case 76: return "an opening and an ending tag do not match"
        case 85: return "extra content after the document element"
        default: return "XML error \(code)"
        }
    }

    /// XMLParser reports where the start tag ends; the tag starts at the `<` before it.
    private func startOfTag(_ parser: XMLParser) -> SourceLocation {
        guard let lineStart = lines.startOffset(ofLine: parser.lineNumber), !bytes.isEmpty else {
            return SourceLocation(file: lines.file, line: max(parser.lineNumber, 1), column: 1)
        }
        var offset = min(lineStart + max(parser.columnNumber - 1, 0), bytes.count - 1)
        while offset > 0 && bytes[offset] != UInt8(ascii: "<") { offset -= 1 }
        return lines.location(ofByte: offset)
    }
}
