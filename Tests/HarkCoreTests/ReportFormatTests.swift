import Foundation
import Testing
@testable import HarkCore

@Suite struct ReportFormatTests {
    let example = "Examples/Settings"

    @Test func sarifHasRulesResultsAndRegions() throws {
        let run = try HarkProcess.run(["lint", example, "--format", "sarif"])
        #expect(run.status == 1)
        let sarif = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        #expect(sarif["version"] as? String == "2.1.0")
        let runs = try #require(sarif["runs"] as? [[String: Any]])
        let driver = try #require((runs.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.count == RuleRegistry.all.count)
        let results = try #require(runs.first?["results"] as? [[String: Any]])
        #expect(results.count == 17)
        let missing = try #require(results.first { $0["ruleId"] as? String == "l10n-missing" })
        #expect(missing["level"] as? String == "error")
        let location = try #require((missing["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])
        #expect((location["artifactLocation"] as? [String: Any])?["uri"] as? String == "Examples/Settings/Settings.json")
        #expect((location["region"] as? [String: Int]) == ["startLine": 89, "startColumn": 43])
        let ruleIndex = try #require(missing["ruleIndex"] as? Int)
        #expect(rules[ruleIndex]["id"] as? String == "l10n-missing")
        #expect(runs.first?["columnKind"] as? String == "unicodeCodePoints")
    }

    @Test func junitIsWellFormedAndEscaped() throws {
        let finding = Finding.plain(rule: "r", severity: .error, message: "<\"&'>", location: SourceLocation(file: "f.json", line: 1, column: 1))
        let xml = JUnitReporter().text(Report(findings: [finding], speech: [], paths: PathDisplay(currentDirectory: "/tmp")))
        #expect(xml.contains("message=\"&lt;&quot;&amp;&#39;&gt;\""))
        #expect(xml.contains("<testsuites name=\"hark\" tests=\"1\" failures=\"1\" errors=\"0\" time=\"0\">"))
        #expect(xml.contains("<testcase classname=\"hark.rule.r\" name=\"f.json\" time=\"0\">"))
        let clean = JUnitReporter().text(Report(findings: [], speech: []))
        #expect(clean.contains("<testcase classname=\"hark\" name=\"no findings\" time=\"0\"/>"))
        #expect(try XMLTree.parse(Array(xml.utf8), file: "junit.xml").name == "testsuites", "well-formed XML")
    }

    @Test func xcodeLinesUseAbsolutePaths() throws {
        let run = try HarkProcess.run(["lint", example, "--format", "xcode"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 17)
        #expect(lines.allSatisfy { $0.hasPrefix(TestSupport.packageRoot + "/Examples/Settings/") })
        #expect(lines.contains { $0.hasSuffix("Settings.json:89:43: error: \"REDUCE_MOTION_HINT\" is missing from fr.lproj/Localizable.strings: the accessibility hint shows the key (fr) [l10n-missing]") })
    }

    /// A report of several megabytes, streamed to a file in chunks as it is written, is byte for
    /// byte the report rendered whole in memory, in every format (JSON and SARIF stream).
    @Test(arguments: Reporters.all.map(\.id))
    func streamedReportIsTheRenderedOne(_ format: String) throws {
        let reporter = try #require(Reporters.named(format))
        let findings = (0..<12_000).map { index in
            Finding.plain(rule: "l10n-missing", severity: index % 3 == 0 ? .warning : .error,
                          message: "\"KEY_\(index)\" is missing: \"quoted\" \\ and a tab\t",
                          location: SourceLocation(file: "/tmp/App/fr.lproj/Localizable.strings", line: index + 1, column: 1))
        }
        let speech = (0..<20_000).map { index in
            SpokenElement(screen: "S\(index / 20)", element: "C\(index)", locale: "fr", text: "Réglage \(index), bouton bascule, désactivé",
                          kind: .control, shown: "Réglage \(index)")
        }
        var report = Report(findings: findings, speech: SpeechTranscript(speech), paths: PathDisplay(currentDirectory: "/tmp/App"))
        report.maxResults = nil
        let file = try TestSupport.makeTemporaryFolder() + "/report." + format
        try FileSystem.writeAtomically(to: file) { reporter.write(report, to: $0) }
        let rendered = reporter.render(report)
        if format == "json" || format == "sarif" { #expect(rendered.count > 2_000_000, "the report spans several chunks") }
        #expect(Array(try Data(contentsOf: URL(fileURLWithPath: file))) == rendered)
    }

    @Test(arguments: ["sarif", "junit", "github", "xcode"])
    func everyFormatIsDeterministic(_ format: String) throws {
        let first = try HarkProcess.run(["lint", example, "--format", format])
        let second = try HarkProcess.run(["lint", example, "--format", format])
        #expect(first.stdoutBytes == second.stdoutBytes)
        #expect(first.status == 1)
    }
}

@Suite struct BaselineTests {
    @Test func baselineHidesKnownFindingsAndReportsNewOnes() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/Settings", toPath: folder + "/Settings")
        let write = try HarkProcess.run(["lint", "Settings", "--write-baseline", "baseline.json"], in: folder)
        #expect(write.status == 0, "recording the findings as accepted is a success")
        #expect(write.stdout.isEmpty, "the findings are in the baseline, not printed")
        #expect(write.stderr == "hark: recorded 17 findings in baseline.json\n")
        let clean = try HarkProcess.run(["lint", "Settings", "--baseline", "baseline.json"], in: folder)
        #expect(clean.stdout.hasPrefix("No findings.\nRead: 1 screen model (12 switches)."))

        // Lines move (a line is added at the top of a table) and a new problem appears.
        let german = folder + "/Settings/Locales/de.lproj/Localizable.strings"
        let text = String(decoding: try FileSystem.readBytes(german), as: UTF8.self)
        try FileSystem.writeAtomically(Array(("/* moved */\n" + text + "\"MONO_AUDIO\" = \"\";\n").utf8), to: german)
        let after = try HarkProcess.run(["lint", "Settings", "--baseline", "baseline.json"], in: folder)
        #expect(after.status == 1)
        let lines = after.stdout.split(separator: "\n")
        #expect(lines.filter { $0.contains("[l10n-empty]") }.count == 1, "only the new empty value")
        #expect(lines.contains { $0.contains("\"MONO_AUDIO\" has an empty value") })
    }

    @Test func malformedBaselineExitsTwo() throws {
        let folder = try TestSupport.write([("b.json", #"{"hark": 2, "findings": [{"rule": "x"}]}"#)])
        let run = try HarkProcess.run(["lint", TestSupport.packageRoot + "/Examples/Settings", "--baseline", "b.json"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("b.json:1:26: a baseline finding is missing the required key \"file\""))
    }

    /// A baseline or transcript that cannot be read is recorded as an unreadable input is, and
    /// every report is still written (a CI step uploads the SARIF whatever the exit code).
    @Test(arguments: [
        (["--baseline", "missing.json"], "missing.json", "cannot read the file"),
        (["--baseline", "bad.json"], "bad.json", "a baseline finding is missing the required key"),
        (["--transcript", "missing.tsv"], "missing.tsv", "record one with"),
        (["--transcript", "bad.tsv"], "bad.tsv", "a transcript line has 5 tab-separated fields"),
    ])
    func anUnreadableBaselineOrTranscriptIsRecordedAndTheReportsWritten(_ option: [String], file: String, words: String) throws {
        let folder = try TestSupport.write([("bad.json", #"{"hark": 2, "findings": [{"rule": "x"}]}"#),
                                            ("bad.tsv", GoldenTranscript.header + "\nonly\ttwo\n")])
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/Settings", toPath: folder + "/Settings")
        let run = try HarkProcess.run(["lint", "Settings"] + option + ["--format", "sarif", "--output", "hark.sarif",
                                       "--format", "junit", "--output", "hark.xml", "--format", "github"], in: folder)
        #expect(run.status == 2, "\(run.stderr)")
        #expect(run.stderr.contains(words) && run.stderr.contains("\(option[0]) was not applied"), "\(run.stderr)")
        #expect(run.stdout.hasPrefix("::error file=\(file)"), "\(run.stdout.prefix(300))")
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/hark.sarif"))) as? [String: Any])
        let sarifRun = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((sarifRun["results"] as? [Any])?.count == 17, "nothing hidden: every finding is reported")
        let invocation = try #require((sarifRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        let text = (notification["message"] as? [String: String])?["text"] ?? ""
        #expect(text.contains(words), "\(text)")
        let notified = (notification["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]
        #expect((notified?["artifactLocation"] as? [String: String])?["uri"] == file)
        let junit = try String(contentsOfFile: folder + "/hark.xml", encoding: .utf8)
        #expect(junit.contains("<error ") && junit.contains(words), "\(junit.prefix(600))")
    }
}

@Suite struct HTMLReportTests {
    @Test func drawsScreensWithFindingsAndSpeech() throws {
        let run = try HarkProcess.run(["lint", "Examples/Settings", "--format", "html"])
        #expect(run.status == 1)
        let html = run.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<h3 id=\"screen-0-0\" lang=\"en\">Accessibility</h3>"))
        #expect(html.contains("class=\"switch off dimmed\""), "the disabled Smart Invert switch")
        #expect(html.contains("switch off unreachable"), "the custom control VoiceOver cannot reach")
        #expect(html.contains("custom controls are not accessible by default; set accessibility.isElement"))
        #expect(html.contains("<dt>de</dt><dd lang=\"de\" dir=\"auto\">Farben umkehren, Aus, Kehrt die Farben der Anzeige um. Zum Umschalten Doppeltippen.</dd>"))
        #expect(html.contains("<h2 id=\"other\">Other findings</h2>"), "strings-file findings have no screen")
        #expect(html.components(separatedBy: "<li class=\"finding ").count - 1 + html.components(separatedBy: "<tr class=\"").count - 1 == 17,
                "every finding appears once")
        #expect(!html.contains("<script"))
    }

    @Test func escapesText() {
        #expect(HTMLReporter().escape("<b a=\"1\">&'") == "&lt;b a=&quot;1&quot;&gt;&amp;&#39;")
    }
}
