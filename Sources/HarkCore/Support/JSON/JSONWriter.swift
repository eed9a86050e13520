/// A streaming JSON writer into one byte buffer, pretty-printed with two-space indents and
/// keys in the order the caller writes them, so reports are byte-identical from run to run
/// (Foundation's encoders do not promise a key order) and large reports are not copied
/// level by level.
struct JSONWriter {
    private(set) var bytes: [UInt8] = []
    /// Per open container: whether it already holds a member.
    private var hasMembers: [Bool] = []
    private var afterKey = false
    /// Where full chunks go, when the writer streams (`bytes` then holds the unwritten rest).
    private let sink: ByteSink?
    private static let chunkSize = 1 << 20

    init(streamingTo sink: ByteSink? = nil) {
        self.sink = sink
        bytes.reserveCapacity(sink == nil ? 1 << 16 : JSONWriter.chunkSize + (1 << 16))
    }

    /// Hands what is left to the sink (a streaming writer's last step).
    mutating func finish() {
        sink?.write(bytes)
        bytes.removeAll(keepingCapacity: true)
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    mutating func key(_ key: String) {
        startValue()
        appendQuoted(key)
        bytes.append(UInt8(ascii: ":"))
        bytes.append(UInt8(ascii: " "))
        afterKey = true
    }

    mutating func string(_ value: String) {
        startValue()
        appendQuoted(value)
    }

    mutating func number(_ value: Int) {
        startValue()
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number in its shortest form that reads back the same (`308`, `6.5`).
    mutating func number(_ value: Double) {
        startValue()
        let text = value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(value)"
        bytes.append(contentsOf: text.utf8)
    }

    mutating func bool(_ value: Bool) {
        startValue()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    /// `key: value`, or nothing when the value is nil.
    mutating func member(_ name: String, _ value: String?) {
        guard let value else { return }
        key(name)
        string(value)
    }

    mutating func member(_ name: String, _ value: Int) {
        key(name)
        number(value)
    }

    mutating func member(_ name: String, _ value: Bool) {
        key(name)
        bool(value)
    }

    // MARK: - Layout

    private mutating func open(_ bracket: UInt8) {
        startValue()
        bytes.append(bracket)
        hasMembers.append(false)
    }

    private mutating func close(_ bracket: UInt8) {
        let hadMembers = hasMembers.popLast() ?? false
        if hadMembers { newline() }
        bytes.append(bracket)
        if hasMembers.isEmpty { bytes.append(0x0A) }
        if let sink, bytes.count >= JSONWriter.chunkSize {
            sink.write(bytes)
            bytes.removeAll(keepingCapacity: true)
        }
    }

    /// Writes the comma, line break and indent a new value needs (none right after a key).
    private mutating func startValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard let last = hasMembers.indices.last else { return }
        if hasMembers[last] { bytes.append(UInt8(ascii: ",")) }
        hasMembers[last] = true
        newline()
    }

    private mutating func newline() {
        bytes.append(0x0A)
        for _ in 0..<hasMembers.count { bytes.append(0x20); bytes.append(0x20) }
    }

    /// Whether any byte is a control character, a quote or a backslash; eight bytes at a time
    /// (every string of a transcript's 240,000 lines is asked).
    static func needsEscape(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(buffer)
        var index = 0
        while index + 8 <= buffer.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if ByteWords.hasByte(below: 0x20, in: word) || ByteWords.contains(word, 0x22) || ByteWords.contains(word, 0x5C) { return true }
            index += 8
        }
        return buffer[index...].contains { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }
    }

    private mutating func appendQuoted(_ string: String) {
        bytes.append(0x22)
        // Most strings need no escape: scanned and copied in one go, short ones too (a string
        // of up to 15 bytes lends no storage of its own; member names, ids, locales and kinds,
        // most of a transcript line's strings, were appended byte by byte).
        let copied = string.withUTF8Bytes { buffer -> Bool in
            guard !Self.needsEscape(buffer) else { return false }
            bytes.append(contentsOf: buffer)
            return true
        }
        if copied {
            bytes.append(0x22)
            return
        }
        for byte in string.utf8 {
            switch byte {
            case 0x22: bytes.append(0x5C); bytes.append(0x22)
            case 0x5C: bytes.append(0x5C); bytes.append(0x5C)
            case 0x0A: bytes.append(0x5C); bytes.append(UInt8(ascii: "n"))
            case 0x0D: bytes.append(0x5C); bytes.append(UInt8(ascii: "r"))
            case 0x09: bytes.append(0x5C); bytes.append(UInt8(ascii: "t"))
            case 0x00..<0x20:
                let hex = Array("0123456789ABCDEF".utf8)
                bytes.append(contentsOf: Array("\\u00".utf8))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0x0F)])
            default:
                bytes.append(byte)
            }
        }
        bytes.append(0x22)
    }
}
