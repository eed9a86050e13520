/// Writes a `.strings` file that `StringsParser` (and CoreFoundation) read back: one
/// `"key" = "value";` line per key, escaped, the first definition of a key kept.
enum StringsWriter {
    static func file(_ entries: [(key: String, value: String)], header: String) -> [UInt8] {
        var output = "/* \(header) */\n\n"
        var seen: Set<String> = []
        for entry in entries where seen.insert(entry.key).inserted {
            output += "\"\(escape(entry.key))\" = \"\(escape(entry.value))\";\n"
        }
        return Array(output.utf8)
    }

    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            case "\r": result += "\\r"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
