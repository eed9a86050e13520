/// String literals read as keys, as SwiftUI's `LocalizedStringKey` makes them: the format key
/// of an interpolation, and what a missing key shows.
extension TextEvaluator {
    /// A string literal: a key (with `%lld`/`%@` for its interpolations) where a key is
    /// expected, else the text itself.
    func literal(_ literal: StringLiteral, in file: Int, context: Context, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText {
        switch context {
        case .localizedKey:
            return key(literal, table: LocalizedText.defaultTable, defaultValue: nil, in: file, bindings: bindings, depth: depth)
        case .string:
            let location = files[file].location(literal.open)
            if let value = literal.value { return .literal(value, at: location) }
            let parts = literal.parts.map { part -> LocalizedText in
                switch part {
                case .text(let text): return .literal(text, at: location)
                case .interpolation(let range): return text(range, in: file, context: .string, bindings: bindings, depth: depth + 1)
                }
            }
            return .joined(parts, separator: "", at: location)
        }
    }

    /// How a title argument is read where SwiftUI takes a `LocalizedStringKey` or a `String`
    /// (`Text(_:)`, `Toggle(_:isOn:)`, `.navigationTitle(_:)`): a string literal, or a choice
    /// between literals (`isOn ? "On" : "Off"`, which Swift types from the context as well),
    /// is a key; anything else is a value of its own type.
    func titleContext(_ range: Range<Int>, in file: Int) -> Context {
        isLiteralKey(range, in: file) ? .localizedKey : .string
    }

    /// A string literal, or a choice between them (`c ? "a" : "b"`, nested, parenthesized).
    func isLiteralKey(_ range: Range<Int>, in file: Int, depth: Int = 0) -> Bool {
        let source = files[file]
        let range = trimmed(range, in: source)
        guard !range.isEmpty, depth < 8 else { return false }
        if source.kind(range.lowerBound) == .stringOpen, let literal = source.stringLiteral(at: range.lowerBound) {
            return literal.close + 1 == range.upperBound
        }
        if source.kind(range.lowerBound) == .openParen, source.partner(range.lowerBound) + 1 == range.upperBound {
            return isLiteralKey((range.lowerBound + 1)..<(range.upperBound - 1), in: file, depth: depth + 1)
        }
        guard let question = topLevel(range, in: source, where: source.isTernaryQuestion),
              let colon = topLevel(question..<range.upperBound, in: source, where: { source.kind($0) == .colon }) else { return false }
        return isLiteralKey((question + 1)..<colon, in: file, depth: depth + 1)
            && isLiteralKey((colon + 1)..<range.upperBound, in: file, depth: depth + 1)
    }

    /// The names projects give a freestanding macro that localizes a key (Threema's
    /// `#localize("settings_title")`, which expands to `String(localized: "settings_title", …)`).
    static let localizingMacros: Set<String> = ["#localize", "#localized"]

    /// Such a macro given a literal: the literal's key in the default table, and the index after
    /// the macro's arguments.
    func localizationMacro(at index: Int, in file: Int, bindings: Bindings, depth: EvaluationDepth) -> (LocalizedText, Int)? {
        let source = files[file]
        guard source.kind(index) == .pound, source.kind(index + 1) == .openParen,
              TextEvaluator.localizingMacros.contains(source.text(index)),
              let first = source.arguments(in: index + 1).first, first.label == nil,
              let literal = source.stringLiteral(at: first.range.lowerBound), literal.close + 1 == first.range.upperBound else { return nil }
        let key = key(literal, table: LocalizedText.defaultTable, defaultValue: nil, in: file, bindings: bindings, depth: depth)
        return (key, source.partner(index + 1) + 1)
    }

    /// A literal used as a key. Its own text shows when no table has the key, so it is the
    /// key's default value; an interpolated one is a format key (`"Items \(n)"` → `Items %lld`).
    func key(_ literal: StringLiteral, table: String, defaultValue: String?, in file: Int, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText {
        let source = files[file]
        let location = source.location(literal.open)
        if let value = literal.value {
            // An empty title is no key: SwiftUI shows nothing.
            if value.isEmpty { return .literal("", at: location) }
            return .key(value, table: table, defaultValue: defaultValue ?? TextEvaluator.shownWhenMissing(value), at: location)
        }
        var keyText = ""
        var arguments: [LocalizedText] = []
        for part in literal.parts {
            switch part {
            case .text(let text):
                // Most parts have no percent sign: an `NSString` made of each part to learn so
                // was a tenth of reading a SwiftUI app's sources.
                keyText += text.utf8.contains(UInt8(ascii: "%")) ? text.replacingOccurrences(of: "%", with: "%%") : text
            case .interpolation(let whole):
                // `\(hue, specifier: "%.2f")` writes its specifier into the key as it is.
                var range = whole
                if let (value, written) = specifiedInterpolation(whole, in: source) {
                    range = value
                    keyText += written
                } else {
                    keyText += specifier(for: range, in: file, budget: depth.budget)
                }
                // A value put into a localized format is meant to show as it is.
                var argument = text(range, in: file, context: .string, bindings: bindings, depth: depth + 1)
                if case .expression(let code, true, let argumentLocation) = argument { argument = .expression(code, verbatim: false, at: argumentLocation) }
                arguments.append(argument)
            }
        }
        return .format(.key(keyText, table: table, defaultValue: defaultValue ?? TextEvaluator.shownWhenMissing(keyText), at: location),
                       arguments: arguments, at: location)
    }

    /// An interpolation with a format specifier of its own (`\(hue, specifier: "%.2f")`,
    /// SwiftUI's `LocalizedStringKey`): its value's tokens and the specifier as written.
    func specifiedInterpolation(_ range: Range<Int>, in source: SourceFile) -> (value: Range<Int>, specifier: String)? {
        // A value, a comma, the label and its colon, and a literal's tokens at the least.
        guard range.lowerBound > 0, range.count >= 5 else { return nil }
        let arguments = source.arguments(in: range.lowerBound - 1)
        guard arguments.count == 2, arguments[0].label == nil, arguments[1].label == "specifier",
              let literal = source.stringLiteral(at: arguments[1].range.lowerBound),
              source.partner(arguments[1].range.lowerBound) + 1 == arguments[1].range.upperBound,
              let written = literal.value, !written.isEmpty else { return nil }
        return (arguments[0].range, written)
    }

    /// What a key shows in the development language when no table has it: the key itself. A
    /// key written as text ("Show image in list") then reads right, so it is the key's default
    /// value; one written as an identifier (`PF_STEALTH_MODE`, `settings.display.title`,
    /// `CheckForUpdates`) is a bug the user sees, so it has none.
    static func shownWhenMissing(_ key: String) -> String? {
        // No words (`%@ %@`, `😕`): the key itself is the text.
        guard FormatSpecifiers.hasWords(key) else { return key }
        // A handle (`@riley.social`, the footer Delta links its developers' accounts from): it
        // reads as written, dots and all.
        // So does a hashtag (LoopFollow's "#WeAreNotWaitingAnymore"), camel case and all.
        if key.utf8.first == UInt8(ascii: "@") || key.utf8.first == UInt8(ascii: "#"),
           let first = key.unicodeScalars.dropFirst().first, isLetter(first) { return key }
        // One pass, ASCII answered without Unicode's tables: a title may be megabytes long.
        var isIdentifier = false
        var humps = 0
        // A hyphen is in no identifier: camel case with one is a name ("VisualBoyAdvance-M").
        var hasHyphen = false
        var previous: Unicode.Scalar? = nil
        var beforePrevious: Unicode.Scalar? = nil
        // A hump is a capital after a small letter where a word of two small letters or more
        // ends or starts (`checkFor`, `kSettings`): not in a term of single letters and digits,
        // LoopFollow's "eHbA1c".
        var smallRun = 0
        var hump: (before: Int, after: Int)? = nil
        func endWord() {
            if let found = hump, found.before >= 2 || found.after >= 2 { humps += 1 }
            hump = nil
        }
        for scalar in key.unicodeScalars {
            if scalar.isWhiteSpace { return key }
            // An address (`user@example.org/resource`), not an identifier: it reads as written.
            if scalar == "@", let previous, isLetter(previous) { return key }
            if scalar == "_" { isIdentifier = true }
            if scalar == "-" { hasHyphen = true }
            // `a.b`: a dot between letters.
            if previous == ".", let beforePrevious, isLetter(beforePrevious), isLetter(scalar) { isIdentifier = true }
            // Two humps of camel case.
            if isUppercase(scalar) {
                endWord()
                if smallRun > 0 { hump = (smallRun, 0) }
                smallRun = 0
            } else if isLowercase(scalar) {
                smallRun += 1
                hump?.after += 1
            } else {
                endWord()
                smallRun = 0
            }
            beforePrevious = previous
            previous = scalar
        }
        endWord()
        if isIdentifier, !key.containsUTF8Byte(UInt8(ascii: "_")), humps < 2, namesFileOrSite(key) { return key }
        return isIdentifier || (humps >= 2 && !hasHyphen) ? nil : key
    }

    /// A file's, an app's or a site's name (`Files.app`, `Info.plist`, `example.com`): one dot
    /// before a well-known extension or top-level domain, which a key's dotted path
    /// (`settings.display.title`) does not end with.
    private static func namesFileOrSite(_ key: String) -> Bool {
        let parts = key.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, let last = parts.last else { return false }
        return fileAndSiteEndings.contains(String(last))
    }

    private static let fileAndSiteEndings: Set<String> = [
        "app", "plist", "md", "txt", "pdf", "json", "png", "jpg", "zip", "html", "csv", "xml",
        "com", "org", "net", "io", "dev",
    ]

    private static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? isUppercase(scalar) || isLowercase(scalar) : scalar.properties.isAlphabetic
    }

    private static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("A"..."Z").contains(scalar) : scalar.properties.isUppercase
    }

    private static func isLowercase(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? ("a"..."z").contains(scalar) : scalar.properties.isLowercase
    }

    private static let integerTypes: Set<String> = ["Int", "Int64", "Int32", "UInt", "Int16"]
    private static let geometryMembers: Set<String> = ["width", "height", "x", "y", "minX", "maxX", "midX", "minY", "maxY", "midY"]

    /// The format specifier SwiftUI's `LocalizedStringKey` writes for an interpolated value:
    /// `%lld` for an integer, `%lf` for a Double, `%@` for anything else.
    func specifier(for range: Range<Int>, in file: Int, budget: EvaluationBudget? = nil) -> String {
        let source = files[file]
        // An App Intent's parameter, `\(\.$url)` in a `Summary`: Xcode writes `${url}` in the key.
        if range.count >= 2, range.count <= 3, source.kind(range.upperBound - 2) == .dot, source.kind(range.upperBound - 1) == .identifier,
           range.count == 2 || source.isOperator(range.lowerBound, "\\") {
            let name = source.text(range.upperBound - 1)
            if name.hasPrefix("$"), name.count > 1 { return "${" + name.dropFirst() + "}" }
        }
        if range.count == 1, source.kind(range.lowerBound) == .number {
            return source.text(range.lowerBound).contains(".") ? "%lf" : "%lld"
        }
        if range.count >= 2, source.isIdentifier(range.upperBound - 1, "count"), source.kind(range.upperBound - 2) == .dot { return "%lld" }
        // `comment.replyCount`: a property every type of the project declares alike (an optional
        // would not compile in a key's interpolation, so `Int?` elsewhere counts as `Int`).
        // Geometry's own members (`frame.width`, a CGFloat) are not the project's.
        if range.count >= 3, source.kind(range.upperBound - 1) == .identifier, source.kind(range.upperBound - 2) == .dot,
           !Self.geometryMembers.contains(source.text(range.upperBound - 1)),
           let types = symbols.propertyTypesByName[source.text(range.upperBound - 1)], types.count == 1, let type = types.first {
            if Self.integerTypes.contains(type) { return "%lld" }
            if type == "Double" || type == "CGFloat" { return "%lf" }
        }
        if range.count == 1, source.kind(range.lowerBound) == .identifier,
           let declaration = SourceScope(source: source, symbols: symbols, budget: budget)
               .declaration(of: source.text(range.lowerBound), before: range.lowerBound) {
            if let type = declaration.type {
                if Self.integerTypes.contains(type) { return "%lld" }
                if type == "Double" || type == "CGFloat" { return "%lf" }
                if type == "Float" { return "%f" }
            } else if let value = declaration.value, value.count >= 2, source.isIdentifier(value.upperBound - 1, "count"),
                      source.kind(value.upperBound - 2) == .dot {
                // `let relayCount = relays.count`: an Int.
                return "%lld"
            } else if let value = declaration.value, value.count == 1, source.kind(value.lowerBound) == .number {
                // `let size = 20`: an Int; `let scale = 1.5`: a Double.
                return source.text(value.lowerBound).contains(".") ? "%lf" : "%lld"
            }
        }
        return "%@"
    }
}
