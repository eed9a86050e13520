/// The languages a Swift package's tables can be shown in: the app's. CoreFoundation chooses one
/// language for the app from its main bundle's localizations, and every other bundle (a
/// package's `Bundle.module`) shows its strings in that language, unless the app's Info.plist
/// sets `CFBundleAllowMixedLocalizations`. A package's Arabic table in an app with no Arabic is
/// never shown: Anytype's `Modules/Loc` holds Arabic, Korean and Japanese that its app lacks,
/// Mastodon's `MastodonSDK` Armenian and Kurdish.
///
/// The app's languages are those of the iOS app targets of the Xcode projects near the package:
/// what its main bundle holds, the `.lproj` folders of the tables it copies, the languages of
/// the String Catalogs it copies (a language with no translation compiles to no `.lproj`) and
/// the `CFBundleLocalizations` of its Info.plist; an Xcode 16 synchronized folder's `.lproj`
/// folders and catalogs, found on disk. A region the project's `knownRegions` lists but no
/// resource has is not one: NetNewsWire added Spanish there, and to its activity log's
/// package, before the app had a Spanish string. Where a catalog the app copies does not
/// parse, or no resource of the app has a language, its project's `knownRegions` stand for
/// the app's resources. A package's language is kept when the app has the same
/// language in any region (`pt-PT` beside the app's `pt-BR`), written in the same script (not
/// Omnivore's package's `zh-Hant` beside the app's `zh-Hans`), and so are its development
/// language, English and `Base`, which it falls back to. With no such project, or an app
/// allowing mixed localizations, every language is kept.
struct PackageLanguages: Sendable {
    /// The app's language codes with their scripts (`pt` for `pt-BR`, `zh-hans` for `zh-CN`).
    private let appLanguages: Set<String>
    /// The app's localizations as written (`ku`, `pt-BR`).
    private let appRegions: [String]
    /// The languages the package falls back to.
    private let fallbacks: Set<String>

    init?(projects: [XcodeProject], package: SwiftPackageTargets.Enclosing) {
        let apps = projects.filter { $0.targets.contains(where: \.isApplication) }
        guard !apps.isEmpty, !apps.contains(where: { $0.targets.contains { $0.isApplication && $0.allowsMixedLocalizations } }) else { return nil }
        var regions: [String] = []
        for project in apps {
            for target in project.targets where target.isApplication {
                regions += Self.resourceRegions(of: target) ?? project.knownRegions
            }
        }
        var languages = Set(regions.map { Self.legacyNames[$0] ?? LocaleCode($0).writtenLanguage })
        languages.remove("base")
        guard !languages.isEmpty else { return nil }
        appLanguages = languages
        appRegions = regions.map { Self.legacyNames[$0] ?? $0 }.filter { $0 != "Base" }
        fallbacks = Set(["en", "Base", package.defaultLocalization].compactMap { $0 })
    }

    /// The regions of an app target's localized resources and Info.plist; nil when they cannot
    /// all be known.
    private static func resourceRegions(of target: XcodeProject.Target) -> [String]? {
        var files = target.tables.sorted()
        for folder in target.folders {
            files += localizedFiles(in: folder.path).filter { !folder.exceptions.contains(String($0.dropFirst(folder.path.count + 1))) }
        }
        var regions = target.declaredLocalizations
        for table in files {
            if StringsTableFiles.catalogTableName(FileSystem.baseName(table)) != nil {
                guard let languages = catalogLanguages(table) else { return nil }
                regions += languages
                continue
            }
            let folder = FileSystem.baseName(FileSystem.directoryName(table))
            guard folder.hasSuffix(".lproj") else { continue }
            regions.append(String(folder.dropLast(".lproj".count)))
        }
        // No language but `Base`: a project whose files Hark did not find (or an app with its
        // every string in packages), which its `knownRegions` tell better.
        return regions.contains { $0 != "Base" } ? regions : nil
    }

    /// The languages a String Catalog has a value in (its source language among them); nil
    /// when it cannot be read. Once a run for each catalog.
    private static func catalogLanguages(_ file: String) -> [String]? {
        readCatalogs.value(for: file) {
            guard let tables = try? StringCatalogParser.load(file: file), tables.allSatisfy({ $0.syntaxError == nil }) else { return nil }
            return tables.map(\.locale)
        }
    }

    private static let readCatalogs = FolderMemo<[String]?>()

    /// The files of an Xcode 16 synchronized folder that give the bundle a language: those in
    /// `.lproj` folders, and String Catalogs. Once a run for each folder.
    private static func localizedFiles(in folder: String) -> [String] {
        walkedFolders.value(for: folder) {
            FileSystem.files(under: folder).filter {
                FileSystem.directoryName($0).hasSuffix(".lproj") || StringsTableFiles.catalogTableName(FileSystem.baseName($0)) != nil
            }
        }
    }

    private static let walkedFolders = FolderMemo<[String]>()

    /// The names old projects give their first languages (`English`, Delta's), as CoreFoundation
    /// still reads them.
    private static let legacyNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
                                      "Italian": "it", "Dutch": "nl"]

    /// Whether the package's table in `locale` can be shown; `sourceLanguage` is a String
    /// Catalog's, which it falls back to. `localizations`, the package's own (its `.lproj`
    /// folders): a region the app lacks is never chosen where the package has, for each of the
    /// app's localizations in that language, that very one or its bare language. Mastodon's
    /// `MastodonLocalization` has `ku-TR` beside `ku` and `hy-AM` beside `hy`, in an app of
    /// `ku` and `hy`: CoreFoundation picks the package's `ku` for the app's `ku`.
    func shows(_ locale: String, sourceLanguage: String? = nil, localizations: Set<String> = []) -> Bool {
        if fallbacks.contains(locale) || locale == sourceLanguage { return true }
        let code = LocaleCode(locale)
        guard appLanguages.contains(code.writtenLanguage) else { return false }
        guard code.region != nil, !localizations.isEmpty else { return true }
        let own = Set(localizations.map(Self.comparable))
        if appRegions.contains(where: { Self.comparable($0) == Self.comparable(locale) }) { return true }
        let sameLanguage = appRegions.filter { LocaleCode($0).writtenLanguage == code.writtenLanguage }
        return !sameLanguage.allSatisfy { own.contains(Self.comparable($0)) || own.contains(LocaleCode($0).language.lowercased()) }
    }

    /// A localization's name to compare: `pt_BR` and `pt-br` are `pt-BR`'s.
    private static func comparable(_ locale: String) -> String {
        let code = LocaleCode(locale)
        return [code.language, code.script, code.region].compactMap { $0 }.joined(separator: "-").lowercased()
    }
}
