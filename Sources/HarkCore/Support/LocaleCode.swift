/// A locale code as apps name their `.lproj` folders (`pt-BR`, `zh-Hans`, `zh_CN`, `en-GB`):
/// the one place that splits it into language, script and region.
struct LocaleCode: Sendable, Hashable {
    /// The lower-cased language (`pt`, `zh`).
    let language: String
    /// The script, title-cased as written (`Hans`), if any.
    let script: String?
    /// The region (`BR`, `CN`, `419`), if any.
    let region: String?

    init(_ code: String) {
        let parts = code.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        language = (parts.first ?? code).lowercased()
        var script: String? = nil
        var region: String? = nil
        for part in parts.dropFirst() {
            if part.count == 4 && part.allSatisfy(\.isLetter) && script == nil && region == nil {
                script = part
            } else if region == nil {
                region = part
            }
        }
        self.script = script
        self.region = region
    }

    /// The codes that stand in for this one, most specific first, as iOS resolves a locale:
    /// `zh-Hans-CN` → `zh-Hans-CN`, `zh-Hans`, `zh`; `pt_BR` → `pt-BR`, `pt`. A code without a
    /// script goes through the script its language is written in there (CLDR's likely
    /// subtags): `zh-HK` → `zh-HK`, `zh-Hant-HK`, `zh-Hant`, `zh`; `zh` → `zh`, `zh-Hans`.
    var fallbacks: [String] {
        var result: [String] = []
        func add(_ code: String) { if !result.contains(code) { result.append(code) } }
        add(([language] + [script, region].compactMap { $0 }).joined(separator: "-"))
        let written = script ?? likelyScript
        if let written {
            if let region { add([language, written, region].joined(separator: "-")) }
            add(language + "-" + written)
        }
        add(language)
        return result
    }

    /// The language with the script it is written in, where it has more than one (`zh-hant` for
    /// `zh-HK` and `zh-Hant`, `sr-latn`): iOS takes a bundle's language for another region's,
    /// never for another script's.
    var writtenLanguage: String {
        guard let written = script ?? likelyScript else { return language }
        return language + "-" + written.lowercased()
    }

    /// The script a language is written in when the code names none, where the language has
    /// more than one in use (CLDR's likely subtags): Chinese in Taiwan, Hong Kong and Macao is
    /// Traditional, elsewhere Simplified.
    var likelyScript: String? {
        switch language {
        case "zh": return ["TW", "HK", "MO"].contains(region?.uppercased() ?? "") ? "Hant" : "Hans"
        case "sr", "mn": return "Cyrl"
        case "uz", "az": return region?.uppercased() == "AF" || region?.uppercased() == "IR" ? "Arab" : "Latn"
        case "pa": return region?.uppercased() == "PK" ? "Arab" : "Guru"
        case "bs": return "Latn"
        default: return nil
        }
    }

    /// The code as a BCP 47 language tag, for HTML's `lang`: `-` between the parts and each in
    /// its canonical case (`zh_cn` → `zh-CN`, `zh_hans` → `zh-Hans`, `pt_BR` → `pt-BR`). Nil
    /// for a folder name that is no tag (`Base`, `English`): a wrong `lang` makes a screen
    /// reader read the text with another language's voice.
    static func languageTag(_ code: String) -> String? {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }.map { $0.lowercased() }
        func letters(_ part: String, _ counts: ClosedRange<Int>) -> Bool {
            counts.contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter }
        }
        guard let language = parts.first, letters(language, 2...3) else { return nil }
        var tag = [language]
        var rest = parts.dropFirst()
        if let script = rest.first, letters(script, 4...4) {
            tag.append(script.prefix(1).uppercased() + script.dropFirst())
            rest = rest.dropFirst()
        }
        if let region = rest.first, letters(region, 2...2) || (region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }) {
            tag.append(region.uppercased())
            rest = rest.dropFirst()
        }
        // Variants (`ca-ES-valencia`): five to eight letters or digits, or a digit and three.
        for variant in rest {
            let alphanumeric = variant.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) }
            guard alphanumeric, (5...8).contains(variant.count) || (variant.count == 4 && variant.first?.isNumber == true) else { return nil }
            tag.append(variant)
        }
        return tag.joined(separator: "-")
    }
}
