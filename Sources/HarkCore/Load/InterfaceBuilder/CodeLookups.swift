/// A constant lookup the code assigns to a view's text (`_wifiOnlyLabel.text =
/// NSLocalizedString(@"Wifi Only", @"Seafile");`): what the view shows is that key's value in
/// each locale, not the document's design-time text, and not unknown.
struct CodeLookup: Sendable, Hashable {
    let key: String
    let table: String
    /// Where the key is written in the code.
    let location: SourceLocation

    /// The text the view shows.
    var text: LocalizedText { .key(key, table: table, defaultValue: nil, at: location) }
}

extension CodeAssignments.Scanner {
    /// The lookup calls read, to their key, and the label of their table argument (nil: the
    /// table is the second argument, Objective-C's `NSLocalizedStringFromTable(@"Key", @"Table", …)`).
    static let lookupCalls: [(opening: [UInt8], tableLabel: [UInt8]?)] = [
        (Array("NSLocalizedString(".utf8), Array("tableName".utf8)),
        (Array("NSLocalizedStringFromTable(".utf8), nil),
        (Array("NSLocalizedStringFromTableInBundle(".utf8), nil),
        (Array("String(localized:".utf8), Array("table".utf8)),
    ]

    mutating func recordValue(of owner: String, _ property: CodeAssignments.Property, _ value: CodeLookup?) {
        guard property != .textColor else { return }
        let name = owner.hasPrefix("_") ? String(owner.dropFirst()) : owner
        assignedTexts[name, default: [:]][property, default: []].append(value)
    }

    /// The lookup assigned from `start` (just after `=` or `setText:`) when the value is that
    /// call alone, its key and table plain string literals; nil for anything else
    /// (`NSLocalizedString(@"%@ items", nil) + name`, `[NSString stringWithFormat:…]`, a variable).
    /// `closer` ends a setter's message (`]`); an assignment ends at its line's end, `;` or `}`.
    mutating func lookup(from start: Int, closedBy closer: UInt8?) -> CodeLookup? {
        let callStart = skipSpaces(from: start)
        guard let call = Self.lookupCalls.first(where: { matches($0.opening, at: callStart) }) else { return nil }
        let keyStart = skipBlanks(from: callStart + call.opening.count)
        guard let key = plainLiteral(at: keyStart) else { return nil }
        var table = LocalizedText.defaultTable
        guard let callEnd = closingParenthesis(from: key.end) else { return nil }
        if let label = call.tableLabel {
            // `tableName: "Settings"` among the arguments; a table that is not a literal is unknown.
            // Searched within the call only: a search to the file's end for each lookup would
            // make a file of many lookups quadratic.
            if let found = bytes[key.end..<callEnd].firstIndex(ofBytes: label + [UInt8(ascii: ":")], from: key.end),
               !Self.isIdentifierByte(bytes[found - 1]) {
                guard let named = plainLiteral(at: skipBlanks(from: found + label.count + 1)) else { return nil }
                table = named.value
            }
        } else {
            var comma = skipBlanks(from: key.end)
            guard comma < callEnd, bytes[comma] == UInt8(ascii: ",") else { return nil }
            comma = skipBlanks(from: comma + 1)
            guard let named = plainLiteral(at: comma) else { return nil }
            table = named.value
        }
        // The call is the whole value.
        let after = skipSpaces(from: callEnd + 1)
        if after < bytes.count {
            let next = bytes[after]
            let ends = next == 0x0A || next == 0x0D || next == UInt8(ascii: ";") || next == UInt8(ascii: "}")
                || (next == UInt8(ascii: "/") && after + 1 < bytes.count && bytes[after + 1] == UInt8(ascii: "/"))
            guard closer.map({ next == $0 }) ?? ends else { return nil }
        }
        guard !key.value.isEmpty else { return nil }
        return CodeLookup(key: key.value, table: table, location: location(ofByte: keyStart))
    }

    /// A string literal without escapes or interpolation (`@"Wifi Only"`, `"Wifi Only"`) at
    /// `start`: its text and the index after it.
    private func plainLiteral(at start: Int) -> (value: String, end: Int)? {
        var cursor = start
        if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "@") { cursor += 1 }
        guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else { return nil }
        let textStart = cursor + 1
        cursor = textStart
        while cursor < bytes.count, bytes[cursor] != UInt8(ascii: "\"") {
            let byte = bytes[cursor]
            if byte == UInt8(ascii: "\\") || byte == 0x0A || byte == 0x0D { return nil }
            cursor += 1
        }
        guard cursor < bytes.count else { return nil }
        return (String(decoding: bytes[textStart..<cursor], as: UTF8.self), cursor + 1)
    }

    /// The `)` that closes the call whose arguments go on at `start`, past nested calls and
    /// string literals; nil past a few lines' worth of code (a call that long is no plain lookup).
    private func closingParenthesis(from start: Int) -> Int? {
        var depth = 0
        var cursor = start
        let limit = min(bytes.count, start + 512)
        while cursor < limit {
            switch bytes[cursor] {
            case UInt8(ascii: "\""):
                cursor += 1
                while cursor < limit, bytes[cursor] != UInt8(ascii: "\"") {
                    if bytes[cursor] == UInt8(ascii: "\\") { cursor += 1 }
                    cursor += 1
                }
            case UInt8(ascii: "("):
                depth += 1
            case UInt8(ascii: ")"):
                if depth == 0 { return cursor }
                depth -= 1
            default:
                break
            }
            cursor += 1
        }
        return nil
    }

    /// Spaces, tabs and line ends: a call's arguments may be on lines of their own.
    private func skipBlanks(from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D {
            index += 1
        }
        return index
    }

    /// The line and column of `offset`, as the source readers count them: the file's lines are
    /// found once, at its first lookup.
    private mutating func location(ofByte offset: Int) -> SourceLocation {
        let found = lines ?? SourceLines(file: file, bytes: bytes)
        lines = found
        return found.location(ofByte: offset)
    }
}
