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

    /// A look at the bytes (reports escape every line): C0 controls but tab, DEL, C1 controls
    /// (C2 80 to C2 9F) and U+2028/U+2029 (E2 80 A8, E2 80 A9). Their lead bytes alone also
    /// start "«", "»" and the bidi isolates every localization message has.
    private static func mayNeedEscape(_ text: String) -> Bool {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if (byte < 0x20 && byte != 0x09) || byte == 0x7F { return true }
                let next = index + 1 < bytes.count ? bytes[index + 1] : 0
                if byte == 0xC2 && (0x80...0x9F).contains(next) { return true }
                if byte == 0xE2 && next == 0x80 && index + 2 < bytes.count && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9) { return true }
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
