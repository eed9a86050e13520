import Foundation
import Testing
@testable import HarkCore

/// What a locale shows when it lacks a text, as real apps ship their tables: Settings titles no
/// table has, tables only the development language has, keys no translation has, regional
/// variants of the development language.
@Suite struct L10nFallbackTests {
    // MARK: Cause 2: Settings titles no table has

    @Test func identifierKeyedSettingsBundleShowsItsUntabledTitlesAsWritten() throws {
        typealias F = SettingsBundleFixtures
        let fonts = "<array>\n\t\t\t\t<string>Arial</string>\n\t\t\t\t<string>Zapfino</string>\n\t\t\t</array>"
        let speeds = "<array>\n\t\t\t\t<string>0.25x</string>\n\t\t\t\t<string>1.00x</string>\n\t\t\t</array>"
        let root = try F.write([
            // VLC's shape: every text it translates is an identifier; fonts and speeds are not.
            ("Settings.bundle/Root.plist", F.utf8(F.pane([
                F.group("SETTINGS_SUBTITLES_TITLE"),
                F.toggle("SETTINGS_SUBTITLES_BOLD", key: "bold"),
                F.specifier("PSMultiValueSpecifier", [("Title", F.string("SETTINGS_SUBTITLES_FONT")), ("Key", F.string("font")),
                                                      ("DefaultValue", F.string("Arial")), ("Titles", fonts), ("Values", fonts)]),
                F.specifier("PSMultiValueSpecifier", [("Title", F.string("SETTINGS_PLAYBACK_SPEED_DEFAULT")), ("Key", F.string("speed")),
                                                      ("DefaultValue", F.string("1.00x")), ("Titles", speeds), ("Values", speeds)]),
                F.toggle("Custom Speed", key: "custom"),
                // An identifier no table has shows as the raw key in every language.
                F.toggle("SETTINGS_NEW_PLAYER", key: "new-player"),
            ]))),
            ("Settings.bundle/en.lproj/Root.strings", F.utf8("\"SETTINGS_SUBTITLES_TITLE\" = \"Subtitles\";\n\"SETTINGS_SUBTITLES_BOLD\" = \"Use Bold Font\";\n\"SETTINGS_SUBTITLES_FONT\" = \"Font\";\n\"SETTINGS_PLAYBACK_SPEED_DEFAULT\" = \"Default Playback Speed\";\n")),
            ("Settings.bundle/de.lproj/Root.strings", F.strings([("SETTINGS_SUBTITLES_TITLE", "Untertitel"), ("SETTINGS_SUBTITLES_BOLD", "Fette Schrift"),
                                                                  ("SETTINGS_SUBTITLES_FONT", "Schriftart"), ("SETTINGS_PLAYBACK_SPEED_DEFAULT", "Geschwindigkeit")])),
            ("Settings.bundle/fr.lproj/Root.strings", F.strings([("SETTINGS_SUBTITLES_TITLE", "Sous-titres"), ("SETTINGS_SUBTITLES_BOLD", "Gras"),
                                                                  ("SETTINGS_SUBTITLES_FONT", "Police")])),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "Settings.bundle/Root.plist:49:4: error: \"SETTINGS_PLAYBACK_SPEED_DEFAULT\" is missing from fr.lproj/Root.strings: the text shows the key (fr) [l10n-missing]",
            "Settings.bundle/Root.plist:79:4: error: \"SETTINGS_NEW_PLAYER\" is missing from Root.strings: the text shows the key (in all 3 locales) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func textKeyedSettingsBundleStillMissesANewTitleButNotAPackageName() throws {
        typealias F = SettingsBundleFixtures
        let root = try F.write([
            // a-Shell's shape: English titles are the keys; "dark mode" was never added.
            ("Settings.bundle/Root.plist", F.utf8(F.pane([
                F.toggle("Caps-Lock = Escape", key: "escape_preference"),
                F.toggle("dark mode", key: "dark"),
                // LicensePlist's package list: a row titled with the pane it opens names it.
                F.childPane("Kingfisher", file: "Packages/Kingfisher"),
            ]))),
            ("Settings.bundle/Packages/Kingfisher.plist", F.utf8(F.pane([F.group("MIT License")], stringsTable: nil))),
            ("Settings.bundle/en.lproj/Root.strings", F.strings([("Caps-Lock = Escape", "Caps-Lock = Escape")])),
            ("Settings.bundle/de.lproj/Root.strings", F.strings([("Caps-Lock = Escape", "Feststelltaste = Escape")])),
            ("Settings.bundle/fr.lproj/Root.strings", F.strings([("Caps-Lock = Escape", "Verr. Maj = Échap")])),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "Settings.bundle/Root.plist:23:4: error: \"dark mode\" is missing from Root.strings: the text shows the development language's \"dark mode\" (in all 2 translations) [l10n-missing]",
        ], "\(findings)")
    }

    // MARK: Causes 3, 4, 5: what a locale without a key or a table shows

    /// Element X's shape: SwiftGen accessors into `Localizable` and into `Untranslated`, a table
    /// only `en.lproj` has, which the code reads in English on purpose; `en-US` beside `en`.
    static let elementX: [(path: String, content: String)] = [
        ("App/Sources/Generated/Strings+Untranslated.swift", """
        // Generated using SwiftGen — https://github.com/SwiftGen/SwiftGen

        import Foundation

        internal nonisolated enum UntranslatedL10n {
          /// Search
          internal static var screenHomeTabSearch: String { return UntranslatedL10n.tr("Untranslated", "screen_home_tab_search") }
          /// Sign in
          internal static var softLogoutSigninTitle: String { return UntranslatedL10n.tr("Untranslated", "soft_logout_signin_title") }
        }

        nonisolated extension UntranslatedL10n {
          static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
            return String(format: format, locale: Locale(identifier: "en"), arguments: args)
          }
        }

        """),
        ("App/Sources/Generated/Strings.swift", """
        import Foundation

        internal enum L10n {
          /// Search
          internal static var actionSearch: String { return L10n.tr("Localizable", "action_search") }
          /// Verify
          internal static var actionVerify: String { return L10n.tr("SAS", "action_verify") }
        }

        extension L10n {
          static func tr(_ table: String, _ key: String, _ args: CVarArg...) -> String {
            let format = NSLocalizedString(key, tableName: table, bundle: Bundle.main, comment: "")
            return String(format: format, locale: Locale.current, arguments: args)
          }
        }

        """),
        ("App/Sources/Screens/SearchOptionsScreen.swift", """
        import SwiftUI

        struct SearchOptionsScreen: View {
            @State private var fuzzy = false
            var body: some View {
                Form {
                    Toggle(isOn: $fuzzy) {
                        Text("Fuzzy searching")
                    }
                    Text(UntranslatedL10n.screenHomeTabSearch)
                    Text(UntranslatedL10n.softLogoutSigninTitle)
                    Text(L10n.actionSearch)
                    Text(L10n.actionVerify)
                }
            }
        }

        """),
        ("App/Resources/Localizations/en.lproj/Localizable.strings", "\"action_search\" = \"Search\";\n"),
        ("App/Resources/Localizations/en.lproj/SAS.strings", "\"action_verify\" = \"Verify\";\n"),
        ("App/Resources/Localizations/en.lproj/Untranslated.strings", "\"screen_home_tab_search\" = \"Search\";\n\"soft_logout_signin_title\" = \"Sign in\";\n"),
        ("App/Resources/Localizations/en-US.lproj/Localizable.strings", "\"action_search\" = \"Search\";\n"),
        ("App/Resources/Localizations/de.lproj/Localizable.strings", "\"action_search\" = \"Suchen\";\n"),
        ("App/Resources/Localizations/de.lproj/SAS.strings", "\"action_verify\" = \"Bestätigen\";\n"),
        ("App/Resources/Localizations/fr.lproj/Localizable.strings", "\"action_search\" = \"Rechercher\";\n"),
    ]

    @Test func aTableOnlyTheDevelopmentLanguageHasIsOneNoteAndAMissingTableShowsTheDevelopmentText() throws {
        let root = try TestSupport.write(Self.elementX)
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "App/Resources/Localizations/en.lproj/Untranslated.strings:1:1: note: Untranslated.strings exists only in en.lproj: its 2 keys show in en in all 2 other languages; if it is not kept untranslated on purpose, translate it [l10n-missing]",
            // fr has no SAS.strings: CFBundle reads en.lproj's, so the English text shows.
            "App/Sources/Generated/Strings.swift:7:68: error: there is no fr.lproj/SAS.strings: \"action_verify\" shows the development language's \"Verify\" (fr) [l10n-missing]",
            // A literal no table has: one finding for every translation (en-US falls back to en).
            "App/Sources/Screens/SearchOptionsScreen.swift:8:22: error: \"Fuzzy searching\" is missing from Localizable.strings: the text shows the development language's \"Fuzzy searching\" (in all 2 translations) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func speechInALocaleWithoutTheTableReadsTheDevelopmentLanguage() throws {
        let root = try TestSupport.write(Self.elementX)
        let unit = try #require(try TestSupport.load([root + "/App"]).first { $0.model != nil })
        let french = TextResolver(catalog: unit.catalog, locale: "fr", developmentLanguage: "en")
        let location = SourceLocation(file: "x", line: 1, column: 1)
        let search = french.resolve(.key("screen_home_tab_search", table: "Untranslated", defaultValue: nil, at: location))
        #expect(search.text == "Search" && search.source == .missingTable)
        let american = TextResolver(catalog: unit.catalog, locale: "en-US", developmentLanguage: "en")
        #expect(american.resolve(.key("screen_home_tab_search", table: "Untranslated", defaultValue: nil, at: location)).source == .localized)
        #expect(american.resolve(.key("action_search", table: "Localizable", defaultValue: nil, at: location)).source == .localized)
        let literal = american.resolve(.key("Fuzzy searching", table: "Localizable", defaultValue: "Fuzzy searching", at: location))
        #expect(literal.source == .defaultValue, "a regional variant of the development language shows the literal as written")
    }

    @Test func aRegionalVariantOfTheDevelopmentLanguageKeepsOnlyWhatDiffers() throws {
        // Mlem's catalog: en-GB holds the strings that differ; fr is partly translated.
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "Accent Color" : {
              "localizations" : {
                "en-GB" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Accent Colour"
                  }
                },
                "fr" : {
                  "stringUnit" : {
                    "state" : "translated",
                    "value" : "Couleur d'accentuation"
                  }
                }
              }
            },
            "New password must be between 10 and 60 characters." : {

            }
          },
          "version" : "1.0"
        }
        """
        let root = try TestSupport.write([
            ("Mlem/Localizable.xcstrings", catalog),
            ("Mlem/Views/ChangePasswordView.swift", """
            import SwiftUI

            struct ChangePasswordView: View {
                @State private var show = false
                var body: some View {
                    Form {
                        Toggle("Accent Color", isOn: $show)
                        Text("New password must be between 10 and 60 characters.")
                    }
                }
            }

            """),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "Mlem/Views/ChangePasswordView.swift:8:18: error: \"New password must be between 10 and 60 characters.\" has no fr translation in Localizable.xcstrings: the text in code shows the development language's \"New password must be between 10 and 60 characters.\" (fr) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func aKeyIsLookedUpInTheLocalesOwnFileOnly() throws {
        // OpenEmu's en-GB and Mastodon's ku-TR: a variant's own table lacking a key shows the key
        // (CoreFoundation reads one file); without a file of its own it reads its language's.
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"Cancel\" = \"Cancel\";\n\"ALERT_HEADLINE\" = \"OpenEmu requires additional permissions\";\n"),
            ("en.lproj/Extra.strings", "\"EXTRA\" = \"Extra\";\n"),
            ("en-GB.lproj/Localizable.strings", "\"Colour\" = \"Colour\";\n"),
            ("ku.lproj/Localizable.strings", "\"Cancel\" = \"Betal\";\n\"ALERT_HEADLINE\" = \"Destûr pêwîst e\";\n"),
            ("ku.lproj/Extra.strings", "\"EXTRA\" = \"Zêde\";\n"),
            ("ku-TR.lproj/Localizable.strings", "\"Cancel\" = \"Betal\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == [
            "en.lproj/Localizable.strings:2:1: error: \"ALERT_HEADLINE\" is missing from en-GB.lproj/Localizable.strings (en-GB) [l10n-missing]",
            "en.lproj/Localizable.strings:2:1: error: \"ALERT_HEADLINE\" is missing from ku-TR.lproj/Localizable.strings (ku-TR) [l10n-missing]",
        ], "\(findings)")
    }

    @Test func aKeyEveryOtherLocaleLacksIsOneFindingWithOrWithoutTheRegionalVariant() throws {
        // VLC: SETTINGS_AUTOMATICALLY_SYNC_MEDIA_LIBRARY only in en; en-GB shows it raw as well.
        let root = try TestSupport.write([
            ("en.lproj/Root.strings", "\"SETTINGS_TITLE\" = \"Settings\";\n\"SETTINGS_SYNC\" = \"Sync Media Library\";\n"),
            ("en-GB.lproj/Root.strings", "\"SETTINGS_TITLE\" = \"Settings\";\n"),
            ("de.lproj/Root.strings", "\"SETTINGS_TITLE\" = \"Einstellungen\";\n"),
            ("fr.lproj/Root.strings", "\"SETTINGS_TITLE\" = \"Réglages\";\n"),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing") == [
            "en.lproj/Root.strings:2:1: error: \"SETTINGS_SYNC\" is missing from Root.strings (in all 3 translations) [l10n-missing]",
        ])
    }

    // MARK: The app's own fallback to the development language

    /// Element's app delegate: `[NSBundle mxk_setFallbackLanguage:@"en"]` makes its lookups read
    /// `en.lproj` for a key the locale lacks (`Bundle.mxk_setFallbackLanguage("en")` in Swift).
    @Test func anAppThatSetsEnglishAsItsFallbackLanguageShowsEnglish() throws {
        for (path, code) in [("App/AppDelegate.m", "@implementation AppDelegate\n- (void)setUp\n{\n    [NSBundle mxk_setFallbackLanguage:@\"en\"];\n}\n@end\n"),
                             ("App/AppDelegate.swift", "import Foundation\n\nfunc setUp() {\n    Bundle.mxk_setFallbackLanguage(\"en\")\n}\n")] {
            let root = try TestSupport.write([
                (path, code),
                ("App/SettingsView.swift", "import SwiftUI\n\nstruct SettingsView: View {\n    var body: some View {\n        Text(NSLocalizedString(\"settings.title\", comment: \"\"))\n    }\n}\n"),
                ("App/en.lproj/Localizable.strings", "\"settings.title\" = \"Settings\";\n\"settings.other\" = \"Other\";\n"),
                ("App/en-GB.lproj/Localizable.strings", "\"settings.other\" = \"Other\";\n"),
                ("App/de.lproj/Localizable.strings", "\"settings.other\" = \"Andere\";\n"),
            ])
            #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing") == [
                "App/SettingsView.swift:5:32: error: \"settings.title\" is missing from de.lproj/Localizable.strings: the text in code shows the development language's \"Settings\", which the app's own code falls back to (de) [l10n-missing]",
            ], "\(path)")
        }
    }
}
