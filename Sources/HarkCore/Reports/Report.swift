/// What a lint run produced, ready to be written in any format.
struct Report: Sendable {
    let findings: [Finding]
    /// What VoiceOver says, spoken as a report reads it.
    let speech: SpeechTranscript
    /// Inputs that could not be read: every format records them, and the run exits 2.
    let failures: [InputError]
    let paths: PathDisplay
    /// The rule documents (SARIF lists the rules it reports on).
    let rules: [RuleDocument]
    /// What was audited (the HTML page draws the screens).
    let units: [AuditUnit]
    /// What was read and skipped, for the text report's last line.
    let inventory: Inventory
    /// The `--fail-on` threshold (nil: never): JUnit fails only the findings at or above it.
    var failOn: Severity? = .error
    /// At most this many SARIF results (GitHub code scanning accepts 25,000 a run); nil: all.
    var maxResults: Int? = SARIFReporter.defaultMaxResults
    /// Where the rule documents are (`<ruleDocs><id>.md`), for links; nil: no links.
    var ruleDocs: String? = nil
    /// Findings configurations and `hark:disable` comments suppressed.
    var suppressed = 0
    /// Only the findings: no summary or inventory line (`--quiet`).
    var quiet = false
    /// ANSI colours, for a terminal.
    var colored = false

    init(findings: [Finding], speech: SpeechTranscript = [], failures: [InputError] = [], paths: PathDisplay = PathDisplay(),
         rules: [RuleDocument] = [], units: [AuditUnit] = [], inventory: Inventory = Inventory()) {
        self.findings = findings
        self.speech = speech
        self.failures = failures
        self.paths = paths
        self.rules = rules
        self.units = units
        self.inventory = inventory
    }

    var counts: SeverityCounts { SeverityCounts(findings) }

    /// The link to a rule's document, if the report knows where they are.
    func ruleDocument(_ id: String) -> String? { ruleDocs.map { $0 + id + ".md" } }

    /// Rule documents by id.
    var rulesByID: [String: RuleDocument] { Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first }) }
}

/// A report format. Adding one is a type conforming to this in `Reports/` and one line in
/// `Reporters.all` (see CONTRIBUTING.md): `--format`, the usage text and the README's list
/// follow from it.
protocol Reporter: Sendable {
    /// The `--format` value.
    var id: String { get }
    /// What the format is for, in a few words, for `hark lint --help` and the README.
    var summary: String { get }
    /// Whether the report prints the speech transcript (the audit then composes it).
    var includesSpeech: Bool { get }
    func render(_ report: Report) -> [UInt8]
    /// Writes the report to `sink`; a format that can stream does so piece by piece, so a big
    /// report is never whole in memory.
    func write(_ report: Report, to sink: ByteSink)
    /// Whether the report is coloured when it goes to a terminal.
    var colorsOnTerminal: Bool { get }
    /// Text the format adds to files the CI system names in the environment (GitHub's step
    /// summary), each appended to its file after the report is written.
    func appendices(_ report: Report, environment: [String: String]) -> [(file: String, text: String)]
}

extension Reporter {
    func write(_ report: Report, to sink: ByteSink) {
        sink.write(render(report))
    }
    var colorsOnTerminal: Bool { false }
    func appendices(_ report: Report, environment: [String: String]) -> [(file: String, text: String)] { [] }
}

/// A format written with `JSONWriter` (JSON, SARIF): composed once, rendered whole or streamed.
protocol JSONDocumentReporter: Reporter {
    func compose(_ report: Report, into json: inout JSONWriter)
}

extension JSONDocumentReporter {
    func render(_ report: Report) -> [UInt8] {
        var json = JSONWriter()
        compose(report, into: &json)
        return json.bytes
    }

    func write(_ report: Report, to sink: ByteSink) {
        var json = JSONWriter(streamingTo: sink)
        compose(report, into: &json)
        json.finish()
    }
}

/// Every report format, in the order `--help` lists them; the first is the default.
enum Reporters {
    static let all: [any Reporter] = [
        TextReporter(),
        JSONReporter(),
        SARIFReporter(),
        JUnitReporter(),
        GitHubReporter(),
        XcodeReporter(),
        HTMLReporter(),
    ]

    static func named(_ id: String) -> (any Reporter)? { all.first { $0.id == id } }
}
