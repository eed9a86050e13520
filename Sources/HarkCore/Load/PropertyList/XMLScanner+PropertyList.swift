/// The shape tools write an XML property list in, read straight into `PlistNode`s: an XML
/// declaration, a document type and comments before `<plist>` or `<plist version="1.0">`, one
/// value, and only values, keys, white space and comments inside it. Building the element tree
/// first cost three times as much on a `.stringsdict` (an `XMLDocument` record, a name and a
/// text `String` per element, then a node made from each).
///
/// Anything else (an attribute, a comment or CDATA inside a value, text between a dictionary's
/// entries, an unknown element, nesting deeper than `maximumPlainDepth`) and every error make the
/// shortcut answer nil; `PropertyList` then reads the file through the tree, which says what is
/// wrong and where as before. The shortcut never reports anything itself: a file with an odd
/// integer at its top and broken XML at its end must still be refused for the XML.
extension XMLScanner {
    static let maximumPlainDepth = 64

    /// The property list, or nil when the tree must read it.
    mutating func plainPropertyList() -> PlistNode? {
        do {
            return try readPlainPropertyList()
        } catch {
            return nil
        }
    }

    private mutating func readPlainPropertyList() throws -> PlistNode? {
        try skipMisc(inProlog: true)
        guard starts(with: "<plist") else { return nil }
        index += 6
        if starts(with: " version=\"1.0\">") {
            index += 15
        } else if starts(with: ">") {
            index += 1
        } else {
            return nil
        }
        try skipBetweenValues()
        guard let top = try plainValue(depth: 1) else { return nil }
        try skipBetweenValues()
        guard closeTag(.plist) else { return nil }
        try skipMisc(inProlog: false)
        return index >= bytes.count ? top : nil
    }

    /// The value whose start tag is at `index`, and everything in it.
    private mutating func plainValue(depth: Int) throws -> PlistNode? {
        guard depth <= Self.maximumPlainDepth, let (tag, start, isEmpty) = openTag() else { return nil }
        let location = self.location(at: start)
        switch tag {
        case .dict:
            var entries: [PlistEntry] = []
            while !isEmpty {
                try skipBetweenValues()
                if closeTag(.dict) { break }
                guard let (keyTag, keyStart, keyIsEmpty) = openTag(), keyTag == .key else { return nil }
                let keyLocation = self.location(at: keyStart)
                guard let key = try text(of: .key, isEmpty: keyIsEmpty) else { return nil }
                try skipBetweenValues()
                guard let value = try plainValue(depth: depth + 1) else { return nil }
                entries.append(PlistEntry(key: key, keyLocation: keyLocation, value: value))
            }
            return PlistNode(value: .dictionary(entries), location: location)
        case .array:
            var elements: [PlistNode] = []
            while !isEmpty {
                try skipBetweenValues()
                if closeTag(.array) { break }
                guard let element = try plainValue(depth: depth + 1) else { return nil }
                elements.append(element)
            }
            return PlistNode(value: .array(elements), location: location)
        case .true, .false:
            guard isEmpty || closeTag(tag) else { return nil }
            return PlistNode(value: .bool(tag == .true), location: location)
        case .string, .integer, .real, .date, .data:
            guard let text = try text(of: tag, isEmpty: isEmpty) else { return nil }
            return try PropertyList.leaf(named: tag.rawValue, text: text, at: location)
        case .plist, .key:
            return nil
        }
    }

    /// The elements a property list is made of.
    private enum PlistTag: String {
        case plist, dict, array, key, string, integer, real, date, data, `true`, `false`

        /// The name's bytes, compared with a tag's in place.
        var utf8: StaticString {
            switch self {
            case .plist: return "plist"
            case .dict: return "dict"
            case .array: return "array"
            case .key: return "key"
            case .string: return "string"
            case .integer: return "integer"
            case .real: return "real"
            case .date: return "date"
            case .data: return "data"
            case .true: return "true"
            case .false: return "false"
            }
        }
    }

    /// `<name>` or `<name/>` at `index` without attributes, of a property list element; `index`
    /// is past it afterwards.
    private mutating func openTag() -> (PlistTag, start: Int, isEmpty: Bool)? {
        let start = index
        guard index + 1 < bytes.count, byte == 0x3C, isNameStart(bytes[index + 1]) else { return nil }
        index += 1
        guard let range = try? nameRange(), let tag = plistTag(range) else { return nil }
        if starts(with: ">") {
            index += 1
            return (tag, start, false)
        }
        if starts(with: "/>") {
            index += 2
            return (tag, start, true)
        }
        return nil
    }

    /// The element a name is, found by its first letter.
    private func plistTag(_ range: Range<Int>) -> PlistTag? {
        let candidate: PlistTag
        switch bytes[range.lowerBound] {
        case UInt8(ascii: "p"): candidate = .plist
        case UInt8(ascii: "a"): candidate = .array
        case UInt8(ascii: "k"): candidate = .key
        case UInt8(ascii: "s"): candidate = .string
        case UInt8(ascii: "i"): candidate = .integer
        case UInt8(ascii: "r"): candidate = .real
        case UInt8(ascii: "t"): candidate = .true
        case UInt8(ascii: "f"): candidate = .false
        case UInt8(ascii: "d"):
            if isName(PlistTag.dict.utf8, range) { return .dict }
            if isName(PlistTag.data.utf8, range) { return .data }
            candidate = .date
        default: return nil
        }
        return isName(candidate.utf8, range) ? candidate : nil
    }

    /// Moves past `</name>` (white space allowed before the `>`) if it is at `index`.
    private mutating func closeTag(_ tag: PlistTag) -> Bool {
        let name = tag.utf8
        let start = index
        guard starts(with: "</"), starts(with: name, at: index + 2) else { return false }
        index += 2 + name.utf8CodeUnitCount
        skipWhitespace()
        guard index < bytes.count, byte == 0x3E else {
            index = start
            return false
        }
        index += 1
        return true
    }

    /// Whether the name read at `range` is `name`.
    private func isName(_ name: StaticString, _ range: Range<Int>) -> Bool {
        range.count == name.utf8CodeUnitCount && starts(with: name, at: range.lowerBound)
    }

    /// The character data of a leaf element up to its end tag, references decoded; nil when
    /// anything but text comes before the end tag.
    private mutating func text(of tag: PlistTag, isEmpty: Bool) throws -> String? {
        if isEmpty { return "" }
        let start = index
        let (plain, _) = try characterData()
        let range = start..<index
        guard closeTag(tag) else { return nil }
        guard plain else { return try decoded(range, inAttribute: false) }
        // Keys and short values ("one", "other", "d") repeat in every entry of a table.
        return range.count <= 16 ? shortStrings.string(bytes, range) : string(range)
    }

    /// White space and comments between values.
    private mutating func skipBetweenValues() throws {
        while true {
            skipWhitespace()
            guard starts(with: "<!--") else { return }
            try skipComment()
        }
    }
}
