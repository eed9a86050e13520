/// `placeholder-text`: a text left at Interface Builder's placeholder ("Label", "Title", …), or
/// made of run-time placeholders (`{nItems}`, configurable), which the app's code replaces: what VoiceOver says there cannot be known from
/// the files, so the audit of that element is incomplete.
struct PlaceholderTextRule: Rule {
    let id = "placeholder-text"

    /// The texts Interface Builder gives new labels and the standard cell styles' labels.
    static let placeholders = InterfaceBuilderIDs.placeholderTexts

    /// Whether a table's value is one of Interface Builder's placeholders ("Label", " Title "):
    /// in a storyboard's table, a text the code replaces, which no translator needs to translate.
    static func isPlaceholder(_ value: String) -> Bool { placeholders.contains(value.trimmedWhitespace) }

    /// Whether a text is one the app's code replaces: Interface Builder's own placeholders, and
    /// run-time ones the code fills (`{nItems}`, `{Protected Field}`); a value a strings table
    /// gives ("Text" for text clippings) was written on purpose.
    static func isPlaceholder(_ text: ResolvedText, configuration: Configuration) -> Bool {
        let isIBPlaceholder = text.source != .localized && placeholders.contains(text.text.trimmedWhitespace)
        return isIBPlaceholder || configuration.runtimePlaceholders.isOnlyPlaceholders(text.text)
    }

    /// `isPlaceholder` of a switch's name, a `String` made of it only where a placeholder may be.
    static func isPlaceholder(_ name: AuditContext.ResolvedName, configuration: Configuration) -> Bool {
        if name.source == .localized, configuration.runtimePlaceholders.leavesUnchanged(name.trimmed) { return false }
        return isPlaceholder(name.text, configuration: configuration)
    }

    enum Message: FindingMessage {
        case placeholder(role: TextUse.Role, text: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .placeholder(let role, let text):
                return "the \(role.rawValue) \(quoted(text)) is a placeholder the app replaces at run time: what VoiceOver says here is unknown to Hark"
            }
        }

        var subject: String {
            switch self {
            case .placeholder(let role, _): return role.rawValue
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        guard let announcer = context.announcers[context.unit.developmentLanguage] ?? context.localeAnnouncers.first else { return }
        // What VoiceOver says on a developer's screen matters to no user (`DebugScreens`).
        var developerScreens = DeveloperScreenFilter(context)
        for use in context.textUses {
            guard use.role == .text || use.role == .label || use.role == .title || use.role == .header else { continue }
            if developerScreens.excludes(use.text.location, screen: use.screenID) { continue }
            let text = announcer.resolver.resolve(use.text)
            // A storyboard text the code replaces (its outlet or tag is assigned) is one too.
            let isDesignTime = text.source == .designTime && !text.isBlank
            guard isDesignTime || text.isAuthored && Self.isPlaceholder(text, configuration: context.configuration) else { continue }
            emitter.report(Message.placeholder(role: use.role, text: text.text), at: use.text.location, screen: use.screenID,
                           cell: use.cell, suppressed: use.suppressedRules)
        }
    }
}
