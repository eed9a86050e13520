import Foundation

/// Eight bytes at a time: the readers skip runs of ordinary text a word at a time, testing
/// for the few bytes that end a run (a quote, a backslash, a line feed) with bit arithmetic.
enum ByteWords {
    /// Whether any of the word's eight bytes is `byte` (exact: the classic test for a zero byte
    /// applied to the word XOR the byte repeated).
    @inline(__always)
    static func contains(_ word: UInt64, _ byte: UInt8) -> Bool {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return (difference &- 0x0101_0101_0101_0101) & ~difference & 0x8080_8080_8080_8080 != 0
    }

    /// The high bit of each of the word's bytes that is `byte`, and no other bit (exact, with no
    /// borrow between bytes). The word is read little-endian: byte `i` is bits `8i..<8i+8`.
    @inline(__always)
    static func matches(_ word: UInt64, _ byte: UInt8) -> UInt64 {
        let difference = word ^ (0x0101_0101_0101_0101 &* UInt64(byte))
        return ~(((difference & 0x7F7F_7F7F_7F7F_7F7F) &+ 0x7F7F_7F7F_7F7F_7F7F) | difference) & 0x8080_8080_8080_8080
    }

    /// How many of the word's bytes are UTF-8 continuation bytes (10xxxxxx), which start no scalar.
    @inline(__always)
    static func continuationCount(_ word: UInt64) -> Int {
        (word & ~(word << 1) & 0x8080_8080_8080_8080).nonzeroBitCount
    }

    /// How many scalars the UTF-8 bytes hold (the bytes that are not continuation bytes),
    /// eight at a time: what a column counts.
    static func scalarCount(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        let raw = UnsafeRawBufferPointer(bytes)
        var count = 0
        var index = 0
        while index + 8 <= bytes.count {
            count += 8 - continuationCount(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            index += 8
        }
        while index < bytes.count {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// Whether all eight bytes are ASCII.
    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool { word & 0x8080_8080_8080_8080 == 0 }

    /// Whether any of the word's bytes is below `bound` (exact for a bound up to 0x80: the
    /// zero-byte test with the bound subtracted instead of one).
    @inline(__always)
    static func hasByte(below bound: UInt8, in word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101 &* UInt64(bound)) & ~word & 0x8080_8080_8080_8080 != 0
    }

    /// Whether `needle` occurs in `bytes`. `memchr` skips to each place of the needle's byte at
    /// `anchor`, and only there is the rest compared: anchored at a byte the text seldom holds
    /// (the `k` of `hark:`, the backslash of `\u`), a search reads few places besides the match.
    static func contains(_ needle: StaticString, anchoredAt anchor: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        needle.withUTF8Buffer { needle in
            guard let base = bytes.baseAddress, let wanted = needle.baseAddress, anchor >= 0, anchor < needle.count,
                  needle.count <= bytes.count else { return false }
            // The anchor of a match lies between `anchor` and `last + anchor`.
            let last = bytes.count - needle.count
            var from = anchor
            while from <= last + anchor, let found = memchr(base + from, Int32(needle[anchor]), last + anchor + 1 - from) {
                let start = UnsafeRawPointer(found) - UnsafeRawPointer(base) - anchor
                if memcmp(base + start, wanted, needle.count) == 0 { return true }
                from = start + anchor + 1
            }
            return false
        }
    }
}
