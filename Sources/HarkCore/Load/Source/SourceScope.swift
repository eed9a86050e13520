/// Finds what a name used in code was declared as: a local `let`/`var`, a parameter of the
/// enclosing function or closure, or a stored property of the enclosing type.
struct SourceScope {
    let source: SourceFile
    let symbols: SourceSymbols
    /// What the lookup's scanning is paid from: it reads whole blocks, once per use.
    var budget: EvaluationBudget? = nil

    struct Declaration {
        /// The type as written (`String`, `LocalizedStringKey`), when given.
        let type: String?
        /// The initial value's tokens, when given.
        let value: Range<Int>?
        /// `let` (or a parameter): the value is the only one it ever has.
        let isConstant: Bool
        /// A computed property's body (`var title: String { … }`), inside its `get { }` if any.
        var getter: Range<Int>? = nil
        /// The `{` of the type whose property it is, for a property of a type's body.
        var typeBody: Int? = nil
    }

    private static let typeKeywords: Set<String> = ["struct", "class", "enum", "extension", "actor"]

    func declaration(of name: String, before index: Int) -> Declaration? {
        var current = index
        var steps = 0
        while let group = source.enclosingGroup(of: current), steps < 64 {
            steps += 1
            current = group
            guard source.kind(group) == .openBrace else { continue }
            let isTypeBody = isTypeBody(group)
            let end = isTypeBody ? min(source.partner(group), source.count) : min(index, source.partner(group))
            // A block of more than this many tokens is read only near the use.
            let start = max(group + 1, end - 50_000)
            if let budget, !budget.spend(max(0, end - start)) { return nil }
            if var found = scanBlock(from: start, to: end, name: name) {
                if isTypeBody { found.typeBody = group }
                return found
            }
            if let found = closureParameter(group, name: name) { return found }
            if let found = functionParameter(before: group, name: name) { return found }
        }
        return nil
    }

    /// Whether the brace opens a type's body (`struct Foo: View {`, `extension A.B where C {`).
    private func isTypeBody(_ brace: Int) -> Bool {
        typeKeyword(before: brace) != nil
    }

    /// The `struct`/`class`/… keyword of the declaration whose body the brace opens.
    private func typeKeyword(before brace: Int) -> Int? {
        var cursor = brace - 1
        var steps = 0
        while cursor >= 0, steps < 40 {
            switch source.kind(cursor) {
            case .identifier:
                if SourceScope.typeKeywords.contains(source.text(cursor)) { return cursor }
            case .colon, .comma, .dot, .operator, .attribute:
                break
            default:
                return nil
            }
            cursor -= 1
            steps += 1
        }
        return nil
    }

    /// The types whose bodies enclose `index`, innermost first, named as `SourceSymbols` names
    /// them: `Outer.Inner` for a nested type, an extension by the (dotted) name it extends.
    func enclosingTypes(of index: Int) -> [String] {
        var found: [(name: String, isExtension: Bool)] = []
        for group in source.enclosingGroups(of: index) where source.kind(group) == .openBrace {
            guard let keyword = typeKeyword(before: group) else { continue }
            var name = ""
            var cursor = keyword + 1
            // `class var x: T {` is a property, not a class.
            while source.kind(cursor) == .identifier, !source.isIdentifier(cursor, "var"), !source.isIdentifier(cursor, "func"), cursor < group {
                name += (name.isEmpty ? "" : ".") + source.text(cursor)
                guard source.kind(cursor + 1) == .dot else { break }
                cursor += 2
            }
            if !name.isEmpty { found.append((name, source.isIdentifier(keyword, "extension"))) }
        }
        var qualified: [String] = []
        var outer: String? = nil
        for type in found.reversed() {
            let name = type.isExtension || outer == nil ? type.name : (outer ?? "") + "." + type.name
            qualified.append(name)
            outer = name
        }
        return qualified.reversed()
    }

    /// `let name: Type = value` among the block's own statements (not in nested blocks).
    private func scanBlock(from start: Int, to end: Int, name: String) -> Declaration? {
        var cursor = start
        while cursor < end {
            if source.kind(cursor) == .identifier, source.isIdentifier(cursor, "let") || source.isIdentifier(cursor, "var"),
               source.isIdentifier(cursor + 1, name) {
                return declaration(at: cursor + 1, isConstant: source.isIdentifier(cursor, "let"), blockEnd: end)
            }
            cursor = source.skip(cursor)
        }
        return nil
    }

    /// The type and value after a declared name.
    private func declaration(at nameIndex: Int, isConstant: Bool, blockEnd: Int) -> Declaration {
        var cursor = nameIndex + 1
        var type: String? = nil
        if source.kind(cursor) == .colon {
            let start = cursor + 1
            cursor = start
            while cursor < blockEnd, !source.isOperator(cursor, "="), source.kind(cursor) != .openBrace,
                  !(cursor > start && source[cursor].newlineBefore) {
                cursor = source.skip(cursor)
            }
            type = source.source(from: start, to: cursor)
        }
        if source.kind(cursor) == .openBrace, type != nil {
            var body = source.body(of: cursor)
            if source.isIdentifier(body.lowerBound, "get"), source.kind(body.lowerBound + 1) == .openBrace { body = source.body(of: body.lowerBound + 1) }
            // Observers (`didSet { }`) belong to a stored property.
            let isObserved = ["didSet", "willSet", "set"].contains { source.isIdentifier(body.lowerBound, $0) }
            return Declaration(type: type, value: nil, isConstant: false, getter: isObserved ? nil : body)
        }
        guard source.isOperator(cursor, "=") else { return Declaration(type: type, value: nil, isConstant: isConstant) }
        let valueStart = cursor + 1
        var valueEnd = valueStart
        while valueEnd < blockEnd, source.kind(valueEnd) != .semicolon {
            if valueEnd > valueStart, source[valueEnd].newlineBefore, ![.dot, .operator].contains(source[valueEnd].kind),
               source.kind(valueEnd - 1) != .operator {
                break
            }
            valueEnd = source.skip(valueEnd)
        }
        return Declaration(type: type, value: valueStart..<min(valueEnd, blockEnd), isConstant: isConstant)
    }

    /// `{ name in … }`, `{ (name: Type) in … }`.
    private func closureParameter(_ brace: Int, name: String) -> Declaration? {
        let body = source.body(of: brace)
        guard body.lowerBound > brace + 1 else { return nil }
        for index in (brace + 1)..<body.lowerBound where source.isIdentifier(index, name) {
            let type = source.kind(index + 1) == .colon && source.kind(index + 2) == .identifier ? source.text(index + 2) : nil
            return Declaration(type: type, value: nil, isConstant: true)
        }
        return nil
    }

    /// A parameter of `func f(label name: Type) … {` or `init(…) {` just before the brace.
    private func functionParameter(before brace: Int, name: String) -> Declaration? {
        var cursor = brace - 1
        var steps = 0
        while cursor >= 0, steps < 24 {
            if source.kind(cursor) == .closeParen {
                let open = Int(source.partners[cursor])
                guard open > 0 else { return nil }
                let isSignature = source.isIdentifier(open - 1, "init")
                    || (source.kind(open - 1) == .identifier && source.isIdentifier(open - 2, "func"))
                    || (source.isOperator(open - 1, ">") && (0..<12).contains { source.isIdentifier(open - 2 - $0, "func") })
                if isSignature {
                    for argument in source.arguments(in: open) {
                        let start = argument.label == nil ? argument.range.lowerBound : argument.range.lowerBound - 2
                        var nameIndex = start
                        if source.kind(start + 1) == .identifier { nameIndex = start + 1 }
                        guard source.isIdentifier(nameIndex, name) else { continue }
                        let typeIndex = nameIndex + 2
                        let type = source.kind(nameIndex + 1) == .colon && typeIndex < source.count ? typeText(from: typeIndex, in: argument.range) : nil
                        return Declaration(type: type, value: nil, isConstant: true)
                    }
                    return nil
                }
                cursor = open - 1
            } else if [.closeBrace, .semicolon, .openBrace].contains(source.kind(cursor)) {
                return nil
            } else {
                cursor -= 1
            }
            steps += 1
        }
        return nil
    }

    private func typeText(from start: Int, in range: Range<Int>) -> String {
        var end = start
        while end < range.upperBound, !source.isOperator(end, "=") { end = source.skip(end) }
        return source.source(from: start, to: end)
    }
}
