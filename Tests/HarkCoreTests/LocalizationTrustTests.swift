import Foundation
import Testing
@testable import HarkCore

/// The localization audit on files in the shapes real apps ship (issue 9): what is valid for
/// Xcode and iOS gives no finding, and no finding is printed twice.
@Suite struct LocalizationNoiseTests {
    @Test func regionalVariantsNumbersAndRunTimePlaceholdersAreNotUntranslated() throws {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"COLOR\" = \"Color\";\n\"COUNT\" = \"%1#@count@\";\n\"ITEMS\" = \"{nItems}\";\n\"PLAY\" = \"Play ${video}\";\n\"V\" = \"%@ (%d) – 100 %%\";\n"),
            ("en-GB.lproj/Localizable.strings", "\"COLOR\" = \"Color\";\n\"COUNT\" = \"%1#@count@\";\n\"ITEMS\" = \"{nItems}\";\n\"PLAY\" = \"Play ${video}\";\n\"V\" = \"%@ (%d) – 100 %%\";\n"),
            ("de.lproj/Localizable.strings", "\"COLOR\" = \"Farbe\";\n\"COUNT\" = \"%1#@count@\";\n\"ITEMS\" = \"{nItems}\";\n\"PLAY\" = \"Play ${video}\";\n\"V\" = \"%@ (%d) – 100 %%\";\n"),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated") == [
            "de.lproj/Localizable.strings:4:1: warning: \"PLAY\" is \"Play ${video}\" in de as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (de) [l10n-untranslated]",
        ])
    }

    /// Spanish developed, with a Mexican variant and Portuguese translations: es-MX reads es's
    /// values as iOS falls back, so equal ones are no untranslated text; pt's are.
    @Test func aRegionalVariantOfANonEnglishDevelopmentLanguageIsNotUntranslated() throws {
        let spanish = "/* Ajustes */\n\"SAVE\" = \"Guardar\";\n\"DONE\" = \"Listo\";\n\"FILES\" = \"%d archivos\";\n"
        let root = try TestSupport.write([
            ("App/es.lproj/Localizable.strings", spanish),
            ("App/es-MX.lproj/Localizable.strings", spanish),
            ("App/pt-BR.lproj/Localizable.strings", "\"SAVE\" = \"Salvar\";\n\"DONE\" = \"Listo\";\n\"FILES\" = \"%d arquivos\";\n"),
        ])
        let run = try HarkProcess.run(["lint", "App", "--development-language", "es"], in: root)
        let findings = run.stdout.split(separator: "\n").map(String.init)
        #expect(!findings.contains { $0.contains("(es-MX)") }, "\(run.stdout)\(run.stderr)")
        #expect(findings.filter { $0.hasSuffix("[l10n-untranslated]") } == [
            "App/pt-BR.lproj/Localizable.strings:2:1: warning: \"DONE\" is \"Listo\" in pt-BR as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (pt-BR) [l10n-untranslated]",
        ])
    }

    /// A development value left as it is in several languages is reported in each, its words
    /// read once for all; a translation only canonically equal to it (decomposed accents) is read
    /// on its own, and reported too; a short value of words a language shares is not.
    @Test func aValueKeptInManyLanguagesIsJudgedInEach() throws {
        let english = "\"BACKUP\" = \"Turn on automatic backups\";\n\"RESUME\" = \"R\u{E9}sum\u{E9} of your day\";\n\"NAME\" = \"Name\";\n"
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", english),
            ("de.lproj/Localizable.strings", english),
            ("fr.lproj/Localizable.strings", "\"BACKUP\" = \"Turn on automatic backups\";\n\"RESUME\" = \"Re\u{301}sume\u{301} of your day\";\n\"NAME\" = \"Nom\";\n"),
            ("nl.lproj/Localizable.strings", "\"BACKUP\" = \"Turn on automatic backups\";\n\"RESUME\" = \"Samenvatting van je dag\";\n\"NAME\" = \"Naam\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated")
        #expect(findings.filter { $0.contains("\"BACKUP\"") }.count == 3, "\(findings)")
        #expect(findings.filter { $0.contains("\"RESUME\"") }.map { String($0.prefix(2)) }.sorted() == ["de", "fr"], "\(findings)")
        // German writes "Name" as English does.
        #expect(!findings.contains { $0.contains("\"NAME\"") }, "\(findings)")
    }

    @Test func textsWithNothingToTranslateAreNeverMissingOrEmpty() throws {
        // UTM ships `"" = "";`; Ice Cubes' catalog has the key "%lld. "; an empty translation of
        // a formatted text is l10n-empty's alone.
        let catalog = #"{"sourceLanguage": "en", "version": "1.0", "strings": {"%lld. ": {}, "Done": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "OK"}}}}}}"#
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", "\"\" = \"\";\n\"FILES\" = \"%d files\";\n\"DASH\" = \"—\";\n"),
            ("App/de.lproj/Localizable.strings", "\"\" = \"\";\n\"FILES\" = \"\";\n"),
            ("Catalog/Localizable.xcstrings", catalog),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root).filter { $0.contains("[l10n-") } == [
            "App/de.lproj/Localizable.strings:2:1: error: \"FILES\" has an empty value in de.lproj/Localizable.strings (de) [l10n-empty]",
        ])
    }

    @Test func placeholdersTheCodeReplacesAndInfoPlistTablesNeedNoDevelopmentTable() throws {
        // KeePassium's en.lproj/<Storyboard>.strings keeps IB's "Title" and "{That's N days from
        // now}", which the code replaces; UTM's QEMULauncher-InfoPlist.strings has only
        // translations (the Info.plist holds the English).
        let root = try TestSupport.write([
            ("App/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/en.lproj/Settings.strings", "\"tvc-01-abc.title\" = \"Title\";\n\"sec-01-abc.footerTitle\" = \"{That's N days from now}\";\n"),
            ("App/fr.lproj/Settings.strings", "\"lbl-01-abc.text\" = \"Inverser les couleurs\";\n"),
            ("Launcher/zh-HK.lproj/QEMULauncher-InfoPlist.strings", "\"CFBundleName\" = \"QEMU\";\n"),
            ("Launcher/zh-Hans.lproj/QEMULauncher-InfoPlist.strings", "\"CFBundleName\" = \"QEMU\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(!findings.contains { $0.contains("tvc-01-abc") || $0.contains("sec-01-abc.footerTitle") || $0.contains("development-language") }, "\(findings)")
    }

    @Test func configurationNamesRunTimePlaceholdersAndRefusesABadPattern() throws {
        let root = try TestSupport.write([
            ("good.json", #"{"hark": 1, "runtimePlaceholders": ["<[a-z]+>"]}"#),
            ("bad.json", "{\"hark\": 1,\n \"runtimePlaceholders\": [\"(\"]}"),
        ])
        let configuration = try Configuration.load(file: root + "/good.json")
        #expect(configuration.runtimePlaceholders.isOnlyPlaceholders("<count>"))
        #expect(!configuration.runtimePlaceholders.isOnlyPlaceholders("{count}"), "the configuration's patterns replace the default")
        #expect(RuntimePlaceholders.standard.isOnlyPlaceholders("{{online}}"))
        #expect(RuntimePlaceholders.standard.isOnlyPlaceholders("{Field Name}"), "KeePassium's label the code fills")
        #expect(!RuntimePlaceholders.standard.isOnlyPlaceholders("Play ${video}"))
        #expect(throws: InputError.self) { try Configuration.load(file: root + "/bad.json") }
        do {
            _ = try Configuration.load(file: root + "/bad.json")
        } catch let error as InputError {
            #expect(error.location?.line == 2)
            #expect(error.message.contains("is not a regular expression"))
        }
    }

    @Test func invisibleCharactersAreWrittenOutInMessages() throws {
        // A key with a line break and a value with U+0006, as shipped in real tables.
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"TWO\\nLINES\" = \"Two\\nlines\";\n\"ACK\" = \"Ack\";\n"),
            ("fr.lproj/Localizable.strings", "\"TWO\\nLINES\" = \"Two\\nlines\";\n\"ACK\" = \"\u{6}Ack\";\n"),
        ])
        let lines = try TestSupport.lint(root, relativeTo: root)
        #expect(lines.contains("fr.lproj/Localizable.strings:1:1: warning: \"TWO\\nLINES\" is \"Two\\nlines\" in fr as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (fr) [l10n-untranslated]"))
        #expect(lines.allSatisfy { !$0.contains("\n") && !$0.unicodeScalars.contains { $0.value == 6 } })
        #expect(Finding.visible("a\u{6}b\u{FEFF}") == "aU+0006bU+FEFF")
        // Eight bytes at a time: an invisible scalar found at every offset, in and after a word.
        for offset in 0..<20 {
            let before = String(repeating: "a", count: offset), after = "é→" + String(repeating: "b", count: 9)
            #expect(Finding.visible(before + "\u{85}" + after) == before + "U+0085" + after)
            #expect(Finding.visible(before + "\u{2028}" + after) == before + "U+2028" + after)
            #expect(Finding.visible(before + "\u{7F}\t" + after) == before + "U+007F\\t" + after)
        }
        #expect(Finding.visible("Réglages → Général · 設定 ✓ Ölçü") == "Réglages → Général · 設定 ✓ Ölçü")
    }
}

/// Storyboards localized by String Catalogs in `mul.lproj`, as Xcode 15 makes them (GoMap's
/// shape: a `comment` and `extractionState` per key, the source language marked `new`), and
/// folders audited once per run.
@Suite struct LocalizationFolderTests {
    static func catalog(_ keys: [(String, String, [(String, String)])]) -> String {
        var entries: [String] = []
        for (key, english, translations) in keys {
            var localizations = ["\"en\" : { \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"\(english)\" } }"]
            localizations += translations.map { "\"\($0.0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"\($0.1)\" } }" }
            entries.append("""
                "\(key)" : {
                  "comment" : "Class = \\"UILabel\\"; text = \\"\(english)\\"; ObjectID = \\"\(key.prefix(10))\\";",
                  "extractionState" : "extracted_with_value",
                  "localizations" : {
                    \(localizations.joined(separator: ",\n        "))
                  }
                }
            """)
        }
        return "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n" + entries.joined(separator: ",\n") + "\n  },\n  \"version\" : \"1.0\"\n}\n"
    }

    /// Two storyboards sharing one folder: Settings (localized by mul.lproj/Settings.xcstrings in
    /// fr only) and Other, and an app catalog with fr and fi.
    func project() throws -> String {
        let settings = Self.catalog([
            ("lbl-01-abc.text", "Invert Colors", [("fr", "Inverser les couleurs")]),
            ("lbl-02-abc.text", "Bold Text", [("fr", "Texte en gras")]),
            ("nav-01-abc.title", "Accessibility", [("fr", "Accessibilité")]),
            ("sec-01-abc.headerTitle", "Vision", [("fr", "Vision")]),
            ("sw1-01-abc.accessibilityHint", "Inverts the colors.", []),
            ("tvc-01-abc.title", "Not in a cell", []),
            ("xyz-01-abc.text", "Gone", []),
        ])
        let app = Self.catalog([("Done", "Done", [("fr", "OK"), ("fi", "Valmis")]), ("Cancel", "Cancel", [("fi", "Peruuta")])])
        return try TestSupport.write([
            ("App/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/Base.lproj/Other.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/mul.lproj/Settings.xcstrings", settings),
            ("App/Localizable.xcstrings", app),
        ])
    }

    @Test func theStoryboardSpeaksEachLanguageOfItsCatalogAndMulIsNoLocale() throws {
        let root = try project()
        let speech = try HarkProcess.run(["speak", "App/Base.lproj/Settings.storyboard", "--locale", "fr"], in: root)
        #expect(speech.stdout.contains("  Inverser les couleurs, désactivé, Inverts the colors. Touchez deux fois pour changer le réglage.\n"), "\(speech.stdout)")
        let units = try TestSupport.load([root + "/App"])
        #expect(units.allSatisfy { !$0.locales.contains("mul") })
        #expect(units.filter(\.auditsTables).count == 1, "one folder of tables, audited once")
        #expect(units.first { $0.auditsTables }?.locales == ["en", "fi", "fr"])
    }

    @Test func eachKeyAndLocaleIsReportedOnceAndNoFolderIsInvented() throws {
        let root = try project()
        let findings = try TestSupport.lint(root + "/App", relativeTo: root)
        #expect(Set(findings).count == findings.count, "no finding twice")
        let missing = findings.filter { $0.hasSuffix("[l10n-missing]") }
        // The model reports its hint; the catalog's other key (no model uses it) is the table's.
        #expect(missing.filter { $0.contains("sw1-01-abc.accessibilityHint") && $0.contains("(fr)") }
                == ["App/Base.lproj/Settings.storyboard:31:53: error: \"sw1-01-abc.accessibilityHint\" has no fr translation in Settings.xcstrings: the accessibility hint shows the development language's \"Inverts the colors.\" (fr) [l10n-missing]"],
                "the model's finding, not the catalog's too")
        #expect(missing.contains("App/mul.lproj/Settings.xcstrings:47:9: error: \"tvc-01-abc.title\" has no fr translation in Settings.xcstrings (fr) [l10n-missing]"))
        // A key whose object the storyboard no longer has is unused, not missing.
        #expect(!missing.contains { $0.contains("xyz-01-abc") })
        #expect(findings.contains("App/mul.lproj/Settings.xcstrings:54:9: note: \"xyz-01-abc.text\" in Settings.xcstrings translates the object xyz-01-abc, which the Interface Builder document Settings no longer has (en) [l10n-unused]"))
        // fi comes from the app's catalog: there is no fi.lproj to name.
        #expect(!findings.contains { $0.contains("fi.lproj") || $0.contains("mul.lproj/Settings.strings") })
        #expect(missing.contains("App/Base.lproj/Settings.storyboard:18:49: error: Settings.xcstrings has no fi translation: \"lbl-02-abc.text\" shows the development language's \"Bold Text\" (fi) [l10n-missing]"))
        #expect(missing.contains("App/mul.lproj/Settings.xcstrings:1:1: error: Settings.xcstrings has no fi translation: its key shows untranslated (fi) [l10n-missing]"))
        // Other.storyboard has no table in any locale, and no locale has a folder.
        #expect(missing.contains("App/Base.lproj/Other.storyboard:18:49: error: Other.strings has no translation: \"lbl-02-abc.text\" shows the development language's \"Bold Text\" (in all 2 translations) [l10n-missing]"))
    }

    /// fi exists only in the app's String Catalog: a table fi lacks is named, not a `fi.lproj`
    /// folder that does not exist; and a catalog's language is said once, at the end.
    @Test func aLocaleOnlyACatalogHasIsNoFolderToNameAndALanguageIsSaidOnce() throws {
        let root = try project()
        // (A usage description: the bundle's name needs no translation.)
        for (path, text) in [("App/en.lproj/InfoPlist.strings", "/* Privacy - Camera Usage Description */\n\"NSCameraUsageDescription\" = \"Scans a code to pair\";\n"),
                             ("App/fr.lproj/InfoPlist.strings", "/* Privacy - Camera Usage Description */\n\"NSCameraUsageDescription\" = \"Scanne un code pour l’associer\";\n")] {
            try FileManager.default.createDirectory(atPath: FileSystem.directoryName(root + "/" + path), withIntermediateDirectories: true)
            try FileSystem.writeAtomically(Array(text.utf8), to: root + "/" + path)
        }
        let findings = try TestSupport.lint(root + "/App", relativeTo: root)
        #expect(!findings.contains { $0.contains("fi.lproj") }, "\(findings)")
        #expect(findings.contains("App/en.lproj/InfoPlist.strings:1:1: error: InfoPlist.strings has no fi translation: its key shows untranslated (fi) [l10n-missing]"), "\(findings)")
        #expect(findings.contains("App/mul.lproj/Settings.xcstrings:1:1: error: Settings.xcstrings has no fi translation: its key shows untranslated (fi) [l10n-missing]"))
        #expect(!findings.contains { $0.contains("its 1 keys") })
        #expect(!findings.contains { $0.contains("(fr) (fr)") || $0.contains("(fi) (fi)") || $0.contains("(en) (en)") }, "\(findings)")
    }

    @Test func aPathNarrowsTheAuditToItsLocaleOrTable() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", "\"A\" = \"%d files\";\n\"B\" = \"Bold\";\n"),
            ("App/de.lproj/Localizable.strings", "\"A\" = \"%@ Dateien\";\n"),
            ("App/it.lproj/Localizable.strings", "\"A\" = \"%@ file\";\n"),
            ("App/en.lproj/Root.strings", "\"T\" = \"Toggle\";\n"),
            ("App/de.lproj/Root.strings", "\"T\" = \"Toggle\";\n"),
        ])
        let german = try TestSupport.lint(root + "/App/de.lproj", relativeTo: root)
        #expect(german == [
            "App/de.lproj/Localizable.strings:1:1: error: \"A\": argument 1 is %@ (object) but %d (integer) in the development language (de) [l10n-placeholders]",
            "App/de.lproj/Root.strings:1:1: warning: \"T\" is \"Toggle\" in de as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (de) [l10n-untranslated]",
            "App/en.lproj/Localizable.strings:2:1: error: \"B\" is missing from de.lproj/Localizable.strings (de) [l10n-missing]",
        ])
        #expect(try TestSupport.lint(root + "/App/de.lproj/Root.strings", relativeTo: root).count == 1)
        let all = try TestSupport.lint(root + "/App", relativeTo: root)
        #expect(all.filter { $0.contains("(it)") }.count == 2)
        #expect(all.contains("App/en.lproj/Localizable.strings:2:1: error: \"B\" is missing from Localizable.strings (in all 2 translations) [l10n-missing]"))
    }

    @Test func noDevelopmentLanguageTableIsAnErrorNotASilentPass() throws {
        let root = try TestSupport.write([("App/fr.lproj/Localizable.strings", "\"Hello\" = \"Bonjour\";\n"),
                                          ("App/de.lproj/Localizable.strings", "\"Hello\" = \"Hallo\";\n")])
        let run = try HarkProcess.run(["lint", "App"], in: root)
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("App/de.lproj/Localizable.strings:1:1: error: no development-language table: there is no en.lproj, Base.lproj or String Catalog in en beside de.lproj, fr.lproj, so their keys cannot be checked; add the en tables, or name the development language with --development-language [l10n-missing]"), "\(run.stdout)")
        let french = try HarkProcess.run(["lint", "App", "--development-language", "fr"], in: root)
        #expect(french.status == 0 && french.stdout.hasPrefix("No findings."), "then de is checked against fr: \(french.stdout)")
    }

    /// CoreFoundation skips an internal DTD subset (`skipInlineDTD` in CFPropertyList.c) and
    /// reads the plist: Hark still refuses it, but says nothing false about iOS, nor of
    /// Interface Builder. An entity reference or declaration outside one, which iOS rejects too,
    /// is a broken table.
    @Test func anInternalDTDInAStringsdictIsRefusedForSafetyWithoutCallingTheTableBrokenForIOS() throws {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.stringsdict", "<?xml version=\"1.0\"?>\n<!DOCTYPE plist [<!ENTITY e \"x\">]>\n<plist version=\"1.0\"><dict/></plist>\n"),
            ("fr.lproj/Localizable.stringsdict", "<?xml version=\"1.0\"?>\n<!ENTITY e \"x\">\n<plist version=\"1.0\"><dict/></plist>\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root)
        #expect(findings == [
            "en.lproj/Localizable.stringsdict:2:17: error: the XML declares an internal DTD subset, which can define entities: Hark refuses it for safety, so none of the table is checked; iOS skips the subset and reads the table unless it uses one of its entities (Xcode never writes a subset: remove it) (en) [l10n-syntax]",
            "fr.lproj/Localizable.stringsdict:2:1: error: invalid XML: the XML declares entities or other DTD markup ('<'), which can expand without bound; refused for safety; iOS ignores the whole table (fr) [l10n-syntax]",
        ])
    }
}

/// String Catalogs as Xcode writes them (shapes from Ice Cubes and Go Map!!): substitutions with
/// `argNum` and `formatSpecifier`, `%arg`, plural and device variations that reorder arguments.
@Suite struct CatalogArgumentTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "%.1f meters, %ld nodes" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@meters@, %#@nodes@" },
              "substitutions" : {
                "meters" : { "argNum" : 1, "formatSpecifier" : ".1f", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg meter" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg meters" } } } } },
                "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg node" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg nodes" } } } } }
              }
            },
            "et" : {
              "stringUnit" : { "state" : "translated", "value" : "%1$.0f meetrit, %#@nodes@ punkti" },
              "substitutions" : {
                "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } }
              }
            },
            "fr" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@nodes@ sur %#@meters@" },
              "substitutions" : {
                "meters" : { "argNum" : 1, "formatSpecifier" : ".1f", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg mètre" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg mètres" } } } } },
                "nodes" : { "argNum" : 2, "formatSpecifier" : "ld", "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%arg nœud" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg nœuds" } } } } }
              }
            }
          }
        },
        "account.label.followers %lld %@" : {
          "localizations" : {
            "en" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@followers@" },
              "substitutions" : { "followers" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ follower" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ followers" } } } } } }
            },
            "de" : {
              "variations" : { "device" : {
                "iphone" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ Follower (%1$lld)" } },
                "other" : { "variations" : { "plural" : {
                  "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ Follower" } },
                  "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ Follower: %1$lld" } } } } } } }
            },
            "fr" : {
              "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ abonné" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%2$@ abonnés (%1$@)" } } } }
            }
          }
        },
        "notifications.label.favorite %lld" : {
          "localizations" : {
            "en" : { "stringUnit" : { "state" : "translated", "value" : "starred" } },
            "de" : {
              "stringUnit" : { "state" : "translated", "value" : "%#@count@" },
              "substitutions" : { "count" : { "formatSpecifier" : "lld", "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "hat favorisiert" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "haben favorisiert" } } } } } }
            },
            "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ favoris" } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "お気に入り" } }
          }
        }
      },
      "version" : "1.0"
    }
    """#

    @Test func substitutionsVariationsAndKeysAreReadAsXcodeBuildsThem() throws {
        let root = try TestSupport.write([("Localizable.xcstrings", Self.catalog)])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
        // Only real mistakes: fr reads the follower count as an object in one plural form, and
        // an object where the key passes a 64-bit count. Valid: et's %1$.0f against .1f, fr's
        // reordered substitutions, de's device and plural variations, en's value without the count.
        #expect(findings == [
            "Localizable.xcstrings:53:9: error: \"account.label.followers %lld %@\": argument 1 is %1$@ (object) in plural.other but %lld (integer) in the development language (fr) [l10n-placeholders]",
            "Localizable.xcstrings:69:9: error: \"notifications.label.favorite %lld\": argument 1 is %@ (object) but %lld (integer) in the development language (fr) [l10n-placeholders]",
        ])
    }
}
