import Foundation

/// `.strings` files that are property lists, which CoreFoundation reads before trying the
/// old-style grammar: XML (some exporters write them so) and binary (`bplist00`, as Xcode
/// compiles them into built frameworks). A dictionary of strings either way.
enum PropertyListStrings {
    /// Whether the decoded text is XML: its first character is `<`.
    static func isXML(_ utf8: [UInt8]) -> Bool {
        utf8.first { !($0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D) } == UInt8(ascii: "<")
    }

    /// An XML property list, each key at its position.
    static func xml(file: String, table: String, locale: String, encoding: TextEncoding) -> StringsTable {
        do {
            let top = try PropertyList.load(file: file)
            guard let members = top.entries else {
                throw InputError("a .strings property list holds a <dict>, not a \(top.typeName)", at: top.location)
            }
            let entries = members.compactMap { member in
                member.value.string.map { StringsEntry(key: member.key, value: $0, location: member.keyLocation) }
            }
            return StringsTable(name: table, locale: locale, file: file, encoding: encoding, entries: entries, syntaxError: nil)
        } catch {
            let failure = error as? InputError ?? InputError("\(error)", at: SourceLocation(file: file, line: 1, column: 1))
            return StringsTable(name: table, locale: locale, file: file, encoding: encoding, entries: [], syntaxError: failure)
        }
    }

    /// A binary property list: no lines to point at, so every key is at the file's start.
    static func binary(_ bytes: [UInt8], file: String, table: String, locale: String) -> StringsTable {
        let start = SourceLocation(file: file, line: 1, column: 1)
        guard let dictionary = try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil) as? [String: Any] else {
            return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: [],
                                syntaxError: InputError("a binary property list that does not read as a dictionary", at: start))
        }
        let entries = dictionary.keys.sorted().compactMap { key in
            (dictionary[key] as? String).map { StringsEntry(key: key, value: $0, location: start) }
        }
        return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: entries, syntaxError: nil)
    }
}
