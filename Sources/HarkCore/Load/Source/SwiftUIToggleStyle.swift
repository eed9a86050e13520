/// `.toggleStyle(…)`: how a SwiftUI toggle is drawn, which decides what VoiceOver meets. On iOS
/// the automatic style is a switch; the button style is a button that is selected while on.
extension SwiftUIRecognizer {
    enum StyleReading: Equatable {
        case known(SwitchControl.Style)
        /// A style of the project's own (`.toggleStyle(CheckmarkStyle())`): it draws the toggle
        /// as it likes, and what VoiceOver meets depends on its view, which Hark does not follow.
        case custom(String)
    }

    /// The style that applies to the toggle: the nearest `.toggleStyle` — on the toggle, then
    /// on each view around it within its type (a style set on a `Form` reaches every toggle in
    /// it, and an inner one wins). Nil: none is set, the automatic style (a switch on iOS).
    func toggleStyle(modifiers: [SourceModifier], groups: [Int]) -> StyleReading? {
        if let own = modifiers.first(where: { $0.name == "toggleStyle" }) { return style(own.call) }
        for group in groups where source.kind(group) == .openBrace {
            if typeName(ofBody: group) != nil { break }
            var end = min(source.partner(group) + 1, source.count)
            // Past labeled trailing closures (`} label: { … }`).
            while source.kind(end) == .identifier, source.kind(end + 1) == .colon, source.kind(end + 2) == .openBrace {
                end = source.skip(end + 2)
            }
            if let set = source.modifiers(from: end).modifiers.first(where: { $0.name == "toggleStyle" }) { return style(set.call) }
        }
        return nil
    }

    /// `.button` or `ButtonToggleStyle()`; `.switch`, `.automatic`, `SwitchToggleStyle(tint:)`,
    /// `DefaultToggleStyle()`; macOS's `.checkbox` (no iOS style: the code builds for a Mac, where
    /// Hark audits nothing, so the iOS screen keeps its switch); anything else is the project's,
    /// and so is a system style's name the project declares a `ToggleStyle` of, or calls with
    /// arguments the system's does not take (Phoenix's `CheckboxToggleStyle(onImage:offImage:)`).
    private func style(_ call: SourceCall) -> StyleReading? {
        guard let argument = call.arguments.first else { return nil }
        let range = argument.range
        let first = range.lowerBound
        var name: String? = nil
        if range.count == 2, source.kind(first) == .dot, source.kind(first + 1) == .identifier {
            name = source.text(first + 1)
        } else if source.kind(first) == .identifier, source.kind(first + 1) == .openParen, source.partner(first + 1) + 1 == range.upperBound {
            // The project's style that draws a button showing the toggle's label (Nostur's
            // `NestToggleStyle(theme:)`): VoiceOver meets that button, as with the system's.
            if evaluator.symbols.buttonToggleStyles.contains(source.text(first)) { return .known(.button) }
            let labels = source.call(at: first).arguments.map { $0.label ?? "_" }
            if labels.isEmpty || (source.text(first) == "SwitchToggleStyle" && labels == ["tint"]) { name = source.text(first) }
            if let named = name, evaluator.symbols.toggleStyles.contains(named) { name = nil }
        }
        switch name {
        case "button", "ButtonToggleStyle":
            return .known(.button)
        case "switch", "automatic", "SwitchToggleStyle", "DefaultToggleStyle", "checkbox", "CheckboxToggleStyle":
            return .known(.switch)
        default:
            return .custom(source.source(from: range.lowerBound, to: range.upperBound))
        }
    }

    /// Whether a brace around the site opens `func makeBody(configuration:)`'s body.
    func isInStyleBody(_ groups: [Int]) -> Bool {
        groups.contains { group in
            guard source.kind(group) == .openBrace else { return false }
            var cursor = group - 1
            while cursor > 0, group - cursor < 24, source.kind(cursor) != .openBrace, source.kind(cursor) != .closeBrace {
                if source.isIdentifier(cursor, "makeBody"), source.isIdentifier(cursor - 1, "func") { return true }
                cursor -= 1
            }
            return false
        }
    }

    /// Whether a `ToggleStyle`'s body draws a `Button` that shows the toggle's own label
    /// (`Button { configuration.isOn.toggle() } label: { configuration.label … }`) and no
    /// `Toggle`: VoiceOver meets that button, named by the toggle. A button of an image alone
    /// beside or instead of the label (Element's checkmark) is named otherwise: not this.
    static func drawsButtonOnly(_ body: Range<Int>, in source: SourceFile) -> Bool {
        var showsLabel = false
        for index in body where source.kind(index) == .identifier && source.kind(index - 1) != .dot {
            let next = source.kind(index + 1)
            guard next == .openParen || next == .openBrace else { continue }
            if source.isIdentifier(index, "Toggle") { return false }
            if source.isIdentifier(index, "Button") {
                let call = source.call(at: index)
                showsLabel = showsLabel || (index..<min(call.end, body.upperBound)).contains { cursor in
                    source.isIdentifier(cursor, "configuration") && source.kind(cursor + 1) == .dot && source.isIdentifier(cursor + 2, "label")
                }
            }
        }
        return showsLabel
    }
}
