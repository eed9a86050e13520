import Foundation
import Testing
@testable import HarkCore

/// Findings are data until a report words them: collapsing across locales works on fields,
/// never on message text, whatever the locale codes look like.
@Suite struct LocaleCollapseTests {
    static let localeSets: [[String]] = [["en", "fr", "de", "es"], ["en", "ja", "ko"], ["en", "fr", "pt-BR", "zh-Hans", "ar"]]

    private func project(_ locales: [String], missingFromAll: Bool) throws -> String {
        var files: [(path: String, content: String)] = [("en.lproj/Localizable.strings", "\"A\" = \"Apple\";\n\"B\" = \"Banana\";\n")]
        for locale in locales.dropFirst() {
            files.append(("\(locale).lproj/Localizable.strings", missingFromAll ? "\"A\" = \"x-\(locale)\";\n" : "\"A\" = \"x-\(locale)\";\n\"B\" = \"y-\(locale)\";\n"))
        }
        return try TestSupport.write(files)
    }

    @Test(arguments: localeSets)
    func aKeyMissingFromEveryTranslationIsOneFindingWithoutLocale(_ locales: [String]) throws {
        let root = try project(locales, missingFromAll: true)
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
        #expect(findings == ["en.lproj/Localizable.strings:2:1: error: \"B\" is missing from Localizable.strings (in all \(locales.count - 1) translations) [l10n-missing]"])
    }

    @Test(arguments: localeSets)
    func aKeyMissingFromOneTranslationKeepsItsLocale(_ locales: [String]) throws {
        let root = try project(locales, missingFromAll: false)
        let last = try #require(locales.last)
        try FileSystem.writeAtomically(Array("\"A\" = \"x\";\n".utf8), to: root + "/\(last).lproj/Localizable.strings")
        // (Messages of right-to-left locales are wrapped in bidi isolates in text reports.)
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-missing")
            .map { $0.replacingOccurrences(of: "\u{2068}", with: "").replacingOccurrences(of: "\u{2069}", with: "") }
        #expect(findings == ["en.lproj/Localizable.strings:2:1: error: \"B\" is missing from \(last).lproj/Localizable.strings (\(last)) [l10n-missing]"])
    }

    @Test func findingsInEachTranslationFileStayThere() throws {
        // The same two wrong arguments in both translations are found in each file: findings at
        // different places are never merged, whatever their words.
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"K\" = \"%1$@ has %2$d\";\n"),
            ("fr.lproj/Localizable.strings", "\"K\" = \"%1$d a %2$@\";\n"),
            ("de.lproj/Localizable.strings", "\"K\" = \"%1$d hat %2$@\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
        #expect(findings.count == 4, "\(findings)")
        #expect(findings.filter { $0.hasPrefix("fr.lproj/") && $0.hasSuffix("(fr) [l10n-placeholders]") }.count == 2)
        #expect(findings.filter { $0.hasPrefix("de.lproj/") && $0.hasSuffix("(de) [l10n-placeholders]") }.count == 2)
    }
}

@Suite struct LocaleCollapseUnitTests {
    private func finding(_ subject: String, _ locale: String, _ words: String) -> Finding {
        Finding(rule: "r", severity: .error, location: SourceLocation(file: "f", line: 1, column: 1), screen: nil, element: "e",
                scope: .locale(locale), message: PlainMessage(words: words, subject: subject), phrasing: .stringsTables)
    }

    @Test func eachSubjectCollapsesOnItsOwn() {
        let findings = ["en", "fr", "de"].flatMap { [finding("a", $0, "A"), finding("b", $0, "B")] }
        let collapsed = LocaleCollapse.apply(findings, locales: ["en", "fr", "de"], developmentLanguage: "en")
        #expect(collapsed.map(\.text) == ["A (in all 3 locales)", "B (in all 3 locales)"])
        #expect(collapsed.allSatisfy { $0.locale == nil })
    }

    @Test func aProblemOfEveryLocaleIsToldInTheDevelopmentLanguagesWords() {
        // The same place in every locale is one problem (the spec's every-locale rule), told in
        // the development language's words even where each locale quotes its own.
        let findings = ["de", "en"].map { finding("a", $0, "the name \($0) differs") }
        let collapsed = LocaleCollapse.apply(findings, locales: ["en", "de"], developmentLanguage: "en")
        #expect(collapsed.map(\.text) == ["the name en differs (in all 2 locales)"])
    }

    @Test func translationsCollapseOnlyWhenTheyReadAlike() {
        let alike = ["fr", "de"].map { finding("a", $0, "same words") }
        #expect(LocaleCollapse.apply(alike, locales: ["en", "fr", "de"], developmentLanguage: "en").map(\.text)
                == ["same words (in all 2 translations)"])
        let different = ["fr", "de"].map { finding("a", $0, "words of \($0)") }
        #expect(LocaleCollapse.apply(different, locales: ["en", "fr", "de"], developmentLanguage: "en").count == 2)
    }

    /// A source file two targets build is audited by both units: a finding both tell alike is
    /// reported once; one that differs in any word, locale or severity stays.
    @Test func aFindingTwoUnitsTellAlikeIsReportedOnce() {
        var warning = finding("a", "fr", "A")
        warning.severity = .warning
        let findings = [finding("a", "fr", "A"), finding("b", "fr", "B"), finding("a", "fr", "A"), finding("a", "de", "A"),
                        finding("a", "fr", "A, again"), warning]
        let reported = findings.sortedForReport().withoutRepeats()
        #expect(reported.map { "\($0.text) \($0.locale ?? "")" } == ["A de", "A fr", "A, again fr", "A fr", "B fr"])
        #expect(reported.map(\.severity) == [.error, .error, .error, .warning, .error])
    }
}

/// Each input format words its fixes its own way.
@Suite struct FixPhrasingTests {
    @Test func aStoryboardFindingNamesTheIdentityInspectorNotModelKeys() throws {
        let root = TestSupport.corpus + "/joshuapekera__UIKitCatalog/UIKitCatalog"
        let findings = try TestSupport.lint(root + "/Base.lproj/SwitchViewController.storyboard", relativeTo: root)
        #expect(!findings.isEmpty)
        for finding in findings {
            #expect(!finding.contains("accessibility.label") && !finding.contains("accessibility.hint") && !finding.contains("{\"key\""), "\(finding)")
        }
        #expect(findings.contains { $0.contains("set Accessibility > Label in the Identity inspector") })
    }

    @Test func aModelFindingNamesTheModelKeys() throws {
        let root = try TestSupport.write([("m.json", #"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "switch": {}}]}]}]}"#)])
        let findings = try TestSupport.lint(root + "/m.json", relativeTo: root)
        #expect(findings.contains { $0.contains("set accessibility.label or give the cell a \"text\" [label-missing]") })
        #expect(findings.contains { $0.contains("(accessibility.hint) [hint-missing]") })
    }

    @Test func eachSwitchOfAnAppMixingSwiftUIAndUIKitIsToldInItsOwnFramework() throws {
        let root = try TestSupport.write([
            ("A.swift", "import SwiftUI\n\nstruct SettingsView: View {\n    @State private var isOn = false\n\n    var body: some View {\n        Form {\n            Toggle(\"\", isOn: $isOn)\n        }\n    }\n}\n"),
            ("B.swift", "import UIKit\n\nfinal class SettingsController: UITableViewController {\n    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {\n        let cell = UITableViewCell()\n        let toggle = UISwitch()\n        cell.contentView.addSubview(toggle)\n        return cell\n    }\n}\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "hint-missing")
        #expect(findings == [
            "A.swift:8:13: warning: switch \"isOn\" has no hint of its own: say what turning it on does (.accessibilityHint(_:)) [hint-missing]",
            "B.swift:6:22: warning: switch \"toggle\" has no hint of its own: say what turning it on does (accessibilityHint) [hint-missing]",
        ])
        let names = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(names.contains { $0.hasPrefix("B.swift:6:22:") && $0.contains("set the switch's accessibilityLabel, or make it the cell's accessoryView") })
        #expect(!names.contains { $0.contains("(SwiftUI) or") })
    }

    @Test func everyInputFormatWordsEveryFix() {
        for format in InputFormats.all {
            let phrasing = format.phrasing
            for words in [phrasing.name, phrasing.hint, phrasing.value, phrasing.element, phrasing.localize, phrasing.deploymentTarget] {
                #expect(!words.isEmpty, "\(format.name)")
                // Only the screen model's own fixes speak its JSON syntax.
                if !(format is ScreenModelFormat) {
                    #expect(!words.contains("accessibility.") && !words.contains("{\"key\""), "\(format.name): \(words)")
                }
            }
        }
    }
}

/// The extension points are declared, and the lists a reader sees follow from them.
@Suite struct DeclaredListsTests {
    static let readme: String = (try? String(contentsOfFile: TestSupport.packageRoot + "/README.md", encoding: .utf8)) ?? ""

    @Test(arguments: Commands.all.map(\.name))
    func everyCommandAnswersHelp(_ name: String) throws {
        for flag in ["--help", "-h"] {
            let run = try HarkProcess.run([name, flag])
            #expect(run.status == 0)
            #expect(run.stdout.hasPrefix("Usage: hark \(name)"))
            #expect(run.stderr.isEmpty)
        }
    }

    @Test func usageListsEveryOptionAndFormat() throws {
        for command in Commands.all {
            let usage = Usage.text(for: command)
            for option in command.options { #expect(usage.contains(option.name), "\(command.name) \(option.name)") }
        }
        let lint = try #require(Commands.named("lint"))
        for reporter in Reporters.all { #expect(Usage.text(for: lint).contains("  \(reporter.id) ")) }
    }

    @Test func readmeRulesTableMatchesTheRules() throws {
        let catalog = try TestSupport.ruleCatalog()
        var rows: [String: String] = [:]
        for line in Self.readme.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        #expect(Set(rows.keys) == Set(catalog.documents.keys), "README's rule table lists exactly the rules")
        for (id, severity) in rows { #expect(catalog.documents[id]?.severity.rawValue == severity, "\(id)") }
    }

    @Test func readmeListsEveryFormatCommandAndOption() throws {
        // The report formats' bullet names exactly the registered reporters, no more, no fewer.
        let start = try #require(Self.readme.range(of: "- Report formats (`--format`):"))
        let bullet = String(Self.readme[start.upperBound...]).components(separatedBy: "\n- ").first ?? ""
        let named = bullet.components(separatedBy: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            .filter { $0.allSatisfy { $0.isLowercase } }
        #expect(Set(named) == Set(Reporters.all.map(\.id)), "README's format bullet names \(named)")
        #expect(Self.readme.contains(Usage.synopses), "README's command list is `Usage.synopses`:\n\(Usage.synopses)")
    }

    @Test func readmePathBulletNamesEveryInputFormat() throws {
        let start = try #require(Self.readme.range(of: "- PATH is "))
        let bullet = (Self.readme[start.lowerBound...].components(separatedBy: "\n- ").first ?? "")
            .replacingOccurrences(of: "\n  ", with: " ").replacingOccurrences(of: "**", with: "")
        for format in InputFormats.all { #expect(bullet.localizedCaseInsensitiveContains(format.name), "\(format.name)") }
        #expect(bullet.contains(".lproj") && bullet.contains("String Catalog"))
    }

    @Test func messagesListingInputsNameEveryFormat() throws {
        let empty = try TestSupport.write([("Empty/.keep", "")])
        let run = try HarkProcess.run(["lint", empty + "/Empty"])
        #expect(run.status == 2)
        for format in InputFormats.all { #expect(run.stderr.contains(format.pathDescription) || run.stdout.contains(format.pathDescription), "\(format.name)") }
        for text in [Usage.summary, Usage.text(for: ExportCommand())] {
            let flat = text.replacingOccurrences(of: "\n", with: " ")
            for format in InputFormats.all { #expect(flat.contains(format.pathDescription), "\(format.name)") }
        }
    }

    @Test func configHelpListsTheKeysTheConfigurationReads() throws {
        // The configuration's own "unknown key" error lists every key it reads.
        let root = try TestSupport.write([(".hark.json", #"{"hark": 1, "noSuchKey": 1}"#)])
        var read: Set<String> = []
        do {
            _ = try Configuration.load(file: root + "/.hark.json")
        } catch let error as InputError {
            let known = try #require(error.message.components(separatedBy: "known keys: ").last)
            read = Set(known.components(separatedBy: "\"").enumerated().filter { $0.offset % 2 == 1 }.map(\.element))
        }
        read.remove("hark")
        #expect(!read.isEmpty)
        let lint = try #require(Commands.named("lint"))
        let help = try #require(lint.options.first { $0.name == "--config" }?.help)
        let listed = try #require(help.components(separatedBy: "keys: ").last?.dropLast())
        #expect(Set(listed.components(separatedBy: ", ")) == read, "--config's help lists \(listed); the configuration reads \(read.sorted())")
    }

    @Test func projectSpecRulesTableMatchesTheRules() throws {
        let catalog = try TestSupport.ruleCatalog()
        let spec = try String(contentsOfFile: TestSupport.packageRoot + "/docs/spec.md", encoding: .utf8)
        var rows: [String: String] = [:]
        for line in spec.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 2 else { continue }
            rows[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = cells[1]
        }
        #expect(Set(rows.keys) == Set(catalog.documents.keys), "docs/spec.md's rule table lists exactly the rules")
        for (id, severity) in rows { #expect(catalog.documents[id]?.severity.rawValue == severity, "\(id)") }
    }

    @Test func ruleTypesAreNamedAfterTheirIDsAndFiledByCategory() throws {
        let catalog = try TestSupport.ruleCatalog()
        for rule in RuleRegistry.all {
            let expected = rule.id.split(separator: "-").map { $0 == "l10n" ? "L10n" : $0.prefix(1).uppercased() + $0.dropFirst() }.joined() + "Rule"
            #expect(String(describing: type(of: rule)) == expected)
            let category = try #require(catalog.documents[rule.id]?.category)
            let folder = TestSupport.packageRoot + "/Sources/HarkCore/Rules/" + category.prefix(1).uppercased() + category.dropFirst()
            #expect(FileManager.default.fileExists(atPath: folder + "/\(expected).swift"), "\(expected) belongs in \(folder)")
        }
    }

    @Test func contributorGuideAndProjectSpecExist() {
        for file in ["CONTRIBUTING.md", "docs/spec.md"] {
            #expect(FileManager.default.fileExists(atPath: TestSupport.packageRoot + "/" + file), "\(file)")
        }
    }
}
