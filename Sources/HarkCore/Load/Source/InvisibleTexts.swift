/// SwiftUI texts drawn invisible: `Text("empty").lineLimit(1).opacity(0)` or `.hidden()`, a
/// line that only holds its height in a layout (Aidoku's home scroller). No one sees or hears
/// them (SwiftUI leaves a hidden or fully transparent view out of the accessibility tree), so
/// their keys are used but their texts are not audited, as `HiddenIntents`' are.
enum InvisibleTexts {
    /// The tokens of each such `Text(…)` call.
    static func ranges(in source: SourceFile) -> [Range<Int>] {
        guard source.dialect == .swift else { return [] }
        var ranges: [Range<Int>] = []
        var index = 0
        while index < source.count {
            defer { index += 1 }
            guard source.isIdentifier(index, "Text"), source.kind(index + 1) == .openParen, source.kind(index - 1) != .dot else { continue }
            let call = source.call(at: index)
            let (modifiers, _) = source.modifiers(from: call.end)
            guard modifiers.contains(where: { isInvisible($0, in: source) }) else { continue }
            ranges.append(index..<call.end)
            index = call.end - 1
        }
        return ranges
    }

    /// `.hidden()`, `.opacity(0)`.
    private static func isInvisible(_ modifier: SourceModifier, in source: SourceFile) -> Bool {
        switch modifier.name {
        case "hidden":
            return modifier.call.parens != nil && modifier.call.arguments.isEmpty
        case "opacity":
            guard modifier.call.arguments.count == 1, let argument = modifier.call.arguments.first, argument.label == nil,
                  argument.range.count == 1 else { return false }
            return ["0", "0.0"].contains(source.text(argument.range.lowerBound))
        default:
            return false
        }
    }
}
