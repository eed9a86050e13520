/// `XMLScanner`'s tests of bytes: white space, name characters, prefixes and searches.
extension XMLScanner {
    var byte: UInt8 { bytes[index] }

    @discardableResult
    mutating func skipWhitespace() -> Bool {
        let start = index
        var end = start
        while end < bytes.count, isWhitespace(bytes[end]) { end += 1 }
        index = end
        return end > start
    }

    func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D }

    /// Letters, `_`, `:` and any non-ASCII character (the text is valid UTF-8 already).
    func isNameStart(_ byte: UInt8) -> Bool {
        isIn(byte, low: 0x0400_0000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }

    /// A name's start characters, digits, `-` and `.`.
    func isNameCharacter(_ byte: UInt8) -> Bool {
        isIn(byte, low: 0x07FF_6000_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
    }

    /// Whether an ASCII byte's bit is set in a 128-bit set (`low` for 0–63, `high` for
    /// 64–127); every non-ASCII byte is in.
    func isIn(_ byte: UInt8, low: UInt64, high: UInt64) -> Bool {
        if byte >= 0x80 { return true }
        let word = byte < 64 ? low : high
        return word >> UInt64(byte & 63) & 1 == 1
    }

    func isXMLCharacter(_ value: UInt32) -> Bool {
        value == 0x09 || value == 0x0A || value == 0x0D || (0x20...0xD7FF).contains(value)
            || (0xE000...0xFFFD).contains(value) || (0x10000...0x10FFFF).contains(value)
    }

    func starts(with prefix: StaticString) -> Bool {
        starts(with: prefix, at: index)
    }

    /// Whether the bytes at `start` are `prefix`.
    func starts(with prefix: StaticString, at start: Int) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard start >= 0, start + count <= bytes.count else { return false }
        let pointer = prefix.utf8Start
        for offset in 0..<count where bytes[start + offset] != pointer[offset] { return false }
        return true
    }

    func find(_ needle: StaticString, from start: Int) -> Int? {
        let count = needle.utf8CodeUnitCount
        let pointer = needle.utf8Start
        var position = start
        while position + count <= bytes.count {
            if bytes[position] == pointer[0] {
                var matches = true
                for offset in 1..<count where bytes[position + offset] != pointer[offset] {
                    matches = false
                    break
                }
                if matches { return position }
            }
            position += 1
        }
        return nil
    }

    func string(_ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }

    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "the end of the file" }
        let current = bytes[offset]
        if current >= 0x21 && current < 0x7F { return "'\(Character(Unicode.Scalar(current)))'" }
        if isWhitespace(current) { return "white space" }
        if current < 0x20 { return "the control character U+\(hex(UInt32(current)))" }
        var end = offset + 1
        while end < bytes.count && end < offset + 4 && bytes[end] & 0xC0 == 0x80 { end += 1 }
        return "'\(string(offset..<end))'"
    }
}
