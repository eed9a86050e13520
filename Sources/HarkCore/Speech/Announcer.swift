/// What VoiceOver says when a switch is focused, in parts: "name, state, hint".
struct Announcement: Sendable {
    /// The accessible name: the element's label, else the cell's text, else the label beside
    /// it; nil when the model gives none.
    let name: ResolvedText?
    let role: String?
    let isDimmed: Bool
    /// The spoken state ("on", "off", or the app's own value); nil when no value is exposed.
    let state: String?
    let hint: String?
    /// Whether the hint is the screen reader's default one (the element has none of its own).
    let usesDefaultHint: Bool
    let text: String
}

/// One line of what the screen reader speaks, in reading order.
struct SpokenElement: Sendable {
    enum Kind: String, Sendable, CaseIterable { case title, header, control, text }

    let screen: String
    let element: String
    let locale: String
    let text: String
    let kind: Kind
    /// What the screen shows for the element in the locale (a title, a cell's text), for
    /// reports that draw the screen.
    let shown: String
}

/// Composes announcements for one locale from the app's strings and the locale's vocabulary.
struct Announcer: Sendable {
    let vocabulary: Vocabulary
    let resolver: TextResolver
    let includeRoles: Bool

    init(vocabulary: Vocabulary, resolver: TextResolver, includeRoles: Bool = false) {
        self.vocabulary = vocabulary
        self.resolver = resolver
        self.includeRoles = includeRoles
    }

    var locale: String { resolver.locale }

    /// The same announcer, speaking roles or not.
    func includingRoles(_ includeRoles: Bool) -> Announcer {
        Announcer(vocabulary: vocabulary, resolver: resolver, includeRoles: includeRoles)
    }

    /// The name VoiceOver would use for a cell's switch.
    func name(of cell: Cell, element: AccessibilityElement) -> ResolvedText? {
        guard let source = element.label ?? cell.text ?? cell.label?.text else { return nil }
        return resolver.resolve(source)
    }

    func announce(_ cell: Cell, element: AccessibilityElement) -> Announcement {
        let name = self.name(of: cell, element: element)
        var role: String? = nil
        if includeRoles {
            if element.isSwitchRole {
                role = vocabulary[.switchButton]
            } else if element.traits.contains(.button) {
                role = vocabulary[.button]
            }
        }
        var state: String? = nil
        switch element.value {
        case .switchState(let isOn): state = vocabulary[isOn ? .on : .off]
        case .text(let text): state = resolver.resolve(text).text
        case nil: state = nil
        }
        var hint: String? = nil
        var usesDefaultHint = false
        if !element.isDimmed {
            if let own = element.hint {
                hint = resolver.resolve(own).text
            } else {
                hint = vocabulary[.switchHint]
                usesDefaultHint = true
            }
        }
        let selected = element.traits.contains(.selected) ? vocabulary[.selected] : nil
        let parts = [selected, name?.text, role, element.isDimmed ? vocabulary[.dimmed] : nil, state, hint]
        return Announcement(name: name, role: role, isDimmed: element.isDimmed, state: state, hint: hint,
                            usesDefaultHint: usesDefaultHint, text: join(parts))
    }

    /// Joins the non-empty parts with the locale's separator.
    func join(_ parts: [String?]) -> String {
        parts.compactMap { $0 }
            .map(\.trimmedWhitespace)
            .filter { !$0.isEmpty }
            .joined(separator: vocabulary[.separator])
    }

    /// Everything spoken on one screen, in reading order: the title, then each section's
    /// header and its cells. A switch VoiceOver cannot reach leaves only its visible text.
    func transcript(of screen: Screen) -> [SpokenElement] {
        var spoken: [SpokenElement] = []
        func say(_ element: String, _ text: String, _ kind: SpokenElement.Kind, shown: String) {
            guard !text.isEmpty else { return }
            spoken.append(SpokenElement(screen: screen.id, element: element, locale: locale, text: text, kind: kind, shown: shown))
        }
        if let title = screen.title.map(resolver.resolve) { say(screen.id, join([title.text, vocabulary[.heading]]), .title, shown: title.text) }
        for section in screen.sections {
            if let header = section.header.map(resolver.resolve) {
                say(section.id, join([header.text, vocabulary[.heading]]), .header, shown: header.text)
            }
            for cell in section.cells {
                let visible = [cell.text, cell.label?.text].compactMap { $0 }.map { resolver.resolve($0).text }
                if let element = cell.element, element.isElement, !element.isHidden {
                    say(cell.id, announce(cell, element: element).text, .control, shown: visible.first ?? "")
                } else {
                    say(cell.id, join(visible), .text, shown: visible.first ?? "")
                }
            }
            if let footer = section.footer.map(resolver.resolve) { say(section.id + "-footer", footer.text, .text, shown: footer.text) }
        }
        return spoken
    }
}

/// Speech for a whole model: screen by screen, each in every locale, in reading order.
enum Transcript {
    static func speak(_ model: AppModel?, with announcers: [Announcer]) -> [SpokenElement] {
        guard let screens = model?.screens else { return [] }
        // Each locale is independent: speak them on every core, then interleave by screen.
        let perLocale = announcers.parallelMap { announcer in screens.map { announcer.transcript(of: $0) } }
        var spoken: [SpokenElement] = []
        for index in screens.indices {
            for transcripts in perLocale { spoken += transcripts[index] }
        }
        return spoken
    }
}

/// What VoiceOver says right after a double tap on a switch.
enum Activation: Sendable, Equatable {
    /// The new state, as VoiceOver announces it.
    case spoken(String)
    /// Nothing is announced, and why.
    case silent(reason: String)
}

extension Announcer {
    /// Simulates a double tap on the switch: a UISwitch flips and VoiceOver speaks its new
    /// value; a dimmed one does nothing; an app-provided value is whatever the app sets next.
    func activate(_ cell: Cell, element: AccessibilityElement) -> Activation {
        guard element.isElement, !element.isHidden else {
            return .silent(reason: "VoiceOver cannot focus this switch, so it cannot be activated")
        }
        if element.isDimmed { return .silent(reason: "the switch is dimmed, so a double tap does nothing") }
        switch element.value {
        case .switchState(let isOn): return .spoken(vocabulary[isOn ? .off : .on])
        case .text: return .silent(reason: "the new value is set by the app's code, which Hark cannot run")
        case nil: return .silent(reason: "the switch exposes no value, so the change is not announced")
        }
    }
}
