/// The calls whose text `TextEvaluator` knows: localization functions, SwiftUI's and
/// Foundation's initializers, SwiftGen's `tr`, the project's own functions and wrappers.
extension TextEvaluator {
    /// A call's text: the localization calls Hark knows, SwiftGen's `tr`, static functions of
    /// the project, configured wrappers.
    func callValue(_ callee: String, _ call: SourceCall, in file: Int, context: Context, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText? {
        let source = files[file]
        let location = source.location(call.nameIndex)
        let last = SourceSymbols.lastName(callee)
        func string(_ argument: CallArgument?) -> String? {
            guard let argument else { return nil }
            if let literal = source.stringLiteral(at: argument.range.lowerBound) {
                return literal.close + 1 == argument.range.upperBound ? literal.value : nil
            }
            // A constant's name (`tableName: filename`, xDrip's `private static let filename =
            // "SettingsViews"`): its literal value.
            guard argument.range.count == 1, source.kind(argument.range.lowerBound) == .identifier,
                  case .literal(let value, _)? = nameValue(source.text(argument.range.lowerBound), in: file, at: argument.range.lowerBound,
                                                           context: .string, bindings: bindings, depth: depth + 1) else { return nil }
            return value
        }
        // `keyIsString`: the key parameter is a `String` (`NSLocalizedString`), so an interpolated
        // literal written as a key (`"citation.locator.\(locator)"`) is a key made when the app
        // runs, not the format key `LocalizedStringKey` and `String(localized:)` make of it. One
        // written as a sentence (`"Reading from \(appName)"`) is the classic mistake: read as the
        // format key, which no lookup asks for, it is missing from every table, as on a device.
        func keyText(_ argument: CallArgument, table: String, defaultValue: String?, keyIsString: Bool = false) -> LocalizedText {
            if let literal = source.stringLiteral(at: argument.range.lowerBound), literal.close + 1 == argument.range.upperBound {
                let writtenAsKey = !literal.parts.contains { if case .text(let text) = $0 { text.contains(where: \.isWhitespace) } else { false } }
                if keyIsString && literal.value == nil && writtenAsKey {
                    return text(argument.range, in: file, context: .string, bindings: bindings, depth: depth + 1)
                }
                return key(literal, table: table, defaultValue: defaultValue, in: file, bindings: bindings, depth: depth)
            }
            return localized(text(argument.range, in: file, context: .string, bindings: bindings, depth: depth + 1), table: table, at: location)
        }
        if let function = functions.first(where: { $0.name == callee || $0.name == last }), case .call(let keyPosition, let tablePosition) = function.form {
            let unlabeled = call.arguments
            guard keyPosition < unlabeled.count else { return nil }
            let table = tablePosition.flatMap { $0 < unlabeled.count ? string(unlabeled[$0]) : nil } ?? LocalizedText.defaultTable
            return keyText(unlabeled[keyPosition], table: table, defaultValue: nil)
        }
        switch last {
        case "Text", "LocalizedStringKey":
            if let verbatim = call.argument("verbatim") {
                // The developer's explicit choice not to localize: shown as written in every language.
                return .verbatim(text(verbatim.range, in: file, context: .string, bindings: bindings, depth: depth + 1), at: location)
            }
            guard let first = call.arguments.first, first.label == nil else { return nil }
            let table = string(call.argument("tableName")) ?? LocalizedText.defaultTable
            if let literal = source.stringLiteral(at: first.range.lowerBound), literal.close + 1 == first.range.upperBound {
                return key(literal, table: table, defaultValue: nil, in: file, bindings: bindings, depth: depth)
            }
            // `Text(isOn ? "On" : "Off")`: each literal is a key.
            if isLiteralKey(first.range, in: file) {
                return text(first.range, in: file, context: .localizedKey, bindings: bindings, depth: depth + 1)
            }
            // `Text(someString)` shows the string as it is; `Text(L10n.title)` a localized one.
            return text(first.range, in: file, context: .string, bindings: bindings, depth: depth + 1)
        case "NSLocalizedString" where call.unlabeled.first != nil:
            // A library's bundle the code read does not declare (Orbot's `bundle:
            // Bundle.iPtProxyUI`, a pod's): the key is looked up in its tables, not the app's,
            // and what they hold is not known here.
            if let bundle = call.argument("bundle"), let name = libraryBundle(bundle.range, in: file) {
                return .expression("a text of \(name)'s tables", verbatim: false, at: location)
            }
            let table = string(call.argument("tableName")) ?? LocalizedText.defaultTable
            return keyText(call.arguments[0], table: table, defaultValue: string(call.argument("value")), keyIsString: true)
        case "NSLocalizedStringFromTable" where call.arguments.count >= 2,
             "NSLocalizedStringFromTableInBundle" where call.arguments.count >= 3:
            return keyText(call.arguments[0], table: string(call.arguments[1]) ?? LocalizedText.defaultTable, defaultValue: nil, keyIsString: true)
        case "NSLocalizedStringWithDefaultValue" where call.arguments.count >= 4:
            return keyText(call.arguments[0], table: string(call.arguments[1]) ?? LocalizedText.defaultTable,
                           defaultValue: string(call.arguments[3]), keyIsString: true)
        case "String" where call.argument("localized") != nil, "LocalizedStringResource" where !call.arguments.isEmpty:
            guard let argument = call.argument("localized") ?? call.arguments.first else { return nil }
            let table = string(call.argument("table")) ?? LocalizedText.defaultTable
            return keyText(argument, table: table, defaultValue: string(call.argument("defaultValue")))
        case "String" where call.argument("format") != nil:
            guard let format = call.argument("format") else { return nil }
            let arguments = call.arguments.filter { $0.label == nil }.map {
                text($0.range, in: file, context: .string, bindings: bindings, depth: depth + 1)
            }
            return .format(text(format.range, in: file, context: .string, bindings: bindings, depth: depth + 1), arguments: arguments, at: location)
        case "String" where call.arguments.count == 1 && call.arguments[0].label == nil:
            // `String("Use QC backend")`: a plain string. A literal wrapped so is the developer's
            // explicit choice not to localize (it picks the `StringProtocol` initializer, as
            // `Text(verbatim:)` does): mlem's developer settings.
            let plain = text(call.arguments[0].range, in: file, context: .string, bindings: bindings, depth: depth + 1)
            if let literal = source.stringLiteral(at: call.arguments[0].range.lowerBound), literal.close + 1 == call.arguments[0].range.upperBound {
                return .verbatim(plain, at: location)
            }
            return plain
        case "String" where call.argument("describing") != nil:
            return call.argument("describing").map { text($0.range, in: file, context: .string, bindings: bindings, depth: depth + 1) }
        case "tr" where call.arguments.count >= 2 && call.arguments[0].label == nil:
            // SwiftGen: `L10n.tr("Localizable", "key", args…, fallback: "…")`; not a project's
            // own `tr(format:_:)` (WireGuard's), a wrapper read below.
            guard let table = string(call.arguments[0]), call.arguments[1].label == nil else { return nil }
            let fallback = string(call.argument("fallback"))
            let keyValue = keyText(call.arguments[1], table: table, defaultValue: fallback)
            let arguments = call.arguments.dropFirst(2).filter { $0.label == nil }.map {
                text($0.range, in: file, context: .string, bindings: bindings, depth: depth + 1)
            }
            return arguments.isEmpty ? keyValue : .format(keyValue, arguments: arguments, at: location)
        default:
            break
        }
        if let cases = rawValueChoice(callee, call, in: file, bindings: bindings, depth: depth) { return cases }
        if let wrapper = wrapper(callee, at: call.nameIndex, in: file), wrapper.keyPosition < call.arguments.count {
            // Its key is a `String` parameter: an interpolated one is a key made when the app
            // runs (Rocket.Chat's `localized("chat.info.item.\(menuTitle)")`), as for
            // `NSLocalizedString`.
            // A `value:` given with it is what a table lacking the key shows (OneBusAway's
            // `OBALoc("…", value: "Name is wrong", comment: …)`, passed on to `NSLocalizedString`).
            return keyText(call.arguments[wrapper.keyPosition], table: wrapper.table, defaultValue: string(call.argument("value")), keyIsString: true)
        }
        if let member = member(callee, in: file, at: call.nameIndex, called: true), let parameters = member.parameters {
            let arguments = call.arguments.prefix(parameters.count).map {
                text($0.range, in: file, context: .string, bindings: bindings, depth: depth + 1)
            }
            return memberValue(member, arguments: Array(arguments), at: location, depth: depth)
        }
        return nil
    }

    /// The wrapper a call of `callee` at `index` reaches: a method of the enclosing type (or one
    /// it inherits) called unqualified or on `self`, else the global function of that name.
    func wrapper(_ callee: String, at index: Int, in file: Int) -> (keyPosition: Int, table: String)? {
        let name = callee.hasPrefix("self.") ? String(callee.dropFirst(5)) : callee
        if !name.contains("."), symbols.hasMethodWrapper(named: name),
           let method = symbols.methodWrapper(name, within: SourceScope(source: files[file], symbols: symbols).enclosingTypes(of: index)) {
            return method
        }
        return symbols.functionWrappers[callee]
    }

    /// `Bundle.name` or `.name` (not `main` or `module`) that no code read declares: a library's
    /// bundle, whose tables are not among the app's.
    func libraryBundle(_ range: Range<Int>, in file: Int) -> String? {
        let source = files[file]
        let nameIndex: Int
        if range.count == 2, source.kind(range.lowerBound) == .dot {
            nameIndex = range.lowerBound + 1
        } else if range.count == 3, source.isIdentifier(range.lowerBound, "Bundle"), source.kind(range.lowerBound + 1) == .dot {
            nameIndex = range.lowerBound + 2
        } else {
            return nil
        }
        guard source.kind(nameIndex) == .identifier else { return nil }
        let name = source.text(nameIndex)
        guard name != "main", name != "module",
              symbols.member(qualified: "Bundle." + name, near: source.path, files: files) == nil else { return nil }
        return "Bundle." + name
    }
}
