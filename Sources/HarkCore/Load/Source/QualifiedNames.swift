/// Qualified names (`L10n.Settings.title`) taken apart at their dots.
extension SourceSymbols {
    /// The name as references spell it: `` `continue` `` declares `continue` (SwiftGen quotes
    /// members named by keywords: `L10n.Improv.Button.continue`).
    static func unquoted(_ name: String) -> String {
        name.containsUTF8Byte(UInt8(ascii: "`")) ? String(name.unicodeScalars.filter { $0 != "`" }) : name
    }

    /// The last name of a qualified name (`Settings.title` → `title`), as
    /// `split(separator: ".").last` gives it; the whole text when it has none.
    static func lastName(_ qualified: String) -> String {
        dottedNames(qualified).last.map(String.init) ?? qualified
    }

    /// `split(separator: ".")`, read from the bytes when the text is ASCII, as names mostly are
    /// (each byte is then a character): `split` walks characters, and apps with thousands of
    /// generated accessors (`L10n.…`) split a name for every reference.
    static func dottedNames(_ qualified: String) -> [Substring] {
        var names: [Substring] = []
        let isASCII = qualified.utf8.withContiguousStorageIfAvailable { bytes in
            var start = 0
            for (offset, byte) in bytes.enumerated() {
                guard byte < 0x80 else { return false }
                guard byte == UInt8(ascii: ".") else { continue }
                if offset > start { names.append(qualified.utf8Slice(start..<offset)) }
                start = offset + 1
            }
            if bytes.count > start { names.append(qualified.utf8Slice(start..<bytes.count)) }
            return true
        }
        guard isASCII == true else { return qualified.split(separator: ".") }
        return names
    }
}
