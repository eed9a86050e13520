/// A finding's message as data: each rule declares its messages as a type whose cases carry
/// the arguments (the key, the colors, the words found), and puts them into words only when a
/// report asks (`text(in:)`).
protocol FindingMessage: Sendable {
    /// The message in words. The context gives the input's phrasing of a fix and names tables
    /// and languages for the locales the finding covers.
    func text(in context: MessageContext) -> String
    /// What the finding is about within its element, beyond its rule: a key, a property, a
    /// color. Part of the finding's identity (baselines, fingerprints), unlike its wording.
    var subject: String { get }
    /// One message for this and `other`, found at the same place for the same locale by
    /// another audit unit (a locale's table summed up once for the texts a model reads and
    /// once for the rest of the table), or nil when the two stay two findings.
    func merged(with other: any FindingMessage) -> (any FindingMessage)?
}

extension FindingMessage {
    var subject: String { "" }
    func merged(with other: any FindingMessage) -> (any FindingMessage)? { nil }
}

/// What a message needs to become words.
struct MessageContext: Sendable {
    let phrasing: FixPhrasing
    let scope: LocaleScope
    /// The label the finding's switch shows, when the report names switches by it (the HTML
    /// page, for Interface Builder object ids, which mean nothing to a reader).
    var switchLabel: String? = nil

    /// Names a switch by its id; by the label it shows first when the report gave one:
    /// `"Push Notifications" (juD-bH-XxM)`.
    func switchName(_ id: String) -> String {
        guard let label = switchLabel?.trimmedWhitespace, !label.isEmpty, label != id else { return "\"\(id)\"" }
        return "\(quoted(label)) (\(id))"
    }

    /// Names a table: `fr.lproj/Localizable.strings` or `Localizable.xcstrings (fr)` for one
    /// locale; `Localizable.strings` when the finding stands for several locales, and
    /// `Localizable.xcstrings` when the finding's own locale is the catalog language's (the
    /// report names it after the message: `… Localizable.xcstrings (fr) (fr)` said it twice).
    func table(_ table: TableReference) -> String {
        if scope.isCollapsed || (table.format == .xcstrings && scope.locale == table.locale) { return table.fileName }
        return table.displayName
    }

    /// Names a locale: itself, or "each language" when the finding stands for several.
    func language(_ locale: String) -> String {
        scope.isCollapsed ? "each language" : locale
    }
}

/// A strings table as messages name it.
struct TableReference: Hashable, Sendable {
    let name: String
    let format: StringsTable.Format
    /// The `.lproj` folder (or catalog language); empty for a catalog that does not parse.
    let locale: String

    init(name: String, format: StringsTable.Format, locale: String) {
        self.name = name
        self.format = format
        self.locale = locale
    }

    init(_ table: StringsTable) {
        self.init(name: table.name, format: table.format, locale: table.locale)
    }

    /// `Localizable.strings`, `Localizable.xcstrings`.
    var fileName: String { "\(name).\(format.rawValue)" }

    /// `fr.lproj/Localizable.strings`, or `Localizable.xcstrings (fr)` for a catalog's language;
    /// `Localizable.strings` for a global table, in no `.lproj` folder.
    var displayName: String {
        switch format {
        case .xcstrings: return locale.isEmpty ? fileName : "\(fileName) (\(locale))"
        case .strings, .stringsdict: return locale.isEmpty ? fileName : "\(locale).lproj/\(fileName)"
        }
    }
}

/// Quotes a text from the input in a message, trimmed.
func quoted(_ text: String) -> String { "\"\(text.trimmedWhitespace)\"" }
