/// Toggles SwiftUI draws as menu items: inside `Menu { … }`, `Menu(content:label:)` or
/// `.contextMenu { … }` (Mastodon's language menu in its compose toolbar). A menu shows a
/// toggle as an item with a checkmark, which VoiceOver reads as a button that is selected or
/// not, never as a switch: none of the switch rules apply to it.
extension SwiftUIRecognizer {
    /// Whether one of `groups` (the brackets around a toggle, innermost first) is a menu's, or
    /// the body of a view property or function the file uses only inside menus (Mlem's
    /// `topResultsView`, in its sort picker's `Menu` twice).
    func isInMenu(_ groups: [Int], depth: Int = 0) -> Bool {
        if isInMenuItself(groups) { return true }
        guard depth < 3 else { return false }
        for group in groups where source.kind(group) == .openBrace {
            guard let (name, declaration) = viewMember(ofBody: group) else { continue }
            // SwiftUI reads a view's `body` itself: no menu of the file shows it.
            if name == "body" { return false }
            var uses = 0
            for index in 0..<source.count where index != declaration && source.kind(index) == .identifier && source.equals(index, name) {
                // `topResultsView` or `self.topResultsView`, not another value's member.
                if source.kind(index - 1) == .dot, !source.isIdentifier(index - 2, "self") { continue }
                let useGroups = source.enclosingGroups(of: index)
                if useGroups.contains(group) { continue }
                guard isInMenu(useGroups, depth: depth + 1) else { return false }
                uses += 1
            }
            return uses > 0
        }
        return false
    }

    /// `var name: some View {` or `func name(…) -> some View {`: the member's name and where it is.
    private func viewMember(ofBody brace: Int) -> (name: String, at: Int)? {
        guard source.isIdentifier(brace - 1, "View"), source.isIdentifier(brace - 2, "some") else { return nil }
        if source.kind(brace - 3) == .colon, source.kind(brace - 4) == .identifier, source.isIdentifier(brace - 5, "var") {
            return (source.text(brace - 4), brace - 4)
        }
        if source.isOperator(brace - 3, "->"), source.kind(brace - 4) == .closeParen {
            let open = Int(source.partners[brace - 4])
            if open >= 2, source.kind(open - 1) == .identifier, source.isIdentifier(open - 2, "func") { return (source.text(open - 1), open - 1) }
        }
        return nil
    }

    private func isInMenuItself(_ groups: [Int]) -> Bool {
        for group in groups {
            switch source.kind(group) {
            case .openBrace:
                // `Menu { … }`, `Menu("Sort") { … }`, `.contextMenu { … }`.
                var before = group - 1
                if source.kind(before) == .closeParen { before = Int(source.partners[before]) - 1 }
                if namesMenu(before) { return true }
            case .openParen:
                // Any argument of `Menu(content: { … }, label: …)` or `.contextMenu(menuItems: { … })`.
                if namesMenu(group - 1) { return true }
            default:
                continue
            }
        }
        return false
    }

    private func namesMenu(_ index: Int) -> Bool {
        if source.isIdentifier(index, "Menu") { return source.kind(index - 1) != .dot || source.isIdentifier(index - 2, "SwiftUI") }
        return source.isIdentifier(index, "contextMenu") && source.kind(index - 1) == .dot
    }
}
