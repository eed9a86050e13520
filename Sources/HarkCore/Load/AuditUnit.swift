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

    /// The app's languages: the development language first, then its other `.lproj` folders
    /// (but Base) in alphabetical order.
    public var locales: [String] {
        var others = Set(catalog.locales)
        let includesDevelopment = model != nil || catalog.tables["Base"] != nil || others.isEmpty
            || others.contains(developmentLanguage)
        others.remove(developmentLanguage)
        return (includesDevelopment ? [developmentLanguage] : []) + others.sorted()
    }
}
