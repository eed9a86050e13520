/// Words a language writes as English does, as its normal term ("Name" in German, "Video" in
/// Swedish, "Open" in Dutch), and names every language keeps ("Wi-Fi", "Face ID"): Hark's data in
/// `Locales/SameAsEnglish/<lang>.txt` and `all.txt`, each file giving its sources. A value equal
/// to the English one and made only of such words was translated, not forgotten.
///
/// The files are plain text: `#` starts a comment, every other non-empty line is one term. A
/// language's terms are single words, matched without regard to case; `all.txt` holds names,
/// matched as written.
struct SameAsEnglishTerms: Sendable {
    /// Names kept in every language, as written.
    let everyLanguage: Set<String>
    /// Language (`de`, `pt`, `zh-Hant`) -> its words, lower-cased.
    let byLanguage: [String: Set<String>]

    static let empty = SameAsEnglishTerms(everyLanguage: [], byLanguage: [:])

    static let folder = "SameAsEnglish"

    /// Reads `<locales>/SameAsEnglish/*.txt`; no folder is no terms.
    static func load(localesFolder: String) throws -> SameAsEnglishTerms {
        let folder = FileSystem.join(localesFolder, Self.folder)
        var everyLanguage: Set<String> = []
        var byLanguage: [String: Set<String>] = [:]
        for name in FileSystem.contents(of: folder) where name.hasSuffix(".txt") && !name.hasPrefix(".") {
            let file = FileSystem.join(folder, name)
            guard let text = String(validating: try FileSystem.readBytes(file), as: UTF8.self) else {
                throw InputError("a term list must be UTF-8", file: file)
            }
            // Read by bytes: by Characters and Foundation's trimming, these 23 KB took a tenth of
            // every run's start.
            let terms = text.lines.compactMap { line -> String? in
                let term = (line.utf8.firstIndex(of: UInt8(ascii: "#")).map { String(line[..<$0]) } ?? line).trimmedWhitespace
                return term.isEmpty ? nil : term
            }
            let language = String(name.dropLast(".txt".count))
            if language == "all" { everyLanguage.formUnion(terms) } else { byLanguage[language] = Set(terms.map { $0.lowercased() }) }
        }
        return SameAsEnglishTerms(everyLanguage: everyLanguage, byLanguage: byLanguage)
    }

    /// The words `locale`'s language shares with English: its own list, else its language's
    /// (`pt-BR` → `pt`); nil when Hark has none.
    func words(for locale: String) -> Set<String>? {
        for code in LocaleCode(locale).fallbacks { if let words = byLanguage[code] { return words } }
        return nil
    }
}
