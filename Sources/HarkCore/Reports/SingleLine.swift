/// One finding is one line in the line-oriented formats (text, Xcode, GitHub's plain lines):
/// a line break inside a label or message (a `\n` in a strings value) is written as `\n`, and
/// other control characters as `\u{…}`, which also keeps a strings file from sending escape
/// sequences to the terminal.
enum SingleLine {
    static func escape(_ text: String) -> String {
        guard mayNeedEscape(text) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case _ where needsEscape(scalar): result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A quick look at the bytes (reports escape every line): C0 controls but tab, DEL, and the
    /// lead bytes of C1 controls and of U+2028/U+2029.
    private static func mayNeedEscape(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if (byte < 0x20 && byte != 0x09) || byte == 0x7F || byte == 0xC2 || byte == 0xE2 { return true }
                index += 1
            }
            return false
        }
    }

    /// C0 and C1 controls but tab, and the Unicode line and paragraph separators.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value < 0x20 && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{2028}" || scalar == "\u{2029}"
    }
}
