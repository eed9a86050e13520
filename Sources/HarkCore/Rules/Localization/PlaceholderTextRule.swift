/// `placeholder-text`: a text left at Interface Builder's placeholder ("Label", "Title", …),
/// which the app's code replaces at run time: what VoiceOver says there cannot be known from
/// the files, so the audit of that element is incomplete.
public struct PlaceholderTextRule: Rule {
    public let id = "placeholder-text"
    public init() {}

    /// The texts Interface Builder gives new labels and the standard cell styles' labels.
    static let placeholders: Set<String> = ["Label", "Title", "Subtitle", "Detail", "Text", "Lorem ipsum"]

    public func check(_ context: AuditContext) -> [Finding] {
        guard let announcer = context.announcers[context.unit.developmentLanguage] ?? context.localeAnnouncers.first else { return [] }
        return context.textUses.compactMap { use in
            guard use.role == .text || use.role == .label || use.role == .title || use.role == .header else { return nil }
            let text = announcer.resolver.resolve(use.text)
            guard text.isAuthored, PlaceholderTextRule.placeholders.contains(text.text.trimmedWhitespace) else { return nil }
            return context.finding(self,
                "the \(use.role.rawValue) \"\(text.text.trimmedWhitespace)\" is a placeholder the app replaces at run time: what VoiceOver says here is unknown to Hark",
                at: use.text.location, screen: use.screenID, cell: use.cell, suppressed: use.suppressedRules)
        }
    }
}
