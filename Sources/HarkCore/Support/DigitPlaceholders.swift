/// Placeholders an app numbers itself and replaces in code, not `String(format:)`: Stats'
/// `localizedString(_:_:)` puts each argument in place of `"%\(index)"`, so its tables write
/// "%0 cores" and "Used %0 from %1". CoreFoundation would read `%0 c` as a character and `%1`
/// at the end as an incomplete specifier; the app never asks it to.
enum DigitPlaceholders {
    /// Whether a literal of the code is `"%\(…)"` alone: a digit placeholder being made.
    static func isWrittenBy(_ literal: StringLiteral) -> Bool {
        literal.parts.count == 2 && literal.parts[0] == .text("%")
            && { if case .interpolation = literal.parts[1] { true } else { false } }()
    }

    /// Whether `text` holds `%` and digits followed by a space, punctuation other than `$` and
    /// `.`, or its end: a placeholder, not a specifier (`%02d` goes on to its conversion,
    /// `%1$@` to its argument's).
    static func isHeld(in text: some UTF8Text) -> Bool {
        text.withUTF8Bytes { bytes in
            var index = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "%") else { index += 1; continue }
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "%") { index += 1; continue }
                let digits = index
                while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
                guard index > digits else { continue }
                if index == bytes.count { return true }
                let next = bytes[index]
                let continues = next == UInt8(ascii: "$") || next == UInt8(ascii: ".") || next == UInt8(ascii: "*")
                    || (next >= UInt8(ascii: "a") && next <= UInt8(ascii: "z")) || (next >= UInt8(ascii: "A") && next <= UInt8(ascii: "Z"))
                if !continues { return true }
            }
            return false
        }
    }
}
