/// The strings an XML file repeats thousands of times (element and attribute names, `YES`,
/// `scaleToFill`), made once: a string of up to 16 bytes is keyed by its bytes themselves, so a
/// repeat costs two word compares instead of building a new `String`, which checks its bytes
/// again. A direct-mapped table: a collision replaces the older string.
struct ShortStringCache {
    private static let slotBits = 10
    /// Each slot's key: the bytes as two little-endian words (zero past the end) and the count.
    private var keys: [(low: UInt64, high: UInt64, count: Int)]
    private var strings: [String]

    init() {
        keys = Array(repeating: (0, 0, -1), count: 1 << ShortStringCache.slotBits)
        strings = Array(repeating: "", count: 1 << ShortStringCache.slotBits)
    }

    /// The string of `bytes[range]`, which must be valid UTF-8.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        let count = range.count
        // Two whole words are read, so 16 bytes must be there from the start.
        guard count <= 16, range.lowerBound + 16 <= bytes.count else { return Self.make(bytes, range) }
        let raw = UnsafeRawBufferPointer(bytes)
        var low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
        var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: range.lowerBound + 8, as: UInt64.self))
        if count <= 8 {
            low &= Self.mask(count)
            high = 0
        } else {
            high &= Self.mask(count - 8)
        }
        let mixed = (low ^ (high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(count)) &* 0x9E37_79B9_7F4A_7C15
        let slot = Int(truncatingIfNeeded: mixed >> UInt64(64 - Self.slotBits))
        let key = keys[slot]
        if key.low == low && key.high == high && key.count == count { return strings[slot] }
        let made = Self.make(bytes, range)
        keys[slot] = (low, high, count)
        strings[slot] = made
        return made
    }

    /// The low `count` bytes of a word (0...8).
    @inline(__always)
    private static func mask(_ count: Int) -> UInt64 {
        count >= 8 ? ~0 : (1 << UInt64(count * 8)) &- 1
    }

    private static func make(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
}
