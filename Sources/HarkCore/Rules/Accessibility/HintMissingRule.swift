/// `hint-missing`: an enabled switch with no hint of its own, so VoiceOver falls back to its
/// generic "Double tap to toggle setting." and never says what the setting does. A switch whose
/// hint the app cannot set (a Settings.bundle toggle, drawn by the Settings app) is left alone,
/// as is a toggle drawn as a button.
/// An empty or blank hint is no hint: VoiceOver skips it and says the default alone. A debug
/// screen's switch (`DebugScreens`) is its developers', left alone.
struct HintMissingRule: Rule {
    let id = "hint-missing"

    enum Message: FindingMessage {
        case noHint(switchID: String)
        case emptyHint(switchID: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .noHint(let id):
                return "switch \(context.switchName(id)) has no hint of its own: say what turning it on does (\(context.phrasing.hint))"
            case .emptyHint(let id):
                return "switch \(context.switchName(id)) has an empty hint, which VoiceOver skips: say what turning it on does (\(context.phrasing.hint))"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // A hint is judged as the development language shows it: a translation left blank
        // elsewhere is l10n-empty's, which leaves alone a value blank in the development language.
        let development = TextResolver(catalog: context.catalog, locale: context.unit.developmentLanguage,
                                       developmentLanguage: context.unit.developmentLanguage)
        var cursor = LookupCursor()
        var developerScreens = DeveloperScreenFilter(context)
        for item in context.switchCells {
            let element = item.element
            guard element.isElement, !element.isHidden, !element.isDimmed, item.control.canHaveHint else { continue }
            // A toggle drawn as a button (`.toggleStyle(.button)`) is a button to VoiceOver, with
            // no switch hint to fall back on: its name says what pressing it does ("Edit").
            if item.control.style == .button { continue }
            // A screen for the app's developers (`DebugScreens`) is no user's to learn.
            if developerScreens.excludes(element.location, screen: item.screenID) { continue }
            let message: Message
            if let hint = element.hint {
                // Read in place, where its table holds it: only its blankness matters.
                guard development.resolveKept(hint, cursor: &cursor).isBlank else { continue }
                message = .emptyHint(switchID: item.cell.id)
            } else {
                message = .noHint(switchID: item.cell.id)
            }
            emitter.report(message, at: element.location, screen: item.screenID, cell: item.cell)
        }
    }
}
