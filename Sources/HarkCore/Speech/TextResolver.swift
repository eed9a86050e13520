/// What a model text shows on a device in one locale.
public struct ResolvedText: Sendable {
    public enum Source: Sendable, Equatable {
        case literal
        case localized
        /// The key is not in the locale's table: the device shows the key itself.
        case missingKey
        /// The locale has no such table, or it does not parse: the key shows too.
        case missingTable
    }

    public let text: String
    public let source: Source

    public var isBlank: Bool { text.isBlank }
}

/// Resolves model texts against the app's tables for one locale, as `NSLocalizedString` would.
public struct TextResolver: Sendable {
    public let catalog: LocalizationCatalog
    public let locale: String
    /// The `.lproj` folder that serves `locale` (`Base` for the development language when
    /// it has no folder of its own).
    public let folder: String

    public init(catalog: LocalizationCatalog, locale: String, developmentLanguage: String) {
        self.catalog = catalog
        self.locale = locale
        if catalog.tables[locale] == nil && locale == developmentLanguage && catalog.tables["Base"] != nil {
            folder = "Base"
        } else {
            folder = locale
        }
    }

    public func resolve(_ text: LocalizedText) -> ResolvedText {
        switch text {
        case .literal(let value, _):
            return ResolvedText(text: value, source: .literal)
        case .key(let key, let tableName, _):
            guard let table = catalog.table(tableName, locale: folder), table.syntaxError == nil else {
                return ResolvedText(text: key, source: .missingTable)
            }
            guard let value = table.lookup(key) else { return ResolvedText(text: key, source: .missingKey) }
            return ResolvedText(text: value, source: .localized)
        }
    }
}
