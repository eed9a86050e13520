/// Known findings a team accepts for now (`--write-baseline FILE` records them, `--baseline
/// FILE` hides them), so Hark can gate new problems on an app with old ones. Findings match on
/// their identity (rule, file, screen, element, subject such as a key, locale), not on line,
/// column or wording, so editing the file elsewhere or rewording a message does not bring them
/// back; each recorded finding hides one finding.
struct Baseline: Sendable {
    static let formatVersion = 2

    private(set) var counts: [[String]: Int] = [:]

    init(findings: [Finding], paths: PathDisplay) {
        for finding in findings { counts[finding.identity(file: paths.relative(finding.location.file)), default: 0] += 1 }
    }

    /// The findings the baseline does not cover.
    func filter(_ findings: [Finding], paths: PathDisplay) -> [Finding] {
        var remaining = counts
        return findings.filter { finding in
            let key = finding.identity(file: paths.relative(finding.location.file))
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    private static let fields = ["rule", "file", "screen", "element", "subject", "locale"]

    static func load(file: String) throws -> Baseline {
        let document = try JSONParser.parse(try FileSystem.readBytes(file, as: .baseline), file: file)
        var root = try JSONObjectReader(document.root, in: document, context: "the baseline")
        let version = try root.required("hark")
        guard case .number(let number) = version.value, number == Double(formatVersion) else {
            throw InputError("\"hark\" must be the baseline format version \(formatVersion); record the baseline again with --write-baseline",
                             at: document.location(version.offset))
        }
        var baseline = Baseline(findings: [], paths: PathDisplay())
        for node in try root.array("findings") ?? [] {
            var entry = try JSONObjectReader(node, in: document, context: "a baseline finding")
            let key = [try entry.requiredString("rule"), try entry.requiredString("file")]
                + (try fields.dropFirst(2).map { try entry.string($0) ?? "" })
            _ = try entry.string("message")
            try entry.finish()
            baseline.counts[key, default: 0] += 1
        }
        try root.finish()
        return baseline
    }

    /// The baseline file: the findings in report order with their identity, and their message
    /// for the reader.
    static func render(_ findings: [Finding], paths: PathDisplay) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.member("hark", formatVersion)
        json.key("findings")
        json.beginArray()
        for finding in findings {
            json.beginObject()
            for (field, value) in zip(fields, finding.identity(file: paths.relative(finding.location.file))) where !value.isEmpty {
                json.member(field, value)
            }
            json.member("message", finding.text)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.bytes
    }
}
