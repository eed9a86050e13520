/// Known findings a team accepts for now (`--write-baseline FILE` records them, `--baseline
/// FILE` hides them), so Hark can gate new problems on an app with old ones. Findings match on
/// rule, file, screen, element, locale and message, not on line and column, so editing the
/// file elsewhere does not bring them back; each recorded finding hides one finding.
public struct Baseline: Sendable {
    public struct Key: Hashable, Sendable {
        public let rule, file, screen, element, locale, message: String
    }

    public private(set) var counts: [Key: Int] = [:]

    public init(findings: [Finding], paths: PathDisplay) {
        for finding in findings { counts[Baseline.key(finding, paths: paths), default: 0] += 1 }
    }

    static func key(_ finding: Finding, paths: PathDisplay) -> Key {
        Key(rule: finding.rule, file: paths.relative(finding.location.file), screen: finding.screen ?? "",
            element: finding.element ?? "", locale: finding.locale ?? "", message: finding.message)
    }

    /// The findings the baseline does not cover.
    public func filter(_ findings: [Finding], paths: PathDisplay) -> [Finding] {
        var remaining = counts
        return findings.filter { finding in
            let key = Baseline.key(finding, paths: paths)
            guard let count = remaining[key], count > 0 else { return true }
            remaining[key] = count - 1
            return false
        }
    }

    public static func load(file: String) throws -> Baseline {
        let document = try JSONParser.parse(try FileSystem.readBytes(file), file: file)
        var root = try JSONObjectReader(document.root, in: document, context: "the baseline")
        let version = try root.required("hark")
        guard case .number(1) = version.value else {
            throw InputError("\"hark\" must be the baseline format version 1", at: document.location(version.offset))
        }
        var baseline = Baseline(findings: [], paths: PathDisplay())
        for node in try root.array("findings") ?? [] {
            var entry = try JSONObjectReader(node, in: document, context: "a baseline finding")
            let key = Key(rule: try entry.requiredString("rule"), file: try entry.requiredString("file"),
                          screen: try entry.string("screen") ?? "", element: try entry.string("element") ?? "",
                          locale: try entry.string("locale") ?? "", message: try entry.requiredString("message"))
            try entry.finish()
            baseline.counts[key, default: 0] += 1
        }
        try root.finish()
        return baseline
    }

    /// The baseline file: the findings in report order, without positions.
    public static func render(_ findings: [Finding], paths: PathDisplay) -> [UInt8] {
        var json = JSONWriter()
        json.beginObject()
        json.member("hark", 1)
        json.key("findings")
        json.beginArray()
        for finding in findings {
            let key = Baseline.key(finding, paths: paths)
            json.beginObject()
            json.member("rule", key.rule)
            json.member("file", key.file)
            json.member("screen", finding.screen)
            json.member("element", finding.element)
            json.member("locale", finding.locale)
            json.member("message", key.message)
            json.endObject()
        }
        json.endArray()
        json.endObject()
        return json.bytes
    }
}
