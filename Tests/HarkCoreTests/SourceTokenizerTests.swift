import Testing
@testable import HarkCore

/// The Swift and Objective-C tokenizer: every kind of literal and comment, positions, and
/// input that is not valid source.
@Suite struct SourceTokenizerTests {
    func file(_ text: String, _ dialect: SourceDialect = .swift) -> SourceFile {
        SourceFile(path: "t.swift", bytes: Array(text.utf8), dialect: dialect)
    }

    /// The tokens as "kind:text" (strings as their decoded value).
    func summary(_ text: String, _ dialect: SourceDialect = .swift) -> [String] {
        let source = file(text, dialect)
        var result: [String] = []
        var index = 0
        while index < source.count {
            if source[index].kind == .stringOpen, let literal = source.stringLiteral(at: index) {
                let parts = literal.parts.map { part -> String in
                    switch part {
                    case .text(let text): return text
                    case .interpolation(let range): return "\\(" + source.source(from: range.lowerBound, to: range.upperBound) + ")"
                    }
                }
                result.append("string:" + parts.joined())
                index = literal.close + 1
                continue
            }
            result.append("\(source[index].kind):\(source.text(index))")
            index += 1
        }
        return result
    }

    @Test func identifiersPunctuationAndPostfixOperators() {
        #expect(summary("cell.textLabel?.text = x!") == [
            "identifier:cell", "dot:.", "identifier:textLabel", "operator:?", "dot:.", "identifier:text", "operator:=", "identifier:x", "operator:!",
        ])
        #expect(summary("a ?? b != c...d") == ["identifier:a", "operator:??", "identifier:b", "operator:!=", "identifier:c", "operator:...", "identifier:d"])
        #expect(summary("@State var `default` = $0") == ["attribute:@State", "identifier:var", "identifier:`default`", "operator:=", "identifier:$0"])
        #expect(summary("#if os(iOS)\n#Preview {}") == ["pound:#if", "identifier:os", "openParen:(", "identifier:iOS", "closeParen:)",
                                                        "pound:#Preview", "openBrace:{", "closeBrace:}"])
        #expect(summary("1.5...2 0x1F") == ["number:1.5", "operator:...", "number:2", "number:0x1F"])
    }

    @Test func commentsNestAndMakeNoTokens() {
        #expect(summary("a /* b /* c */ d */ e // f\ng") == ["identifier:a", "identifier:e", "identifier:g"])
        #expect(file("a /* b */ c\n/* x\n */ d")[2].newlineBefore)
        #expect(!file("a /* b */ c")[1].newlineBefore)
        // Objective-C block comments do not nest.
        #expect(summary("a /* b /* c */ d", .objectiveC) == ["identifier:a", "identifier:d"])
    }

    @Test func stringsOfEveryKind() {
        #expect(summary(#""a\tb\"c\u{1F600}""#) == ["string:a\tb\"c😀"])
        #expect(summary(##"#"raw \n "quoted" \#n"#"##) == ["string:raw \\n \"quoted\" \n"])
        #expect(summary(###"##"a "# b"##"###) == ["string:a \"# b"])
        #expect(summary(#""Items \(count)""#) == [#"string:Items \(count)"#])
        #expect(summary(#""a \("b \(c + d) e") f""#) == [#"string:a \("b \(c + d) e") f"#])
        #expect(summary(##"#"x \(y) \#(z)"#"##) == [#"string:x \(y) \(z)"#])
        #expect(summary(#"f("(", ")") + 1"#) == ["identifier:f", "openParen:(", "string:(", "comma:,", "string:)", "closeParen:)", "operator:+", "number:1"])
    }

    @Test func multilineStringsDropTheirIndentation() {
        let text = "x = \"\"\"\n    Phoenix can be \\\n    accessed.\n      Indented \"quote\"\n    \"\"\"\ny"
        #expect(summary(text) == ["identifier:x", "operator:=", "string:Phoenix can be accessed.\n  Indented \"quote\"", "identifier:y"])
        #expect(summary("\"\"\"\n\tA \\(b) c\n\t\"\"\"") == ["string:A \\(b) c"])
    }

    @Test func regexLiterals() {
        #expect(summary(#"let r = /a"b/; x"#) == ["identifier:let", "identifier:r", "operator:=", "regex:/a\"b/", "semicolon:;", "identifier:x"])
        #expect(summary(#"let q = a / b / c"#).filter { $0.hasPrefix("regex") }.isEmpty)
        #expect(summary("let r = #/a\"\n/b/#") == ["identifier:let", "identifier:r", "operator:=", "regex:#/a\"\n/b/#"])
    }

    @Test func objectiveCLiterals() {
        #expect(summary(#"#import "X.h"\ncell.textLabel.text = @"Developer mode"; char c = '"';"#.replacingOccurrences(of: "\\n", with: "\n"), .objectiveC) == [
            "preprocessor:#import \"X.h\"", "identifier:cell", "dot:.", "identifier:textLabel", "dot:.", "identifier:text", "operator:=",
            "string:Developer mode", "semicolon:;", "identifier:char", "identifier:c", "operator:=", "character:'\"'", "semicolon:;",
        ])
        #expect(summary("[[UISwitch alloc] initWithFrame:CGRectZero]", .objectiveC).count == 9)
        // Only an `#if`'s first branch is read: the branches of methods open one brace between them.
        let branches = file("#if TV\n- (void)a {\n#else\n- (void)b {\n#endif\n  x = 1;\n}\n", .objectiveC)
        #expect(branches.problem == nil)
        #expect((0..<branches.count).map(branches.text).contains("a") && !(0..<branches.count).map(branches.text).contains("b"))
        #expect(summary(#"@interface X @end @[@"a"]"#, .objectiveC) == [
            "attribute:@interface", "identifier:X", "attribute:@end", "attribute:@", "openBracket:[", "string:a", "closeBracket:]",
        ])
    }

    @Test func bracketsArePartnered() {
        let source = file(#"f(a, { g[1] }, "\(h(i))")"#)
        #expect(source.partner(1) == source.count - 1)
        #expect(source.problem == nil)
        let brace = try? #require((0..<source.count).first { source[$0].kind == .openBrace })
        if let brace { #expect(source[source.partner(brace)].kind == .closeBrace) }
    }

    @Test func brokenSourceIsReportedNotFatal() {
        #expect(file("let s = \"abc\nlet t = 1").problem == TokenizerProblem(message: "unterminated string literal", offset: 8))
        #expect(file("/* never closed").problem?.message == "unterminated comment")
        #expect(file("f(\"\\(g(\")").problem != nil)
        #expect(file("}} a {{ (]").problem?.message == "unbalanced closing bracket")
        let unclosed = file("struct A { var b: Int")
        #expect(unclosed.problem?.message == "unbalanced opening bracket")
        #expect(unclosed.partner(2) == unclosed.count)
    }

    @Test func positionsAreLinesAndColumns() {
        let source = file("import SwiftUI\n\tToggle(\"é\", isOn: $x)")
        #expect(source.location(2) == SourceLocation(file: "t.swift", line: 2, column: 2))
        #expect(source.location(6) == SourceLocation(file: "t.swift", line: 2, column: 11), "é is one column")
    }

    /// A qualified name splits at its dots as `split(separator: ".")` splits it, from the bytes
    /// when it is ASCII: empty names dropped, a dot joined to a following combining mark kept.
    @Test func qualifiedNamesSplitAsStringSplits() {
        let pieces = ["L10n", "Settings", "title", ".", "..", "é", "e\u{301}", ".\u{301}", "_a1", "中", " ", "$0"]
        var generator = SystemRandomNumberGenerator()
        var names = pieces + ["", ".", "a.", ".a", "a..b", "L10n.Settings.title"]
        for _ in 0..<3_000 {
            names.append((0..<Int.random(in: 1...6, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined())
        }
        for name in names {
            #expect(SourceSymbols.dottedNames(name) == name.split(separator: "."), "\(Array(name.unicodeScalars))")
            #expect(SourceSymbols.lastName(name) == (name.split(separator: ".").last.map(String.init) ?? name))
        }
    }
}
