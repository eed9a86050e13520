import Foundation
import Testing
@testable import HarkCore

/// Every CI format as its consumer reads it, written in one run from two working folders: the
/// reports must be byte-identical, and pass the consumer's own validator.
@Suite struct ConsumerValidationTests {
    /// A git repository with the example app in a folder whose name has a space, a model that
    /// does not parse (the run is fail-soft), a label with a line break; and a model outside.
    static func project() throws -> (root: String, outside: String) {
        let folder = try TestSupport.makeTemporaryFolder()
        let root = folder + "/repo"
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/Settings", toPath: root + "/My App")
        try Data("{\"hark\": 1,\n \"app\": {},\n \"screens\": [}\n".utf8).write(to: URL(fileURLWithPath: root + "/broken.json"))
        try Data(#"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": "Wi-Fi\nswitch", "switch": {}}]}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: root + "/multiline.json"))
        try FileManager.default.createDirectory(atPath: folder + "/outside", withIntermediateDirectories: true)
        try Data(#"{"hark": 1, "app": {}, "screens": [{"id": "o", "sections": [{"cells": [{"id": "x", "switch": {}}]}]}]}"#.utf8)
            .write(to: URL(fileURLWithPath: folder + "/outside/m.json"))
        return (root, folder + "/outside")
    }

    static let formats = [("sarif", "hark.sarif"), ("junit", "hark.xml"), ("github", "hark.github"), ("text", "hark.txt"),
                          ("xcode", "hark.xcode"), ("json", "hark.json"), ("html", "hark.html")]

    /// One run writing every format; returns the folder the reports were written to.
    static func lint(_ paths: [String], in folder: String, reports: String) throws -> HarkRun {
        try FileManager.default.createDirectory(atPath: reports, withIntermediateDirectories: true)
        let outputs = formats.flatMap { ["--format", $0.0, "--output", reports + "/" + $0.1] }
        return try HarkProcess.run(["lint"] + paths + outputs, in: folder)
    }

    @Test func everyFormatIsTheSameFromTwoFoldersAndPassesItsValidator() throws {
        let (root, outside) = try Self.project()
        let fromRoot = try Self.lint(["My App", "broken.json", "multiline.json", "../outside"], in: root, reports: root + "/../a")
        let fromSub = try Self.lint([".", "../broken.json", "../multiline.json", outside], in: root + "/My App", reports: root + "/../b")
        #expect(fromRoot.status == 2, "an input did not parse: \(fromRoot.stderr)")
        #expect(fromSub.status == 2)
        #expect(fromRoot.stderr.contains("hark: error: broken.json:3:14: invalid JSON"), "\(fromRoot.stderr)")
        for (format, file) in Self.formats {
            let a = try Data(contentsOf: URL(fileURLWithPath: root + "/../a/" + file))
            let b = try Data(contentsOf: URL(fileURLWithPath: root + "/../b/" + file))
            #expect(a == b, "\(format) differs between the repository root and a subfolder")
        }
        let sarif = [root + "/../a/hark.sarif", root + "/../b/hark.sarif"]
        if let outcome = try ConsumerValidators.sarif(sarif) { #expect(outcome.valid, "\(outcome.output)") }
        let junit = [root + "/../a/hark.xml", root + "/../b/hark.xml"]
        if let outcome = try ConsumerValidators.junit(junit) { #expect(outcome.valid, "\(outcome.output)") }
        try checkSARIF(root + "/../a/hark.sarif", outside: outside)
        try checkJUnit(root + "/../a/hark.xml")
        try checkLines(root + "/../a/hark.txt", absolute: false)
        try checkLines(root + "/../a/hark.xcode", absolute: true)
    }

    @Test func theValidatorsRejectWhatTheirConsumersWould() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let run = try HarkProcess.run(["lint", "Examples/Settings", "--format", "sarif"])
        // The uri as it was written before: a raw space fails `uri-reference`.
        let unencoded = run.stdout.replacingOccurrences(of: "\"Examples/Settings/Settings.json\"", with: "\"Examples/My Settings.json\"")
        try Data(unencoded.utf8).write(to: URL(fileURLWithPath: folder + "/bad.sarif"))
        if let outcome = try ConsumerValidators.sarif([folder + "/bad.sarif"]) {
            #expect(!outcome.valid && outcome.output.contains("uri-reference"), "\(outcome.output)")
        }
        // A suite without `errors`, as JUnit files were written before: Jenkins' XSD refuses it.
        let junit = try HarkProcess.run(["lint", "Examples/Settings", "--format", "junit"]).stdout
            .replacingOccurrences(of: #" errors="0" skipped"#, with: " skipped")
        try Data(junit.utf8).write(to: URL(fileURLWithPath: folder + "/bad.xml"))
        if let outcome = try ConsumerValidators.junit([folder + "/bad.xml"]) {
            #expect(!outcome.valid && outcome.output.contains("errors"), "\(outcome.output)")
        }
    }

    /// What GitHub code scanning relies on, checked in Swift too.
    func checkSARIF(_ file: String, outside: String) throws {
        let object = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any])
        let run = try #require((object["runs"] as? [[String: Any]])?.first)
        let invocation = try #require((run["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == false)
        let notifications = try #require(invocation["toolExecutionNotifications"] as? [[String: Any]])
        #expect(notifications.count == 1)
        let notified = try #require(((notifications.first?["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any]))
        #expect((notified["artifactLocation"] as? [String: String]) == ["uri": "broken.json", "uriBaseId": "%SRCROOT%"])
        #expect(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: String])?["uri"]?.hasSuffix("/repo/") == true)
        let rules = try #require((run["tool"] as? [String: Any]).flatMap { $0["driver"] as? [String: Any] }?["rules"] as? [[String: Any]])
        for rule in rules {
            #expect(rule["name"] is String && rule["fullDescription"] is [String: String], "\(rule["id"] ?? "")")
            #expect((rule["helpUri"] as? String)?.hasSuffix("/Rules/\(rule["id"] as? String ?? "").md") == true)
        }
        let contrast = try #require(rules.first { $0["id"] as? String == "contrast" })
        #expect(((contrast["properties"] as? [String: Any])?["tags"] as? [String]) == ["appearance", "WCAG 1.4.11", "WCAG 1.4.3"])
        let results = try #require(run["results"] as? [[String: Any]])
        var fingerprints: Set<String> = []
        var uris: Set<String> = []
        for result in results {
            let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["harkFinding/v3"])
            #expect(fingerprint.count <= 24, "short: \(fingerprint)")
            #expect(fingerprints.insert(fingerprint).inserted, "unique: \(fingerprint)")
            let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
            uris.insert(location["uri"] ?? "")
            #expect(location["uriBaseId"] == ((location["uri"] ?? "").hasPrefix("file://") ? nil : "%SRCROOT%"))
        }
        #expect(uris.contains("My%20App/Settings.json"))
        #expect(uris.contains("file://" + PathDisplay.percentEncode(PathDisplay.standardize(outside, in: "/")) + "/m.json"))
        let missing = try #require(results.first { $0["ruleId"] as? String == "l10n-missing" })
        #expect((missing["message"] as? [String: String])?["text"]?.hasSuffix("the accessibility hint shows the key (fr)") == true)
    }

    /// JUnit as Jenkins and GitLab read it: counts, stable names, failures only at --fail-on.
    func checkJUnit(_ file: String) throws {
        let root = try XMLTree.parse(try FileSystem.readBytes(file), file: file)
        #expect(root.name == "testsuites")
        #expect(root["errors"] == "1")
        let suites = root.children("testsuite")
        let cases = suites.flatMap { $0.children("testcase") }
        #expect(root["tests"] == String(cases.count))
        for suite in suites {
            for attribute in ["name", "file", "tests", "failures", "errors", "skipped", "time"] { #expect(suite[attribute] != nil, "\(attribute)") }
        }
        let failed = cases.filter { $0.child("failure") != nil }
        #expect(failed.allSatisfy { $0.child("failure")?["type"] == "error" }, "only errors fail at the default --fail-on")
        #expect(root["failures"] == String(failed.count))
        #expect(cases.filter { $0.child("skipped") != nil }.allSatisfy { $0.child("skipped")?["type"] != "error" })
        #expect(cases.allSatisfy { ($0["name"] ?? "").range(of: #":\d+"#, options: .regularExpression) == nil }, "no line numbers in names")
        #expect(cases.allSatisfy { ($0["classname"] ?? "").hasPrefix("hark.") })
        #expect(cases.contains { $0["classname"] == "hark.localization.l10n-missing" && $0["name"] == "accessibility/reduce-motion REDUCE_MOTION_HINT (fr)" })
        let error = try #require(suites.first { $0["file"] == "broken.json" })
        #expect(error.children("testcase").first?.child("error")?["message"]?.hasPrefix("invalid JSON") == true)
    }

    /// One finding, one line: every line of the report but the last two (summary, inventory).
    func checkLines(_ file: String, absolute: Bool) throws {
        let lines = String(decoding: try FileSystem.readBytes(file), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        let findings = absolute ? Array(lines) : Array(lines.dropLast(2))
        #expect(!findings.isEmpty)
        for line in findings {
            #expect(line.range(of: #"^.+:\d+:\d+: (error|warning|note): .* \[[a-z0-9-]+\]$"#, options: .regularExpression) != nil, "\(line)")
            // Xcode's lines are absolute; the others relative to the base, but for a file outside it.
            #expect(absolute == line.hasPrefix("/") || line.contains("/outside/m.json:"), "\(line)")
        }
        #expect(findings.contains { $0.contains(#""Wi-Fi\nswitch""#) }, "the line break is written \\n")
    }
}

@Suite struct GitHubAnnotationTests {
    func annotations(_ report: String) -> [String] { report.split(separator: "\n").map(String.init).filter { $0.hasPrefix("::") } }

    @Test func errorsFirstTenOfEachKindThenANoticeThatCounts() throws {
        let (root, _) = try ConsumerValidationTests.project()
        let summary = root + "/summary.md"
        let run = try HarkProcess.run(["lint", "My App", "broken.json", "multiline.json", "--format", "github"], in: root,
                                      environment: ["GITHUB_STEP_SUMMARY": summary])
        #expect(run.status == 2)
        let lines = annotations(run.stdout)
        let kinds = lines.map { String($0.dropFirst(2).prefix { $0 != " " }) }
        // 1 input error + 6 errors, 11 warnings (9 of the example's and 2 of multiline.json's: 1
        // past the cap), 2 notices, and the counting notice.
        #expect(kinds == Array(repeating: "error", count: 7) + Array(repeating: "warning", count: 10) + ["notice", "notice", "notice"], "\(kinds)")
        #expect(lines.first == "::error file=broken.json,line=3,col=14,title=hark%3A input not read::invalid JSON: unexpected '}', expected a value", "\(lines.first ?? "")")
        #expect(lines.last == "::notice title=hark%3A more findings::1 warning more not shown as annotations (GitHub shows 10 of each kind per step); they are listed below in the log")
        let plain = run.stdout.split(separator: "\n").filter { !$0.hasPrefix("::") }
        #expect(plain.filter { $0.contains(": warning: ") }.count == 1, "the hidden one is in the log")
        let markdown = String(decoding: try FileSystem.readBytes(summary), as: UTF8.self)
        #expect(markdown.hasPrefix("## Hark\n\n6 errors, 11 warnings, 2 notes. 1 input could not be read.\n"))
        #expect(markdown.contains("| [`l10n-truncation`]("), "\(markdown)")
        #expect(markdown.contains("| broken.json:3:14 | invalid JSON"))
    }

    @Test func aSmallRunHasNoCountingNotice() throws {
        let finding = Finding.plain(rule: "r", severity: .warning, message: "m", location: SourceLocation(file: "/p/a.json", line: 1, column: 1))
        let text = GitHubReporter().text(Report(findings: Array(repeating: finding, count: 10), paths: PathDisplay(currentDirectory: "/p")))
        #expect(annotations(text).count == 10)
        #expect(!text.contains("more not shown"))
    }

    @Test func githubAnnotationsEscapeTheirData() {
        // A line break or control character in a message (a key's) is written out before any
        // report sees it; the annotation escapes what GitHub's workflow commands need.
        let finding = Finding.plain(rule: "r", severity: .note, message: "50% of a\nb\u{6}\u{FEFF}", location: SourceLocation(file: "a,b:c.json", line: 2, column: 3))
        let text = GitHubReporter().text(Report(findings: [finding], speech: [], paths: PathDisplay(currentDirectory: TestSupport.packageRoot)))
        #expect(text.hasPrefix("::notice file=a%2Cb%3Ac.json,line=2,col=3,title=hark r::50%25 of a\\nbU+0006U+FEFF\n"))
    }
}

@Suite struct SARIFCapTests {
    @Test func aCappedRunKeepsTheMostSevereAndSaysHowManyWereLeftOut() throws {
        let run = try HarkProcess.run(["lint", "Examples/Settings", "--format", "sarif", "--sarif-max-results", "7"])
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        let sarifRun = try #require((object["runs"] as? [[String: Any]])?.first)
        let results = try #require(sarifRun["results"] as? [[String: Any]])
        #expect(results.map { $0["level"] as? String } == ["error", "warning", "error", "error", "error", "error", "error"],
                "the 6 errors and the first warning, in report order")
        let invocation = try #require((sarifRun["invocations"] as? [[String: Any]])?.first)
        #expect(invocation["executionSuccessful"] as? Bool == true)
        let notification = try #require((invocation["toolExecutionNotifications"] as? [[String: Any]])?.first)
        #expect((notification["message"] as? [String: String])?["text"]?.hasPrefix("10 of 17 results were left out") == true)
        let bad = try HarkProcess.run(["lint", "Examples/Settings", "--sarif-max-results", "many"])
        #expect(bad.status == 2 && bad.stderr.hasPrefix("Error: --sarif-max-results needs a whole number"))
    }
}
