/// `l10n-missing`: a key absent from a locale, which the device then shows (and VoiceOver
/// speaks) as the raw key. With a model: every key the model uses, in every locale. Without
/// one: every key of the development language's tables, in every other locale.
public struct LocalizationMissingRule: Rule {
    public let id = "l10n-missing"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        context.model == nil ? checkTables(context) : checkModel(context)
    }

    private func checkModel(_ context: AuditContext) -> [Finding] {
        guard context.model != nil else { return [] }
        var findings: [Finding] = []
        for use in context.textUses {
            guard case .key(let key, let table, let defaultValue, let location) = use.text else { continue }
            for announcer in context.localeAnnouncers {
                let folder = announcer.resolver.folder
                let message: String
                let shown = defaultValue.map { "the development language's \"\($0)\"" } ?? "the key"
                switch announcer.resolver.resolve(use.text).source {
                case .literal, .localized, .defaultValue:
                    continue
                case .missingKey:
                    let place = context.catalog.table(table, locale: folder)?.displayName ?? "\(folder).lproj/\(table).strings"
                    message = "\"\(key)\" is missing from \(place): the \(use.role.rawValue) shows \(shown)"
                case .missingTable:
                    // A table that does not parse is reported once, by l10n-syntax.
                    if context.catalog.table(table, locale: folder) != nil { continue }
                    message = "\(folder).lproj has no \(table).strings: \"\(key)\" shows \(shown)"
                }
                findings += [context.finding(self, message, at: location, screen: use.screenID, cell: use.cell, suppressed: use.suppressedRules,
                                             locale: announcer.locale)].compactMap { $0 }
            }
        }
        return findings
    }

    private func checkTables(_ context: AuditContext) -> [Finding] {
        let developmentLanguage = context.unit.developmentLanguage
        guard let developmentFolder = context.catalog.folder(forDevelopmentLanguage: developmentLanguage),
              let developmentTables = context.catalog.tables[developmentFolder] else { return [] }
        var findings: [Finding] = []
        for locale in context.locales where locale != developmentLanguage && locale != developmentFolder {
            for (name, reference) in developmentTables.sorted(by: { $0.key < $1.key }) where reference.syntaxError == nil {
                // Keys marked "Don't translate", or no longer in the code, need no translation.
                let needed = reference.entries.filter { $0.shouldTranslate && !$0.isStale && reference.entry($0.key)?.location == $0.location }
                let place = reference.format == .xcstrings ? "the \(locale) localization of \(name).xcstrings" : "\(locale).lproj/\(name).strings"
                guard let table = context.catalog.table(name, locale: locale) else {
                    guard !needed.isEmpty else { continue }
                    findings += [context.finding(self,
                        reference.format == .xcstrings
                            ? "\(name).xcstrings has no \(locale) translation: its \(needed.count) keys show untranslated"
                            : "\(locale).lproj has no \(name).strings: its \(needed.count) keys show untranslated",
                        at: SourceLocation(file: reference.file, line: 1, column: 1), locale: locale)].compactMap { $0 }
                    continue
                }
                guard table.syntaxError == nil else { continue }
                for entry in needed where !table.contains(entry.key) {
                    findings += [context.finding(self, "\"\(entry.key)\" is missing from \(place)",
                                                 at: entry.location, locale: locale)].compactMap { $0 }
                }
            }
        }
        return findings
    }
}
