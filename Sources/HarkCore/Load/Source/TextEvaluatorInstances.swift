/// A constant of an instance, read through a variable whose type the project declares:
/// Threema's `Toggle(viewModel.profileToggleTitle, isOn: …)`, where `viewModel` is an
/// `AppearanceSettingsViewModel()` whose `let profileToggleTitle = #localize("…")` is the same
/// text for every instance, whatever the app does at run time.
extension TextEvaluator {
    /// The value of `variable.member` (nil: not that shape, or not a constant of a known type).
    func instanceConstant(_ name: String, in file: Int, at index: Int, depth: EvaluationDepth) -> LocalizedText? {
        let parts = TextEvaluator.bareName(name).split(separator: ".")
        guard parts.count == 2, let first = parts[0].unicodeScalars.first, !first.properties.isUppercase else { return nil }
        let source = files[file]
        guard let holder = SourceScope(source: source, symbols: symbols, budget: depth.budget).declaration(of: String(parts[0]), before: index),
              let typeName = instanceType(of: holder, in: source),
              let member = symbols.property(String(parts[1]), ofType: typeName), member.parameters == nil,
              !member.value.isEmpty, isConstant(member) else { return nil }
        return memberValue(member, at: source.location(index), depth: depth)
    }

    /// The type of a variable: as written (`CreatePollViewModel`, `Model?`), or the type its
    /// initial value makes (`AppearanceSettingsViewModel()`); nil for a generic or nested type,
    /// and for any other value.
    private func instanceType(of declaration: SourceScope.Declaration, in source: SourceFile) -> String? {
        if let written = declaration.type {
            var bare = Substring(written.trimmingCharacters(in: .whitespaces))
            while bare.hasSuffix("?") || bare.hasSuffix("!") { bare = bare.dropLast() }
            return TextEvaluator.isTypeName(bare) ? String(bare) : nil
        }
        guard let value = declaration.value, value.count >= 3, source.kind(value.lowerBound) == .identifier,
              source.kind(value.lowerBound + 1) == .openParen, source.partner(value.lowerBound + 1) + 1 == value.upperBound else { return nil }
        let name = source.text(value.lowerBound)
        return TextEvaluator.isTypeName(Substring(name)) ? name : nil
    }

    /// A capitalized identifier: `AppearanceSettingsViewModel`, not `Binding<Bool>` or `[Item]`.
    private static func isTypeName(_ text: Substring) -> Bool {
        guard let first = text.unicodeScalars.first, first.properties.isUppercase else { return false }
        return text.unicodeScalars.allSatisfy { $0.properties.isAlphabetic || $0.properties.numericType != nil || $0 == "_" }
    }

    /// Whether a property of a type never changes: a `let` with its value, or a computed
    /// property (`var title: String { … }`); not a stored `var`, which the app may set.
    private func isConstant(_ member: SourceSymbols.Declaration) -> Bool {
        let source = files[member.file]
        // The keyword before the name: `let name = …`, `let name: String = …`, `var name: String {`.
        var cursor = member.value.lowerBound - 1
        var steps = 0
        while cursor >= 0, steps < 16 {
            if source.equals(cursor, "let") { return true }
            // A computed property's value starts after a brace; a stored one's after `=`.
            if source.equals(cursor, "var") { return !source.isOperator(member.value.lowerBound - 1, "=") }
            cursor -= 1
            steps += 1
        }
        return false
    }
}
