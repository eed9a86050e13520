/// Writes a golden transcript (the format `GoldenTranscript` reads back).
public struct TranscriptReporter: Sendable {
    public init() {}

    public func render(_ speech: [SpokenElement], includesRoles: Bool) -> String {
        var output = GoldenTranscript.header + "\n# roles: \(includesRoles ? "yes" : "no")\n"
        for spoken in speech {
            output += [spoken.screen, spoken.kind.rawValue, spoken.element, spoken.locale, GoldenTranscript.escape(spoken.text)]
                .joined(separator: "\t") + "\n"
        }
        return output
    }
}
