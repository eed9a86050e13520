import Testing
@testable import HarkCore

@Suite struct PropertyListTests {
    func read(_ body: String) throws -> PlistNode {
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n" + body + "\n</plist>\n"
        return try PropertyList.read(XMLTree.parse(Array(xml.utf8), file: "p.plist"), file: "p.plist")
    }

    @Test func readsEveryValueTypeWithPositions() throws {
        let top = try read("""
        <dict>
        \t<key>s</key><string>text</string>
        \t<key>i</key><integer>-42</integer>
        \t<key>r</key><real>1.5</real>
        \t<key>t</key><true/>
        \t<key>d</key><data>aGk=</data>
        \t<key>a</key><array><string>x</string><false/></array>
        \t<key>s</key><string>later</string>
        </dict>
        """)
        #expect(top["s"]?.string == "later", "a key given twice counts as its later value")
        if case .integer(let text)? = top["i"]?.value { #expect(text == "-42") } else { Issue.record("integer") }
        if case .real(let number)? = top["r"]?.value { #expect(number == 1.5) } else { Issue.record("real") }
        if case .bool(let flag)? = top["t"]?.value { #expect(flag) } else { Issue.record("bool") }
        if case .data(let bytes)? = top["d"]?.value { #expect(bytes == Array("hi".utf8)) } else { Issue.record("data") }
        #expect(top["a"]?.elements?.count == 2)
        #expect(top.entry("i")?.keyLocation == SourceLocation(file: "p.plist", line: 6, column: 2))
    }

    @Test(arguments: [
        ("<dict><key>k</key></dict>", "the key \"k\" has no value"),
        ("<dict><string>v</string></dict>", "found <string> where a <key> belongs"),
        ("<dict><key>a</key><key>b</key><string/></dict>", "the key \"a\" has no value"),
        ("<integer>twelve</integer>", "not a number"),
        ("<foo/>", "<foo> is not a property list value"),
    ])
    func malformedPlistsSayWhereAndWhat(_ body: String, _ message: String) throws {
        do {
            _ = try read(body)
            Issue.record("\(body) was accepted")
        } catch let error as InputError {
            #expect(error.message.contains(message), "\(error)")
            #expect(error.location?.line == 4)
        }
    }
}
