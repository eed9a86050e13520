/// The screen model's own value types, read with the format's checks.
extension JSONObjectReader {
    mutating func color(_ key: String) throws -> Color? {
        guard let node = node(key) else { return nil }
        let text = try Self.string(node, key: key)
        guard let color = Color(hex: text) else {
            throw InputError("\"\(key)\" must be a color \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"", at: document.location(node.offset))
        }
        return color
    }

    /// A count of lines (`numberOfLines`): a whole number, 0 meaning as many as needed.
    mutating func lineCount(_ key: String) throws -> Int? {
        guard let node = node(key) else { return nil }
        guard case .number(let value) = node.value, value >= 0, value <= 10_000, value == value.rounded() else {
            throw InputError("\"\(key)\" must be a whole number of lines (0: as many as needed)", at: document.location(node.offset))
        }
        return Int(value)
    }

    /// One of a fixed set of names (a text style, a font weight).
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, as type: Choice.Type) throws -> Choice?
    where Choice.RawValue == String {
        guard let node = node(key) else { return nil }
        let name = try Self.string(node, key: key)
        guard let choice = Choice(rawValue: name) else {
            let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError("\"\(key)\" must be one of \(known), found \"\(name)\"", at: document.location(node.offset))
        }
        return choice
    }

    /// A text: `{"key": K, "table": T}` or a plain string.
    mutating func text(_ key: String) throws -> LocalizedText? {
        guard let node = node(key) else { return nil }
        return try JSONObjectReader.text(node, in: document, key: key)
    }

    static func text(_ node: JSONNode, in document: JSONDocument, key: String) throws -> LocalizedText {
        let location = document.location(node.offset)
        switch node.kind {
        case .string:
            return .literal(document.string(at: node.index), at: location)
        case .object:
            // Texts read from source code: an expression, or texts combined.
            // `expression` first: its `"verbatim": true` is a flag, not the text form `{"verbatim": text}`.
            let filter = document.keyFilter(ofObjectAt: node.index)
            if let form = compositeForms.first(where: { document.member($0, ofObjectAt: node.index, filter: filter) != nil }) {
                return try compositeText(node, form: form, in: document, key: key)
            }
            var reader = try JSONObjectReader(node, in: document, context: "the text", named: key)
            let textKey = try reader.requiredString("key")
            let table = try reader.string("table") ?? LocalizedText.defaultTable
            let defaultValue = try reader.string("default")
            try reader.finish()
            guard !table.isEmpty, !table.containsUTF8Byte(UInt8(ascii: "/")) else {
                throw InputError("\"table\" must be a table name such as \"Localizable\"", at: location)
            }
            return .key(textKey, table: table, defaultValue: defaultValue, at: location)
        default:
            throw InputError("\"\(key)\" must be a string or {\"key\": …, \"table\": …}, found \(node.kind.typeName)", at: location)
        }
    }

    /// The forms of a text combined from others, in the order they are told apart.
    private static let compositeForms = ["expression", "join", "oneOf", "format", "verbatim", "designTime"]

    /// `{"expression": "title", "verbatim": true}`, `{"join": [texts], "separator": ", "}`,
    /// `{"oneOf": [texts]}`, `{"format": text, "arguments": [texts]}`, `{"verbatim": text}` (shown
    /// as written on purpose) and `{"designTime": text}` (replaced by the app's code at run time).
    private static func compositeText(_ node: JSONNode, form: String, in document: JSONDocument, key: String) throws -> LocalizedText {
        let location = document.location(node.offset)
        var reader = try JSONObjectReader(node, in: document, context: "the text", named: key)
        func texts(_ name: String) throws -> [LocalizedText] {
            try (try reader.array(name) ?? []).map { try text($0, in: document, key: name) }
        }
        let result: LocalizedText
        switch form {
        case "expression":
            result = .expression(try reader.requiredString("expression"), verbatim: try reader.bool("verbatim") ?? false, at: location)
        case "join":
            result = .joined(try texts("join"), separator: try reader.string("separator") ?? "", at: location)
        case "oneOf":
            result = .oneOf(try texts("oneOf"), at: location)
        case "verbatim", "designTime":
            let inner = try text(try reader.required(form), in: document, key: form)
            result = form == "verbatim" ? .verbatim(inner, at: location) : .designTime(inner, at: location)
        default:
            let format = try text(try reader.required("format"), in: document, key: "format")
            result = .format(format, arguments: try texts("arguments"), at: location)
        }
        try reader.finish()
        return result
    }
}
