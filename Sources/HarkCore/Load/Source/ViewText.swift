/// What VoiceOver reads for a SwiftUI view given as a label (a `Toggle`'s, a `Section`'s
/// header): the texts it contains, in order, joined as SwiftUI combines a label's children;
/// images say nothing unless labeled; a branch (`if`, `switch`) is one of its texts.
extension TextEvaluator {
    private static let stacks: Set<String> = ["HStack", "VStack", "ZStack", "Group", "LazyHStack", "LazyVStack", "ViewThatFits", "LabeledContent"]
    private static let silentViews: Set<String> = [
        "Image", "Spacer", "Divider", "EmptyView", "Color", "Rectangle", "Circle", "Capsule", "RoundedRectangle", "Ellipse",
        "ProgressView", "AsyncImage",
    ]

    /// The text of a block of view-builder statements; nil when it shows no text. In a view
    /// function's body, `scope` holds what its parameters are.
    func viewText(block range: Range<Int>, in file: Int, scope: ViewScope = ViewScope(), depth: EvaluationDepth? = nil) -> LocalizedText? {
        let source = files[file]
        let depth = depth ?? firstLevel(in: file)
        let texts = source.statements(in: range).compactMap {
            viewText(statement: $0, in: file, scope: scope, depth: depth + 1)
        }
        guard let first = texts.first else { return nil }
        return bounded(texts.count == 1 ? first : .joined(texts, separator: LocalizedText.viewSeparator, at: first.location),
                       of: range, in: file, depth: depth)
    }

    /// The text of one view (a call with its modifiers, an `if`, a `switch`).
    func viewText(statement range: Range<Int>, in file: Int, scope: ViewScope = ViewScope(), depth: EvaluationDepth? = nil) -> LocalizedText? {
        let depth = depth ?? firstLevel(in: file)
        return statementText(range, in: file, scope: scope, depth: depth).map { bounded($0, of: range, in: file, depth: depth) }
    }

    private func statementText(_ range: Range<Int>, in file: Int, scope: ViewScope, depth: EvaluationDepth) -> LocalizedText? {
        let bindings = scope.values
        let source = files[file]
        guard !range.isEmpty, depth.allows(below: 12, reading: range.count + 1) else { return nil }
        let start = range.lowerBound
        let location = source.location(start)
        if source.isIdentifier(start, "if") {
            // `if let subtitle { … }` of a parameter left out: nothing.
            if source.isIdentifier(start + 1, "let"), source.kind(start + 2) == .identifier, scope.leftOut.contains(source.text(start + 2)),
               source.kind(start + 3) == .openBrace || source.isOperator(start + 3, "=") && source.isIdentifier(start + 4, source.text(start + 2))
                && source.kind(start + 5) == .openBrace {
                return nil
            }
            // Every branch: `if … { A } else if … { B } else { C }`.
            let branches = allTopLevel(range, in: source) { source.kind($0) == .openBrace }
            let texts = branches.compactMap { viewText(block: source.body(of: $0), in: file, scope: scope, depth: depth + 1) }
            return texts.isEmpty ? nil : choice(texts, at: location)
        }
        if source.isIdentifier(start, "switch"), let brace = topLevel(range, in: source, where: { source.kind($0) == .openBrace }) {
            let texts = cases(in: source.body(of: brace), source: source).compactMap {
                viewText(block: $0, in: file, scope: scope, depth: depth + 1)
            }
            return texts.isEmpty ? nil : choice(texts, at: location)
        }
        if source.isIdentifier(start, "let") || source.isIdentifier(start, "var") || source.isIdentifier(start, "return") {
            return source.isIdentifier(start, "return")
                ? viewText(statement: (start + 1)..<range.upperBound, in: file, scope: scope, depth: depth + 1) : nil
        }
        if source.kind(start) == .pound { return nil }
        if !allTopLevel(range, in: source, where: { source.isOperator($0, "+") }).isEmpty {
            return text(range, in: file, context: .localizedKey, bindings: bindings, depth: depth)
        }
        guard source.kind(start) == .identifier else { return expression(range, in: file) }
        // The view's name, qualified or not (`SwiftUI.Text`).
        var nameIndex = start
        while source.kind(nameIndex + 1) == .dot, source.kind(nameIndex + 2) == .identifier, nameIndex + 2 < range.upperBound { nameIndex += 2 }
        let name = source.text(nameIndex)
        let call = source.call(at: nameIndex)
        var value: LocalizedText?
        switch name {
        case "Text":
            value = text(start..<call.end, in: file, context: .localizedKey, bindings: bindings, depth: depth)
        case "Label":
            if let title = call.unlabeled.first {
                value = text(title.range, in: file, context: titleContext(title.range, in: file), bindings: bindings, depth: depth)
            } else if let title = call.argument("title") {
                value = closureOrView(title.range, in: file, scope: scope, depth: depth)
            } else if let closure = call.closure(nil) {
                value = viewText(block: source.body(of: closure.open), in: file, scope: scope, depth: depth + 1)
            }
        case _ where TextEvaluator.stacks.contains(name):
            if let closure = call.closure(nil) ?? call.closure("content") {
                value = viewText(block: source.body(of: closure.open), in: file, scope: scope, depth: depth + 1)
            } else if let content = call.argument("content") {
                value = closureOrView(content.range, in: file, scope: scope, depth: depth)
            }
        case "Image" where call.argument("label") != nil:
            value = call.argument("label").flatMap { viewText(statement: $0.range, in: file, scope: scope, depth: depth + 1) }
        case _ where TextEvaluator.silentViews.contains(name):
            value = nil
        case "ForEach":
            return expression(range, in: file)
        case "Button", "Link":
            // A button in a label ("I accept the" beside `Button("Privacy Policy") { … }`) reads
            // its title; its action is code that runs when pressed, nothing VoiceOver reads.
            if let title = call.unlabeled.first {
                value = text(title.range, in: file, context: titleContext(title.range, in: file), bindings: bindings, depth: depth)
            } else if let label = call.closure("label") ?? (name == "Link" || call.argument("action") != nil ? call.closure(nil) : nil) {
                value = viewText(block: source.body(of: label.open), in: file, scope: scope, depth: depth + 1)
            } else {
                value = expression(start..<call.end, in: file)
            }
        case "Toggle":
            // Inside a view read as one element: the toggle's own title or label.
            if let title = call.unlabeled.first {
                value = text(title.range, in: file, context: titleContext(title.range, in: file), bindings: bindings, depth: depth)
                if case .literal(let words, _)? = value, words.isEmpty { value = nil }
            } else if let label = call.closure(nil) ?? call.closure("label") {
                value = viewText(block: source.body(of: label.open), in: file, scope: scope, depth: depth + 1)
            }
        default:
            if scope.images.contains(source.text(start)) {
                // A parameter that holds an image shows no text (`image.resizable()`).
                value = nil
            } else if call.parens == nil && call.closures.isEmpty && nameIndex + 1 == range.upperBound {
                return bindings[name] ?? expression(range, in: file)
            } else {
                let callee = source.source(from: start, to: nameIndex + 1)
                value = call.parens == nil ? nil : viewFunctionText(callee, call, in: file, bindings: bindings, depth: depth)
                // A package's image view (Nuke's `LazyImage`, Kingfisher's `KFImage`,
                // SDWebImage's `WebImage`) draws a picture with no label: it says nothing.
                if value == nil, !name.hasSuffix("Image") { value = expression(start..<call.end, in: file) }
            }
        }
        // Modifiers VoiceOver reads through.
        let (modifiers, _) = source.modifiers(from: call.end)
        for modifier in modifiers {
            switch modifier.name {
            case "accessibilityLabel":
                if let argument = modifier.call.unlabeled.first { value = accessibilityText(argument.range, in: file, bindings: bindings, depth: depth) }
            case "accessibilityHidden":
                if let argument = modifier.call.unlabeled.first, source.isIdentifier(argument.range.lowerBound, "true") { value = nil }
            default:
                continue
            }
        }
        return value
    }

    /// A `title: { … }` closure or a view value.
    private func closureOrView(_ range: Range<Int>, in file: Int, scope: ViewScope, depth: EvaluationDepth) -> LocalizedText? {
        let source = files[file]
        if source.kind(range.lowerBound) == .openBrace {
            return viewText(block: source.body(of: range.lowerBound), in: file, scope: scope, depth: depth + 1)
        }
        return viewText(statement: range, in: file, scope: scope, depth: depth + 1)
    }

    /// The argument of `.accessibilityLabel(_:)`, `.accessibilityHint(_:)`: a literal is a
    /// `LocalizedStringKey`, a `Text` is read as a view, a `String` as it is.
    func accessibilityText(_ range: Range<Int>, in file: Int, bindings: Bindings = [:], depth: EvaluationDepth? = nil) -> LocalizedText {
        let source = files[file]
        let depth = depth ?? firstLevel(in: file)
        if isLiteralKey(range, in: file) { return text(range, in: file, context: .localizedKey, bindings: bindings, depth: depth) }
        if source.isIdentifier(range.lowerBound, "Text") {
            return viewText(statement: range, in: file, scope: ViewScope(values: bindings), depth: depth + 1) ?? .literal("", at: source.location(range.lowerBound))
        }
        return text(range, in: file, context: .string, bindings: bindings, depth: depth)
    }

    /// The bodies of a `switch`'s cases: the statements after each `case …:` or `default:`.
    private func cases(in body: Range<Int>, source: SourceFile) -> [Range<Int>] {
        var labels: [Int] = []
        var index = body.lowerBound
        while index < body.upperBound {
            if source.isIdentifier(index, "case") || source.isIdentifier(index, "default") { labels.append(index) }
            index = source.skip(index)
        }
        var result: [Range<Int>] = []
        for (position, label) in labels.enumerated() {
            let end = position + 1 < labels.count ? labels[position + 1] : body.upperBound
            guard let colon = topLevel(label..<end, in: source, where: { source.kind($0) == .colon }) else { continue }
            result.append((colon + 1)..<end)
        }
        return result
    }
}
