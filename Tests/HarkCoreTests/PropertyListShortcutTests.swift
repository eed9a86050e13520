import Foundation
import Testing
@testable import HarkCore

/// The shortcut that reads an XML property list straight into nodes must give what the element
/// tree gives, value for value and position for position, and step aside (nil) for everything
/// it does not read, so that the tree's messages stay the only ones.
@Suite struct PropertyListShortcutTests {
    /// A node as text: every value with its type and position, keys with theirs.
    static func describe(_ node: PlistNode) -> String {
        let place = "@\(node.location.line):\(node.location.column)"
        switch node.value {
        case .string(let text): return "s\(place)\(text.debugDescription)"
        case .integer(let text): return "i\(place)\(text)"
        case .real(let number): return "r\(place)\(number)"
        case .bool(let flag): return "b\(place)\(flag)"
        case .date(let text): return "t\(place)\(text)"
        case .data(let bytes): return "d\(place)\(bytes)"
        case .array(let elements): return "a\(place)[" + elements.map(describe).joined(separator: ",") + "]"
        case .dictionary(let entries):
            return "D\(place){" + entries.map { "\($0.key.debugDescription)@\($0.keyLocation.line):\($0.keyLocation.column)=\(describe($0.value))" }
                .joined(separator: ",") + "}"
        }
    }

    static func shortcut(_ bytes: [UInt8]) throws -> PlistNode? {
        let text = try XMLTree.decode(bytes, file: "p.plist")
        return text.withUnsafeBufferPointer { buffer in
            var scanner = XMLScanner(buffer, file: "p.plist", maximumDepth: XMLTree.maximumDepth)
            return scanner.plainPropertyList()
        }
    }

    static func tree(_ bytes: [UInt8]) -> Result<String, InputError> {
        do {
            return .success(describe(try PropertyList.read(XMLTree.parse(bytes, file: "p.plist"), file: "p.plist")))
        } catch let error as InputError {
            return .failure(error)
        } catch {
            return .failure(InputError("\(error)", file: "p.plist"))
        }
    }

    static let header = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n"

    static func document(_ body: String, plist: String = "<plist version=\"1.0\">") -> [UInt8] {
        Array((header + plist + "\n" + body + "\n</plist>\n").utf8)
    }

    @Test func everyRealPropertyListReadsAsTheTreeReadsIt() throws {
        let files = FileSystem.files(under: TestSupport.corpus).filter { $0.hasSuffix(".stringsdict") || $0.hasSuffix(".plist") }
        #expect(files.count >= 10)
        var readByShortcut = 0
        for file in files {
            let bytes = try FileSystem.readBytes(file, as: .propertyList)
            guard !BinaryPropertyList.isBinary(bytes), case .success(let expected) = Self.tree(bytes) else { continue }
            if let node = try Self.shortcut(bytes) {
                readByShortcut += 1
                #expect(Self.describe(node) == expected, "\(file)")
            }
        }
        #expect(readByShortcut >= files.count - 2, "the shortcut reads the shape tools write")
    }

    @Test(arguments: [
        "<dict>\n\t<key>s</key>\n\t<string>text &amp; &lt;more&gt; &#x263A; &#65;</string>\n\t<key>e</key><string/>\n\t<key>w</key><string>  </string>\n</dict>",
        "<dict><key>i</key><integer>-42</integer><key>r</key><real> 1.5 </real><key>t</key><true/><key>f</key><false></false></dict>",
        "<dict><key>d</key><data>aGk=\n</data><key>date</key><date>2020-01-01T00:00:00Z</date><key></key><string>empty key</string></dict>",
        "<array><string>x</string><array/><dict/><dict></dict><array>\n</array></array>",
        "<dict>\n<!-- a comment between entries -->\n<key>a</key>\n<!-- and between key and value -->\n<string>b</string></dict>",
        "<dict><key>line\r\nends</key><string>crlf\r\nand cr\r</string></dict>",
        "<dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>one</key><string>ein</string><key>other</key><string>%d viele</string></dict></dict>",
        "<dict><key>k</key><string>é ü ﬁ 日本語 🇫🇷</string><key>k</key><string>later</string></dict>",
        "<string>top</string>",
        "<dict><key>a</key ><string>end tags may hold white space</string ></dict >",
    ])
    func plainDocumentsReadAsTheTreeReadsThem(_ body: String) throws {
        let bytes = Self.document(body)
        guard case .success(let expected) = Self.tree(bytes) else {
            Issue.record("the tree refuses \(body)")
            return
        }
        let node = try #require(try Self.shortcut(bytes), "the shortcut stepped aside for \(body)")
        #expect(Self.describe(node) == expected)
        // The same document without its version, and in UTF-16 with a byte-order mark.
        let bare = Self.document(body, plist: "<plist>")
        if case .success(let bareExpected) = Self.tree(bare) {
            #expect(try Self.shortcut(bare).map(Self.describe) == bareExpected)
        } else {
            Issue.record("the tree refuses <plist> without a version")
        }
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in String(decoding: bytes, as: UTF8.self).utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try Self.shortcut(utf16).map(Self.describe) == expected)
    }

    /// Shapes the shortcut leaves to the tree: valid ones the tree reads, and broken ones whose
    /// message must be the tree's, wherever the shortcut would have stopped first.
    @Test(arguments: [
        "<dict><key>a</key><string>one<!-- inside -->two</string></dict>",
        "<dict><key>a</key><string><![CDATA[<b>]]></string></dict>",
        "<dict stray=\"1\"><key>a</key><string>b</string></dict>",
        "<dict>text<key>a</key><string>b</string></dict>",
        "<dict><key>a</key><string>b<b>c</b></string></dict>",
        "<dict><key>a</key><true>x</true></dict>",
        "<dict><key>a</key><?pi x?><string>b</string></dict>",
        "<dict><key>a</key></dict>",
        "<dict><string>v</string></dict>",
        "<dict><key>a</key><key>b</key><string/></dict>",
        "<dict><key>n</key><integer>twelve</integer><key>b</key><string>unclosed</dict>",
        "<dict><key>a</key><foo/></dict>",
        "<dict><key>a</key><string>&bogus;</string></dict>",
        "<dict><key>a</key><string>b</strin></dict>",
        "<dict><key>a</key><string>b</string></dict><string>second</string>",
        "",
        String(repeating: "<array>", count: 70) + String(repeating: "</array>", count: 70),
    ])
    func otherShapesAreLeftToTheTree(_ body: String) throws {
        let bytes = Self.document(body)
        #expect(try Self.shortcut(bytes) == nil, "the shortcut read \(body)")
        let read: Result<String, InputError>
        do {
            read = .success(Self.describe(try PropertyList.read(bytes: bytes, file: "p.plist")))
        } catch let error as InputError {
            read = .failure(error)
        }
        switch (read, Self.tree(bytes)) {
        case (.success(let text), .success(let expected)): #expect(text == expected)
        case (.failure(let error), .failure(let expected)):
            #expect(error.message == expected.message)
            #expect(error.location == expected.location)
        default: Issue.record("PropertyList.read and the tree disagree on \(body)")
        }
    }

    @Test func otherRootsAndAttributesAreLeftToTheTree() throws {
        for plist in ["<plist version=\"1.0\" version=\"1.0\">", "<plist  version=\"1.0\">", "<plist version='1.0'>", "<plistx>"] {
            #expect(try Self.shortcut(Self.document("<string>a</string>", plist: plist)) == nil, "\(plist)")
        }
        #expect(try Self.shortcut(Array((Self.header + "<plist version=\"1.0\"><string>a</string></plist>junk").utf8)) == nil)
    }
}
