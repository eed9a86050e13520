/// The declarations of a whole project that texts are looked up through, collected from every
/// Swift file at once: SwiftGen's `static let recentlyAdded = L10n.tr("Localizable", …)` in a
/// generated file is what `Toggle(L10n.recentlyAdded, isOn:)` in another file shows.
struct SourceSymbols: Sendable {
    /// A declaration in a file: where its value or body is.
    struct Declaration: Sendable {
        let file: Int
        /// The value's tokens (`= value`, a computed property's body, a function's body).
        let value: Range<Int>
        /// A function's parameter names, in order (nil for a property).
        let parameters: [String]?
        /// The declared type, as written (`String`, `LocalizedStringKey`), if any.
        let type: String?
    }

    /// Static members by qualified name (`L10n.Settings.title`).
    private(set) var members: [String: [Declaration]] = [:]
    /// The same by their last name, for references written relative to their enclosing type.
    private(set) var membersByName: [String: [String]] = [:]
    /// String raw values of enum cases (`Localizable.Preferences.LaunchAtLogin` → "PR_LAUNCH_AT_LOGIN").
    private(set) var rawValues: [String: String] = [:]
    private(set) var rawValuesByName: [String: [String]] = [:]
    /// The `String` enums' cases without a raw value written (`case home_title`): the name is
    /// the raw value, as a literal would write it.
    private(set) var implicitRawValueNames: Set<String> = []
    /// Properties and methods that localize their receiver (`var localized: String {
    /// NSLocalizedString(self, comment: "") }`), by name, with the table they use.
    private(set) var wrappers: [String: String] = [:]
    /// Free functions that localize an argument (`func loc(_ key: String) -> String`), with
    /// the argument's position and the table.
    private(set) var functionWrappers: [String: (keyPosition: Int, table: String)] = [:]
    /// Methods that localize an argument, by the type or protocol declaring them, then by name
    /// (`MethodWrappers.swift`).
    private(set) var methodWrappers: [String: [String: (keyPosition: Int, table: String)]] = [:]
    /// Their names, whatever the type: asked of every call the code makes.
    private(set) var methodWrapperNames: Set<String> = []
    /// What each type, extension and protocol inherits from or conforms to, as written.
    private(set) var inheritance: [String: [String]] = [:]
    /// Instance properties of each type (qualified type name → property → declaration).
    private(set) var properties: [String: [String: Declaration]] = [:]
    /// The types declaring an instance property of each name (property → qualified types).
    private var propertyOwners: [String: Set<String>] = [:]
    /// The declared types of every type's instance properties of a name, optionality aside
    /// (`replyCount` → `Int`), for the specifier a member interpolated into a key takes.
    private(set) var propertyTypesByName: [String: Set<String>] = [:]
    /// Classes and what they inherit from, to know `UISwitch`'s subclasses.
    private(set) var superclasses: [String: String] = [:]
    /// The bodies of each class the project declares and of each type's extensions (the file's index
    /// and the tokens between the braces), for what a class's own code sets on its views.
    private(set) var classBodies: [String: [(file: Int, body: Range<Int>)]] = [:]
    /// For each type (by its own name), the labels of its initializers' parameters and stored
    /// properties that are `LocalizedStringKey`s (or resources): a literal passed there is a key.
    private(set) var localizedLabels: [String: Set<String>] = [:]
    /// The labels of their `String` parameters: an overload there takes a literal instead.
    private(set) var stringLabels: [String: Set<String>] = [:]
    /// Functions that build a view, by name (`ViewFunctions.swift`).
    var viewFunctions: [String: [ViewFunction]] = [:]
    /// Protocols by name: the members they require and the protocols they inherit.
    private var protocols: [String: (requirements: Set<String>, inherited: [String])] = [:]
    /// The protocols the type or extension declaring each static member conforms to, as
    /// written there (`extension Importer: PGPKeyImporter { static let label = … }`).
    private var memberConformances: [String: [String]] = [:]
    /// The conformances of the type or extension whose body is being collected.
    private var enclosingConformances: [String] = []

    /// Types a string literal becomes a key as (App Intents' descriptions and representations
    /// are `LocalizedStringResource`s).
    static let localizedTypes: Set<String> = [
        "LocalizedStringKey", "LocalizedStringResource", "String.LocalizationValue", "IntentDescription", "TypeDisplayRepresentation",
        "DisplayRepresentation", "IntentDialog",
    ]

    /// The project's own types named `Toggle` (`SettingsItem.Toggle`), by qualified name, and
    /// whether each is a SwiftUI view (a wrapper of SwiftUI's) or something else (a model).
    private(set) var toggleTypes: [String: Bool] = [:]
    /// The project's own `ToggleStyle`s, by name: one named as a system style (Trio's and
    /// Phoenix's `CheckboxToggleStyle`, which iOS has not) is the project's.
    private(set) var toggleStyles: Set<String> = []
    /// Those of them that draw the toggle as a button of their own that shows its label.
    private(set) var buttonToggleStyles: Set<String> = []

    /// Whether `Qualifier.Toggle(…)` makes some other type of the project than a view.
    func isOtherToggleType(qualifier: String) -> Bool {
        let matches = toggleTypes.filter { $0.key == qualifier + ".Toggle" || $0.key.hasSuffix("." + qualifier + ".Toggle") }
        return !matches.isEmpty && matches.values.allSatisfy { !$0 }
    }

    /// The bodies of the wrappers, per file: their lookups are of their argument, not a key.
    private var wrapperBodies: [Int: [Range<Int>]] = [:]

    /// Whether `name` is `UISwitch` or a class of the project that inherits from it.
    func isSwitchClass(_ name: String) -> Bool {
        var current = name
        for _ in 0..<8 {
            if current == "UISwitch" { return true }
            guard let next = superclasses[current] else { return false }
            current = next
        }
        return false
    }

    /// The static member a reference names: the qualified name itself, or one ending in it
    /// (a reference written inside the type). Several matches: the one whose file is nearest.
    /// `called` says whether the reference calls it: a method is then preferred to a property
    /// of the same name, and a property otherwise (Simplenote's `static let lastModified`, read
    /// by `static func lastModified(_:)`); nil: either.
    func member(_ reference: String, near path: String, files: [SourceFile], called: Bool? = nil) -> Declaration? {
        if let exact = members[reference] { return nearest(exact, to: path, files: files, called: called) }
        let last = Self.lastName(reference)
        let candidates = (membersByName[last] ?? []).filter { $0.hasSuffix("." + reference) }
        return nearest(candidates.flatMap { members[$0] ?? [] }, to: path, files: files, called: called)
    }

    /// The instance property `name` of the type `reference` names (its qualified name, or the
    /// only one ending in it).
    func property(_ name: String, ofType reference: String) -> Declaration? {
        guard let owners = propertyOwners[name] else { return nil }
        if owners.contains(reference) { return properties[reference]?[name] }
        let found = owners.filter { $0.hasSuffix("." + reference) }
        return found.count == 1 ? found.first.flatMap { properties[$0]?[name] } : nil
    }

    /// The static member of exactly this qualified name (`called` as above).
    func member(qualified: String, near path: String, files: [SourceFile], called: Bool? = nil) -> Declaration? {
        members[qualified].flatMap { nearest($0, to: path, files: files, called: called) }
    }

    func rawValue(_ reference: String) -> String? {
        if let exact = rawValues[reference] { return exact }
        let last = Self.lastName(reference)
        let candidates = (rawValuesByName[last] ?? []).filter { $0.hasSuffix("." + reference) }
        return candidates.count == 1 ? rawValues[candidates[0]] : nil
    }

    private func nearest(_ declarations: [Declaration], to path: String, files: [SourceFile], called: Bool? = nil) -> Declaration? {
        guard declarations.count > 1 else { return declarations.first }
        if let called {
            let kind = declarations.filter { ($0.parameters != nil) == called }
            if !kind.isEmpty, kind.count < declarations.count { return nearest(kind, to: path, files: files) }
        }
        func shared(_ other: String) -> Int {
            zip(path.utf8, other.utf8).prefix { $0 == $1 }.count
        }
        return declarations.max { shared(files[$0.file].path) < shared(files[$1.file].path) }
    }

    /// The value tokens of every accessor (a static member whose value is a localized text:
    /// `static let title = L10n.tr(…)`) and wrapper, per file: code that defines texts, read
    /// where the texts are used rather than where they are defined.
    func declarationRanges(isAccessor: (Declaration) -> Bool) -> [Int: [Range<Int>]] {
        var ranges = wrapperBodies
        // In the order of their names: evaluations spend their files' budgets, and the same
        // order on every run makes the same cuts.
        for name in members.keys.sorted() {
            let declarations = members[name] ?? []
            // A protocol's requirement is read where the protocol's code asks for it (`label` in
            // `extension KeyImporter`), which names no type: its texts are read where written.
            if isProtocolWitness(name) { continue }
            // A literal typed `LocalizedStringResource` is a key where it is written (App Intents' titles).
            for declaration in declarations where !declaration.value.isEmpty && !SourceSymbols.localizedTypes.contains(declaration.type ?? "")
                && isAccessor(declaration) {
                ranges[declaration.file, default: []].append(declaration.value)
            }
        }
        return ranges
    }

    /// Whether the static member `qualified` is declared by a type conforming to a protocol
    /// (or one it inherits) that requires a member of its name.
    private func isProtocolWitness(_ qualified: String) -> Bool {
        guard let conformances = memberConformances[qualified], !conformances.isEmpty else { return false }
        let name = Self.lastName(qualified)
        var pending = conformances
        var seen: Set<String> = []
        while let next = pending.popLast(), seen.count < 64 {
            guard seen.insert(next).inserted, let declared = protocols[next] else { continue }
            if declared.requirements.contains(name) { return true }
            pending += declared.inherited
        }
        return false
    }

    // MARK: - Collecting

    private static let typeKeywords: Set<String> = ["enum", "struct", "class", "extension", "actor", "protocol"]
    /// Words before a member's keyword that say nothing of its kind (`static` and `class` aside).
    static let declarationModifiers: Set<String> = [
        "public", "internal", "private", "fileprivate", "open", "final", "nonisolated", "override", "lazy", "weak", "unowned",
        "dynamic", "required", "convenience", "mutating", "nonmutating", "indirect", "package",
    ]

    /// Collects the declarations of `file` (the `index`-th of the project).
    mutating func collect(_ file: SourceFile, index: Int) {
        guard file.dialect == .swift else {
            // `@interface SettingsSwitch : UISwitch`.
            for position in 0..<file.count where file.kind(position) == .attribute && file.equals(position, "@interface") {
                if file.kind(position + 1) == .identifier, file.kind(position + 2) == .colon, file.kind(position + 3) == .identifier {
                    superclasses[file.text(position + 1)] = file.text(position + 3)
                }
            }
            return
        }
        collectBlock(file, index: index, range: 0..<file.count, typeName: nil, isStringEnum: false, depth: 0)
    }

    private mutating func collectBlock(_ file: SourceFile, index: Int, range: Range<Int>, typeName: String?, isStringEnum: Bool, depth: Int) {
        // Types nest a few levels in real code; a file that nests them deeper is not read deeper.
        guard depth < 32 else { return }
        // Attributes alone on the lines above a declaration are statements of their own.
        var isDisfavoredAbove = false
        for statement in file.statements(in: range) {
            var cursor = statement.lowerBound
            var isStatic = false
            var isDisfavored = isDisfavoredAbove
            isDisfavoredAbove = false
            while cursor < statement.upperBound {
                if file.kind(cursor) == .attribute {
                    if file.equals(cursor, "@_disfavoredOverload") { isDisfavored = true }
                    cursor = file.kind(cursor + 1) == .openParen ? file.skip(cursor + 1) : cursor + 1
                    if cursor >= statement.upperBound { isDisfavoredAbove = isDisfavored }
                    continue
                }
                guard file.kind(cursor) == .identifier else { break }
                let word = file.text(cursor)
                if word == "static" || word == "class" && (file.isIdentifier(cursor + 1, "func") || file.isIdentifier(cursor + 1, "var")) {
                    isStatic = true
                    cursor += 1
                } else if SourceSymbols.declarationModifiers.contains(word) {
                    cursor += 1
                    if file.kind(cursor) == .openParen { cursor = file.skip(cursor) }
                } else {
                    break
                }
            }
            guard cursor < statement.upperBound, file.kind(cursor) == .identifier else { continue }
            let keyword = file.text(cursor)
            if SourceSymbols.typeKeywords.contains(keyword) {
                collectType(file, index: index, keyword: keyword, at: cursor, statement: statement, outer: typeName, depth: depth)
            } else if keyword == "case", isStringEnum, let typeName {
                collectCases(file, from: cursor + 1, to: statement.upperBound, typeName: typeName)
            } else if keyword == "let" || keyword == "var" {
                collectProperty(file, index: index, at: cursor + 1, statement: statement, typeName: typeName, isStatic: isStatic)
            } else if keyword == "func" {
                collectFunction(file, index: index, at: cursor + 1, statement: statement, typeName: typeName, isStatic: isStatic, isDisfavored: isDisfavored)
            } else if keyword == "init", let typeName, file.kind(cursor + 1) == .openParen {
                // `init(_ header: LocalizedStringKey? = nil, footer: LocalizedStringKey)`, in the type or an extension.
                noteLocalizedParameters(file, open: cursor + 1, of: SourceSymbols.lastName(typeName), isDisfavored: isDisfavored)
            }
        }
    }

    private mutating func collectType(_ file: SourceFile, index: Int, keyword: String, at cursor: Int, statement: Range<Int>, outer: String?, depth: Int) {
        // The name, dotted for an extension (`extension L10n.Settings`).
        var nameEnd = cursor + 1
        var name = ""
        while file.kind(nameEnd) == .identifier, nameEnd - cursor < 16 {
            name += (name.isEmpty ? "" : ".") + file.text(nameEnd)
            nameEnd += 1
            guard file.kind(nameEnd) == .dot else { break }
            nameEnd += 1
        }
        guard !name.isEmpty else { return }
        let qualified = keyword == "extension" ? name : outer.map { $0 + "." + name } ?? name
        // The inheritance clause and the body.
        var bodyOpen: Int? = nil
        var inherited: [String] = []
        var scan = nameEnd
        while scan < statement.upperBound {
            if file.kind(scan) == .openBrace { bodyOpen = scan; break }
            if file.kind(scan) == .identifier, file.kind(scan - 1) == .colon || file.kind(scan - 1) == .comma {
                inherited.append(file.text(scan))
            }
            scan = file.skip(scan)
        }
        if keyword == "class", let first = inherited.first { superclasses[name] = first }
        if !inherited.isEmpty { inheritance[qualified, default: []] += inherited }
        if keyword != "extension", name == "Toggle" { toggleTypes[qualified] = (toggleTypes[qualified] ?? false) || inherited.contains("View") }
        if inherited.contains("ToggleStyle") { toggleStyles.insert(name) }
        guard let bodyOpen else { return }
        let isStringEnum = keyword == "enum" && inherited.first == "String"
        let body = (bodyOpen + 1)..<min(file.partner(bodyOpen), file.count)
        if inherited.contains("ToggleStyle"), SwiftUIRecognizer.drawsButtonOnly(body, in: file) { buttonToggleStyles.insert(name) }
        if keyword == "class" || keyword == "extension" {
            classBodies[name, default: []].append((index, body))
        }
        if keyword == "protocol" {
            protocols[name, default: ([], [])].inherited += inherited
            protocols[name, default: ([], [])].requirements.formUnion(Self.requirementNames(file, in: body))
        }
        if keyword == "struct", inherited.contains("View") {
            collectViewType(file, index: index, name: name, enclosingType: outer, body: body)
        }
        let outerConformances = enclosingConformances
        enclosingConformances = keyword == "protocol" ? [] : inherited
        collectBlock(file, index: index, range: body, typeName: qualified, isStringEnum: isStringEnum, depth: depth + 1)
        enclosingConformances = outerConformances
    }

    /// The names a protocol's body requires: `static var label: String { get }`, `func title() -> String`.
    private static func requirementNames(_ file: SourceFile, in body: Range<Int>) -> [String] {
        var names: [String] = []
        var position = body.lowerBound
        while position < body.upperBound {
            if file.kind(position) == .identifier, file.kind(position + 1) == .identifier,
               file.isIdentifier(position, "var") || file.isIdentifier(position, "func") || file.isIdentifier(position, "let") {
                names.append(file.text(position + 1))
            }
            position = file.skip(position)
        }
        return names
    }

    /// `case a = "x", b` in a `String` enum.
    private mutating func collectCases(_ file: SourceFile, from start: Int, to end: Int, typeName: String) {
        var cursor = start
        while cursor < end {
            guard file.kind(cursor) == .identifier else { return }
            let name = file.text(cursor).trimmingCharacters(in: ["`"])
            var value = name
            var next = cursor + 1
            if file.isOperator(next, "="), let literal = file.stringLiteral(at: next + 1), let text = literal.value {
                value = text
                next = literal.close + 1
            } else if file.kind(next) == .openParen {
                return  // an associated value: not a raw-value enum after all
            } else {
                implicitRawValueNames.insert(name)
            }
            let qualified = typeName + "." + name
            typeNames.formUnion(Self.dottedNames(typeName).map(String.init))
            rawValues[qualified] = value
            rawValuesByName[name, default: []].append(qualified)
            guard file.kind(next) == .comma else { return }
            cursor = next + 1
        }
    }

    private mutating func collectProperty(_ file: SourceFile, index: Int, at cursor: Int, statement: Range<Int>, typeName: String?, isStatic: Bool) {
        // The name within the statement (a line break after `static let` ends the statement
        // before the name, in broken code).
        guard cursor < statement.upperBound, file.kind(cursor) == .identifier else { return }
        let name = file.text(cursor)
        var type: String? = nil
        var next = cursor + 1
        if file.kind(next) == .colon {
            let typeStart = next + 1
            var typeEnd = typeStart
            while typeEnd < statement.upperBound, file.kind(typeEnd) != .openBrace, !file.isOperator(typeEnd, "=") {
                typeEnd = file.skip(typeEnd)
            }
            type = file.source(from: typeStart, to: typeEnd)
            next = typeEnd
        }
        var value: Range<Int>? = nil
        if file.isOperator(next, "="), next < statement.upperBound {
            value = (next + 1)..<statement.upperBound
        } else if file.kind(next) == .openBrace {
            // A computed property: its body (a `get { }` inside is read the same way).
            value = computedValue(file, body: file.body(of: next))
        }
        let declaration = Declaration(file: index, value: value ?? statement.upperBound..<statement.upperBound, parameters: nil, type: type)
        if let typeName, !isStatic, let type, SourceSymbols.isLocalizedType(type) {
            localizedLabels[SourceSymbols.lastName(typeName), default: []].insert(name)
        }
        if let typeName {
            if isStatic {
                addMember(typeName + "." + name, declaration)
            } else {
                properties[typeName, default: [:]][name] = declaration
                propertyOwners[name, default: []].insert(typeName)
                if let type {
                    var bare = Substring(type.trimmingCharacters(in: .whitespaces))
                    while bare.hasSuffix("?") || bare.hasSuffix("!") { bare = bare.dropLast() }
                    propertyTypesByName[name, default: []].insert(String(bare))
                }
                if let value, type?.hasPrefix("String") == true || type == nil,
                   let table = isLocalizingWrapper(file, value: value, parameters: ["self", "rawValue"]) {
                    wrappers[name] = table
                    wrapperBodies[index, default: []].append(value)
                }
            }
        }
    }

    private mutating func collectFunction(_ file: SourceFile, index: Int, at cursor: Int, statement: Range<Int>, typeName: String?, isStatic: Bool,
                                          isDisfavored: Bool) {
        guard file.kind(cursor) == .identifier else { return }
        let name = file.text(cursor)
        var open = cursor + 1
        if file.isOperator(open, "<") { while open < statement.upperBound, file.kind(open) != .openParen { open += 1 } }
        guard file.kind(open) == .openParen else { return }
        noteLocalizedParameters(file, open: open, of: name, isDisfavored: isDisfavored)
        // Parameter names: the second name if there are two (`_ p1: Any`, `for key: String`).
        let parameters = file.arguments(in: open).map { argument -> String in
            let start = argument.range.lowerBound - (argument.label == nil ? 0 : 2)
            if argument.label != nil { return argument.label ?? "" }
            return file.kind(start + 1) == .identifier ? file.text(start + 1) : file.text(start)
        }
        var bodyOpen = file.skip(open)
        var returnType: String? = nil
        var arrow: Int? = nil
        while bodyOpen < statement.upperBound, file.kind(bodyOpen) != .openBrace {
            if file.isOperator(bodyOpen, "->"), file.kind(bodyOpen + 1) == .identifier { (returnType, arrow) = (file.text(bodyOpen + 1), bodyOpen) }
            bodyOpen = file.skip(bodyOpen)
        }
        if let arrow, file.kind(bodyOpen) == .openBrace, Self.isViewType(file, after: arrow) {
            collectViewFunction(file, index: index, name: name, typeName: typeName, open: open, bodyOpen: bodyOpen)
        }
        guard file.kind(bodyOpen) == .openBrace, returnType == "String" || returnType == "LocalizedStringKey"
                || returnType == "LocalizedStringResource" || returnType == "Text" else { return }
        guard let value = computedValue(file, body: file.body(of: bodyOpen)) else { return }
        let declaration = Declaration(file: index, value: value, parameters: parameters, type: returnType)
        if let typeName, isStatic {
            addMember(typeName + "." + name, declaration)
        } else if let typeName {
            if let table = isLocalizingWrapper(file, value: value, parameters: ["self", "rawValue"]) {
                wrappers[name] = table
                wrapperBodies[index, default: []].append(value)
            } else if let table = isLocalizingWrapper(file, value: value, parameters: parameters), let key = keyArgument(file, value: value),
                      let position = parameters.firstIndex(of: key) {
                methodWrappers[typeName, default: [:]][name] = (position, table)
                methodWrapperNames.insert(name)
                wrapperBodies[index, default: []].append(value)
            }
        } else if let table = isLocalizingWrapper(file, value: value, parameters: parameters), let key = keyArgument(file, value: value),
                  let position = parameters.firstIndex(of: key) {
            functionWrappers[name] = (position, table)
            wrapperBodies[index, default: []].append(value)
        }
    }

    /// The argument labels of a parameter list's `LocalizedStringKey` parameters (`#0` for an
    /// unlabeled first one), where a literal passed is a key; and of its `String` ones, as an
    /// overload taking a `String` is the one Swift picks for a literal (unless marked
    /// `@_disfavoredOverload`, as SwiftUI's own are).
    private mutating func noteLocalizedParameters(_ file: SourceFile, open: Int, of name: String, isDisfavored: Bool) {
        for (position, argument) in file.arguments(in: open).enumerated() {
            let typeStart = argument.label == nil ? (argument.range.lowerBound..<argument.range.upperBound).first { file.kind($0) == .colon }.map { $0 + 1 } : argument.range.lowerBound
            guard let typeStart else { continue }
            let type = file.source(from: typeStart, to: typeEnd(file, typeStart..<argument.range.upperBound))
            let isLocalized = SourceSymbols.isLocalizedType(type)
            guard isLocalized || !isDisfavored && type.trimmingCharacters(in: .whitespaces).hasPrefix("String") else { continue }
            let label = argument.label ?? (file.isIdentifier(argument.range.lowerBound, "_") ? "#\(position)" : file.text(argument.range.lowerBound))
            if isLocalized { localizedLabels[name, default: []].insert(label) } else { stringLabels[name, default: []].insert(label) }
        }
    }

    /// `LocalizedStringKey`, also optional (`LocalizedStringResource?`).
    static func isLocalizedType(_ written: String) -> Bool {
        var type = written.trimmingCharacters(in: .whitespaces)
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        return localizedTypes.contains(type)
    }

    /// Where a parameter's type ends: before its default value.
    private func typeEnd(_ file: SourceFile, _ range: Range<Int>) -> Int {
        var end = range.lowerBound
        while end < range.upperBound, !file.isOperator(end, "=") { end = file.skip(end) }
        return end
    }

    /// Every name a static member or enum case is qualified by (`L10n`, `Settings`): a
    /// reference that starts otherwise (`Color.red`) names none of them.
    private(set) var typeNames: Set<String> = []

    private mutating func addMember(_ quoted: String, _ declaration: Declaration) {
        let qualified = Self.unquoted(quoted)
        if !enclosingConformances.isEmpty { memberConformances[qualified, default: []] += enclosingConformances }
        let names = Self.dottedNames(qualified)
        typeNames.formUnion(names.dropLast().map(String.init))
        members[qualified, default: []].append(declaration)
        let last = names.last.map(String.init) ?? qualified
        if members[qualified]?.count == 1 { membersByName[last, default: []].append(qualified) }
    }
}
