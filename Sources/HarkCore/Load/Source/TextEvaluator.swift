import Foundation

/// Works out, without running the code, what text an expression of Swift or Objective-C
/// shows: a key of a strings table (a SwiftUI string literal, `NSLocalizedString`,
/// `String(localized:)`, a SwiftGen accessor, a project wrapper), a plain string, or code Hark
/// cannot evaluate (`<expression>`), and how texts combine (`+`, `?:`, `??`, format strings).
final class TextEvaluator: @unchecked Sendable {
    let files: [SourceFile]
    let symbols: SourceSymbols
    let functions: [LocalizationFunction]
    /// Each accessor's value, read once however often it is used (an app's SwiftGen file has
    /// thousands, used all over). Guarded by `lock`: files are read in parallel.
    private var memberValues: [Int: LocalizedText] = [:]
    private let lock = NSLock()
    /// Each file's, spent by the evaluations that start in it (`EvaluationBudget`).
    private let budgets: [EvaluationBudget]
    /// Where the code makes each of the project's types (`TypeCalls`), found when first asked.
    /// Guarded by `typeCallsLock`, which nothing else takes while it is held.
    private var typeCalls: TypeCalls? = nil
    private let typeCallsLock = NSLock()

    init(files: [SourceFile], symbols: SourceSymbols, functions: [LocalizationFunction]) {
        self.files = files
        self.symbols = symbols
        self.functions = functions
        budgets = files.map { EvaluationBudget(tokens: $0.count) }
    }

    /// The calls that make the type `name` (`SettingsToggleRow(title: …)`), outside previews.
    func calls(ofType name: String) -> [TypeCalls.Site] {
        typeCallsLock.withLock {
            if typeCalls == nil {
                // The types with instance properties: those a caller gives values.
                let names = Set(symbols.properties.keys.compactMap { $0.split(separator: ".").last.map(String.init) })
                typeCalls = TypeCalls(files: files, typeNames: names)
            }
            return typeCalls?.sites[name] ?? []
        }
    }

    /// Where an evaluation that starts in `file` starts.
    func firstLevel(in file: Int) -> EvaluationDepth { EvaluationDepth(level: 0, budget: budgets[file]) }

    /// How a string literal is read where it stands.
    enum Context: Sendable {
        /// A SwiftUI `LocalizedStringKey`: a literal is a key of `Localizable`.
        case localizedKey
        /// A `String`: a literal is shown as it is.
        case string
    }

    /// Names bound while a function body is read (SwiftGen's `p1` is the call's argument).
    typealias Bindings = [String: LocalizedText]

    private static let maximumDepth = 12

    // MARK: - Values

    /// The text `range` of `file` evaluates to.
    func text(_ range: Range<Int>, in file: Int, context: Context, bindings: Bindings = [:], depth: EvaluationDepth? = nil) -> LocalizedText {
        let depth = depth ?? firstLevel(in: file)
        // Once the budget is spent, whatever is under way ends as an expression (`bounded`):
        // its parts need no work.
        guard !depth.budget.isSpent else {
            depth.budget.wasCut = true
            return .expression(LocalizedText.expressionPlaceholder, verbatim: false, at: files[file].location(range.lowerBound))
        }
        return bounded(evaluate(range, in: file, context: context, bindings: bindings, depth: depth), of: range, in: file, depth: depth)
    }

    private func evaluate(_ range: Range<Int>, in file: Int, context: Context, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText {
        let source = files[file]
        let range = trimmed(range, in: source)
        let location = source.location(range.lowerBound)
        guard !range.isEmpty else { return .literal("", at: location) }
        // Each level scans its tokens a few times, looking for operators.
        guard depth.allows(below: TextEvaluator.maximumDepth, reading: range.count + 1) else { return expression(range, in: file) }
        // Operators, loosest first: `c ? a : b`, `a ?? b`, `a + b`.
        if let question = topLevel(range, in: source, where: source.isTernaryQuestion),
           let colon = topLevel(question..<range.upperBound, in: source, where: { source.kind($0) == .colon }) {
            if colon == question + 1 {
                // Objective-C's `a ?: b`: `a` when it is not nil, else `b`.
                return choice([text(range.lowerBound..<question, in: file, context: context, bindings: bindings, depth: depth + 1),
                               text((colon + 1)..<range.upperBound, in: file, context: context, bindings: bindings, depth: depth + 1)], at: location)
            }
            return choice([text((question + 1)..<colon, in: file, context: context, bindings: bindings, depth: depth + 1),
                           text((colon + 1)..<range.upperBound, in: file, context: context, bindings: bindings, depth: depth + 1)], at: location)
        }
        if let coalescing = topLevel(range, in: source, where: { source.isOperator($0, "??") }) {
            return choice([text(range.lowerBound..<coalescing, in: file, context: context, bindings: bindings, depth: depth + 1),
                           text((coalescing + 1)..<range.upperBound, in: file, context: context, bindings: bindings, depth: depth + 1)], at: location)
        }
        let plusses = allTopLevel(range, in: source) { source.isOperator($0, "+") }
        if !plusses.isEmpty {
            var parts: [LocalizedText] = []
            var start = range.lowerBound
            for plus in plusses + [range.upperBound] {
                parts.append(text(start..<plus, in: file, context: context, bindings: bindings, depth: depth + 1))
                start = plus + 1
            }
            return .joined(parts, separator: "", at: location)
        }
        return postfix(range, in: file, context: context, bindings: bindings, depth: depth)
    }

    /// A primary expression and what follows it: `Text("a").bold()`, `L10n.Settings.title`,
    /// `"key".localized`, `NSLocalizedString(…)`.
    func postfix(_ range: Range<Int>, in file: Int, context: Context, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText {
        let source = files[file]
        let start = range.lowerBound
        let location = source.location(start)
        // Parenthesized: `(a + b)`.
        if source.kind(start) == .openParen, source.partner(start) + 1 == range.upperBound {
            return text((start + 1)..<(range.upperBound - 1), in: file, context: context, bindings: bindings, depth: depth + 1)
        }
        var value: LocalizedText
        var cursor: Int
        switch source.kind(start) {
        case .stringOpen:
            guard let literal = source.stringLiteral(at: start) else { return expression(range, in: file) }
            value = self.literal(literal, in: file, context: context, bindings: bindings, depth: depth)
            cursor = literal.close + 1
        case .identifier:
            guard let primary = primary(range, in: file, context: context, bindings: bindings, depth: depth) else {
                return expression(range, in: file)
            }
            (value, cursor) = primary
        case .openBrace:
            // A closure called where it is written, its one statement a `return` (xDrip's
            // `static let showMiniChart: String = { return NSLocalizedString(…) }()`): that value.
            let close = source.partner(start)
            guard source.equals(start + 1, "return"), source.kind(close + 1) == .openParen, source.partner(close + 1) == close + 2,
                  !((start + 2)..<close).contains(where: { source.kind($0) == .semicolon || source.equals($0, "return") }) else {
                return expression(range, in: file)
            }
            value = text((start + 2)..<close, in: file, context: context, bindings: bindings, depth: depth + 1)
            cursor = close + 3
        default:
            guard let macro = localizationMacro(at: start, in: file, bindings: bindings, depth: depth) else { return expression(range, in: file) }
            (value, cursor) = macro
        }
        // Modifiers and members after the value.
        while cursor < range.upperBound {
            if source.isOperator(cursor, "?") || source.isOperator(cursor, "!") { cursor += 1; continue }
            guard source.kind(cursor) == .dot, source.kind(cursor + 1) == .identifier else { return expression(range, in: file) }
            let name = source.text(cursor + 1)
            let call = source.call(at: cursor + 1)
            cursor = call.end
            if let table = wrapperTable(name) {
                value = localized(value, table: table, at: location)
            } else if TextEvaluator.textModifiers.contains(name) || TextEvaluator.viewModifiers.contains(name) {
                continue
            } else {
                return expression(range, in: file)
            }
        }
        return cursor == range.upperBound ? value : expression(range, in: file)
    }

    /// `Text(…)`, `NSLocalizedString(…)`, `String(localized:)`, `String(format:)`, a member chain
    /// (`L10n.Settings.title`, an enum case's raw value), a variable: its value and the index
    /// after it.
    func primary(_ range: Range<Int>, in file: Int, context: Context, bindings: Bindings, depth: EvaluationDepth) -> (LocalizedText, Int)? {
        let source = files[file]
        let start = range.lowerBound
        let location = source.location(start)
        // The longest dotted name: `L10n.Settings.title`, `Localizable.Preferences.LaunchAtLogin`.
        var names = [source.text(start)]
        var end = start + 1
        while source.kind(end) == .dot, source.kind(end + 1) == .identifier, end + 1 < range.upperBound, names.count < 12 {
            names.append(source.text(end + 1))
            end += 2
        }
        // A call: the callee is the dotted name (or its last part, for methods on values).
        for length in stride(from: names.count, through: 1, by: -1) {
            let nameEnd = start + length * 2 - 1
            let dotted = names.prefix(length).joined(separator: ".")
            guard nameEnd <= range.upperBound else { continue }
            if source.kind(nameEnd) == .openParen, nameEnd < range.upperBound {
                let call = source.call(at: nameEnd - 1)
                if let value = callValue(dotted, call, in: file, context: context, bindings: bindings, depth: depth) {
                    return (value, call.end)
                }
                // The project's wrapper method called on a value (Unstoppable Domains'
                // `String.Constants.settingsSecurityOpeningTheApp.localized()`): the value is
                // read below, and the caller applies the wrapper, as for the property form.
                if length == names.count, length >= 2, wrapperTable(names[length - 1]) != nil { break }
                return nil
            }
            if length == names.count {
                if let value = nameValue(dotted, in: file, at: start, context: context, bindings: bindings, depth: depth) {
                    return (value, nameEnd)
                }
            }
        }
        // A name whose prefix is a value: `Localizable.Preferences.LaunchAtLogin.localized`.
        for length in stride(from: names.count - 1, through: 1, by: -1) {
            let dotted = names.prefix(length).joined(separator: ".")
            // A case's member its enum declares (2FAS's `ActionID.approve.localized`, a `switch
            // self` of lookups), not the project's `String` wrapper given the raw value.
            if length >= 2, symbols.rawValue(dotted) != nil,
               let member = symbols.property(names[length], ofType: names.prefix(length - 1).joined(separator: ".")) {
                // A `switch self` answers with the case's own branch (`SwitchSelfBranches`).
                let branch = SwitchSelfBranches.branch(in: member.value, of: files[member.file], forCase: names[length - 1]).map {
                    SourceSymbols.Declaration(file: member.file, value: $0, parameters: nil, type: member.type)
                }
                return (memberValue(branch ?? member, at: location, depth: depth), start + (length + 1) * 2 - 1)
            }
            if let value = nameValue(dotted, in: file, at: start, context: context, bindings: bindings, depth: depth) {
                return (value, start + length * 2 - 1)
            }
        }
        _ = location
        return nil
    }

    /// What a dotted name without a call is: a bound parameter, an enum case's raw value, a
    /// static member, a variable in scope.
    func nameValue(_ name: String, in file: Int, at index: Int, context: Context, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText? {
        let source = files[file]
        let location = source.location(index)
        if let bound = bindings[name] { return bound }
        let bare = TextEvaluator.bareName(name)
        // A byte search: `contains(".")` went through Foundation's NSString search, some 5,000
        // instructions a name (a name from the tokenizer has no mark that joins a dot).
        if !bare.containsUTF8Byte(UInt8(ascii: ".")) {
            // As Swift resolves a name written alone: a local, a parameter or a property of the
            // enclosing type first (variables are lower-case by convention; an upper-case name
            // is a type), then a static member of the enclosing types.
            if let first = bare.unicodeScalars.first, !first.properties.isUppercase,
               let value = variable(bare, in: file, at: index, context: context, depth: depth) {
                return value
            }
        } else if let raw = symbols.rawValue(name) {
            return .literal(raw, at: location)
        }
        if let member = member(name, in: file, at: index, called: false), member.parameters == nil {
            return memberValue(member, at: location, depth: depth)
        }
        return instanceConstant(name, in: file, at: index, depth: depth)
    }

    /// `self.title` is the name `title`, `Self.title` a static member of the enclosing type.
    static func bareName(_ name: String) -> String {
        for prefix in ["self.", "Self."] where name.hasPrefix(prefix) { return String(name.dropFirst(prefix.count)) }
        return name
    }

    /// The static member a reference names where it is written: a qualified name (`L10n.title`,
    /// `Settings.title` inside `L10n`) anywhere in the project; a name written alone only in the
    /// types around it (their extensions included). A static member of another type is never
    /// what a bare name means: `Toggle(name, isOn:)` in a view is not `SettingsKey.name`.
    /// `called`: whether the reference calls it, a method rather than a property of that name.
    func member(_ reference: String, in file: Int, at index: Int, called: Bool? = nil) -> SourceSymbols.Declaration? {
        let source = files[file]
        let bare = SourceSymbols.unquoted(TextEvaluator.bareName(reference))
        guard !bare.containsUTF8Byte(UInt8(ascii: ".")) else {
            let qualified = SourceSymbols.unquoted(reference)
            // As Swift looks a name up: the types around the reference first, their nested
            // types before another file's (WooCommerce's `Localization.title` inside
            // `JetpackSetupWebViewModel` is its own nested enum's, not `ReviewReply.swift`'s
            // `private enum Localization`).
            if symbols.typeNames.contains(String(qualified.prefix { $0 != "." })) {
                for type in SourceScope(source: source, symbols: symbols).enclosingTypes(of: index) {
                    if let member = symbols.member(qualified: type + "." + qualified, near: source.path, files: files, called: called) { return member }
                }
            }
            return symbols.member(qualified, near: source.path, files: files, called: called)
        }
        for type in SourceScope(source: source, symbols: symbols).enclosingTypes(of: index) {
            if let member = symbols.member(qualified: type + "." + bare, near: source.path, files: files, called: called) { return member }
        }
        return nil
    }

    func memberValue(_ member: SourceSymbols.Declaration, arguments: [LocalizedText] = [], at location: SourceLocation, depth: EvaluationDepth) -> LocalizedText {
        guard !member.value.isEmpty else {
            return .expression(files[member.file].text(member.value.lowerBound), verbatim: member.type == "String", at: location)
        }
        let cacheKey = member.file << 32 | member.value.lowerBound
        if member.parameters == nil, let cached = lock.withLock({ memberValues[cacheKey] }) { return relocated(cached, to: location) }
        var bindings: Bindings = [:]
        for (name, argument) in zip(member.parameters ?? [], arguments) { bindings[name] = argument }
        // `static let title: LocalizedStringResource = "…"` is a key.
        let context: Context = member.type.map(SourceSymbols.localizedTypes.contains) == true ? .localizedKey : .string
        let (value, isWhole) = depth.budget.whole { text(member.value, in: member.file, context: context, bindings: bindings, depth: depth + 1) }
        // Only a whole value is the same wherever it is asked for, and whichever file asks first.
        if member.parameters == nil, isWhole { lock.withLock { memberValues[cacheKey] = value } }
        return relocated(value, to: location)
    }

    /// A value passed through a localization function: a plain string becomes a key.
    func localized(_ value: LocalizedText, table: String, at location: SourceLocation) -> LocalizedText {
        switch value {
        case .literal(let text, let literalLocation): return .key(text, table: table, defaultValue: nil, at: literalLocation)
        case .expression(let source, _, let location): return .expression(source, verbatim: false, at: location)
        case .oneOf(let choices, let location): return .oneOf(choices.map { localized($0, table: table, at: location) }, at: location)
        case .joined(let parts, let separator, let joinedLocation):
            // `NSLocalizedString("Multihop routes your traffic " + "into one server…", comment: "")`:
            // literals joined are one key, as Xcode extracts it.
            var words: [String] = []
            for part in parts {
                guard case .literal(let text, _) = part else { return value }
                words.append(text)
            }
            return .key(words.joined(separator: separator), table: table, defaultValue: nil, at: joinedLocation)
        default: return value
        }
    }

    /// A variable in scope: its value when it is a `let` with one, else an expression, which
    /// SwiftUI shows as it is when its type is `String`.
    func variable(_ name: String, in file: Int, at index: Int, context: Context, depth: EvaluationDepth) -> LocalizedText? {
        let source = files[file]
        guard let declaration = SourceScope(source: source, symbols: symbols, budget: depth.budget).declaration(of: name, before: index) else { return nil }
        let location = source.location(index)
        if let value = declaration.value, declaration.isConstant {
            let valueContext: Context = declaration.type.map(SourceSymbols.isLocalizedType) == true ? .localizedKey : .string
            return relocated(text(value, in: file, context: valueContext, depth: depth + 1), to: location)
        }
        if let body = declaration.typeBody, declaration.value == nil, declaration.getter == nil,
           let given = valueGivenByCallers(of: name, declaration: declaration, typeBody: body, in: file, at: location, depth: depth) {
            return given
        }
        let isString = declaration.type == "String" || declaration.type == "String?"
        if isString, let getter = declaration.getter, let values = returnedTexts(of: getter, in: file, depth: depth) { return relocated(values, to: location) }
        return .expression(name, verbatim: isString, at: location)
    }

    func wrapperTable(_ name: String) -> String? {
        if functions.contains(where: { $0.name == name && $0.form == .postfix }) { return LocalizedText.defaultTable }
        return symbols.wrappers[name]
    }

    /// Code Hark cannot evaluate, as written.
    func expression(_ range: Range<Int>, in file: Int) -> LocalizedText {
        let source = files[file]
        guard !range.isEmpty, range.upperBound <= source.count else { return .expression("", verbatim: false, at: source.location(range.lowerBound)) }
        let start = Int(source[range.lowerBound].start)
        let end = min(Int(source[range.upperBound - 1].end), start + 240)
        // The code on one line: each run of white space (line breaks included) is one space.
        var bytes: [UInt8] = []
        bytes.reserveCapacity(end - start)
        for byte in source.bytes[start..<end] {
            let isSpace = byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D
            if isSpace { if bytes.last != 0x20 { bytes.append(0x20) } } else { bytes.append(byte) }
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.count > 80 || end < Int(source[range.upperBound - 1].end) { text = String(text.prefix(77)) + "…" }
        return .expression(text, verbatim: false, at: source.location(range.lowerBound))
    }

    /// Several possible texts; identical ones count once.
    func choice(_ texts: [LocalizedText], at location: SourceLocation) -> LocalizedText {
        var unique: [LocalizedText] = []
        for text in texts where !unique.contains(where: { $0.sameText(as: text) }) { unique.append(text) }
        return unique.count == 1 ? unique[0] : .oneOf(unique, at: location)
    }

    /// A member's value read where it is used: positions stay at the declaration (the key's
    /// own place), but a text computed there is reported where it is used.
    func relocated(_ text: LocalizedText, to location: SourceLocation) -> LocalizedText {
        switch text {
        case .expression(let source, let verbatim, _): return .expression(source, verbatim: verbatim, at: location)
        default: return text
        }
    }
}
