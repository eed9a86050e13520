import Foundation

/// `hark pseudo DIR`: pseudo-localizations of the development language as `.lproj` folders.
struct PseudoCommand: Command {
    let name = "pseudo"
    let arguments = "DIR"
    let summary = "write pseudo-localizations of the development language as .lproj folders"
    let details = """
    Writes pseudo-localizations of the development language's .strings tables in DIR as real
    .lproj folders, keeping format specifiers intact, to run UI tests in: en-XA (accented and
    about 40% longer, in brackets), ar-XB (forced right to left), en-XL (every text twice).
    """
    let options: [CommandOption] = [
        .value("--style", "STYLE", "the pseudo-locales to write (default all): " + PseudoStyle.allCases.map(\.rawValue).joined(separator: ", "),
               repeatable: true),
        .value("--development-language", "LANG", "the language to pseudo-localize (default en, else Base)"),
    ]

    func run(_ arguments: ParsedArguments) throws -> Int32 {
        guard arguments.positional.count == 1, let folder = arguments.positional.first else {
            throw UsageError(message: "`hark pseudo` needs exactly one DIR (a folder of .lproj folders)", command: name)
        }
        guard FileSystem.isDirectory(folder) else { throw InputError("no such folder", file: folder) }
        var styles = PseudoStyle.allCases
        if let names = arguments.list("--style") {
            styles = try names.map { style in
                guard let style = PseudoStyle(rawValue: style) else {
                    throw UsageError(message: "unknown style '\(style)' (\(PseudoStyle.allCases.map(\.rawValue).joined(separator: ", ")))", command: name)
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
                let entries = table.entries.map { (key: $0.key, value: PseudoLocalizer.transform($0.value, style: style)) }
                let header = "Pseudo-localization \(style.locale) of \(source).lproj/\(table.name).strings, written by `hark pseudo`."
                try FileSystem.writeAtomically(StringsWriter.file(entries, header: header), to: file)
                written.append(file)
            }
        }
        Output.write(written.map { "wrote \(PathDisplay().relative($0))" }.joined(separator: "\n") + "\n")
        return 0
    }
}
