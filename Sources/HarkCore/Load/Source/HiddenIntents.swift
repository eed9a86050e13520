/// App Intents the system never surfaces: a type that declares `static let isDiscoverable =
/// false` (or `{ false }`) is kept out of Shortcuts, Spotlight and Siri, and runs only from the
/// app's own buttons and widgets, which label themselves. Its `title` and `description` are
/// then read by no one: their keys are used, their texts not audited (DuckDuckGo's
/// `CancelSnoozeVPNIntent`, a widget button's intent).
enum HiddenIntents {
    /// The tokens of the `title` and `description` declarations of every hidden intent.
    static func unseenTextRanges(in source: SourceFile) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        for index in 0..<source.count where source.isIdentifier(index, "isDiscoverable") && isHidingDeclaration(at: index, in: source) {
            guard let body = source.enclosingGroup(of: index), source.kind(body) == .openBrace else { continue }
            ranges += textDeclarations(in: body, of: source)
        }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    /// `static let isDiscoverable = false`, `static var isDiscoverable: Bool { false }` (or
    /// `{ return false }`); `index` is at the name.
    private static func isHidingDeclaration(at index: Int, in source: SourceFile) -> Bool {
        guard source.isIdentifier(index - 1, "let") || source.isIdentifier(index - 1, "var"),
              source.isIdentifier(index - 2, "static") else { return false }
        var cursor = index + 1
        if source.kind(cursor) == .colon, source.isIdentifier(cursor + 1, "Bool") { cursor += 2 }
        if source.isOperator(cursor, "=") { return source.isIdentifier(cursor + 1, "false") }
        guard source.kind(cursor) == .openBrace else { return false }
        if source.isIdentifier(cursor + 1, "return") { cursor += 1 }
        return source.isIdentifier(cursor + 1, "false") && source.kind(cursor + 2) == .closeBrace
    }

    /// The `static let|var title|description …` declarations directly in the type's body: from
    /// the name to the next statement of the body.
    private static func textDeclarations(in body: Int, of source: SourceFile) -> [Range<Int>] {
        let end = source.partner(body)
        guard end > body else { return [] }
        var ranges: [Range<Int>] = []
        var index = body + 1
        while index < end {
            defer { index += 1 }
            guard source.isIdentifier(index, "title") || source.isIdentifier(index, "description"),
                  source.isIdentifier(index - 1, "let") || source.isIdentifier(index - 1, "var"),
                  source.isIdentifier(index - 2, "static"), source.enclosingGroup(of: index) == body else { continue }
            var next = index + 1
            while next < end && !startsStatement(next, in: body, of: source) { next += 1 }
            ranges.append(index..<next)
            index = next - 1
        }
        return ranges
    }

    /// Whether the token at `index` starts a new statement of the body: on a new line, at the
    /// body's own depth, not carrying on the line before (after `=`, `.`, `,` or an operator).
    private static func startsStatement(_ index: Int, in body: Int, of source: SourceFile) -> Bool {
        guard source.tokens[index].newlineBefore, source.enclosingGroup(of: index) == body else { return false }
        switch source.kind(index - 1) {
        case .operator, .dot, .comma, .colon: return false
        default: return source.kind(index) != .dot && source.kind(index) != .operator
        }
    }
}
