/// Previews: `#Preview { … }` and a `PreviewProvider`'s body, code that shows screens in Xcode,
/// never in the app.
enum SwiftUIPreviews {
    /// The token ranges of the file's previews.
    static func ranges(in source: SourceFile) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        var index = 0
        while index < source.count {
            if source.kind(index) == .openBrace, isInPreview([index], in: source) {
                let end = min(source.partner(index) + 1, source.count)
                ranges.append(index..<end)
                index = end
                continue
            }
            index += 1
        }
        return ranges
    }

    /// Whether one of the groups (`{` indices) opens a preview.
    static func isInPreview(_ groups: [Int], in source: SourceFile) -> Bool {
        for group in groups where source.kind(group) == .openBrace {
            var before = group - 1
            if source.kind(before) == .closeParen { before = max(Int(source.partners[before]), 0) - 1 }
            if source.kind(before) == .pound, source.equals(before, "#Preview") { return true }
            if source.isIdentifier(group - 1, "View"), source.isIdentifier(group - 2, "some"), source.kind(group - 3) == .colon,
               source.isIdentifier(group - 4, "previews") { return true }
            if headerMentions(group, "PreviewProvider", in: source) { return true }
        }
        return false
    }

    private static func headerMentions(_ brace: Int, _ name: String, in source: SourceFile) -> Bool {
        var cursor = brace - 1
        var steps = 0
        while cursor >= 0, steps < 16, [.identifier, .colon, .comma, .dot].contains(source[cursor].kind) {
            if source.isIdentifier(cursor, name) { return true }
            cursor -= 1
            steps += 1
        }
        return false
    }
}
