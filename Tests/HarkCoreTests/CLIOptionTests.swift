import Foundation
import Testing
@testable import HarkCore

/// The options every linter has: quiet, colour, paths from standard input, several reports in
/// one run, a progress line, a base folder.
@Suite struct CLIOptionTests {
    let example = "Examples/Settings"

    @Test func quietPrintsOnlyFindings() throws {
        let run = try HarkProcess.run(["lint", example, "-q"])
        #expect(run.status == 1)
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.count == 17 && lines.allSatisfy { $0.hasSuffix("]") })
        let folder = try TestSupport.write([
            ("m.json", #"{"hark": 1, "app": {"localizations": "L"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "text": {"key": "K"}, "switch": {}}]}]}]}"#),
            ("L/en.lproj/Localizable.strings", "\"K\" = \"Wi-Fi\";"),
            ("L/sv.lproj/Localizable.strings", "\"K\" = \"Wi-Fi\";"),
        ])
        #expect(try HarkProcess.run(["lint", "m.json", "--fail-on", "never"], in: folder).stderr.contains("'sv'"))
        let quiet = try HarkProcess.run(["lint", "m.json", "--fail-on", "never", "-q"], in: folder)
        #expect(quiet.stderr.isEmpty, "no warning about a locale without a vocabulary: \(quiet.stderr)")
        #expect(!quiet.stdout.contains("Read: "))
    }

    /// Runs hark under `script`, which gives it a terminal.
    func onATerminal(_ arguments: String, environment: [String: String] = [:]) throws -> String? {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), let binary = HarkProcess.binary else {
            ConsumerValidators.note("no /usr/bin/script: colour on a terminal is not checked")
            return nil
        }
        let scratch = try TestSupport.makeTemporaryFolder()
        FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        let out = try #require(FileHandle(forWritingAtPath: scratch + "/out"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
        process.arguments = ["-qec", "\(binary) \(arguments)", "/dev/null"]
        process.currentDirectoryURL = URL(fileURLWithPath: TestSupport.packageRoot)
        var env = ProcessInfo.processInfo.environment
        env["TERM"] = "xterm"
        env.removeValue(forKey: "NO_COLOR")
        for (key, value) in environment { env[key] = value }
        process.environment = env
        process.standardOutput = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        return String(decoding: try Data(contentsOf: URL(fileURLWithPath: scratch + "/out")), as: UTF8.self)
    }

    @Test func colourOnATerminalOnly() throws {
        let plain = try HarkProcess.run(["lint", example])
        #expect(!plain.stdout.contains("\u{1B}["), "not a terminal: no colour")
        guard let terminal = try onATerminal("lint \(example)") else { return }
        #expect(terminal.contains("\u{1B}[1;31merror\u{1B}[0m: "), "\(terminal.prefix(300))")
        #expect(terminal.contains("\u{1B}[2m[l10n-missing]\u{1B}[0m"))
        #expect(try onATerminal("lint \(example)", environment: ["NO_COLOR": "1"])?.contains("\u{1B}[") == false)
        #expect(try onATerminal("lint \(example) --no-color")?.contains("\u{1B}[") == false)
        #expect(try onATerminal("lint \(example) --format xcode")?.contains("\u{1B}[") == false, "only the text report is coloured")
    }

    @Test func progressShowsOnATerminalAndIsErased() throws {
        func written(terminal: Bool?, delay: UInt64) -> String {
            var descriptors: [Int32] = [0, 0]
            guard pipe(&descriptors) == 0 else { return "no pipe" }
            let line = ProgressLine(enabled: true, descriptor: descriptors[1], delay: delay, isTerminal: terminal)
            line.update("hark: read 3 inputs…")
            line.update("hark: read 4 inputs…")
            line.finish()
            close(descriptors[1])
            var buffer = [UInt8](repeating: 0, count: 256)
            let count = read(descriptors[0], &buffer, buffer.count)
            close(descriptors[0])
            return String(decoding: buffer.prefix(max(count, 0)), as: UTF8.self)
        }
        #expect(written(terminal: true, delay: 0) == "\r\u{1B}[Khark: read 3 inputs…\r\u{1B}[K", "drawn, redrawn at most ten times a second, erased")
        #expect(written(terminal: nil, delay: 0) == "", "a pipe is not a terminal: nothing")
        #expect(written(terminal: true, delay: 60_000_000_000) == "", "a run shorter than the delay: nothing")
    }

    @Test func pathsFromStandardInput() throws {
        let run = try HarkProcess.run(["lint", "-", "--format", "json"], input: "Examples/Settings/Settings.json\n\n")
        #expect(run.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        #expect((object["findings"] as? [Any])?.count == 17)
        let none = try HarkProcess.run(["lint", "-"], input: "")
        #expect(none.stdout.contains("Read: nothing."), "an empty list audits nothing, not the working folder")
    }

    /// `git diff --name-only | hark lint -` in a subfolder: git prints paths from the
    /// repository's root, so a path not found from the working folder is read from there.
    @Test func listedPathsFromASubfolderAsGitPrintsThem() throws {
        let repository = try TestSupport.makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: repository + "/.git", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples", toPath: repository + "/Examples")
        let run = try HarkProcess.run(["lint", "-", "--format", "json"], in: repository + "/Examples",
                                      input: "Examples/Settings/Settings.json\nExamples/Gone.json\n")
        #expect(run.status == 1, "\(run.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: run.stdoutBytes) as? [String: Any])
        #expect((object["findings"] as? [Any])?.count == 17)
        let text = try HarkProcess.run(["lint", "-"], in: repository + "/Examples", input: "Examples/Settings/Settings.json\nExamples/Gone.json\n")
        #expect(text.stdout.contains("Examples/Settings/Settings.json:"), "paths from the root, as always")
        #expect(text.stdout.contains("Gone.json (not found)"), "a path found nowhere is passed over: \(text.stdout.suffix(300))")
        // A path that exists from the working folder is still taken from there.
        let local = try HarkProcess.run(["lint", "-", "--format", "json"], in: repository + "/Examples", input: "Settings/Settings.json\n")
        #expect(local.status == 1 && local.stdout.contains("\"Examples/Settings/Settings.json\""))
    }

    @Test func severalReportsInOneRun() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let run = try HarkProcess.run(["lint", example, "--format", "sarif", "--output", folder + "/h.sarif", "--format", "junit",
                                       "--output", folder + "/h.xml", "--format", "github"])
        #expect(run.status == 1)
        #expect(run.stdout.hasPrefix("::error "), "the one report without --output goes to standard output")
        #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/h.sarif"))) is [String: Any])
        #expect(try XMLTree.load(file: folder + "/h.xml").name == "testsuites")
        // A single pair works in either order, as before.
        let single = try HarkProcess.run(["lint", example, "--output", folder + "/one.json", "--format", "json"])
        #expect(single.stdout.isEmpty && FileSystem.exists(folder + "/one.json"))
    }

    @Test(arguments: [
        ["--format", "json", "--format", "sarif"],
        ["--output", "a", "--format", "json", "--format", "sarif"],
        ["--format", "json", "--output", "a", "--format", "sarif", "--output", "a"],
        ["--format", "json", "--output", "a", "--output", "b"],
    ])
    func ambiguousReportPairsAreUsageErrors(_ options: [String]) throws {
        let run = try HarkProcess.run(["lint", example] + options)
        #expect(run.status == 2)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
    }

    @Test func baseDirSetsWhatPathsAreRelativeTo() throws {
        let run = try HarkProcess.run(["lint", example, "--base-dir", example, "--format", "xcode"])
        #expect(run.stdout.hasPrefix(TestSupport.packageRoot + "/Examples/Settings/"), "Xcode's paths stay absolute")
        let text = try HarkProcess.run(["lint", example, "--base-dir", example])
        #expect(text.stdout.hasPrefix("Locales/de.lproj/Localizable.strings:21:1: error:"))
        let bad = try HarkProcess.run(["lint", example, "--base-dir", "no/such/dir"])
        #expect(bad.status == 2 && bad.stderr.contains("--base-dir no/such/dir is not a folder"))
    }

    @Test func aBaselineWrittenInOneFolderWorksFromAnother() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/" + example, toPath: folder + "/App")
        try FileManager.default.createDirectory(atPath: folder + "/tools", withIntermediateDirectories: true)
        let write = try HarkProcess.run(["lint", "App", "--write-baseline", "tools/baseline.json"], in: folder)
        #expect(write.status == 0)
        let elsewhere = try HarkProcess.run(["lint", "../App", "--baseline", "baseline.json"], in: folder + "/tools")
        #expect(elsewhere.status == 0)
        #expect(elsewhere.stdout.hasPrefix("No findings."), "\(elsewhere.stdout)")
        let recorded = String(decoding: try FileSystem.readBytes(folder + "/tools/baseline.json"), as: UTF8.self)
        #expect(recorded.contains("\"file\": \"App/Settings.json\""))
    }

    @Test func aBuildStampIsWrittenForTheBuildToolPlugin() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let run = try HarkProcess.run(["lint", example, "--format", "xcode", "--build-stamp", folder + "/HarkLint.swift"])
        #expect(run.status == 1)
        let stamp = String(decoding: try FileSystem.readBytes(folder + "/HarkLint.swift"), as: UTF8.self)
        #expect(stamp.hasPrefix("// ") && stamp.split(separator: "\n").count == 1, "a Swift file that declares nothing")
    }
}
