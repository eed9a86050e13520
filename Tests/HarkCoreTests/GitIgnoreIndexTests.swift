import Foundation
import Testing
@testable import HarkCore

/// The ignore file's index (patterns looked up by text, suffix and prefix) must give the verdict
/// the patterns give one by one, last match winning; and an ignore file too large to read is a
/// failure of the run, not a walk that never ends.
@Suite struct GitIgnoreIndexTests {
    /// The verdict as git defines it: the last pattern that matches decides.
    func reference(_ file: GitIgnoreFile, _ path: String, isDirectory: Bool) -> Bool? {
        let relative = String(path.dropFirst(file.folder.count + 1))
        let name = FileSystem.baseName(relative)
        for pattern in file.patterns.reversed() where !(pattern.directoryOnly && !isDirectory) {
            if pattern.glob.matches(pattern.anchored ? relative : name) { return !pattern.negated }
        }
        return nil
    }

    @Test func theIndexGivesTheVerdictOfThePatternsOneByOne() {
        let pieces = ["build", "*.log", "*.tmp.json", "Pods/", "/top.json", "docs/*.json", "!keep.log", "!*.tmp.json", "temp*",
                      "**/Generated", "a?c", "[Bb]uild/", "x*y", "/App/*", "!/App/keep", "*", "**/*.swift", "\\!bang", "name with space"]
        let paths = ["build", "App/build", "x.log", "App/keep.log", "a.tmp.json", "Pods", "App/Pods", "top.json", "App/top.json",
                     "docs/a.json", "docs/x/a.json", "temporary", "App/temp1", "App/Generated", "abc", "a/c", "Build", "xzzy",
                     "App/keep", "App/other", "S.swift", "deep/er/S.swift", "!bang", "name with space", "é.log"]
        var generator = SystemRandomNumberGenerator()
        for round in 0..<300 {
            let lines = (0..<Int.random(in: 1...12, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }
            let file = GitIgnoreFile(folder: "/r", text: lines.joined(separator: "\n"))
            for path in paths {
                for isDirectory in [false, true] {
                    let expected = reference(file, "/r/" + path, isDirectory: isDirectory)
                    #expect(file.verdict("/r/" + path, isDirectory: isDirectory) == expected,
                            "round \(round): \(lines) on \(path) (folder: \(isDirectory))")
                }
            }
        }
    }

    @Test func tooManyPatternsOrLongWildcardsAreAProblemNotAHang() {
        let many = GitIgnoreFile(folder: "/r", text: (0...GitIgnoreFile.maximumPatterns).map { "file\($0)" }.joined(separator: "\n"))
        #expect(many.patterns.count == GitIgnoreFile.maximumPatterns)
        #expect(many.problem?.hasPrefix("more than 10000 patterns") == true)
        let wild = GitIgnoreFile(folder: "/r", text: (0...GitIgnoreFile.maximumWildcardPatterns).map { "*x\($0)?*" }.joined(separator: "\n"))
        #expect(wild.problem?.hasPrefix("more than 256 patterns with wildcards inside (line 257)") == true)
        let long = GitIgnoreFile(folder: "/r", text: "ok\n" + String(repeating: "*a", count: 200))
        #expect(long.problem?.hasPrefix("a pattern with wildcards inside longer than 256 characters (line 2)") == true)
        #expect(long.patterns.count == 1)
        // Repeated `**/` is one: no recursion as deep as the pattern is long.
        let folders = GitIgnoreFile(folder: "/r", text: String(repeating: "**/", count: 80) + "x")
        #expect(folders.problem == nil)
        #expect(folders.verdict("/r/a/b/x", isDirectory: false) == true)
    }

    @Test func anOversizedIgnoreFileIsAFailureOfTheRun() throws {
        let root = try TestSupport.write([
            (".gitignore", (0...GitIgnoreFile.maximumWildcardPatterns).map { "*x\($0)?*" }.joined(separator: "\n")),
            ("App/en.lproj/Localizable.strings", "\"a\" = \"b\";\n"),
        ])
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        let run = try HarkProcess.run(["lint", "."], in: root)
        #expect(run.status == 2)
        #expect(run.stderr.contains(".gitignore: more than 256 patterns with wildcards inside (line 257): Hark reads no more"))
        #expect(run.stdout.contains("Read: 1 localization folder"), "the rest is still audited")
    }
}
