import Foundation
import Testing
@testable import HarkCore

/// GitHub code scanning keeps an alert across commits by its `partialFingerprints`: they must
/// not change when the file's lines move or when Hark words a message differently, or every
/// alert would close and open again.
@Suite struct SARIFFingerprintTests {
    /// Each result's fingerprint, with its line.
    static func fingerprints(_ sarif: Data) throws -> [(fingerprint: String, line: Int)] {
        let object = try #require(try JSONSerialization.jsonObject(with: sarif) as? [String: Any])
        let results = try #require((object["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        return try results.map { result in
            let fingerprint = try #require((result["partialFingerprints"] as? [String: String])?["harkFinding/v3"])
            let region = ((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Any]
            return (fingerprint, region?["startLine"] as? Int ?? 0)
        }
    }

    @Test func linesMovedKeepEveryFingerprint() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/Settings", toPath: folder + "/Settings")
        let before = try HarkProcess.run(["lint", "Settings", "--format", "sarif"], in: folder)
        // Two lines at the top of the model and of a table move every finding in them.
        for file in ["Settings/Settings.json", "Settings/Locales/de.lproj/Localizable.strings"] {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            let moved = (file.hasSuffix(".json") ? "\n\n" : "/* moved */\n\n") + text
            try Data(moved.utf8).write(to: URL(fileURLWithPath: folder + "/" + file))
        }
        let after = try HarkProcess.run(["lint", "Settings", "--format", "sarif"], in: folder)
        let old = try Self.fingerprints(before.stdoutBytes), new = try Self.fingerprints(after.stdoutBytes)
        #expect(old.count == 17 && new.count == 17)
        #expect(old.map(\.fingerprint).sorted() == new.map(\.fingerprint).sorted())
        #expect(old.map(\.line).sorted() != new.map(\.line).sorted(), "the lines did move")
    }

    @Test func rewordedMessagesKeepTheirFingerprint() throws {
        func report(_ words: String, line: Int) -> Report {
            let finding = Finding(rule: "hint-missing", severity: .warning, location: SourceLocation(file: "/repo/App/Main.storyboard", line: line, column: 5),
                                  screen: "scr-01-abc", element: "sw1-01-abc", scope: .locale("de"),
                                  message: PlainMessage(words: words), phrasing: .stringsTables)
            return Report(findings: [finding], paths: PathDisplay(base: "/repo", currentDirectory: "/repo"))
        }
        let first = try Self.fingerprints(Data(SARIFReporter().render(report("switch \"sw1-01-abc\" has no hint", line: 10))))
        let reworded = try Self.fingerprints(Data(SARIFReporter().render(report("the switch lacks a hint: add one", line: 42))))
        #expect(first.count == 1 && first.map(\.fingerprint) == reworded.map(\.fingerprint))
        // What identifies it does change it.
        let otherLocale = Report(findings: [Finding(rule: "hint-missing", severity: .warning, location: SourceLocation(file: "/repo/App/Main.storyboard", line: 10, column: 5),
                                                    screen: "scr-01-abc", element: "sw1-01-abc", scope: .locale("fr"),
                                                    message: PlainMessage(words: "w"), phrasing: .stringsTables)],
                                 paths: PathDisplay(base: "/repo", currentDirectory: "/repo"))
        #expect(try Self.fingerprints(Data(SARIFReporter().render(otherLocale))).map(\.fingerprint) != first.map(\.fingerprint))
    }
}
