/// The colors UIKit code sets on a switch (`onTintColor`, `thumbTintColor`, `tintColor`) and on
/// the cell behind it (`backgroundColor`), read when the value spells a color outright:
/// `.systemGreen`, `UIColor.white`, `UIColor(red:green:blue:alpha:)` (also `.init(…)`,
/// `white:alpha:`, `displayP3Red:…`), `#colorLiteral(…)`; Objective-C `[UIColor
/// systemGreenColor]`, `UIColor.whiteColor`, `[UIColor colorWithRed:green:blue:alpha:]`
/// (`colorWithWhite:alpha:`, `colorWithDisplayP3Red:…`). Anything else (an asset's
/// `UIColor(named:)`, a project's `.accent`, `withAlphaComponent`) is not known here: nil, so
/// the color rules leave it alone rather than judge a guess.
extension UIKitRecognizer {
    /// The color the tokens of `range` spell, if they spell nothing else.
    func color(_ range: Range<Int>) -> Color? {
        guard !range.isEmpty else { return nil }
        let first = range.lowerBound
        let last = range.upperBound - 1
        // `.systemGreen`, `UIColor.systemGreen`, Objective-C `UIColor.whiteColor`.
        if range.count == 2, source.kind(first) == .dot, source.kind(last) == .identifier {
            return Self.namedColor(source.text(last))
        }
        if range.count == 3, source.isIdentifier(first, "UIColor"), source.kind(first + 1) == .dot, source.kind(last) == .identifier {
            return Self.namedColor(source.text(last))
        }
        // `[UIColor whiteColor]`, `[UIColor colorWithRed:… green:… blue:… alpha:…]`.
        if !isSwift, source.kind(first) == .openBracket, source.partner(first) == last, source.isIdentifier(first + 1, "UIColor") {
            if range.count == 4, source.kind(first + 2) == .identifier { return Self.namedColor(source.text(first + 2)) }
            return componentColor(messageParts(first + 2..<last))
        }
        // `UIColor(red: …)`, `.init(red: …)`, `#colorLiteral(red: …)`.
        guard isSwift, source.kind(last) == .closeParen else { return nil }
        let open = source.partner(last)
        let callee = source.source(from: first, to: open)
        guard ["UIColor", ".init", "UIColor.init", "#colorLiteral"].contains(callee) else { return nil }
        return componentColor(source.arguments(in: open).map { ($0.label ?? "", $0.range) })
    }

    /// `red`/`green`/`blue`/`alpha`, `white`/`alpha`, or `displayP3Red`/`green`/`blue`/`alpha`
    /// (and Objective-C's `colorWithRed`, `colorWithWhite`, `colorWithDisplayP3Red`), each a
    /// number or a quotient of two (`52/255.0`).
    func componentColor(_ parts: [(label: String, value: Range<Int>)]) -> Color? {
        var values: [String: Double] = [:]
        for part in parts {
            var label = part.label
            for prefix in ["colorWith", "initWith"] where label.hasPrefix(prefix) {
                label = String(label.dropFirst(prefix.count))
                label = label.prefix(1).lowercased() + label.dropFirst()
            }
            guard let number = number(part.value), values[label] == nil else { return nil }
            values[label] = number
        }
        let alpha = values["alpha"] ?? 1
        if let white = values["white"], values.count == (values["alpha"] == nil ? 1 : 2) {
            return IBColorResolver.color(white, white, white, alpha)
        }
        guard let green = values["green"], let blue = values["blue"], values.count == (values["alpha"] == nil ? 3 : 4) else { return nil }
        if let red = values["red"] { return IBColorResolver.color(red, green, blue, alpha) }
        guard let red = values["displayP3Red"] else { return nil }
        let (r, g, b) = IBColorResolver.displayP3ToSRGB(red, green, blue)
        return IBColorResolver.color(r, g, b, alpha)
    }

    /// A number literal (`0.5`, Objective-C `0.5f`), or one divided by another (`199/255.0`).
    func number(_ range: Range<Int>) -> Double? {
        func literal(_ index: Int) -> Double? {
            guard source.kind(index) == .number else { return nil }
            var text = source.text(index)
            if !isSwift, !text.hasPrefix("0x"), text.hasSuffix("f") || text.hasSuffix("F") { text.removeLast() }
            return DecimalParsing.double(text)
        }
        if range.count == 1 { return literal(range.lowerBound) }
        guard range.count == 3, source.isOperator(range.lowerBound + 1, "/"), let dividend = literal(range.lowerBound),
              let divisor = literal(range.lowerBound + 2), divisor != 0 else { return nil }
        return dividend / divisor
    }

    /// The `label: value` parts of an Objective-C message's selector.
    func messageParts(_ range: Range<Int>) -> [(label: String, value: Range<Int>)] {
        var parts: [(label: String, value: Range<Int>)] = []
        var index = range.lowerBound
        while index < range.upperBound {
            guard source.kind(index) == .identifier, source.kind(index + 1) == .colon else { return [] }
            let start = index + 2
            var end = start
            while end < range.upperBound, !(source.kind(end) == .identifier && source.kind(end + 1) == .colon) { end = source.skip(end) }
            parts.append((source.text(index), start..<min(end, range.upperBound)))
            index = end
        }
        return parts
    }

    /// UIColor's class colors by name (`white`, `whiteColor`, `systemGreen`), in the light
    /// appearance: the fixed ones as UIColor documents their components, the system ones as
    /// Interface Builder resolves them.
    static func namedColor(_ name: String) -> Color? {
        let key = name.hasSuffix("Color") ? name : name + "Color"
        return fixedColors[key] ?? IBColorResolver.systemColors[key]
    }

    /// "A color object whose RGB values are 1.0, 0.5, and 0.0 and whose alpha value is 1.0"
    /// (Apple, `UIColor.orange`), and so on for each.
    static let fixedColors: [String: Color] = [
        "redColor": IBColorResolver.color(1, 0, 0, 1),
        "greenColor": IBColorResolver.color(0, 1, 0, 1),
        "blueColor": IBColorResolver.color(0, 0, 1, 1),
        "cyanColor": IBColorResolver.color(0, 1, 1, 1),
        "yellowColor": IBColorResolver.color(1, 1, 0, 1),
        "magentaColor": IBColorResolver.color(1, 0, 1, 1),
        "orangeColor": IBColorResolver.color(1, 0.5, 0, 1),
        "purpleColor": IBColorResolver.color(0.5, 0, 0.5, 1),
        "brownColor": IBColorResolver.color(0.6, 0.4, 0.2, 1),
        "grayColor": IBColorResolver.color(0.5, 0.5, 0.5, 1),
        "lightGrayColor": IBColorResolver.color(2.0 / 3, 2.0 / 3, 2.0 / 3, 1),
        "darkGrayColor": IBColorResolver.color(1.0 / 3, 1.0 / 3, 1.0 / 3, 1),
    ]

    // MARK: - The switch's colors and its cell's background

    /// `onTintColor`, `thumbTintColor` and `tintColor` set on the switch in `scope`
    /// (`toggle.onTintColor = …`, `[toggle setOnTintColor:…]`); a later setting wins.
    func readColors(of name: String, in scope: Range<Int>, into control: inout SwitchControl) {
        for (property, value) in assignments(to: name, in: scope) {
            switch property {
            case "onTintColor": control.onTintColor = color(value)
            case "thumbTintColor": control.thumbTintColor = color(value)
            case "tintColor": control.tintColor = color(value)
            default: continue
            }
        }
        for (selector, property) in [("setOnTintColor", \SwitchControl.onTintColor), ("setThumbTintColor", \.thumbTintColor),
                                     ("setTintColor", \.tintColor)] {
            if let value = messageArgument(to: name, selector: selector, in: scope) { control[keyPath: property] = color(value) }
        }
    }

    /// The opaque background the code gives the cell the switch is in (`cell.backgroundColor`,
    /// `cell.contentView.backgroundColor`, `[cell setBackgroundColor:…]`; in a cell's own class
    /// `backgroundColor` and `contentView.backgroundColor`), nearest the switch as its text is.
    /// Nil when the code sets none: the table's or the appearance proxy's is not known here.
    func cellBackground(_ cellName: String, near index: Int, in scope: Range<Int>) -> Color? {
        var candidates: [(index: Int, value: Range<Int>)] = []
        /// The view whose property ends at `end`: `cell`, `cell?`, or the cell of `cell.contentView`
        /// (`self` for a bare `contentView`).
        func owner(endingAt end: Int) -> String {
            var cursor = end
            if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor -= 1 }
            guard source.isIdentifier(cursor, "contentView") else { return receiver(endingAt: end) }
            return source.kind(cursor - 1) == .dot ? receiver(endingAt: cursor - 2) : "self"
        }
        for position in scope where source.isIdentifier(position, "backgroundColor") && source.isOperator(position + 1, "=")
            && !source.isIdentifier(position - 1, "let") && !source.isIdentifier(position - 1, "var") {
            let cell = source.kind(position - 1) == .dot ? owner(endingAt: position - 2) : "self"
            if cell == cellName { candidates.append((position, valueRange(from: position + 2, limit: scope.upperBound))) }
        }
        if !isSwift {
            for position in scope where source.isIdentifier(position, "setBackgroundColor") && source.kind(position + 1) == .colon {
                guard owner(endingAt: position - 1) == cellName,
                      let bracket = source.enclosingGroup(of: position), source.kind(bracket) == .openBracket else { continue }
                candidates.append((position, (position + 2)..<min(source.partner(bracket), scope.upperBound)))
            }
        }
        let isProperty = !source.enclosingGroups(of: index).contains { source.kind($0) == .openBrace && isFunctionBody($0) }
        guard let best = isProperty ? candidates.map(\.index).min() : nearest(candidates.map(\.index), to: index),
              let value = candidates.first(where: { $0.index == best })?.value, let background = color(value),
              background.alpha == 255 else { return nil }
        return background
    }
}
