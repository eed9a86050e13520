/// One thing to audit: a screen model with its app's strings, or the tables of one folder of
/// `.lproj` folders and String Catalogs. Each folder's tables are audited once per run, by its
/// table unit, however many models use them; a model's unit audits what the model shows.
struct AuditUnit: Sendable {
    let model: AppModel?
    let catalog: LocalizationCatalog
    let developmentLanguage: String
    /// The configuration of the unit's folder (`.hark.json` files, or `--config`).
    var configuration = Configuration()
    /// Whether the unit audits the catalog's tables themselves (only the folder's table unit).
    let auditsTables: Bool
    /// For a table unit: the keys the run's models use, by table name (nil: no model uses the
    /// folder). Their missing translations are the models' findings, not the tables'.
    let modelKeys: [String: Set<String>]?
    /// For a table unit: the object ids of the run's Interface Builder documents, by their
    /// table name (a key of such a table is unused when its object no longer exists).
    let modelObjects: [String: Set<String>]
    /// For a table unit: the ids of the objects whose own text no user sees (labels the code
    /// sets, controllers titled by their navigation item), by table name (their translations
    /// show nowhere).
    var objectsTextShownNowhere: [String: Set<String>] = [:]
    /// What the command line narrowed the tables to (`hark lint App/de.lproj`).
    let scope: TableScope
    /// For a table unit: whether a model using the folder was read from source code, whose
    /// every line's keys `modelKeys` holds (else only the screens' keys).
    var modelsReadCode = false
    /// For a table unit: whether a model using the folder falls back to the development
    /// language's own table where a locale lacks a key (`DevelopmentFallback`): its regional
    /// variants (en-GB) then show the development text, and lack nothing.
    var modelsFallBackToDevelopmentLanguage = false
    /// For a table unit: whether every model using the folder owns its tables (`AppInfo.ownsItsTables`).
    var modelsOwnTables = false
    /// For a table unit: whether the run's code puts its own arguments in place of `%0`, `%1`…
    /// (`DigitPlaceholders`), a project's convention (its wrapper's lookup computes its key, so
    /// no model need use the folder).
    var codeSubstitutesDigitPlaceholders = false
    /// For a table unit: whether the run read code, all of it Swift: every argument is then
    /// passed by Swift, whose integers are 64 bits.
    var codeIsAllSwift = false
    /// Keys, per table name, that code uses outside the models (other platforms' code, literals
    /// given to lookups with computed keys): `l10n-unused` counts them; no translation is
    /// required of them.
    var keysUsedElsewhere: [String: Set<String>] = [:]
    /// For a table unit: the keys only code for the app's developers looks up (`#if DEBUG`,
    /// `#if SNAPSHOTS`, developer screens' files), per table name: no user sees them on any
    /// platform, so no translation is asked of them.
    var developerBuildKeys: [String: Set<String>] = [:]
    /// The tables some of whose keys the code reaches through the names of generated accessors
    /// (R.swift's `R.string.localizable.x(…)`): tables the code uses, though it may look none
    /// of their keys up by name.
    var tablesReachedByAccessors: Set<String> = []
    /// The project's other folders of tables (an app's and its widget's): a translator who
    /// keeps a name in one keeps it in the others (`l10n-untranslated`).
    var relatedCatalogs: [LocalizationCatalog] = []

    init(model: AppModel?, catalog: LocalizationCatalog, developmentLanguage: String,
         modelKeys: [String: Set<String>]? = nil, modelObjects: [String: Set<String>] = [:], scope: TableScope = .all) {
        self.modelObjects = modelObjects
        self.model = model
        self.catalog = catalog
        self.developmentLanguage = developmentLanguage
        self.auditsTables = model == nil
        self.modelKeys = modelKeys
        self.scope = scope
    }

    /// How findings on this unit word their fixes.
    var phrasing: FixPhrasing { model?.phrasing ?? .stringsTables }

    /// The app's languages: the development language first, then its other `.lproj` folders
    /// (but Base) and catalog languages in alphabetical order; only those of the scope.
    var locales: [String] {
        var others = Set(catalog.locales)
        let includesDevelopment = model != nil || catalog.tables["Base"] != nil || others.isEmpty
            || others.contains(developmentLanguage)
        others.remove(developmentLanguage)
        let all = (includesDevelopment ? [developmentLanguage] : []) + others.sorted()
        guard let wanted = scope.locales else { return all }
        // `Base.lproj` holds the development language's tables when it has no folder.
        return all.filter { wanted.contains($0) || ($0 == developmentLanguage && wanted.contains("Base")) }
    }
}

/// The locales and tables paths on the command line name: a `.lproj` folder names its locale,
/// a table file its locale and table, a catalog its table. Nil: all.
struct TableScope: Sendable, Equatable {
    var locales: Set<String>?
    var tables: Set<String>?

    static let all = TableScope(locales: nil, tables: nil)

    /// Both scopes together (a folder given whole makes the whole folder audited).
    func union(_ other: TableScope) -> TableScope {
        func merge(_ a: Set<String>?, _ b: Set<String>?) -> Set<String>? {
            guard let a, let b else { return nil }
            return a.union(b)
        }
        return TableScope(locales: merge(locales, other.locales), tables: merge(tables, other.tables))
    }

    func includes(table name: String) -> Bool { tables?.contains(name) ?? true }
}
