import Foundation
import Testing
@testable import HarkCore

/// Inputs on one single line (minified, generated): doubling the entries must about double the
/// time, not quadruple it (positions found by scanning from the start of the line made a .strings
/// file of 40,000 entries take 23 s). A guard against quadratic time, with room for a loaded
/// machine; `hark-bench lines` measures the ratios on the release build.
@Suite struct HostileLinearityTests {
    struct Shape: Sendable, CustomTestStringConvertible {
        let name: String
        let entries: Int
        let path: String
        let entry: @Sendable (Int) -> String
        let head: String
        let tail: String
        /// Another file written with the same text (a translation of a table).
        var alsoAt: String? = nil
        /// A file of its own beside it (the storyboard whose project's code is read).
        var companion: (path: String, text: String)? = nil
        var testDescription: String { name }
    }

    static let shapes: [Shape] = [
        Shape(name: ".strings", entries: 20_000, path: "en.lproj/Localizable.strings",
              entry: { "\"KEY_\($0)\" = \"Value \($0)\";" }, head: "", tail: ""),
        Shape(name: ".xcstrings", entries: 10_000, path: "Localizable.xcstrings",
              entry: { "\"K\($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"W\($0)\"}}}}," },
              head: "{\"sourceLanguage\":\"en\",\"strings\":{", tail: "\"last\":{}}}"),
        Shape(name: ".stringsdict", entries: 5_000, path: "en.lproj/Localizable.stringsdict",
              entry: { "<key>K\($0)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key><string>d</string><key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict></dict>" },
              head: "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>", tail: "</dict></plist>"),
        Shape(name: "storyboard", entries: 1_500, path: "Main.storyboard",
              entry: { HostileInputs.cell("\($0)") },
              head: HostileInputs.storyboard(cells: "\u{0}").components(separatedBy: "\u{0}")[0].replacingOccurrences(of: "\n", with: ""),
              tail: HostileInputs.storyboard(cells: "\u{0}").components(separatedBy: "\u{0}")[1].replacingOccurrences(of: "\n", with: "")),
        Shape(name: "model", entries: 3_000, path: "Settings.json",
              entry: { "{\"id\":\"c\($0)\",\"label\":{\"text\":\"Option \($0)\"},\"switch\":{\"on\":true}}," },
              head: "{\"hark\":1,\"app\":{},\"screens\":[{\"id\":\"s\",\"sections\":[{\"id\":\"x\",\"cells\":[", tail: "{\"id\":\"last\"}]}]}]}"),
        // One value of many specifiers, in the development language and a translation: its
        // arguments compared pair by pair took 3.9 s at 100,000 and 14 s at 200,000.
        Shape(name: "specifiers of one value", entries: 40_000, path: "en.lproj/Localizable.strings",
              entry: { _ in "%d" }, head: "\"k\" = \"", tail: "\";", alsoAt: "fr.lproj/Localizable.strings"),
        // Under 10,000 entries: a file's key uses stop there (`KeyUses.maximumPerFile`).
        Shape(name: "Swift", entries: 4_000, path: "SettingsView.swift",
              entry: { "Text(\"Option \($0)\").padding(); " },
              head: "import SwiftUI; struct SettingsView: View { @State var on = false; var body: some View { VStack { Toggle(\"Mute\", isOn: $on); ",
              tail: "} } }"),
        Shape(name: "Objective-C", entries: 4_000, path: "SettingsViewController.m",
              entry: { "[items addObject:NSLocalizedString(@\"Option \($0)\", @\"\")]; " },
              head: "@implementation SettingsViewController - (void)viewDidLoad { UISwitch *toggle = [[UISwitch alloc] init]; ",
              tail: "} @end"),
        // The code of a storyboard's project, read for the texts it assigns to outlets: each
        // assignment of a lookup looked for its table's argument to the file's end.
        Shape(name: "code assigning lookups", entries: 20_000, path: "SettingsViewController.m",
              entry: { "_label\($0).text = NSLocalizedString(@\"Option \($0)\", @\"\"); " },
              head: "@implementation SettingsViewController - (void)viewDidLoad { ", tail: "} @end",
              companion: ("Main.storyboard", HostileInputs.storyboard())),
    ]

    func cpuSeconds(_ shape: Shape, entries: Int) throws -> Double {
        let text = shape.head + (0..<entries).map(shape.entry).joined() + shape.tail
        let folder = try HostileInputTests.materialize([.file(shape.path, Array(text.utf8))]
            + (shape.path.hasSuffix(".stringsdict") ? [.file("en.lproj/Localizable.strings", [])] : [])
            + (shape.alsoAt.map { [.file($0, Array(text.utf8))] } ?? [])
            + (shape.companion.map { [.file($0.path, Array($0.text.utf8))] } ?? []))
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try MeasuredRun.hark(["lint", ".", "--fail-on", "never"], in: folder)
        #expect(!run.timedOut, "\(entries) entries: killed after \(Int(run.wallSeconds)) s")
        #expect(run.status == 0, "\(run.stderr.prefix(300))")
        return run.cpuSeconds
    }

    @Test(arguments: shapes)
    func doublingTheEntriesAboutDoublesTheTime(_ shape: Shape) throws {
        // The better of two tries: a busy machine only ever adds time.
        var ratio = Double.infinity
        for _ in 0..<2 where ratio >= 3 {
            let small = try cpuSeconds(shape, entries: shape.entries)
            let large = try cpuSeconds(shape, entries: 2 * shape.entries)
            ratio = min(ratio, large / max(small, 0.001))
        }
        #expect(ratio < 3, "\(2 * shape.entries) entries took \(ratio)× the time of \(shape.entries)")
    }
}
