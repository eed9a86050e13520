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

    let source: SourceFile
    /// Local names of types (`let V = Strings.Errors.App.self`), with the types' names.
    let typeAliases: [String: [(declared: Int, type: String)]]
    /// The names of the accessors this file declares (`private static let deleteFolders =
    /// NSLocalizedString(…)`), which the type's own code uses by name alone; with their lengths
    /// and first bytes, so that most identifiers are let go without a `String` made of them.
    private let ownAccessors: Set<String>
    private let ownAccessorShapes: NameShapes

    init(evaluator: TextEvaluator, file: Int, excluded: [Range<Int>]) {
        self.evaluator = evaluator
        self.file = file
        self.excluded = excluded
        source = evaluator.files[file]
        typeAliases = KeyUses.typeAliases(in: source)
        ownAccessors = KeyUses.declaredNames(of: excluded, in: source)
        ownAccessorShapes = NameShapes(ownAccessors)
    }

    /// The names the declarations of `values` give them: `let name =` or `let name: Type =`
    /// before each value (a wrapper's body, also excluded, has none).
    private static func declaredNames(of values: [Range<Int>], in source: SourceFile) -> Set<String> {
        var names: Set<String> = []
        for value in values where source.isOperator(value.lowerBound - 1, "=") {
            var cursor = value.lowerBound - 2
            // Past a type annotation: `: LocalizedStringKey`, `: String?`.
            while cursor > value.lowerBound - 8, cursor > 0, !(source.kind(cursor) == .identifier && (source.isIdentifier(cursor - 1, "let") || source.isIdentifier(cursor - 1, "var"))) {
                cursor -= 1
            }
            if source.kind(cursor) == .identifier, source.isIdentifier(cursor - 1, "let") || source.isIdentifier(cursor - 1, "var") {
                names.insert(source.text(cursor))
            }
        }
        // A function's returned value: its name (AltTab's `private static func
        // getCustomizeStyleButtonTitle() -> String`, called alone in its type).
        for value in values where !source.isOperator(value.lowerBound - 1, "=") {
            guard let brace = source.enclosingGroups(of: value.lowerBound).first, source.kind(brace) == .openBrace else { continue }
            var cursor = brace - 1
            for _ in 0..<48 {
                guard cursor > 0, source.kind(cursor) != .openBrace, source.kind(cursor) != .closeBrace, !source.isIdentifier(cursor, "func") else { break }
                cursor = source.kind(cursor) == .closeParen ? source.partner(cursor) - 1 : cursor - 1
            }
            if source.isIdentifier(cursor, "func"), source.kind(cursor + 1) == .identifier { names.insert(source.text(cursor + 1)) }
        }
        return names
    }

    /// Views and modifiers whose first argument, a string literal, is a `LocalizedStringKey`.
    static let keyTakingViews: Set<String> = [
        "Text", "Button", "Label", "Toggle", "Section", "Picker", "TextField", "SecureField", "Link", "Menu", "NavigationLink",
        "Stepper", "DatePicker", "ColorPicker", "GroupBox", "DisclosureGroup", "LabeledContent", "ContentUnavailableView", "Tab",
        "ShareLink", "PasteButton", "ProgressView", "Gauge", "TextEditor", "IntentDialog", "IntentDescription", "TableColumn",
    ]
    static let keyTakingModifiers: Set<String> = [
        "navigationTitle", "navigationBarTitle", "alert", "confirmationDialog", "help", "accessibilityLabel", "accessibilityHint",
        "accessibilityValue", "badge", "tabItem", "contextMenu", "accessibilityAction", "fileImporter",
    ]
    /// Framework calls whose labeled parameters take a key (App Intents' initializers'
    /// `LocalizedStringResource`s, a SwiftUI modifier's `LocalizedStringKey`): a literal passed
    /// there is a key.
    static let frameworkLabels: [String: Set<String>] = [
        "AppShortcut": ["shortTitle"], "DisplayRepresentation": ["title", "subtitle"], "TypeDisplayRepresentation": ["name"],
        // An intent's `.result(dialog: "Adding \(url) to NetNewsWire.")`: an `IntentDialog`.
        "result": ["dialog"],
        // Its parameter summary, `Summary("Add \(\.$url) to \(\.$accountName)")`.
        "Summary": ["#0"],
        // A custom action's name, `.accessibilityAction(named: "Copy Image") { … }`.
        "accessibilityAction": ["named"],
    ]
    static let localizationCalls: Set<String> = [
        "NSLocalizedString", "NSLocalizedStringFromTable", "NSLocalizedStringFromTableInBundle", "NSLocalizedStringWithDefaultValue", "LocalizedStringResource",
        "LocalizedStringKey", "tr",
    ]

    /// More than any file uses: the most in 20 public apps is 119 (Pocket Casts' `Settings.swift`).
    /// A file past this is generated, or an attack, and is not read further.
    static let maximumPerFile = 10_000

    /// What a file's code uses.
    struct Collected {
        /// The localized texts (keys and formats of keys).
        var texts: [LocalizedText] = []
        /// How many lookups compute their key (`NSLocalizedString(name, …)`), which no one can
        /// check statically.
        var dynamic = 0
        /// The tables those lookups read (`bundle.localizedString(forKey: key, value: key,
        /// table: "Root")` reads `Root`).
        var computedKeyTables: Set<String> = []
        /// The file's string literals (of one piece, outside accessors' declarations): the keys
        /// a computed lookup may be given (`subtitle: "SETTINGS_THEME_BLACK_SUBTITLE"`).
        var literals: Set<String> = []
        /// The shapes of its interpolated literals (`"Open \(title) settings"`), which a
        /// computed lookup may be given too (Stats' `localizedString(_:)` wrapper).
        var literalShapes: Set<ComputedKeyShape> = []
        /// Whether it writes `"%\(index)"` (`DigitPlaceholders`).
        var substitutesDigitPlaceholders = false
        /// What computed keys look like, per table (`"citation.locator.\(locator)"`,
        /// `"\(prefix)_\(index)"` after `let prefix = "speech.onboarding"`): a key shaped so
        /// may be one they look up.
        var computedKeys: [String: Set<ComputedKeyShape>] = [:]
        /// Keys given to a localizing member the code read does not declare (`"key".localized`
        /// from a package): used, though which table and bundle it reads is unknown.
        var keysOfUnreadWrappers: Set<String> = []
        /// Lookups whose comment keeps their key out of the tables on purpose (BartyCrouch's
        /// `#bc-ignore!`): used, though no language need have them.
        var keptOutOfTables: [LocalizedText] = []
    }

    func collect() -> Collected {
        var collected = Collected()
        var texts: [LocalizedText] = []
        var excludedIndex = 0
        let sortedExcluded = excluded.sorted { $0.lowerBound < $1.lowerBound }
        var index = 0
        while index < source.count, texts.count + collected.dynamic < KeyUses.maximumPerFile {
            while excludedIndex < sortedExcluded.count, sortedExcluded[excludedIndex].upperBound <= index { excludedIndex += 1 }
            if excludedIndex < sortedExcluded.count, sortedExcluded[excludedIndex].contains(index) {
                index = sortedExcluded[excludedIndex].upperBound
                continue
            }
            let token = source.tokens[index]
            if token.kind == .identifier, source.equals(index, "case") {
                // A `String` enum's case without a raw value written is its name's literal
                // (the NHS COVID-19 app's `StringLocalizationKey`, `localize(.home_title)`), as
                // `case title = "title"` writes it.
                var name = index + 1
                while source.kind(name) == .identifier, !source.isOperator(name + 1, "="), source.kind(name + 1) != .openParen,
                      case let text = source.text(name), evaluator.symbols.implicitRawValueNames.contains(text) {
                    collected.literals.insert(text)
                    guard source.kind(name + 1) == .comma else { break }
                    name += 2
                }
            }
            if token.kind == .identifier, let (text, computedTable) = use(at: index) {
                if let text {
                    if isKeptOutOfTables(callAt: index) { collected.keptOutOfTables.append(text) } else { texts.append(text) }
                }
                if let computedTable { noteComputed(text, table: computedTable, in: &collected) }
            } else if token.kind == .attribute, source.equals(index, "@Parameter"), source.kind(index + 1) == .openParen,
                      let title = source.arguments(in: index + 1).first(where: { $0.label == "title" }), isLiteralKey(title.range) {
                // App Intents: `@Parameter(title: "Account")` is a LocalizedStringResource.
                texts.append(keyed(evaluator.text(title.range, in: file, context: .localizedKey)))
            } else if token.kind == .pound, let (text, end) = evaluator.localizationMacro(at: index, in: file, bindings: [:], depth: evaluator.firstLevel(in: file)) {
                texts.append(text)
                index = end
                continue
            } else if token.kind == .stringOpen {
                if let literal = source.stringLiteral(at: index) {
                    if let value = literal.value {
                        if !value.isEmpty { collected.literals.insert(value) }
                    } else if let shape = ComputedKeyShape(of: literal) {
                        collected.literalShapes.insert(shape)
                    } else if DigitPlaceholders.isWrittenBy(literal) {
                        collected.substitutesDigitPlaceholders = true
                    }
                }
                if let (text, table) = wrapped(at: index) {
                    texts.append(text)
                    // `"product-add.\(key).success".localized`: a key made when the app runs.
                    if !text.containsKey, ComputedKeyShape(of: text) != nil {
                        noteComputed(text, table: table, in: &collected)
                    }
                } else if let text = unreadWrapper(at: index) {
                    // Assumed to read the default table, as every such wrapper of the public apps does.
                    if case .literal(let key, _) = text {
                        collected.keysOfUnreadWrappers.insert(key)
                    } else if let shape = ComputedKeyShape(of: text) {
                        collected.computedKeys[LocalizedText.defaultTable, default: []].insert(shape)
                    }
                } else if isInLocalizedPosition(index), let literal = source.stringLiteral(at: index) {
                    texts.append(keyed(evaluator.text(index..<(literal.close + 1), in: file, context: .localizedKey)))
                }
            }
            index += 1
        }
        collected.texts = texts.filter(\.containsKey)
        return collected
    }

    /// Whether the localization call at `index` says, in its comment, that BartyCrouch leaves
    /// its key out of the tables (`NSLocalizedString("Trusted servers", comment: "IBR: Unused
    /// in Snikket #bc-ignore!")`): the text shows as the key in every language, by choice.
    private func isKeptOutOfTables(callAt index: Int) -> Bool {
        guard source.kind(index + 1) == .openParen, source.equals(index, "NSLocalizedString") else { return false }
        let call = source.call(at: index)
        // Swift labels the comment; Objective-C's macro takes it second.
        guard let comment = call.argument("comment") ?? (call.arguments.count == 2 ? call.arguments.last : nil),
              let value = source.stringLiteral(at: comment.range.lowerBound)?.value else { return false }
        return value.contains(InterfaceBuilderNote.bartyCrouchIgnore)
    }

    /// Whether the call named at `index` is unqualified or on `self`: one a method of the
    /// enclosing type may answer (`MethodWrappers`).
    private func isOwnCall(at index: Int) -> Bool {
        source.kind(index - 1) != .dot || (source.isIdentifier(index - 2, "self") && source.kind(index - 3) != .dot)
    }

    /// Whether the file imports Eureka and not SwiftUI: its `Section("…")` is Eureka's form
    /// section, whose header is a `String` (Onion Browser's, replaced before it shows), not a key.
    private func isEurekaFile() -> Bool {
        var importsEureka = false
        for index in 0..<source.count where source.tokens[index].newlineBefore && source.isIdentifier(index, "import") {
            if source.isIdentifier(index + 1, "SwiftUI") { return false }
            if source.isIdentifier(index + 1, "Eureka") { importsEureka = true }
        }
        return importsEureka
    }

    /// A lookup whose key is computed (`text`, what it is made of): counted, its table given the
    /// code's literals, and its keys' shape kept when written as a key.
    private func noteComputed(_ text: LocalizedText?, table: String, in collected: inout Collected) {
        collected.dynamic += 1
        collected.computedKeyTables.insert(table)
        // A table the code computes too is taken, for the code's every literal, to be the
        // default one, as before it was told apart; only a key's shape reaches any table.
        if table == ComputedKeyShape.anyTable { collected.computedKeyTables.insert(LocalizedText.defaultTable) }
        if let shape = ComputedKeyShape(of: text) { collected.computedKeys[table, default: []].insert(shape) }
    }

    /// A use starting at an identifier, and the table it reads when its key is computed.
    private func use(at index: Int) -> (LocalizedText?, String?)? {
        // Every use below is a call, a member after the name, or a member after a dot (or, in
        // Objective-C, a `localizedStringForKey:`): most identifiers are none, and are let go
        // before their name is made into a `String` and looked up in five sets.
        let next = source.kind(index + 1)
        // Objective-C sending a Swift accessor its name: `[VectorL10n roomActionReply]`,
        // `[VectorL10n noticeRoomJoined:name]` (SwiftGen's `@objcMembers` class).
        if source.dialect != .swift, next == .identifier, source.kind(index - 1) == .openBracket {
            return objectiveCAccessor(at: index).map { ($0, nil) }
        }
        let previousIsDot = source.kind(index - 1) == .dot
        if !previousIsDot, next != .dot, let text = ownAccessorUse(at: index) { return (text, nil) }
        guard previousIsDot || next == .openParen || next == .dot || (source.dialect != .swift && next == .colon) else { return nil }
        let name = source.text(index)
        if let lookup = bundleLookup(at: index, name: name, previousIsDot: previousIsDot) { return lookup }
        if previousIsDot, source.kind(index - 2) == .identifier, let table = evaluator.wrapperTable(name) {
            if source.kind(index - 3) != .dot { return localVariableWrapped(at: index, table: table) }
            if let wrapped = constantWrapped(at: index, table: table) { return wrapped }
        }
        // `.init(localized: "…")` where a String is expected, `AttributedString(localized: "…")`.
        if name == "init" && previousIsDot || name == "AttributedString" && !previousIsDot, source.kind(index + 1) == .openParen,
           let argument = source.arguments(in: index + 1).first(where: { $0.label == "localized" }), isLiteralKey(argument.range) {
            return (evaluator.text(argument.range, in: file, context: .localizedKey), nil)
        }
        if KeyUses.localizationCalls.contains(name) || name == "String" || evaluator.functions.contains(where: { $0.name == name })
            || evaluator.symbols.functionWrappers[name] != nil || (isOwnCall(at: index) && evaluator.symbols.hasMethodWrapper(named: name)) {
            guard source.kind(index + 1) == .openParen else { return nil }
            let call = source.call(at: index)
            if name == "String", call.argument("localized") == nil { return nil }
            // SwiftGen's `tr(table, key, …)` takes two or more; a project's own one-argument
            // `tr(_ key:)` wrapper (WireGuard's) is a lookup like any other.
            let isSwiftGenTr = name == "tr" && evaluator.symbols.functionWrappers[name] == nil
            if isSwiftGenTr, call.arguments.count < 2 { return nil }
            let start = previousIsDot && source.kind(index - 2) == .identifier ? index - 2 : index
            let text = evaluator.text(start..<call.end, in: file, context: .string)
            let isDynamic = !text.containsKey
            // The project's own function reads the table its body names (Rocket.Chat's
            // `VOLocalizedString`, the `VoiceOver` table).
            let tableArgument = call.argument("tableName") ?? call.argument("table")
            var table = tableArgument.flatMap { source.stringLiteral(at: $0.range.lowerBound)?.value }
                ?? (isOwnCall(at: index) ? evaluator.wrapper(name, at: index, in: file) : evaluator.symbols.functionWrappers[name])?.table
            // A table computed too (GOV.UK's builder's stored `tableName`): any table's.
            if table == nil, let tableArgument, isComputedTable(tableArgument.range, around: index) { table = ComputedKeyShape.anyTable }
            return (text, isDynamic && !isSwiftGenTr ? table ?? LocalizedText.defaultTable : nil)
        }
        let isView = !previousIsDot && KeyUses.keyTakingViews.contains(name) && !(name == "Section" && isEurekaFile())
        let isModifier = previousIsDot && KeyUses.keyTakingModifiers.contains(name)
        if isView || isModifier {
            guard source.kind(index + 1) == .openParen, let first = source.arguments(in: index + 1).first, first.label == nil,
                  isLiteralKey(first.range) else {
                // Or a labeled key, as SwiftUI's other form takes it (`.accessibilityAction(named: "Copy Image")`).
                return KeyUses.frameworkLabels[name].flatMap { labeledKeys(at: index, labels: $0) }
            }
            let call = source.call(at: index)
            let table = call.argument("tableName").flatMap { source.stringLiteral(at: $0.range.lowerBound)?.value }
            if name == "Text", call.argument("tableName") != nil {
                return (evaluator.text(index..<call.end, in: file, context: .localizedKey), nil)
            }
            let text = keyed(evaluator.text(first.range, in: file, context: .localizedKey))
            return (table == nil ? text : evaluator.text(index..<call.end, in: file, context: .localizedKey), nil)
        }
        // A view or function of the project whose parameter is a `LocalizedStringKey`:
        // `EmptyState(title: "…")`, `makeLabel(title: "…")`, a type's `.init(subtitle: "…")`.
        let callee = name == "init" && previousIsDot ? implicitInitializerType(dot: index - 1) ?? name : name
        if source.kind(index + 1) == .openParen,
           let labels = (evaluator.symbols.localizedLabels[callee] ?? []).subtracting(evaluator.symbols.stringLabels[callee] ?? [])
               .union(KeyUses.frameworkLabels[callee] ?? []).nonEmpty {
            return labeledKeys(at: index, labels: labels)
        }
        if !previousIsDot, source.kind(index + 1) == .dot, let type = aliasedType(name, at: index) {
            return aliasedMember(at: index, type: type).map { ($0, nil) }
        }
        // A static member that is a localized text: `L10n.Settings.title`, `Strings.done`; with
        // a method called on it (`UserText.findInPageCount.format(arguments: …)`), the longest
        // part of the chain that is a text; optional chaining goes through
        // (`Localizable.Categories(rawValue: …)?.localized`); `Self.noText` in the type's own code.
        if !previousIsDot, source.kind(index + 1) == .dot, name == "Self" || evaluator.symbols.typeNames.contains(name) {
            var ends: [Int] = []
            var end = index + 1
            while end - index < 24 {
                let dot = source.isOperator(end, "?") || source.isOperator(end, "!") ? end + 1 : end
                guard source.kind(dot) == .dot, source.kind(dot + 1) == .identifier else { break }
                end = dot + 2
                if source.kind(end) == .openParen { end = source.skip(end) }
                ends.append(end)
            }
            for end in ends.reversed() {
                let text = evaluator.text(index..<end, in: file, context: .string)
                if case .expression = text { continue }
                return (text, nil)
            }
            return nil
        }
        // An implicit member of a text type: `String(format: .shortcutsTipDescription, …)`
        // names `extension String { static let shortcutsTipDescription = NSLocalizedString(…) }`.
        if previousIsDot, isImplicitMember(dot: index - 1) {
            for type in KeyUses.implicitMemberTypes {
                guard let member = evaluator.symbols.member(qualified: type + "." + name, near: source.path, files: evaluator.files) else { continue }
                let text = evaluator.memberValue(member, at: source.location(index), depth: evaluator.firstLevel(in: file))
                if case .expression = text { return nil }
                return (text, nil)
            }
        }
        return nil
    }

    /// An accessor of the file's own type used by its name alone (NetNewsWire's `return
    /// deleteFeedsAndFolders` in the type that declares it), not its declaration or a label.
    private func ownAccessorUse(at index: Int) -> LocalizedText? {
        guard !ownAccessors.isEmpty, source.dialect == .swift else { return nil }
        guard ownAccessorShapes.mayMatch(index, in: source) else { return nil }
        let name = source.text(index)
        guard ownAccessors.contains(name), !source.isIdentifier(index - 1, "let"), !source.isIdentifier(index - 1, "var"),
              !source.isIdentifier(index - 1, "case"), !source.isIdentifier(index - 1, "func"),
              !(source.kind(index + 1) == .colon && (source.kind(index - 1) == .openParen || source.kind(index - 1) == .comma)),
              let member = evaluator.member(name, in: file, at: index, called: source.kind(index + 1) == .openParen) else { return nil }
        let text = evaluator.memberValue(member, at: source.location(index), depth: evaluator.firstLevel(in: file))
        return text.containsKey ? text : nil
    }

    /// A local given to the project's wrapper (`key.localize()`): its key when the local is a
    /// literal; the shape of the keys it makes when it computes one (pass's `let
    /// localizationKey = "\(caseName)Error."`), a lookup of its table; nothing else (a value
    /// of unknown origin, `message.localize()`, says nothing of the keys).
    private func localVariableWrapped(at index: Int, table: String) -> (LocalizedText?, String?)? {
        // The local alone: `local.localize` read as one dotted name would be a member of a type.
        let value = evaluator.text((index - 2)..<(index - 1), in: file, context: .string)
        let text = evaluator.localized(value, table: table, at: source.location(index - 2))
        if text.containsKey { return (text, nil) }
        return ComputedKeyShape(of: text) == nil ? nil : (text, table)
    }

    /// A constant's key given to the project's wrapper (Unstoppable Domains'
    /// `String.Constants.moveDomains.localized()`, `static let moveDomains = "MOVE_DOMAINS"`):
    /// the chain's value, when it is a plain string, localized as the wrapper does.
    /// Read as the whole call, as the evaluator reads it: a member the chain's own type declares
    /// (2FAS's enum's `localized`) comes before the project's `String` wrapper.
    private func constantWrapped(at index: Int, table: String) -> (LocalizedText?, String?)? {
        guard source.kind(index + 1) == .openParen else { return nil }
        var start = index - 2
        while start >= 2, source.kind(start - 1) == .dot, source.kind(start - 2) == .identifier { start -= 2 }
        guard source.kind(start - 1) != .dot, case .literal = evaluator.text(start..<(index - 1), in: file, context: .string) else { return nil }
        let text = evaluator.text(start..<source.call(at: index).end, in: file, context: .string)
        return text.containsKey ? (text, nil) : nil
    }

    /// `[Type member]` or `[Type member:argument]`: the text of the Swift static member `Type.member`.
    private func objectiveCAccessor(at index: Int) -> LocalizedText? {
        let type = source.text(index)
        guard evaluator.symbols.typeNames.contains(type),
              let member = evaluator.symbols.member(qualified: type + "." + source.text(index + 1), near: source.path, files: evaluator.files)
        else { return nil }
        let text = evaluator.memberValue(member, at: source.location(index), depth: evaluator.firstLevel(in: file))
        if case .expression = text { return nil }
        return text
    }

    /// The types whose static members an implicit member expression may name as a text.
    static let implicitMemberTypes = ["String", "LocalizedStringKey", "LocalizedStringResource"]

    /// Whether the dot at `dot` starts an implicit member expression (`(.name`, `, .name`,
    /// `: .name`, `= .name`, `[.name`), not a member of what precedes it.
    private func isImplicitMember(dot: Int) -> Bool {
        guard dot >= 1 else { return false }
        switch source.kind(dot - 1) {
        case .openParen, .comma, .colon, .openBracket: return true
        case .operator: return source.isOperator(dot - 1, "=") || source.isOperator(dot - 1, "??")
        default: return false
        }
    }

    /// `Bundle.localizedString(forKey:value:table:)` (`[bundle localizedStringForKey:… value:…
    /// table:…]`): a literal key is a key of the table (`Localizable` when none is named), a
    /// computed one a lookup of it. A Settings bundle's `Root` table read from code is one.
    private func bundleLookup(at index: Int, name: String, previousIsDot: Bool) -> (LocalizedText?, String?)? {
        var key: Range<Int>
        var table: Range<Int>?
        var value: Range<Int>?
        if source.dialect == .swift {
            guard name == "localizedString", previousIsDot, source.kind(index + 1) == .openParen else { return nil }
            let call = source.call(at: index)
            guard let keyArgument = call.argument("forKey") else { return nil }
            // Bundle's method takes all three. `localizedString(forKey:)` alone is the project's
            // own: a type's static one wraps the bundle's (Element's
            // `NotificationService.localizedString(forKey: "MESSAGE")`); a value's reads no table
            // (Passepartout's remote configuration, `data.localizedString(forKey: "title")`).
            if call.argument("value") == nil || call.argument("table") == nil,
               !(source.isIdentifier(index - 2, "Self") || source.text(index - 2).first?.isUppercase == true) { return nil }
            key = keyArgument.range
            table = call.argument("table")?.range
            value = call.argument("value")?.range
        } else {
            guard name == "localizedStringForKey", source.kind(index + 1) == .colon,
                  let bracket = source.enclosingGroup(of: index), source.kind(bracket) == .openBracket else { return nil }
            // `key value:v table:t]`: each part up to the next `label:`.
            let end = min(source.partner(bracket), source.count)
            var parts: [String: Range<Int>] = [:]
            var label = "forKey"
            var start = index + 2
            var cursor = start
            while cursor < end {
                if source.kind(cursor) == .identifier, source.kind(cursor + 1) == .colon, cursor > start {
                    parts[label] = start..<cursor
                    label = source.text(cursor)
                    start = cursor + 2
                    cursor = start
                    continue
                }
                cursor = source.skip(cursor)
            }
            parts[label] = start..<end
            guard let keyRange = parts["forKey"] else { return nil }
            // As in Swift: a class's own `localizedStringForKey:` wraps the bundle's (Threema's
            // `[BundleUtil localizedStringForKey:@"…"]`), an object's reads no table.
            if parts["value"] == nil || parts["table"] == nil, source.text(bracket + 1).first?.isUppercase != true { return nil }
            key = keyRange
            table = parts["table"]
            value = parts["value"]
        }
        func literal(_ range: Range<Int>?) -> String? {
            guard let range, let literal = source.stringLiteral(at: range.lowerBound), literal.close + 1 == range.upperBound else { return nil }
            return literal.value
        }
        let tableName = literal(table) ?? LocalizedText.defaultTable
        // A computed key: what it is made of, for the text it starts with. In a table the code
        // also computes (Home Assistant's `localizedString(forKey: key, value: nil, table: table)`
        // inside its `core(_:)` and `frontend(_:)`), any table's.
        guard let keyValue = literal(key) else {
            let tableIsComputed = table.map { isComputedTable($0, around: index) } ?? false
            return (evaluator.text(key, in: file, context: .string), tableIsComputed ? ComputedKeyShape.anyTable : tableName)
        }
        let location = source.location(key.lowerBound)
        let shown = literal(value).flatMap { $0.isEmpty ? nil : $0 } ?? TextEvaluator.shownWhenMissing(keyValue)
        return (.key(keyValue, table: tableName, defaultValue: shown, at: location), nil)
    }

    /// `Text("")`: SwiftUI looks the empty key up as any other (Xcode puts "" in the catalog),
    /// though it shows nothing.
    private func keyed(_ text: LocalizedText) -> LocalizedText {
        if case .literal("", let location) = text { return .key("", table: LocalizedText.defaultTable, defaultValue: "", at: location) }
        return text
    }

    /// A string literal, or a choice between literals (`isOn ? "On" : "Off"`): in a place that
    /// takes a `LocalizedStringKey`, each literal is a key.
    func isLiteralKey(_ range: Range<Int>) -> Bool {
        evaluator.isLiteralKey(range, in: file)
    }

    /// A literal a wrapper localizes (`"key".localized`), and the table the wrapper reads.
    private func wrapped(at index: Int) -> (LocalizedText, String)? {
        guard let literal = source.stringLiteral(at: index), source.kind(literal.close + 1) == .dot,
              source.kind(literal.close + 2) == .identifier else { return nil }
        let name = source.text(literal.close + 2)
        guard let table = evaluator.wrapperTable(name) else { return nil }
        let end = source.call(at: literal.close + 2).end
        return (evaluator.text(index..<end, in: file, context: .string), table)
    }

    /// The names projects give a localizing `String` member; Foundation's `String` has none of them.
    static let conventionalWrapperNames: Set<String> = ["localized", "localised", "localize", "localizedString", "loc"]

    /// A literal given to a conventionally named member that no code read declares
    /// (`"product-add.\(key).success".localized`, its `String` extension in a package): what the
    /// literal is made of, neither checked nor reported, for the keys it names.
    private func unreadWrapper(at index: Int) -> LocalizedText? {
        guard let literal = source.stringLiteral(at: index), source.kind(literal.close + 1) == .dot,
              source.kind(literal.close + 2) == .identifier, Self.conventionalWrapperNames.contains(source.text(literal.close + 2)) else { return nil }
        return evaluator.text(index..<(literal.close + 1), in: file, context: .string)
    }
}

private extension Set {
    var nonEmpty: Set? { isEmpty ? nil : self }
}
