/// `l10n-hardcoded`: in a localized app, a visible or spoken text given as a plain string: it
/// reads the same in every language, so translators never see it. (An app with no
/// localizations has nothing to be hard-coded against.)
public struct LocalizationHardcodedRule: Rule {
    public let id = "l10n-hardcoded"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        guard let model = context.model, model.app.localizations != nil else { return [] }
        return context.textUses.compactMap { use in
            guard case .literal(let text, let location) = use.text, !text.isBlank else { return nil }
            return context.finding(self,
                "the \(use.role.rawValue) \"\(text)\" is a plain string, the same in every language: use {\"key\": …}",
                at: location, screen: use.screenID, cell: use.cell, suppressed: use.suppressedRules)
        }
    }
}
