import Foundation
import Testing
@testable import HarkCore

/// The cases locheck (Asana/locheck 0.9.11, MIT) asserts in its own tests and examples,
/// rebuilt as `.lproj` folders in the shapes Xcode writes (a `.stringsdict` with its DOCTYPE and
/// tabs), with what Hark reports. Each case says what locheck reports (from running its Linux
/// build on the case) and, where they differ, why Hark is right, by CoreFoundation's source
/// (CFString.c) and probes of `String(format:)`. The differences are written up in the rule
/// documents' "Hark and locheck" sections: Rules/l10n-placeholders.md, l10n-plurals.md,
/// l10n-missing.md, l10n-duplicate-key.md and l10n-syntax.md. locheck's cases come from its
/// repository: Tests/LocheckLogicTests (ValidateStringsTests, StringsdictEntryTests,
/// parseAndValidateStringsdictTests) and Examples/ (Demo_Base and Demo_Translation).
@Suite struct LocheckCaseTests {
    /// A `.strings` table of one entry per line.
    static func strings(_ entries: [(String, String)]) -> String {
        entries.map { "\"\($0.0)\" = \"\($0.1)\";\n" }.joined()
    }

    struct Rule {
        let name: String
        var spec: String? = "NSStringPluralRuleType"
        var value: String? = "d"
        let forms: [(String, String)]
    }

    /// A `.stringsdict` as Xcode writes it.
    static func stringsdict(_ entries: [(key: String, format: String?, rules: [Rule])]) -> String {
        var text = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>

        """
        for entry in entries {
            text += "\t<key>\(entry.key)</key>\n\t<dict>\n"
            if let format = entry.format { text += "\t\t<key>NSStringLocalizedFormatKey</key>\n\t\t<string>\(format)</string>\n" }
            for rule in entry.rules {
                text += "\t\t<key>\(rule.name)</key>\n\t\t<dict>\n"
                if let spec = rule.spec { text += "\t\t\t<key>NSStringFormatSpecTypeKey</key>\n\t\t\t<string>\(spec)</string>\n" }
                if let value = rule.value { text += "\t\t\t<key>NSStringFormatValueTypeKey</key>\n\t\t\t<string>\(value)</string>\n" }
                for (category, form) in rule.forms { text += "\t\t\t<key>\(category)</key>\n\t\t\t<string>\(form)</string>\n" }
                text += "\t\t</dict>\n"
            }
            text += "\t</dict>\n"
        }
        return text + "</dict>\n</plist>\n"
    }

    static let files = Rule(name: "files", forms: [("one", "%d file"), ("other", "%d files")])
    /// The French of `files` (a copy of the English rule is l10n-untranslated's).
    static let fichiers = Rule(name: "files", forms: [("one", "%d fichier"), ("other", "%d fichiers")])
    static let englishFiles = stringsdict([("files", "%#@files@", [files])])

    /// The localization findings on `files` (path, content), relative to their folder.
    func lint(_ files: [(String, String)]) throws -> [String] {
        let root = try TestSupport.write(files)
        return try TestSupport.lint(root, relativeTo: root).filter { $0.contains("[l10n-") }
    }

    /// en and fr `Localizable.strings` of one key each.
    func pair(_ english: String, _ french: String, key: String = "K") throws -> [String] {
        try lint([("en.lproj/Localizable.strings", Self.strings([(key, english)])),
                  ("fr.lproj/Localizable.strings", Self.strings([(key, french)]))])
    }

    /// en `files` against a French entry.
    func plural(_ french: [(key: String, format: String?, rules: [Rule])], english: String = englishFiles) throws -> [String] {
        try lint([("en.lproj/Localizable.stringsdict", english), ("fr.lproj/Localizable.stringsdict", Self.stringsdict(french))])
    }

    // MARK: - Format arguments in .strings (Rules/l10n-placeholders.md, "Hark and locheck")

    @Test(arguments: [
        // Agrees with locheck: no report.
        ("%1$d files in %2$@", "dans %2$@ : %1$d fichiers"), ("Hello %@", "Bonjour %1$@"), ("Hello %1$@", "Bonjour %@"),
        ("%.2f km", "%.1f km"), ("100%% of %@", "100 %% de %@"),
        // locheck: a missing argument (it does not know %i). CoreFoundation: %i is %d.
        ("%d items", "%i éléments"),
        // locheck: an error. Apple documents %D as %d.
        ("%d items", "%D éléments"),
        // locheck: an extra argument 1 (it does not read widths or flags). One int each.
        ("%5d pts", "%d pts"), ("%+d pts", "%d pts"),
        // locheck: two implicit-position warnings per file (it reads %%d as an argument). One argument.
        ("Type %%d for %@", "Tapez %%d pour %@"),
        // locheck: a warning. An argument used twice alike prints twice (probe: "A A").
        ("Hello %1$@", "Bonjour %1$@ %1$@"),
        // Prose that is not formatted (locheck: nothing, by not reading "% g" at all).
        ("100% guaranteed", "100% garanti"), ("50% discount", "50 % de réduction"), ("100% sure", "100 % sûr"),
        // Home Assistant's Turkish: the percent sign before the number.
        ("Not 100% guaranteed", "%100 garanti edilmez"),
        // locheck's ValidateStringsTests testValid_implicitOrderArgs and testValid_explicitOrderArgs.
        ("present %d %@", "%d %@"), ("present %1$d %2$@", "tneserp %2$@ %1$d"),
    ])
    func validPairsGiveNothing(_ english: String, _ french: String) throws {
        #expect(try pair(english, french) == [], "\(english) / \(french)")
    }

    @Test func theRequestedCaseCountsImplicitPositionsApart() throws {
        // locheck: a warning (implicit position). CoreFoundation prints "dans Docs : 3 fichiers": valid, a note.
        #expect(try pair("%1$d files in %2$@", "dans %2$@ : %d fichiers") == [
            "fr.lproj/Localizable.strings:1:1: note: \"K\": \"dans %2$@ : %d fichiers\" mixes written (%2$@) and counted (%d) positions: the counted ones count from 1 on their own; write every position (fr) [l10n-placeholders]",
        ])
    }

    @Test func typeChangesAreErrorsAsInLocheck() throws {
        #expect(try pair("%d files in %@", "dans %@ : %d fichiers") == [
            "fr.lproj/Localizable.strings:1:1: error: \"K\": argument 1 is %@ (object) but %d (integer) in the development language (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.strings:1:1: error: \"K\": argument 2 is %d (integer) but %@ (object) in the development language (fr) [l10n-placeholders]",
        ])
        #expect(try pair("%d files", "%@ fichiers").first?.contains("error: \"K\": argument 1 is %@ (object) but %d (integer)") == true)
        #expect(try pair("Hello %@", "Bonjour %s") == ["fr.lproj/Localizable.strings:1:1: error: \"K\": argument 1 is %s (C string) but %@ (object) in the development language (fr) [l10n-placeholders]"])
        // Escaped quotes around the specifier (a case of locheck's tests).
        #expect(try lint([("en.lproj/Localizable.strings", "\"say \\\"%@\\\"\" = \"Say \\\"%@\\\"\";\n"),
                          ("fr.lproj/Localizable.strings", "\"say \\\"%@\\\"\" = \"Dites « %d »\";\n")])
                == ["fr.lproj/Localizable.strings:1:1: error: \"say \"%@\"\": argument 1 is %d (integer) but %@ (object) in the development language (fr) [l10n-placeholders]"])
    }

    @Test func lengthDifferencesAreWarningsOrNotesNotErrors() throws {
        // locheck: errors ("should be d, is lld"). Same type; 64 against 32 bits truncates, no crash.
        #expect(try pair("%d items", "%lld éléments") == ["fr.lproj/Localizable.strings:1:1: warning: \"K\": argument 1 is %lld but %d in the development language: 64 bits against 32 bits on 64-bit devices (fr) [l10n-placeholders]"])
        #expect(try pair("%d items", "%ld éléments").first?.hasPrefix("fr.lproj/Localizable.strings:1:1: warning:") == true)
        #expect(try pair("%ld items", "%lu éléments") == ["fr.lproj/Localizable.strings:1:1: note: \"K\": argument 1 is %lu but %ld in the development language (same type and size, printed differently) (fr) [l10n-placeholders]"])
    }

    @Test func missingExtraAndGappedArguments() throws {
        // Agrees with locheck: a dropped last argument is a warning.
        #expect(try pair("%1$@ and %2$@", "%1$@ et") == ["fr.lproj/Localizable.strings:1:1: warning: \"K\" lacks argument 2 (%2$@, object) (fr) [l10n-placeholders]"])
        #expect(try pair("Welcome %@", "Bienvenue", key: "welcome-key") == ["fr.lproj/Localizable.strings:1:1: warning: \"welcome-key\" lacks argument 1 (%@, object) (fr) [l10n-placeholders]"])
        // locheck: nothing (it does not read %.2f).
        #expect(try pair("%.2f km away", "loin") == ["fr.lproj/Localizable.strings:1:1: warning: \"K\" lacks argument 1 (%.2f, float) (fr) [l10n-placeholders]"])
        // locheck: warnings. An argument the caller does not pass is read from garbage: errors.
        #expect(try pair("Hello %@", "Bonjour %@ %@") == ["fr.lproj/Localizable.strings:1:1: error: \"K\" uses argument 2 (%@), which the development language does not pass (fr) [l10n-placeholders]"])
        #expect(try pair("Hello %1$@", "Bonjour %1$@ %2$@") == ["fr.lproj/Localizable.strings:1:1: error: \"K\" uses argument 2 (%2$@), which the development language does not pass (fr) [l10n-placeholders]"])
        // locheck's Demo "bad pos": missing 1 and a duplicate as warnings. A gap made "%2$@ only" crash.
        #expect(try pair("%1$ld %2$@", "%2$ld %2$@") == [
            "fr.lproj/Localizable.strings:1:1: error: \"K\" lacks argument 1 (%1$ld, integer) but uses argument 2: String(format:) then reads the later arguments from the wrong place (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.strings:1:1: error: \"K\" reads argument 2 as %2$ld (integer) and as %2$@ (object): one of them reads the wrong type (fr) [l10n-placeholders]",
        ])
        // locheck: an extra-argument warning. %*d reads the width first, so %d prints the width.
        #expect(try pair("%*d pts", "%d pts") == [
            "fr.lproj/Localizable.strings:1:1: error: \"K\": argument 1 is the value of %d but the width of %*d in the development language (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.strings:1:1: warning: \"K\" lacks argument 2 (%*d, integer) (fr) [l10n-placeholders]",
        ])
    }

    @Test func aKeyWithSpecifiersIsWhatTheCodePasses() throws {
        // A case of locheck's tests (a key with a format, its value without): locheck warns that "%@ dit salut" has an
        // extra argument, comparing with the English value "Hi!"; the key says the code passes one.
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("%d files", "%d files in total"), ("%@ says hi", "Hi!")])),
                          ("fr.lproj/Localizable.strings", Self.strings([("%d files", "%@ fichiers"), ("%@ says hi", "%@ dit salut")]))])
                == ["fr.lproj/Localizable.strings:1:1: error: \"%d files\": argument 1 is %@ (object) but %d (integer) in the development language (fr) [l10n-placeholders]"])
    }

    @Test func percentSignsInFormattedStrings() throws {
        // locheck: nothing. CoreFoundation drops a last lone '%' ("Progress: 5") and reads "% d" in prose.
        // The French copy of the English typo is the English text's finding, reported once.
        #expect(try pair("Progress: %d%", "Progrès : %d %") == [
            "en.lproj/Localizable.strings:1:1: warning: \"K\": String(format:) drops the '%' at the end; write %% (en) [l10n-placeholders]",
        ])
        #expect(try pair("Progress: %d", "Progrès : %d %") == [
            "fr.lproj/Localizable.strings:1:1: warning: \"K\": String(format:) drops the '%' at the end; write %% (fr) [l10n-placeholders]",
        ])
        #expect(try pair("%d%% off", "%d% de réduction") == ["fr.lproj/Localizable.strings:1:1: error: \"K\": String(format:) reads '% d' in \"% de\" as a conversion, which prints an argument there; write %% for a percent sign (fr) [l10n-placeholders]"])
    }

    /// locheck's ValidateStringsTests testInvalid_implicitOrderArgs and its Examples/Demo_Base.strings and Demo_Translation.strings.
    @Test func locheckDemoStrings() throws {
        #expect(try pair("present %d %@", "%@ %d tneserp", key: "present %d %@").count == 2)
        let findings = try lint([
            ("en.lproj/Localizable.strings", Self.strings([("%@ %@ - %@", "%@ %@ - %@"), ("missing", "missing"), ("bad pos %ld %@", "%1$ld %2$@"),
                                                           ("mismatch %@ types %d", "mismatch %@ types %d"), ("bad position %d", "bad position %d"),
                                                           ("duplicate key", "duplicate key"), ("duplicate key", "duplicate key")])),
            ("fr.lproj/Localizable.strings", Self.strings([("%@ %@ - %@", "%2$@ %1$@ – %3$@"), ("bad pos %ld %@", "%2$ld %2$@"),
                                                           ("mismatch %@ types %d", "mismatch %2$@ types %1$d"), ("bad position %d", "bad position %$d"),
                                                           ("duplicate key", "duplicate key"), ("duplicate key", "duplicate key")])),
        ])
        #expect(findings == [
            "en.lproj/Localizable.strings:2:1: error: \"missing\" is missing from fr.lproj/Localizable.strings (fr) [l10n-missing]",
            // French copied the slip: one finding, at the development table; a note, since the
            // repeat writes the same text (locheck: an error).
            "en.lproj/Localizable.strings:7:1: note: \"duplicate key\" is already defined on line 6 with the same text: the repeat changes nothing; delete it; 1 translation defines it twice too (en) [l10n-duplicate-key]",
            "fr.lproj/Localizable.strings:2:1: error: \"bad pos %ld %@\" lacks argument 1 (%ld, integer) but uses argument 2: String(format:) then reads the later arguments from the wrong place (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.strings:2:1: error: \"bad pos %ld %@\" reads argument 2 as %2$ld (integer) and as %2$@ (object): one of them reads the wrong type (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.strings:3:1: error: \"mismatch %@ types %d\": argument 1 is %1$d (integer) but %@ (object) in the development language (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.strings:3:1: error: \"mismatch %@ types %d\": argument 2 is %2$@ (object) but %d (integer) in the development language (fr) [l10n-placeholders]",
            // "%$d" is no specifier (probe: "bad position $d").
            "fr.lproj/Localizable.strings:4:1: warning: \"bad position %d\" lacks argument 1 (%d, integer) (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.strings:6:1: warning: \"duplicate key\" is \"duplicate key\" in fr as in the development language: not translated yet? (list terms kept in every language under \"doNotTranslate\") (fr) [l10n-untranslated]",
        ])
    }

    // MARK: - Keys, files and syntax (Rules/l10n-missing.md, l10n-duplicate-key.md, l10n-syntax.md)

    @Test func keysAndWholeTablesMissing() throws {
        // Agrees with locheck (which says warning; a missing key shows English: Hark's l10n-missing is an error).
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("hello", "Hello"), ("bye", "Goodbye")])),
                          ("fr.lproj/Localizable.strings", Self.strings([("hello", "Bonjour")]))])
                == ["en.lproj/Localizable.strings:2:1: error: \"bye\" is missing from fr.lproj/Localizable.strings (fr) [l10n-missing]"])
        // locheck: lproj_file_missing_from_translation for both files. Hark: a table no translation
        // has at all is read from the development language in every language (kept there on
        // purpose, as Element X's Untranslated.strings, or not begun): one note each.
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("hello", "Hello")])),
                          ("en.lproj/Localizable.stringsdict", Self.englishFiles),
                          ("fr.lproj/InfoPlist.strings", Self.strings([("CFBundleName", "Démo")]))])
                == ["en.lproj/Localizable.strings:1:1: note: Localizable.strings exists only in en.lproj: its key shows in en in the other language; if it is not kept untranslated on purpose, translate it [l10n-missing]",
                    "en.lproj/Localizable.stringsdict:1:1: note: Localizable.stringsdict exists only in en.lproj: its key shows in en in the other language; if it is not kept untranslated on purpose, translate it [l10n-missing]"])
        // A table one translation has and another lacks is missing from that one: an error.
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("hello", "Hello")])),
                          ("de.lproj/Localizable.strings", Self.strings([("hello", "Hallo")])),
                          ("fr.lproj/InfoPlist.strings", Self.strings([("CFBundleName", "Démo")]))])
                == ["en.lproj/Localizable.strings:1:1: error: there is no fr.lproj/Localizable.strings: its key shows untranslated (fr) [l10n-missing]"])
        // locheck: 'Localizable.strings missing from Base'. Base.lproj holds storyboards, no translation.
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("hello", "Hello")])),
                          ("Base.lproj/Main.strings", Self.strings([("Xx4-AP-OQs.text", "Hello")])),
                          ("fr.lproj/Localizable.strings", Self.strings([("hello", "Bonjour")]))]) == [])
        // A key only a .strings translation has: like locheck, not reported (development tables are
        // often partial exports, the code giving the English with `value:`, as in Firefox Focus).
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("hello", "Hello")])),
                          ("fr.lproj/Localizable.strings", Self.strings([("hello", "Bonjour"), ("stale", "Périmé"), ("stale %@", "Périmé")]))]) == [])
    }

    @Test func duplicateKeysAndSyntax() throws {
        // Agrees with locheck in substance (it says error; the later value silently wins: a warning),
        // the translation's copy of the development table's slip said with it.
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("hello", "Hello"), ("hello", "Hi")])),
                          ("fr.lproj/Localizable.strings", Self.strings([("hello", "Bonjour"), ("hello", "Salut")]))]) == [
            "en.lproj/Localizable.strings:2:1: warning: \"hello\" is already defined on line 1: this later value wins on device; 1 translation defines it twice too (en) [l10n-duplicate-key]",
        ])
        // locheck drops bad lines silently and reports the keys as missing. CoreFoundation refuses the whole table.
        let broken = try lint([
            ("en.lproj/Localizable.strings", "\"hello\" = \"Hello\";\n\"bye\" = \"Goodbye\";\n\"multi\" = \"line one\nline two\";\nunquoted = \"Unquoted key\";\n"),
            ("fr.lproj/Localizable.strings", "\"hello\" \"Bonjour\";\n\"bye\" = \"Au revoir\"\n"),
        ])
        #expect(broken == ["fr.lproj/Localizable.strings:1:9: error: expected ';' after the value of \"hello\", found '\"'; iOS ignores the whole table (fr) [l10n-syntax]"])
        // The variants CoreFoundation reads (tabs, "key"; alone, two entries on a line) are compared.
        #expect(try lint([
            ("en.lproj/Localizable.strings", "\"tab\"\t=\t\"Tab\";\n\"short\";\n\"a\" = \"A\"; \"b\" = \"B\";\n\"esc\" = \"Line\\nbreak %@\";\n"),
            ("fr.lproj/Localizable.strings", "\"tab\" = \"Onglet\";\n\"short\" = \"Court\";\n\"a\" = \"Un\";\n\"b\" = \"Bé\";\n\"esc\" = \"Ligne\\nsaut %d\";\n"),
        ]) == ["fr.lproj/Localizable.strings:5:1: error: \"esc\": argument 1 is %d (integer) but %@ (object) in the development language (fr) [l10n-placeholders]"])
    }

    @Test func utf16TablesAreRead() throws {
        let root = try TestSupport.write([("en.lproj/Localizable.strings", Self.strings([("hello", "Hello %@")]))])
        try FileManager.default.createDirectory(atPath: root + "/fr.lproj", withIntermediateDirectories: true)
        let utf16 = [UInt8]([0xFF, 0xFE]) + Array(Self.strings([("hello", "Bonjour %d")]).utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }
        try FileSystem.writeAtomically(utf16, to: root + "/fr.lproj/Localizable.strings")
        #expect(try TestSupport.lint(root, relativeTo: root) == ["fr.lproj/Localizable.strings:1:1: error: \"hello\": argument 1 is %d (integer) but %@ (object) in the development language (fr) [l10n-placeholders]"])
    }

    @Test func theDevelopmentLanguageAloneIsLintedToo() throws {
        // locheck skips .strings when there is no translation; Hark reads them, and the
        // `one` form without a number is valid (locheck: a false conflict).
        let oneFile = Self.stringsdict([("files_in", "%#@files@ in %@", [Rule(name: "files", forms: [("one", "one file"), ("other", "%d files")])])])
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("a", "%@ %@")])), ("en.lproj/Localizable.stringsdict", oneFile)]) == [])
        #expect(try lint([("en.lproj/Localizable.strings", Self.strings([("a", "%2$@ only")]))])
                == ["en.lproj/Localizable.strings:1:1: error: \"a\" never uses argument 1 but uses argument 2: String(format:) then reads the later arguments from the wrong place (en) [l10n-placeholders]"])
    }

    // MARK: - .stringsdict (Rules/l10n-plurals.md, l10n-placeholders.md)

    @Test func stringsdictCategories() throws {
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d fichier"), ("other", "%d fichiers")])])]) == [])
        // locheck: nothing for each of these.
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d fichier")])])])
                == ["fr.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) lacks the form other, which Apple requires in every rule: the fallback for a number whose category has no form (fr) [l10n-plurals]"])
        #expect(try plural([("files", "%#@files@", [Self.files])], english: Self.stringsdict([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d file")])])]))
                == ["en.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) lacks the form other, which Apple requires in every rule: the fallback for a number whose category has no form (en) [l10n-plurals]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("other", "%d fichiers")])])])
                == ["fr.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) lacks the plural form one that fr needs (fr) [l10n-plurals]"])
        #expect(try lint([("en.lproj/Localizable.stringsdict", Self.englishFiles),
                          ("ru.lproj/Localizable.stringsdict", Self.stringsdict([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d файл"), ("other", "%d файлов")])])]))])
                == ["ru.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) lacks the plural forms few, many that ru needs (ru) [l10n-plurals]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d fichier"), ("othre", "%d fichiers")])])]) == [
            "fr.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) lacks the form other, which Apple requires in every rule: the fallback for a number whose category has no form (fr) [l10n-plurals]",
            "fr.lproj/Localizable.stringsdict:17:4: warning: \"files\" (%#@files@) has the key \"othre\", which is no plural category (zero, one, two, few, many, other): iOS ignores it (fr) [l10n-plurals]",
        ])
    }

    @Test func stringsdictStructureIsReportedOnce() throws {
        let forms = [("one", "%d fichier"), ("other", "%d fichiers")]
        // locheck reports each of these twice (the problem, and the key as missing): Hark once.
        #expect(try plural([("files", nil, [Rule(name: "files", forms: forms)])])
                == ["fr.lproj/Localizable.stringsdict:5:2: error: \"files\" has no NSStringLocalizedFormatKey: iOS cannot use it (fr) [l10n-plurals]"])
        #expect(try plural([("files", "%#@fichiers@", [Rule(name: "files", forms: forms)])])
                == ["fr.lproj/Localizable.stringsdict:5:2: error: \"files\" uses %#@fichiers@ but defines no rule for \"fichiers\" (fr) [l10n-placeholders]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d fichier"), ("other", "%d fichiers dans %#@folders@")])])])
                == ["fr.lproj/Localizable.stringsdict:5:2: error: \"files\" uses %#@folders@ in files.other but defines no rule for \"folders\" (fr) [l10n-placeholders]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", spec: nil, forms: forms)])])
                == ["fr.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) has no NSStringFormatSpecTypeKey: iOS does not apply the rule (fr) [l10n-plurals]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", value: nil, forms: forms)])])
                == ["fr.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) has no NSStringFormatValueTypeKey: iOS does not apply the rule (fr) [l10n-plurals]"])
        // locheck: nothing.
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", spec: "NSStringPluralRuleTypo", forms: forms)])])
                == ["fr.lproj/Localizable.stringsdict:9:3: error: \"files\" (%#@files@) has NSStringFormatSpecTypeKey \"NSStringPluralRuleTypo\"; the one iOS knows is NSStringPluralRuleType (fr) [l10n-plurals]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", value: "@", forms: forms)])]) == [
            "fr.lproj/Localizable.stringsdict:5:2: error: \"files\" reads argument 1 as %#@files@ (object, read as %@) and as %d (integer) in files.one: one of them reads the wrong type (fr) [l10n-placeholders]",
        ])
    }

    @Test func stringsdictArguments() throws {
        // Agrees with locheck: forms disagreeing on a type, a changed type, an extra argument, a dropped last one.
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d fichier"), ("other", "%@ fichiers")])])])
                == ["fr.lproj/Localizable.stringsdict:5:2: error: \"files\" reads argument 1 as %#@files@ (integer, read as %d) and as %@ (object) in files.other: one of them reads the wrong type (fr) [l10n-placeholders]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d fichier"), ("other", "%d fichiers de %2$@")])])])
                == ["fr.lproj/Localizable.stringsdict:5:2: error: \"files\" uses argument 2 (%2$@), which the development language does not pass (fr) [l10n-placeholders]"])
        let englishIn = Self.stringsdict([("files", "%#@files@ in %2$@", [Self.files])])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%d fichier"), ("other", "%d fichiers")])])], english: englishIn) == [
            "en.lproj/Localizable.stringsdict:5:2: note: \"files\": \"%#@files@ in %2$@\" mixes written (%2$@) and counted (%#@files@) positions: the counted ones count from 1 on their own; write every position (en) [l10n-placeholders]",
            "fr.lproj/Localizable.stringsdict:5:2: warning: \"files\" lacks argument 2 (%2$@, object) (fr) [l10n-placeholders]",
        ])
        // locheck: an error ("should be 'd', is 'lld'"). Same type, another size: a warning.
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", value: "lld", forms: [("one", "%lld fichier"), ("other", "%lld fichiers")])])])
                == ["fr.lproj/Localizable.stringsdict:5:2: warning: \"files\": argument 1 is %lld but %d in the development language: 64 bits against 32 bits on 64-bit devices (fr) [l10n-placeholders]"])
        // locheck: nothing. The French loses its plural forms.
        #expect(try plural([("files", "%d fichiers", [])])
                == ["fr.lproj/Localizable.stringsdict:5:2: warning: \"files\" has no plural variable in fr, which the development language has: every number reads the same (fr) [l10n-plurals]"])
    }

    @Test func stringsdictPositionsAsCoreFoundationBindsThem() throws {
        let forms = [("one", "%d fichier"), ("other", "%d fichiers")]
        let englishIn = Self.stringsdict([("files_in", "%#@files@ in %@", [Rule(name: "files", forms: [("one", "one file"), ("other", "%d files")])])])
        // locheck: a false conflict ("'one file in %@' uses '@'"). %#@files@ takes argument 1 whatever its form says.
        #expect(try plural([("files_in", "%#@files@ dans %@", [Rule(name: "files", forms: [("one", "un fichier"), ("other", "%d fichiers")])])], english: englishIn) == [])
        // Agrees with locheck: the variable moved after %@ binds %@ to the count.
        #expect(try plural([("files_in", "dans %@ : %#@files@", [Rule(name: "files", forms: forms)])], english: englishIn) == [
            "fr.lproj/Localizable.stringsdict:5:2: error: \"files_in\": argument 1 is %@ (object) but %#@files@ (integer, read as %d) in the development language (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.stringsdict:5:2: error: \"files_in\": argument 2 is %#@files@ (integer, read as %d) but %@ (object) in the development language (fr) [l10n-placeholders]",
        ])
        // locheck: implicit-position warnings on a correct file. Hark: nothing.
        #expect(try plural([("files_in", "dans %2$@ : %1$#@files@", [Rule(name: "files", forms: forms)])],
                           english: Self.stringsdict([("files_in", "%1$#@files@ in %2$@", [Self.files])])) == [])
        // locheck: nothing (BadlyLocalizedApp's bad-order). The folder count would read the file count.
        let folders = Rule(name: "folders", forms: [("one", "%d dossier"), ("other", "%d dossiers")])
        #expect(try plural([("both", "%#@folders@ : %#@files@", [Rule(name: "files", forms: forms), folders])],
                           english: Self.stringsdict([("both", "%#@files@ in %#@folders@", [Self.files, Rule(name: "folders", forms: [("one", "%d folder"), ("other", "%d folders")])])])) == [
            "fr.lproj/Localizable.stringsdict:5:2: error: \"both\": %#@files@ reads argument 2 here but argument 1 in the development language: write %1$#@files@ (fr) [l10n-placeholders]",
            "fr.lproj/Localizable.stringsdict:5:2: error: \"both\": %#@folders@ reads argument 1 here but argument 2 in the development language: write %2$#@folders@ (fr) [l10n-placeholders]",
        ])
        // locheck: nothing (its own Demo entry "%@ and %d other(s)"): the plural reads argument 1, the object.
        let others = Rule(name: "num_others", forms: [("one", "%1$@ and %2$d other"), ("other", "%1$@ and %2$d others")])
        #expect(try lint([("en.lproj/Localizable.stringsdict", Self.stringsdict([("appreciation", "%#@num_others@", [others])]))])
                == ["en.lproj/Localizable.stringsdict:5:2: error: \"appreciation\" reads argument 1 as %#@num_others@ (integer, read as %d) and as %1$@ (object) in num_others.one: one of them reads the wrong type; the forms read their number as argument 2: write %2$#@num_others@ (en) [l10n-placeholders]"])
    }

    @Test func stringsdictGapsAndKeys() throws {
        let gap = Self.stringsdict([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%1$d file %3$@"), ("other", "%1$d files %3$@")])])])
        // locheck: a warning in each file. A gap misreads the arguments after it: an error, in the development language only.
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%1$d fichier %3$@"), ("other", "%1$d fichiers %3$@")])])], english: gap)
                == ["en.lproj/Localizable.stringsdict:5:2: error: \"files\" never uses argument 2 but uses argument 3: String(format:) then reads the later arguments from the wrong place (en) [l10n-placeholders]"])
        #expect(try plural([("files", "%#@files@", [Rule(name: "files", forms: [("one", "%1$d fichier %2$@ %3$@"), ("other", "%1$d fichiers %2$@ %3$@")])])], english: gap).last
                == "fr.lproj/Localizable.stringsdict:5:2: error: \"files\" uses argument 2 (%2$@), which the development language does not pass (fr) [l10n-placeholders]")
        // Agrees with locheck: keys missing from the translation, and keys only it has (warnings).
        let twoKeys = Self.stringsdict([("files", "%#@files@", [Self.files]), ("dirs", "%#@files@", [Self.files])])
        #expect(try plural([("files", "%#@files@", [Self.fichiers])], english: twoKeys)
                == ["en.lproj/Localizable.stringsdict:21:2: error: \"dirs\" is missing from fr.lproj/Localizable.stringsdict (fr) [l10n-missing]"])
        #expect(try plural([("files", "%#@files@", [Self.fichiers]), ("extra", "%#@files@", [Self.fichiers])])
                == ["fr.lproj/Localizable.stringsdict:21:2: warning: \"extra\" of fr.lproj/Localizable.stringsdict is missing from the development language's en.lproj/Localizable.stringsdict: stale, or en lacks its plural forms (fr) [l10n-missing]"])
    }

    /// locheck's StringsdictEntryTests with nested variables.
    @Test func nestedVariables() throws {
        let level2 = Rule(name: "level2", forms: [("one", "%3$d"), ("other", "%3$d other")])
        // locheck: valid. CoreFoundation binds %#@level1@ to argument 1 (explicit %1$d does not
        // advance the count), and level2 to it too: valid types, but mixed positions.
        let valid = Self.stringsdict([("abc", "%1$d %#@level1@", [Rule(name: "level1", forms: [("one", "%2$d %#@level2@"), ("other", "%2$d other %#@level2@")]), level2])])
        #expect(try lint([("en.lproj/Localizable.stringsdict", valid)])
                == ["en.lproj/Localizable.stringsdict:5:2: note: \"abc\": \"%1$d %#@level1@\" mixes written (%1$d) and counted (%#@level1@) positions: the counted ones count from 1 on their own; write every position (en) [l10n-placeholders]"])
        let mismatch = Self.stringsdict([("abc", "%1$d %2$#@level1@", [Rule(name: "level1", forms: [("one", "%2$d %3$#@level2@"), ("other", "%2$@ other %3$#@level2@")]), level2])])
        #expect(try lint([("en.lproj/Localizable.stringsdict", mismatch)])
                == ["en.lproj/Localizable.stringsdict:5:2: error: \"abc\" reads argument 2 as %2$#@level1@ (integer, read as %d) and as %2$@ (object) in level1.other: one of them reads the wrong type (en) [l10n-placeholders]"])
    }
}
