/// What a model text shows on a device in one locale.
struct ResolvedText: Sendable {
    enum Source: Sendable, Equatable {
        case literal
        case localized
        /// The key is not in the locale's table: the device shows the key itself (or the
        /// text's default value, for a storyboard).
        case missingKey
        /// The locale has no such table, or it does not parse: the key (or default) shows too.
        case missingTable
        /// The development language's text comes from the storyboard itself.
        case defaultValue
        /// Some of the text is code Hark cannot evaluate (`<expression>`).
        case unresolved
        /// A storyboard's design-time text, which the app's code replaces when it runs.
        case designTime
    }

    let text: String
    let source: Source

    var isBlank: Bool { text.isBlank }

    /// Whether the text is one a person wrote for this locale (or as the storyboard's own
    /// text), rather than a key or a fallback shown because a translation is missing.
    var isAuthored: Bool { Self.isAuthored(source) }

    static func isAuthored(_ source: Source) -> Bool { source == .localized || source == .literal || source == .defaultValue }
}

/// A resolved text that may still be where its table holds it, for what keeps texts to the end
/// of the audit (every switch's name in every locale): a `String` of each would be an
/// allocation each.
enum KeptText: Sendable {
    case inTable(TableText)
    case resolved(ResolvedText)

    var resolved: ResolvedText {
        switch self {
        case .inTable(let text): return ResolvedText(text: text.string, source: .localized)
        case .resolved(let resolved): return resolved
        }
    }

    var source: ResolvedText.Source {
        switch self {
        case .inTable: return .localized
        case .resolved(let resolved): return resolved.source
        }
    }

    /// The text without white space at either end, a table's still in place.
    func trimmingWhitespace() -> KeptText {
        switch self {
        case .inTable(let text): return .inTable(text.trimmingWhitespace())
        case .resolved(let resolved): return .resolved(ResolvedText(text: resolved.text.trimmedWhitespace, source: resolved.source))
        }
    }
}

extension KeptText: UTF8Text {
    func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        switch self {
        case .inTable(let text): return text.withUTF8Bytes(body)
        case .resolved(let resolved): return resolved.text.withUTF8Bytes(body)
        }
    }

    var isEmpty: Bool { withUTF8Bytes { $0.isEmpty } }

    var string: String {
        switch self {
        case .inTable(let text): return text.string
        case .resolved(let resolved): return resolved.text
        }
    }
}

/// Resolves model texts against the app's tables for one locale, as `NSLocalizedString` would.
/// A class: rules reach it through their announcer for every text, and copying a struct of
/// its tables cost a reference count each.
final class TextResolver: Sendable {
    let catalog: LocalizationCatalog
    let locale: String
    /// The `.lproj` folder that serves `locale` (`Base` for the development language when
    /// it has no folder of its own).
    let folder: String

    /// Whether `locale` speaks the development language (`en`, or its regional variant `en-GB`),
    /// whose texts a storyboard, a Settings pane or a SwiftUI literal hold themselves.
    let isDevelopmentLanguage: Bool

    /// The development language's folder, whose String Catalog entries may say "don't translate".
    private let developmentFolder: String?
    /// The tables of `folder`, looked up once: every text of every screen resolves through them.
    private let folderTables: TablesByName
    /// The `.stringsdict` tables the locale reads: its folder's, and its own language's where
    /// the folder has none.
    private let folderPluralTables: TablesByName

    /// The localizations whose text is the locale's own language: its language for a regional
    /// variant (`fr` for `fr-CA`), the development language's folder for `en-GB`.
    private let ownLanguage: [String]

    /// Where a table the locale lacks is found: CFBundle looks a resource up in the next
    /// localization that has it, the development region's last (then `Base`). A key, though, is
    /// looked up in the one file found: a table `fr-CA` has lacks what `fr`'s has.
    private let tableFallbacks: [String]

    init(catalog: LocalizationCatalog, locale: String, developmentLanguage: String) {
        self.catalog = catalog
        self.locale = locale
        let developmentFolder = catalog.folder(forDevelopmentLanguage: developmentLanguage)
        self.developmentFolder = developmentFolder
        let speaksDevelopmentLanguage = LocaleCode(locale).language == LocaleCode(developmentLanguage).language
        self.isDevelopmentLanguage = locale == developmentLanguage || speaksDevelopmentLanguage
        if catalog.tables[locale] == nil && locale == developmentLanguage && catalog.tables["Base"] != nil {
            folder = "Base"
        } else {
            folder = locale
        }
        folderTables = TablesByName(catalog.tablesShown(in: folder))
        var regional = Array(LocaleCode(locale).fallbacks.dropFirst()).filter { $0 != locale }
        if speaksDevelopmentLanguage, let developmentFolder, !regional.contains(developmentFolder), developmentFolder != folder {
            regional.append(developmentFolder)
        }
        ownLanguage = regional
        tableFallbacks = (regional + [developmentFolder, "Base"].compactMap { $0 })
            .reduce(into: []) { if !$0.contains($1) && $1 != locale { $0.append($1) } }
        // CFBundle finds a table's `.stringsdict` on its own, in the first localization that
        // has one, and merges it over the `.strings` it found: `en-US` without one reads `en`'s
        // plurals (Element X's). One of the locale's own language is its text; the development
        // language's, for another language, is a translation missing, as the `.strings`
        // lookup then reports.
        var pluralTables = catalog.pluralTables[folder] ?? [:]
        var found = Set(pluralTables.keys)
        for fallback in tableFallbacks {
            for (name, table) in catalog.pluralTables[fallback] ?? [:] where found.insert(name).inserted {
                if regional.contains(fallback) || isDevelopmentLanguage { pluralTables[name] = table }
            }
        }
        folderPluralTables = TablesByName(pluralTables)
    }

    /// `resolve(_:)`, keeping a table's value where the table holds it.
    func resolveKept(_ text: LocalizedText) -> KeptText {
        var cursor = LookupCursor()
        return resolveKept(text, cursor: &cursor)
    }

    /// The same, for a pass over a locale's texts in the model's order (see `LookupCursor`).
    func resolveKept(_ text: LocalizedText, cursor: inout LookupCursor) -> KeptText {
        if case .key(let key, let tableName, let defaultValue, _) = text {
            return resolve(key: key, tableName: tableName, defaultValue: defaultValue, cursor: &cursor)
        }
        return .resolved(resolve(text))
    }

    /// `resolve(_:)`, for a pass over a locale's texts in the model's order (see `LookupCursor`).
    func resolve(_ text: LocalizedText, cursor: inout LookupCursor) -> ResolvedText {
        if case .key(let key, let tableName, let defaultValue, _) = text {
            return resolve(key: key, tableName: tableName, defaultValue: defaultValue, cursor: &cursor).resolved
        }
        return resolve(text)
    }

    func resolve(_ text: LocalizedText) -> ResolvedText {
        switch text {
        case .literal(let value, _):
            return ResolvedText(text: value, source: .literal)
        case .expression:
            return ResolvedText(text: LocalizedText.expressionPlaceholder, source: .unresolved)
        case .joined(let parts, let separator, _):
            let resolved = parts.map(resolve)
            return ResolvedText(text: resolved.map(\.text).joined(separator: separator), source: Self.combined(resolved.map(\.source)))
        case .oneOf(let choices, _):
            return choices.first.map(resolve) ?? ResolvedText(text: "", source: .literal)
        case .format(let format, let arguments, _):
            let resolvedFormat = resolve(format)
            let resolvedArguments = arguments.map(resolve)
            return ResolvedText(text: Self.substitute(resolvedFormat.text, resolvedArguments.map(\.text)),
                                source: Self.combined([resolvedFormat.source] + resolvedArguments.map(\.source)))
        case .verbatim(let text, _):
            return resolve(text)
        case .designTime(let text, _):
            return ResolvedText(text: resolve(text).text, source: .designTime)
        case .key(let key, let tableName, let defaultValue, _):
            var cursor = LookupCursor()
            return resolve(key: key, tableName: tableName, defaultValue: defaultValue, cursor: &cursor).resolved
        }
    }

    private func resolve(key: String, tableName: String, defaultValue: String?, cursor: inout LookupCursor) -> KeptText {
        // A table's `.stringsdict` is read first, as `NSBundle` reads it (a plural format:
        // `Bundle.main.localizedString(forKey: "tab.close", value: nil, table: nil)`).
        if let plural = folderPluralTables.table(named: tableName), plural.parses, let value = plural.lookupText(key) {
            return .inTable(value)
        }
        guard let table = folderTables.table(named: tableName) else {
            return .resolved(resolveWithoutTable(key, tableName, defaultValue))
        }
        guard table.parses else {
            // The file is found, so no other localization's is read: its keys show as written.
            if let defaultValue, isDevelopmentLanguage { return .resolved(ResolvedText(text: defaultValue, source: .defaultValue)) }
            return .resolved(ResolvedText(text: defaultValue ?? key, source: .missingTable))
        }
        if let value = table.lookupText(key, cursor: &cursor) { return .inTable(value) }
        if let defaultValue, isDevelopmentLanguage { return .resolved(ResolvedText(text: defaultValue, source: .defaultValue)) }
        // `en-GB` lacking a key that is its own English text (`NSLocalizedString("Cancel")`)
        // shows the key: the development language's text.
        if isDevelopmentLanguage, let developmentFolder, developmentFolder != folder,
           catalog.table(tableName, locale: developmentFolder)?.lookup(key) == key {
            return .resolved(ResolvedText(text: key, source: .defaultValue))
        }
        // A catalog key marked "Don't translate" reads the same in every language.
        if let developmentFolder, developmentFolder != folder,
           let entry = catalog.table(tableName, locale: developmentFolder)?.entry(key), !entry.shouldTranslate {
            return .inTable(entry.text)
        }
        return .resolved(ResolvedText(text: defaultValue ?? key, source: .missingKey))
    }

    /// A key of a table the locale has no file of: the next localization that has the file
    /// serves it. A regional variant's language (`fr` for `fr-CA`, `en` for `en-GB`) is the
    /// locale's own text; the development language's, for another language, is a missing table
    /// showing the development text.
    private func resolveWithoutTable(_ key: String, _ tableName: String, _ defaultValue: String?) -> ResolvedText {
        let found = tableFallbacks.lazy.compactMap { folder in self.catalog.table(tableName, locale: folder).map { (folder, $0) } }.first
        guard let (folder, table) = found, table.parses else {
            if let defaultValue, isDevelopmentLanguage { return ResolvedText(text: defaultValue, source: .defaultValue) }
            return ResolvedText(text: defaultValue ?? key, source: .missingTable)
        }
        let value = table.lookup(key)
        if ownLanguage.contains(folder) || isDevelopmentLanguage {
            if let value { return ResolvedText(text: value, source: .localized) }
            if let defaultValue, isDevelopmentLanguage { return ResolvedText(text: defaultValue, source: .defaultValue) }
            return ResolvedText(text: defaultValue ?? key, source: .missingKey)
        }
        return ResolvedText(text: value ?? defaultValue ?? key, source: .missingTable)
    }

    /// The source of a text made of parts: its least certain part's.
    private static func combined(_ sources: [ResolvedText.Source]) -> ResolvedText.Source {
        let order: [ResolvedText.Source] = [.unresolved, .designTime, .missingTable, .missingKey, .defaultValue, .localized, .literal]
        return order.first(where: sources.contains) ?? .literal
    }

    /// `String(format:)` with the arguments' texts: each specifier (`%@`, `%lld`, `%2$@`) is
    /// replaced by its argument, or `<expression>` when there is none.
    static func substitute(_ format: String, _ arguments: [String]) -> String {
        let specifiers = FormatSpecifiers.parse(format).specifiers.filter { $0.kind != .variable }
        guard !specifiers.isEmpty || format.containsBytes("%%") else { return format }
        let bytes = Array(format.utf8)
        var output: [UInt8] = []
        var cursor = 0
        func literal(_ range: Range<Int>) {
            // Between specifiers, `%%` is a percent sign.
            var index = range.lowerBound
            while index < range.upperBound {
                if bytes[index] == UInt8(ascii: "%"), index + 1 < range.upperBound, bytes[index + 1] == UInt8(ascii: "%") {
                    output.append(UInt8(ascii: "%"))
                    index += 2
                } else {
                    output.append(bytes[index])
                    index += 1
                }
            }
        }
        for specifier in specifiers.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) where specifier.range.lowerBound >= cursor {
            literal(cursor..<specifier.range.lowerBound)
            let argument = specifier.position >= 1 && specifier.position <= arguments.count
                ? arguments[specifier.position - 1] : LocalizedText.expressionPlaceholder
            output += Array(argument.utf8)
            cursor = specifier.range.upperBound
        }
        literal(cursor..<bytes.count)
        return String(decoding: output, as: UTF8.self)
    }
}

/// A folder's tables by name, for the resolver's every text: most folders have a handful, found
/// by comparing names (a short name compares in a word or two) rather than hashing the name
/// each time; a folder of many tables keeps its dictionary.
private struct TablesByName: Sendable {
    private let few: [(name: String, table: StringsTable)]
    private let many: [String: StringsTable]

    init(_ tables: [String: StringsTable]) {
        if tables.count <= 8 {
            few = tables.sorted { $0.key < $1.key }.map { (name: $0.key, table: $0.value) }
            many = [:]
        } else {
            few = []
            many = tables
        }
    }

    func table(named name: String) -> StringsTable? {
        if many.isEmpty {
            for entry in few where entry.name == name { return entry.table }
            return nil
        }
        return many[name]
    }
}
