/// `.strings` files that are property lists, which CoreFoundation reads before trying the
/// old-style grammar: XML (some exporters write them so) and binary (`bplist00`, as Xcode
/// compiles them into built frameworks). A dictionary of strings either way.
enum PropertyListStrings {
    /// Whether the decoded text is XML: its first character is `<`.
    static func isXML(_ utf8: [UInt8]) -> Bool {
        utf8.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) } == UInt8(ascii: "<")
    }

    /// A property list's bytes, XML (each key at its position) or binary (each key at its
    /// index): read from the bytes already in memory, never from the file a second time.
    static func read(_ bytes: [UInt8], file: String, table: String, locale: String, encoding: TextEncoding) -> StringsTable {
        do {
            let top = try PropertyList.read(bytes: bytes, file: file)
            guard let members = top.entries else {
                throw InputError("a .strings property list holds a <dict>, not a \(top.typeName)", at: top.location)
            }
            let values = TextStore(file: InternedPath.named(file))
            let entries = members.compactMap { member in
                member.value.string.map { StringsEntry(key: member.key, text: values.append($0), location: member.keyLocation) }
            }
            values.seal()
            return StringsTable(name: table, locale: locale, file: file, encoding: encoding, entries: entries, syntaxError: nil)
        } catch {
            let failure = error as? InputError ?? InputError("\(error)", at: SourceLocation(file: file, line: 1, column: 1))
            return StringsTable(name: table, locale: locale, file: file, encoding: encoding, entries: [], syntaxError: failure)
        }
    }
}
