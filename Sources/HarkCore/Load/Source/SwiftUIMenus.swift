/// Toggles SwiftUI draws as menu items: inside `Menu { … }`, `Menu(content:label:)` or
/// `.contextMenu { … }` (Mastodon's language menu in its compose toolbar). A menu shows a
/// toggle as an item with a checkmark, which VoiceOver reads as a button that is selected or
/// not, never as a switch: none of the switch rules apply to it.
extension SwiftUIRecognizer {
    /// Whether one of `groups` (the brackets around a toggle, innermost first) is a menu's.
    func isInMenu(_ groups: [Int]) -> Bool {
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
