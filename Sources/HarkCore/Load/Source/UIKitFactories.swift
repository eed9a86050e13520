/// A switch a function of the file makes and returns, each call of which makes one for the
/// property it initializes (Betsson's `private lazy var audienceSwitch: UISwitch =
/// Self.createSettingSwitch()`, three switches from one `static func createSettingSwitch() ->
/// UISwitch`): each is read where the call is, by the property's name, and placed and named
/// as that property is. The function's own variable names none of them.
extension UIKitRecognizer {
    /// Where the calls of the function that returns the switch made at `creation` start, when
    /// each is assigned (`= Self.makeToggle()`, `= makeToggle()`); empty when the switch is not
    /// returned, or no call is so assigned in the file.
    func factoryCalls(returning creation: Int) -> [Int] {
        guard isSwift, let body = source.enclosingGroups(of: creation).first(where: { source.kind($0) == .openBrace }),
              isFunctionBody(body), let name = functionName(ofBody: body), isReturned(creation, from: body) else { return [] }
        var calls: [Int] = []
        for index in 0..<source.count where source.kind(index) == .identifier && source.kind(index + 1) == .openParen
            && source.equals(index, name) && !source.isIdentifier(index - 1, "func") {
            // `Self.f()`, `Type.f()` or `f()`, its value given to a name.
            let start = source.kind(index - 1) == .dot && source.kind(index - 2) == .identifier ? index - 2 : index
            if source.isOperator(start - 1, "="), source.kind(start - 2) == .identifier { calls.append(start) }
        }
        return calls
    }

    /// `name` of `func name(…) -> T {` whose body opens at `brace`.
    private func functionName(ofBody brace: Int) -> String? {
        var cursor = brace - 1
        while cursor > 0, brace - cursor < 12, source.kind(cursor) != .closeParen { cursor -= 1 }
        guard source.kind(cursor) == .closeParen else { return nil }
        let open = source.partner(cursor)
        guard open > 1, source.kind(open - 1) == .identifier, source.isIdentifier(open - 2, "func") else { return nil }
        return source.text(open - 1)
    }

    /// Whether the function whose body opens at `body` returns the switch made at `creation`:
    /// `return UISwitch()`, or `return toggle` for the `let toggle = UISwitch()` it made.
    private func isReturned(_ creation: Int, from body: Int) -> Bool {
        if source.isIdentifier(creation - 1, "return") { return true }
        guard let local = variableNames(of: creation).first, isLocalDeclaration(local, in: body) else { return false }
        let end = min(source.partner(body), source.count)
        return (creation..<end).contains { source.isIdentifier($0, "return") && source.isIdentifier($0 + 1, local) && source.kind($0 + 2) != .dot }
    }
}
