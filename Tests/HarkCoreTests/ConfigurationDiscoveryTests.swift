import Foundation
import Testing
@testable import HarkCore

/// `.hark.json` discovery, include/exclude, `.gitignore` and suppressions, through the binary.
@Suite struct ConfigurationDiscoveryTests {
    /// A switch without a hint: one hint-missing warning (the only finding).
    static let model = #"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": "Wi-Fi", "switch": {}, "ignore": ["l10n-hardcoded"]}]}]}]}"#

    /// A git repository (a `.git` folder marks the root) with nested configurations and ignores.
    func project() throws -> String {
        let root = try TestSupport.write([
            (".hark.json", #"{"hark": 1, "rules": {"hint-missing": "off"}}"#),
            (".gitignore", "build/\n*.tmp.json\n!keep.tmp.json\n"),
            ("Other/m.json", Self.model),
            ("App/.hark.json", #"{"hark": 1, "rules": {"hint-missing": "note"}, "exclude": ["Generated", "**/*.draft.json"]}"#),
            ("App/m.json", Self.model),
            ("App/Generated/m.json", Self.model),
            ("App/x.draft.json", Self.model),
            ("App/x.tmp.json", Self.model),
            ("App/keep.tmp.json", Self.model),
            ("App/sub/.gitignore", "local.json\n"),
            ("App/sub/local.json", Self.model),
            ("App/sub/m.json", Self.model),
            ("build/m.json", Self.model),
            ("README.md", "# A project\n"),
        ])
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        return root
    }

    func reported(_ run: HarkRun) -> [String] {
        run.stdout.split(separator: "\n").filter { $0.hasSuffix("[hint-missing]") }.map { String($0.split(separator: ":")[0]) }.sorted()
    }

    @Test func nestedConfigurationsIgnoresAndExcludes() throws {
        let root = try project()
        let run = try HarkProcess.run(["lint", "--format", "text"], in: root)
        #expect(run.status == 0, "\(run.stderr)")
        // Other/ has hint-missing off (the root's file); App/ turns it back on as a note; build/,
        // *.tmp.json (but keep.tmp.json), App/sub/local.json, App/Generated and drafts are left out.
        #expect(reported(run) == ["App/keep.tmp.json", "App/m.json", "App/sub/m.json"], "\(run.stdout)")
        #expect(run.stdout.contains("App/m.json:1:111: note: switch \"c\" has no hint"), "\(run.stdout)")
        // From a subfolder, the same findings with the same paths (the base is the git root).
        let inside = try HarkProcess.run(["lint", "../.."], in: root + "/App/sub")
        #expect(inside.stdout == run.stdout)
    }

    @Test func noConfigAndAnExplicitConfig() throws {
        let root = try project()
        let bare = try HarkProcess.run(["lint", "--no-config", "Other", "App/m.json"], in: root)
        #expect(reported(bare) == ["App/m.json", "Other/m.json"], "\(bare.stdout)")
        #expect(bare.stdout.contains("warning: switch \"c\" has no hint"), "the rule's own severity")
        try Data(#"{"hark": 1, "rules": {"hint-missing": "error"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/ci.json"))
        let explicit = try HarkProcess.run(["lint", "--config", "ci.json", "Other"], in: root)
        #expect(explicit.status == 1)
        #expect(explicit.stdout.contains("Other/m.json:1:111: error: switch \"c\" has no hint"))
        let both = try HarkProcess.run(["lint", "--config", "ci.json", "--no-config"], in: root)
        #expect(both.status == 2 && both.stderr.hasPrefix("Error: "))
    }

    @Test func includeNarrowsFilesAndFoldersOfTables() throws {
        let root = try TestSupport.write([
            (".hark.json", #"{"hark": 1, "include": ["App/**"]}"#),
            ("App/m.json", Self.model),
            ("Other/m.json", Self.model),
            ("Other/en.lproj/Localizable.strings", "\"A\" = \"\";\n"),
            ("App/Strings/en.lproj/Localizable.strings", "\"B\" = \"\";\n"),
        ])
        let run = try HarkProcess.run(["lint"], in: root)
        #expect(reported(run) == ["App/m.json"], "\(run.stdout)")
        #expect(run.stdout.contains("App/Strings/en.lproj/Localizable.strings:1:1: error: \"B\" has an empty value"))
        #expect(!run.stdout.contains("Other/"))
    }

    @Test func ruleDocumentLinksCanPointAtAWebCopy() throws {
        let root = try TestSupport.write([(".hark.json", #"{"hark": 1, "ruleDocs": "https://example.com/hark/Rules/"}"#), ("m.json", Self.model)])
        let sarif = try HarkProcess.run(["lint", "--format", "sarif"], in: root).stdout
        #expect(sarif.contains("\"helpUri\": \"https://example.com/hark/Rules/hint-missing.md\""))
        let html = try HarkProcess.run(["lint", "--format", "html"], in: root).stdout
        #expect(html.contains("<a href=\"https://example.com/hark/Rules/hint-missing.md\">hint-missing</a>"))
        try Data(#"{"hark": 1, "ruleDocs": "Rules/"}"#.utf8).write(to: URL(fileURLWithPath: root + "/.hark.json"))
        let relative = try HarkProcess.run(["lint"], in: root)
        #expect(relative.status == 2 && relative.stdout.contains("\"ruleDocs\" must be an absolute URL"), "\(relative.stdout)")
    }

    /// An installation's web address for the rule documents (`make install RULE_DOCS=…`) is
    /// the default link; a configuration's `ruleDocs` still wins.
    @Test func theInstallationNamesTheDefaultRuleLinks() throws {
        let data = try TestSupport.makeTemporaryFolder()
        for folder in ["Rules", "Locales"] {
            try FileManager.default.createSymbolicLink(atPath: data + "/" + folder, withDestinationPath: TestSupport.packageRoot + "/" + folder)
        }
        try Data("https://example.com/hark/v1/Rules\n".utf8).write(to: URL(fileURLWithPath: data + "/" + ResourceLocator.ruleDocsFile))
        let root = try TestSupport.write([("m.json", Self.model)])
        let sarif = try HarkProcess.run(["lint", "--format", "sarif"], in: root, environment: ["HARK_RESOURCES": data]).stdout
        #expect(sarif.contains("\"helpUri\": \"https://example.com/hark/v1/Rules/hint-missing.md\""), "\(sarif.prefix(2000))")
        #expect(!sarif.contains("file://" + PathDisplay.percentEncode(data)))
        try Data(#"{"hark": 1, "ruleDocs": "https://example.org/Rules/"}"#.utf8).write(to: URL(fileURLWithPath: root + "/.hark.json"))
        let configured = try HarkProcess.run(["lint", "--format", "sarif"], in: root, environment: ["HARK_RESOURCES": data]).stdout
        #expect(configured.contains("\"helpUri\": \"https://example.org/Rules/hint-missing.md\""))
        // Something that is no URL is not a link.
        try FileManager.default.removeItem(atPath: root + "/.hark.json")
        try Data("Rules/\n".utf8).write(to: URL(fileURLWithPath: data + "/" + ResourceLocator.ruleDocsFile))
        let local = try HarkProcess.run(["lint", "--format", "sarif"], in: root, environment: ["HARK_RESOURCES": data]).stdout
        #expect(local.contains("\"helpUri\": \"file://" + PathDisplay.percentEncode(data) + "/Rules/hint-missing.md\""))
    }

    @Test func aPathNamedOnTheCommandLineIsReadEvenWhenIgnored() throws {
        let root = try project()
        let run = try HarkProcess.run(["lint", "build/m.json", "--no-config"], in: root)
        #expect(reported(run) == ["build/m.json"])
        let listed = try HarkProcess.run(["lint", "-", "--no-config"], in: root, input: "build/m.json\nApp/m.json\nREADME.md\ngone.json\n")
        #expect(reported(listed) == ["App/m.json"], "a listed path in an ignored folder is left out, as in a search")
        #expect(listed.status == 0, "a listed file no format reads, or one deleted, is no error: \(listed.stderr)")
        #expect(listed.stdout.contains("Skipped: gone.json (not found)."))
    }

    @Test func aBrokenDiscoveredConfigurationIsRecordedAndTheRestAudited() throws {
        let root = try project()
        try Data(#"{"hark": 1, "rules": {"hint-mising": "off"}, "colour": 1}"#.utf8).write(to: URL(fileURLWithPath: root + "/App/sub/.hark.json"))
        let run = try HarkProcess.run(["lint"], in: root)
        #expect(run.status == 2)
        #expect(run.stdout.contains("App/sub/.hark.json:1:46: error: unknown key \"colour\""), "\(run.stdout)")
        #expect(reported(run).contains("App/m.json"), "the other inputs are still audited")
        try Data(#"{"hark": 1, "rules": {"hint-mising": "off"}}"#.utf8).write(to: URL(fileURLWithPath: root + "/App/sub/.hark.json"))
        let typo = try HarkProcess.run(["lint"], in: root)
        #expect(typo.status == 2)
        #expect(typo.stdout.contains("App/sub/.hark.json:1:23: error: the configuration names no rule \"hint-mising\""), "\(typo.stdout)")
    }
}

/// Findings accepted where they are: by configuration (on any finding's fields) and by
/// comments in the inputs.
@Suite struct SuppressionTests {
    /// The import tests' storyboard, with an accessibility identifier on the switch without a hint.
    static var storyboard: String {
        InterfaceBuilderImportTests.storyboard.replacingOccurrences(
            of: "<switch on=\"YES\" id=\"sw2-01-abc\">",
            with: "<switch on=\"YES\" id=\"sw2-01-abc\">\n<accessibility key=\"accessibilityConfiguration\" identifier=\"bold-switch\"/>")
    }

    func lint(_ configuration: String?, files: [(path: String, content: String)] = []) throws -> HarkRun {
        var all = files + [("S.storyboard", Self.storyboard)]
        if let configuration { all.append((".hark.json", configuration)) }
        let root = try TestSupport.write(all)
        return try HarkProcess.run(["lint", "--fail-on", "note"], in: root)
    }

    @Test(arguments: ["sw2-01-abc", "bold-switch"])
    func aStoryboardSwitchBySuppressedObjectIDOrAccessibilityIdentifier(_ element: String) throws {
        let before = try lint(nil)
        #expect(before.stdout.contains("switch \"bold-switch\" has no hint of its own"), "\(before.stdout)")
        let after = try lint(#"{"hark": 1, "suppress": [{"rule": "hint-missing", "element": "\#(element)", "reason": "set in code"}]}"#)
        #expect(!after.stdout.contains("[hint-missing]"), "\(after.stdout)")
        #expect(after.stdout.contains("1 finding suppressed."))
    }

    @Test func aSuppressionByFileGlobAndOneThatMatchesNothing() throws {
        let byFile = try lint(#"{"hark": 1, "suppress": [{"rule": ["hint-missing", "label-layout", "dynamic-type"], "file": "*.storyboard", "reason": "legacy screen"}]}"#)
        #expect(byFile.stdout.hasPrefix("No findings. 3 findings suppressed."), "\(byFile.stdout)")
        let otherFile = try lint(#"{"hark": 1, "suppress": [{"rule": "hint-missing", "file": "Other.storyboard", "reason": "x"}]}"#)
        #expect(otherFile.stdout.contains("[hint-missing]"))
    }

    @Test(arguments: [
        (#"{"hark": 1, "suppress": [{"rule": "hint-missing", "element": "x"}]}"#, "missing the required key \"reason\""),
        (#"{"hark": 1, "suppress": [{"rule": "hint-missing", "reason": "why"}]}"#, "names a \"file\", \"element\", \"key\" or \"screen\""),
        (#"{"hark": 1, "suppress": [{"rule": "hint-mising", "element": "x", "reason": "why"}]}"#, "the suppression names no rule \"hint-mising\""),
    ])
    func aSuppressionMustSayWhatAndWhy(_ configuration: String, _ message: String) throws {
        let run = try lint(configuration)
        #expect(run.status == 2)
        #expect(run.stdout.contains(message), "\(run.stdout)")
    }

    @Test func aStringsKeyByConfigurationAndByComment() throws {
        let model = #"{"hark": 1, "app": {"localizations": "L"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": {"key": "WIFI"}, "switch": {"accessibility": {"hint": {"key": "HINT"}}}}]}]}]}"#
        let files: [(path: String, content: String)] = [
            ("m.json", model),
            ("L/en.lproj/Localizable.strings", "\"WIFI\" = \"Wi-Fi Assist\";\n\"HINT\" = \"Joins networks.\";\n"),
            ("L/de.lproj/Localizable.strings", "/* hark:disable:next l10n-untranslated -- a brand name */\n\"WIFI\" = \"Wi-Fi Assist\";\n\"HINT\" = \"Joins networks.\";\n"),
            ("L/fr.lproj/Localizable.strings", "\"WIFI\" = \"Wi-Fi Assist\";\n\"HINT\" = \"Rejoint les réseaux.\";\n"),
        ]
        let root = try TestSupport.write(files)
        let run = try HarkProcess.run(["lint", "--fail-on", "never"], in: root)
        let untranslated = run.stdout.split(separator: "\n").filter { $0.hasSuffix("[l10n-untranslated]") }
        #expect(untranslated.count == 2, "de's WIFI is suppressed; fr's WIFI and de's HINT remain: \(untranslated)")
        #expect(untranslated.contains { $0.hasPrefix("L/fr.lproj/Localizable.strings:1:1:") })
        #expect(untranslated.contains { $0.hasPrefix("L/de.lproj/Localizable.strings:3:1:") })
        try Data(#"{"hark": 1, "suppress": [{"rule": "l10n-untranslated", "key": "HINT", "locale": "de", "reason": "checked"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/.hark.json"))
        let configured = try HarkProcess.run(["lint", "--fail-on", "never"], in: root)
        #expect(configured.stdout.split(separator: "\n").filter { $0.hasSuffix("[l10n-untranslated]") }.count == 1)
        #expect(configured.stdout.contains("2 findings suppressed."))
    }

    @Test func aCommentNamingNoRuleIsAnError() throws {
        let root = try TestSupport.write([("L/en.lproj/Localizable.strings", "/* hark:disable:next l10n-untranslatd */\n\"A\" = \"a\";\n")])
        let run = try HarkProcess.run(["lint"], in: root)
        #expect(run.status == 2)
        #expect(run.stdout.contains("L/en.lproj/Localizable.strings:1:1: error: the hark: comment names no rule \"l10n-untranslatd\""), "\(run.stdout)")
    }

    @Test func suppressionsApplyToSwiftSourceFindingsOnTheirFields() throws {
        // Swift source is read by another input format; its findings are suppressed by the same
        // mechanism: the reader hands over its comments, the configuration matches on fields.
        let source = "struct V {\n    // hark:disable:next label-missing -- the label comes from the row model\n    let t = Toggle(\"\", isOn: $on)\n}\n"
        let comments = SwiftComments.scan(utf8: Array(source.utf8), file: "/p/V.swift")
        let (inline, _) = InlineSuppression.parse(comments)
        let finding = Finding(rule: "label-missing", severity: .error, location: SourceLocation(file: "/p/V.swift", line: 3, column: 13),
                              screen: "V", element: "toggle-1", scope: .none, message: PlainMessage(words: "w"), phrasing: .stringsTables)
        #expect(Suppressions(inline: inline, configured: []).covers(finding))
        let moved = Finding(rule: "label-missing", severity: .error, location: SourceLocation(file: "/p/V.swift", line: 9, column: 13),
                            screen: "V", element: "toggle-1", scope: .none, message: PlainMessage(words: "w"), phrasing: .stringsTables)
        #expect(!Suppressions(inline: inline, configured: []).covers(moved))
        // A configured suppression matches the same finding by its file and element.
        let document = try JSONParser.parse(Array(#"{"rule": "label-missing", "file": "*.swift", "element": "toggle-1", "reason": "r"}"#.utf8), file: "/p/.hark.json")
        let configured = try ConfiguredSuppression(document.root, in: document, folder: "/p")
        #expect(Suppressions(inline: [], configured: [configured]).covers(moved))
        let other = Finding(rule: "label-missing", severity: .error, location: moved.location, screen: "V", element: "toggle-2",
                            scope: .none, message: PlainMessage(words: "w"), phrasing: .stringsTables)
        #expect(!Suppressions(inline: [], configured: [configured]).covers(other))
    }

    /// A Swift toggle suppressed by the configuration, end to end: by its file (a glob) and
    /// element (the bound property), the other toggle of the file still reported.
    @Test func aConfiguredSuppressionOfASwiftToggle() throws {
        let source = """
        import SwiftUI

        struct SettingsView: View {
            @AppStorage("mute") var mute = false
            @AppStorage("haptics") var haptics = false

            var body: some View {
                Form {
                    Toggle("Start Muted", isOn: $mute)
                    Toggle("Haptics", isOn: $haptics)
                }
            }
        }

        """
        let root = try TestSupport.write([("App/Views/SettingsView.swift", source)])
        let before = try HarkProcess.run(["lint", "--fail-on", "never"], in: root)
        #expect(before.stdout.contains("App/Views/SettingsView.swift:9:13: warning: switch \"mute\" has no hint of its own"), "\(before.stdout)")
        try Data(#"{"hark": 1, "suppress": [{"rule": "hint-missing", "file": "App/**/SettingsView.swift", "element": "mute", "reason": "the hint is set by the row"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/.hark.json"))
        let after = try HarkProcess.run(["lint", "--fail-on", "never"], in: root)
        #expect(!after.stdout.contains("switch \"mute\""), "\(after.stdout)")
        #expect(after.stdout.contains("App/Views/SettingsView.swift:10:13: warning: switch \"haptics\" has no hint of its own"))
        #expect(after.stdout.contains("1 finding suppressed."))
    }

    /// A Settings.bundle toggle suppressed by its preference key, as `key` or as `element`.
    @Test(arguments: ["key", "element"])
    func aSettingsBundleToggleByItsKey(_ field: String) throws {
        let pane = SettingsBundleFixtures.pane([
            SettingsBundleFixtures.toggle("Developer Mode Switch", key: "devmode_preference", defaultValue: "<false/>"),
            SettingsBundleFixtures.toggle("Sound Switch", key: "sound_preference"),
        ], stringsTable: nil)
        let root = try TestSupport.write([("Settings.bundle/Root.plist", pane)])
        let before = try HarkProcess.run(["lint", "--fail-on", "never"], in: root)
        #expect(before.stdout.split(separator: "\n").filter { $0.hasSuffix("[label-style]") }.count == 2, "\(before.stdout)")
        try Data(#"{"hark": 1, "suppress": [{"rule": "label-style", "\#(field)": "devmode_preference", "reason": "a developer setting"}]}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/.hark.json"))
        let after = try HarkProcess.run(["lint", "--fail-on", "never"], in: root)
        let styles = after.stdout.split(separator: "\n").filter { $0.hasSuffix("[label-style]") }
        #expect(styles.count == 1 && styles.allSatisfy { $0.contains("\"Sound Switch\"") }, "\(after.stdout)")
        #expect(after.stdout.contains("1 finding suppressed."))
    }
}
