/// A strings table's keys to the index of the entry the device uses, by the key's exact bytes.
///
/// CFDictionary compares NSString keys code unit by code unit, so "é" and "e\u{301}" are two
/// keys on a device; Swift's `String ==` would join them (canonical equivalence). And every
/// text of every screen is looked up in every locale: with `[String: Int]`, SipHash and the
/// dictionary's probing were a fifth of a whole audit. So this is an open-addressing table of
/// 64-bit slots, each the key's 32-bit hash beside its entry's index + 1 (0: empty), hashed
/// eight bytes at a time. The keys themselves stay in the entries; a slot whose hash matches is
/// confirmed by comparing bytes.
struct KeyIndex: Sendable {
    private var slots: [UInt64]
    private var mask: Int
    /// The number of distinct keys.
    private(set) var count = 0

    /// Room for `capacity` keys with at most three slots in four full: the stored hashes make
    /// a longer probe cheap (a slot that is not the key is one compare, mostly in the same
    /// cache line), and a table kept half empty took 13 MB for a big app's 480,000 keys.
    init(capacity: Int) {
        var size = 8
        while size * 3 < capacity * 4 { size <<= 1 }
        slots = [UInt64](repeating: 0, count: size)
        mask = size - 1
    }

    /// The index of `key`'s entry; `matches(index, bytes)` tells whether the entry at `index`
    /// has the key whose UTF-8 is `bytes` (the key's bytes are taken once, not for every
    /// compare, and no entry's key is copied to be compared).
    func index(of key: String, matches: (Int, UnsafeBufferPointer<UInt8>) -> Bool) -> Int? {
        key.withUTF8Bytes { bytes in
            let hash = Self.hash(bytes: bytes)
            var position = Int(truncatingIfNeeded: hash) & mask
            return slots.withUnsafeBufferPointer { slots in
                while true {
                    let slot = slots[position]
                    if slot == 0 { return nil }
                    if UInt32(truncatingIfNeeded: slot >> 32) == hash {
                        let index = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) - 1
                        if matches(index, bytes) { return index }
                    }
                    position = (position + 1) & mask
                }
            }
        }
    }

    /// Makes `index` the entry of `key`; returns the index it replaces (a key defined twice:
    /// the later definition is the one the device uses).
    mutating func set(_ index: Int, for key: String, matches: (Int, UnsafeBufferPointer<UInt8>) -> Bool) -> Int? {
        if (count + 1) * 4 > slots.count * 3 { grow() }
        return key.withUTF8Bytes { bytes in
            let hash = Self.hash(bytes: bytes)
            let slot = UInt64(hash) << 32 | UInt64(UInt32(truncatingIfNeeded: index + 1))
            var position = Int(truncatingIfNeeded: hash) & mask
            while true {
                let existing = slots[position]
                if existing == 0 {
                    slots[position] = slot
                    count += 1
                    return nil
                }
                if UInt32(truncatingIfNeeded: existing >> 32) == hash {
                    let earlier = Int(truncatingIfNeeded: existing & 0xFFFF_FFFF) - 1
                    if matches(earlier, bytes) {
                        slots[position] = slot
                        return earlier
                    }
                }
                position = (position + 1) & mask
            }
        }
    }

    private mutating func grow() {
        let old = slots
        slots = [UInt64](repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for slot in old where slot != 0 {
            var position = Int(truncatingIfNeeded: slot >> 32) & mask
            while slots[position] != 0 { position = (position + 1) & mask }
            slots[position] = slot
        }
    }

    /// A multiply-and-fold hash of the UTF-8 bytes, eight at a time. Not keyed against
    /// flooding: the keys are the app's own.
    static func hash(_ key: String) -> UInt32 {
        // Not `utf8.withContiguousStorageIfAvailable`: a key of up to 15 bytes (most keys) is
        // stored in the string itself, lends no storage, and was copied into an array (a
        // `malloc` and `free` for every lookup of every text in every locale).
        key.withUTF8Bytes(hash(bytes:))
    }

    static func hash(bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        hash(bytes: UnsafeRawBufferPointer(bytes))
    }

    static func hash(bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBytes { hash(bytes: $0) }
    }

    static func hash(bytes: UnsafeRawBufferPointer) -> UInt32 {
        let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
        var state = UInt64(truncatingIfNeeded: bytes.count) &* multiplier
        var offset = 0
        while offset + 8 <= bytes.count {
            let word = bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
            state = (state ^ word) &* multiplier
            state ^= state >> 29
            offset += 8
        }
        if offset < bytes.count {
            // The last one to seven bytes, little-endian, read four, two and one at a time.
            let remaining = bytes.count - offset
            var tail: UInt64 = 0
            var shift: UInt64 = 0
            if remaining & 4 != 0 {
                tail = UInt64(UInt32(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
                offset += 4
                shift = 32
            }
            if remaining & 2 != 0 {
                tail |= UInt64(UInt16(littleEndian: bytes.loadUnaligned(fromByteOffset: offset, as: UInt16.self))) << shift
                offset += 2
                shift += 16
            }
            if remaining & 1 != 0 { tail |= UInt64(bytes[offset]) << shift }
            state = (state ^ tail) &* multiplier
            state ^= state >> 29
        }
        state = state &* multiplier
        return UInt32(truncatingIfNeeded: state >> 32)
    }
}
