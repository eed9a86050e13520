/// A tokenized source file: its tokens, each bracket's partner, and positions on demand.
/// Recognizers walk it by token index; nothing is decoded until asked for. A class: every
/// recognizer holds it, and copying its arrays on each access would cost more than the work.
final class SourceFile: Sendable {
    let path: String
    let dialect: SourceDialect
    let bytes: [UInt8]
    let tokens: [SourceToken]
    /// For an opening token (`(`, `{`, `[`, `\(`, a string's opening quote) the index of its
    /// closing one, and the reverse; -1 for a token without a partner. An opener never closed
    /// is partnered with `tokens.count`.
    let partners: [Int32]
    /// For each token, the innermost bracket around it (-1 at the top level).
    let parents: [Int32]
    /// The first unterminated literal or comment, or unbalanced bracket.
    let problem: TokenizerProblem?
    let lines: SourceLines

    init(path: String, bytes: [UInt8], dialect: SourceDialect) {
        self.path = path
        self.dialect = dialect
        self.bytes = bytes
        let output = SourceTokenizer(dialect: dialect).tokenize(bytes)
        tokens = output.tokens
        var problem = output.problem
        (partners, parents) = SourceFile.matchBrackets(output.tokens, problem: &problem)
        self.problem = problem
        lines = SourceLines(file: path, bytes: bytes)
    }

    static func load(_ path: String) throws -> SourceFile {
        let dialect: SourceDialect = path.hasSuffix(".swift") ? .swift : .objectiveC
        return SourceFile(path: path, bytes: try FileSystem.readBytes(path, as: .source), dialect: dialect)
    }

    var count: Int { tokens.count }

    subscript(_ index: Int) -> SourceToken { tokens[index] }

    func kind(_ index: Int) -> SourceToken.Kind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }

    /// The closing partner of the opener at `index` (or the end of the file).
    func partner(_ index: Int) -> Int { Int(partners[index]) }

    func location(_ index: Int) -> SourceLocation {
        lines.location(ofByte: index < tokens.count ? Int(tokens[index].start) : bytes.count)
    }

    func location(ofByte offset: Int) -> SourceLocation { lines.location(ofByte: offset) }

    /// The token's bytes as a string.
    func text(_ index: Int) -> String {
        guard index >= 0, index < tokens.count else { return "" }
        return String(decoding: bytes[Int(tokens[index].start)..<Int(tokens[index].end)], as: UTF8.self)
    }

    /// The source between two tokens (`from` included, `to` excluded), as written.
    func source(from: Int, to: Int) -> String {
        guard from < to, from >= 0, to <= tokens.count else { return "" }
        return String(decoding: bytes[Int(tokens[from].start)..<Int(tokens[to - 1].end)], as: UTF8.self)
    }

    /// Whether token `index` is the identifier (or keyword) `word`, compared byte by byte.
    func isIdentifier(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count, tokens[index].kind == .identifier else { return false }
        return equals(index, word)
    }

    /// Whether the token's bytes are `word`.
    func equals(_ index: Int, _ word: String) -> Bool {
        guard index >= 0, index < tokens.count else { return false }
        let token = tokens[index]
        var utf8 = word.utf8.makeIterator()
        var offset = Int(token.start)
        let end = Int(token.end)
        while let expected = utf8.next() {
            guard offset < end, bytes[offset] == expected else { return false }
            offset += 1
        }
        return offset == end
    }

    func isOperator(_ index: Int, _ text: String) -> Bool {
        kind(index) == .operator && equals(index, text)
    }

    /// A ternary's `?`: spaced, unlike an optional chain's (`a?.b`).
    func isTernaryQuestion(_ index: Int) -> Bool {
        guard isOperator(index, "?") else { return false }
        let start = Int(tokens[index].start)
        return start > 0 && (bytes[start - 1] == 0x20 || bytes[start - 1] == 0x0A || bytes[start - 1] == 0x09)
    }

    private static func matchBrackets(_ tokens: [SourceToken], problem: inout TokenizerProblem?) -> (partners: [Int32], parents: [Int32]) {
        var partners = [Int32](repeating: -1, count: tokens.count)
        var parents = [Int32](repeating: -1, count: tokens.count)
        var stack: [Int] = []
        // Openers of each kind on the stack, so that a stray closer costs nothing to reject.
        var open = [Int](repeating: 0, count: 256)
        for (index, token) in tokens.enumerated() {
            // The innermost bracket still open (closers get their opener's parent below).
            if let top = stack.last { parents[index] = Int32(top) }
            switch token.kind {
            case .openParen, .openBrace, .openBracket, .interpolationOpen, .stringOpen:
                stack.append(index)
                open[Int(token.kind.rawValue)] += 1
            case .closeParen, .closeBrace, .closeBracket, .interpolationClose, .stringClose:
                // A closer matches the nearest opener of its kind; openers left between them
                // were never closed.
                let opener = SourceFile.opener(of: token.kind)
                guard open[Int(opener.rawValue)] > 0, let match = stack.lastIndex(where: { tokens[$0].kind == opener }) else {
                    if problem == nil { problem = TokenizerProblem(message: "unbalanced closing bracket", offset: Int(token.start)) }
                    continue
                }
                for unclosed in stack[(match + 1)...] {
                    partners[unclosed] = Int32(index)
                    open[Int(tokens[unclosed].kind.rawValue)] -= 1
                    if problem == nil { problem = TokenizerProblem(message: "unbalanced opening bracket", offset: Int(tokens[unclosed].start)) }
                }
                open[Int(opener.rawValue)] -= 1
                partners[stack[match]] = Int32(index)
                partners[index] = Int32(stack[match])
                parents[index] = parents[stack[match]]
                stack.removeSubrange(match...)
            default:
                continue
            }
        }
        for unclosed in stack {
            partners[unclosed] = Int32(tokens.count)
            if problem == nil { problem = TokenizerProblem(message: "unbalanced opening bracket", offset: Int(tokens[unclosed].start)) }
        }
        return (partners, parents)
    }

    private static func opener(of closer: SourceToken.Kind) -> SourceToken.Kind {
        switch closer {
        case .closeParen: return .openParen
        case .closeBrace: return .openBrace
        case .closeBracket: return .openBracket
        case .interpolationClose: return .interpolationOpen
        default: return .stringOpen
        }
    }
}

/// Lines and columns of a source file's bytes, found in logarithmic time even on a line of
/// megabytes: the column is counted from a checkpoint every 256 bytes, not from the line's start.
struct SourceLines: Sendable {
    let file: String
    /// `file`, looked up once for every position.
    private let path: InternedPath
    private let bytes: [UInt8]
    private let lineStarts: [Int]
    /// The column (Unicode scalars from the line's start, from 0) at each multiple of `stride`.
    private let checkpoints: [Int32]
    private static let stride = 256

    init(file: String, bytes: [UInt8]) {
        self.file = file
        self.path = InternedPath.named(file)
        self.bytes = bytes
        var starts = [0]
        var checkpoints: [Int32] = []
        checkpoints.reserveCapacity(bytes.count / SourceLines.stride + 1)
        var column: Int32 = 0
        bytes.withUnsafeBufferPointer { buffer in
            for offset in 0..<buffer.count {
                if offset % SourceLines.stride == 0 { checkpoints.append(column) }
                let byte = buffer[offset]
                if byte == 0x0A {
                    starts.append(offset + 1)
                    column = 0
                } else if byte & 0xC0 != 0x80 {
                    column += 1
                }
            }
        }
        lineStarts = starts
        self.checkpoints = checkpoints
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
        let checkpoint = clamped / SourceLines.stride * SourceLines.stride
        var index = start
        var column = 0
        if checkpoint > start, checkpoint / SourceLines.stride < checkpoints.count {
            index = checkpoint
            column = Int(checkpoints[checkpoint / SourceLines.stride])
        }
        while index < clamped {
            if bytes[index] & 0xC0 != 0x80 { column += 1 }
            index += 1
        }
        return SourceLocation(file: path, line: low + 1, column: column + 1)
    }
}
