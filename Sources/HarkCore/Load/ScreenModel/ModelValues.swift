/// The screen model's own value types, read with the format's checks.
extension JSONObjectReader {
    mutating func color(_ key: String) throws -> Color? {
        guard let node = node(key) else { return nil }
        let text = try stringValue(node, key: key)
        guard let color = Color(hex: text) else {
            throw InputError("\"\(key)\" must be a color \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"", at: location(of: node))
        }
        return color
    }

    /// One of a fixed set of names (a text style, a font weight).
    mutating func choice<Choice: RawRepresentable & CaseIterable>(_ key: String, as type: Choice.Type) throws -> Choice?
    where Choice.RawValue == String {
        guard let node = node(key) else { return nil }
        let name = try stringValue(node, key: key)
        guard let choice = Choice(rawValue: name) else {
            let known = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw InputError("\"\(key)\" must be one of \(known), found \"\(name)\"", at: location(of: node))
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
        switch node.value {
        case .string(let literal):
            return .literal(literal, at: location)
        case .object(let members):
            // Texts read from source code: an expression, or texts combined.
            if let form = members.first(where: { ["expression", "join", "oneOf", "format"].contains($0.key) })?.key {
                return try compositeText(node, form: form, in: document, key: key)
            }
            var reader = try JSONObjectReader(node, in: document, context: "the text \"\(key)\"")
            let textKey = try reader.requiredString("key")
            let table = try reader.string("table") ?? LocalizedText.defaultTable
            let defaultValue = try reader.string("default")
            try reader.finish()
            guard !table.isEmpty, !table.contains("/") else {
                throw InputError("\"table\" must be a table name such as \"Localizable\"", at: location)
            }
            return .key(textKey, table: table, defaultValue: defaultValue, at: location)
        default:
            throw InputError("\"\(key)\" must be a string or {\"key\": …, \"table\": …}, found \(node.value.typeName)", at: location)
        }
    }

    /// `{"expression": "title", "verbatim": true}`, `{"join": [texts], "separator": ", "}`,
    /// `{"oneOf": [texts]}` and `{"format": text, "arguments": [texts]}`.
    private static func compositeText(_ node: JSONNode, form: String, in document: JSONDocument, key: String) throws -> LocalizedText {
        let location = document.location(node.offset)
        var reader = try JSONObjectReader(node, in: document, context: "the text \"\(key)\"")
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
        default:
            let format = try text(try reader.required("format"), in: document, key: "format")
            result = .format(format, arguments: try texts("arguments"), at: location)
        }
        try reader.finish()
        return result
    }
}
