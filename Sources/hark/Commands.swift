import Foundation
import HarkCore

/// The subcommands. Each returns the process exit code; input errors are thrown.
struct Commands {
    let standardError: (String) -> Void

    func run(_ arguments: [String]) throws -> Int32 {
        guard let command = arguments.first else {
            throw UsageError(message: "no command given", command: nil)
        }
        let rest = Array(arguments.dropFirst())
        switch command {
        case "lint": return try lint(rest)
        case "speak": return try speak(rest)
        case "rules": return try rules(rest)
        case "explain": return try explain(rest)
        case "export": return try export(rest)
        case "pseudo": return try pseudo(rest)
        case "help", "--help", "-h":
            let topic = rest.first
            if let topic, Usage.commands[topic] == nil {
                throw UsageError(message: "no command '\(topic)'", command: nil)
            }
            Output.write(Array((Usage.text(for: topic) + "\n").utf8))
            return 0
        case "--version", "version":
            Output.write(Array("hark \(harkVersion)\n".utf8))
            return 0
        default:
            throw UsageError(message: "unknown command '\(command)'", command: nil)
        }
    }

    private func loadAuditor(configuration: String? = nil) throws -> Auditor {
        let root = try ResourceLocator.requireRoot()
        return Auditor(catalog: try RuleCatalog.load(resourceRoot: root),
                       vocabularies: try VocabularyStore.load(resourceRoot: root),
                       configuration: try configuration.map(Configuration.load) ?? Configuration())
    }

    private func emit(_ text: String, to output: String?) throws {
        try emit(Array(text.utf8), to: output)
    }

    private func emit(_ bytes: [UInt8], to output: String?) throws {
        if let output {
            try FileSystem.writeAtomically(bytes, to: output)
        } else {
            Output.write(bytes)
        }
    }

    // MARK: - lint

    enum FailOn: String { case error, warning, note, never }

    private func lint(_ raw: [String]) throws -> Int32 {
        let arguments = try Arguments(raw, command: "lint",
            valueFlags: ["--format", "--output", "--locale", "--fail-on", "--development-language", "--transcript", "--config",
                         "--baseline", "--write-baseline"],
            switchFlags: ["--timing"])
        let format: ReportFormat = try arguments.choice("--format", command: "lint", default: .text)
        let failOn: FailOn = try arguments.choice("--fail-on", command: "lint", default: .error)
        let auditor = try loadAuditor(configuration: arguments.value("--config"))
        let units = try ProjectLoader.load(paths: arguments.positional.isEmpty ? ["."] : arguments.positional,
                                           developmentLanguage: arguments.value("--development-language"))
        var transcript: GoldenTranscript? = nil
        if let file = arguments.value("--transcript") {
            guard units.filter({ $0.model != nil }).count == 1 else {
                throw UsageError(message: "--transcript compares the speech of exactly one screen model", command: "lint")
            }
            guard FileSystem.exists(file) else {
                throw InputError("no transcript here: record one with `hark speak PATH --locale all --record \(file)`", file: file)
            }
            transcript = try GoldenTranscript.load(file: file)
        }
        let result = try auditor.audit(units, locales: arguments.list("--locale"), speech: format.includesSpeech,
                                       transcript: transcript)
        if arguments.has("--timing") {
            for (rule, seconds) in result.ruleSeconds.sorted(by: { ($0.value, $1.key) > ($1.value, $0.key) }) {
                standardError(String(format: "%8.3f s  %@", seconds, rule))
            }
        }
        let paths = PathDisplay()
        if let file = arguments.value("--write-baseline") {
            try FileSystem.writeAtomically(Baseline.render(result.findings, paths: paths), to: file)
        }
        var findings = result.findings
        if let file = arguments.value("--baseline") {
            findings = try Baseline.load(file: file).filter(findings, paths: paths)
        }
        let report = Report(findings: findings, speech: result.speech, paths: paths, rules: auditor.catalog.sorted, units: units)
        guard let text = report.render(format) else {
            throw UsageError(message: "the \(format.rawValue) format is not available in this version (use text, json, sarif, junit, github or xcode)", command: "lint")
        }
        try emit(text, to: arguments.value("--output"))
        let threshold: Severity? = switch failOn {
        case .error: .error
        case .warning: .warning
        case .note: .note
        case .never: nil
        }
        guard let threshold else { return 0 }
        return findings.contains { $0.severity >= threshold } ? 1 : 0
    }

    // MARK: - speak

    enum SpeakFormat: String { case text, json }

    private func speak(_ raw: [String]) throws -> Int32 {
        let arguments = try Arguments(raw, command: "speak",
            valueFlags: ["--format", "--output", "--locale", "--development-language", "--activate", "--record"],
            switchFlags: ["--roles"])
        let format: SpeakFormat = try arguments.choice("--format", command: "speak", default: .text)
        let auditor = try loadAuditor()
        let units = try ProjectLoader.load(paths: arguments.positional.isEmpty ? ["."] : arguments.positional,
                                           developmentLanguage: arguments.value("--development-language"))
        let requested = arguments.list("--locale")
        var transcript: [(unit: AuditUnit, spoken: [SpokenElement])] = []
        var fallbacks: Set<String> = []
        for unit in units where unit.model != nil {
            let locales: [String]
            if let requested, requested.contains("all") {
                locales = unit.locales
            } else if let requested {
                locales = requested
            } else {
                locales = [unit.developmentLanguage]
            }
            let announcers = locales.map { locale in
                let resolution = auditor.vocabularies.resolve(locale)
                if resolution.isFallback { fallbacks.insert(locale) }
                return Announcer(
                    vocabulary: resolution.vocabulary,
                    resolver: TextResolver(catalog: unit.catalog, locale: locale, developmentLanguage: unit.developmentLanguage),
                    includeRoles: arguments.has("--roles"))
            }
            transcript.append((unit, Transcript.speak(unit.model, with: announcers)))
        }
        if transcript.isEmpty {
            throw UsageError(message: "found no screen model to speak (speak needs a *.json screen model)", command: "speak")
        }
        for locale in fallbacks.sorted() {
            standardError("hark: no screen-reader vocabulary for '\(locale)': speaking its announcements with English words")
        }
        if let target = arguments.value("--activate") {
            return try activate(target, in: transcript.map(\.unit), locales: requested, auditor: auditor, roles: arguments.has("--roles"),
                                format: format, output: arguments.value("--output"))
        }
        if let record = arguments.value("--record") {
            let text = TranscriptReporter().render(transcript.flatMap(\.spoken), includesRoles: arguments.has("--roles"))
            try FileSystem.writeAtomically(Array(text.utf8), to: record)
        }
        let paths = PathDisplay()
        let text: String
        switch format {
        case .json:
            var json = JSONWriter()
            JSONReporter.writeSpeech(transcript.flatMap(\.spoken), to: &json)
            text = json.text
        case .text:
            var lines: [String] = []
            for (unit, spoken) in transcript {
                var heading = ""
                for element in spoken {
                    let current = "\(paths.relative(unit.model?.file ?? "")) · \(element.screen) · \(element.locale)"
                    if current != heading {
                        if !lines.isEmpty { lines.append("") }
                        lines.append("== \(current)")
                        heading = current
                    }
                    lines.append("  " + TextDirection.isolate(element.text, locale: element.locale))
                }
            }
            text = lines.joined(separator: "\n") + "\n"
        }
        try emit(text, to: arguments.value("--output"))
        return 0
    }

    /// `speak --activate ID`: what VoiceOver says when the element is focused, then after a
    /// double tap toggles it. ID is a cell id, or `screen/cell`.
    private func activate(_ target: String, in units: [AuditUnit], locales requested: [String]?, auditor: Auditor,
                          roles: Bool, format: SpeakFormat, output: String?) throws -> Int32 {
        let parts = target.split(separator: "/", maxSplits: 1).map(String.init)
        let screenID = parts.count == 2 ? parts[0] : nil
        let cellID = parts.last ?? target
        var lines: [String] = []
        var json = JSONWriter()
        json.beginArray()
        var found = false
        for unit in units {
            guard let model = unit.model else { continue }
            let locales = requested.map { $0.contains("all") ? unit.locales : $0 } ?? [unit.developmentLanguage]
            for screen in model.screens where screenID == nil || screen.id == screenID {
                for cell in screen.cells where cell.id == cellID {
                    guard let element = cell.element else {
                        throw UsageError(message: "cell '\(target)' has no switch to activate", command: "speak")
                    }
                    found = true
                    for locale in locales {
                        let announcer = Announcer(
                            vocabulary: auditor.vocabularies.resolve(locale).vocabulary,
                            resolver: TextResolver(catalog: unit.catalog, locale: locale, developmentLanguage: unit.developmentLanguage),
                            includeRoles: roles)
                        let focusable = element.isElement && !element.isHidden
                        let focus = focusable ? announcer.announce(cell, element: element).text : ""
                        let after = announcer.activate(cell, element: element)
                        lines.append("== \(screen.id) · \(cell.id) · \(locale)")
                        lines.append("  focus:      " + (focusable ? TextDirection.isolate(focus, locale: locale)
                            : "(VoiceOver skips this switch: it is not an accessibility element, or hidden)"))
                        json.beginObject()
                        json.member("screen", screen.id)
                        json.member("element", cell.id)
                        json.member("locale", locale)
                        json.member("focus", focus)
                        switch after {
                        case .spoken(let words):
                            lines.append("  double tap: " + TextDirection.isolate(words, locale: locale))
                            json.member("activation", words)
                        case .silent(let reason):
                            lines.append("  double tap: (nothing is spoken: \(reason))")
                            json.member("silent", reason)
                        }
                        json.endObject()
                    }
                }
            }
        }
        json.endArray()
        guard found else { throw UsageError(message: "no switch cell '\(target)' in the screen models", command: "speak") }
        try emit(format == .json ? json.bytes : Array((lines.joined(separator: "\n") + "\n").utf8), to: output)
        return 0
    }

    // MARK: - export

    private func export(_ raw: [String]) throws -> Int32 {
        let arguments = try Arguments(raw, command: "export", valueFlags: ["--format", "--output", "--development-language"], switchFlags: [])
        guard arguments.positional.count == 1, let path = arguments.positional.first else {
            throw UsageError(message: "`hark export` needs exactly one PATH (a storyboard, XIB or screen model)", command: "export")
        }
        guard arguments.value("--format") ?? "json" == "json" else {
            throw UsageError(message: "export writes the screen model as json only", command: "export")
        }
        let models = try ProjectLoader.load(paths: [path], developmentLanguage: arguments.value("--development-language")).compactMap(\.model)
        guard models.count == 1, let model = models.first else {
            throw UsageError(message: "found \(models.count) screen models in \(path); export one file at a time", command: "export")
        }
        let output = arguments.value("--output")
        let folder = output.map(FileSystem.directoryName) ?? "."
        try emit(ModelExporter(outputFolder: folder).render(model), to: output)
        return 0
    }

    // MARK: - pseudo

    private func pseudo(_ raw: [String]) throws -> Int32 {
        let arguments = try Arguments(raw, command: "pseudo", valueFlags: ["--development-language", "--style"], switchFlags: [])
        guard arguments.positional.count == 1, let folder = arguments.positional.first else {
            throw UsageError(message: "`hark pseudo` needs exactly one DIR (a folder of .lproj folders)", command: "pseudo")
        }
        guard FileSystem.isDirectory(folder) else { throw InputError("no such folder", file: folder) }
        var styles = PseudoStyle.allCases
        if let names = arguments.list("--style") {
            styles = try names.map { name in
                guard let style = PseudoStyle(rawValue: name) else {
                    throw UsageError(message: "unknown style '\(name)' (en-XA, ar-XB, en-XL)", command: "pseudo")
                }
                return style
            }
        }
        let catalog = try LocalizationCatalog.load(root: folder)
        let language = arguments.value("--development-language") ?? (catalog.tables["en"] != nil ? "en" : "Base")
        guard let source = catalog.folder(forDevelopmentLanguage: language), let tables = catalog.tables[source],
              !tables.values.filter({ $0.format == .strings }).isEmpty else {
            throw InputError("no \(language).lproj (or Base.lproj) with .strings tables here", file: folder)
        }
        var written: [String] = []
        for style in styles {
            let lproj = FileSystem.join(folder, style.locale + ".lproj")
            if !FileSystem.isDirectory(lproj) {
                do {
                    try FileManager.default.createDirectory(atPath: lproj, withIntermediateDirectories: true)
                } catch {
                    throw InputError("cannot create the folder: \(error.localizedDescription)", file: lproj)
                }
            }
            for table in tables.values.sorted(by: { $0.name < $1.name }) where table.format == .strings {
                if let error = table.syntaxError { throw error }
                let file = FileSystem.join(lproj, table.name + ".strings")
                let text = PseudoLocalizer.stringsFile(table.entries, style: style, source: FileSystem.baseName(source) + ".lproj/" + table.name + ".strings")
                try FileSystem.writeAtomically(Array(text.utf8), to: file)
                written.append(file)
            }
        }
        try emit(written.map { "wrote \(PathDisplay().relative($0))" }.joined(separator: "\n") + "\n", to: nil)
        return 0
    }

    // MARK: - rules, explain

    private func rules(_ raw: [String]) throws -> Int32 {
        let arguments = try Arguments(raw, command: "rules", valueFlags: [], switchFlags: [])
        guard arguments.positional.isEmpty else { throw UsageError(message: "`hark rules` takes no argument", command: "rules") }
        let catalog = try loadAuditor().catalog
        let documents = catalog.sorted
        let idWidth = documents.map(\.id.count).max() ?? 0
        var lines = ""
        for document in documents {
            let id = document.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
            let severity = document.severity.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
            let category = document.category.padding(toLength: 13, withPad: " ", startingAt: 0)
            lines += "\(id)  \(severity)  \(category)  \(document.title)\n"
        }
        try emit(lines, to: nil)
        return 0
    }

    private func explain(_ raw: [String]) throws -> Int32 {
        let arguments = try Arguments(raw, command: "explain", valueFlags: [], switchFlags: [])
        guard arguments.positional.count == 1, let id = arguments.positional.first else {
            throw UsageError(message: "`hark explain` needs exactly one RULE-ID", command: "explain")
        }
        let catalog = try loadAuditor().catalog
        guard let document = catalog.documents[id] else {
            throw UsageError(message: "no rule '\(id)' (see `hark rules`)", command: "explain")
        }
        try emit("\(document.id) (\(document.severity.rawValue), \(document.category)): \(document.title)\n\n\(document.body)\n", to: nil)
        return 0
    }
}
