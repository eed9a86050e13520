import Foundation
import Testing
@testable import HarkCore

@Suite struct PluralRuleTests {
    @Test(arguments: [
        ("en", ["one", "other"]), ("de", ["one", "other"]), ("fr", ["one", "other"]), ("es", ["one", "other"]),
        ("it", ["one", "other"]), ("pt-BR", ["one", "other"]), ("ru", ["few", "many", "one", "other"]),
        ("ar", ["few", "many", "one", "other", "two", "zero"]), ("ja", ["other"]), ("zh-Hans", ["other"]), ("ko", ["other"]),
        ("he", ["one", "other", "two"]), ("pl", ["few", "many", "one", "other"]),
    ])
    func requiredCategoriesFollowCLDR(_ locale: String, _ required: [String]) {
        #expect(PluralCategories.required(for: locale).map { $0.sorted() } == required)
    }

    @Test func zeroIsAlwaysMeaningfulAndUnknownLanguagesAreSkipped() {
        #expect(PluralCategories.meaningful(for: "ja")?.contains("zero") == true)
        #expect(PluralCategories.meaningful(for: "ja")?.contains("one") == false)
        #expect(PluralCategories.meaningful(for: "fr")?.contains("many") == true)
        // CLDR 42 (ICU 72, iOS 17): Catalan's `many` for 1,000,000, as French's and Spanish's.
        #expect(PluralCategories.meaningful(for: "ca")?.contains("many") == true)
        #expect(PluralCategories.required(for: "ca") == ["one", "other"])
        #expect(PluralCategories.required(for: "tlh") == nil)
        // Hebrew's `many` before CLDR 42 (iOS 16 and earlier): allowed, not required.
        #expect(PluralCategories.meaningful(for: "he")?.contains("many") == true)
        #expect(PluralCategories.meaningful(for: "he")?.contains("few") == false)
    }

    func stringsdict(_ forms: [String: String]) -> String {
        var plist = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict>\n<key>N</key>\n<dict>\n"
        plist += "<key>NSStringLocalizedFormatKey</key><string>%#@n@</string>\n<key>n</key>\n<dict>\n"
        plist += "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>\n"
        plist += "<key>NSStringFormatValueTypeKey</key><string>d</string>\n"
        for (category, value) in forms.sorted(by: { $0.key < $1.key }) { plist += "<key>\(category)</key><string>\(value)</string>\n" }
        return plist + "</dict>\n</dict>\n</dict>\n</plist>\n"
    }

    @Test func arabicNeedsAllSixAndEnglishFewIsANote() throws {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.stringsdict", stringsdict(["one": "%d item", "few": "%d items", "other": "%d items"])),
            ("ar.lproj/Localizable.stringsdict", stringsdict(["one": "عنصر", "other": "%d عناصر"])),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-plurals")
        #expect(findings == [
            "ar.lproj/Localizable.stringsdict:7:1: error: ⁨\"N\" (%#@n@) lacks the plural forms zero, two, few, many that ar needs⁩ (ar) [l10n-plurals]",
            "en.lproj/Localizable.stringsdict:7:1: note: \"N\" (%#@n@) has the form few, which en never uses (en) [l10n-plurals]",
        ])
    }

    @Test func aVariableWithoutItsRuleIsAPlaceholderError() throws {
        let broken = stringsdict(["one": "%d", "other": "%d"]).replacingOccurrences(of: "<string>%#@n@</string>", with: "<string>%#@count@</string>")
        let root = try TestSupport.write([
            ("en.lproj/Localizable.stringsdict", stringsdict(["one": "%d item", "other": "%d items"])),
            ("de.lproj/Localizable.stringsdict", broken),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
        #expect(findings == ["de.lproj/Localizable.stringsdict:4:1: error: \"N\" uses %#@count@ but defines no rule for \"count\" (de) [l10n-placeholders]"])
    }
}

@Suite struct StringCatalogTests {
    static let catalog = #"""
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Reset" : {
          "localizations" : {
            "de" : { "stringUnit" : { "state" : "translated", "value" : "Zurücksetzen" } },
            "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Réinitialiser" } },
            "ja" : { "stringUnit" : { "state" : "new", "value" : "" } }
          }
        },
        "%lld items" : {
          "localizations" : {
            "en" : { "variations" : { "plural" : {
              "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld item" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld items" } } } } },
            "de" : { "variations" : { "plural" : {
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld Objekte" } } } } },
            "fr" : { "variations" : { "device" : {
              "iphone" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } },
              "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld éléments" } } } } },
            "ja" : { "stringUnit" : { "state" : "translated", "value" : "%lld 個" } }
          }
        },
        "Brand" : { "shouldTranslate" : false },
        "Old" : { "extractionState" : "stale", "localizations" : { "en" : { "stringUnit" : { "state" : "translated", "value" : "Old" } } } },
        "Reset" : { "localizations" : { "de" : { "stringUnit" : { "state" : "translated", "value" : "Zurücksetzen" } } } }
      },
      "version" : "1.0"
    }
    """#

    @Test func readsLanguagesStatesAndVariations() throws {
        let root = try TestSupport.write([("Localizable.xcstrings", StringCatalogTests.catalog)])
        let tables = try StringCatalogParser.load(file: root + "/Localizable.xcstrings")
        #expect(tables.map(\.locale) == ["de", "en", "fr", "ja"])
        let english = try #require(tables.first { $0.locale == "en" })
        #expect(english.lookup("Reset") == "Reset", "a key without a source localization stands for itself")
        #expect(english.lookup("%lld items") == "%lld items")
        #expect(english.entry("Brand")?.shouldTranslate == false)
        #expect(english.entry("Old")?.isStale == true)
        #expect(english.plurals.first?.forms.keys.sorted() == ["one", "other"])
        let french = try #require(tables.first { $0.locale == "fr" })
        #expect(french.entry("Reset")?.state == .needsReview)
        #expect(french.lookup("%lld items") == "%lld éléments", "a device variation gives its value")
        #expect(english.entry("Reset")?.location.line == 26, "the later of two definitions wins")
        #expect(english.entries.first { $0.key == "Reset" }?.location.line == 4)
    }

    @Test func auditReportsStatesPluralsStaleAndDuplicateJSONKeys() throws {
        let root = try TestSupport.write([("Localizable.xcstrings", StringCatalogTests.catalog)])
        let all = try TestSupport.lint(root, relativeTo: root)
        func lines(_ rule: String) -> [String] { all.filter { $0.hasSuffix("[\(rule)]") } }
        #expect(lines("l10n-untranslated") == [
            "Localizable.xcstrings:7:9: warning: \"Reset\" is marked needs_review in Localizable.xcstrings (fr) [l10n-untranslated]",
            "Localizable.xcstrings:8:9: warning: \"Reset\" is marked new in Localizable.xcstrings (ja) [l10n-untranslated]",
        ])
        #expect(lines("l10n-plurals") == [
            "Localizable.xcstrings:16:35: error: \"%lld items\" lacks the plural form one that de needs (de) [l10n-plurals]",
            "Localizable.xcstrings:18:9: warning: \"%lld items\" has no plural variable in fr, which the development language has: every number reads the same (fr) [l10n-plurals]",
        ])
        #expect(lines("l10n-unused") == ["Localizable.xcstrings:25:64: note: \"Old\" is stale in Localizable.xcstrings: the code no longer uses it (en) [l10n-unused]"])
        #expect(lines("l10n-duplicate-key").contains("Localizable.xcstrings:26:5: warning: \"Reset\" is already defined on line 4: this later value wins on device (en) [l10n-duplicate-key]"))
        #expect(!all.contains { $0.contains("\"Brand\"") }, "keys not to translate are never missing or untranslated")
        #expect(lines("l10n-empty").contains { $0.contains("(ja)") })
    }

    @Test func everyCorpusCatalogReads() throws {
        let file = TestSupport.corpus + "/Cizzuk__CSE/Localizable.xcstrings"
        let tables = try StringCatalogParser.load(file: file)
        #expect(tables.count == 10)
        #expect(tables.allSatisfy { $0.syntaxError == nil })
        #expect(tables.first { $0.locale == "en" }?.keyCount == 150)
    }
}

@Suite struct PlaceholderTests {
    func findings(_ english: String, _ other: String, locale: String = "fr") throws -> [String] {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"K\" = \"\(english)\";\n"),
            ("\(locale).lproj/Localizable.strings", "\"K\" = \"\(other)\";\n"),
        ])
        return try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
            .map { String($0.split(separator: ": ", maxSplits: 1).last ?? "") }
    }

    @Test(arguments: [
        ("%@", "%1$@"), ("%1$@", "%@"), ("%d", "%i"), ("%i", "%d"), ("%@ %d", "%2$d %1$@"), ("%2$d %1$@", "%@ %d"),
        ("100%%", "100 %%"), ("%% done", "fait"), ("%#@n@", "%#@n@"), ("%.2f", "%.1f"), ("%5d", "%d"), ("no format", "pas de format"),
    ])
    func equivalentSpecifiersPassBothWays(_ english: String, _ other: String) throws {
        #expect(try findings(english, other) == [], "\(english) / \(other)")
    }

    @Test(arguments: [
        ("%@", "%d", "\"K\": argument 1 is %d (integer) but %@ (object) in the development language (fr) [l10n-placeholders]"),
        ("%d", "%@", "\"K\": argument 1 is %@ (object) but %d (integer) in the development language (fr) [l10n-placeholders]"),
        ("%@ %@", "%2$@", "\"K\" lacks argument 1 (%@, object) but uses argument 2: String(format:) then reads the later arguments from the wrong place (fr) [l10n-placeholders]"),
        ("%@", "%@ %@", "\"K\" uses argument 2 (%@), which the development language does not pass (fr) [l10n-placeholders]"),
        ("%1$@ %2$d", "%1$d %2$@", "\"K\": argument 1 is %1$d (integer) but %1$@ (object) in the development language (fr) [l10n-placeholders]"),
        ("%f", "%s", "\"K\": argument 1 is %s (C string) but %f (float) in the development language (fr) [l10n-placeholders]"),
    ])
    func mismatchesAreErrors(_ english: String, _ other: String, _ expected: String) throws {
        #expect(try findings(english, other).contains("error: " + expected), "\(english) / \(other)")
    }

    @Test func sizeChangeOn64BitIsAWarningBothWays() throws {
        #expect(try findings("%d", "%lld") == ["warning: \"K\": argument 1 is %lld but %d in the development language: 64 bits against 32 bits on 64-bit devices (fr) [l10n-placeholders]"])
        #expect(try findings("%lld", "%d") == ["warning: \"K\": argument 1 is %d but %lld in the development language: 32 bits against 64 bits on 64-bit devices (fr) [l10n-placeholders]"])
        #expect(try findings("%ld", "%lu") == ["note: \"K\": argument 1 is %lu but %ld in the development language (same type and size, printed differently) (fr) [l10n-placeholders]"])
        #expect(try findings("%ld", "%lld") == [], "long and long long are both 64 bits")
    }

    @Test func aTrailingDropIsAWarningAGapAnError() throws {
        #expect(try findings("%@ %@", "%@") == ["warning: \"K\" lacks argument 2 (%@, object) (fr) [l10n-placeholders]"])
        #expect(try findings("%@ %@", "%2$@").first?.hasPrefix("error: \"K\" lacks argument 1") == true)
    }

    @Test func typosFromShippedApps() throws {
        #expect(try findings("%@ tabs", "% @ onglets") == ["note: \"K\": '% @' has a space between % and the conversion: it prints as '%@' but reads like a typo (fr) [l10n-placeholders]"])
        #expect(try findings("%@ Tabs", "％@ タブ", locale: "ja").contains { $0.contains("the fullwidth percent sign ％ is not a format specifier") })
        #expect(try findings("%d%% done", "٪ d منجز", locale: "ar").contains { $0.contains("the Arabic percent sign ٪ is not a format specifier") })
    }

    @Test func parserReadsEveryForm() {
        let parsed = FormatSpecifiers.parse("%1$@ %2$lld %% %#@files@ %-5.2f %qd %zu %hhd %Lf %c %s %p %x")
        #expect(parsed.specifiers.map(\.text) == ["%1$@", "%2$lld", "%#@files@", "%-5.2f", "%qd", "%zu", "%hhd", "%Lf", "%c", "%s", "%p", "%x"])
        // Counted positions count on their own, from 1, whatever written ones come first.
        #expect(parsed.specifiers.map(\.position) == [1, 2] + Array(1...10))
        #expect(parsed.specifiers[1].length == "ll" && parsed.specifiers[2].variable == "files")
        // As String(format:) reads it: "% s" is a C string with a space flag.
        #expect(FormatSpecifiers.parse("100% sure").specifiers.map(\.text) == ["% s"])
        #expect(FormatSpecifiers.parse("100% sure").typos.isEmpty, "only an object with a space flag is surely a typo")
        #expect(FormatSpecifiers.parse("100% ready").specifiers.isEmpty, "'r' is no conversion")
    }

    /// Each case as CoreFoundation's `__CFParseFormatSpec` reads it (probed with String(format:)
    /// on swift-corelibs-foundation: `%1$d %d %d` with 1, 2, 3 prints `1 1 2`; `%*d|` with 6,
    /// 42 prints `    42|`; `%'d|` prints `'d|`).
    @Test func parserFollowsCoreFoundation() {
        func read(_ text: String) -> [String] {
            FormatSpecifiers.parse(text).specifiers.map { "\($0.position)\($0.isExplicit ? "$" : "") \($0.kind.rawValue)\($0.role == .value ? "" : " (\($0.role))")\($0.isProseLike ? " prose" : "")" }
        }
        #expect(read("dans %2$@ : %d fichiers") == ["2$ object", "1 integer"])
        #expect(read("%1$d %d %d") == ["1$ integer", "1 integer", "2 integer"])
        #expect(read("%*d pts") == ["1 integer (width)", "2 integer"])
        #expect(read("%-*.*f") == ["1 integer (width)", "2 integer (precision)", "3 float"])
        #expect(read("%2#@total@") == ["1 variable"], "digits without $ before #@ are a width")
        #expect(read("%# @sites@") == ["1 variable"], "a space between # and @ is a flag")
        #expect(read("%'d") == [], "an apostrophe ends the specifier: printed as is")
        #expect(read("100% guaranteed") == ["1 float prose"])
        #expect(read("50 % de réduction") == ["1 integer prose"])
        #expect(read("% 5d") == ["1 integer"], "a width makes it a real specifier")
        #expect(read("%100 garanti") == ["1 float prose"], "Turkish writes the percent sign before the number")
        #expect(read("%50 indirim ve %1$@") == ["1 integer prose", "1$ object"])
        #expect(read("%5 d") == ["1 integer prose"])
        #expect(read("%05 d") == ["1 integer"], "a flag before the number makes it a real specifier")
        #expect(read("%5ld") == ["1 integer"])
        #expect(FormatSpecifiers.parse("Progress: %d%").endsWithPercent)
        #expect(FormatSpecifiers.parse("%#@files@", firstPosition: 3).specifiers.first?.position == 3)
    }
}

@Suite struct TruncationTests {
    @Test func widthArithmetic() {
        // 17 pt: "Wi-Fi" = W .86 + i .24 + - .34 + F .66 + i .24 = 2.34 em = 39.78 pt
        #expect(abs(TextWidth.estimate("Wi-Fi", fontSize: 17) - 39.78) < 0.001)
        #expect(TextWidth.estimate("設定", fontSize: 17) == 34, "CJK is full width")
        #expect(TextWidth.estimate("설정", fontSize: 10) == 19)
        #expect(TextWidth.estimate("e\u{301}", fontSize: 17) == TextWidth.estimate("e", fontSize: 17), "combining marks take no room")
        // Other scripts' marks too: a Devanagari virama and vowel sign below, Hebrew points,
        // Arabic harakat, a Thai vowel above; a spacing vowel sign keeps its room.
        #expect(TextWidth.estimate("क्षु", fontSize: 17) == TextWidth.estimate("कष", fontSize: 17))
        #expect(TextWidth.estimate("שָׁלוֹם", fontSize: 17) == TextWidth.estimate("שלום", fontSize: 17))
        #expect(TextWidth.estimate("مُحَمَّد", fontSize: 17) == TextWidth.estimate("محمد", fontSize: 17))
        #expect(TextWidth.estimate("กิน", fontSize: 17) == TextWidth.estimate("กน", fontSize: 17))
        #expect(TextWidth.estimate("का", fontSize: 17) > TextWidth.estimate("क", fontSize: 17))
    }

    @Test func availableWidthUsesSwitchFrameAndSpacing() throws {
        // 375 - 32 - 61 - 20 = 262 available; 30 Latin "a" (0.53 em) at 17 pt = 270.3 pt.
        let text = String(repeating: "a", count: 30)
        let model = #"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "label": {"text": "\#(text)"}, "layout": {"spacing": 20}, "switch": {"frame": {"x": 0, "y": 0, "width": 61, "height": 31}}}]}]}]}"#
        let root = try TestSupport.write([("m.json", model)])
        let findings = try TestSupport.lint(root + "/m.json", relativeTo: root, rule: "l10n-truncation")
        #expect(findings == ["m.json:1:102: warning: \"\(text)\" is about 270 pt wide at 17 pt; 262 pt fit beside the switch (en) [l10n-truncation]"])
        let shorter = model.replacingOccurrences(of: text, with: String(repeating: "a", count: 29))
        try FileSystem.writeAtomically(Array(shorter.utf8), to: root + "/m.json")
        #expect(try TestSupport.lint(root + "/m.json", relativeTo: root, rule: "l10n-truncation") == [])
    }
}

@Suite struct PseudoLocalizationTests {
    @Test func stylesKeepSpecifiersIntact() {
        let text = "%1$@ at %2$d%% for %#@n@"
        for style in PseudoStyle.allCases {
            let pseudo = PseudoLocalizer.transform(text, style: style)
            #expect(FormatSpecifiers.parse(pseudo).specifiers.map(\.text) == FormatSpecifiers.parse(text).specifiers.map(\.text), "\(style)")
            #expect(pseudo.contains("%%"))
        }
        #expect(PseudoLocalizer.transform("Invert Colors", style: .accented) == "[Îñṽéŕţ Çöļöŕš one two]")
        #expect(PseudoLocalizer.transform("On", style: .double) == "OnOn")
        #expect(PseudoLocalizer.transform("On", style: .bidi) == "\u{202E}On\u{202C}")
    }

    @Test func roundTripThroughTheStringsParser() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/Settings/Locales", toPath: folder + "/Locales")
        try FileSystem.writeAtomically(Array("\"FMT\" = \"%1$@ at %2$d%% \\\"quoted\\\"\\n\";\n".utf8), to: folder + "/Locales/en.lproj/Extra.strings")
        let run = try HarkProcess.run(["pseudo", "Locales"], in: folder)
        #expect(run.status == 0)
        #expect(run.stdout.contains("wrote Locales/en-XA.lproj/Localizable.strings"))
        let english = try StringsParser.load(file: folder + "/Locales/en.lproj/Localizable.strings", table: "Localizable", locale: "en")
        for style in PseudoStyle.allCases {
            let table = try StringsParser.load(file: folder + "/Locales/\(style.locale).lproj/Localizable.strings", table: "Localizable", locale: style.locale)
            #expect(table.syntaxError == nil)
            #expect(table.keyCount == english.keyCount)
            let extra = try StringsParser.load(file: folder + "/Locales/\(style.locale).lproj/Extra.strings", table: "Extra", locale: style.locale)
            #expect(FormatSpecifiers.parse(extra.lookup("FMT") ?? "").specifiers.map(\.text) == ["%1$@", "%2$d"])
        }
        // The pseudo-locales pass Hark's own placeholder check against the development language.
        #expect(try TestSupport.lint(folder + "/Locales", relativeTo: folder, rule: "l10n-placeholders") == [])
    }
}
