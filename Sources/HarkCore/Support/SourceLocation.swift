import Foundation

/// A point in an input file. Lines and columns start at 1; columns count Unicode scalars.
///
/// 16 bytes and no reference count: every entry of every table holds a location (half a
/// million in a big app), and with the file's path stored as a `String` each copy of an entry
/// counted a reference to one string every thread shared. The path is stored once per process
/// (`InternedPath`) and referred to without counting.
struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// Never freed (`InternedPath.named` keeps every path), so the reference needs no count.
    private unowned(unsafe) let path: InternedPath
    /// Stored in 32 bits each: Hark reads files into memory whole, so no line or column it
    /// reports comes near 2^32.
    private let storedLine: UInt32
    private let storedColumn: UInt32

    var file: String { path.path }
    /// The file's one path object.
    var internedFile: InternedPath { path }
    var line: Int { Int(storedLine) }
    var column: Int { Int(storedColumn) }

    init(file: String, line: Int, column: Int) {
        self.init(file: InternedPath.named(file), line: line, column: column)
    }

    /// For readers that make many positions in one file: the path is looked up once.
    init(file: InternedPath, line: Int, column: Int) {
        self.path = file
        self.storedLine = UInt32(clamping: line)
        self.storedColumn = UInt32(clamping: column)
    }

    var description: String { "\(file):\(line):\(column)" }

    static func == (a: SourceLocation, b: SourceLocation) -> Bool {
        a.path === b.path && a.storedLine == b.storedLine && a.storedColumn == b.storedColumn
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(path))
        hasher.combine(storedLine)
        hasher.combine(storedColumn)
    }

    /// By path, then line and column: the order never depends on which file was read first.
    static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.path !== b.path { return a.file < b.file }
        if a.storedLine != b.storedLine { return a.storedLine < b.storedLine }
        return a.storedColumn < b.storedColumn
    }
}

/// A file path stored once per process: one object per distinct path, kept to the end, so
/// that two locations in the same file compare their paths by identity.
final class InternedPath: Sendable {
    let path: String

    private init(_ path: String) { self.path = path }

    /// The one object for `path`.
    static func named(_ path: String) -> InternedPath { registry.intern(path) }

    private static let registry = Registry()

    private final class Registry: @unchecked Sendable {
        /// Guards `paths`: readers on several threads intern their files' paths.
        private let lock = NSLock()
        private var paths: [ExactPath: InternedPath] = [:]

        func intern(_ path: String) -> InternedPath {
            lock.lock()
            defer { lock.unlock() }
            if let interned = paths[ExactPath(path: path)] { return interned }
            let interned = InternedPath(path)
            paths[ExactPath(path: path)] = interned
            return interned
        }
    }

    /// A path compared by its bytes: two files whose names differ only in how an accent is
    /// composed are two files on Linux, which `String ==` would join.
    private struct ExactPath: Hashable {
        let path: String

        static func == (a: ExactPath, b: ExactPath) -> Bool { a.path.hasSameUTF8(as: b.path) }

        func hash(into hasher: inout Hasher) {
            path.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
        }
    }
}

/// Maps byte offsets of a UTF-8 buffer to line and column, built once per file in one pass so
/// that any position costs a binary search and a short scan, however long the line: a
/// minified file of 40,000 entries on one line is asked for 40,000 positions.
struct LineIndex: Sendable {
    private let lineStarts: [Int]
    /// Scalars (bytes that are not UTF-8 continuation bytes) before every `stride`-th byte.
    private let scalarCheckpoints: [Int]
    private let bytes: [UInt8]
    private let path: InternedPath
    var file: String { path.path }

    private static let stride = 128

    init(file: String, bytes: [UInt8]) {
        self.path = InternedPath.named(file)
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        var checkpoints: [Int] = []
        checkpoints.reserveCapacity(bytes.count / LineIndex.stride + 2)
        var scalars = 0
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var chunkStart = 0
            while chunkStart < buffer.count {
                checkpoints.append(scalars)
                let chunkEnd = min(chunkStart + LineIndex.stride, buffer.count)
                var offset = chunkStart
                // Eight bytes at a time: the scalars are the bytes that are not continuation
                // bytes, and each line feed found in the word starts a line.
                while offset + 8 <= chunkEnd {
                    let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
                    scalars += 8 - ByteWords.continuationCount(word)
                    var feeds = ByteWords.matches(word, 0x0A)
                    while feeds != 0 {
                        starts.append(offset + feeds.trailingZeroBitCount / 8 + 1)
                        feeds &= feeds &- 1
                    }
                    offset += 8
                }
                for tail in offset..<chunkEnd {
                    let byte = buffer[tail]
                    if byte == 0x0A { starts.append(tail + 1) }
                    if byte & 0xC0 != 0x80 { scalars += 1 }
                }
                chunkStart = chunkEnd
            }
        }
        // The end of the file is a position too.
        if bytes.count % LineIndex.stride == 0 { checkpoints.append(scalars) }
        lineStarts = starts
        scalarCheckpoints = checkpoints
    }

    func location(ofByte offset: Int) -> SourceLocation {
        var line = 0
        return location(ofByte: offset, line: &line)
    }

    /// The same, for positions asked in file order (a parser's): `line` is the index of the
    /// line of the previous answer, where the search starts (the same line or one of the next
    /// few, most often), and is updated to this answer's.
    func location(ofByte offset: Int, line: inout Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        let count = lineStarts.count
        var low = line >= 0 && line < count && lineStarts[line] <= clamped ? line : 0
        // A few lines on; beyond them, a binary search of the rest.
        var steps = 0
        while steps < 4, low + 1 < count, lineStarts[low + 1] <= clamped {
            low += 1
            steps += 1
        }
        if low + 1 < count, lineStarts[low + 1] <= clamped {
            var high = count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
            }
        }
        line = low
        let lineStart = lineStarts[low]
        // Most lines are short: their scalars are counted from the line's start.
        let column = clamped - lineStart <= LineIndex.stride
            ? 1 + scalars(from: lineStart, to: clamped)
            : 1 + scalars(before: clamped) - scalars(before: lineStart)
        return SourceLocation(file: path, line: low + 1, column: column)
    }

    /// The number of scalars in `bytes[0..<offset]`: a checkpoint and fewer than `stride` bytes.
    private func scalars(before offset: Int) -> Int {
        let checkpoint = offset / LineIndex.stride
        return scalarCheckpoints[checkpoint] + scalars(from: checkpoint * LineIndex.stride, to: offset)
    }

    /// The number of scalars in `bytes[start..<end]`.
    private func scalars(from start: Int, to end: Int) -> Int {
        bytes.withUnsafeBufferPointer { ByteWords.scalarCount(UnsafeBufferPointer(rebasing: $0[start..<end])) }
    }
}

/// Lines and columns of positions asked in file order (a parser's keys), each byte counted
/// once as the positions advance: no table of every line's start as `LineIndex` builds, which
/// was a tenth of reading a `.strings` table and a page of memory for every 500 lines. Columns
/// count scalars, as `LineIndex`'s do; a line is ended by a line feed only.
struct ForwardLineCounter {
    private let path: InternedPath
    /// Bytes before `offset` are counted: `line` and `column` are those of `offset`.
    private var offset = 0
    private var line = 1
    private var column = 1

    init(file: InternedPath) {
        path = file
    }

    /// The location of `target`, which is not before the last one asked for.
    mutating func location(ofByte target: Int, in bytes: UnsafeBufferPointer<UInt8>) -> SourceLocation {
        let end = max(offset, min(target, bytes.count))
        guard let base = bytes.baseAddress else { return SourceLocation(file: path, line: line, column: column) }
        var lineStart = offset
        var sawLineFeed = false
        while lineStart < end, let found = memchr(base + lineStart, 0x0A, end - lineStart) {
            line += 1
            lineStart = UnsafeRawPointer(found) - UnsafeRawPointer(base) + 1
            sawLineFeed = true
        }
        let scalars = ByteWords.scalarCount(UnsafeBufferPointer(rebasing: bytes[(sawLineFeed ? lineStart : offset)..<end]))
        column = sawLineFeed ? 1 + scalars : column + scalars
        offset = end
        return SourceLocation(file: path, line: line, column: column)
    }
}

/// A `LineIndex` built the first time it is asked for, for a reader that seldom needs one.
/// A class, so that a reader's non-mutating methods can build it.
final class LazyLineIndex {
    private let file: String
    private let bytes: [UInt8]
    private var built: LineIndex?

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
    }

    var index: LineIndex {
        if let built { return built }
        let made = LineIndex(file: file, bytes: bytes)
        built = made
        return made
    }
}
