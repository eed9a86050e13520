/// Xcode's diagnostics format, `/absolute/path:LINE:COL: error: message`, which a Run Script
/// build phase turns into issues in the editor. One finding is one line: a line break in a
/// message is written `\n`.
struct XcodeReporter: Reporter {
    let id = "xcode"
    let summary = "Xcode's /path:line:col: error: lines, for a Run Script build phase"
    let includesSpeech = false

    func render(_ report: Report) -> [UInt8] {
        let failures = report.failures.map { failure in
            let place = failure.location.map { "\(report.paths.absolute($0.file)):\($0.line):\($0.column)" } ?? report.paths.absolute(failure.file)
            return SingleLine.escape("\(place): error: \(failure.message) [input-error]")
        }
        let findings = report.findings.map { finding in
            let locale = finding.locale.map { " (\($0))" } ?? ""
            return SingleLine.escape("\(report.paths.absolute(finding.location.file)):\(finding.location.line):\(finding.location.column): "
                + "\(finding.severity.rawValue): \(finding.text)\(locale) [\(finding.rule)]")
        }
        return Array((failures + findings).map { $0 + "\n" }.joined().utf8)
    }
}
