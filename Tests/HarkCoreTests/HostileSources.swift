import Foundation
@testable import HarkCore

/// Swift and Objective-C built against the source reader: 10 MB lines, literals and comments
/// never closed, nesting 100,000 deep of every bracket, texts that refer to each other many
/// times over, runs of bytes a tokenizer could read again for each; FIFOs, devices and files
/// over the cap. Binary property lists built against their reader, through a Settings bundle.
extension HostileInputs {
    static var sourceAttacks: [HostileCase] {
        let long = String(repeating: "x", count: tenMegabytes)
        let deep = 100_000
        let swift = format("Swift")
        let objectiveC = format("Objective-C")
        /// A view whose body is `body`, around a toggle Hark finds.
        func view(_ body: String) -> [UInt8] {
            Array("import SwiftUI\nstruct SettingsView: View {\n    @State private var on = false\n    var body: some View {\n\(body)\n        Toggle(\"Mute\", isOn: $on)\n    }\n}\n".utf8)
        }
        func method(_ body: String) -> [UInt8] {
            Array("@implementation SettingsViewController\n- (void)viewDidLoad {\n\(body)\n    UISwitch *toggle = [[UISwitch alloc] init];\n}\n@end\n".utf8)
        }
        // `let a0 = a1 + a1 + …`: 30^6 evaluations, were each use evaluated anew.
        let chain = (0..<6).reversed().map { level in "let a\(level) = " + Array(repeating: "a\(level + 1)", count: 30).joined(separator: " + ") }
        let calls = (0..<6).reversed().map { level in
            "    static func f\(level)(_ p: String) -> String { " + Array(repeating: "f\(level + 1)(p)", count: 40).joined(separator: " + ") + " }"
        }
        return [
            swift.hostile("10 MB line", Array(swiftView.replacingOccurrences(of: "\"Mute\", isOn", with: "\"\(long)\", isOn").utf8)),
            swift.hostile("a comment of 10 MB", view("// " + long)),
            swift.hostile("a string never closed, 10 MB long", view("let s = \"" + long)),
            swift.hostile("a multi-line string never closed", view("Text(\"\"\"\n" + long)),
            swift.hostile("a raw string never closed", view("Text(##\"" + long)),
            swift.hostile("100,000 block comments never closed", Array(String(repeating: "/*", count: deep).utf8)),
            swift.hostile("a regex literal never closed", view("let r = #/" + long)),
            swift.hostile("100,000 nested braces", view(String(repeating: "{", count: deep) + String(repeating: "}", count: deep))),
            swift.hostile("100,000 nested parentheses", view("let x = " + String(repeating: "(", count: deep) + "1" + String(repeating: ")", count: deep))),
            swift.hostile("100,000 nested brackets", view("let x = " + String(repeating: "[", count: deep) + String(repeating: "]", count: deep))),
            swift.hostile("100,000 nested interpolations", view("Text(" + String(repeating: "\"\\(", count: deep) + "1" + String(repeating: ")\"", count: deep) + ")")),
            swift.hostile("100,000 nested stacks around a toggle",
                          view(String(repeating: "HStack { ", count: deep) + "Toggle(\"Deep\", isOn: $on)" + String(repeating: " }", count: deep))),
            swift.hostile("100,000 nested closures", view(String(repeating: "{ x in ", count: deep) + String(repeating: "}", count: deep))),
            swift.hostile("100,000 opening braces", view(String(repeating: "{", count: deep))),
            swift.hostile("100,000 closing parentheses", view(String(repeating: ")", count: deep))),
            swift.hostile("getters nested 100,000 deep",
                          Array(("enum Strings { static var title: String " + String(repeating: "{ get ", count: deep) + "\"Deep\"" + String(repeating: " }", count: deep)
                                 + " }\n").utf8) + view("Toggle(Strings.title, isOn: $on)")),
            swift.hostile("names used 30 times over, 6 levels deep", view("let a6 = \"x\"\n" + chain.joined(separator: "\n") + "\nToggle(a0, isOn: $on)")),
            swift.hostile("functions calling 40 times over, 6 levels deep",
                          Array(("enum T {\n    static func f6(_ p: String) -> String { p }\n" + calls.joined(separator: "\n") + "\n}\n").utf8)
                            + view("Toggle(T.f0(\"x\"), isOn: $on)")),
            swift.hostile("a text of 20,000 parts", view("Toggle(" + Array(repeating: "\"a\"", count: 20_000).joined(separator: " + ") + ", isOn: $on)")),
            swift.hostile("10 MB of #", Array(String(repeating: "#", count: tenMegabytes).utf8)),
            swift.hostile("1 MB of quotes", Array(String(repeating: "\"", count: tenMegabytes / 10).utf8)),
            swift.hostile("a line of 200,000 slashes and parentheses", view("let r = (" + String(repeating: "/a /(", count: 200_000))),
            objectiveC.hostile("10 MB line", Array(objectiveCController.replacingOccurrences(of: "@\"Mute\"", with: "@\"\(long)\"").utf8)),
            objectiveC.hostile("an NSString never closed, 10 MB long", method("    NSString *s = @\"" + long)),
            objectiveC.hostile("a character literal never closed", method("    char c = '" + long)),
            objectiveC.hostile("100,000 nested message sends", method("    " + String(repeating: "[", count: deep) + "a" + String(repeating: " b]", count: deep) + ";")),
            objectiveC.hostile("100,000 nested blocks", method(String(repeating: "^{ ", count: deep) + String(repeating: "}", count: deep))),
            objectiveC.hostile("an #else of 5 MB of spaces and #", method("#if A\n#else\n" + String(repeating: " ", count: tenMegabytes / 2)
                                                                          + String(repeating: "# ", count: tenMegabytes / 4) + "\n#endif")),
            objectiveC.hostile("100,000 nested #if", method(String(repeating: "#if A\n", count: deep) + "#else\n" + String(repeating: "#endif\n", count: deep))),
            objectiveC.hostile("a preprocessor line continued 100,000 times", method("#define A \\" + String(repeating: "\n\\", count: deep))),
        ] + sourceFiles + binaryPropertyLists
    }

    /// What is not a source file's content.
    static var sourceFiles: [HostileCase] {
        let fifo = "not a regular file (a FIFO)"
        let strings: HostileCase.Entry = .file("App/en.lproj/Localizable.strings", Array(Self.strings.utf8))
        return [
            HostileCase(name: "a FIFO named .swift", entries: [.fifo("SettingsView.swift")], arguments: ["lint", "SettingsView.swift"], expectation: .unreadable(fifo)),
            HostileCase(name: "a FIFO .swift found in a folder", entries: [.fifo("App/SettingsView.swift"), strings], arguments: ["lint", "App"],
                        expectation: .unreadable(fifo)),
            HostileCase(name: "a FIFO .m found in a folder", entries: [.fifo("App/SettingsViewController.m"), strings], arguments: ["lint", "App"],
                        expectation: .unreadable(fifo)),
            HostileCase(name: "/dev/zero behind a .swift name", entries: [.link("App/SettingsView.swift", to: "/dev/zero"), strings], arguments: ["lint", "App"],
                        expectation: .unreadable("not a regular file (a character device)")),
            HostileCase(name: "a Swift file over the size cap (sparse)", entries: [.sparse("SettingsView.swift", size: InputKind.source.limit + 1, prefix: Array("import SwiftUI\n".utf8))],
                        arguments: ["lint", "SettingsView.swift"], expectation: .unreadable("Hark reads Swift and Objective-C sources up to 16 MB")),
            HostileCase(name: "a folder named like a Swift file", entries: [.folder("App/SettingsView.swift"), strings], arguments: ["lint", "App"], expectation: .read),
            // Counting what a vendored folder holds once walked each link again: 3^24 folders.
            HostileCase(name: "three links to itself in a vendored folder",
                        entries: [.link("App/Pods/a", to: "."), .link("App/Pods/b", to: "."), .link("App/Pods/c", to: "."),
                                  .file("App/Pods/Vendored.swift", Array("import SwiftUI\n".utf8)), strings],
                        arguments: ["lint", "App"], expectation: .read),
            HostileCase(name: "a link loop named like Swift files", entries: [.link("App/a.swift", to: "b.swift"), .link("App/b.swift", to: "a.swift"), strings],
                        arguments: ["lint", "App"], expectation: .unreadable("Too many levels of symbolic links")),
        ]
    }

    /// Binary Settings panes (`bplist00`) built against the reader: counts, offsets and
    /// references that lie, cycles, objects shared 2^64 ways, nesting, a 10 MB string.
    static var binaryPropertyLists: [HostileCase] {
        typealias W = BinaryPlistWriter
        let pane = format("binary Settings.bundle")
        let valid = binarySettingsPane
        var manyObjects = valid
        manyObjects.replaceSubrange(valid.count - 24..<valid.count - 16, with: W.bigEndian(UInt64.max, width: 8))
        var tableOutside = valid
        tableOutside.replaceSubrange(valid.count - 8..<valid.count, with: W.bigEndian(1 << 62, width: 8))
        // Each array holds the next twice: 2^64 paths to the bottom.
        let shared = (0..<64).map { W.marker(0xA, 2) + [UInt8($0 + 1), UInt8($0 + 1)] } + [[0x09]]
        let nested = (0..<100_000).map { W.marker(0xA, 1) + W.bigEndian(UInt64($0 + 1), width: 4) } + [[0x08]]
        func specifiers(_ value: W.Value) -> [UInt8] {
            W.encode(.dictionary([("PreferenceSpecifiers", .array([.dictionary([("Type", .string("PSToggleSwitchSpecifier")),
                                                                                ("Title", value), ("Key", .string("k"))])]))]))
        }
        return [
            pane.hostile("2^64 objects", manyObjects, .refused),
            pane.hostile("an offset table beyond the end", tableOutside, .refused),
            pane.hostile("an array containing itself", W.assemble(objects: [W.marker(0xA, 1) + [0]], top: 0, referenceSize: 1), .refused),
            pane.hostile("arrays sharing their elements 2^64 ways", W.assemble(objects: shared, top: 0, referenceSize: 1), .refused),
            pane.hostile("100,000 nested arrays", W.assemble(objects: nested, top: 0, referenceSize: 4), .refused),
            pane.hostile("an array of 2^60 elements", W.assemble(objects: [[0xAF, 0x13] + W.bigEndian(1 << 60, width: 8)], top: 0, referenceSize: 1), .refused),
            pane.hostile("a title of 10 MB", specifiers(.string(String(repeating: "x", count: tenMegabytes))), .read),
            pane.hostile("a title that is a nested array", specifiers(.array([.array([.string("Mute")])]))),
        ]
    }
}
