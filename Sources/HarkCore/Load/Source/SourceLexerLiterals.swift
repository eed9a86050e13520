/// The tokenizer's reading of literals, regex literals and directives: the parts of the one
/// pass that do more than a byte's worth of work.
extension SourceTokenizer.Lexer {
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
            let newlineBefore = newline
            // A preprocessor line, with its backslash continuations.
            while index < bytes.count, bytes[index] != 0x0A || (index > start && bytes[index - 1] == UInt8(ascii: "\\")) {
                if bytes[index] == 0x0A { newline = true }
                index += 1
            }
            if let body = macroBody(from: start, to: index) {
                // `#define SEARCH_STATE_INIT NSLocalizedString(@"Click \"Search\" to start", …)`
                // (Seafile's texts): the body is read as code, so the lookups in it count.
                newline = newlineBefore
                emit(.preprocessor, start, body)
                index = body
                return
            }
            emit(.preprocessor, start, index)
            // One branch of an `#if` is read: each branch may open a brace the other closes,
            // as in `- (void)a {` / `#else` / `- (void)b {`. The first; and the next as well
            // when an iOS release build does not compile the first (`#if TARGET_OS_TV`, `#ifdef
            // DEBUG`) and it closes every bracket it opens (VLC's iOS browser texts after `#if
            // TARGET_OS_TV … #else`), `UnbuiltBranches` then telling the two apart.
            if directive(at: start, is: "if") || directive(at: start, is: "ifdef") || directive(at: start, is: "ifndef") {
                let line = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
                openConditionals.append((firstToken: tokens.count, firstIsUnbuilt: UnbuiltBranches.preprocessorDirective(line)?.condition == .unbuilt))
            } else if directive(at: start, is: "else") || directive(at: start, is: "elif") {
                if let open = openConditionals.last, open.firstIsUnbuilt, bracketsBalance(from: open.firstToken) {
                    openConditionals[openConditionals.count - 1].firstIsUnbuilt = false
                } else {
                    skipToEndif()
                }
            } else if directive(at: start, is: "endif") {
                _ = openConditionals.popLast()
            }
            return
        }
        var hashes = 0
        while byte(index + hashes) == UInt8(ascii: "#") { hashes += 1 }
        let after = byte(index + hashes)
        if after == UInt8(ascii: "\"") {
            stringOpen(start: start, hashes: hashes)
        } else if after == UInt8(ascii: "/") {
            hashRegex(hashes: hashes)
        } else if hashes == 1, SourceTokenizer.Lexer.isIdentifierByte(after) {
            index += 1
            while index < bytes.count, SourceTokenizer.Lexer.isIdentifierByte(bytes[index]) { index += 1 }
            emit(.pound, start, index)
        } else {
            // The run of `#`s is one token: read one at a time, each would count the rest again.
            index += hashes
            emit(.operator, start, index)
        }
    }

    /// Where the body of `#define NAME body` (or `NAME(parameters) body`) in `start..<end` starts,
    /// when it holds a string literal and its brackets balance: read as code, it keeps the
    /// braces of the code around it in step. Nil for any other directive.
    func macroBody(from start: Int, to end: Int) -> Int? {
        guard directive(at: start, is: "define") else { return nil }
        var cursor = start + 1
        while byte(cursor) == 0x20 || byte(cursor) == 0x09 { cursor += 1 }
        cursor += "define".utf8.count
        while cursor < end, byte(cursor) == 0x20 || byte(cursor) == 0x09 { cursor += 1 }
        guard cursor < end, SourceTokenizer.Lexer.isIdentifierByte(byte(cursor)) else { return nil }
        while cursor < end, SourceTokenizer.Lexer.isIdentifierByte(byte(cursor)) { cursor += 1 }
        if byte(cursor) == UInt8(ascii: "(") {
            while cursor < end, byte(cursor) != UInt8(ascii: ")") { cursor += 1 }
            cursor += 1
        }
        guard cursor < end else { return nil }
        var depth = 0
        var hasString = false
        var inString = false
        var offset = cursor
        while offset < end {
            let c = bytes[offset]
            if inString {
                if c == UInt8(ascii: "\\") { offset += 1 } else if c == UInt8(ascii: "\"") { inString = false }
            } else {
                switch c {
                case UInt8(ascii: "\""): inString = true; hasString = true
                case UInt8(ascii: "#"): return nil  // `#x`, `a ## b`: text made by the preprocessor
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth < 0 { return nil }
                case UInt8(ascii: "/") where byte(offset + 1) == UInt8(ascii: "/") || byte(offset + 1) == UInt8(ascii: "*"):
                    // A comment ends the check: what follows it is not weighed.
                    offset = end
                    continue
                default: break
                }
            }
            offset += 1
        }
        return hasString && depth == 0 && !inString ? cursor : nil
    }

    /// Whether the preprocessor line at `start` is `#name` (spaces allowed after `#`).
    func directive(at start: Int, is name: String) -> Bool {
        var cursor = start + 1
        while byte(cursor) == 0x20 || byte(cursor) == 0x09 { cursor += 1 }
        for expected in name.utf8 {
            guard byte(cursor) == expected else { return false }
            cursor += 1
        }
        return !SourceTokenizer.Lexer.isIdentifierByte(byte(cursor))
    }

    /// Whether the tokens from `first` on close every bracket, brace and parenthesis they open.
    func bracketsBalance(from first: Int) -> Bool {
        var depth = (paren: 0, brace: 0, bracket: 0)
        for token in tokens[first...] {
            switch token.kind {
            case .openParen: depth.paren += 1
            case .closeParen: depth.paren -= 1
            case .openBrace: depth.brace += 1
            case .closeBrace: depth.brace -= 1
            case .openBracket: depth.bracket += 1
            case .closeBracket: depth.bracket -= 1
            default: continue
            }
            if depth.paren < 0 || depth.brace < 0 || depth.bracket < 0 { return false }
        }
        return depth == (0, 0, 0)
    }

    /// Skips lines up to the `#endif` that closes the current `#if`, nested ones included;
    /// the `#endif` itself is read next.
    mutating func skipToEndif() {
        var depth = 0
        // Whether only spaces came since the line's start: a directive's `#` is first.
        var atLineStart = true
        while index < bytes.count {
            let c = bytes[index]
            if c == 0x0A {
                newline = true
                index += 1
                atLineStart = true
                continue
            }
            if c == UInt8(ascii: "#"), atLineStart {
                if directive(at: index, is: "if") || directive(at: index, is: "ifdef") || directive(at: index, is: "ifndef") {
                    depth += 1
                } else if directive(at: index, is: "endif") {
                    if depth == 0 { return }
                    depth -= 1
                }
            }
            if c != 0x20 && c != 0x09 { atLineStart = false }
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
        } else if SourceTokenizer.Lexer.isIdentifierByte(next) {
            index += 1
            while index < bytes.count, SourceTokenizer.Lexer.isIdentifierByte(bytes[index]) { index += 1 }
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
        stringBody(SourceTokenizer.OpenString(hashes: hashes, isMultiline: isMultiline, start: start))
    }

    /// Reads a string's text from `index` to its closing delimiter, or to an interpolation,
    /// after which `run` reads code until the `)` that brings it back here.
    mutating func stringBody(_ string: SourceTokenizer.OpenString) {
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
