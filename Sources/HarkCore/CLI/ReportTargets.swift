/// The reports one `hark lint` run writes: `--format F --output FILE` pairs, repeated, so one
/// audit can write SARIF for code scanning, JUnit for the test tab and text for the log. Each
/// `--output` belongs to the `--format` before it; a format without one goes to standard
/// output (one at most). A single format and output pair up in either order.
struct ReportTarget {
    let reporter: any Reporter
    /// nil: standard output.
    let output: String?
}

enum ReportTargets {
    static func parse(_ arguments: ParsedArguments, command: String) throws -> [ReportTarget] {
        func reporter(_ name: String) throws -> any Reporter {
            guard let reporter = Reporters.named(name) else {
                throw UsageError(message: "invalid value '\(name)' for --format (\(Reporters.all.map(\.id).joined(separator: ", ")))", command: command)
            }
            return reporter
        }
        let pairs = arguments.sequence.filter { $0.option == "--format" || $0.option == "--output" }
        let formats = pairs.filter { $0.option == "--format" }.map(\.value)
        let outputs = pairs.filter { $0.option == "--output" }.map(\.value)
        if formats.count <= 1 {
            guard outputs.count <= 1 else {
                throw UsageError(message: "several --output files need a --format before each", command: command)
            }
            return [ReportTarget(reporter: try reporter(formats.first ?? Reporters.all[0].id), output: outputs.first)]
        }
        var targets: [(format: String, output: String?)] = []
        for pair in pairs {
            if pair.option == "--format" {
                targets.append((pair.value, nil))
            } else {
                guard let last = targets.last, last.output == nil else {
                    throw UsageError(message: "--output \(pair.value) follows no --format of its own: write --format F --output FILE for each report",
                                     command: command)
                }
                targets[targets.count - 1].output = pair.value
            }
        }
        guard targets.filter({ $0.output == nil }).count <= 1 else {
            throw UsageError(message: "only one report can go to standard output: give each other --format an --output FILE", command: command)
        }
        let files = targets.compactMap(\.output)
        guard Set(files).count == files.count else {
            throw UsageError(message: "two reports would be written to the same --output file", command: command)
        }
        return try targets.map { ReportTarget(reporter: try reporter($0.format), output: $0.output) }
    }
}
