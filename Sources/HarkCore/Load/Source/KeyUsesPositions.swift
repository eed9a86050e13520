/// Where the type makes a literal a key though no call names it: a value of a property or
/// function typed `LocalizedStringKey` or `LocalizedStringResource`, and the type an implicit
/// `.init(…)` makes.
extension KeyUses {
    /// A literal where the type says `LocalizedStringKey`: `let title: LocalizedStringKey = "…"`,
    /// or a value a property or function of that type returns (`case .circle: "enum.shape.circle"`,
    /// `return isOn ? "a" : "b"`, `.init("key")`), through `switch`, `if` and `case` blocks.
    func isInLocalizedPosition(_ index: Int) -> Bool {
        if source.isOperator(index - 1, "=") {
            var cursor = index - 2
            if source.isOperator(cursor, "?") { cursor -= 1 }
            return source.kind(cursor) == .identifier && SourceSymbols.localizedTypes.contains(source.text(cursor))
        }
        // The literal is a value of its statement, not an argument of some call.
        var current = index
        var group = source.enclosingGroup(of: current)
        while let paren = group, source.kind(paren) == .openParen {
            let callee = paren - 1
            guard source.isIdentifier(callee, "init") && source.kind(callee - 1) == .dot
                    || source.kind(callee) == .identifier && SourceSymbols.localizedTypes.contains(source.text(callee)) else { return false }
            current = paren
            group = source.enclosingGroup(of: current)
        }
        guard let first = statementStart(of: current), first == current || isValuePrefix(first..<current) else { return false }
        // Up to the body that declares the type.
        for _ in 0..<6 {
            guard let brace = source.enclosingGroup(of: current), source.kind(brace) == .openBrace else { return false }
            // The type before the body, also optional (`-> LocalizedStringResource? {`).
            let type = source.isOperator(brace - 1, "?") ? brace - 2 : brace - 1
            if source.kind(type) == .identifier, SourceSymbols.localizedTypes.contains(source.text(type)) { return true }
            if source.kind(type) == .identifier, source.kind(type - 1) == .colon || source.isOperator(type - 1, "->") { return false }
            if let start = statementStart(of: brace), isLocalizedDeclaration(valueOf: start) { return true }
            current = brace
        }
        return false
    }

    /// `let message: LocalizedStringKey = if … { "a" } else { "b" }` (or `= switch …`): a
    /// declaration of a localized type whose value is an `if` or `switch` expression.
    private func isLocalizedDeclaration(valueOf start: Int) -> Bool {
        guard source.isIdentifier(start, "let") || source.isIdentifier(start, "var"), source.kind(start + 1) == .identifier,
              source.kind(start + 2) == .colon, source.kind(start + 3) == .identifier,
              SourceSymbols.localizedTypes.contains(source.text(start + 3)) else { return false }
        let equals = source.isOperator(start + 4, "?") ? start + 5 : start + 4
        return source.isOperator(equals, "=") && (source.isIdentifier(equals + 1, "if") || source.isIdentifier(equals + 1, "switch"))
    }

    /// The first token of the statement `index` is in (within its block).
    func statementStart(of index: Int) -> Int? {
        var cursor = index
        var steps = 0
        while cursor > 0, steps < 64 {
            let previous = cursor - 1
            switch source.kind(previous) {
            case .openBrace, .semicolon: return cursor
            case .colon where (source.isIdentifier(previous - 1, "default") || isCaseLabelColon(previous)): return cursor
            default: break
            }
            // A new line starts a statement unless an operator, a dot or a colon carries it on
            // (after `let list = items.joined()`, too: the line before may end in a bracket).
            if source[cursor].newlineBefore, !(source.kind(cursor) == .operator || source.kind(previous) == .operator
                || source.kind(cursor) == .dot || source.kind(cursor) == .colon) { return cursor }
            switch source.kind(previous) {
            case .closeParen, .closeBracket, .closeBrace, .stringClose: cursor = Int(source.partners[previous])
            default: cursor = previous
            }
            if cursor < 0 { return nil }
            steps += 1
        }
        return nil
    }

    /// Tokens before a literal that keep it the statement's value: `return`, a ternary's
    /// condition and `?`, `:`.
    func isValuePrefix(_ range: Range<Int>) -> Bool {
        if source.isIdentifier(range.lowerBound, "return") {
            return range.count == 1 || isValuePrefix((range.lowerBound + 1)..<range.upperBound)
        }
        // `condition ? ` or `condition ? "a" : `.
        return evaluator.topLevel(range, in: source, where: source.isTernaryQuestion) != nil
            && !source.isIdentifier(range.lowerBound, "let") && !source.isIdentifier(range.lowerBound, "var")
    }

    /// The `:` ending a `case …:` label.
    func isCaseLabelColon(_ colon: Int) -> Bool {
        var cursor = colon - 1
        var steps = 0
        while cursor >= 0, steps < 16 {
            if source.isIdentifier(cursor, "case") { return source.kind(cursor - 1) != .identifier || source[cursor].newlineBefore }
            if source[cursor].newlineBefore { return false }
            cursor -= 1
            steps += 1
        }
        return false
    }

    /// The type an implicit `.init(…)` makes, where the declaration says it:
    /// `static var all: FeedDescription = .init(…)`, or the body of `var local: FeedDescription {`
    /// (or of a function returning it) that `.init(…)` or `return .init(…)` starts.
    func implicitInitializerType(dot: Int) -> String? {
        var before = dot - 1
        if source.isIdentifier(before, "return") { before -= 1 }
        if source.isOperator(before, "="), source.kind(before - 1) == .identifier, source.kind(before - 2) == .colon {
            return source.text(before - 1)
        }
        // An element of an array literal of a declared type (Proton Pass's `let features:
        // [FeatureUiModel] = [.init(description: "Storage", …), .init(…)]`).
        if source.kind(before) == .openBracket || source.kind(before) == .comma,
           let open = source.kind(before) == .openBracket ? before : source.enclosingGroup(of: before), source.kind(open) == .openBracket,
           source.isOperator(open - 1, "="), source.kind(open - 2) == .closeBracket, source.kind(open - 3) == .identifier,
           source.kind(open - 4) == .openBracket, source.kind(open - 5) == .colon {
            return source.text(open - 3)
        }
        guard source.kind(before) == .openBrace, source.kind(before - 1) == .identifier,
              source.kind(before - 2) == .colon || source.isOperator(before - 2, "->") else { return nil }
        return source.text(before - 1)
    }

    /// The literals a call at `index` gives where `labels` (`#0` for the first unlabeled
    /// argument) take a key, one text.
    func labeledKeys(at index: Int, labels: Set<String>) -> (LocalizedText?, String?)? {
        guard source.kind(index + 1) == .openParen else { return nil }
        let keys = source.arguments(in: index + 1).enumerated().filter { position, argument in
            labels.contains(argument.label ?? "#\(position)") && isLiteralKey(argument.range)
        }.map { evaluator.text($0.element.range, in: file, context: .localizedKey) }
        guard !keys.isEmpty else { return nil }
        return (keys.count == 1 ? keys[0] : .joined(keys, separator: " ", at: keys[0].location), nil)
    }
}
