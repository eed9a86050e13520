/// Where a switch UIKit code creates goes, what its code sets on it, and the text of the cell
/// it is the accessory of, read in the statements around it.
extension UIKitRecognizer {
    // MARK: - Properties set

    /// `name.property = value` (and `self.name.property`, `name?.property`) in `scope`.
    func assignments(to name: String, in scope: Range<Int>) -> [(property: String, value: Range<Int>)] {
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
    func valueRange(from start: Int, limit: Int) -> Range<Int> {
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
    func messageArgument(to name: String, selector: String, in scope: Range<Int>) -> Range<Int>? {
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
    func methodArgument(of name: String, method: String, in scope: Range<Int>) -> Range<Int>? {
        guard isSwift else { return nil }
        for index in scope where source.isIdentifier(index, name) && source.kind(index + 1) == .dot && source.isIdentifier(index + 2, method) {
            guard source.kind(index + 3) == .openParen else { continue }
            return source.arguments(in: index + 3).first?.range
        }
        return nil
    }

    // MARK: - Placement and the cell's text

    /// Where the switch goes: a cell's accessory or a view.
    func placement(of index: Int, scopes: [(String, Range<Int>)]) -> Placement {
        // `cell.accessoryView = UISwitch()` directly.
        if let accessory = accessoryTarget(before: index) { return .accessory(cell: accessory) }
        for (name, scope) in scopes {
            for position in scope where source.isIdentifier(position, name) || source.isIdentifier(position, "_" + name) {
                if let accessory = accessoryTarget(before: position) { return .accessory(cell: accessory, at: position, scope: scope) }
                if isCellAccessoryConfiguration(position) { return .accessory(cell: "self") }
                if let added = subviewAdderArgument(position) { return .subview(cell: contentViewOwner(adding: added)) }
            }
        }
        return .unknown
    }

    /// The cell of `cell.accessoryView = …` (or `[cell setAccessoryView:…]`) whose value holds
    /// the token at `index` (also through a wrapper: `PaddedSwitch(switchView: toggle)`).
    func accessoryTarget(before index: Int) -> String? {
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
    func receiver(endingAt index: Int) -> String {
        var cursor = index
        if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor -= 1 }
        guard source.kind(cursor) == .identifier else { return "self" }
        return source.text(cursor)
    }

    /// `.customView(configuration: .init(customView: toggle, …))`: a list cell's accessory.
    func isCellAccessoryConfiguration(_ index: Int) -> Bool {
        source.kind(index - 1) == .colon && source.isIdentifier(index - 2, "customView")
    }

    /// `addSubview(toggle)`, `addArrangedSubview(toggle)`, `insertArrangedSubview(toggle, at:)`,
    /// `[view addSubview:toggle]`; one of a stack's views: `UIStackView(arrangedSubviews:
    /// [label, toggle])`, `[[UIStackView alloc] initWithArrangedSubviews:@[label, toggle]]`; one of
    /// the views a loop adds (WireGuard's `for subview in [statusSwitch, nameLabel] {
    /// contentView.addSubview(subview) }`, `[label, toggle].forEach { addSubview($0) }`): the
    /// adder's argument that stands for the token at `index` (itself, or a loop's variable); nil
    /// when it is not added.
    func subviewAdderArgument(_ index: Int) -> Int? {
        if let argument = subviewAdderArgumentStart(index) { return argument }
        guard let bracket = source.enclosingGroup(of: index), source.kind(bracket) == .openBracket else { return nil }
        var open = bracket
        if !isSwift, source.isOperator(open - 1, "@") || source.kind(open - 1) == .attribute { open -= 1 }
        // An element of an array literal given as a stack's arranged views.
        if source.kind(open - 1) == .colon,
           source.isIdentifier(open - 2, "arrangedSubviews") || source.isIdentifier(open - 2, "initWithArrangedSubviews") {
            return index
        }
        guard isSwift else { return nil }
        let close = source.partner(bracket)
        // `for view in [a, toggle] { … addSubview(view) … }`
        if source.isIdentifier(bracket - 1, "in"), source.kind(bracket - 2) == .identifier, source.isIdentifier(bracket - 3, "for"),
           source.kind(close + 1) == .openBrace {
            return adderArgument(named: source.text(bracket - 2), in: (close + 2)..<source.partner(close + 1))
        }
        // `[a, toggle].forEach { addSubview($0) }`, `.forEach(contentView.addSubview)`.
        guard source.kind(close + 1) == .dot, source.isIdentifier(close + 2, "forEach") else { return nil }
        let body = close + 3
        if source.kind(body) == .openBrace {
            return adderArgument(named: "$0", in: (body + 1)..<source.partner(body))
        }
        if source.kind(body) == .openParen, source.isIdentifier(source.partner(body) - 1, "addSubview")
            || source.isIdentifier(source.partner(body) - 1, "addArrangedSubview") {
            // The adder itself stands where its argument would.
            return source.partner(body) + 1
        }
        return nil
    }

    /// The first `name` in `range` given to an adder.
    private func adderArgument(named name: String, in range: Range<Int>) -> Int? {
        range.lazy.filter { source.isIdentifier($0, name) }.compactMap(subviewAdderArgumentStart).first
    }

    /// Where the adder's argument starts when the name at `index` is it: the name, or `self`
    /// before it (PojavLauncher's `[self.scrollView addSubview:self.switchMousePass]`).
    private func subviewAdderArgumentStart(_ index: Int) -> Int? {
        let adders = ["addSubview", "addArrangedSubview", "insertSubview", "insertArrangedSubview"]
        var start = index
        if source.kind(start - 1) == .dot, source.isIdentifier(start - 2, "self") { start -= 2 }
        guard source.kind(start - 1) == .openParen || source.kind(start - 1) == .colon,
              adders.contains(where: { source.isIdentifier(start - 2, $0) }) else { return nil }
        return start
    }

    /// The cell of `cell.contentView.addSubview(toggle)` (`self` for `contentView.addSubview`,
    /// Objective-C `[cell.contentView addSubview:toggle]`); nil for another view.
    func contentViewOwner(adding index: Int) -> String? {
        // The adder's receiver ends before `.addSubview` in Swift, before `addSubview:` in Objective-C.
        let end = isSwift ? index - 4 : index - 3
        guard source.isIdentifier(index - 2, "addSubview") || source.isIdentifier(index - 2, "insertSubview"),
              isSwift ? source.kind(index - 3) == .dot : true else { return nil }
        var cursor = end
        if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor -= 1 }
        guard source.isIdentifier(cursor, "contentView") else { return nil }
        return source.kind(cursor - 1) == .dot ? receiver(endingAt: cursor - 2) : "self"
    }

    /// The text the cell shows: `cell.textLabel?.text = …`, a content configuration's `text`,
    /// nearest to the switch in the blocks around it (not in another branch).
    func cellText(_ cellName: String, near index: Int, in scope: Range<Int>) -> LocalizedText? {
        guard let found = cellTextSource(cellName, near: index, in: scope) else { return nil }
        // A `String` the cell is given (`init(textLabel: String)`, Delta Chat's SwitchCell) is
        // localized, or not, by the code that gives it.
        return evaluator.text(found.value, in: file, context: .string).givenAsString
    }

    /// Where the cell's text is set: the assignment's position, its value, and the content
    /// configuration it is set on (nil: the textLabel).
    func cellTextSource(_ cellName: String, near index: Int, in scope: Range<Int>) -> (index: Int, value: Range<Int>, configuration: String?)? {
        var candidates: [(index: Int, value: Range<Int>, configuration: String?)] = []
        for position in scope where source.tokens[position].kind == .identifier && source.equals(position, "textLabel") {
            // `cell.textLabel?.text = value`, `textLabel?.text = value` in the cell itself.
            let owner = source.kind(position - 1) == .dot ? receiver(endingAt: position - 2) : "self"
            guard owner == cellName || (cellName == "self" && owner == "self") else { continue }
            var cursor = position + 1
            if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor += 1 }
            guard source.kind(cursor) == .dot, source.isIdentifier(cursor + 1, "text"), source.isOperator(cursor + 2, "=") else { continue }
            candidates.append((position, valueRange(from: cursor + 3, limit: scope.upperBound), nil))
        }
        // Objective-C's messages: `[cell.textLabel setText:value]`, `[[cell textLabel] setText:value]`
        // (Mumble's preferences).
        if !isSwift {
            for position in scope where source.isIdentifier(position, "textLabel") {
                let owner: String?, selector: Int, message: Int?
                if source.kind(position - 1) == .dot {
                    owner = receiver(endingAt: position - 2)
                    selector = position + 1
                    message = source.enclosingGroups(of: position).first
                } else if source.kind(position - 1) == .identifier, source.kind(position - 2) == .openBracket,
                          source.kind(position + 1) == .closeBracket {
                    owner = source.text(position - 1)
                    selector = position + 2
                    message = source.enclosingGroups(of: position - 2).first
                } else {
                    continue
                }
                guard owner == cellName, let message, source.kind(message) == .openBracket,
                      source.isIdentifier(selector, "setText"), source.kind(selector + 1) == .colon else { continue }
                candidates.append((position, (selector + 2)..<source.partner(message), nil))
            }
        }
        // `var content = cell.defaultContentConfiguration(); content.text = …`.
        for position in scope where source.isIdentifier(position, "text") && source.kind(position - 1) == .dot && source.isOperator(position + 1, "=") {
            guard source.kind(position - 2) == .identifier, isContentConfiguration(source.text(position - 2), in: scope) else { continue }
            candidates.append((position, valueRange(from: position + 2, limit: scope.upperBound), source.text(position - 2)))
        }
        let groups = source.enclosingGroups(of: index).filter { source.kind($0) == .openBrace }
        // A cell made in a property's closure (`lazy var cell: UITableViewCell = { … }()`, one
        // per setting on Delta Chat's screens) has its text set there.
        if let closure = groups.first(where: { source.isOperator($0 - 1, "=") }) {
            let inside = candidates.map(\.index).filter { $0 > closure && $0 < source.partner(closure) }
            if let best = nearest(inside, to: index) { return candidates.first { $0.index == best } }
        }
        // A switch kept in a property is set up anywhere in its class: its cell's text too.
        let isProperty = !groups.contains { isFunctionBody($0) }
        guard let best = isProperty ? candidates.map(\.index).min() : nearest(candidates.map(\.index), to: index) else { return nil }
        return candidates.first { $0.index == best } ?? (best, best..<best, nil)
    }

    /// The lines the cell's text may use, when the code says: `cell.textLabel?.numberOfLines = 0`
    /// (a textLabel is one line otherwise: nil); a content configuration's text wraps unless
    /// its `textProperties.numberOfLines` is set (UIKit's default there is 0). A value that is
    /// not a number literal claims no limit (0).
    func cellTextLines(_ cellName: String, near index: Int, in scope: Range<Int>) -> Int? {
        guard let text = cellTextSource(cellName, near: index, in: scope) else { return nil }
        var settings: [(index: Int, lines: Int)] = []
        for position in scope where source.tokens[position].kind == .identifier {
            if let configuration = text.configuration {
                guard source.equals(position, "textProperties"), source.kind(position - 1) == .dot,
                      source.isIdentifier(position - 2, configuration), let count = Self.lines(in: source, at: position + 1) else { continue }
                settings.append((position, count))
            } else if source.equals(position, "textLabel") {
                let owner = source.kind(position - 1) == .dot ? receiver(endingAt: position - 2) : "self"
                guard owner == cellName else { continue }
                var cursor = position + 1
                if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor += 1 }
                if let count = Self.lines(in: source, at: cursor) { settings.append((position, count)) }
            }
        }
        // The setting that goes with the text: nearest to it, in the blocks it is in.
        if let nearest = nearest(settings.map(\.index), to: text.index) ?? (settings.count == 1 ? settings.first?.index : nil) {
            return settings.first { $0.index == nearest }?.lines
        }
        if text.configuration != nil { return 0 }
        // The cell's own class may set it for every cell it makes (Nextcloud Talk's
        // `SettingsTableViewCell.commonInit()`: `textLabel?.numberOfLines = 0`).
        return cellClass(of: cellName, in: scope).flatMap(textLinesSetByClass)
    }

    /// The project's class a cell variable is declared or cast as: `let cell: SettingsCell = …`,
    /// `let cell = … as? SettingsCell`, `let cell = SettingsCell(style: …)`.
    func cellClass(of cellName: String, in scope: Range<Int>) -> String? {
        for position in scope where source.isIdentifier(position, cellName)
            && (source.isIdentifier(position - 1, "let") || source.isIdentifier(position - 1, "var")) {
            if source.kind(position + 1) == .colon, source.kind(position + 2) == .identifier {
                return projectClass(source.text(position + 2))
            }
            guard source.isOperator(position + 1, "=") else { continue }
            let value = valueRange(from: position + 2, limit: scope.upperBound)
            if let first = value.first, source.kind(first) == .identifier, source.kind(first + 1) == .openParen {
                if let found = projectClass(source.text(first)) { return found }
            }
            for cast in value where source.isIdentifier(cast, "as") && (source.isOperator(cast + 1, "?") || source.isOperator(cast + 1, "!"))
                && source.kind(cast + 2) == .identifier {
                return projectClass(source.text(cast + 2))
            }
        }
        return nil
    }

    private func projectClass(_ name: String) -> String? {
        evaluator.symbols.superclasses[name] != nil ? name : nil
    }

    /// `textLabel?.numberOfLines = n` in the code of the class `name` or a class above it in the
    /// project: the lines of every cell of that class.
    func textLinesSetByClass(_ name: String) -> Int? {
        var current = name
        for _ in 0..<8 {
            for (file, body) in evaluator.symbols.classBodies[current] ?? [] {
                let code = evaluator.files[file]
                for position in body where code.isIdentifier(position, "textLabel")
                    && (code.kind(position - 1) != .dot || code.isIdentifier(position - 2, "self")) {
                    var cursor = position + 1
                    if code.isOperator(cursor, "?") || code.isOperator(cursor, "!") { cursor += 1 }
                    if let count = Self.lines(in: code, at: cursor) { return count }
                }
            }
            guard let next = evaluator.symbols.superclasses[current] else { return nil }
            current = next
        }
        return nil
    }

    /// `.numberOfLines = n` at `position` (`0` for a value that is not a number): the lines set.
    static func lines(in code: SourceFile, at position: Int) -> Int? {
        guard code.kind(position) == .dot, code.isIdentifier(position + 1, "numberOfLines"), code.isOperator(position + 2, "=") else { return nil }
        return code.kind(position + 3) == .number ? Int(code.text(position + 3)).map { max($0, 0) } ?? 0 : 0
    }

    func isContentConfiguration(_ name: String, in scope: Range<Int>) -> Bool {
        scope.contains { position in
            source.isIdentifier(position, name) && source.isOperator(position + 1, "=")
                && (position + 2..<min(position + 8, source.count)).contains {
                    source.isIdentifier($0, "defaultContentConfiguration") || source.isIdentifier($0, "UIListContentConfiguration")
                }
        }
    }

    /// The candidate in the innermost block around `index` that holds one, not inside a
    /// branch the switch is not in; nearest before it, else after.
    func nearest(_ candidates: [Int], to index: Int) -> Int? {
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
    func caseSegment(of index: Int, in block: Int) -> Range<Int>? {
        guard isSwitchBody(block) else { return nil }
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

    /// A `switch`'s body opens with its first label (`case`, `default`, `@unknown default`, or an
    /// `#if` around cases); a block that only holds an `if case` or `for case` does not.
    func isSwitchBody(_ block: Int) -> Bool {
        let first = block + 1
        return source.isIdentifier(first, "case") || source.isIdentifier(first, "default")
            || (source.kind(first) == .attribute && source.equals(first, "@unknown"))
            || (source.kind(first) == .pound && source.equals(first, "#if"))
    }
}
