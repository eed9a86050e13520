/// A type's own method that looks its argument up in a table: a kit's protocol whose extension
/// reads the kit's table (Rocket.Chat's `RCEmojiKitLocalizable.localized(_:)`, table
/// `RCEmojiKit`), which every conforming type calls unqualified, in place of the app's global
/// `localized(_:)` of the same name.
extension SourceSymbols {
    /// The wrapper method `name` that an unqualified call (or one on `self`) inside `types`
    /// (innermost first) reaches: the type's own, or one its superclasses and protocols give it,
    /// and theirs. Nil when none does: the call is the global function's, if any.
    func methodWrapper(_ name: String, within types: [String]) -> (keyPosition: Int, table: String)? {
        for type in types {
            var pending = [type]
            var seen: Set<String> = []
            while let next = pending.popLast() {
                // A cycle, or a hierarchy deeper than any project writes, stops the search.
                guard seen.insert(next).inserted, seen.count <= 64 else { continue }
                if let found = methodWrappers[next]?[name] { return found }
                pending += (inheritance[next] ?? []).reversed()
            }
        }
        return nil
    }

    /// Whether some type declares a wrapper method of that name: only then is the call's scope
    /// worth working out.
    func hasMethodWrapper(named name: String) -> Bool {
        methodWrapperNames.contains(name)
    }
}
