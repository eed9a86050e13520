import Foundation
import Testing
@testable import HarkCore

/// False alarms and inflated counts a reviewed sample of real apps' findings showed, each in
/// the shape of the app's own files.
@Suite struct L10nPrecisionTests {
    /// An Xcode-shaped `.stringsdict` (tabs, Apple's DOCTYPE, the rule before its format key, as
    /// Localazy writes Element X's) with one rule of `valueType` and the given forms.
    static func stringsdict(key: String = "a11y_digits_entered", valueType: String, forms: [(String, String)]) -> String {
        let body = forms.map { "\t\t\t<key>\($0.0)</key>\n\t\t\t<string>\($0.1)</string>\n" }.joined()
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>\(key)</key>
        \t<dict>
        \t\t<key>COUNT</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>\(valueType)</string>
        \(body)\t\t</dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@COUNT@</string>
        \t</dict>
        </dict>
        </plist>

        """
    }

    // MARK: Cause 1: plural forms only fractions select

    @Test func integerRulesNeedOnlyTheFormsIntegersSelect() throws {
        let oneFewOther = [("few", "%1$d x"), ("one", "%1$d x"), ("other", "%1$d x")]
        let oneFewMany = [("few", "%1$d x"), ("many", "%1$d x"), ("one", "%1$d x")]
        let root = try TestSupport.write([
            ("en.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "d", forms: [("one", "%1$d digit"), ("other", "%1$d digits")])),
            // Czech, Slovak and Lithuanian `many` is v != 0 / f != 0: no integer takes it.
            ("cs.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "d", forms: oneFewOther)),
            ("sk.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "lld", forms: oneFewOther)),
            ("lt.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "lu", forms: oneFewOther)),
            // Polish and Ukrainian `other` is fractions only: a note, Apple naming it the fallback.
            ("pl.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "d", forms: oneFewMany)),
            ("uk.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "zd", forms: oneFewMany)),
            // A fractional or unknown value type still needs every category.
            ("ru.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "f", forms: oneFewMany)),
            ("be.lproj/Localizable.stringsdict", Self.stringsdict(valueType: "@", forms: oneFewMany)),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-plurals")
        #expect(findings == [
            "be.lproj/Localizable.stringsdict:7:3: error: \"a11y_digits_entered\" (%#@COUNT@) lacks the form other, which Apple requires in every rule: the fallback for a number whose category has no form (be) [l10n-plurals]",
            "pl.lproj/Localizable.stringsdict:7:3: note: \"a11y_digits_entered\" (%#@COUNT@) lacks the form other; no integer takes it in pl (only fractions do), but Apple's plural format names other as every rule's fallback (pl) [l10n-plurals]",
            "ru.lproj/Localizable.stringsdict:7:3: error: \"a11y_digits_entered\" (%#@COUNT@) lacks the form other, which Apple requires in every rule: the fallback for a number whose category has no form (ru) [l10n-plurals]",
            "uk.lproj/Localizable.stringsdict:7:3: note: \"a11y_digits_entered\" (%#@COUNT@) lacks the form other; no integer takes it in uk (only fractions do), but Apple's plural format names other as every rule's fallback (uk) [l10n-plurals]",
        ], "\(findings)")
    }

    @Test func catalogPluralsTakeTheIntegerFromTheirSpecifiers() throws {
        // Ice Cubes' catalog: whole-string plurals keyed "… %lld", and a substitution of `lld`.
        func plural(_ forms: [String]) -> String {
            "{\"variations\": {\"plural\": {" + forms.map { "\"\($0)\": {\"stringUnit\": {\"state\": \"translated\", \"value\": \"%lld x\"}}" }.joined(separator: ", ") + "}}}"
        }
        let substitution = #"{"stringUnit": {"state": "translated", "value": "%#@n@"}, "substitutions": {"n": {"argNum": 1, "formatSpecifier": "lld", "variations": {"plural": {"one": {"stringUnit": {"state": "translated", "value": "%arg soubor"}}, "few": {"stringUnit": {"state": "translated", "value": "%arg soubory"}}, "other": {"stringUnit": {"state": "translated", "value": "%arg souborů"}}}}}}}"#
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "status.summary.n-replies %lld" : {
              "localizations" : {
                "en" : \(plural(["one", "other"])),
                "sk" : \(plural(["one", "few", "other"])),
                "be" : \(plural(["one", "few", "many"])),
                "cs" : \(plural(["one", "few", "other"]).replacingOccurrences(of: "%lld x", with: "%.1f x"))
              }
            },
            "files %lld" : {
              "localizations" : {
                "cs" : \(substitution)
              }
            }
          },
          "version" : "1.0"
        }
        """
        let root = try TestSupport.write([("Localizable.xcstrings", catalog)])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-plurals")
        #expect(findings == [
            "Localizable.xcstrings:8:32: note: \"status.summary.n-replies %lld\" lacks the form other; no integer takes it in be (only fractions do), but Apple's plural format names other as every rule's fallback (be) [l10n-plurals]",
            "Localizable.xcstrings:9:32: error: \"status.summary.n-replies %lld\" lacks the plural form many that cs needs (cs) [l10n-plurals]",
        ], "\(findings)")
    }

    // MARK: Cause 6: words the same in both languages

    @Test func valuesWithNothingToTranslate() {
        let none = RuntimePlaceholders.standard
        func words(_ text: String, _ nouns: Set<String> = []) -> [String] {
            TranslationNeed.languageWords(in: text, placeholders: none, properNouns: nouns).map(String.init)
        }
        for neutral in ["-6 dB", "1.50x", "0.25x", "4K", "U100", "S1E01", "%li kb/s", "UTF-8", "Universal (UTF-16)".replacingOccurrences(of: "Universal ", with: ""),
                        "OK", "URL", "VPN", "https://example.com/feed.xml", "www.example.com", "user@example.com",
                        "@johnMastodon@no-such.account", "Duck.ai", "iCloud", "WebDAV", "DuckDuckGo", "MoltenVK", "%1$@ iOS", "$(PRODUCT_NAME)".replacingOccurrences(of: "$(PRODUCT_NAME)", with: "%@"),
                        "120 mg/dL"] {
            #expect(words(neutral) == [], "\(neutral)")
        }
        #expect(words("Open in Safari", ["Safari"]) == ["Open", "in"])
        #expect(words("VISION") == ["VISION"], "a heading in capitals is a word")
        #expect(words("Enable HTTPS", ["HTTPS"]) == ["Enable"])
        #expect(words("4 seconds") == ["seconds"])
        #expect(words("2nd") == ["2nd"], "an ordinal suffix is language")
        // A count in trillions, the number formatted by the code (ProtonVPN's blocked trackers).
        #expect(words("%@ T") == [])
        #expect(words("%@ kbps") == [])
        #expect(words("%@ Tage") == ["Tage"], "a word after an argument is language")
        // A letter naming a thing after a word; the English pronoun is language.
        #expect(words("Vitamin C") == ["Vitamin"])
        #expect(words("Can I") == ["Can", "I"])
        #expect(words("A") == ["A"], "a letter alone may be the article")
        #expect(TranslationNeed.properNouns(in: ["Open in Safari", "Export Settings", "Use HTTPS for the server", "Open the settings"])
                == ["Safari", "HTTPS"])
        // A link's percent escapes are no specifiers (Linphone's `%20p`, `%20c`).
        #expect(words("https://wiki.example.org/view/Third%20party%20components%20/") == [])
        #expect(words("See https://example.org/a%20party for more") == ["See", "for", "more"])
        // A copyright notice of a holder and years; not one with a sentence's words.
        #expect(words("© Belledonne Communications 2010-2024") == [])
        #expect(words("(c) 2024 Example GmbH") == [])
        #expect(words("© 2024 Example Inc. All rights reserved.") != [])
        #expect(words("© Belledonne Communications") != [], "no year: not a notice")
        #expect(words("© 2024 the Example authors") != [])
        // A constant's name in capitals and underscores; a sentence in capitals is words.
        #expect(words("RAPID_SELF_REPORTED") == [])
        #expect(words("PLEASE WAIT") == ["PLEASE", "WAIT"])
        // Four or five capitals without a vowel are an acronym; with one, a word.
        #expect(words("DTLS") == [] && words("HTTPS") == [] && words("XMPP") == [])
        #expect(words("HELP") == ["HELP"] && words("SYNC") == ["SYNC"])
    }

    @Test func aKeyWrittenAsAnIdentifierShowsNothingButATermReadsAsWritten() {
        for identifier in ["CheckForUpdates", "kSettingsKey", "openURLInSafari", "showImageInList", "settings.display.title", "PF_STEALTH_MODE"] {
            #expect(TextEvaluator.shownWhenMissing(identifier) == nil, "\(identifier)")
        }
        // Terms of single letters and digits (LoopFollow's "eHbA1c"), units, words.
        for term in ["eHbA1c", "HbA1c", "mmHg", "iPhone", "Show image in list", "VisualBoyAdvance-M"] {
            #expect(TextEvaluator.shownWhenMissing(term) == term, "\(term)")
        }
    }

    @Test func developerMenusInEitherOrder() {
        #expect(DebugScreens.namesDebugging("SettingsDeveloperFragment"))
        #expect(DebugScreens.namesDebugging("DeveloperOptionsScreen"))
        #expect(!DebugScreens.namesDebugging("AboutDeveloperView"))
        // The word first, then only what kind of screen it is (Gem Wallet's "Developer" screen).
        #expect(DebugScreens.namesDebugging("DeveloperScene"))
        #expect(DebugScreens.namesDebugging("DeveloperViewController"))
        #expect(!DebugScreens.namesDebugging("DeveloperProfileView"))
        #expect(!DebugScreens.namesDebugging("DeveloperDisclaimerBanner"))
        // A testers' menu (Proton Pass's, in QA builds only); not a word that holds the letters.
        #expect(DebugScreens.namesDebugging("QAFeaturesView") && DebugScreens.namesDebugging("QA Features"))
        #expect(DebugScreens.namesDebugging("QASettingsScreen"))
        #expect(!DebugScreens.namesDebugging("QatarSettingsView") && !DebugScreens.namesDebugging("QAReportView"))
    }

    @Test func wordsALanguageSharesWithEnglishAreTranslated() throws {
        // UTM's Settings bundle: a UTF-16 English table, German "Name" = "Name"; Pods' Dutch
        // "Open in Safari"; GoogleSignIn's Ukrainian "OK"; a German leftover is still reported.
        let root = try SettingsBundleFixtures.write([
            ("L/en.lproj/Root.strings", SettingsBundleFixtures.strings([("Name", "Name"), ("Open in Safari", "Open in Safari"), ("OK", "OK"),
                                                                       ("Move Screen", "Move Screen")])),
            ("L/de.lproj/Root.strings", SettingsBundleFixtures.utf8("/* (No Comment) */\n\"Name\" = \"Name\";\n\"Open in Safari\" = \"In Safari öffnen\";\n\"OK\" = \"OK\";\n\"Move Screen\" = \"Move Screen\";\n")),
            ("L/nl.lproj/Root.strings", SettingsBundleFixtures.utf8("\"Name\" = \"Naam\";\n\"Open in Safari\" = \"Open in Safari\";\n\"OK\" = \"OK\";\n\"Move Screen\" = \"Scherm verplaatsen\";\n")),
            ("L/uk.lproj/Root.strings", SettingsBundleFixtures.utf8("\"Name\" = \"Назва\";\n\"Open in Safari\" = \"Відкрити в Safari\";\n\"OK\" = \"OK\";\n\"Move Screen\" = \"Перемістити екран\";\n")),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated") == [
            "L/de.lproj/Root.strings:5:1: warning: \"Move Screen\" is \"Move Screen\" in de as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (de) [l10n-untranslated]",
        ])
        let terms = try TestSupport.vocabularies().sameAsEnglish
        #expect(terms.words(for: "pt-BR")?.contains("download") == true, "pt-BR reads Portuguese's list")
        #expect(terms.everyLanguage.contains("Face ID"))
        // OsmAnd's tables: platform and store names every language keeps, words German, French
        // and Portuguese write as English does.
        #expect(terms.everyLanguage.isSuperset(of: ["Android Auto", "Huawei AppGallery", "Google Play"]))
        #expect(terms.words(for: "de")?.isSuperset(of: ["passphrase", "optional", "annotation"]) == true)
        #expect(terms.words(for: "fr")?.isSuperset(of: ["latitude", "longitude"]) == true)
        #expect(terms.words(for: "pt-BR")?.isSuperset(of: ["latitude", "longitude"]) == true)
        // Element X's Dutch "Cactus" (a ringtone) and Polish "Beta".
        #expect(terms.words(for: "nl")?.contains("cactus") == true && terms.words(for: "pl")?.contains("beta") == true)
        // Home Assistant's Brazilian "%lld bytes" and German "Standby".
        #expect(terms.words(for: "pt-BR")?.isSuperset(of: ["byte", "bytes"]) == true && terms.words(for: "de")?.contains("standby") == true)
        // Simplenote's Dutch "Sorry!" and "Document".
        #expect(terms.words(for: "nl")?.isSuperset(of: ["sorry", "document"]) == true)
    }

    /// duckduckgo/iOS (Apache-2.0), in its shape: the widget's table holds "Fire Button" alone;
    /// the app's Slovenian and German tables write it inside translated sentences, so the
    /// translators keep the name. French, which translates it there, is still asked.
    @Test func aNameTheLanguageKeepsInTheProjectsOtherTablesIsKept() throws {
        let root = try TestSupport.write([
            ("App/en.lproj/Localizable.strings", "\"tip\" = \"Clear your browsing activity with the Fire Button.\";\n\"other\" = \"Open settings\";\n"),
            ("App/sl.lproj/Localizable.strings", "\"tip\" = \"Počistite dejavnost brskanja z gumbom Fire Button.\";\n\"other\" = \"Odpri nastavitve\";\n"),
            ("App/de.lproj/Localizable.strings", "\"tip\" = \"Lösche deine Browseraktivitäten mit dem Fire Button.\";\n\"other\" = \"Einstellungen öffnen\";\n"),
            ("App/fr.lproj/Localizable.strings", "\"tip\" = \"Effacez votre activité avec le bouton Feu.\";\n\"other\" = \"Ouvrir les réglages\";\n"),
            ("App/Texts.swift", "import Foundation\n\nlet texts = [NSLocalizedString(\"tip\", comment: \"\"), NSLocalizedString(\"other\", comment: \"\")]\n"),
            ("Widgets/en.lproj/Localizable.strings", "\"widget.fire.title\" = \"Fire Button\";\n\"widget.fire.description\" = \"Delete your browsing history.\";\n"),
            ("Widgets/sl.lproj/Localizable.strings", "\"widget.fire.title\" = \"Fire Button\";\n\"widget.fire.description\" = \"Izbrišite zgodovino brskanja.\";\n"),
            ("Widgets/de.lproj/Localizable.strings", "\"widget.fire.title\" = \"Fire Button\";\n\"widget.fire.description\" = \"Lösche deinen Browserverlauf.\";\n"),
            ("Widgets/fr.lproj/Localizable.strings", "\"widget.fire.title\" = \"Fire Button\";\n\"widget.fire.description\" = \"Effacez votre historique.\";\n"),
            ("Widgets/WidgetText.swift", "import Foundation\n\nlet widgetTexts = [NSLocalizedString(\"widget.fire.title\", comment: \"\"), NSLocalizedString(\"widget.fire.description\", comment: \"\")]\n"),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated") == [
            "Widgets/fr.lproj/Localizable.strings:1:1: warning: \"widget.fire.title\" is \"Fire Button\" in fr as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (fr) [l10n-untranslated]",
        ])
    }

    /// The same two folders in two projects (each with its licence, as a folder of many apps
    /// has them): one project's sentences vouch for nothing in the other's.
    @Test func anotherProjectsTablesVouchForNothing() throws {
        let root = try TestSupport.write([
            ("Browser/LICENSE", "MIT\n"),
            ("Browser/App/en.lproj/Localizable.strings", "\"tip\" = \"Clear your browsing activity with the Fire Button.\";\n"),
            ("Browser/App/de.lproj/Localizable.strings", "\"tip\" = \"Lösche deine Browseraktivitäten mit dem Fire Button.\";\n"),
            ("Browser/App/Texts.swift", "import Foundation\n\nlet texts = [NSLocalizedString(\"tip\", comment: \"\")]\n"),
            ("Widgets/LICENSE", "MIT\n"),
            ("Widgets/Widget/en.lproj/Localizable.strings", "\"widget.fire.title\" = \"Fire Button\";\n\"widget.fire.description\" = \"Delete your browsing history.\";\n"),
            ("Widgets/Widget/de.lproj/Localizable.strings", "\"widget.fire.title\" = \"Fire Button\";\n\"widget.fire.description\" = \"Lösche deinen Browserverlauf.\";\n"),
            ("Widgets/Widget/WidgetText.swift", "import Foundation\n\nlet widgetTexts = [NSLocalizedString(\"widget.fire.title\", comment: \"\"), NSLocalizedString(\"widget.fire.description\", comment: \"\")]\n"),
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated") == [
            "Widgets/Widget/de.lproj/Localizable.strings:1:1: warning: \"widget.fire.title\" is \"Fire Button\" in de as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (de) [l10n-untranslated]",
        ])
    }

    /// deltachat/deltachat-ios (GPL-3.0), fr.lproj/Localizable.stringsdict: French writes
    /// "%d messages" as English does, in a rule copied from English's; German does not.
    @Test func pluralFormsALanguageSharesWithEnglishAreTranslated() throws {
        let english = [("one", "%d message"), ("other", "%d messages")]
        let root = try TestSupport.write([
            ("en.lproj/Localizable.stringsdict", Self.stringsdict(key: "n_messages", valueType: "d", forms: english)),
            ("fr.lproj/Localizable.stringsdict", Self.stringsdict(key: "n_messages", valueType: "d", forms: english)),
            ("de.lproj/Localizable.stringsdict", Self.stringsdict(key: "n_messages", valueType: "d", forms: english)),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-untranslated")
        #expect(findings.count == 1 && findings[0].hasPrefix("de.lproj/Localizable.stringsdict:"), "\(findings)")
    }

    // MARK: Cause 7: white space on purpose, and empty at the source

    @Test func aConnectorAndAnEmptyInfoPlistValueAreNotEmptyTranslations() throws {
        let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "status.summary.at-time" : {
              "extractionState" : "manual",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : " at " } },
                "eu" : { "stringUnit" : { "state" : "translated", "value" : " · " } },
                "ja" : { "stringUnit" : { "state" : "translated", "value" : " " } },
                "nb" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            },
            "account.movedto.redirect-%@" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "Redirect to %@" } },
                "nb" : { "stringUnit" : { "state" : "needs_review", "value" : " " } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let infoPlist = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "CFBundleGetInfoString" : {
              "comment" : "Get Info string",
              "extractionState" : "extracted_with_value",
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "new", "value" : "" } }
              }
            },
            "NSCameraUsageDescription" : {
              "localizations" : {
                "en" : { "stringUnit" : { "state" : "translated", "value" : "" } }
              }
            }
          },
          "version" : "1.0"
        }
        """
        let root = try TestSupport.write([
            ("IceCubes/Localizable.xcstrings", catalog), ("GoMap/InfoPlist.xcstrings", infoPlist),
            // Element X: ". " joins sentences; an empty Norwegian value glues them together.
            ("X/en.lproj/Localizable.strings", "\"common_sentence_delimiter\" = \". \";\n"),
            ("X/nb.lproj/Localizable.strings", "\"common_sentence_delimiter\" = \"\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-empty")
        #expect(findings == [
            "GoMap/InfoPlist.xcstrings:13:9: error: \"NSCameraUsageDescription\" has an empty value in InfoPlist.xcstrings (en) [l10n-empty]",
            "IceCubes/Localizable.xcstrings:10:9: error: \"status.summary.at-time\" has an empty value in Localizable.xcstrings (nb) [l10n-empty]",
            "IceCubes/Localizable.xcstrings:16:9: error: \"account.movedto.redirect-%@\" has an empty value in Localizable.xcstrings (nb) [l10n-empty]",
            "X/nb.lproj/Localizable.strings:1:1: error: \"common_sentence_delimiter\" has an empty value in nb.lproj/Localizable.strings (nb) [l10n-empty]",
        ], "\(findings)")
        #expect(L10nEmptyRule.isConnector(" a les ") && L10nEmptyRule.isConnector(" · ") && !L10nEmptyRule.isConnector(". ")
                && !L10nEmptyRule.isConnector(" Redirect to the new account "))
    }

    /// A variable read at two positions is in place where the translation reads it at the same
    /// two; a variable that moved is named with the first position the development value reads
    /// it at, the same in every run (a dictionary's first match was any of them).
    @Test func aVariableReadTwiceIsInPlaceAndAMovedOneIsNamedAlike() throws {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"twice\" = \"%1$#@n@ or %2$@ or %3$#@n@\";\n\"moved\" = \"%1$#@a@ %2$#@b@ %3$#@a@\";\n"),
            ("fr.lproj/Localizable.strings", "\"twice\" = \"%1$#@n@ ou %2$@ ou %3$#@n@\";\n\"moved\" = \"%1$#@b@ %2$#@a@ %3$#@a@\";\n"),
        ])
        var runs: Set<[String]> = []
        for _ in 0..<12 {
            runs.insert(try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders").filter { $0.contains("in the development language: write") })
        }
        #expect(runs.count == 1, "\(runs)")
        let findings = runs.first ?? []
        #expect(!findings.contains { $0.contains("\"twice\"") }, "\(findings)")
        #expect(findings.contains { $0.contains("\"moved\": %#@a@ reads argument 2 here but argument 1 in the development language") }, "\(findings)")
        #expect(findings.contains { $0.contains("\"moved\": %#@b@ reads argument 1 here but argument 2 in the development language") }, "\(findings)")
        #expect(!findings.contains { $0.contains("reads argument 3 here") }, "\(findings)")
    }
}

/// Date format patterns a translation keeps (Simplenote's "MMM d, yyyy" in 19 languages, VLC's
/// "MMM yyyy"), told apart from words written in pattern letters.
@Suite struct DateFormatPatternTests {
    @Test func patternsAreToldFromWords() {
        for pattern in ["MMM d, yyyy", "yyyy-MM-dd", "MMM d", "MMM d, h:mm a", "HH:mm", "EEEE", "yyyyMMdd", "d 'de' MMMM", "HH 'h' mm", "h 'o''clock' a, MMM"] {
            #expect(DateFormatPattern.matches(pattern), "\(pattern)")
        }
        for word in ["Add", "Added", "Hmm", "a", "d", "Gamma", "Add %lld", "MMM Über", "Mode", "OK", "mm hmm", "'unterminated MM"] {
            #expect(!DateFormatPattern.matches(word), "\(word)")
        }
    }
}

/// Interface Builder's notes to translators in exported `.strings` comments (owntracks/ios,
/// EPL-1.0/EDL-1.0, OwnTracks/OwnTracks/ru.lproj/Storyboard.strings, in its shape).
@Suite struct StringsNoteTests {
    @Test func aNoteSayingNotToTranslateMarksItsEntryOnly() throws {
        let text = """
        /* Class = "UILabel"; text = "days"; ObjectID = "0Eb-tP-jZe"; Note = "Don't translate, technical term"; */
        "0Eb-tP-jZe.text" = "days";

        /* Class = "UILabel"; text = "Mode"; ObjectID = "1Ab-cd-Efg"; */
        "1Ab-cd-Efg.text" = "Modus";

        /* Class = "UILabel"; text = "<Distance>"; ObjectID = "2Xy-zz-Q1w"; Note = "Placeholder. Don’t translate."; */
        "2Xy-zz-Q1w.text" = "<Distance>";
        /* Note = "Translate with care" */
        "3Qq-rr-Ss0.text" = "Wait";
        """
        let result = StringsParser.parse(utf8: Array(text.utf8), file: "ru.lproj/Storyboard.strings")
        #expect(result.error == nil)
        #expect(result.entries.map(\.shouldTranslate) == [false, true, false, true])
    }
}

/// Values a device never shows are not judged (nextcloud/talk-ios, GPL-3.0, uk.lproj; and
/// element-hq/element-ios, AGPL-3.0, hu.lproj/Vector.strings, in their shapes).
@Suite struct NeverShownValueTests {
    static let stringsdict = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
    \t<key>%ld participants left</key>
    \t<dict>
    \t\t<key>NSStringLocalizedFormatKey</key>
    \t\t<string>%#@participants@</string>
    \t\t<key>participants</key>
    \t\t<dict>
    \t\t\t<key>NSStringFormatSpecTypeKey</key>
    \t\t\t<string>NSStringPluralRuleType</string>
    \t\t\t<key>NSStringFormatValueTypeKey</key>
    \t\t\t<string>ld</string>
    \t\t\t<key>one</key>
    \t\t\t<string>%ld учасник вийшов</string>
    \t\t\t<key>few</key>
    \t\t\t<string>%ld учасники вийшли</string>
    \t\t\t<key>many</key>
    \t\t\t<string>%ld учасників вийшли</string>
    \t\t\t<key>other</key>
    \t\t\t<string>%ld учасника вийшли</string>
    \t\t</dict>
    \t</dict>
    </dict>
    </plist>
    """

    @Test func aStringsValueItsStringsdictReplacesIsNotJudged() throws {
        var files: [(path: String, content: String)] = [
            ("App/en.lproj/Localizable.strings", "\"%ld participants left\" = \"%ld participants left\";\n\"Leave\" = \"Leave\";\n"),
            ("App/uk.lproj/Localizable.strings", "\"%ld participants left\" = \"учасників вийшли\";\n\"Leave\" = \"Вийти\";\n"),
        ]
        let without = try TestSupport.write(files)
        #expect(try TestSupport.lint(without, relativeTo: without, rule: "l10n-placeholders").count == 1)
        files.append(("App/uk.lproj/Localizable.stringsdict", Self.stringsdict))
        let with = try TestSupport.write(files)
        let findings = try TestSupport.lint(with, relativeTo: with, rule: "l10n-placeholders")
        #expect(findings.isEmpty, "\(findings)")
    }

    @Test func aBlankValueForAKeyNothingReadsIsNotJudged() throws {
        let root = try TestSupport.write([
            ("Riot/en.lproj/Vector.strings", "\"biometrics_setup_title\" = \"Enable Face ID\";\n"),
            ("Riot/hu.lproj/Vector.strings", "\"biometrics_setup_title\" = \"\";\n\"biometrics_desetup_subtitle\" = \" \";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-empty")
        #expect(findings.count == 1 && findings[0].contains("biometrics_setup_title"), "\(findings)")
    }
}
