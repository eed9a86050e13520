/// Finds switches UIKit code creates (`UISwitch()`, `UISwitch(frame:)`, a project subclass;
/// `[[UISwitch alloc] init…]`, `[UISwitch new]`) and reads them as UIKit presents them to
/// VoiceOver (`docs/uikit-code.md`): a switch that is a table cell's `accessoryView` is one
/// element with the cell, named by the cell's text; a switch added to a view (the cell's
/// `contentView`, a stack) is an element of its own, named only by its `accessibilityLabel`.
struct UIKitRecognizer {
    let evaluator: TextEvaluator
    let file: Int

    let source: SourceFile

    init(evaluator: TextEvaluator, file: Int) {
        self.evaluator = evaluator
        self.file = file
        source = evaluator.files[file]
    }
    var isSwift: Bool { source.dialect == .swift }

    struct Switch {
        /// The class (the view controller or cell) the code is in.
        let screen: String
        let screenBody: Int
        let cell: Cell
    }

    enum Placement {
        /// The cell's `accessoryView` (or a `UICellAccessory`): the cell's text names it.
        case accessory(cell: String)
        /// Added to a view: it needs its own label.
        case subview
        case unknown
    }

    /// More switches than any file of real code creates: a file past this is not read further.
    static let maximumPerFile = 200

    func switches() -> [Switch] {
        var result: [Switch] = []
        for index in 0..<source.count where source.tokens[index].kind == .identifier && isCreation(index) {
            guard result.count < UIKitRecognizer.maximumPerFile else { break }
            result.append(read(at: index))
        }
        return result
    }

    /// `UISwitch(` in Swift (not `UISwitch.self`, `as? UISwitch`, `: UISwitch`); `[UISwitch
    /// alloc]` or `[UISwitch new]` in Objective-C.
    private func isCreation(_ index: Int) -> Bool {
        let name = source.text(index)
        guard name.hasSuffix("Switch") || name.hasSuffix("Toggle"), evaluator.symbols.isSwitchClass(name) else { return false }
        if isSwift {
            guard source.kind(index + 1) == .openParen, source.kind(index - 1) != .dot else { return false }
            return !source.isIdentifier(index - 1, "func") && !source.isIdentifier(index - 1, "class")
        }
        return source.kind(index - 1) == .openBracket && (source.isIdentifier(index + 1, "alloc") || source.isIdentifier(index + 1, "new"))
    }

    private func read(at index: Int) -> Switch {
        let location = source.location(index)
        let names = variableNames(of: index)
        let scope = scopeRange(of: index, names: names)
        // Each name where it is known: a local in its block, a property in its class.
        let scopes = names.enumerated().map { position, name in
            (name, position == 0 && isLocal(name, at: index) ? localBlock(of: index) ?? scope : scope)
        }
        var control = SwitchControl(className: source.text(index), superclass: .uiSwitch, isOn: false, isEnabled: true,
                                    onTintColor: nil, thumbTintColor: nil, tintColor: nil, onImage: nil, offImage: nil, frame: nil,
                                    accessibility: nil, ignore: IgnoreList(), location: location)
        var spec = AccessibilitySpec(location: location)
        var identifier: String? = nil
        for (name, scope) in scopes {
            for (property, value) in assignments(to: name, in: scope) {
                let valueLocation = source.location(value.lowerBound)
                switch property {
                case "accessibilityLabel":
                    spec.label = evaluator.text(value, in: file, context: .string)
                    spec.location = valueLocation
                case "accessibilityHint":
                    spec.hint = evaluator.text(value, in: file, context: .string)
                    spec.location = valueLocation
                case "accessibilityValue":
                    spec.value = evaluator.text(value, in: file, context: .string)
                case "isAccessibilityElement":
                    spec.isElement = boolean(value)
                case "accessibilityIdentifier":
                    identifier = source.stringLiteral(at: value.lowerBound)?.value
                case "isOn", "on":
                    control.isOn = boolean(value) ?? false
                case "isEnabled", "enabled":
                    control.isEnabled = boolean(value) ?? true
                default:
                    continue
                }
            }
            if let on = messageArgument(to: name, selector: "setOn", in: scope) ?? methodArgument(of: name, method: "setOn", in: scope) {
                control.isOn = boolean(on) ?? false
            }
        }
        let hasSpec = spec.label != nil || spec.hint != nil || spec.value != nil || spec.isElement != nil
        control.accessibility = hasSpec ? spec : nil
        var text: LocalizedText? = nil
        switch placement(of: index, scopes: scopes) {
        case .accessory(let cellName):
            text = cellText(cellName, near: index, in: scope)
                ?? .expression("the text of \(cellName == "self" ? "the cell" : cellName), set elsewhere", verbatim: false, at: location)
        case .subview:
            // An element of its own: only its accessibilityLabel names it.
            break
        case .unknown:
            // Placed by code elsewhere (a helper's switch): what names it is not known here.
            text = .expression("where the switch is placed, elsewhere", verbatim: false, at: location)
        }
        let (screen, body) = screenName(of: index)
        let cell = Cell(id: identifier ?? names.last ?? "UISwitch-\(location.line)", text: text, label: nil, switchControl: control,
                        accessibility: elementAround(index), layout: nil, background: nil, expectedSpeech: [], ignore: IgnoreList(),
                        location: location)
        return Switch(screen: screen, screenBody: body, cell: cell)
    }

    private func boolean(_ range: Range<Int>) -> Bool? {
        guard range.count == 1 else { return nil }
        if source.isIdentifier(range.lowerBound, "true") || source.isIdentifier(range.lowerBound, "YES") { return true }
        if source.isIdentifier(range.lowerBound, "false") || source.isIdentifier(range.lowerBound, "NO") { return false }
        return nil
    }

    /// A class (a cell, a view) that makes itself one accessibility element
    /// (`isAccessibilityElement = true`): VoiceOver reads it, with its label and traits, and
    /// none of the views inside it, the switch included.
    private func elementAround(_ index: Int) -> AccessibilitySpec? {
        let range = classRange(of: index)
        var spec: AccessibilitySpec? = nil
        for position in range where source.tokens[position].kind == .identifier {
            let owner = source.kind(position - 1) == .dot ? source.text(position - 2) : "self"
            guard owner == "self", source.kind(position - 1) != .dot || source.isIdentifier(position - 2, "self"),
                  source.isOperator(position + 1, "=") else { continue }
            let value = valueRange(from: position + 2, limit: range.upperBound)
            let valueLocation = source.location(value.lowerBound)
            switch source.text(position) {
            case "isAccessibilityElement":
                guard boolean(value) == true else { continue }
                spec = spec ?? AccessibilitySpec(location: valueLocation)
                spec?.isElement = true
            case "accessibilityLabel":
                if spec != nil || !isSwift { spec?.label = evaluator.text(value, in: file, context: .string) }
            case "accessibilityTraits":
                let written = source.source(from: value.lowerBound, to: value.upperBound)
                if written.contains("button") || written.contains("Button") { spec?.traits = [.button, .userInteractionEnabled] }
            default:
                continue
            }
        }
        // The label may come before `isAccessibilityElement`.
        if spec != nil, spec?.label == nil {
            for position in range where source.isIdentifier(position, "accessibilityLabel") && source.isOperator(position + 1, "=")
                && (source.kind(position - 1) != .dot || source.isIdentifier(position - 2, "self")) {
                spec?.label = evaluator.text(valueRange(from: position + 2, limit: range.upperBound), in: file, context: .string)
                break
            }
        }
        return spec
    }

    // MARK: - Names and scope

    /// The names the new switch goes by: `let toggle = UISwitch()`, `self.onoff = …`,
    /// `UISwitch *switchView = …`, and for `lazy var control: UISwitch = { let s = UISwitch() … }()`
    /// the property too.
    private func variableNames(of index: Int) -> [String] {
        var names: [String] = []
        // Objective-C: `[[UISwitch alloc] init…]` starts at the outer `[`.
        var start = index
        if !isSwift {
            if let outer = source.enclosingGroup(of: index), source.kind(outer) == .openBracket { start = outer }
            if let outer = source.enclosingGroup(of: start), source.kind(outer) == .openBracket { start = outer }
        }
        if source.isOperator(start - 1, "=") {
            var nameIndex = start - 2
            // `let toggle: UISwitch = UISwitch()`.
            if source.kind(nameIndex) == .identifier, source.kind(nameIndex - 1) == .colon { nameIndex -= 2 }
            if source.kind(nameIndex) == .identifier { names.append(source.text(nameIndex).trimmingCharacters(in: ["_"])) }
        }
        // A closure that initializes a property: the property's name.
        if isSwift, let brace = source.enclosingGroup(of: index), source.kind(brace) == .openBrace, source.isOperator(brace - 1, "=") {
            var nameIndex = brace - 2
            if source.kind(nameIndex) == .identifier, source.kind(nameIndex - 1) == .colon { nameIndex -= 2 }
            if source.kind(nameIndex) == .identifier { names.append(source.text(nameIndex)) }
        }
        return names
    }

    /// Where the switch's properties may be set: its function, or for a property the whole
    /// type (or Objective-C `@implementation`).
    private func scopeRange(of index: Int, names: [String]) -> Range<Int> {
        let groups = source.enclosingGroups(of: index).filter { source.kind($0) == .openBrace }
        guard let function = groups.first(where: isFunctionBody) else {
            return classRange(of: index)
        }
        // A switch kept in a property (`self.toggle = UISwitch()`, an ivar) is set up all over its class.
        let isLocal = isSwift ? names.first.map { name in isLocalDeclaration(name, in: function) } ?? true : isObjectiveCLocal(index)
        return isLocal ? function..<min(source.partner(function), source.count) : classRange(of: index)
    }

    /// Whether `name` is declared right at the creation: `let name = UISwitch()`,
    /// `UISwitch *name = [[UISwitch alloc] init]`.
    private func isLocal(_ name: String, at index: Int) -> Bool {
        if isSwift {
            var cursor = index - 1
            guard source.isOperator(cursor, "=") else { return false }
            cursor -= 1
            if source.kind(cursor) == .identifier, source.kind(cursor - 1) == .colon { cursor -= 2 }
            return source.isIdentifier(cursor, name) && (source.isIdentifier(cursor - 1, "let") || source.isIdentifier(cursor - 1, "var"))
        }
        return isObjectiveCLocal(index)
    }

    /// The block the creation is in.
    private func localBlock(of index: Int) -> Range<Int>? {
        guard let block = source.enclosingGroups(of: index).first(where: { source.kind($0) == .openBrace }) else { return nil }
        return block..<min(source.partner(block), source.count)
    }

    private func isLocalDeclaration(_ name: String, in function: Int) -> Bool {
        let end = min(source.partner(function), source.count)
        return (function..<end).contains { source.isIdentifier($0, name) && (source.isIdentifier($0 - 1, "let") || source.isIdentifier($0 - 1, "var")) }
    }

    /// `UISwitch *name = …` declares a local; `_name = …` or `self.name = …` does not.
    private func isObjectiveCLocal(_ index: Int) -> Bool {
        var start = index
        while let outer = source.enclosingGroup(of: start), source.kind(outer) == .openBracket { start = outer }
        return source.isOperator(start - 1, "=") && source.isOperator(start - 3, "*")
    }

    /// A function's or method's body: after `)` of a signature (and `-> Type`, `throws`…), or an
    /// Objective-C method (`- (void)name:(T)x {`).
    private func isFunctionBody(_ brace: Int) -> Bool {
        var cursor = brace - 1
        var steps = 0
        while cursor >= 0, steps < 30 {
            switch source.kind(cursor) {
            case .closeParen:
                let open = Int(source.partners[cursor])
                if open > 0, source.kind(open - 1) == .identifier,
                   source.isIdentifier(open - 2, "func") || source.isIdentifier(open - 1, "init") { return true }
                if !isSwift, open > 0, isObjectiveCMethodStart(open) { return true }
                cursor = open - 1
            case .identifier, .operator, .colon, .dot, .comma:
                if source.isIdentifier(cursor, "func") || source.isIdentifier(cursor, "init") { return true }
                cursor -= 1
            default:
                return false
            }
            steps += 1
        }
        return false
    }

    private func isObjectiveCMethodStart(_ open: Int) -> Bool {
        (source.isOperator(open - 1, "-") || source.isOperator(open - 1, "+")) && source[open - 1].newlineBefore
    }

    /// The class body, or the Objective-C `@implementation … @end`.
    private func classRange(of index: Int) -> Range<Int> {
        if isSwift {
            for group in source.enclosingGroups(of: index) where source.kind(group) == .openBrace && classNameBefore(group) != nil {
                return group..<min(source.partner(group), source.count)
            }
            return 0..<source.count
        }
        let start = (0..<index).last { source.kind($0) == .attribute && source.equals($0, "@implementation") } ?? 0
        let end = (index..<source.count).first { source.kind($0) == .attribute && source.equals($0, "@end") } ?? source.count
        return start..<end
    }

    private func classNameBefore(_ brace: Int) -> String? {
        SwiftUIRecognizer(evaluator: evaluator, file: file).typeName(ofBody: brace)
    }

    /// The class the switch is in, for the screen.
    private func screenName(of index: Int) -> (String, Int) {
        if isSwift {
            for group in source.enclosingGroups(of: index) where source.kind(group) == .openBrace {
                if let name = classNameBefore(group) { return (name, group) }
            }
        } else if let implementation = (0..<index).last(where: { source.kind($0) == .attribute && source.equals($0, "@implementation") }),
                  source.kind(implementation + 1) == .identifier {
            return (source.text(implementation + 1), implementation)
        }
        let base = FileSystem.baseName(source.path)
        return (String(base.prefix { $0 != "." }), -1)
    }

    // MARK: - Properties set

    /// `name.property = value` (and `self.name.property`, `name?.property`) in `scope`.
    private func assignments(to name: String, in scope: Range<Int>) -> [(property: String, value: Range<Int>)] {
        var found: [(String, Range<Int>)] = []
        for index in scope where source.tokens[index].kind == .identifier && source.equals(index, name) {
            var cursor = index + 1
            if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor += 1 }
            guard source.kind(cursor) == .dot, source.kind(cursor + 1) == .identifier, source.isOperator(cursor + 2, "=") else { continue }
            // Not `other.name.property`.
            if source.kind(index - 1) == .dot, !source.isIdentifier(index - 2, "self") { continue }
            found.append((source.text(cursor + 1), valueRange(from: cursor + 3, limit: scope.upperBound)))
        }
        return found
    }

    /// The value of an assignment: to the end of the statement.
    private func valueRange(from start: Int, limit: Int) -> Range<Int> {
        var end = start
        while end < limit, source.kind(end) != .semicolon, source.kind(end) != .closeBrace {
            if isSwift, end > start, source[end].newlineBefore, source.kind(end) != .dot, source.kind(end - 1) != .operator,
               source.kind(end) != .operator {
                break
            }
            end = source.skip(end)
        }
        return start..<min(end, limit)
    }

    /// `[name setOn:value animated:…]`: the first argument.
    private func messageArgument(to name: String, selector: String, in scope: Range<Int>) -> Range<Int>? {
        guard !isSwift else { return nil }
        for index in scope where source.kind(index) == .openBracket {
            let target = index + 1
            let nameIndex = source.isIdentifier(target, "self") && source.kind(target + 1) == .dot ? target + 2 : target
            guard source.isIdentifier(nameIndex, name) || source.isIdentifier(nameIndex, "_" + name),
                  source.isIdentifier(nameIndex + 1, selector), source.kind(nameIndex + 2) == .colon else { continue }
            var end = nameIndex + 3
            while end < source.partner(index), source.kind(end) != .identifier || source.kind(end + 1) != .colon { end = source.skip(end) }
            return (nameIndex + 3)..<end
        }
        return nil
    }

    /// `name.setOn(value, animated: …)`: the first argument.
    private func methodArgument(of name: String, method: String, in scope: Range<Int>) -> Range<Int>? {
        guard isSwift else { return nil }
        for index in scope where source.isIdentifier(index, name) && source.kind(index + 1) == .dot && source.isIdentifier(index + 2, method) {
            guard source.kind(index + 3) == .openParen else { continue }
            return source.arguments(in: index + 3).first?.range
        }
        return nil
    }

    // MARK: - Placement and the cell's text

    /// Where the switch goes: a cell's accessory or a view.
    private func placement(of index: Int, scopes: [(String, Range<Int>)]) -> Placement {
        // `cell.accessoryView = UISwitch()` directly.
        if let accessory = accessoryTarget(before: index) { return .accessory(cell: accessory) }
        for (name, scope) in scopes {
            for position in scope where source.isIdentifier(position, name) || source.isIdentifier(position, "_" + name) {
                if let accessory = accessoryTarget(before: position) { return .accessory(cell: accessory) }
                if isCellAccessoryConfiguration(position) { return .accessory(cell: "self") }
                if isAddedAsSubview(position) { return .subview }
            }
        }
        return .unknown
    }

    /// The cell of `cell.accessoryView = …` (or `[cell setAccessoryView:…]`) whose value holds
    /// the token at `index` (also through a wrapper: `PaddedSwitch(switchView: toggle)`).
    private func accessoryTarget(before index: Int) -> String? {
        // Back to the start of the statement, through the brackets that enclose the token.
        var cursor = index - 1
        var steps = 0
        while cursor >= 0, steps < 40 {
            if source.isOperator(cursor, "="), source.isIdentifier(cursor - 1, "accessoryView") {
                if source.kind(cursor - 2) == .dot { return receiver(endingAt: cursor - 3) }
                return "self"
            }
            if source.kind(cursor) == .colon, source.isIdentifier(cursor - 1, "setAccessoryView") {
                return receiver(endingAt: cursor - 2)
            }
            if source.kind(cursor) == .semicolon || source.kind(cursor) == .closeBrace || source.kind(cursor) == .openBrace { return nil }
            if source[cursor + 1].newlineBefore, isSwift, source.kind(cursor) != .operator, source.kind(cursor) != .openParen,
               source.kind(cursor) != .comma, source.kind(cursor) != .colon { return nil }
            cursor -= 1
            steps += 1
        }
        return nil
    }

    /// The receiver ending at `index`: `cell`, `self`, `self.cell` (as `cell`), `cell?`.
    private func receiver(endingAt index: Int) -> String {
        var cursor = index
        if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor -= 1 }
        guard source.kind(cursor) == .identifier else { return "self" }
        return source.text(cursor)
    }

    /// `.customView(configuration: .init(customView: toggle, …))`: a list cell's accessory.
    private func isCellAccessoryConfiguration(_ index: Int) -> Bool {
        source.kind(index - 1) == .colon && source.isIdentifier(index - 2, "customView")
    }

    /// `addSubview(toggle)`, `addArrangedSubview(toggle)`, `[view addSubview:toggle]`.
    private func isAddedAsSubview(_ index: Int) -> Bool {
        if source.kind(index - 1) == .openParen, source.isIdentifier(index - 2, "addSubview") || source.isIdentifier(index - 2, "addArrangedSubview") {
            return true
        }
        return source.kind(index - 1) == .colon && (source.isIdentifier(index - 2, "addSubview") || source.isIdentifier(index - 2, "addArrangedSubview"))
    }

    /// The text the cell shows: `cell.textLabel?.text = …`, a content configuration's `text`,
    /// nearest to the switch in the blocks around it (not in another branch).
    private func cellText(_ cellName: String, near index: Int, in scope: Range<Int>) -> LocalizedText? {
        var candidates: [(index: Int, value: Range<Int>)] = []
        for position in scope where source.tokens[position].kind == .identifier && source.equals(position, "textLabel") {
            // `cell.textLabel?.text = value`, `textLabel?.text = value` in the cell itself.
            let owner = source.kind(position - 1) == .dot ? receiver(endingAt: position - 2) : "self"
            guard owner == cellName || (cellName == "self" && owner == "self") else { continue }
            var cursor = position + 1
            if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor += 1 }
            guard source.kind(cursor) == .dot, source.isIdentifier(cursor + 1, "text"), source.isOperator(cursor + 2, "=") else { continue }
            candidates.append((position, valueRange(from: cursor + 3, limit: scope.upperBound)))
        }
        // `var content = cell.defaultContentConfiguration(); content.text = …`.
        for position in scope where source.isIdentifier(position, "text") && source.kind(position - 1) == .dot && source.isOperator(position + 1, "=") {
            guard source.kind(position - 2) == .identifier, isContentConfiguration(source.text(position - 2), in: scope) else { continue }
            candidates.append((position, valueRange(from: position + 2, limit: scope.upperBound)))
        }
        // A switch kept in a property is set up anywhere in its class: its cell's text too.
        let isProperty = !source.enclosingGroups(of: index).contains { source.kind($0) == .openBrace && isFunctionBody($0) }
        guard let best = isProperty ? candidates.map(\.index).min() : nearest(candidates.map(\.index), to: index) else { return nil }
        let value = candidates.first { $0.index == best }?.value ?? best..<best
        return evaluator.text(value, in: file, context: .string)
    }

    private func isContentConfiguration(_ name: String, in scope: Range<Int>) -> Bool {
        scope.contains { position in
            source.isIdentifier(position, name) && source.isOperator(position + 1, "=")
                && (position + 2..<min(position + 8, source.count)).contains {
                    source.isIdentifier($0, "defaultContentConfiguration") || source.isIdentifier($0, "UIListContentConfiguration")
                }
        }
    }

    /// The candidate in the innermost block around `index` that holds one, not inside a
    /// branch the switch is not in; nearest before it, else after.
    private func nearest(_ candidates: [Int], to index: Int) -> Int? {
        guard !candidates.isEmpty else { return nil }
        let blocks = source.enclosingGroups(of: index).filter { source.kind($0) == .openBrace }
        // In a `switch`, only the switch's own `case` counts.
        let segments = blocks.compactMap { block in caseSegment(of: index, in: block).map { (block, $0) } }
        for block in blocks {
            let end = min(source.partner(block), source.count)
            let visible = candidates.filter { candidate in
                guard (block..<end).contains(candidate) else { return false }
                for (switchBlock, segment) in segments where (switchBlock..<min(source.partner(switchBlock), source.count)).contains(candidate) {
                    if !segment.contains(candidate) { return false }
                }
                // Inside a nested block: only one that also holds the switch.
                let inner = source.enclosingGroups(of: candidate).filter { source.kind($0) == .openBrace }.prefix { $0 != block }
                return inner.allSatisfy { source.partner($0) > index && $0 < index }
            }
            if let before = visible.filter({ $0 < index }).max() { return before }
            if let after = visible.filter({ $0 > index }).min() { return after }
        }
        return nil
    }

    /// The `case …:` of a `switch` block that holds `index`.
    private func caseSegment(of index: Int, in block: Int) -> Range<Int>? {
        let end = min(source.partner(block), source.count)
        var labels: [Int] = []
        var cursor = block + 1
        while cursor < end {
            if source.isIdentifier(cursor, "case") || source.isIdentifier(cursor, "default") { labels.append(cursor) }
            cursor = source.skip(cursor)
        }
        guard !labels.isEmpty else { return nil }
        for (position, label) in labels.enumerated() {
            let next = position + 1 < labels.count ? labels[position + 1] : end
            if (label..<next).contains(index) { return label..<next }
        }
        return nil
    }

    /// The screen's title: `title = …` or `navigationItem.title = …` in the class.
    func title(screenBody: Int) -> LocalizedText? {
        let range: Range<Int>
        if isSwift {
            range = screenBody >= 0 ? screenBody..<min(source.partner(screenBody), source.count) : 0..<source.count
        } else {
            let start = max(screenBody, 0)
            range = start..<((start..<source.count).first { source.kind($0) == .attribute && source.equals($0, "@end") } ?? source.count)
        }
        for index in range where source.isIdentifier(index, "title") && source.isOperator(index + 1, "=") {
            let owner = source.kind(index - 1) == .dot ? source.text(index - 2) : "self"
            guard owner == "self" || owner == "navigationItem" || owner == "title" else { continue }
            return evaluator.text(valueRange(from: index + 2, limit: range.upperBound), in: file, context: .string)
        }
        return nil
    }
}
