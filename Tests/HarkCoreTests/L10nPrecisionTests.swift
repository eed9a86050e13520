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
            "be.lproj/Localizable.stringsdict:7:3: error: \"a11y_digits_entered\" (%#@COUNT@) has NSStringFormatValueTypeKey \"@\": the plural form is chosen by a number, write d, ld or f (be) [l10n-plurals]",
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
}
