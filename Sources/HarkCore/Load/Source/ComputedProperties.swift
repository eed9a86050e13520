/// What a computed `String` property returns, when the code says it in full: Brave's
/// `var browsingLockTitle: String` assigns one of three `Strings.TabsSettings` texts in a
/// `switch` and returns it, so `Text(browsingLockTitle)` shows a localized text, not a string
/// as written.
extension TextEvaluator {
    /// The most returns and assignments read in one getter.
    static let maximumReturnedTexts = 16

    /// The texts `getter` can return: each `return` (or its single expression), and for a local
    /// variable it returns, each value assigned to it. Nil unless every one is localized (or
    /// empty): a getter returning anything else keeps the property a string as written.
    func returnedTexts(of getter: Range<Int>, in file: Int, depth: EvaluationDepth) -> LocalizedText? {
        let source = files[file]
        guard depth.budget.spend(getter.count) else { return nil }
        var results: [Range<Int>] = []
        // A name returned (`return title`), with where: its assignments are its values.
        var returnedNames: [String: Range<Int>] = [:]
        for index in getter where source.isIdentifier(index, "return") {
            let end = expressionEnd(from: index + 1, limit: getter.upperBound, in: source)
            guard index + 1 < end else { return nil }
            if end == index + 2, source.kind(index + 1) == .identifier {
                returnedNames[source.text(index + 1)] = (index + 1)..<end
            } else {
                results.append((index + 1)..<end)
            }
        }
        if results.isEmpty && returnedNames.isEmpty {
            // `var title: String { L10n.title }`: one expression, returned.
            let statements = source.statements(in: getter)
            guard statements.count == 1, let only = statements.first, source.kind(only.lowerBound) != .identifier
                    || !["switch", "if", "let", "var"].contains(source.text(only.lowerBound)) else { return nil }
            results.append(only)
        }
        // `title = Strings.…` in each branch, and the declaration's own value.
        var assigned: Set<String> = []
        for index in getter where source.kind(index) == .identifier && returnedNames[source.text(index)] != nil {
            // Past a declaration's type (`var title: String = …`), on its line.
            var valueStart = index + 1
            if source.kind(valueStart) == .colon, source.isIdentifier(index - 1, "var") || source.isIdentifier(index - 1, "let") {
                valueStart += 1
                while valueStart < getter.upperBound, !source.isOperator(valueStart, "="), !source[valueStart].newlineBefore {
                    valueStart = source.skip(valueStart)
                }
            }
            guard source.isOperator(valueStart, "=") else { continue }
            assigned.insert(source.text(index))
            results.append((valueStart + 1)..<expressionEnd(from: valueStart + 1, limit: getter.upperBound, in: source))
        }
        // A name never assigned here is some other property or constant: its own value.
        for (name, range) in returnedNames.sorted(by: { $0.key < $1.key }) where !assigned.contains(name) { results.append(range) }
        guard !results.isEmpty, results.count <= Self.maximumReturnedTexts else { return nil }
        var texts: [LocalizedText] = []
        for range in results {
            let value = text(range, in: file, context: .string, depth: depth + 1)
            if case .literal("", _) = value { continue }
            let leaves = value.leaves
            guard value.containsKey,
                  !leaves.contains(where: { if case .key = $0 { false } else { true } }) else { return nil }
            texts.append(value)
        }
        return texts.isEmpty ? nil : choice(texts, at: source.location(getter.lowerBound))
    }

    /// Where the expression starting at `start` ends: a line that does not continue it, a `;`,
    /// or the end of the block it is in.
    private func expressionEnd(from start: Int, limit: Int, in source: SourceFile) -> Int {
        var end = start
        while end < limit, source.kind(end) != .semicolon, source.kind(end) != .closeBrace {
            if end > start, source[end].newlineBefore, ![.dot, .operator].contains(source[end].kind), source.kind(end - 1) != .operator { break }
            end = source.skip(end)
        }
        return min(end, limit)
    }
}
