import Foundation
import HarkCore

// hark-bench generate DIR [--screens N] [--cells N] [--locales N]
// hark-bench run DIR [--repeat N] [--hark PATH]
// hark-bench storyboard FILE [--scenes N] [--cells N] [--repeat N]
// hark-bench l10n DIR [--locales N] [--keys N] [--repeat N] [--hark PATH]
// hark-bench settings DIR [--toggles N] [--repeat N]
// hark-bench lines DIR --hark PATH [--entries N] [--repeat N]
// hark-bench swift DIR [--generate] [--views N] [--toggles N] [--repeat N]
//
// `run` times, in one process and interleaved so both see the same machine load:
//   - Hark's whole audit (load model and strings, speech in every locale, every rule, JSON report);
//   - Foundation's bare parse of the same files (JSONSerialization + PropertyListSerialization);
//   - with --hark, the `hark lint` binary end to end, with the text report and with the JSON
//     report (which adds the whole speech transcript: every switch in every locale).
// and prints medians and the ratio Hark / Foundation.

func option(_ name: String, _ arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

func seconds(_ body: () throws -> Void) rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try body()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}

/// A benchmark that cannot go on.
struct BenchError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

/// Every regular file under `folder`, sorted.
func files(under folder: String) -> [String] {
    let base = URL(fileURLWithPath: folder)
    guard let enumerator = FileManager.default.enumerator(at: base, includingPropertiesForKeys: [.isRegularFileKey]) else { return [] }
    var result: [String] = []
    for case let url as URL in enumerator where (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true {
        result.append(url.path)
    }
    return result.sorted()
}

func inputFiles(_ root: String) -> (model: String, strings: [String]) {
    let strings = files(under: root + "/Locales").filter { $0.hasSuffix(".strings") }
    return (root + "/Synthetic.json", strings)
}

func harkAudit(_ root: String) throws -> Int {
    // The same work as `hark lint --format json`: audit, compose speech, render the report.
    try HarkLibrary.lint(paths: [root + "/Synthetic.json"], format: "json").count
}

func foundationParse(_ root: String) throws -> Int {
    let files = inputFiles(root)
    var count = 0
    let model = try Data(contentsOf: URL(fileURLWithPath: files.model))
    if let object = try JSONSerialization.jsonObject(with: model) as? [String: Any] { count += object.count }
    for file in files.strings {
        let data = try Data(contentsOf: URL(fileURLWithPath: file))
        if let table = try PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            count += table.count
        }
    }
    return count
}

func runCLI(_ binary: String, _ root: String, format: String) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: binary)
    process.arguments = ["lint", root + "/Synthetic.json", "--format", format, "--output", root + "/report." + format, "--fail-on", "never"]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { throw BenchError("\(binary) exited \(process.terminationStatus)") }
}

let arguments = Array(CommandLine.arguments.dropFirst())
do {
    switch arguments.first {
    case "generate":
        guard arguments.count >= 2 else { throw BenchError("usage: hark-bench generate DIR") }
        var generator = Generator()
        generator.screens = Int(option("--screens", arguments) ?? "") ?? generator.screens
        generator.cells = Int(option("--cells", arguments) ?? "") ?? generator.cells
        generator.locales = min(Int(option("--locales", arguments) ?? "") ?? generator.locales, Generator.localeNames.count)
        try generator.write(to: arguments[1])
        print("wrote \(generator.screens) screens x \(generator.cells) switch cells, \(generator.locales) locales to \(arguments[1])")
    case "run":
        guard arguments.count >= 2 else { throw BenchError("usage: hark-bench run DIR") }
        let root = arguments[1]
        let repeats = Int(option("--repeat", arguments) ?? "") ?? 5
        let files = inputFiles(root)
        let bytes = ([files.model] + files.strings).reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        }
        print("input: 1 model + \(files.strings.count) strings files, \(bytes / 1_000_000) MB")
        var hark: [Double] = [], foundation: [Double] = [], cliText: [Double] = [], cliJSON: [Double] = []
        // One untimed warm-up of each, then interleaved timed runs.
        _ = try harkAudit(root)
        _ = try foundationParse(root)
        for _ in 0..<repeats {
            foundation.append(try seconds { _ = try foundationParse(root) })
            hark.append(try seconds { _ = try harkAudit(root) })
            if let binary = option("--hark", arguments) {
                cliText.append(try seconds { try runCLI(binary, root, format: "text") })
                cliJSON.append(try seconds { try runCLI(binary, root, format: "json") })
            }
        }
        let base = median(foundation)
        func line(_ name: String, _ values: [Double]) -> String {
            let m = median(values)
            return "\(name.padding(toLength: 44, withPad: " ", startingAt: 0)) median \(String(format: "%7.3f", m)) s   ratio \(String(format: "%5.2f", m / base))x"
        }
        print(line("Foundation parse only (baseline)", foundation))
        print(line("Hark full audit, in process", hark))
        if !cliText.isEmpty {
            print(line("hark lint --format text (binary, end to end)", cliText))
            print(line("hark lint --format json (binary, end to end)", cliJSON))
        }
        print("(\(repeats) runs each, interleaved; ratio = time / baseline median; lower is better)")
    case "l10n":
        guard arguments.count >= 2 else { throw BenchError("usage: hark-bench l10n DIR") }
        var generator = LocalizationGenerator()
        generator.locales = min(Int(option("--locales", arguments) ?? "") ?? generator.locales, LocalizationGenerator.names.count)
        generator.keys = Int(option("--keys", arguments) ?? "") ?? generator.keys
        try generator.write(to: arguments[1])
        try LocalizationBenchmark.run(root: arguments[1], harkBinary: option("--hark", arguments),
                                      repeats: Int(option("--repeat", arguments) ?? "") ?? 5)
    case "storyboard":
        guard arguments.count >= 2 else { throw BenchError("usage: hark-bench storyboard FILE") }
        var generator = StoryboardGenerator()
        generator.scenes = Int(option("--scenes", arguments) ?? "") ?? generator.scenes
        generator.cells = Int(option("--cells", arguments) ?? "") ?? generator.cells
        try generator.write(to: arguments[1])
        try StoryboardBenchmark.run(file: arguments[1], repeats: Int(option("--repeat", arguments) ?? "") ?? 5)
    case "settings":
        guard arguments.count >= 2 else { throw BenchError("usage: hark-bench settings DIR") }
        try SettingsBundleBenchmark.run(root: arguments[1], toggles: Int(option("--toggles", arguments) ?? "") ?? 20_000,
                                        repeats: Int(option("--repeat", arguments) ?? "") ?? 5)
    case "lines":
        guard arguments.count >= 2, let binary = option("--hark", arguments) else { throw BenchError("usage: hark-bench lines DIR --hark PATH") }
        try LinearityBenchmark.run(root: arguments[1], binary: binary, small: Int(option("--entries", arguments) ?? "") ?? 20_000,
                                   repeats: Int(option("--repeat", arguments) ?? "") ?? 3)
    case "swift":
        // hark-bench swift DIR [--generate] [--views N] [--toggles N] [--repeat N]: DIR is any
        // folder of Swift sources (an app), or, with --generate, where a synthetic one is written.
        guard arguments.count >= 2 else { throw BenchError("usage: hark-bench swift DIR [--generate]") }
        if arguments.contains("--generate") {
            var generator = SourceGenerator()
            generator.views = Int(option("--views", arguments) ?? "") ?? generator.views
            generator.toggles = Int(option("--toggles", arguments) ?? "") ?? generator.toggles
            try generator.write(to: arguments[1])
        }
        try SourceBenchmark.run(folder: arguments[1], repeats: Int(option("--repeat", arguments) ?? "") ?? 5)
    default:
        print("usage: hark-bench generate DIR [--screens N] [--cells N] [--locales N] | hark-bench run DIR [--repeat N] [--hark PATH]")
    }
} catch {
    FileHandle.standardError.write(Data("hark-bench: \(error)\n".utf8))
    exit(2)
}
