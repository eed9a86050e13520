/// A streaming JSON writer into one byte buffer, pretty-printed with two-space indents and
/// keys in the order the caller writes them, so reports are byte-identical from run to run
/// (Foundation's encoders do not promise a key order) and large reports are not copied
/// level by level.
///
/// The writer owns its storage (a pointer, its capacity and a count) and is not copyable: an
/// append is one capacity check and a store or a `memcpy`, where an array checked its
/// uniqueness and capacity for every byte (14% of a 46,000-finding report's instructions).
struct JSONWriter: ~Copyable {
    private var storage: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    /// Per open container: whether it already holds a member (`depth` of them).
    private var hasMembers: UnsafeMutablePointer<Bool>
    private var depth = 0
    private var depthCapacity = 16
    private var afterKey = false
    /// Where full chunks go, when the writer streams (the storage then holds the unwritten rest).
    private let sink: ByteSink?
    private static let chunkSize = 1 << 20

    init(streamingTo sink: ByteSink? = nil) {
        self.sink = sink
        capacity = sink == nil ? 1 << 16 : JSONWriter.chunkSize + (1 << 16)
        storage = .allocate(capacity: capacity)
        hasMembers = .allocate(capacity: depthCapacity)
    }

    deinit {
        storage.deallocate()
        hasMembers.deallocate()
    }

    /// Hands what is left to the sink (a streaming writer's last step).
    mutating func finish() {
        flush()
    }

    /// What has been written (and not streamed).
    var bytes: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }

    var text: String { String(decoding: UnsafeBufferPointer(start: storage, count: count), as: UTF8.self) }

    mutating func beginObject() { open(UInt8(ascii: "{")) }
    mutating func endObject() { close(UInt8(ascii: "}")) }
    mutating func beginArray() { open(UInt8(ascii: "[")) }
    mutating func endArray() { close(UInt8(ascii: "]")) }

    mutating func key(_ key: String) {
        startValue()
        appendQuoted(key)
        append(UInt8(ascii: ":"))
        append(UInt8(ascii: " "))
        afterKey = true
    }

    mutating func string(_ value: String) {
        startValue()
        appendQuoted(value)
    }

    mutating func number(_ value: Int) {
        startValue()
        appendDecimal(value)
    }

    /// A number in its shortest form that reads back the same (`308`, `6.5`).
    mutating func number(_ value: Double) {
        startValue()
        if value == value.rounded() && abs(value) < 1e15 {
            appendDecimal(Int(value))
        } else {
            append("\(value)")
        }
    }

    mutating func bool(_ value: Bool) {
        startValue()
        append(value ? "true" : "false")
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
        append(bracket)
        if depth == depthCapacity { growDepth() }
        hasMembers[depth] = false
        depth += 1
    }

    private mutating func close(_ bracket: UInt8) {
        var hadMembers = false
        if depth > 0 {
            depth -= 1
            hadMembers = hasMembers[depth]
        }
        if hadMembers { appendLineBreak(comma: false) }
        append(bracket)
        if depth == 0 { append(0x0A) }
        if sink != nil && count >= JSONWriter.chunkSize { flush() }
    }

    /// Writes the comma, line break and indent a new value needs (none right after a key).
    private mutating func startValue() {
        if afterKey {
            afterKey = false
            return
        }
        guard depth > 0 else { return }
        let comma = hasMembers[depth - 1]
        hasMembers[depth - 1] = true
        appendLineBreak(comma: comma)
    }

    /// An optional comma, a line break and the indent of the current depth, as one copy from
    /// a run that holds them (the indent is most of a pretty-printed report's bytes).
    private mutating func appendLineBreak(comma: Bool) {
        let start = comma ? 0 : 1
        let length = 2 + 2 * depth - start
        guard length <= JSONWriter.breakAndIndent.count - start else {
            if comma { append(UInt8(ascii: ",")) }
            append(0x0A)
            for _ in 0..<depth { append(0x20); append(0x20) }
            return
        }
        JSONWriter.breakAndIndent.withUnsafeBufferPointer { run in
            append(UnsafeBufferPointer(rebasing: run[start..<(start + length)]))
        }
    }

    /// `,` `\n` and the spaces of 63 levels of indent.
    private static let breakAndIndent: [UInt8] = [UInt8(ascii: ","), 0x0A] + Array(repeating: 0x20, count: 126)

    // MARK: - Bytes

    private mutating func flush() {
        guard let sink, count > 0 else { return }
        sink.write(UnsafeRawBufferPointer(start: storage, count: count))
        count = 0
    }

    /// Room for `extra` more bytes.
    @inline(__always)
    private mutating func reserve(_ extra: Int) {
        if count + extra > capacity { grow(toHold: count + extra) }
    }

    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newStorage = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newStorage.update(from: storage, count: count)
        storage.deallocate()
        storage = newStorage
        capacity = newCapacity
    }

    private mutating func growDepth() {
        let newStorage = UnsafeMutablePointer<Bool>.allocate(capacity: depthCapacity * 2)
        newStorage.update(from: hasMembers, count: depth)
        hasMembers.deallocate()
        hasMembers = newStorage
        depthCapacity *= 2
    }

    @inline(__always)
    private mutating func append(_ byte: UInt8) {
        reserve(1)
        storage[count] = byte
        count += 1
    }

    private mutating func append(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        reserve(bytes.count)
        (storage + count).update(from: base, count: bytes.count)
        count += bytes.count
    }

    private mutating func append(_ text: String) {
        text.withUTF8Bytes { append($0) }
    }

    private mutating func appendDecimal(_ value: Int) {
        // A sign and 20 digits hold any Int; the digits are counted, then written from the end.
        reserve(21)
        if value < 0 {
            storage[count] = UInt8(ascii: "-")
            count += 1
        }
        var magnitude = value.magnitude
        var digits = 1
        var rest = magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        var position = count + digits
        repeat {
            position -= 1
            storage[position] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
        } while magnitude > 0
        count += digits
    }

    /// Whether any byte is a control character, a quote or a backslash.
    static func needsEscape(_ buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        firstEscape(in: buffer, from: 0) < buffer.count
    }

    /// Where the first byte from `start` on that JSON must escape is (a control character, a
    /// quote or a backslash), or the count: eight bytes at a time, as every string of a
    /// transcript's 240,000 lines is asked, and most messages quote a name.
    static func firstEscape(in buffer: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        let raw = UnsafeRawBufferPointer(buffer)
        var index = start
        while index + 8 <= buffer.count {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            if ByteWords.hasByte(below: 0x20, in: word) || ByteWords.contains(word, 0x22) || ByteWords.contains(word, 0x5C) { break }
            index += 8
        }
        while index < buffer.count {
            let byte = buffer[index]
            if byte < 0x20 || byte == 0x22 || byte == 0x5C { return index }
            index += 1
        }
        return index
    }

    /// The string between quotes: the runs that need no escape copied whole, each byte between
    /// them escaped.
    private mutating func appendQuoted(_ string: String) {
        string.withUTF8Bytes { buffer in
            let end = buffer.count
            var runStart = 0
            var escape = Self.firstEscape(in: buffer, from: 0)
            if escape == end, let base = buffer.baseAddress {
                // No escape, the common case: one reservation, the quotes and one copy.
                reserve(end + 2)
                storage[count] = 0x22
                (storage + count + 1).update(from: base, count: end)
                storage[count + 1 + end] = 0x22
                count += end + 2
                return
            }
            append(0x22)
            while true {
                append(UnsafeBufferPointer(rebasing: buffer[runStart..<escape]))
                guard escape < end else { break }
                appendEscaped(buffer[escape])
                runStart = escape + 1
                escape = Self.firstEscape(in: buffer, from: runStart)
            }
            append(0x22)
        }
    }

    private mutating func appendEscaped(_ byte: UInt8) {
        switch byte {
        case 0x22: append(0x5C); append(0x22)
        case 0x5C: append(0x5C); append(0x5C)
        case 0x0A: append(0x5C); append(UInt8(ascii: "n"))
        case 0x0D: append(0x5C); append(UInt8(ascii: "r"))
        case 0x09: append(0x5C); append(UInt8(ascii: "t"))
        default:
            let hex = JSONWriter.hexDigits
            append("\\u00")
            append(hex[Int(byte >> 4)])
            append(hex[Int(byte & 0x0F)])
        }
    }

    private static let hexDigits = Array("0123456789ABCDEF".utf8)
}
