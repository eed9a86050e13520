import Foundation
import HarkCore

// hark-bench generate DIR [--screens N] [--cells N] [--locales N]
// hark-bench run DIR --hark PATH [--repeat N]
// hark-bench linearity DIR --hark PATH [--screens N] [--repeat N]
// hark-bench reports DIR --hark PATH [--screens N] [--repeat N]
// hark-bench storyboard FILE [--scenes N] [--cells N] [--repeat N]
// hark-bench l10n DIR [--locales N] [--keys N] [--repeat N] [--hark PATH]
// hark-bench settings DIR [--toggles N] [--repeat N]
// hark-bench lines DIR --hark PATH [--entries N] [--repeat N]
// hark-bench swift DIR [--generate] [--views N] [--toggles N] [--repeat N]
//
// `run` times, interleaved so both see the same machine load, Foundation's bare parse of the
// generated app (JSONSerialization + PropertyListSerialization) and the `hark lint` binary end to
// end, with the text report and with the JSON report (which adds the whole speech transcript:
// every switch in every locale), and prints medians, ratios and peak memory. Each subcommand
// ends with `goal` lines: the goals of issue 11, judged on ratios measured in the same run.

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
        guard arguments.count >= 2, let binary = option("--hark", arguments) else { throw BenchError("usage: hark-bench run DIR --hark PATH") }
        try AuditBenchmark.run(root: arguments[1], binary: binary, repeats: Int(option("--repeat", arguments) ?? "") ?? 5)
    case "linearity":
        guard arguments.count >= 2, let binary = option("--hark", arguments) else {
            throw BenchError("usage: hark-bench linearity DIR --hark PATH [--screens N]")
        }
        try AuditBenchmark.linearity(folder: arguments[1], binary: binary, screens: Int(option("--screens", arguments) ?? "") ?? 1_000,
                                     repeats: Int(option("--repeat", arguments) ?? "") ?? 5)
    case "reports":
        guard arguments.count >= 2, let binary = option("--hark", arguments) else {
            throw BenchError("usage: hark-bench reports DIR --hark PATH [--screens N]")
        }
        try AuditBenchmark.reports(root: arguments[1], binary: binary, screens: Int(option("--screens", arguments) ?? "") ?? 1_150,
                                   repeats: Int(option("--repeat", arguments) ?? "") ?? 5)
    case "l10n":
        guard arguments.count >= 2 else { throw BenchError("usage: hark-bench l10n DIR") }
        var generator = LocalizationGenerator()
        generator.locales = min(Int(option("--locales", arguments) ?? "") ?? generator.locales, LocalizationGenerator.names.count)
        generator.keys = Int(option("--keys", arguments) ?? "") ?? generator.keys
        try generator.write(to: arguments[1])
        guard let binary = option("--hark", arguments) else { throw BenchError("usage: hark-bench l10n DIR --hark PATH") }
        try LocalizationBenchmark.run(root: arguments[1], harkBinary: binary,
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
        print("usage: hark-bench generate|run|linearity|reports|storyboard|l10n|settings|swift … (see main.swift)")
    }
} catch {
    FileHandle.standardError.write(Data("hark-bench: \(error)\n".utf8))
    exit(2)
}
