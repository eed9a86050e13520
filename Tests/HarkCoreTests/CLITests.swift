import Foundation
import Testing
@testable import HarkCore

@Suite(.serialized) struct CLITests {
    let example = "Examples/Settings"

    @Test func lintPrintsFindingsAndExitsOneOnErrors() throws {
        let run = try HarkProcess.run(["lint", example])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.contains("Examples/Settings/Settings.json:89:43: error: \"REDUCE_MOTION_HINT\" is missing from fr.lproj/Localizable.strings: the accessibility hint shows the key (fr) [l10n-missing]"))
        #expect(lines.contains { $0.hasPrefix("Examples/Settings/Settings.json:68:25: error: switch \"bold-text\"") && $0.hasSuffix("[traits-missing]") })
        #expect(lines.contains { $0.hasSuffix("[l10n-duplicate-key]") && $0.contains("en.lproj") })
        #expect(lines.suffix(2) == ["6 errors, 9 warnings, 2 notes.", "Read: 1 screen model (12 switches)."])
    }

    @Test func jsonReportHasTheSpecShapeAndSpeech() throws {
        let run = try HarkProcess.run(["lint", example, "--format", "json"])
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        #expect((object["tool"] as? [String: Any])?["name"] as? String == "hark")
        #expect(object["format"] as? Int == 1)
        let summary = try #require(object["summary"] as? [String: Int])
        #expect(summary == ["error": 6, "warning": 9, "note": 2])
        let findings = try #require(object["findings"] as? [[String: Any]])
        #expect(findings.count == 17)
        let collapsed = try #require(findings.first { $0["rule"] as? String == "label-in-name" })
        #expect(collapsed["locale"] == nil, "a problem in every locale is reported once, without a locale")
        let missing = try #require(findings.first { $0["rule"] as? String == "l10n-missing" })
        #expect(missing["locale"] as? String == "fr")
        #expect(missing["screen"] as? String == "accessibility")
        #expect(missing["element"] as? String == "reduce-motion")
        #expect(missing["line"] as? Int == 89)
        let speech = try #require(object["speech"] as? [[String: Any]])
        #expect(speech.contains { $0["locale"] as? String == "de" && $0["text"] as? String == "Farben umkehren, Aus, Kehrt die Farben der Anzeige um. Zum Umschalten Doppeltippen." })
        // What was read, as the text report's last line says it.
        let inventory = try #require(object["inventory"] as? [String: Any])
        let read = try #require(inventory["read"] as? [[String: Any]])
        #expect(read.count == 1)
        #expect(read.first?["kind"] as? String == "screen model" && read.first?["files"] as? Int == 1 && read.first?["switches"] as? Int == 12)
        #expect(inventory["localizationFolders"] as? Int == 0 && inventory["skipped"] == nil)
    }

    @Test func jsonInventorySaysWhatWasNotResolved() throws {
        // Toggles Hark could not read must not look like a clean run to a script either.
        let root = try TestSupport.write([("V.swift", "import SwiftUI\nstruct V: View {\n    @State var on = false\n    var body: some View {\n        Toggle(title(), isOn: $on)\n    }\n    func title() -> String { \"x\" }\n}\n")])
        let run = try HarkProcess.run(["lint", root, "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let inventory = try #require(object["inventory"] as? [String: Any])
        #expect((inventory["read"] as? [[String: Any]])?.first?["kind"] as? String == "Swift file")
        let notResolved = try #require(inventory["notResolved"] as? [String])
        #expect(notResolved.contains { $0.contains("named by code Hark cannot evaluate") }, "\(notResolved)")
    }

    @Test(arguments: [["lint", "Examples/Settings"], ["lint", "Examples/Settings", "--format", "json"],
                      ["speak", "Examples/Settings", "--locale", "all"], ["lint", "../shared/corpus"]])
    func outputIsByteIdenticalBetweenRuns(_ arguments: [String]) throws {
        let first = try HarkProcess.run(arguments)
        let second = try HarkProcess.run(arguments)
        #expect(first.stdoutBytes == second.stdoutBytes)
        #expect(!first.stdoutBytes.isEmpty)
    }

    @Test func failOnSetsTheThreshold() throws {
        #expect(try HarkProcess.run(["lint", example, "--fail-on", "never"]).status == 0)
        let folder = try TestSupport.write([("m.json", #"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": "T", "switch": {}, "ignore": ["l10n-hardcoded"]}]}]}]}"#)])
        #expect(try HarkProcess.run(["lint", "m.json"], in: folder).status == 0, "a warning does not fail by default")
        #expect(try HarkProcess.run(["lint", "m.json", "--fail-on", "warning"], in: folder).status == 1)
        #expect(try HarkProcess.run(["lint", "m.json", "--fail-on=note"], in: folder).status == 1)
    }

    @Test func localeOptionNarrowsLocaleFindings() throws {
        let run = try HarkProcess.run(["lint", example, "--locale", "ja,de", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let locales = Set(((object["findings"] as? [[String: Any]]) ?? []).compactMap { $0["locale"] as? String })
        #expect(locales == ["de", "ja"], "ja has only a truncation, de more; neither of the others")
        let speechLocales = Set(((object["speech"] as? [[String: Any]]) ?? []).compactMap { $0["locale"] as? String })
        #expect(speechLocales == ["de", "ja"])
    }

    @Test func outputFileIsWrittenWholeAndNothingElseIsLeft() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let target = folder + "/report.json"
        let run = try HarkProcess.run(["lint", TestSupport.packageRoot + "/" + example, "--format", "json", "--output", target], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        let written = try Data(contentsOf: URL(fileURLWithPath: target))
        #expect(try JSONSerialization.jsonObject(with: written) is [String: Any])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["report.json"])
    }

    @Test func worksFromAnyFolderWithRelativePaths() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/" + example, toPath: folder + "/Settings")
        let run = try HarkProcess.run(["lint", "Settings"], in: folder)
        #expect(run.status == 1)
        #expect(run.stdout.contains("Settings/Settings.json:89:43: error:"))
        let rules = try HarkProcess.run(["rules"], in: folder)
        #expect(rules.stdout.split(separator: "\n").count == RuleRegistry.all.count)
    }

    @Test func speakPrintsEveryLocaleInReadingOrder() throws {
        let run = try HarkProcess.run(["speak", example, "--locale", "all"])
        #expect(run.status == 0)
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let english = try #require(lines.firstIndex(of: "== Examples/Settings/Settings.json · accessibility · en"))
        #expect(lines[english + 1] == "  Accessibility, heading")
        #expect(lines[english + 2] == "  VISION, heading")
        #expect(lines[english + 3] == "  Invert Colors, off, Inverts the colors of the display. Double tap to toggle setting.")
        #expect(lines[english + 4] == "  Smart Invert, dimmed, off, Inverts colors except for images, media and some apps that use dark styles.")
        #expect(lines.contains("  Réduire les animations, désactivé, REDUCE_MOTION_HINT. Touchez deux fois pour changer le réglage."))
        #expect(lines.contains("  色を反転、オフ、画面の色を反転します。ダブルタップで設定を切り替えます。"))
        for locale in ["de", "en", "fr", "ja"] {
            #expect(lines.contains("== Examples/Settings/Settings.json · audio · \(locale)"))
        }
    }

    @Test func speakWithRolesAndJSON() throws {
        let text = try HarkProcess.run(["speak", example, "--roles"])
        #expect(text.stdout.contains("  Invert Colors, switch button, off, Inverts the colors of the display. Double tap to toggle setting.\n"))
        let json = try HarkProcess.run(["speak", example, "--format", "json", "--locale", "de"])
        let entries = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [[String: String]])
        #expect(entries.first == ["screen": "accessibility", "element": "accessibility", "locale": "de", "kind": "title", "text": "Bedienungshilfen, Überschrift"])
    }

    @Test func speakSaysOnceWhenALocaleHasNoVocabulary() throws {
        let folder = try TestSupport.write([
            ("m.json", #"{"hark": 1, "app": {"localizations": "L"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": {"key": "K"}, "switch": {}}]}]}]}"#),
            ("L/en.lproj/Localizable.strings", "\"K\" = \"Wi-Fi\";"),
            ("L/sv.lproj/Localizable.strings", "\"K\" = \"Wi-Fi\";"),
        ])
        let run = try HarkProcess.run(["speak", "m.json", "--locale", "all"], in: folder)
        #expect(run.status == 0)
        #expect(run.stderr.components(separatedBy: "'sv'").count == 2)
    }

    @Test func rulesAndExplainDocumentEveryRule() throws {
        let rules = try HarkProcess.run(["rules"])
        for rule in RuleRegistry.all { #expect(rules.stdout.contains(rule.id)) }
        let explain = try HarkProcess.run(["explain", "traits-missing"])
        #expect(explain.status == 0)
        #expect(explain.stdout.hasPrefix("traits-missing (error, accessibility):"))
        #expect(explain.stdout.contains("## How to fix"))
    }

    @Test(arguments: [
        ["lint", "--frobnicate"], ["lint", "--format"], ["lint", "--format", "yaml"], ["explain"],
        ["explain", "no-such-rule"], ["frobnicate"], [], ["lint", "--fail-on", "always"], ["speak", "--roles=yes"],
    ])
    func badInvocationsPrintErrorAndUsage(_ arguments: [String]) throws {
        let run = try HarkProcess.run(arguments)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: "))
        #expect(run.stderr.contains("Usage:"))
        #expect(run.stdout.isEmpty)
    }

    @Test func helpAndVersion() throws {
        #expect(try HarkProcess.run(["--version"]).stdout == "hark \(harkVersion)\n")
        let help = try HarkProcess.run(["--help"])
        #expect(help.status == 0 && help.stdout.contains("hark lint"))
        #expect(try HarkProcess.run(["help", "speak"]).stdout.contains("--roles"))
        let helpOfHelp = try HarkProcess.run(["help", "--help"])
        #expect(helpOfHelp.status == 0 && helpOfHelp.stdout == help.stdout)
        // A command without arguments has no blank where they would go.
        let rules = try HarkProcess.run(["rules", "--help"])
        #expect(rules.stdout.hasPrefix("Usage: hark rules [options]\n") || rules.stdout.hasPrefix("Usage: hark rules\n"), "\(rules.stdout.prefix(40))")
    }

    @Test func aFileNamedWithControlCharactersIsNamedHarmlesslyOnStandardError() throws {
        let root = try TestSupport.write([("m\u{1B}[2J\nx.json", "{\"hark\": 1, ")])
        let run = try HarkProcess.run(["lint", root])
        #expect(run.status == 2)
        #expect(run.stderr.contains("m<U+001B>[2J<U+000A>x.json:1:"), "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}") && !run.stdout.contains("\u{1B}"))
    }

    @Test func aPathListOnStandardInputIsCapped() throws {
        let endless = String(repeating: "Examples/Settings/Settings.json\n", count: 17 * 1_048_576 / 32 + 1)
        let run = try HarkProcess.run(["lint", "-"], input: endless)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Hark reads path lists on standard input up to 16 MB"), "\(run.stderr.prefix(300))")
        // A line holding a NUL names no file: it is dropped, not quoted.
        let nul = try HarkProcess.run(["lint", "-", "--quiet"], input: "Examples/Settings/Settings.json\nbad\u{0}path\n")
        #expect(nul.status == 1)
        #expect(!nul.stderr.contains("\u{0}") && !nul.stdout.contains("\u{0}"))
    }

    @Test func lintWarnsWhenALocaleHasNoVocabularyAsSpeakDoes() throws {
        let root = try TestSupport.write([
            ("m.json", #"{"hark": 1, "app": {"localizations": "L"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": {"key": "K"}, "switch": {}}]}]}]}"#),
            ("L/en.lproj/Localizable.strings", "\"K\" = \"Wi-Fi\";\n"),
            ("L/sv.lproj/Localizable.strings", "\"K\" = \"Wi-Fi\";\n"),
        ])
        let warning = "no screen-reader vocabulary for 'sv'"
        for command in ["lint", "speak"] {
            let run = try HarkProcess.run([command, root + "/m.json", "--locale", "sv"])
            #expect(run.stderr.contains(warning), "\(command): \(run.stderr)")
        }
        let quiet = try HarkProcess.run(["lint", root + "/m.json", "--locale", "sv", "--quiet"])
        #expect(!quiet.stderr.contains(warning))
    }

    @Test(arguments: [
        (#"{"hark": 1, "app": {}, "screens": [{"id": "s", "sectons": []}]}"#, "m.json:1:48: unknown key \"sectons\""),
        ("{\"hark\": 1,\n \"app\": {},\n \"screens\": [}\n", "m.json:3:14: invalid JSON"),
        (#"{"hark": 1, "app": {}, "screens": [{"id": "s", "ignore": ["nope"]}]}"#, "m.json:1:59: \"ignore\" names no rule"),
        (#"{"hark": 1, "app": {"localizations": "nowhere"}}"#, "does not exist"),
    ])
    func malformedModelsExitTwoWithPosition(_ content: String, _ message: String) throws {
        let folder = try TestSupport.write([("m.json", content)])
        let run = try HarkProcess.run(["lint", "m.json"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func missingPathExitsTwo() throws {
        let run = try HarkProcess.run(["lint", "no/such/folder"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("no/such/folder: no such file or folder"))
    }

    @Test func localizationOnlyModeOnTheCorpusFindsRocketChatDuplicates() throws {
        let run = try HarkProcess.run(["lint", "../shared/corpus", "--fail-on", "never"])
        #expect(run.status == 0)
        let duplicates = run.stdout.split(separator: "\n").filter { $0.contains("Rocket.Chat/Resources") && $0.hasSuffix("[l10n-duplicate-key]") }
        // English's slip, which four translations copied: said once.
        #expect(duplicates.count == 1 && duplicates[0].contains("en.lproj/VoiceOver.strings:21:1: warning:")
                && duplicates[0].contains("4 translations define it twice too"), "\(duplicates)")
        #expect(!run.stdout.split(separator: "\n").contains { $0.contains(".strings:") && $0.hasSuffix("[l10n-syntax]") })
    }
}

@Suite struct BrokenPipeTests {
    @Test func aReaderThatStopsEarlyIsNotACrash() throws {
        guard let binary = HarkProcess.binary else { Issue.record("no binary"); return }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "\"$0\" lint ../shared/corpus --format json | head -c 5 >/dev/null; echo ${PIPESTATUS[0]}", binary]
        process.currentDirectoryURL = URL(fileURLWithPath: TestSupport.packageRoot)
        let scratch = try TestSupport.makeTemporaryFolder()
        FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        let out = try #require(FileHandle(forWritingAtPath: scratch + "/out"))
        process.standardOutput = out
        try process.run()
        process.waitUntilExit()
        try out.close()
        let data = try Data(contentsOf: URL(fileURLWithPath: scratch + "/out"))
        let status = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(status == "1", "hark ended with \(status) (141 would be SIGPIPE, 132+ a trap)")
    }
}
