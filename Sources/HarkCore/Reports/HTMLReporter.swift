/// A self-contained HTML page, accessible itself: a table of contents, a filter by severity and
/// rule (checkboxes and CSS, no script), then in `<main>` each file with its screens drawn as a
/// phone shows them (headings for files, screens and sections; each switch a `role="switch"`
/// with `aria-checked` and the name of its visible label; texts in the language they are in),
/// each cell's findings (severity in words, a link to the rule's document; a switch with an
/// Interface Builder object id named by the label it shows, the id after it) and what VoiceOver
/// says for it in every locale (`lang` on each line); then the findings that belong to no
/// screen, in a table.
struct HTMLReporter: Reporter {
    let id = "html"
    let summary = "an accessible page with each screen drawn with its findings and speech"
    let includesSpeech = true

    /// Where a spoken element is, to find what the screen shows for it.
    private struct Place: Hashable {
        let screen: String
        let element: String
        let kind: SpokenElement.Kind
    }

    /// A screen of a file, to count its findings by.
    private struct ScreenInFile: Hashable {
        let screen: String
        let file: String
    }

    /// A cell of a screen, to find its findings and speech by.
    private struct CellKey: Hashable {
        let screen: String
        let element: String
    }

    /// A text on screen, with the language tag of the locale it is in (nil: none known).
    private struct Shown {
        let text: String
        let language: String?
    }

    func render(_ report: Report) -> [UInt8] {
        let rulesInReport = Set(report.findings.map(\.rule)).sorted()
        // The page draws every screen with its speech: spoken once, here.
        let speech = report.speech.elements
        var html = """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Hark report</title>
        <style>
        \(HTMLStyle.css(rules: rulesInReport))</style></head><body>
        <header><h1>Hark report</h1>
        <p>\(escape(TextReporter().summary(report.counts, failures: report.failures.count, suppressed: report.suppressed)))</p></header>

        """
        let models = report.units.compactMap(\.model)
        var placed: Set<Int> = []
        let indexed = Array(report.findings.enumerated())
        let screenIDs = Set(models.flatMap { $0.screens.map(\.id) })
        let hasOther = !report.failures.isEmpty || report.findings.contains { $0.screen.map { !screenIDs.contains($0) } ?? true }
        // What each file's screens show, found once for the contents and the page: every file
        // looking among the whole run's speech made the page grow with the square of the files.
        let speechByScreen = Dictionary(grouping: speech.filter { !$0.shown.isBlank }, by: \.screen)
        let shownByUnit = report.units.map { unit in
            unit.model.map { shownTexts(speechByScreen, screens: $0.screens, preferring: unit.developmentLanguage) } ?? [:]
        }
        html += tableOfContents(models, report: report, shownByUnit: shownByUnit, hasOther: hasOther)
        if !report.findings.isEmpty { html += filter(report, rules: rulesInReport) }
        html += "<main>\n"
        // Grouped once: every cell looked its findings and speech up among all of them, which
        // for a thousand screens of twenty switches took minutes.
        var findingsByScreen: [String: [Int]] = [:]
        var findingsByCell: [CellKey: [Int]] = [:]
        for (offset, finding) in indexed {
            guard let screen = finding.screen else { continue }
            findingsByScreen[screen, default: []].append(offset)
            if let element = finding.element { findingsByCell[CellKey(screen: screen, element: element), default: []].append(offset) }
        }
        var controlSpeech: [CellKey: [SpokenElement]] = [:]
        for spoken in speech where spoken.kind == .control {
            controlSpeech[CellKey(screen: spoken.screen, element: spoken.element), default: []].append(spoken)
        }
        for (fileIndex, unit) in report.units.enumerated() {
            guard let model = unit.model else { continue }
            let shown = shownByUnit[fileIndex]
            html += "<section aria-labelledby=\"file-\(fileIndex)\"><h2 id=\"file-\(fileIndex)\">\(escape(report.paths.relative(model.file)))</h2>\n"
            html += "<div class=\"screens\">\n"
            for (screenIndex, screen) in model.screens.enumerated() {
                let headingID = "screen-\(fileIndex)-\(screenIndex)"
                let title = shown[Place(screen: screen.id, element: screen.id, kind: .title)]
                html += "<article class=\"phone\" aria-labelledby=\"\(headingID)\">\n<h3 id=\"\(headingID)\"\(langAttribute(title))>"
                    + escape(screenName(screen, title: title, index: screenIndex)) + "</h3>\n"
                if screen.cells.isEmpty {
                    html += "<p class=\"empty\">No table cells or switches that Hark reads on this screen.</p>\n"
                }
                for section in screen.sections {
                    if let header = shown[Place(screen: screen.id, element: section.id, kind: .header)], !header.text.isBlank {
                        html += "<h4 class=\"header\"\(langAttribute(header))>\(escape(header.text))</h4>\n"
                    }
                    guard !section.cells.isEmpty else { continue }
                    html += "<ul class=\"group\">\n"
                    for (cellIndex, cell) in section.cells.enumerated() {
                        let labelID = "\(headingID)-\(escapeID(section.id))-\(cellIndex)"
                        let text = shown[Place(screen: screen.id, element: cell.id, kind: .control)]
                            ?? shown[Place(screen: screen.id, element: cell.id, kind: .text)]
                        let cellKey = CellKey(screen: screen.id, element: cell.id)
                        let spoken = controlSpeech[cellKey] ?? []
                        html += "<li class=\"cell\"><div class=\"row\"><span id=\"\(labelID)\"\(langAttribute(text))>\(escape(text?.text ?? ""))</span>"
                        if let control = cell.switchControl {
                            html += drawSwitch(control, element: cell.element, labelID: (text?.text.isEmpty ?? true) ? nil : labelID,
                                               spoken: spoken.first { $0.locale == unit.developmentLanguage } ?? spoken.first,
                                               developmentLanguage: unit.developmentLanguage)
                        }
                        html += "</div>\n"
                        var findings = ""
                        // An Interface Builder object id alone means nothing to a reader: the
                        // cell's findings name its switch by the label it shows, the id after it.
                        let switchLabel = InterfaceBuilderIDs.isObjectID(cell.id) ? text?.text : nil
                        for offset in findingsByCell[cellKey] ?? [] {
                            guard placed.insert(offset).inserted else { continue }
                            findings += findingHTML(indexed[offset].element, report: report, switchLabel: switchLabel)
                        }
                        if !findings.isEmpty { html += "<ul class=\"findings\">\n" + findings + "</ul>\n" }
                        if !spoken.isEmpty {
                            // The folder's name as written; its language as a tag.
                            html += "<dl class=\"speech\">" + spoken.map {
                                "<dt>\(escape($0.locale))</dt><dd\(langAttribute(Self.languageTag($0.locale, developmentLanguage: unit.developmentLanguage))) "
                                    + "dir=\"auto\">\(escape($0.text))</dd>"
                            }.joined() + "</dl>\n"
                        }
                        html += "</li>\n"
                    }
                    html += "</ul>\n"
                }
                // Findings on the screen itself (title, headers).
                var findings = ""
                for offset in findingsByScreen[screen.id] ?? [] {
                    let finding = indexed[offset].element
                    guard finding.element == nil || !screen.cells.contains(where: { $0.id == finding.element }) else { continue }
                    if placed.insert(offset).inserted { findings += findingHTML(finding, report: report) }
                }
                if !findings.isEmpty { html += "<ul class=\"findings\">\n" + findings + "</ul>\n" }
                html += "</article>\n"
            }
            html += "</div>\n</section>\n"
        }
        let others = indexed.filter { !placed.contains($0.offset) }
        if !others.isEmpty || !report.failures.isEmpty {
            html += "<section aria-labelledby=\"other\"><h2 id=\"other\">Other findings</h2>\n<table>\n"
                + "<caption class=\"secondary\">Findings on strings files and inputs that belong to no screen</caption>\n"
                + "<tr><th scope=\"col\">where</th><th scope=\"col\">severity</th><th scope=\"col\">finding</th><th scope=\"col\">rule</th></tr>\n"
            for failure in report.failures {
                let place = failure.location.map { "\(report.paths.relative($0.file)):\($0.line):\($0.column)" } ?? report.paths.relative(failure.file)
                html += "<tr class=\"error\"><td>\(escape(place))</td><td>Error</td><td>\(escape(failure.message))</td><td>input not read</td></tr>\n"
            }
            for (_, finding) in others {
                let place = "\(report.paths.relative(finding.location.file)):\(finding.location.line):\(finding.location.column)"
                let locale = finding.locale.map { " (\($0))" } ?? ""
                html += "<tr class=\"\(finding.severity.rawValue) rule-\(finding.rule)\"><td>\(escape(place))</td><td>\(severityWord(finding.severity))</td>"
                    + "<td dir=\"auto\">\(escape(finding.text + locale))</td><td>\(ruleLink(finding.rule, report: report))</td></tr>\n"
            }
            html += "</table>\n</section>\n"
        }
        return Array((html + "</main>\n</body></html>\n").utf8)
    }

    /// Links to every file and screen, with their numbers of findings.
    private func tableOfContents(_ models: [AppModel], report: Report, shownByUnit: [[Place: Shown]], hasOther: Bool) -> String {
        guard models.count + (hasOther ? 1 : 0) > 0 else { return "" }
        var counts: [ScreenInFile: Int] = [:]
        for finding in report.findings {
            if let screen = finding.screen { counts[ScreenInFile(screen: screen, file: finding.location.file), default: 0] += 1 }
        }
        var html = "<nav aria-labelledby=\"contents\"><h2 id=\"contents\">Contents</h2>\n<ul>\n"
        for (fileIndex, unit) in report.units.enumerated() {
            guard let model = unit.model else { continue }
            let shown = shownByUnit[fileIndex]
            html += "<li><a href=\"#file-\(fileIndex)\">\(escape(report.paths.relative(model.file)))</a>"
            if !model.screens.isEmpty {
                html += "<ul>"
                for (screenIndex, screen) in model.screens.enumerated() {
                    let count = counts[ScreenInFile(screen: screen.id, file: model.file)] ?? 0
                    let title = shown[Place(screen: screen.id, element: screen.id, kind: .title)]
                    html += "<li><a href=\"#screen-\(fileIndex)-\(screenIndex)\"\(langAttribute(title))>\(escape(screenName(screen, title: title, index: screenIndex)))</a>"
                        + " <span class=\"secondary\">(\(count == 1 ? "1 finding" : "\(count) findings"))</span></li>"
                }
                html += "</ul>"
            }
            html += "</li>\n"
        }
        if hasOther { html += "<li><a href=\"#other\">Other findings</a></li>\n" }
        return html + "</ul>\n</nav>\n"
    }

    /// Checkboxes that show or hide findings by severity and by rule.
    private func filter(_ report: Report, rules: [String]) -> String {
        let counts = report.counts
        var html = "<form aria-labelledby=\"filter\"><h2 id=\"filter\">Show findings</h2>\n<fieldset><legend>Severity</legend>"
        for (severity, count) in [(Severity.error, counts.error), (.warning, counts.warning), (.note, counts.note)] {
            html += "<label><input type=\"checkbox\" id=\"show-\(severity.rawValue)\" checked> \(severityWord(severity))s (\(count))</label>"
        }
        html += "</fieldset>\n<fieldset><legend>Rule</legend>"
        for rule in rules {
            let count = report.findings.filter { $0.rule == rule }.count
            html += "<label><input type=\"checkbox\" id=\"show-rule-\(rule)\" checked> \(escape(rule)) (\(count))</label>"
        }
        return html + "</fieldset>\n</form>\n"
    }

    /// The screen's title; else its storyboard identifier or model id; an Interface Builder
    /// object id (`BYZ-38-t0r`) means nothing to a reader, so such a screen is numbered.
    private func screenName(_ screen: Screen, title: Shown?, index: Int) -> String {
        if let title, !title.text.isBlank { return title.text }
        return InterfaceBuilderIDs.isObjectID(screen.id) ? "Screen \(index + 1) (untitled)" : screen.id
    }

    /// What each element shows (when it shows something), in the development language when it
    /// was spoken, else in the first locale that was.
    private func shownTexts(_ speechByScreen: [String: [SpokenElement]], screens: [Screen], preferring language: String) -> [Place: Shown] {
        var shown: [Place: Shown] = [:]
        // Places differ from screen to screen, so screen by screen finds what the run's order did.
        for screen in Set(screens.map(\.id)).sorted() {
            for spoken in speechByScreen[screen] ?? [] {
                let place = Place(screen: spoken.screen, element: spoken.element, kind: spoken.kind)
                if spoken.locale == language || shown[place] == nil {
                    shown[place] = Shown(text: spoken.shown, language: Self.languageTag(spoken.locale, developmentLanguage: language))
                }
            }
        }
        return shown
    }

    private func langAttribute(_ shown: Shown?) -> String {
        langAttribute(shown?.language)
    }

    private func langAttribute(_ language: String?) -> String {
        language.map { " lang=\"\(escape($0))\"" } ?? ""
    }

    /// The `lang` of a locale's text: its folder name as a BCP 47 tag; `Base` stands for the
    /// development language. Nil when neither is a tag (the text then claims no language).
    static func languageTag(_ locale: String, developmentLanguage: String) -> String? {
        LocaleCode.languageTag(locale) ?? (locale == "Base" ? LocaleCode.languageTag(developmentLanguage) : nil)
    }

    /// The switch as a picture and as what it is: `role="switch"`, checked or not, named by its
    /// visible label (else by what VoiceOver says), read-only (the page only shows it).
    private func drawSwitch(_ control: SwitchControl, element: AccessibilityElement?, labelID: String?, spoken: SpokenElement?,
                            developmentLanguage: String) -> String {
        let track = control.isOn ? (control.onTintColor?.description ?? "#34C759") : (control.tintColor?.description ?? "#E9E9EA")
        var classes = ["switch", control.isOn ? "on" : "off"]
        if !control.isEnabled { classes.append("dimmed") }
        if let element, !element.isElement || element.isHidden { classes.append("unreachable") }
        let thumb = control.thumbTintColor.map { ";--thumb:\($0)" } ?? ""
        var name: String
        if let labelID {
            name = "aria-labelledby=\"\(labelID)\""
        } else if let spoken {
            name = "aria-label=\"\(escape(spoken.text))\"" + langAttribute(Self.languageTag(spoken.locale, developmentLanguage: developmentLanguage))
        } else {
            name = "aria-label=\"switch with no name VoiceOver can say\""
        }
        if !control.isEnabled { name += " aria-disabled=\"true\"" }
        let title = "\(control.className), \(control.isOn ? "on" : "off")\(control.isEnabled ? "" : ", disabled")"
        return "<span role=\"switch\" aria-checked=\"\(control.isOn)\" aria-readonly=\"true\" \(name) class=\"\(classes.joined(separator: " "))\" "
            + "style=\"background:\(track)\(thumb)\" title=\"\(escape(title))\"></span>"
    }

    private func findingHTML(_ finding: Finding, report: Report, switchLabel: String? = nil) -> String {
        let locale = finding.locale.map { " (\($0))" } ?? ""
        return "<li class=\"finding \(finding.severity.rawValue) rule-\(finding.rule)\" dir=\"auto\"><span class=\"severity\">"
            + "\(severityWord(finding.severity)):</span> \(escape(finding.text(switchLabel: switchLabel) + locale)) [\(ruleLink(finding.rule, report: report))]</li>\n"
    }

    private func severityWord(_ severity: Severity) -> String {
        switch severity {
        case .error: return "Error"
        case .warning: return "Warning"
        case .note: return "Note"
        }
    }

    private func ruleLink(_ rule: String, report: Report) -> String {
        guard let uri = report.ruleDocument(rule) else { return escape(rule) }
        return "<a href=\"\(escape(uri))\">\(escape(rule))</a>"
    }

    /// An id fragment from any text: letters and digits kept, the rest as `_`.
    private func escapeID(_ text: String) -> String {
        String(text.unicodeScalars.map { $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) ? Character($0) : "_" })
    }

    func escape(_ text: String) -> String { MarkupEscaping.escape(text) }
}
