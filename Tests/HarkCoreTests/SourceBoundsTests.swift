import Foundation
import Testing
@testable import HarkCore

/// Swift and Objective-C built to make the reader's work explode: texts that refer to each
/// other many times over (a few hundred bytes that once kept Hark busy for ever), nesting
/// that recursion would follow off the stack, runs of bytes the tokenizer once read again for
/// each of them. Each is read, and what Hark cannot afford to evaluate is an expression.
@Suite struct SourceBoundsTests {
    /// The switches a single Swift file makes: the name each is given, as the model holds it.
    func switchNames(_ swift: String) throws -> [LocalizedText?] {
        let root = try TestSupport.write([("App/SettingsView.swift", swift)])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        if let failure = loaded.failures.first { throw failure }
        return loaded.units.compactMap(\.model).flatMap(\.screens).flatMap(\.cells).map(\.text)
    }

    /// `let a0 = a1 + a1 + …`, each of `levels` names used `times` times by the one above it.
    static func chain(levels: Int, times: Int) -> String {
        var lines = ["import SwiftUI", "struct SettingsView: View {", "    @State private var on = false", "    var body: some View {",
                     "        let a\(levels) = \"x\""]
        for level in stride(from: levels - 1, through: 0, by: -1) {
            lines.append("        let a\(level) = " + Array(repeating: "a\(level + 1)", count: times).joined(separator: " + "))
        }
        return (lines + ["        Toggle(a0, isOn: $on)", "    }", "}"]).joined(separator: "\n") + "\n"
    }

    @Test func textsUsingEachOtherManyTimesOverAreCutShort() throws {
        // 30^6 evaluations, were each use of a name evaluated again.
        let names = try switchNames(Self.chain(levels: 6, times: 30))
        guard case .expression(let code, _, _)? = names.first ?? nil else { Issue.record("\(names)"); return }
        #expect(code == "a0")
    }

    @Test func aChainWithinTheBudgetIsEvaluated() throws {
        let names = try switchNames(Self.chain(levels: 3, times: 2))
        #expect(names.first??.leaves.map { leaf -> String in
            if case .literal(let text, _) = leaf { return text } else { return "?" }
        }.joined() == "xxxxxxxx")
    }

    @Test func functionsCallingEachOtherManyTimesOverAreCutShort() throws {
        // Functions with parameters are evaluated at each call, never kept.
        var lines = ["import SwiftUI", "enum Text9 {", "    static func f6(_ p: String) -> String { p }"]
        for level in stride(from: 5, through: 0, by: -1) {
            lines.append("    static func f\(level)(_ p: String) -> String { " + Array(repeating: "f\(level + 1)(p)", count: 40).joined(separator: " + ") + " }")
        }
        lines += ["}", "struct SettingsView: View {", "    @State private var on = false",
                  "    var body: some View { Toggle(Text9.f0(\"x\"), isOn: $on) }", "}"]
        let names = try switchNames(lines.joined(separator: "\n") + "\n")
        #expect(names.count == 1)
        #expect(names.first??.containsExpression == true)
    }

    @Test func aTextOfThousandsOfPartsIsAnExpression() throws {
        let parts = Array(repeating: "\"a\"", count: 2_000).joined(separator: " + ")
        let names = try switchNames("import SwiftUI\nstruct SettingsView: View {\n    @State private var on = false\n"
                                    + "    var body: some View { Toggle(\(parts), isOn: $on) }\n}\n")
        guard case .expression? = names.first ?? nil else { Issue.record("\(String(describing: names.first).prefix(200))"); return }
    }

    @Test func aFileOfMoreKeysThanAnyAppUsesIsReadUpToTheCap() throws {
        let texts = (0..<(KeyUses.maximumPerFile + 2_000)).map { "Text(\"Key \($0)\"); " }.joined()
        let root = try TestSupport.write([("App/SettingsView.swift", "import SwiftUI\nstruct SettingsView: View {\n    @State private var on = false\n"
                                           + "    var body: some View { VStack { Toggle(\"Mute\", isOn: $on); \(texts) } }\n}\n")])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        let uses = loaded.units.compactMap(\.model).flatMap { $0.codeTexts ?? [] }
        // The toggle's title is in the model; the texts after it count up to the cap.
        #expect(uses.count == KeyUses.maximumPerFile - 1)
    }

    @Test func gettersNested100000DeepAreReadWithoutRecursion() throws {
        let getters = String(repeating: "{ get ", count: 100_000) + "\"Deep\"" + String(repeating: " }", count: 100_000)
        let names = try switchNames("import SwiftUI\nenum Strings { static var title: String \(getters) }\n"
                                    + "struct SettingsView: View {\n    @State private var on = false\n"
                                    + "    var body: some View { Toggle(Strings.title, isOn: $on) }\n}\n")
        #expect(names.count == 1)
    }

    @Test func aRunOfHashesIsOneToken() {
        let file = SourceFile(path: "x.swift", bytes: [UInt8](repeating: UInt8(ascii: "#"), count: 1_000_000) + Array(" #if".utf8), dialect: .swift)
        #expect(file.count == 2)
        #expect(file.text(1) == "#if")
    }

    @Test func anObjectiveCElseBranchOfSpacesAndHashesIsSkippedToItsEndif() {
        let line = String(repeating: " ", count: 500_000) + String(repeating: "# ", count: 250_000)
        let source = "#if A\nint a;\n#else\n\(line)\n  #endif\nint b;\n"
        let file = SourceFile(path: "x.m", bytes: Array(source.utf8), dialect: .objectiveC)
        #expect((0..<file.count).map(file.text) == ["#if A", "int", "a", ";", "#else", "#endif", "int", "b", ";"])
    }
}
