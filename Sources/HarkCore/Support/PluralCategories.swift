/// CLDR's cardinal plural categories per language: those a translation must provide, and
/// those it may provide. (`zero` is always allowed: Apple applies it to the number 0 in any
/// language.)
enum PluralCategories {
    static let all: Set<String> = ["zero", "one", "two", "few", "many", "other"]
    /// The categories in CLDR's order.
    static let ordered = ["zero", "one", "two", "few", "many", "other"]

    /// language -> (required, optional beyond the required ones).
    private static let table: [String: (required: Set<String>, optional: Set<String>)] = {
        var table: [String: (required: Set<String>, optional: Set<String>)] = [:]
        func set(_ languages: [String], _ required: Set<String>, optional: Set<String> = []) {
            for language in languages { table[language] = (required, optional) }
        }
        // No plural distinction.
        set(["ja", "zh", "ko", "vi", "th", "id", "ms", "my", "lo", "km", "yue"], ["other"])
        // one / other.
        set(["en", "de", "nl", "sv", "da", "nb", "no", "nn", "fi", "et", "el", "hu", "tr", "bg", "eu", "gl",
             "af", "sq", "hi", "bn", "gu", "kn", "mr", "ta", "te", "ur", "fa", "am", "sw", "ka", "hy", "az", "kk", "uz", "mn"],
            ["one", "other"])
        // one / other, with `many` for large numbers in recent CLDR (allowed, not required): CLDR 42
        // (ICU 72, iOS 17) gives Catalan's too, for 1,000,000 (OsmAnd's Catalan forms).
        set(["fr", "es", "it", "pt", "ca"], ["one", "other"], optional: ["many"])
        // one / few / many / other.
        set(["ru", "uk", "be", "pl", "lt"], ["one", "few", "many", "other"])
        set(["cs", "sk"], ["one", "few", "many", "other"])
        set(["hr", "sr", "bs"], ["one", "few", "other"])
        set(["ro"], ["one", "few", "other"])
        set(["sl"], ["one", "two", "few", "other"])
        // Hebrew's `many` (20, 30, 40…) is CLDR's before 42 (ICU 72, iOS 17), which merged it into
        // `other`: an app that runs on iOS 16 still shows it there (Sileo's Hebrew forms).
        set(["he", "iw"], ["one", "two", "other"], optional: ["many"])
        set(["ga"], ["one", "two", "few", "many", "other"])
        set(["cy"], ["zero", "one", "two", "few", "many", "other"])
        set(["ar"], ["zero", "one", "two", "few", "many", "other"])
        set(["lv"], ["zero", "one", "other"])
        set(["is", "mk"], ["one", "other"])
        return table
    }()

    /// The categories `locale`'s language needs, or nil for a language Hark has no data for.
    static func required(for locale: String) -> Set<String>? {
        table[language(locale)]?.required
    }

    /// Required categories that CLDR selects only for numbers with visible fraction digits
    /// (`v != 0`, `f != 0`), never for an integer: Czech and Slovak `many` (1,5 souboru),
    /// Lithuanian `many`, and `other` in Polish, Russian, Ukrainian and Belarusian, where one,
    /// few and many take every integer. A rule whose value is an integer (`%d`, `%lld`) never
    /// shows them.
    private static let fractionOnly: [String: Set<String>] = [
        "cs": ["many"], "sk": ["many"], "lt": ["many"],
        "pl": ["other"], "ru": ["other"], "uk": ["other"], "be": ["other"],
    ]

    /// The categories `locale`'s language needs for an integer: `required(for:)` without those
    /// only fractions select.
    static func requiredForIntegers(for locale: String) -> Set<String>? {
        required(for: locale).map { $0.subtracting(fractionOnly[language(locale)] ?? []) }
    }

    /// The categories that mean something in `locale`'s language.
    static func meaningful(for locale: String) -> Set<String>? {
        table[language(locale)].map { $0.required.union($0.optional).union(["zero"]) }
    }

    static func language(_ locale: String) -> String {
        LocaleCode(locale).language
    }
}
