import Foundation
import Testing
@testable import HarkCore

/// Hark's own XML scanner: what tools write is read, everything else is refused with a
/// position and words (never a crash: FoundationXML trapped on several of these inputs).
@Suite struct XMLScannerTests {
    func parse(_ text: String) throws -> XMLElement { try XMLTree.parse(Array(text.utf8), file: "x.xml") }

    func refusal(_ bytes: [UInt8]) -> InputError? {
        do {
            _ = try XMLTree.parse(bytes, file: "x.xml")
            return nil
        } catch let error as InputError {
            return error
        } catch {
            return nil
        }
    }

    @Test func readsWhatToolsWrite() throws {
        let root = try parse("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- comment --><?pi data?>
        <doc a='single' b="&lt;&amp;&gt;&quot;&apos;" c="line&#10;two" d="x&#x1F600;y">
          <item>text &amp; more<![CDATA[ <raw> & ]]></item>
          <empty/>
          <spaces>   </spaces>
          <crlf>a\r\nb</crlf>
        </doc>
        """)
        #expect(root.name == "doc")
        #expect(root["a"] == "single")
        #expect(root["b"] == "<&>\"'")
        #expect(root["c"] == "line\ntwo", "a character reference keeps its newline")
        #expect(root["d"] == "x😀y")
        #expect(root.text.isEmpty, "white space between children is not text")
        #expect(root.children.map(\.name) == ["item", "empty", "spaces", "crlf"])
        #expect(root.child("item")?.text == "text & more <raw> & ")
        #expect(root.child("spaces")?.text == "   ", "an element without children keeps its white space")
        #expect(root.child("crlf")?.text == "a\nb")
        #expect(root.child("item")?.location == SourceLocation(file: "x.xml", line: 4, column: 3))
        #expect(root.child("item")?.parent == root)
    }

    /// Elements live in one flat document: walks, parents, children and the index of a large
    /// element's children must agree with the nesting written.
    @Test func theFlatDocumentKeepsTheNesting() throws {
        let cells = (0..<12).map { "<cell key=\"k\($0 % 3)\" n=\"\($0)\"><label n=\"l\($0)\"><s/></label>\($0)</cell>" }.joined()
        let root = try parse("<doc><head n=\"h\"/><cells>\(cells)</cells><tail n=\"t\">x</tail></doc>")
        #expect(root.children.map(\.name) == ["head", "cells", "tail"])
        var walked: [String] = []
        root.forEachDescendant { walked.append($0.name + ($0["n"] ?? "")) }
        let expectedCells = (0..<12).flatMap { ["cell\($0)", "labell\($0)", "s"] }
        #expect(walked == ["headh", "cells"] + expectedCells + ["tailt"], "document order, every level")
        let section = try #require(root.child("cells"))
        #expect(section.children.count == 12)
        #expect(section.child("cell", key: "k2")?["n"] == "2", "the first child of a name and key, from the index of many children")
        #expect(section.child("cell")?["n"] == "0")
        #expect(section.child("cell", key: "k9") == nil)
        #expect(section.children("cell").map(\.text) == (0..<12).map { "\($0)" })
        let label = try #require(section.children[5].child("label"))
        #expect(label.parent?.parent == section && label.parent?.parent?.parent == root && root.parent == nil)
        #expect(label.descendants().map(\.name) == ["s"])
        #expect(root.child("tail")?.text == "x")
        var fromList: [String] = []
        XMLElement.forEach(in: [label, try #require(root.child("tail"))]) { fromList.append($0.name) }
        #expect(fromList == ["label", "s", "tail"])
    }

    @Test func attributesAreFoundByTheirWholeName() throws {
        // Names alike in their first eight bytes and their length, and names longer than eight.
        let root = try parse("<a contentMode=\"1\" customClass=\"2\" storyboardIdentifier=\"3\" storyboardIdentifies=\"4\" k=\"5\"/>")
        #expect(root["contentMode"] == "1" && root["customClass"] == "2")
        #expect(root["storyboardIdentifier"] == "3" && root["storyboardIdentifies"] == "4")
        #expect(root["k"] == "5" && root["customClasS"] == nil && root["kk"] == nil && root[""] == nil)
    }

    @Test func attributeWhiteSpaceIsNormalized() throws {
        #expect(try parse("<a v=\"x\ty\nz\"/>")["v"] == "x y z")
    }

    @Test func positionsOnOneLongLineAreExact() throws {
        let line = "<r>" + String(repeating: "<é/>", count: 20_000) + "</r>"
        let root = try parse(line)
        #expect(root.children.count == 20_000)
        #expect(root.children.last?.location.column == 4 + 19_999 * 4, "columns count characters, not bytes")
    }

    @Test(arguments: [
        ("", "1:1: invalid XML: the file is empty"),
        ("<a>", "1:4: invalid XML: the file ends before <a> (line 1) is closed"),
        ("<a></b>", "1:4: invalid XML: </b> does not close <a> (line 1)"),
        ("<a x=1/>", "1:6: invalid XML: expected a quoted value for the attribute x"),
        ("<a x='1' x='2'/>", "1:10: invalid XML: the attribute x is given twice in <a>"),
        ("<a>&nbsp;</a>", "1:4: invalid XML: the entity &nbsp; is not defined"),
        ("<a>&#0;</a>", "1:4: invalid XML: &#0; is not a character XML allows"),
        ("<a>\u{6}</a>", "1:4: invalid XML: the control character U+0006 is not allowed in XML"),
        ("<a/><b/>", "1:5: invalid XML: extra content after the document element: '<'"),
        ("<!ENTITY e 'x'><a/>", "1:1: invalid XML: the XML declares entities or other DTD markup"),
        ("<a><!DOCTYPE a></a>", "1:4: invalid XML: the XML declares entities or other DTD markup"),
        ("<a><!-- never closed</a>", "invalid XML: the comment opened here is never closed"),
    ])
    func malformedXMLIsRefusedWithPositionAndWords(_ text: String, _ expected: String) {
        let error = refusal(Array(text.utf8))
        #expect(error?.description.contains(expected) == true, "\(String(describing: error))")
    }

    /// Inputs that crashed FoundationXML's XMLParser (SIGILL, SIGSEGV): found by fuzzing. The
    /// invalid UTF-8 is refused at its place, in words; the processing instruction is read.
    static let invalidUTF8Crashers: [([UInt8], String)] = [
        ([0x3C, 0xFF, 0xFF, 0xFF, 0xFF], "1:2: the file is not valid UTF-8 (byte 0xFF at offset 1)"),
        (Array("<a ".utf8) + [0xFF] + Array("=\"1\"/>".utf8), "1:4: the file is not valid UTF-8 (byte 0xFF at offset 3)"),
        ([0x3C, 0xFF, 0x3C, 0xFF, 0xFE], "1:2: the file is not valid UTF-8 (byte 0xFF at offset 1)"),
        (Array("<a><!--".utf8) + [0xFF] + Array("--></a>".utf8), "1:8: the file is not valid UTF-8 (byte 0xFF at offset 7)"),
    ]

    @Test(arguments: invalidUTF8Crashers)
    func invalidUTF8ThatCrashedFoundationXMLIsRefusedAtItsPlace(_ bytes: [UInt8], _ expected: String) throws {
        let error = try #require(refusal(bytes))
        #expect(error.location != nil)
        #expect(error.description.contains(expected), "\(error)")
    }

    @Test func aProcessingInstructionThatCrashedFoundationXMLIsRead() throws {
        let root = try XMLTree.parse(Array("<?a?><r/>".utf8), file: "x.xml")
        #expect(root.name == "r")
    }

    @Test func utf16IsReadWithPositionsInCharacters() throws {
        let text = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<r>\n  <é a=\"ü\"/>\n</r>"
        let bytes: [UInt8] = [0xFF, 0xFE] + Array(text.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        let root = try XMLTree.parse(bytes, file: "x.xml")
        #expect(root.children.first?["a"] == "ü")
        #expect(root.children.first?.location == SourceLocation(file: "x.xml", line: 3, column: 3))
    }
}
