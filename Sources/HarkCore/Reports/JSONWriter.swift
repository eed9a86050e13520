/// A minimal JSON writer with a fixed key order chosen by the caller, so reports are
/// byte-identical from run to run (Foundation's encoders do not promise a key order).
public struct JSONWriter {
    public private(set) var output = ""

    public init() {}

    public static func quote(_ string: String) -> String {
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{08}": result += "\\b"
            case "\u{0C}": result += "\\f"
            default:
                if scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// An object from ordered members whose values are already JSON text.
    public static func object(_ members: [(String, String?)], indent: String = "") -> String {
        let present = members.compactMap { key, value in value.map { (key, $0) } }
        if present.isEmpty { return "{}" }
        let inner = indent + "  "
        return "{\n" + present.map { inner + quote($0.0) + ": " + $0.1 }.joined(separator: ",\n") + "\n" + indent + "}"
    }

    public static func array(_ elements: [String], indent: String = "") -> String {
        if elements.isEmpty { return "[]" }
        let inner = indent + "  "
        return "[\n" + elements.map { inner + $0 }.joined(separator: ",\n") + "\n" + indent + "]"
    }
}
