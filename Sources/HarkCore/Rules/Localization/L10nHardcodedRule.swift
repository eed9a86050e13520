/// `l10n-hardcoded`: in a localized app, a visible or spoken text given as a plain string: it
/// reads the same in every language, so translators never see it. (An app with no
/// localizations has nothing to be hard-coded against.)
struct L10nHardcodedRule: Rule {
    let id = "l10n-hardcoded"

    enum Message: FindingMessage {
        case plainString(role: TextUse.Role, text: String)
        /// Source code passing a `String` where SwiftUI localizes only a `LocalizedStringKey`.
        case stringVariable(role: TextUse.Role, expression: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .plainString(let role, let text):
                return "the \(role.rawValue) \"\(text)\" is a plain string, the same in every language: \(context.phrasing.localize)"
            case .stringVariable(let role, let expression):
                return "the \(role.rawValue) is the String `\(expression)`, shown as it is in every language unless the code that sets it localizes it: \(context.phrasing.localize)"
            }
        }

        var subject: String {
            switch self {
            case .plainString(let role, _), .stringVariable(let role, _): return role.rawValue
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        guard let model = context.model, model.app.localizations != nil, isTranslated(context) else { return }
        // Each file is asked once, when its first plain text comes.
        var developerScreens = DeveloperScreenFilter(context)
        let kept = KeptTerms(context.configuration.doNotTranslate)
        let placeholders = context.configuration.runtimePlaceholders
        var keptNames = KeptNames()
        let developmentFolder = context.catalog.folder(forDevelopmentLanguage: context.unit.developmentLanguage)
        for use in context.textUses {
            let message: Message
            switch use.text {
            // A text with nothing to translate (an acronym, a number, a symbol: Swiftfin's "HDR"
            // header) reads right in every language, as `l10n-missing` judges it.
            case .literal(let text, _) where !text.isBlank && TranslationNeed.needsTranslation(text, keeping: kept, placeholders: placeholders):
                // So does a name the app's translations keep as written (Pocket Casts' "Pocket
                // Casts Plus", its table's value in all 14 languages).
                if KeptNames.isNameShaped(text),
                   keptNames.isKept(text, table: LocalizedText.defaultTable, in: context, developmentFolder: developmentFolder) { continue }
                message = .plainString(role: use.role, text: text)
            case .expression(let source, true, _): message = .stringVariable(role: use.role, expression: source)
            default: continue
            }
            let location = use.text.location
            if developerScreens.excludes(location, screen: use.screenID) { continue }
            emitter.report(message, at: location, screen: use.screenID, cell: use.cell, suppressed: use.suppressedRules)
        }
    }

    /// Whether the app has a language besides its development language: a lone `Base.lproj`
    /// (or `en.lproj` in an English app) translates nothing, so nothing is left out of it.
    private func isTranslated(_ context: AuditContext) -> Bool {
        let development = LocaleCode(context.unit.developmentLanguage).language
        return context.catalog.locales.contains { LocaleCode($0).language != development }
    }
}
