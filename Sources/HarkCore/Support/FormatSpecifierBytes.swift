/// Finding format specifiers' bytes: where a specifier or a look-alike may start, and whether a
/// text holds exactly the specifiers of another, without reading them (`read` does).
extension FormatSpecifiers {
    /// The first index from `start` of a byte that may begin a specifier or a look-alike (`%`,
    /// or `0xEF`, `0xD9`: the first bytes of `％` and `٪`), else `bytes.count`. Eight bytes at a
    /// time: the byte loop cost some 500 instructions a value.
    static func nextCandidate(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        var index = start
        if let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base)
            while index + 8 <= bytes.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                let percent = ByteWords.matches(word, 0x25)
                if percent == 0 && ByteWords.isASCII(word) { index += 8; continue }
                let found = percent | ByteWords.matches(word, 0xEF) | ByteWords.matches(word, 0xD9)
                if found != 0 { return index + found.trailingZeroBitCount / 8 }
                index += 8
            }
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x25 || byte == 0xEF || byte == 0xD9 { return index }
            index += 1
        }
        return index
    }

    /// Whether the specifiers `read` finds in `bytes` are exactly those whose texts are in
    /// `texts` (each a length byte, then the specifier's bytes: `%@`, `%2$lld`), in order, with
    /// nothing else read there but `%%` (no look-alike percent sign, no incomplete end). The
    /// scanner reads a specifier from its own bytes alone, and counts implicit positions in
    /// order, so such a text reads the arguments the texts' value read, alike. False when they
    /// differ anywhere: `read` then decides. Comparing bytes costs a fraction of reading them.
    static func holdsExactly(specifierTexts texts: UnsafeBufferPointer<UInt8>, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let base = bytes.baseAddress else { return texts.isEmpty }
        let raw = UnsafeRawPointer(base)
        var next = 0
        // The first byte not yet read: a candidate inside a matched specifier is its own byte.
        var resume = 0
        var chunk = 0
        // Eight bytes at a time, every candidate of a word taken in turn (`matches` is exact in
        // each byte), without a call for each as `nextCandidate` would make.
        while chunk < bytes.count {
            var found: UInt64 = 0
            if bytes.count >= 8 {
                // The last word is read where it ends with the text, its bytes already read shifted out.
                let remaining = bytes.count - chunk
                let word = remaining >= 8 ? UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: chunk, as: UInt64.self))
                    : UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self)) >> UInt64(8 * (8 - remaining))
                found = ByteWords.matches(word, 0x25)
                if !ByteWords.isASCII(word) { found |= ByteWords.matches(word, 0xEF) | ByteWords.matches(word, 0xD9) }
            } else {
                for offset in 0..<(bytes.count - chunk) {
                    let byte = bytes[chunk + offset]
                    if byte == 0x25 || byte == 0xEF || byte == 0xD9 { found |= 0x80 << UInt64(8 * offset) }
                }
            }
            while found != 0 {
                let index = chunk + found.trailingZeroBitCount / 8
                found &= found &- 1
                guard index >= resume else { continue }
                if bytes[index] != 0x25 {
                    // `read` reports a look-alike before a conversion; else it reads on.
                    if lookAlikePercent(bytes, at: index) != nil { return false }
                    continue
                }
                if index + 1 < bytes.count, bytes[index + 1] == 0x25 {
                    resume = index + 2
                    continue
                }
                guard next < texts.count else { return false }
                let length = Int(texts[next])
                guard length > 0, next + length < texts.count, index + length <= bytes.count else { return false }
                for offset in 0..<length where bytes[index + offset] != texts[next + 1 + offset] { return false }
                resume = index + length
                next += 1 + length
            }
            chunk += 8
        }
        return next == texts.count
    }

    /// A look-alike percent sign (U+FF05 EF BC 85, U+066A D9 AA) before a conversion.
    static func lookAlikePercent(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (typo: FormatTypo, length: Int)? {
        let count = bytes.count
        let byte = bytes[index]
        let found: (length: Int, name: String)? =
            byte == 0xEF && index + 2 < count && bytes[index + 1] == 0xBC && bytes[index + 2] == 0x85 ? (3, "the fullwidth percent sign ％")
            : byte == 0xD9 && index + 1 < count && bytes[index + 1] == 0xAA ? (2, "the Arabic percent sign ٪") : nil
        guard let found else { return nil }
        var end = index + found.length
        while end < count, bytes[end] == 0x20 { end += 1 }
        // A position before the conversion (Tinode's Chinese `％1$@ ％2$d`).
        var digits = end
        while digits < count, bytes[digits] >= UInt8(ascii: "0"), bytes[digits] <= UInt8(ascii: "9") { digits += 1 }
        if digits > end, digits < count, bytes[digits] == UInt8(ascii: "$") { end = digits + 1 }
        guard end < count, kind(of: bytes[end]) != nil || bytes[end] == UInt8(ascii: "l") else { return nil }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[index..<(end + 1)]), as: UTF8.self)
        return (FormatTypo(text: text, kind: .lookAlikePercent(name: found.name)), found.length)
    }
}
