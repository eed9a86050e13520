import Foundation

/// The UTF-8 bytes of a table's values, all in one allocation.
///
/// A value kept as a `String` of its own cost a heap object each (32 bytes of header, the text,
/// malloc's rounding): 37 of the 95 MB an audit of 480,000 values held at its peak. A table's
/// reader appends each value here and its entry keeps where the value is (`TableText`);
/// a `String` is made only when one is asked for.
///
/// It also holds the table's file, which every entry's position names: an entry keeps only
/// its line and column (48 bytes an entry, not 56).
///
/// A class, so entries share it; written only by the reader that makes the table, before the
/// table is published, and never after (`seal()`), hence `@unchecked Sendable`.
final class TextStore: @unchecked Sendable {
    let file: InternedPath
    /// `malloc`'s memory, not `allocate`'s, so that `seal()` can shrink it in place.
    private var bytes: UnsafeMutableBufferPointer<UInt8>
    private var used = 0

    init(file: InternedPath, capacity: Int = 0) {
        self.file = file
        bytes = Self.resized(nil, to: max(capacity, 16))
    }

    deinit { free(bytes.baseAddress) }

    /// Appends `text` and returns where it is.
    func append(_ text: String) -> TableText {
        text.withUTF8Bytes { append($0) }
    }

    /// Appends UTF-8 bytes (already valid: a reader's decoded text) and returns where they are.
    func append(_ text: UnsafeBufferPointer<UInt8>) -> TableText {
        guard !text.isEmpty else { return TableText(store: self, start: used, count: 0) }
        reserve(text.count)
        let start = used
        _ = UnsafeMutableBufferPointer(rebasing: bytes[start..<start + text.count]).initialize(fromContentsOf: text)
        used += text.count
        return TableText(store: self, start: start, count: text.count)
    }

    /// Gives back the room left unused: a `.strings` reader's store is sized to its whole file,
    /// and a store grown by doubling holds up to twice its bytes. `realloc` shrinks in place
    /// (a large block is remapped): a copy to an exact block wrote every value a second time,
    /// on pages never touched before, and was a tenth of the localization benchmark's page
    /// faults.
    func seal() {
        guard used < bytes.count else { return }
        bytes = Self.resized(bytes.baseAddress, to: max(used, 1))
    }

    private func reserve(_ count: Int) {
        guard used + count > bytes.count else { return }
        var capacity = bytes.count
        while used + count > capacity { capacity *= 2 }
        bytes = Self.resized(bytes.baseAddress, to: capacity)
    }

    /// `realloc`, which keeps the first bytes (`malloc` when `memory` is nil). Out of memory,
    /// it stops the process, as Swift's own allocations do.
    private static func resized(_ memory: UnsafeMutablePointer<UInt8>?, to capacity: Int) -> UnsafeMutableBufferPointer<UInt8> {
        guard let raw = realloc(memory, capacity) else { preconditionFailure("out of memory: \(capacity) bytes for a table's values") }
        return UnsafeMutableBufferPointer(start: raw.assumingMemoryBound(to: UInt8.self), count: capacity)
    }

    fileprivate func withBytes<Result>(_ start: Int, _ count: Int, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(rebasing: bytes[start..<start + count]))
    }
}

/// Where a value is in its table's `TextStore`: 16 bytes, as a `String` is, but no allocation of
/// its own. It keeps its store alive.
struct TableText: Sendable {
    private let store: TextStore?
    private let start: UInt32
    private let count: UInt32

    fileprivate init(store: TextStore, start: Int, count: Int) {
        self.store = store
        // A table's values come from a file of at most 16 MB (`InputKind`), well inside 32 bits.
        self.start = UInt32(truncatingIfNeeded: start)
        self.count = UInt32(truncatingIfNeeded: count)
    }

    private init() {
        store = nil
        start = 0
        count = 0
    }

    /// No text, and no store: a placeholder.
    static let empty = TableText()

    /// A value in a store of its own, for an entry made outside a table's reader.
    init(_ text: String, file: InternedPath) {
        self = TextStore(file: file, capacity: text.utf8.count).append(text)
    }

    /// The file of the store (nil for `.empty`).
    var file: InternedPath? { store?.file }

    var isEmpty: Bool { count == 0 }

    /// The value as a `String` (a new one each time, unless it is 15 bytes or fewer).
    var string: String {
        withUTF8Bytes { String(decoding: $0, as: UTF8.self) }
    }

    /// The value without white space at either end (`String.trimmedWhitespace`), still in
    /// its store.
    func trimmingWhitespace() -> TableText {
        guard let store else { return self }
        let kept = withUTF8Bytes(String.rangeTrimmingWhitespace)
        guard kept.count != Int(count) else { return self }
        return TableText(store: store, start: Int(start) + kept.lowerBound, count: kept.count)
    }

    /// The value's bytes, read in place.
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        guard let store else { return body(UnsafeBufferPointer(start: nil, count: 0)) }
        return store.withBytes(Int(start), Int(count), body)
    }
}

/// Text whose UTF-8 can be lent in place: a `String`, or a table's value where its table
/// holds it. What reads the bytes of every value of every table takes either, so a value is
/// made into a `String` only where a check needs Characters.
protocol UTF8Text {
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
    var string: String { get }
}

extension String: UTF8Text {
    var string: String { self }
}

extension TableText: UTF8Text {}

extension UTF8Text {
    /// `String.isBlank`, from the first byte when it is visible ASCII (most values).
    var isBlank: Bool {
        let visibleStart = withUTF8Bytes { bytes in bytes.first.map { (0x21...0x7E).contains($0) } ?? false }
        return visibleStart ? false : string.isBlank
    }

    /// `String ==` (canonical equivalence), answered from the bytes where they decide it.
    func isCanonicallyEqual(to other: some UTF8Text) -> Bool {
        let decided = withUTF8Bytes { mine in other.withUTF8Bytes { theirs in String.canonicalEquality(mine, theirs) } }
        return decided ?? (string == other.string)
    }

    /// Whether the text ends with `suffix`'s UTF-8 bytes (`hasSuffix` compares Characters from
    /// the end, a thousand instructions for a hint's full stop).
    func hasUTF8Suffix(_ suffix: String) -> Bool {
        withUTF8Bytes { bytes in
            suffix.withUTF8Bytes { tail in
                guard tail.count <= bytes.count else { return false }
                guard let text = bytes.baseAddress, let end = tail.baseAddress else { return true }  // empty suffix
                return memcmp(text + (bytes.count - tail.count), end, tail.count) == 0
            }
        }
    }

    /// Whether both are the same UTF-8 bytes.
    func hasSameUTF8(as other: some UTF8Text) -> Bool {
        withUTF8Bytes { mine in other.withUTF8Bytes { theirs in mine.hasSameBytes(as: theirs) } }
    }
}
