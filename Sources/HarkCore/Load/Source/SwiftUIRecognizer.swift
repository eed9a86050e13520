/// Finds SwiftUI toggles in a Swift file and reads each as VoiceOver meets it: its name (the
/// title, or the label view's texts), its modifiers, the `Section` around it and the screen
/// (the view type, titled by `.navigationTitle`).
struct SwiftUIRecognizer {
    let evaluator: TextEvaluator
    let file: Int

    let source: SourceFile

    init(evaluator: TextEvaluator, file: Int) {
        self.evaluator = evaluator
        self.file = file
        source = evaluator.files[file]
    }

    /// A toggle read from the source, before it is placed on a screen.
    struct Toggle {
        let screen: ScreenPlace
        let section: SectionPlace?
        var cell: Cell
        /// The project's own `ToggleStyle`, if one draws it: read as a switch, and counted.
        var customStyle: String? = nil
    }

    struct ScreenPlace: Hashable {
        /// The view type's name (or the file's, for code outside any type).
        let name: String
        /// The type body's opening brace (-1 for none).
        let body: Int
    }

    struct SectionPlace {
        /// The `Section`'s name token.
        let index: Int
        let header: LocalizedText?
    }

    /// More toggles than any settings screen has: a file past this is not read further.
    static let maximumPerFile = 2_000

    /// The file's toggles, and how many it has that are not read as switches.
    struct Found {
        var toggles: [Toggle] = []
        /// In previews, in `unbuilt` code (`UnbuiltBranches`), in menus (`isInMenu`).
        var previews = 0
        var unbuilt = 0
        var menuItems = 0
    }

    /// `previewOnly`: the bodies of views only previews make (`PreviewOnlyViews`).
    func toggles(unbuilt: [Range<Int>] = [], previewOnly: [Range<Int>] = []) -> Found {
        var found = Found()
        var branches = SwiftUIBranches(source: source, file: PathDisplay().relative(source.path))
        for index in 0..<source.count where source.tokens[index].kind == .identifier && isToggleSite(index) {
            guard found.toggles.count + found.previews < SwiftUIRecognizer.maximumPerFile else { break }
            if unbuilt.contains(where: { $0.contains(index) }) {
                found.unbuilt += 1
                continue
            }
            let groups = source.enclosingGroups(of: index)
            if isInPreview(groups) || previewOnly.contains(where: { $0.contains(index) }) {
                found.previews += 1
                continue
            }
            if isInMenu(groups) {
                found.menuItems += 1
                continue
            }
            // A style's `makeBody(configuration:)` redraws the toggles that use the style, each
            // read where it is written: its own `Toggle` is no switch of the app.
            if isInStyleBody(groups) { continue }
            var toggle = toggle(at: index, groups: groups)
            toggle.cell.branches = branches.around(index, groups: groups)
            found.toggles.append(toggle)
        }
        return found
    }

    /// `Toggle(` calls that are not read as toggles: a method of a value (`model.Toggle(`), a
    /// closure on a line of its own.
    func unreadSites() -> Int {
        (0..<source.count).filter { index in
            source.tokens[index].kind == .identifier && source.equals(index, "Toggle") && source.kind(index + 1) == .openParen
                && !isToggleSite(index) && !(source.kind(index - 1) == .identifier
                    && SwiftUIRecognizer.declarationKeywords.contains(source.text(index - 1)))
        }.count
    }

    private static let declarationKeywords: Set<String> = [
        "func", "struct", "class", "enum", "extension", "typealias", "case", "protocol", "var", "let", "init", "import", "actor",
    ]

    /// `Toggle(`, `Toggle {`, `SwiftUI.Toggle(`, `Defaults.Toggle(`: a type named Toggle, called.
    private func isToggleSite(_ index: Int) -> Bool {
        guard source.equals(index, "Toggle"), source.kind(index + 1) == .openParen || source.kind(index + 1) == .openBrace else { return false }
        let previous = index - 1
        if source.kind(previous) == .dot {
            // A qualified type (`SwiftUI.Toggle`), not a method of a value.
            guard source.kind(previous - 1) == .identifier, let first = source.text(previous - 1).unicodeScalars.first,
                  first.properties.isUppercase else { return false }
            // The project's own `SettingsItem.Toggle`, a model, is no view.
            if evaluator.symbols.isOtherToggleType(qualifier: source.text(previous - 1)) { return false }
            return !SwiftUIRecognizer.declarationKeywords.contains(source.text(previous - 3))
        }
        if source.kind(previous) == .identifier, SwiftUIRecognizer.declarationKeywords.contains(source.text(previous)) { return false }
        // `Toggle {` right after a `)` or a name is a trailing closure of something else's.
        if source.kind(index + 1) == .openBrace, source[index + 1].newlineBefore { return false }
        // A toggle has a binding, a title or a label; `Toggle(from: decoder)` makes something else.
        let call = source.call(at: index)
        // `Toggle(configuration)` in a `ToggleStyle`'s `makeBody` draws again the toggle the
        // style is given, which is found where the app makes it: no toggle of its own.
        if call.closures.isEmpty, call.arguments.count == 1, call.arguments[0].label == nil, call.parens != nil,
           source.kind(call.arguments[0].range.lowerBound) == .identifier, call.arguments[0].range.count == 1 {
            return false
        }
        return !call.closures.isEmpty || call.arguments.contains { argument in
            argument.label == nil || ["isOn", "sources", "label", "key"].contains(argument.label ?? "")
        }
    }

    /// The token ranges of the file's previews (`SwiftUIPreviews`).
    func previewRanges() -> [Range<Int>] { SwiftUIPreviews.ranges(in: source) }

    private func isInPreview(_ groups: [Int]) -> Bool { SwiftUIPreviews.isInPreview(groups, in: source) }

    // MARK: - One toggle

    private func toggle(at index: Int, groups: [Int]) -> Toggle {
        let location = source.location(index)
        let call = source.call(at: index)
        // The name: a title argument, or the label view.
        var text: LocalizedText? = nil
        if let title = call.arguments.first, title.label == nil {
            text = evaluator.text(title.range, in: file, context: evaluator.titleContext(title.range, in: file))
        } else if let label = call.closure(nil) ?? call.closure("label") {
            // A label of images alone, or nothing, names nothing.
            text = evaluator.viewText(block: source.body(of: label.open), in: file)
        } else if let label = call.argument("label") {
            // `label: { … }`, or a label view passed in (`label: label`).
            text = source.kind(label.range.lowerBound) == .openBrace
                ? evaluator.viewText(block: source.body(of: label.range.lowerBound), in: file)
                : evaluator.expression(label.range, in: file)
        }
        var control = SwitchControl(className: qualifiedName(index), superclass: .uiSwitch, isOn: false, isEnabled: true,
                                    onTintColor: nil, thumbTintColor: nil, tintColor: nil, onImage: nil, offImage: nil, frame: nil,
                                    accessibility: nil, ignore: IgnoreList(), location: location)
        if let isOn = call.argument("isOn"), source.kind(isOn.range.lowerBound) == .dot, source.isIdentifier(isOn.range.lowerBound + 1, "constant") {
            control.isOn = source.isIdentifier(isOn.range.lowerBound + 3, "true")
        }
        var spec = AccessibilitySpec(location: location)
        var identifier: String? = nil
        var childrenIgnored = false
        let (modifiers, _) = source.modifiers(from: call.end)
        for modifier in modifiers {
            let argument = modifier.call.arguments.first
            let modifierLocation = source.location(modifier.call.nameIndex)
            switch modifier.name {
            case "accessibilityLabel":
                if let argument { spec.label = evaluator.accessibilityText(argument.range, in: file); spec.location = modifierLocation }
            case "accessibilityHint", "help":
                // `.help` is a tooltip on macOS and the accessibility hint everywhere.
                if let argument { spec.hint = evaluator.accessibilityText(argument.range, in: file); spec.location = modifierLocation }
            case "accessibilityValue":
                if let argument { spec.value = evaluator.accessibilityText(argument.range, in: file); spec.location = modifierLocation }
            case "accessibilityHidden":
                if let argument, source.isIdentifier(argument.range.lowerBound, "true") { spec.hidden = true; spec.location = modifierLocation }
            case "accessibilityIdentifier":
                if let argument { identifier = source.stringLiteral(at: argument.range.lowerBound)?.value }
            case "accessibilityElement":
                // `.ignore` makes one element of the toggle that reads none of its label.
                if let argument = modifier.call.argument("children"), source.isIdentifier(argument.range.lowerBound + 1, "ignore") {
                    childrenIgnored = true
                }
            case "disabled":
                if let argument, source.isIdentifier(argument.range.lowerBound, "true"), argument.range.count == 1 { control.isEnabled = false }
            default:
                // The project's own modifier that sets the label or hint from what it is passed.
                let sets = evaluator.accessibilitySet(byModifier: modifier.name)
                let code = { evaluator.expression(modifier.call.nameIndex..<modifier.call.end, in: file) }
                if sets.label { spec.label = code(); spec.location = modifierLocation }
                if sets.hint { spec.hint = code(); spec.location = modifierLocation }
            }
        }
        if childrenIgnored && spec.label == nil { text = nil }
        // A view around it that VoiceOver reads as one element (`.accessibilityElement(children:
        // .combine)`) is named by all the texts it holds, the toggle's own label among them.
        if spec.label == nil, !childrenIgnored, let combined = combinedContainer(groups) {
            text = evaluator.viewText(block: source.body(of: combined.group), in: file)
            // Its own label and hint, if it has them, are the element's (Convos's "Read
            // receipts" row, a `Toggle("")` in a combined container labelled so).
            for modifier in combined.modifiers {
                guard let argument = modifier.call.arguments.first else { continue }
                let modifierLocation = source.location(modifier.call.nameIndex)
                switch modifier.name {
                case "accessibilityLabel": spec.label = evaluator.accessibilityText(argument.range, in: file); spec.location = modifierLocation
                case "accessibilityHint": spec.hint = evaluator.accessibilityText(argument.range, in: file); spec.location = modifierLocation
                default: continue
                }
            }
        }
        if isDisabledByContainer(groups) { control.isEnabled = false }
        let style = toggleStyle(modifiers: modifiers, groups: groups)
        if style == .known(.button) {
            // A button that is selected while on: no longer a switch of UIKit's.
            control.style = .button
            control.superclass = .uiControl
        }
        let hasSpec = spec.label != nil || spec.hint != nil || spec.value != nil || spec.hidden != nil
        control.accessibility = hasSpec ? spec : nil
        var cell = Cell(id: identifier ?? bindingName(call) ?? "Toggle-\(location.line)", text: text, label: nil, switchControl: control,
                        accessibility: nil, layout: nil, background: nil, expectedSpeech: [], ignore: IgnoreList(), location: location)
        cell.phrasing = SourceFormat.swiftUIPhrasing
        cell.numberOfLines = lineLimit(of: call, modifiers: modifiers, groups: groups)
        var customStyle: String? = nil
        if case .custom(let name) = style { customStyle = name }
        return Toggle(screen: screen(groups), section: section(groups), cell: cell, customStyle: customStyle)
    }

    /// The lines the toggle's label may use: SwiftUI's `Text` wraps (0, as many as needed)
    /// unless a `.lineLimit` applies, on the toggle, on a view of its label or on a view around
    /// it (the limit is passed down the environment). The smallest limit wins.
    private func lineLimit(of call: SourceCall, modifiers: [SourceModifier], groups: [Int]) -> Int {
        var limits = modifiers.filter { $0.name == "lineLimit" }.map { lineLimit($0.call) }
        for index in call.nameIndex..<min(call.end, source.count)
        where source.kind(index) == .dot && source.isIdentifier(index + 1, "lineLimit") && source.kind(index + 2) == .openParen {
            limits.append(lineLimit(source.call(at: index + 1)))
        }
        for group in groups where source.kind(group) == .openBrace {
            if typeName(ofBody: group) != nil { break }
            let end = min(source.partner(group) + 1, source.count)
            limits += source.modifiers(from: end).modifiers.filter { $0.name == "lineLimit" }.map { lineLimit($0.call) }
        }
        return limits.filter { $0 > 0 }.min() ?? 0
    }

    /// `.lineLimit(1)` → 1, `.lineLimit(2...3)` → 3, `.lineLimit(...2)` → 2, `.lineLimit(..<3)` → 2,
    /// `.lineLimit(2, reservesSpace: true)` → 2; `nil`, `1...` (at least one line) and what
    /// cannot be read → 0 (no limit: a limit is only claimed when the code states it).
    private func lineLimit(_ call: SourceCall) -> Int {
        guard let argument = call.arguments.first, argument.label == nil else { return 0 }
        let text = source.source(from: argument.range.lowerBound, to: argument.range.upperBound).filter { !$0.isWhitespace }
        if let count = Int(text) { return max(count, 0) }
        for (separator, adjustment) in [("..<", -1), ("...", 0)] {
            guard let range = text.range(of: separator), let upper = Int(text[range.upperBound...]) else { continue }
            let lower = text[..<range.lowerBound]
            guard lower.isEmpty || Int(lower) != nil else { return 0 }
            return max(upper + adjustment, 0)
        }
        return 0
    }

    /// `SwiftUI.Toggle`, `Defaults.Toggle`: the class the model names.
    private func qualifiedName(_ index: Int) -> String {
        source.kind(index - 1) == .dot ? source.text(index - 2) + ".Toggle" : "Toggle"
    }

    /// `isOn: $settings.showImages` → "settings.showImages": a name that stays when lines move.
    private func bindingName(_ call: SourceCall) -> String? {
        guard let binding = call.argument("isOn") ?? call.argument("key") ?? call.argument("sources") else { return nil }
        var text = source.source(from: binding.range.lowerBound, to: binding.range.upperBound)
        for prefix in ["$", "self.", "$", "."] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        guard !text.isEmpty, text.utf8.count <= 60, text.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return nil }
        return text
    }

    /// The innermost view around the toggle, within its type, that combines its children into
    /// one accessibility element.
    private func combinedContainer(_ groups: [Int]) -> (group: Int, modifiers: [SourceModifier])? {
        for group in groups where source.kind(group) == .openBrace {
            if typeName(ofBody: group) != nil { return nil }
            var end = min(source.partner(group) + 1, source.count)
            // Past labeled trailing closures (`} label: { … }`).
            while source.kind(end) == .identifier, source.kind(end + 1) == .colon, source.kind(end + 2) == .openBrace {
                end = source.skip(end + 2)
            }
            let (modifiers, _) = source.modifiers(from: end)
            for modifier in modifiers where modifier.name == "accessibilityElement" {
                if let children = modifier.call.argument("children"), source.isIdentifier(children.range.lowerBound + 1, "combine") {
                    return (group, modifiers)
                }
            }
        }
        return nil
    }

    /// A `.disabled(true)` on a view that contains the toggle.
    private func isDisabledByContainer(_ groups: [Int]) -> Bool {
        for group in groups where source.kind(group) == .openBrace {
            let end = min(source.partner(group) + 1, source.count)
            let (modifiers, _) = source.modifiers(from: end)
            if modifiers.contains(where: { $0.name == "disabled" && $0.call.arguments.first.map { source.isIdentifier($0.range.lowerBound, "true") && $0.range.count == 1 } == true }) {
                return true
            }
        }
        return false
    }

    // MARK: - Where it is

    /// The view type around the toggle.
    private func screen(_ groups: [Int]) -> ScreenPlace {
        for group in groups where source.kind(group) == .openBrace {
            if let name = typeName(ofBody: group) { return ScreenPlace(name: name, body: group) }
        }
        let base = FileSystem.baseName(source.path)
        return ScreenPlace(name: String(base.prefix { $0 != "." }), body: -1)
    }

    /// `struct SettingsView: View {` → "SettingsView"; nil when the brace opens something else.
    func typeName(ofBody brace: Int) -> String? {
        var cursor = brace - 1
        var steps = 0
        var lastName: String? = nil
        while cursor >= 0, steps < 40 {
            switch source.kind(cursor) {
            case .identifier:
                let word = source.text(cursor)
                if ["struct", "class", "enum", "extension", "actor"].contains(word) { return lastName }
                if !["where", "some", "any"].contains(word) && !(source.kind(cursor - 1) == .colon) && source.kind(cursor + 1) != .dot {
                    lastName = word
                }
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

    /// The `Section` whose content holds the toggle, with its header.
    private func section(_ groups: [Int]) -> SectionPlace? {
        for group in groups where source.kind(group) == .openBrace {
            // The content closure: `Section { … }` or `Section("Header") { … }` or `content: { … }`.
            var nameIndex = group - 1
            if source.kind(nameIndex) == .closeParen { nameIndex = Int(source.partners[nameIndex]) - 1 }
            if source.kind(group - 1) == .colon, source.isIdentifier(group - 2, "content") {
                // `Section(content: { … }, header: …)`: the call's `(` encloses the closure.
                if let paren = source.enclosingGroup(of: group), source.kind(paren) == .openParen { nameIndex = paren - 1 }
            }
            guard nameIndex >= 0, source.isIdentifier(nameIndex, "Section") else {
                if typeName(ofBody: group) != nil { return nil }
                continue
            }
            return SectionPlace(index: nameIndex, header: header(of: source.call(at: nameIndex)))
        }
        return nil
    }

    private func header(of call: SourceCall) -> LocalizedText? {
        if let title = call.unlabeled.first, source.kind(title.range.lowerBound) != .openBrace {
            return evaluator.text(title.range, in: file, context: evaluator.titleContext(title.range, in: file))
        }
        if let header = call.argument("header") {
            if source.kind(header.range.lowerBound) == .openBrace { return evaluator.viewText(block: source.body(of: header.range.lowerBound), in: file) }
            return evaluator.viewText(statement: header.range, in: file)
        }
        if let closure = call.closure("header") { return evaluator.viewText(block: source.body(of: closure.open), in: file) }
        return nil
    }

    /// The screen's title: the first `.navigationTitle(…)` in the view type.
    func title(of screen: ScreenPlace) -> LocalizedText? {
        let range = screen.body >= 0 ? (screen.body + 1)..<min(source.partner(screen.body), source.count) : 0..<source.count
        for index in range where source.kind(index) == .dot && (source.isIdentifier(index + 1, "navigationTitle") || source.isIdentifier(index + 1, "navigationBarTitle")) {
            let call = source.call(at: index + 1)
            guard let argument = call.arguments.first else { continue }
            return evaluator.accessibilityText(argument.range, in: file)
        }
        return nil
    }
}
