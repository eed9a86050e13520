/// Which lookups read a table the code computes: any table's keys may then be the literals
/// the code gives them.
extension KeyUses {
    /// Whether a lookup's table argument is known only when the app runs: not a literal, not
    /// `nil` (the default table), not SwiftGen's table parameter.
    func isComputedTable(_ range: Range<Int>, around index: Int) -> Bool {
        guard !range.isEmpty else { return false }
        if let literal = source.stringLiteral(at: range.lowerBound), literal.close + 1 == range.upperBound, literal.value != nil { return false }
        guard range.count == 1 else { return true }
        return !source.isIdentifier(range.lowerBound, "nil") && !isSwiftGenTable(source.text(range.lowerBound), around: index)
    }

    /// Whether `name` is the table parameter of SwiftGen's `tr(_:_:_:)` whose body holds `index`:
    /// its callers, the generated accessors, are each read with their own table and key.
    private func isSwiftGenTable(_ name: String, around index: Int) -> Bool {
        guard let body = source.enclosingGroups(of: index).first(where: { source.kind($0) == .openBrace }) else { return false }
        // Back over the signature's end (`) -> String {`, `) throws {`) to its parameter list.
        var close = body - 1
        while close > 0, body - close < 16, source.kind(close) != .closeParen, source.kind(close) != .closeBrace,
              source.kind(close) != .openBrace { close -= 1 }
        guard source.kind(close) == .closeParen else { return false }
        let open = source.partner(close)
        guard open >= 0, open < close, source.isIdentifier(open - 2, "func"), source.isIdentifier(open - 1, "tr") else { return false }
        return (open + 1..<close).contains { source.isIdentifier($0, name) && source.kind($0 + 1) == .colon }
    }
}
