/// A point in an input file. Lines and columns start at 1; columns count Unicode scalars.
struct SourceLocation: Hashable, Comparable, Sendable, CustomStringConvertible {
    let file: String
    let line: Int
    let column: Int

    init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    var description: String { "\(file):\(line):\(column)" }

    static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        if a.file != b.file { return a.file < b.file }
        if a.line != b.line { return a.line < b.line }
        return a.column < b.column
    }
}

/// Maps byte offsets of a UTF-8 buffer to line and column, built once per file so that
/// positions cost nothing until someone asks for them.
struct LineIndex: Sendable {
    private let lineStarts: [Int]
    private let bytes: [UInt8]
    let file: String

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.bytes = bytes
        var starts = [0]
        starts.reserveCapacity(bytes.count / 32 + 1)
        for (offset, byte) in bytes.enumerated() where byte == 0x0A {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The byte offset where line `line` (from 1) starts, if the file has that line.
    func startOffset(ofLine line: Int) -> Int? {
        line >= 1 && line <= lineStarts.count ? lineStarts[line - 1] : nil
    }

    func location(ofByte offset: Int) -> SourceLocation {
        let clamped = max(0, min(offset, bytes.count))
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= clamped { low = mid } else { high = mid - 1 }
        }
        let start = lineStarts[low]
        var column = 1
        var index = start
        while index < clamped {
            // Continuation bytes (10xxxxxx) do not start a new scalar.
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: file, line: low + 1, column: column)
    }
}
