import Foundation
import HarkCore

/// The whole audit of a synthetic app (`hark lint`, end to end) against Foundation merely
/// parsing the same files, its peak memory, how its time grows with screens and locales, and
/// how long its big reports take to write. Every ratio's baseline is measured in the same run,
/// interleaved, and goals are judged on CPU time: the machine is shared, and wall-clock time
/// moves with everyone else's load (wall-clock figures are printed beside).
enum AuditBenchmark {
    static func inputFiles(_ root: String) -> (model: String, strings: [String]) {
        (root + "/Synthetic.json", files(under: root + "/Locales").filter { $0.hasSuffix(".strings") })
    }

    static func inputBytes(_ root: String) -> Int {
        let files = inputFiles(root)
        return ([files.model] + files.strings).reduce(0) { $0 + fileSize($1) }
    }

    /// JSONSerialization for the model, PropertyListSerialization for each strings file.
    static func foundationParse(_ root: String) throws -> Int {
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

    static func lint(_ binary: String, _ root: String, format: String, extra: [String] = [], standardError: String? = nil) throws -> Cost {
        try runChild(binary, ["lint", root + "/Synthetic.json", "--format", format, "--output", root + "/report." + format,
                              "--fail-on", "never", "--quiet"] + extra, standardError: standardError)
    }

    /// `hark-bench run DIR --hark PATH`: the full audit against Foundation's parse.
    static func run(root: String, binary: String, repeats: Int) throws {
        let bytes = inputBytes(root)
        print("input: 1 model + \(inputFiles(root).strings.count) strings files, \(megabytes(bytes))")
        var foundation = Costs(), text = Costs(), json = Costs()
        _ = try foundationParse(root)
        _ = try lint(binary, root, format: "text")
        for _ in 0..<repeats {
            foundation.append(try measure { _ = try foundationParse(root) })
            text.append(try lint(binary, root, format: "text"))
            json.append(try lint(binary, root, format: "json"))
        }
        func line(_ name: String, _ costs: Costs, memory: Bool = true) {
            print(name.padding(toLength: 52, withPad: " ", startingAt: 0)
                  + String(format: " wall %6.3f s (%5.2f×)   cpu %6.3f s (%5.2f×)", costs.wall, costs.wall / foundation.wall,
                           costs.cpu, costs.cpu / foundation.cpu)
                  + (memory ? "   peak \(megabytes(costs.maxRSSBytes))" : ""))
        }
        line("Foundation parse only (baseline)", foundation, memory: false)
        line("hark lint --format text (binary, end to end)", text)
        line("hark lint --format json (adds 240,000 spoken lines)", json)
        print("(\(repeats) runs each, interleaved; medians; ratio = Hark / Foundation; Foundation parses on one core, Hark on all)")
        reportGoal("full audit, text report", measured: ratio(text.cpu / foundation.cpu) + " Foundation's parse in CPU time (wall "
                   + ratio(text.wall / foundation.wall) + ")", target: "≤ 0.15×", met: text.cpu / foundation.cpu <= 0.15)
        reportGoal("full audit, JSON report", measured: ratio(json.cpu / foundation.cpu) + " Foundation's parse in CPU time (wall "
                   + ratio(json.wall / foundation.wall) + ")", target: "≤ 0.25×", met: json.cpu / foundation.cpu <= 0.25)
        let allowed = 2 * bytes + 30_000_000
        for (name, costs) in [("text", text), ("JSON", json)] {
            guard costs.maxRSSBytes > 0 else {
                print("peak memory: not measured (install GNU time: apt-get install time)")
                continue
            }
            reportGoal("peak memory, \(name) report", measured: "\(megabytes(costs.maxRSSBytes)) for \(megabytes(bytes)) of input ("
                       + ratio(Double(costs.maxRSSBytes) / Double(allowed)) + " the allowance)",
                       target: "≤ 2 × input + 30 MB = \(megabytes(allowed))", met: costs.maxRSSBytes <= allowed)
        }
    }

    /// `hark-bench linearity DIR --hark PATH`: the text audit of apps 5× apart in screens and
    /// 10× apart in locales, interleaved.
    static func linearity(folder: String, binary: String, screens: Int, repeats: Int) throws {
        let apps: [(name: String, screens: Int, locales: Int)] = [
            ("screens-1x", screens / 5, 12), ("screens-5x", screens, 12),
            ("locales-1x", screens / 5, 2), ("locales-10x", screens / 5, 20),
        ]
        for app in apps {
            var generator = Generator()
            generator.screens = app.screens
            generator.locales = app.locales
            try? FileManager.default.removeItem(atPath: folder + "/" + app.name)
            try generator.write(to: folder + "/" + app.name)
        }
        var costs = Array(repeating: Costs(), count: apps.count)
        for app in apps { _ = try lint(binary, folder + "/" + app.name, format: "text") }
        for _ in 0..<repeats {
            for (index, app) in apps.enumerated() { costs[index].append(try lint(binary, folder + "/" + app.name, format: "text")) }
        }
        for (app, cost) in zip(apps, costs) {
            print("\(app.name.padding(toLength: 12, withPad: " ", startingAt: 0)) \(app.screens) screens × 20 cells, \(app.locales) locales, "
                  + "\(megabytes(inputBytes(folder + "/" + app.name)))" + String(format: "   wall %6.3f s   cpu %6.3f s", cost.wall, cost.cpu))
        }
        let screensGrowth = costs[1].cpu / costs[0].cpu, localesGrowth = costs[3].cpu / costs[2].cpu
        reportGoal("linear in screens (5× the screens)", measured: ratio(screensGrowth) + " the CPU time (wall "
                   + ratio(costs[1].wall / costs[0].wall) + ")", target: "≤ 5.5×", met: screensGrowth <= 5.5)
        reportGoal("linear in locales (10× the locales)", measured: ratio(localesGrowth) + " the CPU time (wall "
                   + ratio(costs[3].wall / costs[2].wall) + ")", target: "≤ 10.5×", met: localesGrowth <= 10.5)
    }

    /// `hark-bench reports DIR --hark PATH`: an app whose audit finds some 46,000 problems (every
    /// switch a custom control that is no accessibility element, its hint key then unused), and
    /// how long `hark lint --timing` says each big report took to render and write.
    static func reports(root: String, binary: String, screens: Int, repeats: Int) throws {
        var generator = Generator()
        generator.screens = screens
        generator.customSwitches = true
        try? FileManager.default.removeItem(atPath: root)
        try generator.write(to: root)
        let formats = ["sarif", "json", "github"]
        var arguments = ["lint", root + "/Synthetic.json", "--timing", "--fail-on", "never", "--sarif-max-results", "0",
                         "--format", "text", "--output", root + "/report.txt"]
        for format in formats { arguments += ["--format", format, "--output", root + "/report." + format] }
        let timing = root + "/timing.txt"
        var seconds: [String: (wall: [Double], cpu: [Double])] = [:]
        for _ in 0...repeats {
            _ = try runChild(binary, arguments, standardError: timing)
            for line in (try String(contentsOfFile: timing, encoding: .utf8)).split(separator: "\n") {
                // "    0.123     0.120  report: render and write sarif"
                let fields = line.split(separator: " ", maxSplits: 2)
                guard fields.count == 3, let wall = Double(fields[0]), let cpu = Double(fields[1]) else { continue }
                let phase = fields[2].drop { $0 == " " }
                guard phase.hasPrefix("report: "), let format = phase.split(separator: " ").last else { continue }
                seconds[String(format), default: ([], [])].wall.append(wall)
                seconds[String(format), default: ([], [])].cpu.append(cpu)
            }
        }
        let summary = (try String(contentsOfFile: root + "/report.txt", encoding: .utf8)).split(separator: "\n")
            .first { $0.hasSuffix("notes.") || $0.hasSuffix("note.") } ?? "?"
        let findings = summary.split(separator: " ").compactMap { Int($0.filter(\.isNumber)) }.reduce(0, +)
        print("findings: \(summary)")
        for format in formats {
            // Render and write each measured per run; the first run is a warm-up.
            let runs = seconds[format] ?? ([], [])
            let perRun = max(1, runs.cpu.count / (repeats + 1))
            func totals(_ values: [Double]) -> [Double] {
                stride(from: perRun, to: values.count, by: perRun).map { values[$0..<min($0 + perRun, values.count)].reduce(0, +) }
            }
            let wall = median(totals(runs.wall)), cpu = median(totals(runs.cpu))
            let size = fileSize(root + "/report." + format)
            print("\(format.padding(toLength: 8, withPad: " ", startingAt: 0)) \(megabytes(size))" + String(format: "   render + write: wall %6.3f s   cpu %6.3f s", wall, cpu))
            reportGoal("\(format) report of \(findings) findings written",
                       measured: String(format: "%.3f s CPU (wall %.3f s)", cpu, wall), target: "≤ 0.5 s", met: cpu <= 0.5)
        }
    }
}
