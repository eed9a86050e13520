/// A token of Swift or Objective-C source: its kind and byte range. Comments and white space
/// make no tokens; `newlineBefore` says whether a line break came since the previous token
/// (Swift ends statements there).
struct SourceToken: Sendable, Equatable {
    enum Kind: UInt8, Sendable {
        /// A name or keyword, including `$0` and a backquoted name.
        case identifier
        case number
        /// A string's opening delimiter: `"`, `"""`, `#"`, `##"""`, Objective-C `@"`.
        case stringOpen
        /// Text between a string's delimiters and interpolations, escapes not yet decoded.
        case stringText
        /// `\(` (or `\#(` in a raw string): code follows, up to the matching `interpolationClose`.
        case interpolationOpen
        case interpolationClose
        case stringClose
        /// A regex literal, `#/…/#` or `/…/`.
        case regex
        /// An Objective-C character literal `'a'`.
        case character
        case openParen, closeParen, openBrace, closeBrace, openBracket, closeBracket
        case comma, colon, semicolon, dot
        /// An operator: `=`, `+`, `??`, `->`, `...`; a postfix `?` or `!` is one of its own.
        case `operator`
        /// `@State`, `@objc`, Objective-C `@interface`, and a bare `@` before `[`, `{`, `(`.
        case attribute
        /// `#if`, `#Preview`, `#selector`, `#available`.
        case pound
        /// An Objective-C preprocessor line (`#import …`), whole.
        case preprocessor
    }

    let kind: Kind
    let newlineBefore: Bool
    let start: Int32
    let end: Int32
}

/// Which language's lexical rules apply.
enum SourceDialect: Sendable {
    /// Swift: nested block comments, raw and multi-line strings with interpolation, regex literals.
    case swift
    /// Objective-C: C comments and literals, `@"…"` strings, preprocessor lines.
    case objectiveC
}

/// What the tokenizer could not make sense of: the first unterminated literal or comment.
struct TokenizerProblem: Sendable, Equatable {
    let message: String
    let offset: Int
}

/// Splits source into tokens in one pass over the bytes, without building strings. It never
/// fails: an unterminated literal or comment ends at the end of the file (or, for a one-line
/// string, the end of its line) and is recorded as the file's `problem`.
struct SourceTokenizer {
    let dialect: SourceDialect

    struct Output: Sendable {
        var tokens: [SourceToken]
        var problem: TokenizerProblem?
    }

    /// A string being read whose interpolation is open: where to go back to at its `)`.
    private struct OpenString {
        let hashes: Int
        let isMultiline: Bool
        let start: Int
        var parenDepth = 0
    }

    func tokenize(_ bytes: [UInt8]) -> Output {
        bytes.withUnsafeBufferPointer { buffer in
            var lexer = Lexer(bytes: buffer, dialect: dialect)
            lexer.run()
            return Output(tokens: lexer.tokens, problem: lexer.problem)
        }
    }

    private struct Lexer {
        let bytes: UnsafeBufferPointer<UInt8>
        let dialect: SourceDialect
        var tokens: [SourceToken] = []
        var problem: TokenizerProblem?
        var newline = true
        var open: [OpenString] = []
        var index = 0

        init(bytes: UnsafeBufferPointer<UInt8>, dialect: SourceDialect) {
            self.bytes = bytes
            self.dialect = dialect
            tokens.reserveCapacity(bytes.count / 5)
        }

        mutating func emit(_ kind: SourceToken.Kind, _ start: Int, _ end: Int) {
            tokens.append(SourceToken(kind: kind, newlineBefore: newline, start: Int32(truncatingIfNeeded: start),
                                      end: Int32(truncatingIfNeeded: end)))
            newline = false
        }

        mutating func report(_ message: String, at offset: Int) {
            if problem == nil { problem = TokenizerProblem(message: message, offset: offset) }
        }

        func byte(_ offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }

        mutating func run() {
            let count = bytes.count
            while index < count {
                let c = bytes[index]
                switch c {
                case 0x0A:
                    newline = true
                    index += 1
                case 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                    index += 1
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"), UInt8(ascii: "$"):
                    identifier()
                case UInt8(ascii: "0")...UInt8(ascii: "9"):
                    number()
                case UInt8(ascii: "\""):
                    stringOpen(start: index, hashes: 0)
                case UInt8(ascii: "/"):
                    slash()
                case UInt8(ascii: "("):
                    if !open.isEmpty { open[open.count - 1].parenDepth += 1 }
                    single(.openParen)
                case UInt8(ascii: ")"):
                    if let last = open.last {
                        if last.parenDepth == 0 {
                            emit(.interpolationClose, index, index + 1)
                            index += 1
                            open.removeLast()
                            stringBody(last)
                            continue
                        }
                        open[open.count - 1].parenDepth -= 1
                    }
                    single(.closeParen)
                case UInt8(ascii: "{"): single(.openBrace)
                case UInt8(ascii: "}"): single(.closeBrace)
                case UInt8(ascii: "["): single(.openBracket)
                case UInt8(ascii: "]"): single(.closeBracket)
                case UInt8(ascii: ","): single(.comma)
                case UInt8(ascii: ":"): single(.colon)
                case UInt8(ascii: ";"): single(.semicolon)
                case UInt8(ascii: "."):
                    if byte(index + 1) == UInt8(ascii: ".") { operatorRun() } else { single(.dot) }
                case UInt8(ascii: "#"):
                    pound()
                case UInt8(ascii: "@"):
                    at()
                case UInt8(ascii: "`"):
                    backquoted()
                case UInt8(ascii: "'") where dialect == .objectiveC:
                    characterLiteral()
                case UInt8(ascii: "?"), UInt8(ascii: "!"):
                    // Postfix (`a?.b`, `x!`): one token; otherwise part of an operator (`??`, `!=`).
                    if index > 0, !Lexer.isSpace(bytes[index - 1]), !Lexer.isOperator(byte(index + 1)) {
                        single(.operator)
                    } else {
                        operatorRun()
                    }
                default:
                    if c >= 0x80 { identifier() } else if Lexer.isOperator(c) { operatorRun() } else { single(.operator) }
                }
            }
            if let last = open.last { report("unterminated string interpolation", at: last.start) }
        }

        mutating func single(_ kind: SourceToken.Kind) {
            emit(kind, index, index + 1)
            index += 1
        }

        static func isSpace(_ c: UInt8) -> Bool { c == 0x20 || c == 0x0A || c == 0x09 || c == 0x0D || c == 0x0B || c == 0x0C }

        static func isIdentifierByte(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "_"), UInt8(ascii: "$"):
                return true
            default:
                return c >= 0x80
            }
        }

        static func isOperator(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "!"), UInt8(ascii: "*"),
                 UInt8(ascii: "%"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"),
                 UInt8(ascii: "~"), UInt8(ascii: "?"):
                return true
            default:
                return false
            }
        }

        mutating func identifier() {
            let start = index
            index += 1
            while index < bytes.count, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
            emit(.identifier, start, index)
        }

        mutating func backquoted() {
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "`"), bytes[index] != 0x0A { index += 1 }
            if byte(index) == UInt8(ascii: "`") { index += 1 }
            emit(.identifier, start, index)
        }

        mutating func number() {
            let start = index
            index += 1
            while index < bytes.count {
                let c = bytes[index]
                if Lexer.isIdentifierByte(c) && c < 0x80 {
                    index += 1
                } else if c == UInt8(ascii: "."), Lexer.isDigit(byte(index + 1)) {
                    index += 1
                } else {
                    break
                }
            }
            emit(.number, start, index)
        }

        static func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }

        mutating func operatorRun() {
            let start = index
            let dotted = bytes[index] == UInt8(ascii: ".")
            index += 1
            while index < bytes.count {
                let c = bytes[index]
                // A comment starts inside what would be an operator.
                if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "/") || byte(index + 1) == UInt8(ascii: "*") { break }
                if Lexer.isOperator(c) || (dotted && c == UInt8(ascii: ".")) { index += 1 } else { break }
            }
            emit(.operator, start, index)
        }

        mutating func slash() {
            let next = byte(index + 1)
            if next == UInt8(ascii: "/") {
                // A line comment, to the end of the line.
                index += 2
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if next == UInt8(ascii: "*") {
                blockComment()
            } else if dialect == .swift, isRegexStart() {
                bareRegex()
            } else {
                operatorRun()
            }
        }

        mutating func blockComment() {
            let start = index
            index += 2
            var depth = 1
            while index < bytes.count {
                let c = bytes[index]
                if c == UInt8(ascii: "*"), byte(index + 1) == UInt8(ascii: "/") {
                    index += 2
                    depth -= 1
                    if depth == 0 { return }
                } else if c == UInt8(ascii: "/"), byte(index + 1) == UInt8(ascii: "*"), dialect == .swift {
                    // Swift block comments nest; C's do not.
                    index += 2
                    depth += 1
                } else {
                    if c == 0x0A { newline = true }
                    index += 1
                }
            }
            report("unterminated comment", at: start)
        }

        /// A bare `/…/` regex literal: where an expression starts, not followed by a space, and
        /// closed on the same line. Anywhere else `/` divides.
        func isRegexStart() -> Bool {
            let next = byte(index + 1)
            guard next != 0x20, next != 0x09, next != 0x0A, next != 0, next != UInt8(ascii: "=") else { return false }
            if let previous = tokens.last {
                switch previous.kind {
                case .identifier:
                    let length = Int(previous.end - previous.start)
                    // Only after keywords that start an expression.
                    guard length <= 6, isKeyword(previous, ["return", "case", "in", "try", "await"]) else { return false }
                case .openParen, .openBracket, .openBrace, .comma, .colon, .semicolon, .operator: break
                default: return false
                }
            }
            var cursor = index + 1
            while cursor < bytes.count {
                let c = bytes[cursor]
                if c == 0x0A { return false }
                if c == UInt8(ascii: "\\") { cursor += 2; continue }
                if c == UInt8(ascii: "/") { return bytes[cursor - 1] != 0x20 }
                cursor += 1
            }
            return false
        }

        func isKeyword(_ token: SourceToken, _ words: [StaticString]) -> Bool {
            let length = Int(token.end - token.start)
            return words.contains { word in
                word.utf8CodeUnitCount == length && (0..<length).allSatisfy { bytes[Int(token.start) + $0] == word.utf8Start[$0] }
            }
        }

        mutating func bareRegex() {
            let start = index
            index += 1
            while index < bytes.count {
                let c = bytes[index]
                if c == UInt8(ascii: "\\") { index += 2; continue }
                index += 1
                if c == UInt8(ascii: "/") { break }
            }
            index = min(index, bytes.count)
            emit(.regex, start, index)
        }

        mutating func pound() {
            let start = index
            if dialect == .objectiveC {
                // A preprocessor line, with its backslash continuations.
                while index < bytes.count, bytes[index] != 0x0A || (index > start && bytes[index - 1] == UInt8(ascii: "\\")) {
                    if bytes[index] == 0x0A { newline = true }
                    index += 1
                }
                emit(.preprocessor, start, index)
                // Only the first branch of an `#if` is read: each branch may open a brace the
                // other closes, as in `- (void)a {` / `#else` / `- (void)b {`.
                if directive(at: start, is: "else") || directive(at: start, is: "elif") { skipToEndif() }
                return
            }
            var hashes = 0
            while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
            let after = byte(index + hashes)
            if after == UInt8(ascii: "\"") {
                stringOpen(start: start, hashes: hashes)
            } else if after == UInt8(ascii: "/") {
                hashRegex(hashes: hashes)
            } else if hashes == 1, Lexer.isIdentifierByte(after) {
                index += 1
                while index < bytes.count, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
                emit(.pound, start, index)
            } else {
                single(.operator)
            }
        }

        /// Whether the preprocessor line at `start` is `#name` (spaces allowed after `#`).
        func directive(at start: Int, is name: String) -> Bool {
            var cursor = start + 1
            while byte(cursor) == 0x20 || byte(cursor) == 0x09 { cursor += 1 }
            for expected in name.utf8 {
                guard byte(cursor) == expected else { return false }
                cursor += 1
            }
            return !Lexer.isIdentifierByte(byte(cursor))
        }

        /// Skips lines up to the `#endif` that closes the current `#if`, nested ones included;
        /// the `#endif` itself is read next.
        mutating func skipToEndif() {
            var depth = 0
            var lineStart = index
            while index < bytes.count {
                if bytes[index] == 0x0A {
                    newline = true
                    index += 1
                    lineStart = index
                    continue
                }
                if bytes[index] == UInt8(ascii: "#"), (lineStart..<index).allSatisfy({ bytes[$0] == 0x20 || bytes[$0] == 0x09 }) {
                    if directive(at: index, is: "if") || directive(at: index, is: "ifdef") || directive(at: index, is: "ifndef") {
                        depth += 1
                    } else if directive(at: index, is: "endif") {
                        if depth == 0 { return }
                        depth -= 1
                    }
                }
                index += 1
            }
        }

        /// `#/…/#` (and more hashes), possibly over several lines.
        mutating func hashRegex(hashes: Int) {
            let start = index
            index += hashes + 1
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: "/"), closesWith(hashes: hashes, at: index + 1) {
                    index += 1 + hashes
                    emit(.regex, start, index)
                    return
                }
                if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                if byte(index) == 0x0A { newline = true }
                index += 1
            }
            index = bytes.count
            report("unterminated regex literal", at: start)
            emit(.regex, start, index)
        }

        func closesWith(hashes: Int, at offset: Int) -> Bool {
            for k in 0..<hashes where byte(offset + k) != UInt8(ascii: "#") { return false }
            return true
        }

        mutating func at() {
            let start = index
            let next = byte(index + 1)
            if next == UInt8(ascii: "\"") {
                // Objective-C's NSString literal.
                index += 1
                stringOpen(start: start, hashes: 0)
            } else if Lexer.isIdentifierByte(next) {
                index += 1
                while index < bytes.count, Lexer.isIdentifierByte(bytes[index]) { index += 1 }
                emit(.attribute, start, index)
            } else {
                single(.attribute)
            }
        }

        mutating func characterLiteral() {
            let start = index
            index += 1
            while index < bytes.count, bytes[index] != UInt8(ascii: "'"), bytes[index] != 0x0A {
                if bytes[index] == UInt8(ascii: "\\") { index += 1 }
                index += 1
            }
            if byte(index) == UInt8(ascii: "'") { index += 1 } else { report("unterminated character literal", at: start) }
            index = min(index, bytes.count)
            emit(.character, start, index)
        }

        /// `index` is at the first `"` (after any `#`s or `@`).
        mutating func stringOpen(start: Int, hashes: Int) {
            index = start + (bytes[start] == UInt8(ascii: "@") ? 1 : 0) + hashes
            let isMultiline = dialect == .swift && byte(index + 1) == UInt8(ascii: "\"") && byte(index + 2) == UInt8(ascii: "\"")
            index += isMultiline ? 3 : 1
            emit(.stringOpen, start, index)
            stringBody(OpenString(hashes: hashes, isMultiline: isMultiline, start: start))
        }

        /// Reads a string's text from `index` to its closing delimiter, or to an interpolation,
        /// after which `run` reads code until the `)` that brings it back here.
        mutating func stringBody(_ string: OpenString) {
            let textStart = index
            let quote = UInt8(ascii: "\"")
            while index < bytes.count {
                let c = bytes[index]
                if c == quote {
                    let closeLength = string.isMultiline ? 3 : 1
                    if (!string.isMultiline || (byte(index + 1) == quote && byte(index + 2) == quote))
                        && closesWith(hashes: string.hashes, at: index + closeLength) {
                        if index > textStart { emit(.stringText, textStart, index) }
                        let end = index + closeLength + string.hashes
                        emit(.stringClose, index, end)
                        index = end
                        return
                    }
                    index += 1
                } else if c == UInt8(ascii: "\\"), closesWith(hashes: string.hashes, at: index + 1) {
                    let after = index + 1 + string.hashes
                    if dialect == .swift, byte(after) == UInt8(ascii: "(") {
                        if index > textStart { emit(.stringText, textStart, index) }
                        emit(.interpolationOpen, index, after + 1)
                        index = after + 1
                        open.append(string)
                        return
                    }
                    // An escape: skip the escaped character (a line break for a continuation).
                    if byte(after) == 0x0A { newline = true }
                    index = min(after + 1, bytes.count)
                } else if c == 0x0A {
                    if !string.isMultiline {
                        if index > textStart { emit(.stringText, textStart, index) }
                        report("unterminated string literal", at: string.start)
                        emit(.stringClose, index, index)
                        return
                    }
                    index += 1
                } else {
                    index += 1
                }
            }
            if index > textStart { emit(.stringText, textStart, index) }
            report("unterminated string literal", at: string.start)
            emit(.stringClose, index, index)
        }
    }
}
