import Foundation
@testable import HarkCore

/// What is not a file's content: FIFOs, devices, folders and links where files are expected,
/// files over the size caps.
extension HostileInputs {
    static var specialFiles: [HostileCase] {
        let model = Array(Self.model.utf8)
        let strings = Array(Self.strings.utf8)
        let fifo = "not a regular file (a FIFO)"
        let device = "not a regular file (a character device)"
        func special(_ name: String, _ entries: [HostileCase.Entry], _ arguments: [String], _ expectation: HostileCase.Expectation) -> HostileCase {
            HostileCase(name: name, entries: entries, arguments: arguments, expectation: expectation)
        }
        func oversized(_ name: String, _ path: String, kind: InputKind, prefix: String, companions: [HostileCase.Entry] = [],
                       arguments: [String]) -> HostileCase {
            special("\(name) over the size cap (sparse)", companions + [.sparse(path, size: kind.limit + 1, prefix: Array(prefix.utf8))],
                    arguments, .unreadable("Hark reads \(kind.name) up to \(InputKind.megabytes(kind.limit))"))
        }
        return [
            special("a FIFO named as a model", [.fifo("Settings.json")], ["lint", "Settings.json"], .unreadable(fifo)),
            special("a FIFO storyboard found in a folder", [.fifo("App/Main.storyboard"), .file("App/Settings.json", model)],
                    ["lint", "App"], .unreadable(fifo)),
            special("a FIFO strings table in an .lproj folder", [.fifo("App/de.lproj/Localizable.strings"), .file("App/en.lproj/Localizable.strings", strings)],
                    ["lint", "App"], .unreadable(fifo)),
            special("a FIFO String Catalog", [.fifo("App/Localizable.xcstrings"), .file("App/en.lproj/Localizable.strings", strings)],
                    ["lint", "App"], .unreadable(fifo)),
            special("a FIFO as --config", [.fifo("hark.json"), .file("Settings.json", model)], ["lint", "Settings.json", "--config", "hark.json"], .unreadable(fifo)),
            special("a FIFO as --baseline", [.fifo("b.json"), .file("Settings.json", model)], ["lint", "Settings.json", "--baseline", "b.json"], .unreadable(fifo)),
            special("a FIFO as --transcript", [.fifo("t.tsv"), .file("Settings.json", model)], ["lint", "Settings.json", "--transcript", "t.tsv"], .unreadable(fifo)),
            special("/dev/zero behind a model's name", [.link("Settings.json", to: "/dev/zero")], ["lint", "Settings.json"], .unreadable(device)),
            special("/dev/urandom behind a storyboard's name", [.link("Main.storyboard", to: "/dev/urandom")], ["lint", "Main.storyboard"], .unreadable(device)),
            special("/dev/zero behind a strings table in a folder", [.link("App/de.lproj/Localizable.strings", to: "/dev/zero"), .file("App/en.lproj/Localizable.strings", strings)],
                    ["lint", "App"], .unreadable(device)),
            special("/dev/urandom behind a String Catalog", [.link("App/Localizable.xcstrings", to: "/dev/urandom")], ["lint", "App"], .unreadable(device)),
            special("/dev/null behind a .stringsdict", [.link("App/en.lproj/Localizable.stringsdict", to: "/dev/null"), .file("App/en.lproj/Localizable.strings", strings)],
                    ["lint", "App"], .unreadable(device)),
            special("/dev/zero as --config", [.file("Settings.json", model)], ["lint", "Settings.json", "--config", "/dev/zero"], .unreadable(device)),
            special("a folder named like a storyboard", [.folder("App/Main.storyboard"), .file("App/Settings.json", model)], ["lint", "App"], .read),
            special("a folder named like a storyboard, given by name", [.folder("Main.storyboard")], ["lint", "Main.storyboard"],
                    .unreadable("found nothing to audit here")),
            special("a folder as --config", [.folder("hark.json"), .file("Settings.json", model)], ["lint", "Settings.json", "--config", "hark.json"],
                    .unreadable("not a regular file (a folder)")),
            special("a symbolic link loop given by name", [.link("a.json", to: "b.json"), .link("b.json", to: "a.json")], ["lint", "a.json"],
                    .unreadable("Too many levels of symbolic links")),
            special("a symbolic link loop in a folder", [.link("App/a.storyboard", to: "b.storyboard"), .link("App/b.storyboard", to: "a.storyboard"),
                                                         .file("App/Settings.json", model)], ["lint", "App"], .unreadable("Too many levels of symbolic links")),
            special("a link from a folder to its parent", [.link("App/Sub/up", to: ".."), .file("App/Settings.json", model)], ["lint", "App"], .read),
            special("a link from a folder to itself", [.link("App/self", to: "."), .file("App/en.lproj/Localizable.strings", strings)], ["lint", "App"], .read),
            special("a dangling link named like a storyboard", [.link("App/Main.storyboard", to: "missing.storyboard"), .file("App/Settings.json", model)],
                    ["lint", "App"], .unreadable("No such file or directory")),
            special("an empty folder", [.folder("Empty")], ["lint", "Empty"], .unreadable("found nothing to audit here")),
            special("a FIFO Settings pane", [.fifo("Settings.bundle/Root.plist")], ["lint", "Settings.bundle"], .unreadable(fifo)),
            special("a Settings pane opening itself as a child pane",
                    [.file("Settings.bundle/Root.plist", Array(settingsPane.replacingOccurrences(of: "PSGroupSpecifier", with: "PSChildPaneSpecifier</string><key>File</key><string>Root").utf8))],
                    ["lint", "Settings.bundle"], .read),
            special("a Settings pane opening a file outside the bundle",
                    [.file("Settings.bundle/Root.plist", Array(settingsPane.replacingOccurrences(of: "PSGroupSpecifier", with: "PSChildPaneSpecifier</string><key>File</key><string>../../../../etc/passwd").utf8))],
                    ["lint", "Settings.bundle"], .read),
            special("a FIFO .gitignore", [.folder(".git"), .fifo(".gitignore"), .file("App/en.lproj/Localizable.strings", strings)], ["lint", "."], .read),
            special("/dev/zero as .gitignore", [.folder(".git"), .link(".gitignore", to: "/dev/zero"), .file("App/en.lproj/Localizable.strings", strings)],
                    ["lint", "."], .read),
            special(".gitignore of 20,000 patterns", [.folder(".git"), .file("App/en.lproj/Localizable.strings", strings),
                                                      .file(".gitignore", Array((0..<20_000).map { "name\($0)" }.joined(separator: "\n").utf8))],
                    ["lint", "."], .unreadable("more than 10000 patterns")),
            special(".gitignore of 1,000 patterns with wildcards inside", [.folder(".git"), .file("App/en.lproj/Localizable.strings", strings),
                                                                           .file(".gitignore", Array((0..<1_000).map { "*x\($0)?*" }.joined(separator: "\n").utf8))],
                    ["lint", "."], .unreadable("more than 256 patterns with wildcards inside")),
            special(".gitignore of one 1 MB pattern", [.folder(".git"), .file("App/en.lproj/Localizable.strings", strings),
                                                       .file(".gitignore", Array(String(repeating: "**/a?", count: 200_000).utf8))],
                    ["lint", "."], .unreadable("longer than 256 characters")),
            oversized("a storyboard", "Main.storyboard", kind: .interfaceBuilder, prefix: "<document>", arguments: ["lint", "Main.storyboard"]),
            oversized("a strings table", "App/en.lproj/Localizable.strings", kind: .stringsTable, prefix: "\"a\" = \"b\";", arguments: ["lint", "App"]),
            oversized("a .stringsdict", "App/en.lproj/Localizable.stringsdict", kind: .propertyList, prefix: "<plist>",
                      companions: [.file("App/en.lproj/Localizable.strings", strings)], arguments: ["lint", "App"]),
            oversized("a String Catalog", "App/Localizable.xcstrings", kind: .stringCatalog, prefix: "{", arguments: ["lint", "App"]),
            oversized("a model", "Settings.json", kind: .screenModel, prefix: "{\"hark\": 1", arguments: ["lint", "Settings.json"]),
            oversized("a configuration", "hark.json", kind: .configuration, prefix: "{", companions: [.file("Settings.json", model)],
                      arguments: ["lint", "Settings.json", "--config", "hark.json"]),
            oversized("a baseline", "b.json", kind: .baseline, prefix: "{", companions: [.file("Settings.json", model)],
                      arguments: ["lint", "Settings.json", "--baseline", "b.json"]),
            oversized("a transcript", "t.tsv", kind: .transcript, prefix: "#", companions: [.file("Settings.json", model)],
                      arguments: ["lint", "Settings.json", "--transcript", "t.tsv"]),
        ]
    }
}
