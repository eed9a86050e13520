/// One thing to audit: a screen model with its app's strings, or, in localization-only mode,
/// a folder of `.lproj` folders with no model.
public struct AuditUnit: Sendable {
    public let model: AppModel?
    public let catalog: LocalizationCatalog
    public let developmentLanguage: String

    public init(model: AppModel?, catalog: LocalizationCatalog, developmentLanguage: String) {
        self.model = model
        self.catalog = catalog
        self.developmentLanguage = developmentLanguage
    }

    /// The app's languages: its `.lproj` folders (but Base) and the development language.
    public var locales: [String] {
        var locales = Set(catalog.locales)
        if model != nil || catalog.tables["Base"] != nil || locales.isEmpty {
            locales.insert(developmentLanguage)
        }
        return locales.sorted()
    }
}
