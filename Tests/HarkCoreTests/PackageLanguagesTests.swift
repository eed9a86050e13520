import Testing
@testable import HarkCore

/// A Swift package's strings show in the app's language: CoreFoundation picks one language from
/// the main bundle's localizations, and `Bundle.module` follows it unless the app's Info.plist
/// sets `CFBundleAllowMixedLocalizations`. A package's languages the app lacks are never shown
/// (Anytype's `Modules/Loc` has Arabic and Korean; its app has neither), so they are not audited.
@Suite struct PackageLanguagesTests {
    /// An app target localized in English, German and Brazilian Portuguese, whose Info.plist
    /// is `App/Info.plist`.
    static let project = """
    // !$*UTF8*$!
    {
    \tobjects = {
    \t\tC0G1 /* App */ = {isa = PBXFileSystemSynchronizedRootGroup; path = App; sourceTree = "<group>"; };
    \t\tC0M1 = {isa = PBXGroup; children = (C0G1 /* App */, ); sourceTree = "<group>"; };
    \t\tC0C1 /* Debug */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; SDKROOT = iphoneos; }; name = Debug; };
    \t\tC0C2 /* Release */ = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/App/Info.plist"; SDKROOT = iphoneos; }; name = Release; };
    \t\tC0L1 = {isa = XCConfigurationList; buildConfigurations = (C0C1 /* Debug */, C0C2 /* Release */, ); };
    \t\tC0T1 /* App */ = {isa = PBXNativeTarget; buildConfigurationList = C0L1; buildPhases = (); fileSystemSynchronizedGroups = (C0G1 /* App */, ); name = App; productType = "com.apple.product-type.application"; };
    \t\tC0P1 /* Project object */ = {isa = PBXProject; buildConfigurationList = C0L1; developmentRegion = en; knownRegions = (en, Base, de, "pt-BR", ); mainGroup = C0M1; projectDirPath = ""; targets = (C0T1 /* App */, ); };
    \t};
    \trootObject = C0P1 /* Project object */;
    }
    """

    static func infoPlist(mixed: Bool) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleDevelopmentRegion</key>
        \t<string>$(DEVELOPMENT_LANGUAGE)</string>
        \(mixed ? "\t<key>CFBundleAllowMixedLocalizations</key>\n\t<true/>\n" : "")</dict>
        </plist>

        """
    }

    /// A catalog whose Arabic and German plural forms read `%a` where English reads `%lld`.
    static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Files uploading" : {
          "localizations" : {
            "ar" : { "stringUnit" : { "state" : "translated", "value" : "%a ملفات" } },
            "de" : { "stringUnit" : { "state" : "translated", "value" : "%a Dateien" } },
            "en" : { "stringUnit" : { "state" : "translated", "value" : "%lld files uploading" } }
          }
        }
      },
      "version" : "1.0"
    }
    """

    /// The localization package's manifest: its resources, English by default.
    static let manifest = "// swift-tools-version:5.9\nimport PackageDescription\n\nlet package = Package(\n    name: \"Loc\",\n    defaultLocalization: \"en\",\n    targets: [.target(name: \"Loc\", resources: [.process(\"Resources\")])]\n)\n"

    private func repository(mixed: Bool) throws -> String {
        let resources = "Modules/Loc/Sources/Loc/Resources/"
        return try TestSupport.write([
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("App.xcodeproj/project.pbxproj", Self.project),
            ("App/Info.plist", Self.infoPlist(mixed: mixed)),
            ("Modules/Loc/Package.swift", Self.manifest),
            (resources + "en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n"),
            (resources + "de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";\n\"Cancel\" = \"Abbrechen\";\n"),
            (resources + "pt-PT.lproj/Localizable.strings", "\"Save\" = \"Guardar\";\n"),
            (resources + "ar.lproj/Localizable.strings", "\"Save\" = \"حفظ\";\n"),
            (resources + "UI.xcstrings", Self.catalog),
        ])
    }

    @Test func languagesTheAppLacksAreNotAudited() throws {
        let root = try repository(mixed: false)
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        // Portuguese (Portugal) is kept beside the app's Brazilian Portuguese: a region of a
        // language the app has.
        #expect(missing.contains { $0.contains("\"Cancel\" is missing from pt-PT.lproj/Localizable.strings") }, "\(missing)")
        #expect(!missing.contains { $0.contains("ar.lproj") || $0.contains("(ar)") }, "\(missing)")
        let placeholders = try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
        #expect(placeholders.contains { $0.hasSuffix("(de) [l10n-placeholders]") } && !placeholders.contains { $0.contains("(ar)") }, "\(placeholders)")
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("Swift packages' strings in 1 localization their app never shows (ar): a package's strings show in the app's language"), "\(run.stdout)")
    }

    /// Mastodon's shape: its package has `ku-TR` beside `ku` and `hy-AM` beside `hy`, its app
    /// `ku` and `hy`. CoreFoundation picks the package's localization for the app's chosen one,
    /// the very one where the package has it, its bare language for a region it lacks: the
    /// package's other regions of that language never show.
    @Test func aRegionThePackagesOwnLocalizationHidesIsNotShown() throws {
        let resources = "Modules/Loc/Sources/Loc/Resources/"
        let root = try TestSupport.write([
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("App.xcodeproj/project.pbxproj", Self.project),
            ("App/Info.plist", Self.infoPlist(mixed: false)),
            ("Modules/Loc/Package.swift", Self.manifest),
            (resources + "en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n"),
            (resources + "de.lproj/Localizable.strings", "\"Save\" = \"Sichern\";\n"),
            (resources + "de-AT.lproj/Localizable.strings", "\"Save\" = \"Speichern\";\n"),
            (resources + "pt.lproj/Localizable.strings", "\"Save\" = \"Salvar\";\n"),
            (resources + "pt-PT.lproj/Localizable.strings", "\"Save\" = \"Guardar\";\n"),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        // The app's `de` shows the package's `de`, its `pt-BR` the package's `pt`: two
        // translations lack "Cancel", not four.
        #expect(missing == ["Modules/Loc/Sources/Loc/Resources/en.lproj/Localizable.strings:2:1: error: \"Cancel\" is missing from Localizable.strings (in all 2 translations) [l10n-missing]"])
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("Swift packages' strings in 2 localizations their app never shows (de-AT, pt-PT)"), "\(run.stdout)")
    }

    /// Omnivore's shape: its app is localized in Simplified Chinese, its package in Traditional
    /// Chinese too. iOS takes a bundle's language for another region's, never another script's:
    /// the package's `zh-Hant` (and `zh-HK`, written in it) never shows.
    @Test func anotherScriptOfTheAppsLanguageIsNotTheApps() throws {
        let resources = "Modules/Loc/Sources/Loc/Resources/"
        let root = try TestSupport.write([
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("App.xcodeproj/project.pbxproj", Self.project.replacingOccurrences(of: "knownRegions = (en, Base, de, \"pt-BR\", );",
                                                                               with: "knownRegions = (en, Base, \"zh-Hans\", );")),
            ("App/Info.plist", Self.infoPlist(mixed: false)),
            ("Modules/Loc/Package.swift", Self.manifest),
            (resources + "en.lproj/Localizable.strings", "\"Save\" = \"Save\";\n\"Cancel\" = \"Cancel\";\n"),
            (resources + "zh-Hans.lproj/Localizable.strings", "\"Save\" = \"保存\";\n"),
            (resources + "zh-Hant.lproj/Localizable.strings", "\"Save\" = \"儲存\";\n"),
            (resources + "zh-HK.lproj/Localizable.strings", "\"Save\" = \"儲存\";\n"),
        ])
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.contains { $0.contains("\"Cancel\" is missing from zh-Hans.lproj/Localizable.strings") }, "\(missing)")
        #expect(!missing.contains { $0.contains("zh-Hant") || $0.contains("zh-HK") }, "\(missing)")
    }

    @Test func anAppAllowingMixedLocalizationsShowsThemAll() throws {
        let root = try repository(mixed: true)
        let missing = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(missing.contains { $0.contains("\"Cancel\" is missing from ar.lproj/Localizable.strings") }, "\(missing)")
        let placeholders = try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
        #expect(placeholders.contains { $0.contains("(ar)") }, "\(placeholders)")
    }

    /// NetNewsWire's shape: its project lists Spanish in `knownRegions`, but the app's one
    /// catalog (in its synchronized folder) is English only, so its bundle has no Spanish and
    /// the activity log package's Spanish catalog values never show.
    @Test func aRegionNoResourceOfTheAppHasIsNotTheApps() throws {
        let project = Self.project.replacingOccurrences(of: "knownRegions = (en, Base, de, \"pt-BR\", );",
                                                        with: "knownRegions = (en, Base, es, );")
        let appCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Refresh" : { }
          },
          "version" : "1.0"
        }
        """
        let packageCatalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Refresh all" : {
              "localizations" : {
                "es" : { "stringUnit" : { "state" : "translated", "value" : "Actualizar todo" } }
              }
            },
            "Feed redirect" : { }
          },
          "version" : "1.0"
        }
        """
        func repository(appLanguages catalog: String) throws -> String {
            try TestSupport.write([
                (".git/HEAD", "ref: refs/heads/main\n"),
                ("App.xcodeproj/project.pbxproj", project),
                ("App/Info.plist", Self.infoPlist(mixed: false)),
                ("App/Base.lproj/Main.storyboard", "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\"/>\n"),
                ("App/Localizable.xcstrings", catalog),
                ("Modules/ActivityLog/Package.swift", "// swift-tools-version:6.0\nimport PackageDescription\n\nlet package = Package(\n    name: \"ActivityLog\",\n    defaultLocalization: \"en\",\n    targets: [.target(name: \"ActivityLog\", resources: [.process(\"Resources\")])]\n)\n"),
                ("Modules/ActivityLog/Sources/ActivityLog/Resources/Localizable.xcstrings", packageCatalog),
            ])
        }
        let englishOnly = try repository(appLanguages: appCatalog)
        let missing = try TestSupport.lint(englishOnly, relativeTo: englishOnly, rule: "l10n-missing")
        #expect(!missing.contains { $0.contains("(es)") }, "\(missing)")
        // Once the app's own catalog has Spanish, so does its bundle.
        let spanish = try repository(appLanguages: appCatalog.replacingOccurrences(
            of: "\"Refresh\" : { }",
            with: "\"Refresh\" : { \"localizations\" : { \"es\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"Actualizar\" } } } }"))
        let missingInSpanish = try TestSupport.lint(spanish, relativeTo: spanish, rule: "l10n-missing")
        #expect(missingInSpanish.contains { $0.contains("\"Feed redirect\"") && $0.contains("(es)") }, "\(missingInSpanish)")
    }
}
