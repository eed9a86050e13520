/// Which folders of tables belong to one project (an app's and its widget's, DuckDuckGo's
/// `DuckDuckGo/` and `Widgets/`): each table unit knows the others' catalogs
/// (`AuditUnit.relatedCatalogs`), which `l10n-untranslated` reads for the terms a language's
/// translators keep. Folders of other projects named in the same run (a folder of many apps,
/// each with its licence) do not.
enum RelatedCatalogs {
    /// Links the table units from `first` on.
    static func link(_ units: inout [AuditUnit], from first: Int) {
        let catalogs = units[first...].map { (catalog: $0.catalog, project: projectFolder(of: $0.catalog.root)) }
        for index in units.indices.dropFirst(first) {
            let root = units[index].catalog.root, project = projectFolder(of: root)
            units[index].relatedCatalogs = catalogs.filter { $0.catalog.root != root && $0.project == project }.map(\.catalog)
        }
    }

    /// The project a folder of tables belongs to (`LocalizationRoots.projectFolder`); "" for one
    /// with no project's folder above it: folders named without their project are taken to be one.
    private static func projectFolder(of root: String) -> String {
        let folder = PathDisplay().absolute(root)
        let project = LocalizationRoots.projectFolder(above: folder)
        return project == folder ? "" : project
    }
}
