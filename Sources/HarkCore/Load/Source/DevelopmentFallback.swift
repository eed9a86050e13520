/// Code that reads a translation a language lacks from the development language's own folder
/// (Aidoku's `NSLocalizedString` over `Bundle.main.path(forResource: "en", ofType: "lproj")`,
/// Cryptomator's `LocalizedString.getValue`, Habitica's SwiftGen `tr` over `Base.lproj`): such
/// an app shows the development language's text where a key is missing, not the key.
enum DevelopmentFallback {
    /// Whether `source` opens the development language's folder as a bundle (a literal `"en"`,
    /// `"Base"` or the development language, then `"lproj"`: `forResource: "en", ofType: "lproj"`,
    /// `pathForResource:@"en" ofType:@"lproj"`) and looks a string up.
    static func isWritten(in source: SourceFile, developmentLanguage: String) -> Bool {
        let folders: Set<String> = ["en", "Base", developmentLanguage]
        if setsFallbackLanguage(in: source, to: folders) { return true }
        var opensFolder = false
        for index in 0..<source.count where source.kind(index) == .stringOpen {
            guard let literal = source.stringLiteral(at: index), literal.value == "lproj" else { continue }
            let before = max(0, index - 8)..<index
            if before.contains(where: { source.kind($0) == .stringOpen && source.stringLiteral(at: $0)?.value.map(folders.contains) == true }) {
                opensFolder = true
                break
            }
        }
        guard opensFolder else { return false }
        return (0..<source.count).contains { index in
            source.kind(index) == .identifier
                && (source.equals(index, "localizedString") || source.equals(index, "localizedStringForKey") || source.equals(index, "NSLocalizedString"))
        }
    }

    /// A call that names the language missing keys fall back to, given the development
    /// language: Element's `[NSBundle mxk_setFallbackLanguage:@"en"]`, whose bundle lookups then
    /// read `en.lproj` for a key the locale lacks.
    private static func setsFallbackLanguage(in source: SourceFile, to folders: Set<String>) -> Bool {
        for index in 0..<source.count where source.kind(index) == .identifier {
            let name = source.text(index)
            guard name.hasSuffix("FallbackLanguage"), name.lowercased().hasSuffix("setfallbacklanguage") else { continue }
            // `(` or `:` then the literal: `mxk_setFallbackLanguage("en")`, `…Language:@"en"]`.
            for argument in (index + 1)...(index + 3) where source.kind(argument) == .stringOpen {
                if source.stringLiteral(at: argument)?.value.map(folders.contains) == true { return true }
            }
        }
        return false
    }
}
