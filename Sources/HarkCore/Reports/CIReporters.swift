import Foundation

/// GitHub Actions workflow commands: `::error file=…,line=…,col=…,title=…::message`, which
/// GitHub shows as annotations on the pull request.
struct GitHubReporter: Reporter {
    let id = "github"
    let summary = "GitHub Actions workflow annotations on the pull request"
    let includesSpeech = false

    func render(_ report: Report) -> [UInt8] {
        var lines: [String] = report.failures.map { failure in
            var properties = ["file=" + property(report.paths.relative(failure.file))]
            if let location = failure.location { properties += ["line=\(location.line)", "col=\(location.column)"] }
            return "::error \((properties + ["title=" + property("hark: input not read")]).joined(separator: ","))::\(data(failure.message))"
        }
        for finding in report.findings {
            let command = finding.severity == .note ? "notice" : finding.severity.rawValue
            let locale = finding.locale.map { " (\($0))" } ?? ""
            let properties = [
                "file=" + property(report.paths.relative(finding.location.file)),
                "line=\(finding.location.line)", "col=\(finding.location.column)",
                "title=" + property("hark " + finding.rule),
            ].joined(separator: ",")
            lines.append("::\(command) \(properties)::\(data(finding.text + locale))")
        }
        lines.append(TextReporter().summary(report.counts, failures: report.failures.count))
        return Array((lines.joined(separator: "\n") + "\n").utf8)
    }

    private func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D").replacingOccurrences(of: "\n", with: "%0A")
    }

    private func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}

/// Xcode's diagnostics format, `/absolute/path:LINE:COL: error: message`, which a Run Script
/// build phase turns into issues in the editor.
struct XcodeReporter: Reporter {
    let id = "xcode"
    let summary = "Xcode's /path:line:col: error: lines, for a Run Script build phase"
    let includesSpeech = false

    func render(_ report: Report) -> [UInt8] {
        let failures = report.failures.map { failure in
            let place = failure.location.map { "\(report.paths.absolute($0.file)):\($0.line):\($0.column)" } ?? report.paths.absolute(failure.file)
            return "\(place): error: \(failure.message) [input-error]"
        }
        let findings = report.findings.map { finding in
            let locale = finding.locale.map { " (\($0))" } ?? ""
            return "\(report.paths.absolute(finding.location.file)):\(finding.location.line):\(finding.location.column): "
                + "\(finding.severity.rawValue): \(finding.text)\(locale) [\(finding.rule)]"
        }
        return Array((failures + findings).map { $0 + "\n" }.joined().utf8)
    }
}

/// JUnit XML, which most CI systems display as test results: one test suite per file, one
/// failing test case per finding; a clean run is one passing case.
struct JUnitReporter: Reporter {
    let id = "junit"
    let summary = "JUnit XML test results"
    let includesSpeech = false

    func render(_ report: Report) -> [UInt8] {
        var byFile: [(file: String, findings: [Finding])] = []
        for finding in report.findings {
            let file = report.paths.relative(finding.location.file)
            if byFile.last?.file == file { byFile[byFile.count - 1].findings.append(finding) } else { byFile.append((file, [finding])) }
        }
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<testsuites name=\"hark\" tests=\"\(max(report.findings.count, 1))\" failures=\"\(report.findings.count)\">\n"
        if byFile.isEmpty {
            xml += "  <testsuite name=\"hark lint\" tests=\"1\" failures=\"0\">\n    <testcase classname=\"hark\" name=\"no findings\"/>\n  </testsuite>\n"
        }
        for (file, findings) in byFile {
            xml += "  <testsuite name=\"\(escape(file))\" tests=\"\(findings.count)\" failures=\"\(findings.count)\">\n"
            for finding in findings {
                let locale = finding.locale.map { " (\($0))" } ?? ""
                let name = "\(file):\(finding.location.line):\(finding.location.column)\(locale)"
                xml += "    <testcase classname=\"\(escape(finding.rule))\" name=\"\(escape(name))\">\n"
                xml += "      <failure type=\"\(finding.severity.rawValue)\" message=\"\(escape(finding.text))\">"
                xml += escape("\(name): \(finding.severity.rawValue): \(finding.text) [\(finding.rule)]") + "</failure>\n"
                xml += "    </testcase>\n"
            }
            xml += "  </testsuite>\n"
        }
        return Array((xml + "</testsuites>\n").utf8)
    }

    func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
