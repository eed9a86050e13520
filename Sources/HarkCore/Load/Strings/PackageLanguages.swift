/// The languages a Swift package's tables can be shown in: the app's. CoreFoundation chooses one
/// language for the app from its main bundle's localizations, and every other bundle (a
/// package's `Bundle.module`) shows its strings in that language, unless the app's Info.plist
/// sets `CFBundleAllowMixedLocalizations`. A package's Arabic table in an app with no Arabic is
/// never shown: Anytype's `Modules/Loc` holds Arabic, Korean and Japanese that its app lacks,
/// Mastodon's `MastodonSDK` Armenian and Kurdish.
///
/// The app's languages are those of the Xcode projects near the package that build an iOS app:
/// their `knownRegions`, and the `.lproj` folders of the tables their apps copy. A package's
/// language is kept when the app has the same language in any region (`pt-PT` beside the app's
/// `pt-BR`), and so are its development language, English and `Base`, which it falls back to.
/// With no such project, or an app allowing mixed localizations, every language is kept.
struct PackageLanguages: Sendable {
    /// The app's language codes (`pt` for `pt-BR`).
    private let appLanguages: Set<String>
    /// The languages the package falls back to.
    private let fallbacks: Set<String>

    init?(projects: [XcodeProject], package: SwiftPackageTargets.Enclosing) {
        let apps = projects.filter { $0.targets.contains(where: \.isApplication) }
        guard !apps.isEmpty, !apps.contains(where: { $0.targets.contains { $0.isApplication && $0.allowsMixedLocalizations } }) else { return nil }
        var languages: Set<String> = []
        for project in apps {
            for region in project.knownRegions { languages.insert(Self.legacyNames[region] ?? LocaleCode(region).language) }
            for target in project.targets where target.isApplication {
                for table in target.tables {
                    let folder = FileSystem.baseName(FileSystem.directoryName(table))
                    guard folder.hasSuffix(".lproj") else { continue }
                    let region = String(folder.dropLast(".lproj".count))
                    languages.insert(Self.legacyNames[region] ?? LocaleCode(region).language)
                }
            }
        }
        languages.remove("base")
        guard !languages.isEmpty else { return nil }
        appLanguages = languages
        fallbacks = Set(["en", "Base", package.defaultLocalization].compactMap { $0 })
    }

    /// The names old projects give their first languages (`English`, Delta's), as CoreFoundation
    /// still reads them.
    private static let legacyNames = ["English": "en", "French": "fr", "German": "de", "Japanese": "ja", "Spanish": "es",
                                      "Italian": "it", "Dutch": "nl"]

    /// Whether the package's table in `locale` can be shown; `sourceLanguage` is a String
    /// Catalog's, which it falls back to.
    func shows(_ locale: String, sourceLanguage: String? = nil) -> Bool {
        fallbacks.contains(locale) || locale == sourceLanguage || appLanguages.contains(LocaleCode(locale).language)
    }
}
