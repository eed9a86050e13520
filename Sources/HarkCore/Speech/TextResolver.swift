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
    var isAuthored: Bool { source == .localized || source == .literal || source == .defaultValue }
}

/// Resolves model texts against the app's tables for one locale, as `NSLocalizedString` would.
struct TextResolver: Sendable {
    let catalog: LocalizationCatalog
    let locale: String
    /// The `.lproj` folder that serves `locale` (`Base` for the development language when
    /// it has no folder of its own).
    let folder: String

    /// Whether `locale` is the development language, whose texts a storyboard holds itself.
    let isDevelopmentLanguage: Bool

    /// The development language's folder, whose String Catalog entries may say "don't translate".
    private let developmentFolder: String?
    /// The tables of `folder`, looked up once: every text of every screen resolves through them.
    private let folderTables: [String: StringsTable]

    init(catalog: LocalizationCatalog, locale: String, developmentLanguage: String) {
        self.catalog = catalog
        self.locale = locale
        developmentFolder = catalog.folder(forDevelopmentLanguage: developmentLanguage)
        self.isDevelopmentLanguage = locale == developmentLanguage
        if catalog.tables[locale] == nil && locale == developmentLanguage && catalog.tables["Base"] != nil {
            folder = "Base"
        } else {
            folder = locale
        }
        folderTables = catalog.tables[folder] ?? [:]
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
            guard let table = folderTables[tableName], table.syntaxError == nil else {
                if let defaultValue, isDevelopmentLanguage { return ResolvedText(text: defaultValue, source: .defaultValue) }
                return ResolvedText(text: defaultValue ?? key, source: .missingTable)
            }
            guard let value = table.lookup(key) else {
                if let defaultValue, isDevelopmentLanguage { return ResolvedText(text: defaultValue, source: .defaultValue) }
                // A catalog key marked "Don't translate" reads the same in every language.
                if let developmentFolder, developmentFolder != folder,
                   let entry = catalog.table(tableName, locale: developmentFolder)?.entry(key), !entry.shouldTranslate {
                    return ResolvedText(text: entry.value, source: .localized)
                }
                return ResolvedText(text: defaultValue ?? key, source: .missingKey)
            }
            return ResolvedText(text: value, source: .localized)
        }
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
        guard !specifiers.isEmpty || format.contains("%%") else { return format }
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
