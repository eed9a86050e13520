/// A shell-style pattern over `/`-separated paths, as `.gitignore` files and the
/// configuration's `include`/`exclude` lists write them: `*` and `?` within one path segment,
/// `[a-z]` and `[!a-z]` classes, `\` escaping the next character, `**/` for any number of
/// folders (none included) and a trailing `/**` for everything inside a folder.
struct Glob: Sendable, Hashable {
    private enum Token: Sendable, Hashable {
        case literal(Character)
        /// `?`: one character but `/`.
        case one
        /// `*`: any run of characters but `/`.
        case star
        /// `**/`: nothing, or whole segments each followed by `/`.
        case folders
        /// A trailing `/**`: a `/` and then anything.
        case inside
        case set(ranges: [ClosedRange<Character>], negated: Bool)
    }

    /// The shapes most patterns have, matched without the general algorithm.
    private enum Shape: Sendable, Hashable {
        case exact(String)
        /// `*.ext`: a name ending so, in one segment.
        case suffix(String)
        /// `name*`: a name starting so, in one segment.
        case prefix(String)
        case general
    }

    let pattern: String
    private let tokens: [Token]
    private let shape: Shape
    /// The fewest characters a matching path has, and the literal text it must start and end
    /// with: most paths are turned away on these, without the general algorithm (whose table
    /// and recursion grow with the pattern).
    private let minimumLength: Int
    private let literalPrefix: String
    private let literalSuffix: String
    let filter: Filter

    /// What a path must have to match at all, in plain values (no reference counting): its
    /// length, and the first and last bytes of the literal text it starts and ends with, when
    /// ASCII (a path whose own first byte is another ASCII character cannot match).
    struct Filter: Sendable, Hashable {
        let minimumLength: Int
        let firstByte: UInt8?
        let lastByte: UInt8?

        /// Whether `path` surely does not match.
        func excludes(_ path: String) -> Bool {
            // A path has at least as many UTF-8 bytes as characters.
            let bytes = path.utf8
            if bytes.count < minimumLength { return true }
            if let firstByte, let first = bytes.first, first < 0x80, first != firstByte { return true }
            if let lastByte, let last = bytes.last, last < 0x80, last != lastByte { return true }
            return false
        }
    }

    init(_ pattern: String) {
        self.pattern = pattern
        var tokens: [Token] = []
        let characters = Array(pattern)
        var index = 0
        while index < characters.count {
            let character = characters[index]
            switch character {
            case "\\" where index + 1 < characters.count:
                tokens.append(.literal(characters[index + 1]))
                index += 2
                continue
            case "?":
                tokens.append(.one)
            case "*":
                var end = index
                while end < characters.count, characters[end] == "*" { end += 1 }
                let startsSegment = index == 0 || characters[index - 1] == "/"
                if end - index >= 2 && startsSegment && end < characters.count && characters[end] == "/" {
                    // `**/**/` is `**/`: repeated, it would only deepen the recursion.
                    if tokens.last != .folders { tokens.append(.folders) }
                    index = end + 1
                    continue
                }
                if end - index >= 2 && end == characters.count && index > 0 && characters[index - 1] == "/" {
                    tokens.removeLast()
                    tokens.append(.inside)
                } else if end - index >= 2 && end == characters.count && index == 0 {
                    tokens.append(.folders)
                    tokens.append(.star)
                } else {
                    tokens.append(.star)
                }
                index = end
                continue
            case "[":
                if let (set, end) = Glob.parseSet(characters, from: index) {
                    tokens.append(set)
                    index = end
                    continue
                }
                tokens.append(.literal("["))
            default:
                tokens.append(.literal(character))
            }
            index += 1
        }
        self.tokens = tokens
        func literal(_ tokens: ArraySlice<Token>) -> String? {
            var text = ""
            for token in tokens {
                guard case .literal(let character) = token else { return nil }
                text.append(character)
            }
            return text
        }
        minimumLength = tokens.reduce(0) { total, token in
            switch token {
            case .star, .folders: return total
            case .inside: return total + 2
            default: return total + 1
            }
        }
        func isLiteral(_ token: Token) -> Bool { if case .literal = token { return true } else { return false } }
        let leading = tokens.prefix(while: isLiteral).count
        let trailing = tokens.reversed().prefix(while: isLiteral).count
        literalPrefix = literal(tokens[..<leading]) ?? ""
        literalSuffix = literal(tokens[(tokens.count - trailing)...]) ?? ""
        filter = Filter(minimumLength: minimumLength, firstByte: literalPrefix.utf8.first.flatMap { $0 < 0x80 ? $0 : nil },
                        lastByte: literalSuffix.utf8.last.flatMap { $0 < 0x80 && $0 != 0x0A ? $0 : nil })
        if let text = literal(tokens[...]) {
            shape = .exact(text)
        } else if tokens.first == .star, let text = literal(tokens.dropFirst()), !text.contains("/") {
            shape = .suffix(text)
        } else if tokens.last == .star, let text = literal(tokens.dropLast()), !text.contains("/") {
            shape = .prefix(text)
        } else {
            shape = .general
        }
    }

    /// `[abc]`, `[a-z]`, `[!x]` or `[^x]`; nil when the bracket is never closed (then literal).
    private static func parseSet(_ characters: [Character], from start: Int) -> (Token, Int)? {
        var index = start + 1
        var negated = false
        if index < characters.count, characters[index] == "!" || characters[index] == "^" {
            negated = true
            index += 1
        }
        var ranges: [ClosedRange<Character>] = []
        var first = true
        while index < characters.count {
            var character = characters[index]
            if character == "]" && !first { return (.set(ranges: ranges, negated: negated), index + 1) }
            first = false
            if character == "\\", index + 1 < characters.count {
                index += 1
                character = characters[index]
            }
            if index + 2 < characters.count, characters[index + 1] == "-", characters[index + 2] != "]" {
                let upper = characters[index + 2]
                if character <= upper { ranges.append(character...upper) }
                index += 3
            } else {
                ranges.append(character...character)
                index += 1
            }
        }
        return nil
    }

    /// Whether the whole of `path` (relative, `/`-separated) matches.
    func matches(_ path: String) -> Bool {
        switch shape {
        case .exact(let text): return path == text
        case .suffix(let text): return path.hasSuffix(text) && !path.dropLast(text.count).contains("/")
        case .prefix(let text): return path.hasPrefix(text) && !path.dropFirst(text.count).contains("/")
        case .general: break
        }
        guard !filter.excludes(path), path.hasPrefix(literalPrefix), path.hasSuffix(literalSuffix) else { return false }
        let characters = Array(path)
        guard characters.count >= minimumLength else { return false }
        // 0: not known yet, 1: matches, 2: does not.
        var memo = [UInt8](repeating: 0, count: (tokens.count + 1) * (characters.count + 1))
        func match(_ token: Int, _ position: Int) -> Bool {
            let key = token * (characters.count + 1) + position
            if memo[key] != 0 { return memo[key] == 1 }
            let result: Bool
            if token == tokens.count {
                result = position == characters.count
            } else {
                switch tokens[token] {
                case .literal(let expected):
                    result = position < characters.count && characters[position] == expected && match(token + 1, position + 1)
                case .one:
                    result = position < characters.count && characters[position] != "/" && match(token + 1, position + 1)
                case .set(let ranges, let negated):
                    guard position < characters.count, characters[position] != "/" else { result = false; break }
                    let inSet = ranges.contains { $0.contains(characters[position]) }
                    result = inSet != negated && match(token + 1, position + 1)
                case .star:
                    var end = position
                    var found = match(token + 1, end)
                    while !found, end < characters.count, characters[end] != "/" {
                        end += 1
                        found = match(token + 1, end)
                    }
                    result = found
                case .folders:
                    // Nothing, or up to and including any later `/` that ends a segment.
                    var found = match(token + 1, position)
                    var end = position
                    while !found, end < characters.count {
                        if characters[end] == "/" { found = match(token + 1, end + 1) }
                        end += 1
                    }
                    result = found
                case .inside:
                    result = position < characters.count && characters[position] == "/" && position + 1 < characters.count
                }
            }
            memo[key] = result ? 1 : 2
            return result
        }
        return match(0, 0)
    }

    /// The pattern's text when it has no wildcard (`exact`), or is `*text` (`suffix`) or
    /// `text*` (`prefix`) within one segment: what an index of patterns can look up.
    var exactText: String? { if case .exact(let text) = shape { return text } else { return nil } }
    var suffixText: String? { if case .suffix(let text) = shape { return text } else { return nil } }
    var prefixText: String? { if case .prefix(let text) = shape { return text } else { return nil } }

    /// Whether `path` or one of the folders it is in matches: `Pods` and `Pods/**` both cover
    /// `Pods/A/B.storyboard`.
    func matchesPathOrParent(_ path: String) -> Bool {
        if matches(path) { return true }
        var current = Substring(path)
        while let slash = current.lastIndex(of: "/") {
            current = current[..<slash]
            if matches(String(current)) { return true }
        }
        return false
    }
}
