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
}
