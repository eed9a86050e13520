/// A type named by a local name: `let V = Strings.Errors.App.self` (Passepartout's error texts,
/// `return V.emptyProducts`) or `typealias L = L10n.Settings`. Its members are read as the
/// type's: `V.emptyProducts` is `Strings.Errors.App.emptyProducts`.
extension KeyUses {
    /// Each local name of a type in the file, with where it is declared and the type's
    /// qualified name, in the file's order: one name may stand for several types, one per
    /// function (`let V = Strings.Errors.App.self`, then `let V = Strings.Errors.Tunnel.self`).
    static func typeAliases(in source: SourceFile) -> [String: [(declared: Int, type: String)]] {
        var aliases: [String: [(declared: Int, type: String)]] = [:]
        for index in 0..<source.count where source.kind(index) == .identifier {
            if source.equals(index, "self"), source.kind(index - 1) == .dot,
               let (name, chain) = binding(ofChainEndingAt: index - 2, in: source), source.isIdentifier(name - 1, "let") || source.isIdentifier(name - 1, "var") {
                aliases[source.text(name), default: []].append((name, chain))
            } else if source.equals(index, "typealias"), source.kind(index + 1) == .identifier, source.isOperator(index + 2, "=") {
                var end = index + 3
                while source.kind(end) == .identifier, source.kind(end + 1) == .dot, source.kind(end + 2) == .identifier { end += 2 }
                if let (_, chain) = binding(ofChainEndingAt: end, in: source) { aliases[source.text(index + 1), default: []].append((index + 1, chain)) }
            }
        }
        return aliases
    }

    /// The type a local name stands for at `index`: the last declared before it.
    func aliasedType(_ name: String, at index: Int) -> String? {
        typeAliases[name]?.last { $0.declared < index }?.type
    }

    /// `name = A.B.C` ending at token `last` (`C`): the name's token and the chain, when it
    /// starts with a capitalized type name.
    private static func binding(ofChainEndingAt last: Int, in source: SourceFile) -> (name: Int, chain: String)? {
        guard source.kind(last) == .identifier else { return nil }
        var first = last
        while source.kind(first - 1) == .dot, source.kind(first - 2) == .identifier { first -= 2 }
        guard source.isOperator(first - 1, "="), source.kind(first - 2) == .identifier,
              source.text(first).first?.isUppercase == true else { return nil }
        return (first - 2, source.source(from: first, to: last + 1))
    }

    /// `V.member` or `V.member(…)` of a local name of a type: the member's text, or nil when
    /// no member of the type is a text.
    func aliasedMember(at index: Int, type: String) -> LocalizedText? {
        var qualified = type
        var cursor = index + 1
        while source.kind(cursor) == .dot, source.kind(cursor + 1) == .identifier, cursor - index < 24 {
            qualified += "." + source.text(cursor + 1)
            if let member = evaluator.symbols.member(qualified: qualified, near: source.path, files: evaluator.files) {
                let text = evaluator.memberValue(member, at: source.location(index), depth: evaluator.firstLevel(in: file))
                if case .expression = text { return nil }
                return text
            }
            cursor += 2
        }
        return nil
    }
}
