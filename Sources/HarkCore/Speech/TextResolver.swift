/// What a model text shows on a device in one locale.
struct ResolvedText: Sendable {
    enum Source: Sendable, Equatable {
        case literal
        case localized
        /// The key is not in the locale's table: the device shows the key itself (or the
        /// text's default value, for a storyboard).
        case missingKey
        /// The locale has no such table, or it does not parse: the key (or default) shows too.
        case missingTable
        /// The development language's text comes from the storyboard itself.
        case defaultValue
    }

    let text: String
    let source: Source

    var isBlank: Bool { text.isBlank }

    /// Whether the text is one a person wrote for this locale (or as the storyboard's own
    /// text), rather than a key or a fallback shown because a translation is missing.
    var isAuthored: Bool { source == .localized || source == .literal || source == .defaultValue }
}

/// Resolves model texts against the app's tables for one locale, as `NSLocalizedString` would.
struct TextResolver: Sendable {
    let catalog: LocalizationCatalog
    let locale: String
    /// The `.lproj` folder that serves `locale` (`Base` for the development language when
    /// it has no folder of its own).
    let folder: String

    /// Whether `locale` is the development language, whose texts a storyboard holds itself.
    let isDevelopmentLanguage: Bool

    init(catalog: LocalizationCatalog, locale: String, developmentLanguage: String) {
        self.catalog = catalog
        self.locale = locale
        self.isDevelopmentLanguage = locale == developmentLanguage
        if catalog.tables[locale] == nil && locale == developmentLanguage && catalog.tables["Base"] != nil {
            folder = "Base"
        } else {
            folder = locale
        }
    }

    func resolve(_ text: LocalizedText) -> ResolvedText {
        switch text {
        case .literal(let value, _):
            return ResolvedText(text: value, source: .literal)
        case .key(let key, let tableName, let defaultValue, _):
            guard let table = catalog.table(tableName, locale: folder), table.syntaxError == nil else {
                if let defaultValue, isDevelopmentLanguage { return ResolvedText(text: defaultValue, source: .defaultValue) }
                return ResolvedText(text: defaultValue ?? key, source: .missingTable)
            }
            guard let value = table.lookup(key) else {
                if let defaultValue, isDevelopmentLanguage { return ResolvedText(text: defaultValue, source: .defaultValue) }
                return ResolvedText(text: defaultValue ?? key, source: .missingKey)
            }
            return ResolvedText(text: value, source: .localized)
        }
    }
}
