/// What a declaration's body is read as: the value it returns, and whether it localizes one of
/// its parameters (a wrapper such as `var localized: String { NSLocalizedString(self, comment: "") }`).
extension SourceSymbols {
    /// What a requirement's braces hold: `{ get }`, `{ get set }`, `{ get async throws }`.
    static let accessorWords: Set<String> = ["get", "set", "async", "throws", "mutating", "nonmutating"]

    /// The expression a body returns, when it is one statement (`return x` or `x`), or a
    /// `get { … }` of one. A loop, not recursion: `get { get { … } }` may nest as deep as a
    /// file has braces.
    func computedValue(_ file: SourceFile, body: Range<Int>) -> Range<Int>? {
        var body = body
        while true {
            let statements = file.statements(in: body)
            guard statements.count == 1, let only = statements.first else {
                if let lookup = lookupReturned(file, statements: statements, in: body) { return lookup }
                // SwiftGen's functions: `let format = …; return String(format: format, …)` are read
                // through their `tr` call; take the statement that calls it.
                return statements.first { statement in statement.contains { file.isIdentifier($0, "tr") } }
            }
            // A protocol's requirement, `var title: String { get }`: no value of its own.
            if only.allSatisfy({ file.kind($0) == .identifier && Self.accessorWords.contains(file.text($0)) }) { return nil }
            guard file.isIdentifier(only.lowerBound, "get"), file.kind(only.lowerBound + 1) == .openBrace else {
                return file.isIdentifier(only.lowerBound, "return") ? (only.lowerBound + 1)..<only.upperBound : only
            }
            body = file.body(of: only.lowerBound + 1)
        }
    }

    /// A body that looks its key up first and returns that, or falls back to another
    /// language's (Delta Chat's `let value = NSLocalizedString(stringID, comment: "")`, then
    /// `return value` unless it is the key itself): the first lookup, which a device shows.
    private func lookupReturned(_ file: SourceFile, statements: [Range<Int>], in body: Range<Int>) -> Range<Int>? {
        guard let first = statements.first, file.isIdentifier(first.lowerBound, "let"), file.kind(first.lowerBound + 1) == .identifier,
              file.isOperator(first.lowerBound + 2, "=") else { return nil }
        let value = (first.lowerBound + 3)..<first.upperBound
        guard keyArgument(file, value: value) != nil, file.call(at: value.lowerBound).end == value.upperBound else { return nil }
        let name = file.text(first.lowerBound + 1)
        let returnsIt = (first.upperBound..<body.upperBound).contains { file.isIdentifier($0, "return") && file.isIdentifier($0 + 1, name) }
        return returnsIt ? value : nil
    }

    /// The table, when the value is a localization call (`NSLocalizedString(self, …)`,
    /// `String(localized: String.LocalizationValue(rawValue))`) of one of `parameters`.
    func isLocalizingWrapper(_ file: SourceFile, value: Range<Int>, parameters: [String]) -> String? {
        guard let key = keyArgument(file, value: value), parameters.contains(key) else { return nil }
        let call = file.call(at: value.lowerBound)
        guard let table = call.argument("tableName") ?? call.argument("table") else { return LocalizedText.defaultTable }
        if let name = file.stringLiteral(at: table.range.lowerBound)?.value { return name }
        // A table known only when the app runs (GOV.UK's builder passes the `tableName` it
        // stores) is no one table's wrapper: its body is a lookup of a computed table.
        return table.range.count == 1 && file.isIdentifier(table.range.lowerBound, "nil") ? LocalizedText.defaultTable : nil
    }

    /// The name passed as the key of a localization call that the value is.
    func keyArgument(_ file: SourceFile, value: Range<Int>) -> String? {
        guard file.kind(value.lowerBound) == .identifier, file.kind(value.lowerBound + 1) == .openParen else { return nil }
        let callee = file.text(value.lowerBound)
        let call = file.call(at: value.lowerBound)
        let argument: CallArgument?
        switch callee {
        case "NSLocalizedString": argument = call.unlabeled.first
        case "String":
            // A format the lookup gives (WireGuard's `tr(format:_:)`: `String(format:
            // NSLocalizedString(format, comment: ""), arguments: arguments)`) localizes its key too.
            if call.argument("localized") == nil, let format = call.argument("format") { return keyArgument(file, value: format.range) }
            argument = call.argument("localized")
        default: return nil
        }
        guard var range = argument?.range else { return nil }
        // `String.LocalizationValue(self)`, `self.rawValue`.
        if file.isIdentifier(range.lowerBound, "String"), file.kind(range.lowerBound + 1) == .dot,
           file.isIdentifier(range.lowerBound + 2, "LocalizationValue"), file.kind(range.lowerBound + 3) == .openParen {
            range = (range.lowerBound + 4)..<(file.partner(range.lowerBound + 3))
        }
        if range.count == 3, file.isIdentifier(range.lowerBound, "self"), file.kind(range.lowerBound + 1) == .dot {
            return file.text(range.lowerBound + 2)
        }
        return range.count == 1 && file.kind(range.lowerBound) == .identifier ? file.text(range.lowerBound) : nil
    }
}
