/// One thing to audit: a screen model with its app's strings, or, in localization-only mode,
/// a folder of `.lproj` folders with no model.
struct AuditUnit: Sendable {
    let model: AppModel?
    let catalog: LocalizationCatalog
    let developmentLanguage: String
    /// The configuration of the unit's folder (`.hark.json` files, or `--config`).
    var configuration = Configuration()

    /// How findings on this unit word their fixes.
    var phrasing: FixPhrasing { model?.phrasing ?? .stringsTables }

    /// The app's languages: the development language first, then its other `.lproj` folders
    /// (but Base) in alphabetical order.
    var locales: [String] {
        var others = Set(catalog.locales)
        let includesDevelopment = model != nil || catalog.tables["Base"] != nil || others.isEmpty
            || others.contains(developmentLanguage)
        others.remove(developmentLanguage)
        return (includesDevelopment ? [developmentLanguage] : []) + others.sorted()
    }
}
