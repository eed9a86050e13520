/// What VoiceOver says when a switch is focused: "name, state, hint".
struct Announcement: Sendable {
    /// The accessible name: the element's label, else the cell's text, else the label beside
    /// it; nil when the model gives none.
    let name: KeptText?
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
    /// What the screen shows for the element, kept where its table holds it: only reports
    /// that draw the screen read it, and a `String` of each switch's text in every locale was
    /// made for every transcript.
    private let shownText: KeptText?

    init(screen: String, element: String, locale: String, text: String, kind: Kind, shown: KeptText?) {
        self.screen = screen
        self.element = element
        self.locale = locale
        self.text = text
        self.kind = kind
        shownText = shown
    }

    init(screen: String, element: String, locale: String, text: String, kind: Kind, shown: String) {
        self.init(screen: screen, element: element, locale: locale, text: text, kind: kind,
                  shown: .resolved(ResolvedText(text: shown, source: .literal)))
    }

    /// What the screen shows for the element in the locale (a title, a cell's text), for
    /// reports that draw the screen.
    var shown: String { shownText?.string ?? "" }
}

/// Composes announcements for one locale from the app's strings and the locale's vocabulary.
/// A class: rules loop over every locale's announcer for every switch, and copying a struct
/// of this many fields each time cost more than the work done with it.
final class Announcer: Sendable {
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
        nameSource(of: cell, element: element).map(resolver.resolve)
    }

    /// The same, kept where its table holds it (for the names kept to the end of the audit).
    func keptName(of cell: Cell, element: AccessibilityElement, cursor: inout LookupCursor) -> KeptText? {
        guard let source = nameSource(of: cell, element: element) else { return nil }
        return resolver.resolveKept(source, cursor: &cursor)
    }

    private func nameSource(of cell: Cell, element: AccessibilityElement) -> LocalizedText? {
        element.label ?? cell.text ?? cell.label?.text
    }

    /// Composes the announcement as VoiceOver does (AccessibilitySnapshot's parser is the
    /// reference; see docs/speech.md): the name (with the value, on an element without the
    /// switch-button trait; prefixed "Selected: " when selected), dimmed, the role (with
    /// `includeRoles`), the switch-button state, the other traits' words, then the hint.
    func announce(_ cell: Cell, element: AccessibilityElement) -> Announcement {
        var cursor = LookupCursor()
        return announce(cell, element: element, cursor: &cursor)
    }

    /// The same, for a pass over a locale's texts in the model's order (see `LookupCursor`).
    /// The name and hint are read where their tables hold them and written straight into the
    /// announcement.
    func announce(_ cell: Cell, element: AccessibilityElement, cursor: inout LookupCursor) -> Announcement {
        let name = keptName(of: cell, element: element, cursor: &cursor)
        var ownHint = element.hint.map { resolver.resolveKept($0, cursor: &cursor).trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        let state = spokenState(of: element)
        let trimmedName = name.map { $0.trimmingWhitespace() }.flatMap { $0.isEmpty ? nil : $0 }
        // The switch-button trait speaks its value as a trait, after the role; without it the
        // value belongs to the description ("Wi-Fi: On"), so it comes before everything else.
        let valueWithName = element.hasToggleTrait ? nil : state.map(\.trimmedWhitespace).flatMap { $0.isEmpty ? nil : $0 }
        let separator = vocabulary[.separator]
        var parts = SpokenParts(separator: separator)
        if trimmedName != nil || valueWithName != nil {
            let selected = element.traits.contains(.selected) ? vocabulary.formatParts(.selectedFormat) : nil
            parts.beginPart()
            if let selected { parts.append(selected.prefix) }
            if let trimmedName { parts.append(trimmedName) }
            if let valueWithName {
                if trimmedName != nil { parts.append(separator) }
                parts.append(valueWithName)
            }
            if let selected { parts.append(selected.suffix) }
            parts.endPart()
        } else if element.traits.contains(.selected) {
            parts.add(vocabulary[.selected])
        } else if let hint = ownHint {
            // With nothing to say first (no name, no value read with it), VoiceOver says the
            // element's own hint in the name's place, and then the default hint.
            parts.add(hint)
            ownHint = nil
        }
        if element.isDimmed { parts.add(vocabulary[.dimmed]) }
        if includeRoles { parts.add(spokenRole(of: element)) }
        if element.hasToggleTrait { parts.add(state) }
        // Most elements have none of these traits: the set's few members are looked over once
        // before each of the five is looked up.
        if element.traits.contains(where: Announcer.spokenAfterState.contains) {
            for (trait, word) in Announcer.traitWordOrder where element.traits.contains(trait) { parts.add(vocabulary[word]) }
        }
        // The switch hint: a disabled switch has none, and keeps its own hint as it is.
        if element.hasToggleTrait && !element.isDimmed {
            if let ownHint {
                let format = vocabulary.formatParts(.switchHintFormat)
                parts.beginPart()
                parts.append(format.prefix)
                parts.append(ownHint, droppingLast: sentenceEndLength(of: ownHint))
                parts.append(format.suffix)
                parts.endPart()
            } else {
                parts.add(vocabulary[.switchHint])
            }
        } else {
            parts.add(ownHint)
        }
        return Announcement(name: name, text: parts.text)
    }

    /// Traits VoiceOver speaks after the state, in its order.
    static let traitWordOrder: [(trait: AccessibilityTrait, word: Vocabulary.Word)] = [
        (.header, .heading), (.link, .link), (.adjustable, .adjustable), (.image, .image), (.searchField, .searchField),
    ]

    /// The traits of `traitWordOrder`.
    static let spokenAfterState: [AccessibilityTrait] = traitWordOrder.map(\.trait)

    /// "switch button" when the element has both the switch-button and Button traits (VoiceOver
    /// says no role for the switch-button trait alone); "button" for the Button trait, except on
    /// a keyboard key.
    func spokenRole(of element: AccessibilityElement) -> String? {
        let isButton = element.traits.contains(.button)
        if element.hasToggleTrait { return isButton ? vocabulary[.switchButton] : nil }
        return isButton && !element.traits.contains(.keyboardKey) ? vocabulary[.button] : nil
    }

    /// The state as spoken: a UISwitch's on/off; with the switch-button trait, the value "1",
    /// "0", "2" as on, off, mixed and any other value as it is (iOS 17 and later); without it,
    /// the app's value as it is.
    func spokenState(of element: AccessibilityElement) -> String? {
        switch element.value {
        case .switchState(let isOn):
            return vocabulary[isOn ? .on : .off]
        case .text(let text):
            let value = resolver.resolve(text).text
            guard element.hasToggleTrait else { return value }
            switch value.trimmedWhitespace {
            case "1": return vocabulary[.on]
            case "0": return vocabulary[.off]
            case "2": return vocabulary[.mixed]
            default: return value
            }
        case nil:
            return nil
        }
    }

    /// How many bytes at the hint's end are one full stop (the language's, else "."), taken
    /// off before the hint format adds its own.
    func sentenceEndLength(of hint: some UTF8Text) -> Int {
        Self.suffixLength(vocabulary[.sentenceEnd], in: hint) ?? Self.suffixLength(".", in: hint) ?? 0
    }

    /// How many bytes at the end of `text` are `stop`, nil when it does not end with it (as
    /// `hasSuffix` compares: by Characters, canonically).
    static func suffixLength(_ stop: String, in text: some UTF8Text) -> Int? {
        guard !stop.isEmpty else { return nil }
        switch text.withUTF8Bytes({ endsWithByte(stop, $0) }) {
        case true?: return 1
        case false?: return nil
        case nil:
            let string = text.string
            return string.hasSuffix(stop) ? string.utf8.count - string.dropLast(stop.count).utf8.count : nil
        }
    }

    /// Whether `text` ends with the one-byte `stop` as a Character of its own, from the bytes
    /// where they decide it (nil where they do not): every hint of every switch in every
    /// locale is asked, and `hasSuffix` walks Characters. A printable ASCII character is never
    /// part of another's grapheme except after a prepended mark (all at U+0600 or above), and
    /// only itself is canonically equivalent to it, but a non-ASCII last scalar may be (U+037E
    /// is ";").
    private static func endsWithByte(_ stop: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool? {
        guard stop.utf8.count == 1, let byte = stop.utf8.first, byte >= 0x20, byte < 0x7F else { return nil }
        guard let last = bytes.last else { return false }
        guard last == byte else { return last < 0x80 ? false : nil }
        guard bytes.count > 1 else { return true }
        var lead = bytes.count - 2
        while lead > 0 && bytes[lead] & 0xC0 == 0x80 { lead -= 1 }
        // U+0600, the first prepended mark, is 0xD8 0x80 in UTF-8.
        return bytes[lead] < 0xD8 ? true : nil
    }

    /// Joins the non-empty parts with the locale's separator.
    func join(_ parts: [String?]) -> String {
        var spoken = SpokenParts(separator: vocabulary[.separator])
        for part in parts { spoken.add(part) }
        return spoken.text
    }

    /// Everything spoken on one screen, in reading order: the title, then each section's
    /// header and its cells. A switch VoiceOver cannot reach leaves only its visible text.
    /// `elements`: the cells' accessibility elements in reading order (`Screen.elements`),
    /// when the caller made them once for every locale.
    func transcript(of screen: Screen, elements: [AccessibilityElement?]? = nil) -> [SpokenElement] {
        let elements = elements ?? screen.elements
        var nextElement = 0
        var spoken: [SpokenElement] = []
        // The screen's texts in order: the shown text before the name that is mostly the same.
        var cursor = LookupCursor()
        func resolve(_ text: LocalizedText) -> ResolvedText { resolver.resolve(text, cursor: &cursor) }
        func say(_ element: String, _ text: String, _ kind: SpokenElement.Kind, shown: KeptText?) {
            guard !text.isEmpty else { return }
            spoken.append(SpokenElement(screen: screen.id, element: element, locale: locale, text: text, kind: kind, shown: shown))
        }
        func say(_ element: String, _ text: String, _ kind: SpokenElement.Kind, shown: String) {
            say(element, text, kind, shown: KeptText.resolved(ResolvedText(text: shown, source: .literal)))
        }
        if let title = screen.title.map(resolve) { say(screen.id, join([title.text, vocabulary[.heading]]), .title, shown: title.text) }
        for section in screen.sections {
            if let header = section.header.map(resolve) {
                say(section.id, join([header.text, vocabulary[.heading]]), .header, shown: header.text)
            }
            for cell in section.cells {
                let element = elements[nextElement]
                nextElement += 1
                if let element, element.isElement, !element.isHidden {
                    // Only the first visible text is shown beside an announcement: the other is
                    // not resolved (once for every switch in every locale). Without a label of
                    // its own, the switch's name is that text, read once for both.
                    let announcement = announce(cell, element: element, cursor: &cursor)
                    let shown = element.label == nil ? announcement.name
                        : (cell.text ?? cell.label?.text).map { resolver.resolveKept($0, cursor: &cursor) }
                    say(cell.id, announcement.text, .control, shown: shown)
                } else {
                    let visible = [cell.text, cell.label?.text].compactMap { $0 }.map { resolve($0).text }
                    say(cell.id, join(visible), .text, shown: visible.first ?? "")
                }
            }
            if let footer = section.footer.map(resolve) { say(section.id + "-footer", footer.text, .text, shown: footer.text) }
        }
        return spoken
    }
}

/// Speech for a whole model: screen by screen, each in every locale, in reading order.
enum Transcript {
    static func speak(_ model: AppModel?, with announcers: [Announcer]) -> [SpokenElement] {
        speak(model?.screens[...] ?? [], with: announcers)
    }

    /// The speech of some screens: each locale is independent, so they are spoken on every
    /// core, then interleaved by screen.
    static func speak(_ screens: ArraySlice<Screen>, with announcers: [Announcer]) -> [SpokenElement] {
        // Made once for every locale: an element made again for each locale's transcript was
        // a fifth of the speaking on the benchmark app.
        let elements = screens.map(\.elements)
        let perLocale = announcers.parallelMap { announcer in
            zip(screens, elements).map { announcer.transcript(of: $0, elements: $1) }
        }
        var spoken: [SpokenElement] = []
        spoken.reserveCapacity(perLocale.reduce(0) { total, transcripts in transcripts.reduce(total) { $0 + $1.count } })
        for index in 0..<screens.count {
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
        case nil where element.statesBySelection:
            return .silent(reason: "the toggle is a button whose Selected trait changes, which Hark does not simulate")
        case nil: return .silent(reason: "the switch exposes no value, so the change is not announced")
        }
    }
}
