import Foundation
import Testing
@testable import HarkCore

@Suite struct PathDisplayTests {
    let paths = PathDisplay(base: "/Users/me/App", currentDirectory: "/Users/me/App/Sub")

    @Test func pathsAreRelativeToTheBaseHoweverTheyWereTyped() {
        #expect(paths.relative("../Settings/Settings.json") == "Settings/Settings.json")
        #expect(paths.relative("x.json") == "Sub/x.json")
        #expect(paths.relative("/Users/me/App/Sub/./a/../x.json") == "Sub/x.json")
        #expect(paths.relative("/Users/me/Other/x.json") == "/Users/me/Other/x.json", "outside the base: absolute")
        #expect(paths.relative("/Users/me/AppOther/x.json") == "/Users/me/AppOther/x.json", "a sibling with the same prefix is outside")
        #expect(paths.relative("/Users/me/App/Réglages/é.json") == "Réglages/é.json")
        #expect(paths.relative("/Users/me/App") == ".")
        #expect(PathDisplay(base: "/", currentDirectory: "/").relative("/etc/x.json") == "etc/x.json")
    }

    @Test func sarifURIsArePercentEncodedAndRelativeToSRCROOT() {
        #expect(paths.artifactURI("../My App/Réglages.json") == ("My%20App/R%C3%A9glages.json", "%SRCROOT%"))
        #expect(paths.artifactURI("../a:b.json").uri == "a%3Ab.json", "a colon never reads as a scheme")
        #expect(paths.artifactURI("/tmp/x y.json") == ("file:///tmp/x%20y.json", nil))
        #expect(paths.baseURI == "file:///Users/me/App/")
    }

    @Test func theDefaultBaseIsTheGitRoot() throws {
        let root = try TestSupport.write([("a/b/file.json", "{}")])
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        let display = PathDisplay(base: nil, currentDirectory: root + "/a/b")
        #expect(display.base == PathDisplay.standardize(root, in: "/"))
        #expect(display.relative("file.json") == "a/b/file.json")
        // A worktree's `.git` is a file.
        let worktree = try TestSupport.write([(".git", "gitdir: /elsewhere\n"), ("x/y.json", "{}")])
        #expect(PathDisplay(base: nil, currentDirectory: worktree + "/x").relative("y.json") == "x/y.json")
    }
}

@Suite struct GlobTests {
    @Test(arguments: [
        ("*.json", "a.json", true), ("*.json", "dir/a.json", false), ("**/*.json", "dir/sub/a.json", true),
        ("**/*.json", "a.json", true), ("a/**/b", "a/b", true), ("a/**/b", "a/x/y/b", true), ("a/**", "a/x/y", true),
        ("a/**", "a", false), ("[ab]?.strings", "b1.strings", true), ("[!ab]*", "abc", false), ("\\*x", "*x", true),
        ("Pods", "Pods", true), ("**", "any/thing", true), ("f[0-9]", "f7", true), ("f[0-9]", "fx", false),
    ])
    func globsMatchLikeGit(_ pattern: String, _ path: String, _ expected: Bool) {
        #expect(Glob(pattern).matches(path) == expected, "\(pattern) ~ \(path)")
    }

    @Test func aFolderPatternCoversWhatIsInside() {
        #expect(Glob("Pods").matchesPathOrParent("Pods/A/B.storyboard"))
        #expect(Glob("**/Generated").matchesPathOrParent("App/Generated/x.json"))
        #expect(!Glob("Pods").matchesPathOrParent("App/PodsX/x.json"))
    }
}

@Suite struct GitIgnoreTests {
    @Test func patternsNegationFoldersAndAnchors() {
        let ignore = GitIgnoreFile(folder: "/r", text: """
        # build output
        build/
        *.tmp.json
        !keep.tmp.json
        /top.json
        docs/*.json
        trailing.json\u{20}\u{20}
        \\#literal.json
        """)
        #expect(ignore.verdict("/r/build", isDirectory: true) == true)
        #expect(ignore.verdict("/r/build", isDirectory: false) == nil, "build/ names folders only")
        #expect(ignore.verdict("/r/App/build", isDirectory: true) == true, "no slash before the end: any depth")
        #expect(ignore.verdict("/r/App/x.tmp.json", isDirectory: false) == true)
        #expect(ignore.verdict("/r/App/keep.tmp.json", isDirectory: false) == false, "negated")
        #expect(ignore.verdict("/r/top.json", isDirectory: false) == true)
        #expect(ignore.verdict("/r/App/top.json", isDirectory: false) == nil, "anchored to the file's folder")
        #expect(ignore.verdict("/r/docs/a.json", isDirectory: false) == true)
        #expect(ignore.verdict("/r/docs/x/a.json", isDirectory: false) == nil, "* stays within a segment")
        #expect(ignore.verdict("/r/trailing.json", isDirectory: false) == true, "trailing spaces dropped")
        #expect(ignore.verdict("/r/#literal.json", isDirectory: false) == true)
        #expect(ignore.verdict("/elsewhere/x.tmp.json", isDirectory: false) == nil)
    }

    @Test func deeperFilesWinAndIgnoredFoldersHideWhatIsInside() throws {
        let root = try TestSupport.write([
            (".gitignore", "*.json\n"),
            ("App/.gitignore", "!model.json\n"),
            ("App/model.json", "{}"),
            ("Other/model.json", "{}"),
            ("Out/.gitignore", ""),
        ])
        try FileManager.default.createDirectory(atPath: root + "/.git", withIntermediateDirectories: true)
        let base = PathDisplay.standardize(root, in: "/")
        #expect(!GitIgnoreStack.isIgnored(base + "/App/model.json", isDirectory: false))
        #expect(GitIgnoreStack.isIgnored(base + "/Other/model.json", isDirectory: false))
        try Data("Out/\n".utf8).write(to: URL(fileURLWithPath: root + "/.gitignore"))
        #expect(GitIgnoreStack.isIgnored(base + "/Out/deep/x.json", isDirectory: false), "inside an ignored folder")
    }
}

@Suite struct InlineSuppressionTests {
    func comment(_ text: String, line: Int, endLine: Int? = nil) -> SourceComment {
        SourceComment(text: text, location: SourceLocation(file: "f", line: line, column: 1), endLine: endLine ?? line)
    }

    @Test func nextThisPreviousAndRegions() {
        let (suppressions, errors) = InlineSuppression.parse([
            comment(" hark:disable:next hint-missing -- set in code ", line: 3),
            comment(" hark:disable:this label-style, hint-style ", line: 10),
            comment("hark:disable l10n-untranslated", line: 20),
            comment("hark:enable l10n-untranslated", line: 30),
            comment("hark:disable all", line: 40, endLine: 42),
            comment("hark:disable:previous contrast", line: 50),
        ])
        #expect(errors.isEmpty)
        func covers(_ rule: String, _ line: Int) -> Bool {
            suppressions.contains { $0.covers(rule: rule, at: SourceLocation(file: "f", line: line, column: 5)) }
        }
        #expect(covers("hint-missing", 4) && !covers("hint-missing", 3) && !covers("hint-missing", 5))
        #expect(suppressions.first?.reason == "set in code")
        #expect(covers("label-style", 10) && covers("hint-style", 10) && !covers("label-style", 11))
        #expect(covers("l10n-untranslated", 25) && !covers("l10n-untranslated", 31))
        #expect(covers("anything", 1000), "disable all runs to the end of the file")
        #expect(covers("contrast", 49))
        #expect(!suppressions.contains { $0.covers(rule: "hint-missing", at: SourceLocation(file: "g", line: 4, column: 1)) })
    }

    @Test func aHarkCommentThatSaysNothingUnderstandableIsAnError() {
        let (_, errors) = InlineSuppression.parse([comment("hark:disable", line: 1), comment("hark:silence x", line: 2),
                                                   comment("mentions hark: in passing", line: 3)])
        #expect(errors.map { $0.location?.line } == [1, 2, 3])
    }

    @Test func swiftCommentsAreFoundButNotInsideStrings() {
        let source = #"""
        let a = "// hark:disable:next not-a-comment"
        let b = #"/* hark:disable nope */"#
        let c = """
            // hark:disable:next still-a-string
            """
        // hark:disable:next label-missing -- named in code
        Toggle("", isOn: $x)
        /* outer /* nested */ hark:disable:this hint-missing */ let d = 1
        """#
        let comments = SwiftComments.scan(utf8: Array(source.utf8), file: "V.swift")
        #expect(comments.map(\.location.line) == [6, 8])
        let (suppressions, errors) = InlineSuppression.parse(comments)
        #expect(errors.isEmpty)
        #expect(suppressions.contains { $0.covers(rule: "label-missing", at: SourceLocation(file: "V.swift", line: 7, column: 1)) })
        #expect(suppressions.contains { $0.covers(rule: "hint-missing", at: SourceLocation(file: "V.swift", line: 8, column: 60)) })
    }

    @Test func stringsFilesKeepTheirHarkComments() {
        let text = """
        /* A normal comment */
        "A" = "a";
        /* hark:disable:next l10n-untranslated -- a brand */
        "B" = "b"; // hark:disable:this l10n-empty
        """
        let result = StringsParser.parse(utf8: Array(text.utf8), file: "x.strings")
        #expect(result.comments.map(\.location.line) == [3, 4])
        #expect(result.comments.first?.endLine == 3)
    }
}

@Suite struct SingleLineTests {
    @Test func lineBreaksAndControlsAreEscaped() {
        #expect(SingleLine.escape("a\nb\r\u{1B}[31mc\u{2028}d\te") == "a\\nb\\r\\u{1B}[31mc\\u{2028}d\te")
        #expect(SingleLine.escape("plain — text") == "plain — text")
    }
}
