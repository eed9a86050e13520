/// Switch rows of Eureka, the form library (`form +++ Section() <<< SwitchRow("tag") { $0.title =
/// …; $0.value = true }`). Eureka draws a `SwitchRow` as a table cell whose `accessoryView` is its
/// `UISwitch` and whose `textLabel` shows the row's title, so VoiceOver reads the row as one
/// element named by the title: "Auto-Complete Search Results, on, …" (Onion Browser's and
/// Orbot's settings; `docs/uikit-code.md`).
struct EurekaRows {
    let uiKit: UIKitRecognizer
    private var source: SourceFile { uiKit.source }

    /// The rows the file makes, but those in `unbuilt` code (`UnbuiltBranches`).
    func switches(unbuilt: [Range<Int>]) -> [UIKitRecognizer.Switch] {
        guard uiKit.isSwift else { return [] }
        var result: [UIKitRecognizer.Switch] = []
        for index in 0..<source.count where isRow(index) {
            guard result.count < UIKitRecognizer.maximumPerFile else { break }
            if unbuilt.contains(where: { $0.contains(index) }) { continue }
            result.append(read(at: index))
        }
        return result
    }

    /// `SwitchRow(…)` or `SwitchRow { … }`: a row made, not the type named (`as? SwitchRow {`,
    /// `SwitchRow.defaultCellUpdate`, `: SwitchRow`).
    func isRow(_ index: Int) -> Bool {
        guard source.tokens[index].kind == .identifier, source.equals(index, "SwitchRow"),
              source.kind(index + 1) == .openParen || source.kind(index + 1) == .openBrace else { return false }
        let before = index - 1
        if source.kind(before) == .dot || source.kind(before) == .colon { return false }
        if source.isOperator(before, "?") || source.isOperator(before, "!") { return false }
        return !["class", "func", "as", "is", "extension"].contains { source.isIdentifier(before, $0) }
    }

    private func read(at index: Int) -> UIKitRecognizer.Switch {
        let location = source.location(index)
        let call = source.call(at: index)
        // `SwitchRow("onionOnlyMode")`: the row's tag names it in reports.
        let tag = call.arguments.first { $0.label == nil || $0.label == "tag" }.flatMap { source.stringLiteral(at: $0.range.lowerBound)?.value }
        var control = SwitchControl(className: "UISwitch", superclass: .uiSwitch, isOn: false, isEnabled: true,
                                    onTintColor: nil, thumbTintColor: nil, tintColor: nil, onImage: nil, offImage: nil, frame: nil,
                                    accessibility: nil, ignore: IgnoreList(), location: location)
        var spec = AccessibilitySpec(location: location)
        var title: LocalizedText? = nil
        var lines: Int? = nil
        // The row's own closure (its parameter the row), then `.cellSetup { cell, row in … }`
        // and `.cellUpdate`, whose second parameter is the row.
        var bodies = closure(of: call).map { [(open: $0, rowPosition: 0)] } ?? []
        for modifier in source.modifiers(from: call.end).modifiers where modifier.name == "cellSetup" || modifier.name == "cellUpdate" {
            bodies += closure(of: modifier.call).map { [(open: $0, rowPosition: 1)] } ?? []
        }
        for (open, rowPosition) in bodies {
            let body = (open + 1)..<min(source.partner(open), source.count)
            let parameters = closureParameters(open)
            let row = rowPosition < parameters.count ? parameters[rowPosition] : "$\(rowPosition)"
            for (property, value) in uiKit.assignments(to: row, in: body) {
                switch property {
                case "title": title = uiKit.evaluator.text(value, in: uiKit.file, context: .string).givenAsString
                case "value": control.isOn = uiKit.boolean(value) ?? false
                // A `Condition`, here its Boolean literal, bare or written out
                // (Trust Wallet's `Condition(booleanLiteral: true)`).
                case "disabled": control.isEnabled = !(uiKit.boolean(value) ?? conditionLiteral(value) ?? false)
                default: continue
                }
            }
            // `$0.cell.textLabel?.numberOfLines = 0`: the title wraps instead of being cut.
            for position in body where source.isIdentifier(position, "textLabel") {
                let dot = source.isOperator(position + 1, "?") ? position + 2 : position + 1
                if let set = UIKitRecognizer.lines(in: source, at: dot) { lines = set }
            }
            // `$0.cell.switchControl.accessibilityHint = …`, `cell.switchControl.accessibilityLabel = …`.
            for position in body where source.isIdentifier(position, "switchControl") && source.kind(position + 1) == .dot
                && source.kind(position + 2) == .identifier && source.isOperator(position + 3, "=") {
                let value = uiKit.valueRange(from: position + 4, limit: body.upperBound)
                switch source.text(position + 2) {
                case "accessibilityLabel": spec.label = uiKit.evaluator.text(value, in: uiKit.file, context: .string).givenAsString
                case "accessibilityHint": spec.hint = uiKit.evaluator.text(value, in: uiKit.file, context: .string).givenAsString
                // `cell.switchControl.isEnabled = false` in `.cellSetup`: the row stays disabled.
                case "isEnabled":
                    if let enabled = uiKit.boolean(value) { control.isEnabled = enabled }
                    continue
                default: continue
                }
                spec.location = source.location(value.lowerBound)
            }
        }
        if spec.label != nil || spec.hint != nil { control.accessibility = spec }
        let (screen, body) = uiKit.screenName(of: index)
        var cell = Cell(id: tag ?? "SwitchRow-\(location.line)", text: title, label: nil, switchControl: control, accessibility: nil,
                        layout: nil, background: nil, expectedSpeech: [], ignore: IgnoreList(), location: location)
        cell.phrasing = SourceFormat.eurekaPhrasing
        cell.numberOfLines = lines
        return UIKitRecognizer.Switch(screen: screen, screenBody: body, cell: cell)
    }

    /// `Condition(booleanLiteral: true)`: Eureka's `Condition` made from its Boolean literal.
    private func conditionLiteral(_ value: Range<Int>) -> Bool? {
        let start = value.lowerBound
        guard value.count == 6, source.isIdentifier(start, "Condition"), source.kind(start + 1) == .openParen,
              source.isIdentifier(start + 2, "booleanLiteral"), source.kind(start + 3) == .colon,
              source.kind(start + 5) == .closeParen else { return nil }
        return uiKit.boolean((start + 4)..<(start + 5))
    }

    /// The `{` of a call's closure: trailing, or its last argument (Raivo's `SwitchRow("tag",
    /// { row in … })`, which Eureka's initializer takes as well).
    private func closure(of call: SourceCall) -> Int? {
        if let trailing = call.closures.first { return trailing.open }
        guard let last = call.arguments.last, last.label == nil,
              source.kind(last.range.lowerBound) == .openBrace, source.partner(last.range.lowerBound) + 1 == last.range.upperBound else { return nil }
        return last.range.lowerBound
    }

    /// The names a closure gives its parameters (`{ row in`, `{ (cell, row) in`), or `$0`, `$1`.
    private func closureParameters(_ open: Int) -> [String] {
        var names: [String] = []
        var index = open + 1
        if source.kind(index) == .openParen { index += 1 }
        while source.kind(index) == .identifier, !source.isIdentifier(index, "in") {
            names.append(source.text(index))
            index += 1
            if source.kind(index) == .closeParen { index += 1 }
            guard source.kind(index) == .comma else { break }
            index += 1
        }
        return source.isIdentifier(index, "in") ? names : []
    }
}
