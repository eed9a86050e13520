/// A self-contained HTML page: each screen drawn as a phone would show it (sections, cells,
/// switches in their colors and states, in the development language), each cell's findings
/// beside it and what VoiceOver says for it in every locale; then the findings that belong to
/// no screen (strings files).
struct HTMLReporter: Reporter {
    let id = "html"
    let summary = "a page with each screen drawn with its findings and speech"
    let includesSpeech = true

    /// Where a spoken element is, to find what the screen shows for it.
    private struct Place: Hashable {
        let screen: String
        let element: String
        let kind: SpokenElement.Kind
    }

    func render(_ report: Report) -> [UInt8] {
        let counts = report.counts
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><title>Hark report</title>
        <style>
        body{font:14px -apple-system,system-ui,sans-serif;margin:24px;background:#fafafa;color:#1c1c1e}
        h1{font-size:20px}h2{font-size:16px;margin:28px 0 8px}
        .screens{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
        .phone{width:375px;border:1px solid #c7c7cc;border-radius:28px;background:#f2f2f7;padding:16px 0 20px;box-shadow:0 2px 8px #0002}
        .title{font-weight:600;font-size:17px;text-align:center;margin:4px 0 12px}
        .header{font-size:12px;color:#6c6c70;text-transform:uppercase;margin:14px 32px 6px}
        .group{background:#fff;margin:0 16px;border-radius:10px;overflow:hidden}
        .cell{padding:10px 16px;border-bottom:1px solid #e5e5ea}.cell:last-child{border-bottom:none}
        .row{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:31px}
        .switch{flex:none;width:51px;height:31px;border-radius:16px;position:relative;box-sizing:border-box}
        .switch::after{content:"";position:absolute;top:2px;width:27px;height:27px;border-radius:50%;background:var(--thumb,#fff);box-shadow:0 1px 3px #0004}
        .on::after{right:2px}.off::after{left:2px}.dimmed{opacity:.45}.unreachable{outline:2px dashed #ff3b30;outline-offset:2px}
        .finding{font-size:12px;margin:6px 0 0;padding:4px 6px;border-radius:6px}
        .error{background:#ffe5e3;color:#8a1c12}.warning{background:#fff4d6;color:#6b4a00}.note{background:#e8f0fe;color:#1a4a8a}
        .speech{font-size:12px;color:#3a3a3c;margin:6px 0 0}.speech dt{float:left;width:52px;color:#8e8e93}.speech dd{margin:0 0 2px 56px}
        table{border-collapse:collapse;background:#fff}td,th{border:1px solid #e5e5ea;padding:4px 8px;text-align:left;vertical-align:top}
        </style></head><body>
        <h1>Hark report</h1>
        <p>\(escape(TextReporter().summary(counts, failures: report.failures.count)))</p>

        """
        var placed: Set<Int> = []
        let indexed = Array(report.findings.enumerated())
        for unit in report.units {
            guard let model = unit.model else { continue }
            let shown = shownTexts(report.speech, screens: model.screens, preferring: unit.developmentLanguage)
            html += "<h2>\(escape(report.paths.relative(model.file)))</h2>\n<div class=\"screens\">\n"
            for screen in model.screens {
                html += "<div class=\"phone\">\n"
                if let title = shown[Place(screen: screen.id, element: screen.id, kind: .title)] { html += "<div class=\"title\">\(escape(title))</div>\n" }
                for section in screen.sections {
                    if let header = shown[Place(screen: screen.id, element: section.id, kind: .header)] { html += "<div class=\"header\">\(escape(header))</div>\n" }
                    html += "<div class=\"group\">\n"
                    for cell in section.cells {
                        let text = shown[Place(screen: screen.id, element: cell.id, kind: .control)]
                            ?? shown[Place(screen: screen.id, element: cell.id, kind: .text)] ?? ""
                        html += "<div class=\"cell\"><div class=\"row\"><span>\(escape(text))</span>"
                        if let control = cell.switchControl { html += drawSwitch(control, element: cell.element) }
                        html += "</div>\n"
                        for (offset, finding) in indexed where finding.screen == screen.id && finding.element == cell.id {
                            guard placed.insert(offset).inserted else { continue }
                            html += findingHTML(finding)
                        }
                        let spoken = report.speech.filter { $0.screen == screen.id && $0.element == cell.id && $0.kind == .control }
                        if !spoken.isEmpty {
                            html += "<dl class=\"speech\">" + spoken.map { "<dt>\(escape($0.locale))</dt><dd dir=\"auto\">\(escape($0.text))</dd>" }.joined() + "</dl>\n"
                        }
                        html += "</div>\n"
                    }
                    html += "</div>\n"
                }
                // Findings on the screen itself (title, headers).
                for (offset, finding) in indexed where finding.screen == screen.id && finding.element == nil {
                    if placed.insert(offset).inserted { html += findingHTML(finding) }
                }
                html += "</div>\n"
            }
            html += "</div>\n"
        }
        let rest = indexed.filter { !placed.contains($0.offset) }
        if !rest.isEmpty {
            html += "<h2>Other findings</h2>\n<table><tr><th>where</th><th>severity</th><th>finding</th><th>rule</th></tr>\n"
            for (_, finding) in rest {
                let place = "\(report.paths.relative(finding.location.file)):\(finding.location.line):\(finding.location.column)"
                let locale = finding.locale.map { " (\($0))" } ?? ""
                html += "<tr><td>\(escape(place))</td><td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>"
                    + "<td dir=\"auto\">\(escape(finding.text + locale))</td><td>\(escape(finding.rule))</td></tr>\n"
            }
            html += "</table>\n"
        }
        return Array((html + "</body></html>\n").utf8)
    }

    /// What each element shows, in the development language when it was spoken, else in the
    /// first locale that was.
    private func shownTexts(_ speech: [SpokenElement], screens: [Screen], preferring language: String) -> [Place: String] {
        let screenIDs = Set(screens.map(\.id))
        var shown: [Place: String] = [:]
        for spoken in speech where screenIDs.contains(spoken.screen) {
            let place = Place(screen: spoken.screen, element: spoken.element, kind: spoken.kind)
            if spoken.locale == language {
                shown[place] = spoken.shown
            } else if shown[place] == nil {
                shown[place] = spoken.shown
            }
        }
        return shown
    }

    private func drawSwitch(_ control: SwitchControl, element: AccessibilityElement?) -> String {
        let track = control.isOn ? (control.onTintColor?.description ?? "#34C759") : (control.tintColor?.description ?? "#E9E9EA")
        var classes = ["switch", control.isOn ? "on" : "off"]
        if !control.isEnabled { classes.append("dimmed") }
        if let element, !element.isElement || element.isHidden { classes.append("unreachable") }
        let thumb = control.thumbTintColor.map { ";--thumb:\($0)" } ?? ""
        let title = "\(control.className), \(control.isOn ? "on" : "off")\(control.isEnabled ? "" : ", disabled")"
        return "<span class=\"\(classes.joined(separator: " "))\" style=\"background:\(track)\(thumb)\" title=\"\(escape(title))\"></span>"
    }

    private func findingHTML(_ finding: Finding) -> String {
        let locale = finding.locale.map { " (\($0))" } ?? ""
        return "<div class=\"finding \(finding.severity.rawValue)\" dir=\"auto\">\(escape(finding.text + locale)) [\(escape(finding.rule))]</div>\n"
    }

    func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
