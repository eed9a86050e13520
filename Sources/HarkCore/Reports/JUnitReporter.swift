/// JUnit XML as Jenkins' `junit-10.xsd` defines it, which most CI systems show as test results:
/// one test suite per file (with its `file`), one test case per finding, named by what it is
/// about (element or key, locale), never by line, so a test keeps its name and history when the
/// file changes; classnames are `hark.<category>.<rule>`. Only findings at or above `--fail-on`
/// are `<failure>`s; the others are `<skipped>` with their message, so a run that exits 0 shows
/// no failed test. An input that could not be read is an `<error>` case. Times are 0: a lint
/// check has no duration worth showing, and the report stays byte-identical between runs.
struct JUnitReporter: Reporter {
    let id = "junit"
    let summary = "JUnit XML test results (Jenkins' junit-10.xsd)"
    let includesSpeech = false

    private struct Case {
        let classname: String
        let name: String
        /// `failure`, `skipped` or `error`.
        let outcome: String
        let type: String
        let message: String
        let body: String
    }

    func render(_ report: Report) -> [UInt8] {
        var suites: [(file: String, cases: [Case])] = []
        func add(_ testCase: Case, file: String) {
            if let index = suites.firstIndex(where: { $0.file == file }) {
                suites[index].cases.append(testCase)
            } else {
                suites.append((file, [testCase]))
            }
        }
        let rules = report.rulesByID
        let text = TextReporter()
        for failure in report.failures {
            let file = report.paths.relative(failure.file)
            add(Case(classname: "hark.input", name: "input-error", outcome: "error", type: "input-error", message: failure.message,
                     body: text.line(failure, paths: report.paths)), file: file)
        }
        var names: [String: Int] = [:]
        for finding in report.findings {
            let file = report.paths.relative(finding.location.file)
            let category = rules[finding.rule]?.category ?? "rule"
            let classname = "hark.\(category).\(finding.rule)"
            var name = testName(finding, file: file)
            // Several findings with the same identity: numbered in report order, still stable.
            let seen = names["\(file)\u{0}\(classname)\u{0}\(name)", default: 0] + 1
            names["\(file)\u{0}\(classname)\u{0}\(name)"] = seen
            if seen > 1 { name += " #\(seen)" }
            let fails = report.failOn.map { finding.severity >= $0 } ?? false
            let locale = finding.locale.map { " (\($0))" } ?? ""
            add(Case(classname: classname, name: name, outcome: fails ? "failure" : "skipped", type: finding.severity.rawValue,
                     message: finding.text + locale, body: text.line(finding, paths: report.paths)), file: file)
        }
        let total = (tests: suites.reduce(0) { $0 + $1.cases.count },
                     failures: suites.reduce(0) { $0 + $1.cases.filter { $0.outcome == "failure" }.count },
                     errors: report.failures.count)
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"hark\" tests=\"\(max(total.tests, 1))\" failures=\"\(total.failures)\" errors=\"\(total.errors)\" time=\"0\">\n"
        if suites.isEmpty {
            xml += "  <testsuite name=\"hark lint\" tests=\"1\" failures=\"0\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
            xml += "    <testcase classname=\"hark\" name=\"no findings\" time=\"0\"/>\n  </testsuite>\n"
        }
        for (file, cases) in suites {
            let failures = cases.filter { $0.outcome == "failure" }.count
            let errors = cases.filter { $0.outcome == "error" }.count
            let skipped = cases.filter { $0.outcome == "skipped" }.count
            xml += "  <testsuite name=\"\(escape(file))\" file=\"\(escape(file))\" tests=\"\(cases.count)\" failures=\"\(failures)\" "
                + "errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"0\">\n"
            for testCase in cases {
                xml += "    <testcase classname=\"\(escape(testCase.classname))\" name=\"\(escape(testCase.name))\" time=\"0\">\n"
                xml += "      <\(testCase.outcome) type=\"\(escape(testCase.type))\" message=\"\(escape(testCase.message))\">"
                    + escape(testCase.body) + "</\(testCase.outcome)>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return Array((xml + "</testsuites>\n").utf8)
    }

    /// What the finding is about, without line numbers: the screen and element, the key (or
    /// property), and the locale; the file's name when the finding is about the file itself.
    private func testName(_ finding: Finding, file: String) -> String {
        var parts: [String] = []
        if let element = finding.element { parts.append(finding.screen.map { "\($0)/\(element)" } ?? element) }
        if !finding.message.subject.isEmpty { parts.append(finding.message.subject) }
        if parts.isEmpty, let screen = finding.screen { parts.append(screen) }
        if parts.isEmpty { parts.append(FileSystem.baseName(file)) }
        var name = parts.joined(separator: " ")
        if let locale = finding.locale { name += " (\(locale))" }
        return name
    }

    func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
