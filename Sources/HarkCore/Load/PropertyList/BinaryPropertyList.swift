/// Reads a binary property list (`bplist00`, the format `plutil -convert binary1` and Xcode's
/// build write) into `PlistNode`s, trusting nothing in the file: every offset, count and
/// reference is checked before it is used, so a truncated or hostile file gives an
/// `InputError`, never a trap, a hang or a huge allocation.
///
/// Layout: the magic `bplist00`, the objects, an offset table (one big-endian offset per
/// object), and a 32-byte trailer giving the offset and reference widths, the object count,
/// the top object and where the offset table starts.
///
/// Positions: a binary file has no lines, so a node's location is line 1 and the column of its
/// first byte (byte offset + 1), which a hex editor shows. Errors name the byte offset too.
struct BinaryPropertyList {
    static let magic: [UInt8] = Array("bplist".utf8)
    /// How deep containers may nest; deeper is refused rather than risking the stack.
    static let maximumDepth = 256

    private let bytes: [UInt8]
    private let file: String
    /// `file`, looked up once: every object has a location.
    private let filePath: InternedPath
    private let offsetSize: Int
    private let referenceSize: Int
    private let objectCount: Int
    private let offsetTableStart: Int
    /// Objects already read, by index: a file may share an object among many parents (CF
    /// writes each distinct string once), so each is read once, whatever the fan-out. (A
    /// dictionary, not an array of every object: a small file can claim millions of objects.)
    private var cache: [Int: PlistNode] = [:]
    /// The objects being read, to refuse a container that contains itself.
    private var path: Set<Int> = []

    /// Whether `bytes` start like a binary property list (any version).
    static func isBinary(_ bytes: [UInt8]) -> Bool {
        bytes.count >= magic.count && bytes[..<magic.count].elementsEqual(magic)
    }

    static func read(_ bytes: [UInt8], file: String) throws -> PlistNode {
        func failure(_ message: String, at offset: Int) -> InputError {
            InputError("\(message) (byte \(offset))", at: SourceLocation(file: file, line: 1, column: offset + 1))
        }
        guard bytes.count >= 8, isBinary(bytes) else { throw failure("not a binary property list (no bplist00 header)", at: 0) }
        let version = String(decoding: bytes[6..<8], as: UTF8.self)
        guard version == "00" else {
            throw failure("binary property list version \"\(version)\" is not supported: Hark reads bplist00", at: 6)
        }
        guard bytes.count >= 8 + 1 + 32 else {
            throw failure("the binary property list is truncated: \(bytes.count) bytes, too short for an object and the 32-byte trailer", at: 0)
        }
        let trailer = bytes.count - 32
        let offsetSize = Int(bytes[trailer + 6]), referenceSize = Int(bytes[trailer + 7])
        guard (1...8).contains(offsetSize), (1...8).contains(referenceSize) else {
            throw failure("the trailer gives offsets of \(offsetSize) bytes and references of \(referenceSize) bytes; both must be 1 to 8",
                          at: trailer + 6)
        }
        let count = bigEndian(bytes, at: trailer + 8, width: 8)
        let top = bigEndian(bytes, at: trailer + 16, width: 8)
        let tableStart = bigEndian(bytes, at: trailer + 24, width: 8)
        // The offset table lies between the objects and the trailer, one entry per object.
        let end = UInt64(trailer)
        guard count >= 1, tableStart >= 9, tableStart <= end, count <= (end - tableStart) / UInt64(offsetSize) else {
            throw failure("the trailer's offset table (\(count) objects at byte \(tableStart)) does not fit in the file", at: trailer + 8)
        }
        guard top < count else { throw failure("the top object is \(top), but the file has \(count) objects", at: trailer + 16) }
        var reader = BinaryPropertyList(bytes: bytes, file: file, offsetSize: offsetSize, referenceSize: referenceSize,
                                        objectCount: Int(count), offsetTableStart: Int(tableStart))
        return try reader.object(Int(top), depth: 0)
    }

    private init(bytes: [UInt8], file: String, offsetSize: Int, referenceSize: Int, objectCount: Int, offsetTableStart: Int) {
        self.bytes = bytes
        self.file = file
        self.filePath = InternedPath.named(file)
        self.offsetSize = offsetSize
        self.referenceSize = referenceSize
        self.objectCount = objectCount
        self.offsetTableStart = offsetTableStart
    }

    // MARK: - Objects

    private mutating func object(_ index: Int, depth: Int) throws -> PlistNode {
        if let cached = cache[index] { return cached }
        guard depth <= Self.maximumDepth else {
            throw error("containers nest deeper than \(Self.maximumDepth) levels", at: offsetTableStart)
        }
        guard !path.contains(index) else {
            throw error("object \(index) contains itself (a reference cycle)", at: try offset(of: index))
        }
        let start = try offset(of: index)
        let location = SourceLocation(file: filePath, line: 1, column: start + 1)
        let marker = bytes[start]
        let kind = marker >> 4, info = Int(marker & 0x0F)
        let value: PlistNode.Value
        switch kind {
        case 0x0:
            switch marker {
            case 0x08: value = .bool(false)
            case 0x09: value = .bool(true)
            default: throw error("marker 0x\(hex(marker)) (null or fill) is not a property list value", at: start)
            }
        case 0x1:
            value = .integer(try integerText(at: start + 1, width: 1 << info, marker: start))
        case 0x2:
            value = .real(try real(at: start + 1, width: 1 << info, marker: start))
        case 0x3:
            guard marker == 0x33 else { throw error("marker 0x\(hex(marker)) is not a date (0x33)", at: start) }
            let seconds = try real(at: start + 1, width: 8, marker: start)
            guard let text = Self.dateText(secondsSince2001: seconds) else { throw error("the date \(seconds) is out of range", at: start) }
            value = .date(text)
        case 0x4:
            let (count, body) = try length(info, at: start)
            value = .data(Array(try slice(body, count, at: start)))
        case 0x5:
            let (count, body) = try length(info, at: start)
            let raw = try slice(body, count, at: start)
            guard raw.allSatisfy({ $0 < 0x80 }) else { throw error("an ASCII string holds a byte above 0x7F", at: start) }
            value = .string(String(decoding: raw, as: UTF8.self))
        case 0x6:
            let (count, body) = try length(info, at: start)
            let (doubled, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw error("a string of \(count) UTF-16 units does not fit in the file", at: start) }
            value = .string(try utf16(try slice(body, doubled, at: start), at: start))
        case 0x8:
            throw error("object \(index) is a UID (an NSKeyedArchiver reference), not a property list value", at: start)
        case 0xA:
            let (count, body) = try length(info, at: start)
            let references = try self.references(body, count: count, at: start)
            path.insert(index)
            var elements: [PlistNode] = []
            elements.reserveCapacity(references.count)
            for reference in references { elements.append(try object(reference, depth: depth + 1)) }
            path.remove(index)
            value = .array(elements)
        case 0xD:
            let (count, body) = try length(info, at: start)
            let (doubled, overflow) = count.multipliedReportingOverflow(by: 2)
            guard !overflow else { throw error("a dictionary of \(count) entries does not fit in the file", at: start) }
            let references = try self.references(body, count: doubled, at: start)
            path.insert(index)
            var entries: [PlistEntry] = []
            entries.reserveCapacity(count)
            for position in 0..<count {
                let key = try object(references[position], depth: depth + 1)
                guard let name = key.string else {
                    throw error("a dictionary key is \(key.typeName), not a string", at: key.location.column - 1)
                }
                entries.append(PlistEntry(key: name, keyLocation: key.location, value: try object(references[count + position], depth: depth + 1)))
            }
            path.remove(index)
            value = .dictionary(entries)
        case 0xB, 0xC:
            throw error("object \(index) is a set, which property lists do not hold", at: start)
        default:
            throw error("marker 0x\(hex(marker)) is not a bplist00 object", at: start)
        }
        let node = PlistNode(value: value, location: location)
        cache[index] = node
        return node
    }

    /// Where object `index` starts, checked to lie among the objects.
    private func offset(of index: Int) throws -> Int {
        guard index >= 0, index < objectCount else {
            throw error("a reference to object \(index), but the file has \(objectCount) objects", at: offsetTableStart)
        }
        let entry = offsetTableStart + index * offsetSize
        let offset = unsigned(at: entry, width: offsetSize)
        guard offset >= 8, offset < UInt64(offsetTableStart) else {
            throw error("object \(index) is said to start at byte \(offset), outside the objects (bytes 8 to \(offsetTableStart - 1))", at: entry)
        }
        return Int(offset)
    }

    /// An object's element count (in the marker, or in an integer after it when the marker
    /// says 0xF) and where its body starts.
    private func length(_ info: Int, at start: Int) throws -> (count: Int, body: Int) {
        guard info == 0x0F else { return (info, start + 1) }
        let position = start + 1
        guard position < offsetTableStart else { throw error("an object's length is cut off", at: start) }
        let marker = bytes[position]
        guard marker >> 4 == 0x1, marker & 0x0F <= 3 else {
            throw error("an object's length is not an integer (marker 0x\(hex(marker)))", at: position)
        }
        let width = 1 << Int(marker & 0x0F)
        guard position + 1 + width <= offsetTableStart else { throw error("an object's length is cut off", at: start) }
        let count = unsigned(at: position + 1, width: width)
        guard count <= UInt64(offsetTableStart) else {
            throw error("an object claims \(count) elements, more than the file's \(bytes.count) bytes could hold", at: start)
        }
        return (Int(count), position + 1 + width)
    }

    /// `count` bytes from `start`, which must lie before the offset table.
    private func slice(_ start: Int, _ count: Int, at marker: Int) throws -> ArraySlice<UInt8> {
        guard count >= 0, start <= offsetTableStart, count <= offsetTableStart - start else {
            throw error("an object of \(count) bytes runs past the end of the objects", at: marker)
        }
        return bytes[start..<start + count]
    }

    private func references(_ start: Int, count: Int, at marker: Int) throws -> [Int] {
        let (size, overflow) = count.multipliedReportingOverflow(by: referenceSize)
        guard !overflow else { throw error("a container of \(count) elements does not fit in the file", at: marker) }
        _ = try slice(start, size, at: marker)
        return (0..<count).map { Int(clamping: unsigned(at: start + $0 * referenceSize, width: referenceSize)) }
    }

    // MARK: - Scalars

    private func integerText(at start: Int, width: Int, marker: Int) throws -> String {
        let raw = try slice(start, width, at: marker)
        switch width {
        case 1, 2, 4: return String(unsigned(at: raw.startIndex, width: width))
        case 8: return String(Int64(bitPattern: unsigned(at: raw.startIndex, width: 8)))
        case 16:
            // CF writes integers beyond Int64 as 128-bit two's complement.
            let high = unsigned(at: raw.startIndex, width: 8), low = unsigned(at: raw.startIndex + 8, width: 8)
            if high == 0 { return String(low) }
            if high == UInt64.max && low >= 1 << 63 { return String(Int64(bitPattern: low)) }
            return Self.decimal(high: high, low: low)
        default:
            throw error("an integer of \(width) bytes (integers are 1, 2, 4, 8 or 16 bytes)", at: marker)
        }
    }

    private func real(at start: Int, width: Int, marker: Int) throws -> Double {
        let raw = try slice(start, width, at: marker)
        switch width {
        case 4: return Double(Float(bitPattern: UInt32(truncatingIfNeeded: unsigned(at: raw.startIndex, width: 4))))
        case 8: return Double(bitPattern: unsigned(at: raw.startIndex, width: 8))
        default: throw error("a real of \(width) bytes (reals are 4 or 8 bytes)", at: marker)
        }
    }

    private func utf16(_ raw: ArraySlice<UInt8>, at marker: Int) throws -> String {
        var units: [UInt16] = []
        units.reserveCapacity(raw.count / 2)
        var index = raw.startIndex
        while index < raw.endIndex {
            units.append(UInt16(raw[index]) << 8 | UInt16(raw[index + 1]))
            index += 2
        }
        var text = ""
        var iterator = units.makeIterator()
        var decoder = UTF16()
        loop: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): text.unicodeScalars.append(scalar)
            case .emptyInput: break loop
            case .error: throw error("a string holds a lone UTF-16 surrogate", at: marker)
            }
        }
        return text
    }

    /// A big-endian unsigned integer of `width` (1 to 8) bytes; the caller checked the range.
    private func unsigned(at start: Int, width: Int) -> UInt64 {
        Self.bigEndian(bytes, at: start, width: width)
    }

    private static func bigEndian(_ bytes: [UInt8], at start: Int, width: Int) -> UInt64 {
        var value: UInt64 = 0
        for byte in bytes[start..<start + width] { value = value << 8 | UInt64(byte) }
        return value
    }

    /// The decimal text of a 128-bit two's-complement integer.
    static func decimal(high: UInt64, low: UInt64) -> String {
        let negative = high >> 63 == 1
        var (h, l) = (high, low)
        if negative {
            // Negate: invert and add one.
            (h, l) = (~h, ~l)
            let (sum, carry) = l.addingReportingOverflow(1)
            l = sum
            if carry { h &+= 1 }
        }
        var digits: [Character] = []
        while h != 0 || l != 0 {
            // Divide the 128-bit value by 10, keeping the remainder.
            let (qh, rh) = h.quotientAndRemainder(dividingBy: 10)
            let (ql, rl) = UInt64(10).dividingFullWidth((high: rh, low: l))
            (h, l) = (qh, ql)
            digits.append(Character(String(rl)))
        }
        if digits.isEmpty { digits = ["0"] }
        return (negative ? "-" : "") + String(digits.reversed())
    }

    /// An XML plist's date text (`2001-01-01T00:00:00Z`) for seconds since 2001-01-01 UTC.
    static func dateText(secondsSince2001 seconds: Double) -> String? {
        guard seconds.isFinite, abs(seconds) < 1e14 else { return nil }
        let total = Int64(seconds.rounded(.down)) + 978_307_200
        let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
        let secondOfDay = total - days * 86_400
        // Days since 1970-01-01 to a civil date (proleptic Gregorian).
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        func two(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let yearText = year >= 0 && year < 10_000 ? String(repeating: "0", count: 4 - String(year).count) + String(year) : String(year)
        return "\(yearText)-\(two(month))-\(two(day))T\(two(secondOfDay / 3600)):\(two(secondOfDay % 3600 / 60)):\(two(secondOfDay % 60))Z"
    }

    private func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0x0F)]])
    }

    private func error(_ message: String, at offset: Int) -> InputError {
        InputError("\(message) (byte \(offset))", at: SourceLocation(file: file, line: 1, column: max(offset, 0) + 1))
    }
}
