/// Finds the comments of Swift source that talk to Hark (`// hark:disable:next rule-id`), for
/// a reader of Swift files to put in its model's `suppressionComments`. It knows enough of
/// Swift's lexical grammar not to take `//` inside a string for a comment: line and nested
/// block comments, string literals with escapes, multi-line `"""` strings and raw `#"…"#`
/// strings.
enum SwiftComments {
    static func scan(utf8 bytes: [UInt8], file: String) -> [SourceComment] {
        var comments: [SourceComment] = []
        var index = 0
        var line = 1
        // Columns from a line table: counting from the line's start for every comment made a
        // file of one long line quadratic.
        let lines = LineIndex(file: file, bytes: bytes)
        func column(_ offset: Int) -> Int { lines.location(ofByte: offset).column }
        func at(_ offset: Int, _ expected: [UInt8]) -> Bool {
            guard offset + expected.count <= bytes.count else { return false }
            for (position, byte) in expected.enumerated() where bytes[offset + position] != byte { return false }
            return true
        }
        let lineComment = Array("//".utf8), blockOpen = Array("/*".utf8), blockClose = Array("*/".utf8)
        let tripleQuote = Array("\"\"\"".utf8)
        func keep(_ start: Int, _ end: Int, startLine: Int, startColumn: Int) {
            let text = String(decoding: bytes[start..<end], as: UTF8.self)
            guard SourceComment.mentionsHark(text) else { return }
            comments.append(SourceComment(text: text, location: SourceLocation(file: file, line: startLine, column: startColumn), endLine: line))
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0A {
                index += 1
                line += 1
            } else if at(index, lineComment) {
                let startColumn = column(index)
                let start = index + 2
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                keep(start, index, startLine: line, startColumn: startColumn)
            } else if at(index, blockOpen) {
                let startLine = line, startColumn = column(index)
                let start = index + 2
                var depth = 1
                index += 2
                var end = bytes.count
                while index < bytes.count {
                    if at(index, blockOpen) {
                        depth += 1
                        index += 2
                    } else if at(index, blockClose) {
                        depth -= 1
                        index += 2
                        if depth == 0 {
                            end = index - 2
                            break
                        }
                    } else {
                        if bytes[index] == 0x0A { line += 1 }
                        index += 1
                    }
                }
                keep(start, min(end, bytes.count), startLine: startLine, startColumn: startColumn)
            } else if byte == UInt8(ascii: "#") || byte == UInt8(ascii: "\"") {
                // A string literal: `#`s (raw), then `"` or `"""`, closed by the same quotes and `#`s.
                var hashes = 0
                var cursor = index
                while cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#") {
                    hashes += 1
                    cursor += 1
                }
                guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: "\"") else {
                    index = max(cursor, index + 1)
                    continue
                }
                let quotes = at(cursor, tripleQuote) ? 3 : 1
                let closing = [UInt8](repeating: UInt8(ascii: "\""), count: quotes) + [UInt8](repeating: UInt8(ascii: "#"), count: hashes)
                index = cursor + quotes
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") && hashes == 0 {
                        if index + 1 < bytes.count, bytes[index + 1] == 0x0A { line += 1 }
                        index += 2
                        continue
                    }
                    if at(index, closing) {
                        index += closing.count
                        break
                    }
                    if bytes[index] == 0x0A {
                        if quotes == 1 { break }
                        line += 1
                    }
                    index += 1
                }
            } else {
                index += 1
            }
        }
        return comments
    }
}
