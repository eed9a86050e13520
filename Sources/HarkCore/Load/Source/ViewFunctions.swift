/// Functions of the project that build a view (`func toggleLabel(symbol: SFSymbol, text: String)
/// -> some View { HStack { Image(…); Text(text) } }`, `static func label(_ title: String, …)
/// -> some View`): a toggle's label built by one is read through its body, its parameters bound
/// to the call's arguments, as Swift evaluates it.
struct ViewFunction: Sendable {
    struct Parameter: Sendable {
        /// The argument label (nil: `_`, none).
        let label: String?
        /// The name the body uses.
        let name: String
        let type: String
        let hasDefault: Bool
        /// Whether the default is `nil`: left out, an `if let` of it shows nothing.
        let defaultsToNil: Bool
    }

    let file: Int
    /// The type that declares it (nil: a free function).
    let typeName: String?
    let parameters: [Parameter]
    /// The body's statements, inside its braces.
    let body: Range<Int>
    /// A view type with an initializer of its own: what a call shows is that code's, which Hark
    /// does not run. Kept so that a call of the name is not taken for another type's.
    var isOpaque = false

    /// The parameters the call's arguments go to, by argument label, in order (parameters
    /// with defaults may be left out); nil when the labels do not fit this function.
    func bind(_ arguments: [CallArgument]) -> [(parameter: Parameter, argument: CallArgument?)]? {
        var bound: [(parameter: Parameter, argument: CallArgument?)] = []
        var next = 0
        for parameter in parameters {
            if next < arguments.count, arguments[next].label == parameter.label {
                bound.append((parameter, arguments[next]))
                next += 1
            } else if parameter.hasDefault {
                bound.append((parameter, nil))
            } else {
                return nil
            }
        }
        return next == arguments.count ? bound : nil
    }
}

/// What a view function's body knows of its parameters while it is read for one call.
struct ViewScope: Sendable {
    /// The texts of the arguments passed.
    var values: TextEvaluator.Bindings = [:]
    /// Optional parameters the call left out (nil): an `if let` of one shows nothing.
    var leftOut: Set<String> = []
    /// Parameters that hold an image, which shows no text.
    var images: Set<String> = []
}

extension SourceSymbols {
    /// Records `func name(…) -> some View { … }` (also `AnyView`, `Text`, an instance method
    /// or a static one): `open` is its parameter list's `(`, `bodyOpen` its body's `{`.
    mutating func collectViewFunction(_ file: SourceFile, index: Int, name: String, typeName: String?, open: Int, bodyOpen: Int) {
        var parameters: [ViewFunction.Parameter] = []
        for argument in file.arguments(in: open) {
            var label = argument.label
            var nameIndex = argument.range.lowerBound
            if argument.label == nil {
                // `_ title: String`, `for key: String`: an argument label, then the name.
                guard file.kind(nameIndex) == .identifier, file.kind(nameIndex + 1) == .identifier, file.kind(nameIndex + 2) == .colon else { return }
                label = file.isIdentifier(nameIndex, "_") ? nil : file.text(nameIndex)
                nameIndex += 1
            } else {
                nameIndex -= 2
            }
            let typeStart = argument.label == nil ? nameIndex + 2 : argument.range.lowerBound
            var typeEnd = typeStart
            while typeEnd < argument.range.upperBound, !file.isOperator(typeEnd, "=") { typeEnd = file.skip(typeEnd) }
            let hasDefault = typeEnd < argument.range.upperBound
            parameters.append(ViewFunction.Parameter(
                label: label, name: file.text(nameIndex), type: file.source(from: typeStart, to: typeEnd), hasDefault: hasDefault,
                defaultsToNil: hasDefault && typeEnd + 2 == argument.range.upperBound && file.isIdentifier(typeEnd + 1, "nil")))
        }
        let function = ViewFunction(file: index, typeName: typeName, parameters: parameters, body: file.body(of: bodyOpen))
        viewFunctions[name, default: []].append(function)
    }

    /// Records a view type of the project (`struct IconLabel: View { let icon: String; let text:
    /// String.LocalizationValue; var body: some View { … } }`) as a function of its memberwise
    /// initializer: `IconLabel(icon: "magnifyingglass", text: "Default Search Engine")` in a
    /// toggle's label is read through its `body`, each stored property bound to the argument
    /// passed under its name. A type that declares an `init` of its own is recorded as opaque:
    /// which property an argument sets is then the initializer's code, which Hark does not run.
    mutating func collectViewType(_ file: SourceFile, index: Int, name: String, enclosingType: String?, body: Range<Int>) {
        var parameters: [ViewFunction.Parameter] = []
        var viewBody: Range<Int>? = nil
        for statement in file.statements(in: body) {
            var cursor = statement.lowerBound
            var isWrapped = false
            var isStatic = false
            while cursor < statement.upperBound {
                if file.kind(cursor) == .attribute {
                    isWrapped = true
                    cursor = file.kind(cursor + 1) == .openParen ? file.skip(cursor + 1) : cursor + 1
                } else if file.isIdentifier(cursor, "static") || file.isIdentifier(cursor, "class") {
                    isStatic = true
                    cursor += 1
                } else if file.kind(cursor) == .identifier, Self.declarationModifiers.contains(file.text(cursor)) {
                    cursor += 1
                    if file.kind(cursor) == .openParen { cursor = file.skip(cursor) }
                } else {
                    break
                }
            }
            guard cursor < statement.upperBound, file.kind(cursor) == .identifier else { continue }
            if file.isIdentifier(cursor, "init") {
                viewFunctions[name, default: []].append(ViewFunction(file: index, typeName: enclosingType, parameters: [], body: body, isOpaque: true))
                return
            }
            let isVar = file.isIdentifier(cursor, "var")
            guard !isStatic, isVar || file.isIdentifier(cursor, "let"), file.kind(cursor + 1) == .identifier else { continue }
            let propertyName = file.text(cursor + 1)
            var typeEnd = cursor + 2
            if file.kind(typeEnd) == .colon {
                typeEnd += 1
                while typeEnd < statement.upperBound, file.kind(typeEnd) != .openBrace, !file.isOperator(typeEnd, "=") { typeEnd = file.skip(typeEnd) }
            }
            let type = file.kind(cursor + 2) == .colon ? file.source(from: cursor + 3, to: typeEnd) : ""
            let isComputed = typeEnd < statement.upperBound && file.kind(typeEnd) == .openBrace
            if isComputed {
                if isVar, propertyName == "body" { viewBody = file.body(of: typeEnd) }
                continue
            }
            let hasValue = typeEnd < statement.upperBound && file.isOperator(typeEnd, "=")
            // A `let` with a value is no parameter; a `var` with one, an optional, or a wrapped
            // property (`@State`, `@Environment`) may be left out.
            if hasValue && !isVar { continue }
            let isOptional = type.hasSuffix("?")
            parameters.append(ViewFunction.Parameter(label: propertyName, name: propertyName, type: type,
                                                     hasDefault: isWrapped || isVar && (hasValue || isOptional),
                                                     defaultsToNil: isVar && isOptional && !hasValue))
        }
        guard let viewBody else { return }
        viewFunctions[name, default: []].append(ViewFunction(file: index, typeName: enclosingType, parameters: parameters, body: viewBody))
    }

    /// Whether the return type after `->` at `arrow` is a view: `some View`, `AnyView`, `Text`.
    static func isViewType(_ file: SourceFile, after arrow: Int) -> Bool {
        if file.isIdentifier(arrow + 1, "some") { return file.isIdentifier(arrow + 2, "View") }
        return file.isIdentifier(arrow + 1, "AnyView") || file.isIdentifier(arrow + 1, "Text")
    }
}

extension TextEvaluator {
    /// The text of a view a function of the project builds (`toggleLabel(symbol: .mic, text:
    /// L10n.title)`, `KioskRow.label(L10n.title, icon: .x)`): its body read with each parameter
    /// bound to the argument's text. Nil when no one function of that name fits the call.
    func viewFunctionText(_ callee: String, _ call: SourceCall, in file: Int, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText? {
        let source = files[file]
        let name = SourceSymbols.lastName(callee)
        guard let candidates = symbols.viewFunctions[name] else { return nil }
        let qualifier = callee.count > name.count ? SourceSymbols.lastName(String(callee.dropLast(name.count + 1))) : nil
        let enclosing = qualifier == nil ? SourceScope(source: source, symbols: symbols).enclosingTypes(of: call.nameIndex) : []
        let fitting = candidates.compactMap { function -> (ViewFunction, [(parameter: ViewFunction.Parameter, argument: CallArgument?)])? in
            // `Type.name(…)` is the type's; a bare `name(…)` is a free function's or one of the
            // enclosing type's.
            if let qualifier {
                guard let typeName = function.typeName, SourceSymbols.lastName(typeName) == qualifier else { return nil }
            } else if let typeName = function.typeName {
                guard enclosing.contains(where: { $0 == typeName || SourceSymbols.lastName($0) == SourceSymbols.lastName(typeName) }) else { return nil }
            }
            if function.isOpaque { return (function, []) }
            return function.bind(call.arguments).map { (function, $0) }
        }
        guard fitting.count == 1, let (function, bound) = fitting.first, !function.isOpaque else { return nil }
        var scope = ViewScope()
        for (parameter, argument) in bound {
            if parameter.type == "Image" || parameter.type == "Image?" {
                scope.images.insert(parameter.name)
            } else if let argument {
                let context: Context = SourceSymbols.isLocalizedType(parameter.type) ? .localizedKey : .string
                scope.values[parameter.name] = text(argument.range, in: file, context: context, bindings: bindings, depth: depth + 1)
            } else if parameter.defaultsToNil {
                scope.leftOut.insert(parameter.name)
            }
        }
        return viewText(block: function.body, in: function.file, scope: scope, depth: depth + 1)
    }
}

extension TextEvaluator {
    /// What the project's own modifier of that name sets on a view's accessibility, read from
    /// its body: a function of `extension View` (Session's `func accessibility(_ accessibility:
    /// Accessibility?) -> some View`, which calls `.accessibilityLabel(label)`). What it sets
    /// comes from what it is passed, so it is set to a text Hark cannot evaluate.
    func accessibilitySet(byModifier name: String) -> (label: Bool, hint: Bool) {
        var sets = (label: false, hint: false)
        for function in symbols.viewFunctions[name] ?? [] where function.typeName == "View" {
            let source = files[function.file]
            for index in function.body where source.kind(index) == .identifier {
                if source.equals(index, "accessibilityLabel") { sets.label = true }
                if source.equals(index, "accessibilityHint") { sets.hint = true }
            }
        }
        return sets
    }
}
