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
        /// The cell's `accessoryView` (or a `UICellAccessory`): the cell's text names it. `at`:
        /// where the switch is made the accessory, when not where it is created (a switch kept
        /// in a property, placed in one `case` of `cellForRowAt`), in `scope`.
        case accessory(cell: String, at: Int? = nil, scope: Range<Int>? = nil)
        /// Added to a view: it needs its own label. `cell`: the cell whose `contentView` it is
        /// added to, when the code says.
        case subview(cell: String?)
        case unknown
    }

    /// More switches than any file of real code creates: a file past this is not read further.
    static let maximumPerFile = 200

    /// The switches the file creates, but those in `unbuilt` code (`UnbuiltBranches`).
    func switches(unbuilt: [Range<Int>] = []) -> [Switch] {
        var result: [Switch] = []
        for index in 0..<source.count where source.tokens[index].kind == .identifier && isCreation(index) {
            guard result.count < UIKitRecognizer.maximumPerFile else { break }
            if unbuilt.contains(where: { $0.contains(index) }) { continue }
            let calls = factoryCalls(returning: index)
            if calls.isEmpty {
                result.append(read(at: index))
            } else {
                for call in calls where result.count < UIKitRecognizer.maximumPerFile { result.append(read(at: call, className: source.text(index))) }
            }
        }
        return result
    }

    /// `UISwitch(` in Swift (not `UISwitch.self`, `as? UISwitch`, `: UISwitch`); `[UISwitch
    /// alloc]` or `[UISwitch new]` in Objective-C.
    func isCreation(_ index: Int) -> Bool {
        let name = source.text(index)
        guard name.hasSuffix("Switch") || name.hasSuffix("Toggle"), evaluator.symbols.isSwitchClass(name) else { return false }
        if isSwift {
            guard source.kind(index + 1) == .openParen, source.kind(index - 1) != .dot else { return false }
            return !source.isIdentifier(index - 1, "func") && !source.isIdentifier(index - 1, "class")
        }
        return source.kind(index - 1) == .openBracket && (source.isIdentifier(index + 1, "alloc") || source.isIdentifier(index + 1, "new"))
    }

    /// The switch made at `index`, of the class `className` when what is there is a call of a
    /// function that makes it (`factoryCalls`).
    func read(at index: Int, className: String? = nil) -> Switch {
        let location = source.location(index)
        let names = variableNames(of: index)
        let scope = scopeRange(of: index, names: names)
        // Each name where it is known: a local in its block, a property in its class.
        let scopes = names.enumerated().map { position, name in
            (name, position == 0 && isLocal(name, at: index) ? localBlock(of: index) ?? scope : scope)
        }
        var control = SwitchControl(className: className ?? source.text(index), superclass: .uiSwitch, isOn: false, isEnabled: true,
                                    onTintColor: nil, thumbTintColor: nil, tintColor: nil, onImage: nil, offImage: nil, frame: nil,
                                    accessibility: nil, ignore: IgnoreList(), location: location)
        var spec = AccessibilitySpec(location: location)
        var identifier: String? = nil
        for (name, scope) in scopes {
            for (property, value) in assignments(to: name, in: scope) {
                let valueLocation = source.location(value.lowerBound)
                switch property {
                case "accessibilityLabel":
                    spec.label = evaluator.text(value, in: file, context: .string).givenAsString
                    spec.location = valueLocation
                case "accessibilityHint":
                    spec.hint = evaluator.text(value, in: file, context: .string).givenAsString
                    spec.location = valueLocation
                case "accessibilityValue":
                    spec.value = evaluator.text(value, in: file, context: .string).givenAsString
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
            readColors(of: name, in: scope, into: &control)
        }
        let hasSpec = spec.label != nil || spec.hint != nil || spec.value != nil || spec.isElement != nil
        control.accessibility = hasSpec ? spec : nil
        var text: LocalizedText? = nil
        /// Where the cell's text is looked for: beside the placement (its `case`) when a text is
        /// set there, else where the switch is made.
        var textSite: (cell: String, near: Int, scope: Range<Int>)? = nil
        var background: Color? = nil
        switch placement(of: index, scopes: scopes) {
        case .accessory(let cellName, let position, let placedScope):
            let beside = position.map { (cell: cellName, near: $0, scope: placedScope ?? scope) }
            let site = beside.flatMap { cellTextSource($0.cell, near: $0.near, in: $0.scope) != nil ? $0 : nil }
                ?? (cell: cellName, near: index, scope: scope)
            textSite = site
            text = cellText(site.cell, near: site.near, in: site.scope)
                ?? .expression("the text of \(cellName == "self" ? "the cell" : cellName), set elsewhere", verbatim: false, at: location)
            background = cellBackground(site.cell, near: site.near, in: site.scope)
            // An accessory's label set empty keeps VoiceOver from saying the cell's text twice
            // (Rocket.Chat's crash-report switch): the cell, which VoiceOver reads, names it.
            if case .literal(let label, _)? = control.accessibility?.label, label.isEmpty {
                control.accessibility?.label = nil
            }
        case .subview(let cellName):
            // An element of its own: only its accessibilityLabel names it.
            background = cellName.flatMap { cellBackground($0, near: index, in: scope) }
        case .unknown:
            // Placed by code elsewhere (a helper's switch): what names it is not known here.
            text = .expression("where the switch is placed, elsewhere", verbatim: false, at: location)
        }
        let (screen, body) = screenName(of: index)
        var cell = Cell(id: identifier ?? names.last ?? "UISwitch-\(location.line)", text: text, label: nil, switchControl: control,
                        accessibility: elementAround(index), layout: nil, background: background, expectedSpeech: [], ignore: IgnoreList(),
                        location: location)
        cell.phrasing = SourceFormat.uiKitPhrasing
        if let textSite { cell.numberOfLines = cellTextLines(textSite.cell, near: textSite.near, in: textSite.scope) }
        return Switch(screen: screen, screenBody: body, cell: cell)
    }

    func boolean(_ range: Range<Int>) -> Bool? {
        guard range.count == 1 else { return nil }
        if source.isIdentifier(range.lowerBound, "true") || source.isIdentifier(range.lowerBound, "YES") { return true }
        if source.isIdentifier(range.lowerBound, "false") || source.isIdentifier(range.lowerBound, "NO") { return false }
        return nil
    }

    /// A class (a cell, a view) that makes itself one accessibility element
    /// (`isAccessibilityElement = true`): VoiceOver reads it, with its label and traits, and
    /// none of the views inside it, the switch included.
    func elementAround(_ index: Int) -> AccessibilitySpec? {
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
                if spec != nil || !isSwift { spec?.label = evaluator.text(value, in: file, context: .string).givenAsString }
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
                spec?.label = evaluator.text(valueRange(from: position + 2, limit: range.upperBound), in: file, context: .string).givenAsString
                break
            }
        }
        return spec
    }

    // MARK: - Names and scope

    /// The names the new switch goes by: `let toggle = UISwitch()`, `self.onoff = …`,
    /// `UISwitch *switchView = …`, and for `lazy var control: UISwitch = { let s = UISwitch() … }()`
    /// the property too.
    func variableNames(of index: Int) -> [String] {
        var names: [String] = []
        // Objective-C: `[[UISwitch alloc] init…]` starts at the outer `[`.
        var start = index
        if !isSwift {
            if let outer = source.enclosingGroup(of: index), source.kind(outer) == .openBracket { start = outer }
            if let outer = source.enclosingGroup(of: start), source.kind(outer) == .openBracket { start = outer }
        }
        if source.isOperator(start - 1, "=") {
            let nameIndex = declaredName(before: start - 1)
            if source.kind(nameIndex) == .identifier { names.append(source.text(nameIndex).trimmingCharacters(in: ["_"])) }
        }
        // A closure that initializes a property: the property's name.
        if isSwift, let brace = source.enclosingGroup(of: index), source.kind(brace) == .openBrace, source.isOperator(brace - 1, "=") {
            let nameIndex = declaredName(before: brace - 1)
            if source.kind(nameIndex) == .identifier { names.append(source.text(nameIndex)) }
        }
        return names
    }

    /// The token of the name assigned at the `=` at `equals`: `toggle = `, `let toggle: UISwitch = `,
    /// and an optional's, `lazy var switchView: UISwitch! = {` (The Blue Alliance's cell).
    private func declaredName(before equals: Int) -> Int {
        var nameIndex = equals - 1
        while nameIndex > 0, source.isOperator(nameIndex, "!") || source.isOperator(nameIndex, "?") { nameIndex -= 1 }
        if source.kind(nameIndex) == .identifier, source.kind(nameIndex - 1) == .colon { nameIndex -= 2 }
        return nameIndex
    }

    /// Where the switch's properties may be set: its function, or for a property the whole
    /// type (or Objective-C `@implementation`).
    func scopeRange(of index: Int, names: [String]) -> Range<Int> {
        let groups = source.enclosingGroups(of: index).filter { source.kind($0) == .openBrace }
        guard let function = groups.first(where: isFunctionBody) else {
            return classRange(of: index)
        }
        // A switch kept in a property (`self.toggle = UISwitch()`, an ivar) is set up all over its class.
        let isLocal = isSwift ? names.first.map { name in isLocalDeclaration(name, in: function) } ?? true : isObjectiveCLocal(index)
        return isLocal ? function..<min(source.partner(function), source.count) : classRange(of: index)
    }

    /// Whether `name` is declared right at the creation: `let name = UISwitch()`,
    /// `UISwitch *name = [[UISwitch alloc] init]`. Not a property declared so in a type's body:
    /// its class sets it up in methods written above it too (the Corona-Warn-App's
    /// `configure(with:)` before its `private let preferredPersonSwitch = UISwitch()`).
    func isLocal(_ name: String, at index: Int) -> Bool {
        if isSwift {
            if let block = source.enclosingGroups(of: index).first(where: { source.kind($0) == .openBrace }),
               classNameBefore(block) != nil { return false }
            var cursor = index - 1
            guard source.isOperator(cursor, "=") else { return false }
            cursor -= 1
            if source.kind(cursor) == .identifier, source.kind(cursor - 1) == .colon { cursor -= 2 }
            return source.isIdentifier(cursor, name) && (source.isIdentifier(cursor - 1, "let") || source.isIdentifier(cursor - 1, "var"))
        }
        return isObjectiveCLocal(index)
    }

    /// Where a local is known: from its creation to the end of its block, or of its `case` when
    /// the block is a `switch` (each `case` is a scope: five cases may each declare `toggle`).
    func localBlock(of index: Int) -> Range<Int>? {
        guard let block = source.enclosingGroups(of: index).first(where: { source.kind($0) == .openBrace }) else { return nil }
        let end = caseSegment(of: index, in: block)?.upperBound ?? min(source.partner(block), source.count)
        return index..<end
    }

    func isLocalDeclaration(_ name: String, in function: Int) -> Bool {
        let end = min(source.partner(function), source.count)
        return (function..<end).contains { source.isIdentifier($0, name) && (source.isIdentifier($0 - 1, "let") || source.isIdentifier($0 - 1, "var")) }
    }

    /// `UISwitch *name = …` declares a local; `_name = …` or `self.name = …` does not.
    func isObjectiveCLocal(_ index: Int) -> Bool {
        var start = index
        while let outer = source.enclosingGroup(of: start), source.kind(outer) == .openBracket { start = outer }
        return source.isOperator(start - 1, "=") && source.isOperator(start - 3, "*")
    }

    /// A function's or method's body: after `)` of a signature (and `-> Type`, `throws`…), or an
    /// Objective-C method (`- (void)name:(T)x {`).
    func isFunctionBody(_ brace: Int) -> Bool {
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

    func isObjectiveCMethodStart(_ open: Int) -> Bool {
        (source.isOperator(open - 1, "-") || source.isOperator(open - 1, "+")) && source[open - 1].newlineBefore
    }

    /// The class body, or the Objective-C `@implementation … @end`.
    func classRange(of index: Int) -> Range<Int> {
        if isSwift {
            for group in source.enclosingGroups(of: index) where source.kind(group) == .openBrace {
                guard let name = classNameBefore(group) else { continue }
                return group..<min(extensionsEnd(of: name, after: source.partner(group)), source.count)
            }
            return 0..<source.count
        }
        let start = (0..<index).last { source.kind($0) == .attribute && source.equals($0, "@implementation") } ?? 0
        let end = (index..<source.count).first { source.kind($0) == .attribute && source.equals($0, "@end") } ?? source.count
        return start..<end
    }

    /// Where the file's last extension of the type `name` after `end` closes (`end` when it has
    /// none): a property's switch is placed and named in a method of one (Simplenote's
    /// `private extension SPPrivacyViewController`).
    private func extensionsEnd(of name: String, after end: Int) -> Int {
        var last = end
        var index = end
        while index < source.count {
            let limit = min(index + 40, source.count)
            if source.isIdentifier(index, "extension"), source.isIdentifier(index + 1, name), index + 2 < limit,
               let brace = (index + 2..<limit).first(where: { source.kind($0) == .openBrace }) {
                last = source.partner(brace)
                index = last
            }
            index += 1
        }
        return last
    }

    func classNameBefore(_ brace: Int) -> String? {
        SwiftUIRecognizer(evaluator: evaluator, file: file).typeName(ofBody: brace)
    }

    /// The class the switch is in, for the screen.
    func screenName(of index: Int) -> (String, Int) {
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
            return evaluator.text(valueRange(from: index + 2, limit: range.upperBound), in: file, context: .string).givenAsString
        }
        return nil
    }
}
