import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Inputs written on one single line (minified, or generated), N entries each, in every format
/// Hark reads: the time `hark lint` takes must grow with N, not N² (a position found by
/// scanning from the start of the line made such files quadratic).
struct SingleLineGenerator {
    static let formats = ["strings", "stringsdict", "xcstrings", "storyboard", "model", "config", "baseline", "swift", "objc"]

    /// Writes the `format` input of `entries` entries under `root`; returns the `hark lint` arguments.
    static func write(_ format: String, entries: Int, to root: String) throws -> [String] {
        try FileManager.default.createDirectory(atPath: root + "/en.lproj", withIntermediateDirectories: true)
        func put(_ path: String, _ text: String) throws { try Data(text.utf8).write(to: URL(fileURLWithPath: root + "/" + path)) }
        let model = "{\"hark\":1,\"app\":{\"name\":\"A\"},\"screens\":[{\"id\":\"s\",\"sections\":[{\"id\":\"x\",\"cells\":["
            + (0..<(format == "model" ? entries : 1)).map { "{\"id\":\"c\($0)\",\"label\":{\"text\":\"Option \($0)\"},\"switch\":{\"on\":true}}" }.joined(separator: ",")
            + "]}]}]}"
        switch format {
        case "strings":
            try put("en.lproj/Localizable.strings", (0..<entries).map { "\"KEY_\($0)\" = \"Value \($0)\";" }.joined())
            return ["lint", root]
        case "stringsdict":
            try put("en.lproj/Localizable.strings", "")
            try put("en.lproj/Localizable.stringsdict", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><plist version=\"1.0\"><dict>" + (0..<entries).map {
                "<key>K\($0)</key><dict><key>NSStringLocalizedFormatKey</key><string>%#@n@</string><key>n</key><dict>"
                    + "<key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string><key>NSStringFormatValueTypeKey</key>"
                    + "<string>d</string><key>one</key><string>%d item</string><key>other</key><string>%d items</string></dict></dict>"
            }.joined() + "</dict></plist>")
            return ["lint", root]
        case "xcstrings":
            try put("Localizable.xcstrings", "{\"sourceLanguage\":\"en\",\"version\":\"1.0\",\"strings\":{" + (0..<entries).map {
                "\"K\($0)\":{\"localizations\":{\"de\":{\"stringUnit\":{\"state\":\"translated\",\"value\":\"W\($0)\"}}}}"
            }.joined(separator: ",") + "}}")
            return ["lint", root]
        case "storyboard":
            try put("Main.storyboard", "<?xml version=\"1.0\" encoding=\"UTF-8\"?><document type=\"com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB\" version=\"3.0\">"
                + "<scenes><scene sceneID=\"s\"><objects><tableViewController id=\"vc\" sceneMemberID=\"viewController\"><tableView key=\"view\" id=\"tv\">"
                + "<sections><tableViewSection id=\"sec\"><cells>" + (0..<entries).map { i in
                    "<tableViewCell id=\"c\(i)\"><rect key=\"frame\" x=\"0\" y=\"0\" width=\"390\" height=\"44\"/><tableViewCellContentView key=\"contentView\" id=\"v\(i)\">"
                        + "<subviews><label text=\"Option \(i)\" id=\"l\(i)\"><rect key=\"frame\" x=\"16\" y=\"12\" width=\"200\" height=\"20\"/></label>"
                        + "<switch on=\"YES\" id=\"s\(i)\"><rect key=\"frame\" x=\"320\" y=\"6\" width=\"51\" height=\"31\"/></switch></subviews>"
                        + "<constraints><constraint firstItem=\"s\(i)\" firstAttribute=\"leading\" secondItem=\"l\(i)\" secondAttribute=\"trailing\" constant=\"8\" id=\"k\(i)\"/>"
                        + "</constraints></tableViewCellContentView></tableViewCell>"
                }.joined() + "</cells></tableViewSection></sections></tableView></tableViewController></objects></scene></scenes></document>")
            return ["lint", root + "/Main.storyboard"]
        case "model":
            try put("Settings.json", model)
            return ["lint", root + "/Settings.json"]
        case "config":
            try put("Settings.json", model)
            try put("hark.json", "{\"hark\":1,\"doNotTranslate\":[" + (0..<entries).map { "\"Term \($0)\"" }.joined(separator: ",") + "]}")
            return ["lint", root + "/Settings.json", "--config", root + "/hark.json"]
        case "baseline":
            try put("Settings.json", model)
            try put("baseline.json", "{\"hark\":2,\"findings\":[" + (0..<entries).map {
                "{\"rule\":\"hint-missing\",\"file\":\"Settings.json\",\"screen\":\"s\",\"element\":\"c\($0)\",\"message\":\"m\"}"
            }.joined(separator: ",") + "]}")
            return ["lint", root + "/Settings.json", "--baseline", root + "/baseline.json"]
        case "swift":
            try put("SettingsView.swift", SingleLineGenerator.swift(entries: entries))
            return ["lint", root]
        case "objc":
            try put("SettingsViewController.m", SingleLineGenerator.objectiveC(entries: entries))
            return ["lint", root]
        default:
            throw BenchError("no single-line format \(format) (\(formats.joined(separator: ", ")))")
        }
    }
}

extension SingleLineGenerator {
    /// A SwiftUI view of `entries` localized texts with a modifier each, and a toggle.
    static func swift(entries: Int) -> String {
        "import SwiftUI; struct SettingsView: View { @State var on = false; var body: some View { VStack { Toggle(\"Mute\", isOn: $on); "
            + (0..<entries).map { "Text(\"Option \($0)\").padding(); " }.joined() + "} } }"
    }

    /// An Objective-C method of `entries` localized strings, and a switch.
    static func objectiveC(entries: Int) -> String {
        "@implementation SettingsViewController - (void)viewDidLoad { UISwitch *toggle = [[UISwitch alloc] init]; "
            + (0..<entries).map { "[items addObject:NSLocalizedString(@\"Option \($0)\", @\"\")]; " }.joined() + "} @end"
    }
}

enum LinearityBenchmark {
    /// CPU seconds (user + system) of one `hark` run: the children's usage before and after.
    static func cpuSeconds(_ binary: String, _ arguments: [String]) throws -> Double {
        func children() -> Double {
            var usage = rusage()
            getrusage(RUSAGE_CHILDREN.rawValue, &usage)
            return Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
                + Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        }
        let before = children()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments + ["--format", "json", "--output", "/dev/null", "--fail-on", "never"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw BenchError("hark \(arguments.joined(separator: " ")) exited \(process.terminationStatus)") }
        return children() - before
    }

    /// For each format: the fewest CPU seconds of `repeats` runs at `small` and at twice as
    /// many entries, and their ratio (2.0 is linear; quadratic time gives 4.0).
    static func run(root: String, binary: String, small: Int, repeats: Int) throws {
        print("single-line inputs, \(small) vs \(2 * small) entries: fewest CPU seconds of \(repeats) runs (user + system)")
        for format in SingleLineGenerator.formats {
            var best: [Double] = []
            var sizes: [Int] = []
            for entries in [small, 2 * small] {
                let folder = "\(root)/\(format)-\(entries)"
                try? FileManager.default.removeItem(atPath: folder)
                let arguments = try SingleLineGenerator.write(format, entries: entries, to: folder)
                sizes.append(files(under: folder).reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) })
                best.append(try (0..<repeats).map { _ in try cpuSeconds(binary, arguments) }.min() ?? 0)
            }
            let name = format.padding(toLength: 12, withPad: " ", startingAt: 0)
            print("\(name) \(String(format: "%6.2f", Double(sizes[0]) / 1e6)) MB \(String(format: "%7.3f", best[0])) s   "
                  + "\(String(format: "%6.2f", Double(sizes[1]) / 1e6)) MB \(String(format: "%7.3f", best[1])) s   ratio \(String(format: "%4.2f", best[1] / best[0]))")
        }
    }
}
