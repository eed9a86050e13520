/// One argument of a call: its label (nil when unlabeled) and the tokens of its value.
struct CallArgument: Sendable {
    let label: String?
    let range: Range<Int>
}

/// A trailing closure: `{ … }` (no label) or `label: { … }`; `open` is its `{`.
struct TrailingClosure: Sendable {
    let label: String?
    let open: Int
}

/// A call, or a name followed only by trailing closures: `Toggle("A", isOn: $a)`,
/// `Section { … } header: { … }`, `LaunchAtLogin.Toggle { … }`.
struct SourceCall: Sendable {
    /// The callee's last name token (`Toggle` in `SwiftUI.Toggle`).
    let nameIndex: Int
    /// The `(` of the argument list, if it has one.
    let parens: Int?
    let arguments: [CallArgument]
    let closures: [TrailingClosure]
    /// The index just after the call's last token.
    let end: Int

    func argument(_ label: String) -> CallArgument? { arguments.first { $0.label == label } }
    var unlabeled: [CallArgument] { arguments.filter { $0.label == nil } }
    func closure(_ label: String?) -> TrailingClosure? { closures.first { $0.label == label } }
}

/// A modifier after a view or value: `.disabled(true)`, `.labelsHidden()`.
struct SourceModifier: Sendable {
    let name: String
    let call: SourceCall
}

/// Reading the shape of code without parsing it: argument lists, trailing closures, modifier
/// chains, enclosing blocks and statements, by way of the bracket partners.
extension SourceFile {
    /// The index after a bracketed group that opens at `open` (or after a single token).
    func skip(_ index: Int) -> Int {
        guard let kind = kind(index) else { return index + 1 }
        switch kind {
        case .openParen, .openBrace, .openBracket, .stringOpen, .interpolationOpen:
            return min(partner(index) + 1, count)
        default:
            return index + 1
        }
    }

    /// The arguments between the `(` (or `[`) at `open` and its partner, split at top-level commas.
    func arguments(in open: Int) -> [CallArgument] {
        let close = min(partner(open), count)
        var arguments: [CallArgument] = []
        var start = open + 1
        var index = start
        func finish(_ end: Int) {
            guard start < end else { return }
            if kind(start) == .identifier, kind(start + 1) == .colon, start + 2 <= end {
                arguments.append(CallArgument(label: text(start), range: (start + 2)..<end))
            } else {
                arguments.append(CallArgument(label: nil, range: start..<end))
            }
        }
        while index < close {
            if tokens[index].kind == .comma {
                finish(index)
                start = index + 1
                index += 1
            } else {
                index = skip(index)
            }
        }
        finish(close)
        return arguments
    }

    /// The call whose callee name is the token at `nameIndex`: its argument list if a `(`
    /// follows, then its trailing closures.
    func call(at nameIndex: Int) -> SourceCall {
        var index = nameIndex + 1
        var parens: Int? = nil
        var arguments: [CallArgument] = []
        if kind(index) == .openParen {
            parens = index
            arguments = self.arguments(in: index)
            index = skip(index)
        }
        var closures: [TrailingClosure] = []
        if kind(index) == .openBrace {
            closures.append(TrailingClosure(label: nil, open: index))
            index = skip(index)
            // Labeled trailing closures follow the first: `} label: { … }`.
            while kind(index) == .identifier, kind(index + 1) == .colon, kind(index + 2) == .openBrace {
                closures.append(TrailingClosure(label: text(index), open: index + 2))
                index = skip(index + 2)
            }
        }
        return SourceCall(nameIndex: nameIndex, parens: parens, arguments: arguments, closures: closures, end: index)
    }

    /// The modifiers applied from `index` on: `.name`, `.name(…)`, `.name { … }`, through
    /// postfix `?` and `!`, until something else.
    func modifiers(from index: Int) -> (modifiers: [SourceModifier], end: Int) {
        var cursor = index
        var modifiers: [SourceModifier] = []
        while cursor < count {
            if isOperator(cursor, "?") || isOperator(cursor, "!") {
                cursor += 1
                continue
            }
            guard kind(cursor) == .dot, kind(cursor + 1) == .identifier else { break }
            let call = self.call(at: cursor + 1)
            modifiers.append(SourceModifier(name: text(cursor + 1), call: call))
            cursor = call.end
        }
        return (modifiers, cursor)
    }

    /// The innermost bracket (`(`, `{`, `[`) that encloses `index`, found by walking back over
    /// closed groups.
    func enclosingGroup(of index: Int) -> Int? {
        guard index >= 0, index < count else { return nil }
        // A string's quotes are not a group of code.
        var parent = Int(parents[index])
        while parent >= 0, tokens[parent].kind == .stringOpen { parent = Int(parents[parent]) }
        return parent >= 0 ? parent : nil
    }

    /// Every bracket enclosing `index`, innermost first.
    func enclosingGroups(of index: Int) -> [Int] {
        var groups: [Int] = []
        var current = index
        while let group = enclosingGroup(of: current) {
            groups.append(group)
            current = group
        }
        return groups
    }

    /// The statements of a block, as token ranges. Swift ends a statement at a line break
    /// unless the next line continues it (`.modifier`, an operator, a `{` of a trailing closure).
    func statements(in range: Range<Int>) -> [Range<Int>] {
        var statements: [Range<Int>] = []
        var start = range.lowerBound
        var index = range.lowerBound
        while index < range.upperBound {
            let token = tokens[index]
            if token.kind == .semicolon {
                if start < index { statements.append(start..<index) }
                start = index + 1
                index += 1
                continue
            }
            if index > start, token.newlineBefore, !continuesStatement(at: index) {
                statements.append(start..<index)
                start = index
            }
            index = skip(index)
        }
        if start < range.upperBound { statements.append(start..<min(range.upperBound, count)) }
        return statements
    }

    /// Whether the token at `index`, first on its line, continues the statement before it.
    private func continuesStatement(at index: Int) -> Bool {
        switch tokens[index].kind {
        case .dot, .operator, .colon, .comma, .closeParen, .closeBracket:
            return !isOperator(index, "!") || tokens[index - 1].kind == .operator
        case .openBrace:
            return true
        default:
            break
        }
        // `}` and `else {` on lines of their own (Nostur's label of two branches).
        if tokens[index - 1].kind == .closeBrace, isIdentifier(index, "else") || isIdentifier(index, "catch") { return true }
        switch tokens[index - 1].kind {
        // A postfix `?` or `!` closes its operand (`let action: (() -> Void)?`, then `public
        // init(…)` on the next line, Proton Pass's `CircleButton`): no operand is awaited.
        case .operator: return !isPostfixOptionalMark(index - 1)
        case .comma, .colon, .dot: return true
        default: return false
        }
    }

    /// A `?` or `!` written against what it follows.
    private func isPostfixOptionalMark(_ index: Int) -> Bool {
        index > 0 && (isOperator(index, "?") || isOperator(index, "!")) && tokens[index].start == tokens[index - 1].end
    }

    /// The tokens of a block `{ … }` opening at `open`, without a closure's `params in`.
    func body(of open: Int) -> Range<Int> {
        let close = min(partner(open), count)
        var start = open + 1
        // `{ item in …}`, `{ (a, b) in …}`, `{ [weak self] value in …}`.
        var cursor = start
        while cursor < close, cursor - start < 24 {
            if isIdentifier(cursor, "in") {
                start = cursor + 1
                break
            }
            if tokens[cursor].newlineBefore && cursor > open + 1 { break }
            guard [.identifier, .comma, .openParen, .openBracket, .colon, .operator].contains(tokens[cursor].kind) else { break }
            cursor = skip(cursor)
        }
        return start..<close
    }
}
