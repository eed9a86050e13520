/// The strings an XML file repeats thousands of times (element and attribute names, `YES`,
/// `scaleToFill`), made once: a string of up to 16 bytes is keyed by its bytes themselves, so a
/// repeat costs two word compares instead of building a new `String`, which checks its bytes
/// again. A direct-mapped table: a collision replaces the older string.
struct ShortStringCache {
    private static let slotBits = 10
    struct Key: Equatable {
        var low: UInt64
        var high: UInt64
        var count: Int
    }

    /// Each slot's key (a count of -1 for none).
    private var keys: [Key]
    private var strings: [String]

    init() {
        keys = Array(repeating: Key(low: 0, high: 0, count: -1), count: 1 << ShortStringCache.slotBits)
        strings = Array(repeating: "", count: 1 << ShortStringCache.slotBits)
    }

    /// The string of `bytes[range]`, which must be valid UTF-8.
    mutating func string(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> String {
        guard let key = Self.key(bytes, range) else { return Self.make(bytes, range) }
        let slot = Self.slot(key, bits: Self.slotBits)
        if keys[slot] == key { return strings[slot] }
        let made = Self.make(bytes, range)
        keys[slot] = key
        strings[slot] = made
        return made
    }

    /// The bytes of a range of up to 16 as two little-endian words (zero past the end) and the
    /// count; nil for a longer range, or one too near the end to read two words from.
    @inline(__always)
    static func key(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Key? {
        let count = range.count
        // Two whole words are read, so 16 bytes must be there from the start.
        guard count <= 16, range.lowerBound + 16 <= bytes.count else { return nil }
        let raw = UnsafeRawBufferPointer(bytes)
        var low = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self))
        var high = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: range.lowerBound + 8, as: UInt64.self))
        if count <= 8 {
            low &= Self.mask(count)
            high = 0
        } else {
            high &= Self.mask(count - 8)
        }
        return Key(low: low, high: high, count: count)
    }

    /// A key's slot in a table of `1 << bits`.
    @inline(__always)
    static func slot(_ key: Key, bits: Int) -> Int {
        let mixed = (key.low ^ (key.high &* 0x9E37_79B9_7F4A_7C15) ^ UInt64(key.count)) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> UInt64(64 - bits))
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

/// Element names numbered in the order they first appear, so that a document's million elements
/// each hold a number, and a name is made once. A short name is found by its bytes in a small
/// direct-mapped table; a longer one (`tableViewCellContentView`) by a dictionary.
struct NameTable {
    private static let slotBits = 8
    private(set) var names: [String] = []
    private var numbers: [String: Int32] = [:]
    private var keys = Array(repeating: ShortStringCache.Key(low: 0, high: 0, count: -1), count: 1 << NameTable.slotBits)
    private var slotNumbers = Array(repeating: Int32(0), count: 1 << NameTable.slotBits)

    /// The number of `name`, which is the string of `bytes[range]`.
    mutating func id(of name: String, _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int32 {
        guard let key = ShortStringCache.key(bytes, range) else { return number(name) }
        let slot = ShortStringCache.slot(key, bits: Self.slotBits)
        if keys[slot] == key { return slotNumbers[slot] }
        let found = number(name)
        keys[slot] = key
        slotNumbers[slot] = found
        return found
    }

    private mutating func number(_ name: String) -> Int32 {
        if let known = numbers[name] { return known }
        let new = Int32(truncatingIfNeeded: names.count)
        names.append(name)
        numbers[name] = new
        return new
    }
}
