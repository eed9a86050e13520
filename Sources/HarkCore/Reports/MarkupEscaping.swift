/// Escaping for XML and HTML text and attribute values (JUnit and HTML reports).
enum MarkupEscaping {
    static func escape(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            case "\n": result += "&#10;"
            default:
                // Control characters XML 1.0 cannot hold at all are dropped.
                if scalar.value < 0x20 && scalar != "\t" { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
