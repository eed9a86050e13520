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

    /// Whether an Objective-C header under `folder` writes such a fallback: OsmAnd's
    /// `_OALocalizedString` is an inline function of `Localization.h`, and headers are not read
    /// as sources. Only headers that name `lproj` (and of at most 1 MB) are tokenized.
    static func isWrittenInHeaders(under folder: String, developmentLanguage: String) -> Bool {
        let marker = Array("\"lproj\"".utf8)
        for path in FileSystem.files(under: folder) where path.hasSuffix(".h") {
            guard !path.split(separator: "/").contains(where: { LocalizationRoots.isVendored(String($0)) }),
                  let bytes = try? FileSystem.readBytes(path, as: .source), bytes.count <= 1 << 20,
                  contains(bytes, marker) else { continue }
            let header = SourceFile(path: path, bytes: bytes, dialect: .objectiveC)
            if header.problem == nil, isWritten(in: header, developmentLanguage: developmentLanguage) { return true }
        }
        return false
    }

    private static func contains(_ bytes: [UInt8], _ marker: [UInt8]) -> Bool {
        guard let first = marker.first, bytes.count >= marker.count else { return false }
        var index = 0
        while index <= bytes.count - marker.count {
            if bytes[index] == first, bytes[index..<(index + marker.count)].elementsEqual(marker) { return true }
            index += 1
        }
        return false
    }
}
