import Foundation
import Testing
@testable import HarkCore

/// Bad Swift and Objective-C never crash or hang Hark: the corpus's sources truncated and
/// mutated, and inputs built to defeat a tokenizer (megabyte lines, unbalanced brackets, deep
/// nesting). A file Hark cannot tokenize found in a folder is skipped with its position; named
/// alone, it is an input error with its position.
@Suite struct SourceHostileInputTests {
    static let corpusSources: [String] = FileSystem.files(under: TestSupport.corpus).filter { $0.hasSuffix(".swift") || $0.hasSuffix(".m") }

    /// Loads a folder as `hark lint` does and checks what any input must give: no failure for a
    /// file found in a folder, a position for every file skipped.
    func loadFolder(_ files: [(path: String, content: [UInt8])]) throws -> ProjectLoader.Result {
        let root = try TestSupport.makeTemporaryFolder()
        for file in files {
            let path = root + "/" + file.path
            try FileManager.default.createDirectory(atPath: FileSystem.directoryName(path), withIntermediateDirectories: true)
            try Data(file.content).write(to: URL(fileURLWithPath: path))
        }
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        #expect(loaded.failures.isEmpty, "\(loaded.failures.prefix(3))")
        for skipped in loaded.inventory.skipped {
            #expect(skipped.reason.range(of: #" at [0-9]+:[0-9]+$"#, options: .regularExpression) != nil, "\(skipped.reason)")
        }
        // Every switch found has a position in its file.
        for unit in loaded.units {
            for cell in unit.model?.screens.flatMap(\.cells) ?? [] {
                #expect(cell.location.line >= 1 && cell.location.column >= 1)
            }
        }
        return loaded
    }

    @Test func truncatedCorpusSourcesNeverCrash() throws {
        var files: [(String, [UInt8])] = []
        for (number, source) in SourceHostileInputTests.corpusSources.enumerated() {
            let bytes = try FileSystem.readBytes(source)
            let suffix = source.hasSuffix(".m") ? ".m" : ".swift"
            for cut in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 40)) {
                files.append(("f\(number)/cut\(cut)\(suffix)", Array(bytes[..<cut])))
            }
        }
        let loaded = try loadFolder(files)
        #expect(!loaded.inventory.skipped.isEmpty, "some cuts end inside a string or comment")
        #expect(loaded.units.contains { ($0.model?.switchCount ?? 0) > 0 })
    }

    /// Hostile snippets put at random places (a fixed seed, so runs are the same).
    @Test func mutatedCorpusSourcesNeverCrash() throws {
        let snippets = ["\"", "\"\"\"", "#\"", "\"#", "\\(", ")", "(", "{", "}", "[", "]", "/*", "*/", "//", "#if X\n", "#else\n", "#endif\n",
                        "Toggle(", "Toggle(\"\", isOn: $x)", "UISwitch()", "[[UISwitch alloc] init]", "\\", "#/", "/#", "@\"", "'", "\u{0}", "é", "\n"]
        var generator = SeededGenerator(seed: 0x5EED)
        var files: [(String, [UInt8])] = []
        for (number, source) in SourceHostileInputTests.corpusSources.enumerated() {
            let bytes = try FileSystem.readBytes(source)
            let suffix = source.hasSuffix(".m") ? ".m" : ".swift"
            for variant in 0..<12 {
                var mutated = bytes
                for _ in 0..<(1 + variant % 4) {
                    let offset = Int(generator.next() % UInt64(mutated.count + 1))
                    let snippet = snippets[Int(generator.next() % UInt64(snippets.count))]
                    mutated.insert(contentsOf: Array(snippet.utf8), at: offset)
                }
                files.append(("m\(number)/v\(variant)\(suffix)", mutated))
            }
        }
        _ = try loadFolder(files)
    }

    @Test func pathologicalInputsFinish() throws {
        // Sizes keep the debug build's test run short; the release build reads them far faster
        // (Benchmarks/), and nothing here grows faster than the input.
        let megabytes = 10 * 1024 * 1024
        let longLine = Array("let s = \"".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: megabytes) + Array("\"\nstruct V: View { var body: some View { Toggle(\"x\", isOn: $y) } }\n".utf8)
        let unterminated = Array("let s = \"".utf8) + [UInt8](repeating: UInt8(ascii: "b"), count: megabytes / 4)
        let toggles = Array(String(repeating: "Toggle(\"a\", isOn: $b) ", count: 5_000).utf8)
        let parens = [UInt8](repeating: UInt8(ascii: "("), count: megabytes / 10)
        let braces = [UInt8](repeating: UInt8(ascii: "{"), count: megabytes / 20) + [UInt8](repeating: UInt8(ascii: "]"), count: megabytes / 20)
        let nested = Array(("Toggle(isOn: $a) { " + String(repeating: "HStack { Text(", count: 10_000) + "\"deep\""
                            + String(repeating: ") }", count: 10_000) + " }").utf8)
        let interpolations = Array((String(repeating: "\"\\(", count: 5_000) + String(repeating: ")\"", count: 5_000)).utf8)
        let chains = Array(String(repeating: "A.b.c.d.e.f.g.h.i.j.k.l.m.n.o.p.q.r.s.t.u.v.w.x.y.z\n", count: 5_000).utf8)
        let objectiveC = Array(("@implementation X\n- (void)f {\n" + String(repeating: "UISwitch *s = [[UISwitch alloc] init]; cell.accessoryView = s;\n", count: 1_000)
                                + "}\n@end\n").utf8)
        let loaded = try loadFolder([
            ("long.swift", longLine), ("unterminated.swift", unterminated), ("toggles.swift", toggles), ("parens.swift", parens),
            ("braces.swift", braces), ("nested.swift", nested), ("interpolations.swift", interpolations), ("chains.swift", chains),
            ("switches.m", objectiveC),
        ])
        let skipped = Set(loaded.inventory.skipped.map { FileSystem.baseName($0.file) })
        #expect(skipped.isSuperset(of: ["unterminated.swift", "parens.swift", "braces.swift"]))
        #expect(!skipped.contains("long.swift"))
        let switches = loaded.units.compactMap(\.model).flatMap(\.screens).flatMap(\.cells).filter { $0.switchControl != nil }
        #expect(switches.contains { $0.location.file.hasSuffix("long.swift") && $0.location.line == 2 })
        #expect(switches.filter { $0.location.file.hasSuffix("toggles.swift") }.count == SwiftUIRecognizer.maximumPerFile)
        #expect(switches.filter { $0.location.file.hasSuffix("switches.m") }.count == UIKitRecognizer.maximumPerFile)
    }

    @Test func aBrokenFileNamedAloneIsAnInputErrorWithItsPosition() throws {
        let root = try TestSupport.write([("Broken.swift", "import SwiftUI\nlet title = \"never closed\nToggle(title, isOn: $x)\n")])
        let loaded = ProjectLoader.load(paths: [root + "/Broken.swift"], options: LoadOptions())
        #expect(loaded.failures == [InputError("unterminated string literal: Hark cannot read this file",
                                               at: SourceLocation(file: root + "/Broken.swift", line: 2, column: 13))])
        let run = try HarkProcess.run(["lint", root + "/Broken.swift"])
        #expect(run.status == 2)
        #expect(run.stderr.contains("Broken.swift:2:13: unterminated string literal"), "\(run.stderr)")
    }

    @Test func columnsOnAMegabyteLineAreExact() {
        let line = "\"" + String(repeating: "é", count: 5_000) + "\" Toggle"
        let file = SourceFile(path: "x.swift", bytes: Array(("\n" + line).utf8), dialect: .swift)
        #expect(file.text(3) == "Toggle")
        #expect(file.location(3) == SourceLocation(file: "x.swift", line: 2, column: 5_004), "é is one column, two bytes")
    }
}

/// A small deterministic random number generator (SplitMix64), so the mutations are the same on
/// every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
