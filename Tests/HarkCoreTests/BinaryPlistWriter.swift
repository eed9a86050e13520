/// Writes `bplist00` files for tests: no tool on Linux writes binary property lists, so the
/// fixtures are built here, byte by byte, following the layout CoreFoundation writes (objects,
/// offset table, 32-byte trailer).
enum BinaryPlistWriter {
    indirect enum Value {
        /// ASCII text is written as an ASCII string (0x5), anything else as UTF-16BE (0x6),
        /// as CoreFoundation does.
        case string(String)
        /// An integer in the narrowest width CoreFoundation would use, or in `width` bytes.
        case integer(Int64, width: Int? = nil)
        /// A 128-bit integer (two's complement), as CF writes values beyond Int64.
        case integer128(high: UInt64, low: UInt64)
        case real(Double)
        case float(Float)
        case bool(Bool)
        /// Seconds since 2001-01-01 00:00:00 UTC.
        case date(Double)
        case data([UInt8])
        case array([Value])
        case dictionary([(String, Value)])
        /// An object given as its raw bytes (a marker and body), for malformed files.
        case raw([UInt8])
        /// A container of references to objects already numbered (for cycles and sharing):
        /// `refs` are object numbers.
        case rawArray(refs: [Int])
    }

    /// Encodes `top` with each value as its own object (no sharing), in the order CF numbers
    /// them: a container before its contents.
    static func encode(_ top: Value, offsetSize: Int? = nil, referenceSize: Int? = nil) -> [UInt8] {
        var objects: [[UInt8]] = []
        var pending: [(index: Int, value: Value)] = []
        func reserve(_ value: Value) -> Int {
            objects.append([])
            pending.append((objects.count - 1, value))
            return objects.count - 1
        }
        _ = reserve(top)
        // Count the objects first so that reference sizes are known before writing containers.
        let total = count(top)
        let refSize = referenceSize ?? width(for: UInt64(total))
        while !pending.isEmpty {
            let (index, value) = pending.removeFirst()
            objects[index] = body(value, referenceSize: refSize, reserve: reserve)
        }
        return assemble(objects: objects, top: 0, offsetSize: offsetSize, referenceSize: refSize)
    }

    /// Lays out numbered objects after the header, then the offset table and trailer.
    static func assemble(objects: [[UInt8]], top: Int, offsetSize: Int? = nil, referenceSize: Int) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var offsets: [Int] = []
        for object in objects {
            offsets.append(bytes.count)
            bytes += object
        }
        let tableStart = bytes.count
        let offSize = offsetSize ?? width(for: UInt64(tableStart))
        for offset in offsets { bytes += bigEndian(UInt64(offset), width: offSize) }
        bytes += [0, 0, 0, 0, 0, 0, UInt8(offSize), UInt8(referenceSize)]
        bytes += bigEndian(UInt64(objects.count), width: 8)
        bytes += bigEndian(UInt64(top), width: 8)
        bytes += bigEndian(UInt64(tableStart), width: 8)
        return bytes
    }

    private static func count(_ value: Value) -> Int {
        switch value {
        case .array(let elements): return 1 + elements.map(count).reduce(0, +)
        case .dictionary(let entries): return 1 + entries.map { 1 + count($0.1) }.reduce(0, +)
        default: return 1
        }
    }

    private static func body(_ value: Value, referenceSize: Int, reserve: (Value) -> Int) -> [UInt8] {
        switch value {
        case .string(let text):
            if text.unicodeScalars.allSatisfy(\.isASCII) { return marker(0x5, text.utf8.count) + Array(text.utf8) }
            let units = Array(text.utf16)
            return marker(0x6, units.count) + units.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
        case .integer(let number, let forced):
            let size = forced ?? (number < 0 ? 8 : width(for: UInt64(number)))
            return [0x10 | UInt8(size.trailingZeroBitCount)] + bigEndian(UInt64(bitPattern: number), width: size)
        case .integer128(let high, let low):
            return [0x14] + bigEndian(high, width: 8) + bigEndian(low, width: 8)
        case .real(let number):
            return [0x23] + bigEndian(number.bitPattern, width: 8)
        case .float(let number):
            return [0x22] + bigEndian(UInt64(number.bitPattern), width: 4)
        case .bool(let flag):
            return [flag ? 0x09 : 0x08]
        case .date(let seconds):
            return [0x33] + bigEndian(seconds.bitPattern, width: 8)
        case .data(let bytes):
            return marker(0x4, bytes.count) + bytes
        case .array(let elements):
            let refs = elements.map(reserve)
            return marker(0xA, refs.count) + refs.flatMap { bigEndian(UInt64($0), width: referenceSize) }
        case .dictionary(let entries):
            let keys = entries.map { reserve(.string($0.0)) }
            let values = entries.map { reserve($0.1) }
            return marker(0xD, entries.count) + (keys + values).flatMap { bigEndian(UInt64($0), width: referenceSize) }
        case .raw(let bytes):
            return bytes
        case .rawArray(let refs):
            return marker(0xA, refs.count) + refs.flatMap { bigEndian(UInt64($0), width: referenceSize) }
        }
    }

    /// A marker with its count in the low nibble, or 0xF and an integer object after it.
    static func marker(_ kind: UInt8, _ count: Int) -> [UInt8] {
        if count < 15 { return [kind << 4 | UInt8(count)] }
        let size = width(for: UInt64(count))
        return [kind << 4 | 0x0F, 0x10 | UInt8(size.trailingZeroBitCount)] + bigEndian(UInt64(count), width: size)
    }

    static func width(for value: UInt64) -> Int {
        if value <= 0xFF { return 1 }
        if value <= 0xFFFF { return 2 }
        if value <= 0xFFFF_FFFF { return 4 }
        return 8
    }

    static func bigEndian(_ value: UInt64, width: Int) -> [UInt8] {
        (0..<width).reversed().map { UInt8(truncatingIfNeeded: value >> (8 * UInt64($0))) }
    }
}
