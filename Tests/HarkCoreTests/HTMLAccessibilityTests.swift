import Foundation
import Testing
@testable import HarkCore

/// The HTML report is read by people who use assistive technology too: its structure is checked
/// here; axe-core in headless Chromium checks the rest when it is at hand (`HARK_AXE_JS`).
@Suite struct HTMLAccessibilityTests {
    static func report(_ arguments: [String] = ["lint", "Examples/Settings", "--format", "html"]) throws -> String {
        try HarkProcess.run(arguments).stdout
    }

    /// `name="value"` pairs of each opening tag named `tag`.
    func tags(_ tag: String, in html: String) -> [[String: String]] {
        var result: [[String: String]] = []
        var rest = Substring(html)
        while let start = rest.range(of: "<\(tag) ") ?? rest.range(of: "<\(tag)>") {
            guard let end = rest[start.upperBound...].firstIndex(of: ">") else { break }
            var attributes: [String: String] = [:]
            let text = String(rest[start.lowerBound..<end])
            let regex = try? NSRegularExpression(pattern: #"([a-z-]+)="([^"]*)""#)
            for match in regex?.matches(in: text, range: NSRange(text.startIndex..., in: text)) ?? [] {
                if let name = Range(match.range(at: 1), in: text), let value = Range(match.range(at: 2), in: text) {
                    attributes[String(text[name])] = String(text[value])
                }
            }
            result.append(attributes)
            rest = rest[end...]
        }
        return result
    }

    @Test func landmarksHeadingsAndLanguages() throws {
        let html = try Self.report()
        #expect(html.contains("<html lang=\"en\">"))
        #expect(html.contains("<main>") && html.contains("</main>"))
        #expect(html.contains("<nav aria-labelledby=\"contents\"><h2 id=\"contents\">Contents</h2>"))
        #expect(html.contains("<h1>Hark report</h1>"))
        #expect(html.contains("<h2 id=\"file-0\">Examples/Settings/Settings.json</h2>"))
        #expect(html.contains("<h4 class=\"header\" lang=\"en\">VISION</h4>"))
        #expect(html.range(of: #"<h[1-6][^>]*>\s*</h[1-6]>"#, options: .regularExpression) == nil, "no empty heading")
        let spoken = tags("dd", in: html)
        #expect(!spoken.isEmpty && spoken.allSatisfy { $0["lang"] != nil }, "each spoken line says its language")
        #expect(html.contains("<dd lang=\"ja\" dir=\"auto\">"))
    }

    @Test func switchesAreSwitchesWithAStateAndAName() throws {
        let html = try Self.report()
        let switches = tags("span", in: html).filter { $0["role"] == "switch" }
        #expect(switches.count == 12)
        for control in switches {
            #expect(control["aria-checked"] == "true" || control["aria-checked"] == "false")
            if let label = control["aria-labelledby"] {
                #expect(html.range(of: #"<span id="\#(label)"[^>]*>[^<]+</span>"#, options: .regularExpression) != nil, "\(label) names it")
            } else {
                #expect(!(control["aria-label"] ?? "").isEmpty)
            }
        }
        #expect(switches.contains { $0["aria-disabled"] == "true" && $0["aria-checked"] == "false" }, "Smart Invert: dimmed, off")
    }

    @Test func severityInWordsLinksToRulesAndAFilter() throws {
        let html = try Self.report()
        #expect(html.contains("<span class=\"severity\">Error:</span>") && html.contains("<span class=\"severity\">Warning:</span>"))
        #expect(html.contains("/Rules/contrast.md\">contrast</a>"))
        #expect(html.contains("<label><input type=\"checkbox\" id=\"show-warning\" checked> Warnings (9)</label>"))
        #expect(html.contains("<label><input type=\"checkbox\" id=\"show-rule-l10n-truncation\" checked> l10n-truncation (4)</label>"))
        #expect(html.contains("body:has(#show-rule-l10n-truncation:not(:checked)) .rule-l10n-truncation{display:none}"))
        #expect(!html.contains("<script"))
    }

    @Test func everyTextColourMeetsFourPointFiveToOne() throws {
        for colors in HTMLStyle.palette {
            let foreground = try #require(Color(hex: colors.foreground))
            let background = try #require(Color(hex: colors.background))
            #expect(ContrastRule.ratio(foreground, background) >= 4.5, "\(colors.selector)")
        }
        // Findings sit on their own backgrounds; the body text on the page's.
        #expect(Set(HTMLStyle.palette.map(\.selector)).isSuperset(of: [".finding.error", ".finding.warning", ".finding.note", ".speech dt", ".phone .header"]))
    }

    @Test func storyboardScreensAreNamedByWhatTheyShowAndEmptyOnesSaySo() throws {
        let folder = try TestSupport.write([
            ("S.storyboard", InterfaceBuilderImportTests.storyboard.replacingOccurrences(of: "<navigationItem key=\"navigationItem\" title=\"Accessibility\" id=\"nav-01-abc\"/>", with: "")),
            ("m.json", #"{"hark": 1, "app": {}, "screens": [{"id": "empty-screen", "sections": []}]}"#),
        ])
        let html = try HarkProcess.run(["lint", ".", "--format", "html"], in: folder).stdout
        #expect(html.contains(">Screen 1 (untitled)</h3>"), "not the object id tvc-01-abc")
        #expect(!html.contains(">tvc-01-abc<"))
        #expect(html.contains("aria-labelledby=\"screen-0-0-sec_01_abc-1\""), "the switch is named by its label")
        #expect(html.contains(">Invert Colors</span>"))
        #expect(html.contains("<h3 id=\"screen-1-0\">empty-screen</h3>\n<p class=\"empty\">No table cells or switches that Hark reads on this screen.</p>"))
    }

    /// A finding on a storyboard switch names it by the label it shows, its object id after it;
    /// the other formats keep the id alone (their consumers match on it).
    @Test func interfaceBuilderSwitchesAreNamedByTheirLabelInFindings() throws {
        let folder = try TestSupport.write([("S.storyboard", InterfaceBuilderImportTests.storyboard)])
        let html = try HarkProcess.run(["lint", ".", "--format", "html"], in: folder).stdout
        #expect(html.contains("switch &quot;Bold Text&quot; (sw2-01-abc) has no hint of its own"), "\(html)")
        #expect(!html.contains("&quot;sw2-01-abc&quot;"))
        let text = try HarkProcess.run(["lint", "."], in: folder).stdout
        #expect(text.contains("switch \"sw2-01-abc\" has no hint of its own"))
        // A model's cell ids are its own words: kept.
        #expect(try Self.report().contains("switch &quot;invert-colors&quot;: the on tint"))
    }

    /// `lang` takes BCP 47 tags: a folder named `zh_cn` is `zh-CN`, and `Base` claims no language
    /// of its own (axe-core's `valid-lang`, a serious violation on the corpus's page).
    @Test func folderNamesBecomeLanguageTags() {
        #expect(LocaleCode.languageTag("zh_cn") == "zh-CN")
        #expect(LocaleCode.languageTag("zh_CN") == "zh-CN")
        #expect(LocaleCode.languageTag("pt_BR") == "pt-BR")
        #expect(LocaleCode.languageTag("zh-hans-hk") == "zh-Hans-HK")
        #expect(LocaleCode.languageTag("es-419") == "es-419")
        #expect(LocaleCode.languageTag("ca-ES-valencia") == "ca-ES-valencia")
        #expect(LocaleCode.languageTag("mul") == "mul")
        for code in ["Base", "English", "", "e", "en_", "de-DE-x"] { #expect(LocaleCode.languageTag(code) == nil, "\(code)") }
        #expect(HTMLReporter.languageTag("Base", developmentLanguage: "de") == "de", "Base holds the development language")
        #expect(HTMLReporter.languageTag("Base", developmentLanguage: "Base") == nil)
    }

    static let languageTag = #"^[a-z]{2,3}(-[A-Z][a-z]{3})?(-([A-Z]{2}|[0-9]{3}))?(-([a-z0-9]{5,8}|[0-9][a-z0-9]{3}))*$"#

    func langValues(_ html: String) throws -> [String] {
        let regex = try NSRegularExpression(pattern: #"\slang="([^"]*)""#)
        return regex.matches(in: html, range: NSRange(html.startIndex..., in: html)).compactMap { match in
            Range(match.range(at: 1), in: html).map { String(html[$0]) }
        }
    }

    @Test func everyLangOfTheCorpusReportIsALanguageTag() throws {
        let run = try HarkProcess.run(["lint", TestSupport.corpus, "--format", "html", "--fail-on", "never"])
        let values = try langValues(run.stdout)
        #expect(values.count > 100, "\(run.stderr.prefix(500))")
        let wrong = Set(values.filter { $0.range(of: Self.languageTag, options: .regularExpression) == nil })
        #expect(wrong.isEmpty, "\(wrong.sorted())")
        #expect(values.contains("zh-CN"), "a-Shell's zh_cn.lproj")
    }

    @Test func localeFoldersThatAreNoTagsClaimNoLanguage() throws {
        let strings = "\"ACCESSIBILITY_TITLE\" = \"T\";\n\"INVERT_COLORS\" = \"I\";\n"
        let model = try String(contentsOfFile: TestSupport.packageRoot + "/Examples/Settings/Settings.json", encoding: .utf8)
            .replacingOccurrences(of: #""developmentLanguage": "en""#, with: #""developmentLanguage": "Base""#)
        let folder = try TestSupport.write([("Settings.json", model), ("Locales/Base.lproj/Localizable.strings", strings),
                                            ("Locales/zh_CN.lproj/Localizable.strings", strings), ("Locales/pt_BR.lproj/Localizable.strings", strings)])
        let html = try HarkProcess.run(["lint", ".", "--format", "html"], in: folder).stdout
        let values = Set(try langValues(html))
        #expect(values == ["en", "zh-CN", "pt-BR"], "the page's own English, then the translations")
        #expect(html.contains("<dt>zh_CN</dt><dd lang=\"zh-CN\" dir=\"auto\">"), "the folder's name shown as written")
        #expect(html.contains("<dt>Base</dt><dd dir=\"auto\">"))
    }

    /// axe-core in headless Chromium: 0 violations. Runs when `HARK_AXE_JS` names an axe.min.js
    /// (axe-core is not part of this repository) and `chromium` is installed.
    @Test func axeCoreFindsNoViolations() throws {
        guard let axe = ProcessInfo.processInfo.environment["HARK_AXE_JS"], FileManager.default.fileExists(atPath: axe) else {
            ConsumerValidators.note("axe-core: set HARK_AXE_JS to an axe.min.js (and install chromium) to run it")
            return
        }
        let folder = try TestSupport.makeTemporaryFolder()
        // The examples, and the corpus's real folder names (`zh_cn.lproj`).
        let pages = [("examples", try Self.report()),
                     ("corpus", try Self.report(["lint", TestSupport.corpus, "--format", "html", "--fail-on", "never"]))]
        for (name, page) in pages {
            try Data(page.utf8).write(to: URL(fileURLWithPath: folder + "/\(name).html"))
            let outcome = try ConsumerValidators.python(Self.axeScript, [folder + "/\(name).html", axe])
            if let outcome { #expect(outcome.valid, "\(name): \(outcome.output)") }
        }
    }

    /// Loads the report with axe injected, runs it, and reads the violations from the DOM.
    static let axeScript = """
    import html, json, re, shutil, subprocess, sys
    if not shutil.which("chromium"):
        print("skip: no chromium"); sys.exit(3)
    page = open(sys.argv[1], encoding="utf-8").read().replace("</body>",
        '<script src="file://%s"></script><script>axe.run(document).then(function(r){var p=document.createElement("pre");'
        'p.id="axe-out";p.textContent=JSON.stringify({violations:r.violations.map(function(v){return [v.id,v.nodes.length]}),'
        'incomplete:r.incomplete.map(function(v){return v.id})});document.body.appendChild(p);});</script></body>' % sys.argv[2])
    path = sys.argv[1] + ".axe.html"
    open(path, "w", encoding="utf-8").write(page)
    dom = subprocess.run(["chromium", "--headless=new", "--no-sandbox", "--disable-gpu", "--allow-file-access-from-files",
                          "--virtual-time-budget=30000", "--dump-dom", "file://" + path], capture_output=True, text=True, timeout=240).stdout
    found = re.search(r'<pre id="axe-out">(.*?)</pre>', dom, re.S)
    if not found:
        print("axe did not run"); sys.exit(1)
    result = json.loads(html.unescape(found.group(1)))
    print(json.dumps(result)); sys.exit(1 if result["violations"] or result["incomplete"] else 0)
    """
}
