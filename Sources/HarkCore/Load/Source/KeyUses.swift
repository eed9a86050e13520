/// The localized texts a file's code uses, wherever it shows them: `NSLocalizedString`,
/// `String(localized:)`, a string literal given to a SwiftUI view or modifier that takes a
/// `LocalizedStringKey` (`Text`, `Button`, `.navigationTitle`…), a SwiftGen accessor, a
/// configured wrapper. They make a table's keys used (`l10n-unused`) and must exist in every
/// locale (`l10n-missing`).
struct KeyUses {
    let evaluator: TextEvaluator
    let file: Int
    /// Token ranges not to read: the declarations of accessors, read where they are used.
    let excluded: [Range<Int>]

    var source: SourceFile { evaluator.files[file] }

    /// Views and modifiers whose first argument, a string literal, is a `LocalizedStringKey`.
    static let keyTakingViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Section", "Picker", "TextField", "SecureField", "Link", "Menu", "NavigationLink",
        "Stepper", "DatePicker", "ColorPicker", "GroupBox", "DisclosureGroup", "LabeledContent", "ContentUnavailableView", "Tab",
        "ShareLink", "PasteButton", "ProgressView", "Gauge", "TextEditor",
    ]
    static let keyTakingModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "alert", "confirmationDialog", "help", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "badge", "tabItem", "contextMenu", "accessibilityAction", "fileImporter",
    ]
    static let localizationCalls: Set<String> = [
        "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringWithDefaultValue", "LocalizedStringResource",
        "LocalizedStringKey", "tr",
    ]

    /// The file's localized texts (keys and formats of keys), and how many lookups compute
    /// their key (`NSLocalizedString(name, …)`), which no one can check statically.
    func collect() -> (texts: [LocalizedText], dynamic: Int) {
        var texts: [LocalizedText] = []
        var dynamic = 0
        var excludedIndex = 0
        let sortedExcluded = excluded.sorted { $0.lowerBound < $1.lowerBound }
        var index = 0
        while index < source.count {
            while excludedIndex < sortedExcluded.count, sortedExcluded[excludedIndex].upperBound <= index { excludedIndex += 1 }
            if excludedIndex < sortedExcluded.count, sortedExcluded[excludedIndex].contains(index) {
                index = sortedExcluded[excludedIndex].upperBound
                continue
            }
            let token = source.tokens[index]
            if token.kind == .identifier, let (text, isDynamic) = use(at: index) {
                if let text { texts.append(text) }
                if isDynamic { dynamic += 1 }
            } else if token.kind == .stringOpen, let text = wrapped(at: index) {
                texts.append(text)
            }
            index += 1
        }
        return (texts.filter { $0.leaves.contains { if case .key = $0 { return true } else { return false } } }, dynamic)
    }

    /// A use starting at an identifier, and whether its key is computed.
    private func use(at index: Int) -> (LocalizedText?, Bool)? {
        let name = source.text(index)
        let previousIsDot = source.kind(index - 1) == .dot
        if KeyUses.localizationCalls.contains(name) || name == "String" || evaluator.functions.contains(where: { $0.name == name })
            || evaluator.symbols.functionWrappers[name] != nil {
            guard source.kind(index + 1) == .openParen else { return nil }
            let call = source.call(at: index)
            if name == "String", call.argument("localized") == nil { return nil }
            if name == "tr", call.arguments.count < 2 { return nil }
            let start = previousIsDot && source.kind(index - 2) == .identifier ? index - 2 : index
            let text = evaluator.text(start..<call.end, in: file, context: .string)
            let isDynamic = !text.leaves.contains { if case .key = $0 { return true } else { return false } }
            return (text, isDynamic && name != "tr")
        }
        let isView = !previousIsDot && KeyUses.keyTakingViews.contains(name)
        let isModifier = previousIsDot && KeyUses.keyTakingModifiers.contains(name)
        if isView || isModifier {
            guard source.kind(index + 1) == .openParen, let first = source.arguments(in: index + 1).first, first.label == nil,
                  source.kind(first.range.lowerBound) == .stringOpen,
                  let literal = source.stringLiteral(at: first.range.lowerBound), literal.close + 1 == first.range.upperBound else { return nil }
            let call = source.call(at: index)
            let table = call.argument("tableName").flatMap { source.stringLiteral(at: $0.range.lowerBound)?.value }
            if name == "Text", call.argument("tableName") != nil {
                return (evaluator.text(index..<call.end, in: file, context: .localizedKey), false)
            }
            let text = evaluator.text(first.range, in: file, context: .localizedKey)
            return (table == nil ? text : evaluator.text(index..<call.end, in: file, context: .localizedKey), false)
        }
        // A static member that is a localized text: `L10n.Settings.title`, `Strings.done`.
        if !previousIsDot, let first = name.unicodeScalars.first, first.properties.isUppercase, source.kind(index + 1) == .dot {
            var end = index + 1
            while source.kind(end) == .dot, source.kind(end + 1) == .identifier { end += 2 }
            if source.kind(end) == .openParen { end = source.skip(end) }
            let text = evaluator.text(index..<end, in: file, context: .string)
            if case .expression = text { return nil }
            return (text, false)
        }
        return nil
    }

    /// `"key".localized`: a literal passed through a wrapper.
    private func wrapped(at index: Int) -> LocalizedText? {
        guard let literal = source.stringLiteral(at: index), source.kind(literal.close + 1) == .dot,
              source.kind(literal.close + 2) == .identifier else { return nil }
        let name = source.text(literal.close + 2)
        guard evaluator.symbols.wrappers[name] != nil || evaluator.functions.contains(where: { $0.name == name && $0.form == .postfix }) else {
            return nil
        }
        let end = source.call(at: literal.close + 2).end
        let text = evaluator.text(index..<end, in: file, context: .string)
        return text
    }
}
