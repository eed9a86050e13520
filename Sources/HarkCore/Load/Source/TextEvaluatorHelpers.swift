/// The modifiers a text passes through unchanged, and how the evaluator finds its way
/// through a range of tokens: operators outside brackets, trailing separators.
extension TextEvaluator {
    static let textModifiers: Set<String> = [
        "bold", "italic", "font", "fontWeight", "foregroundColor", "foregroundStyle", "kerning", "tracking", "underline",
        "strikethrough", "baselineOffset", "monospacedDigit", "fontDesign", "fontWidth", "textCase", "monospaced", "smallCaps",
    ]

    /// View modifiers that change neither the text nor how VoiceOver reads it.
    static let viewModifiers: Set<String> = [
        "padding", "frame", "fixedSize", "lineLimit", "multilineTextAlignment", "minimumScaleFactor", "layoutPriority", "opacity",
        "onTapGesture", "contentShape", "id", "tag", "tint", "accentColor", "background", "overlay", "cornerRadius", "clipShape",
        "offset", "allowsTightening", "truncationMode", "help", "imageScale", "renderingMode", "symbolRenderingMode",
        "controlSize", "textSelection", "transition", "animation", "dynamicTypeSize", "lineSpacing", "shadow", "onAppear",
        "onChange", "onDisappear", "task", "environment", "scaledToFit", "scaledToFill", "resizable", "aspectRatio", "position",
        "ignoresSafeArea", "labelStyle", "symbolVariant", "alignmentGuide", "hidden",
    ]

    func trimmed(_ range: Range<Int>, in source: SourceFile) -> Range<Int> {
        var range = range
        while range.lowerBound < range.upperBound, source.kind(range.upperBound - 1) == .semicolon || source.kind(range.upperBound - 1) == .comma {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        return range.clamped(to: 0..<source.count)
    }

    /// The first token in `range`, outside brackets, that `matches`.
    func topLevel(_ range: Range<Int>, in source: SourceFile, where matches: (Int) -> Bool) -> Int? {
        var index = range.lowerBound
        while index < range.upperBound {
            if matches(index) { return index }
            index = source.skip(index)
        }
        return nil
    }

    func allTopLevel(_ range: Range<Int>, in source: SourceFile, where matches: (Int) -> Bool) -> [Int] {
        var found: [Int] = []
        var index = range.lowerBound
        while index < range.upperBound {
            if matches(index) { found.append(index) }
            index = source.skip(index)
        }
        return found
    }
}
