/// A short hash that is the same on every machine and every run (Swift's `Hasher` is seeded
/// per process): 64-bit FNV-1a over the UTF-8 of each part, parts separated by a zero byte.
enum StableHash {
    static func hex(_ parts: [String]) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        func mix(_ byte: UInt8) {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01B3
        }
        for part in parts {
            for byte in part.utf8 { mix(byte) }
            mix(0)
        }
        let digits = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
