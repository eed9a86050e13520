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

    /// Whether all eight bytes are ASCII.
    @inline(__always)
    static func isASCII(_ word: UInt64) -> Bool { word & 0x8080_8080_8080_8080 == 0 }
}
