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
    struct OpenString {
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

    /// The state of one pass (its literals and directives are read in SourceLexerLiterals.swift).
    struct Lexer {
        let bytes: UnsafeBufferPointer<UInt8>
        let dialect: SourceDialect
        var tokens: [SourceToken] = []
        var problem: TokenizerProblem?
        var newline = true
        var open: [OpenString] = []
        var index = 0
        /// The Objective-C `#if`s open where the lexer is: where each one's branch being read
        /// starts, and whether an iOS release build does not compile it (see `pound()`).
        var openConditionals: [(firstToken: Int, firstIsUnbuilt: Bool)] = []

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
                case UInt8(ascii: "\\") where dialect == .objectiveC && (byte(index + 1) == 0x0A || byte(index + 1) == 0x0D && byte(index + 2) == 0x0A):
                    // A line continued, in a macro's body read as code: one line to the compiler.
                    index += byte(index + 1) == 0x0A ? 2 : 3
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

    }
}
