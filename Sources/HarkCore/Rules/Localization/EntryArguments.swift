/// The arguments one entry of a table reads when it is formatted, numbered as CoreFoundation
/// numbers them:
/// - a `.strings` value, or each variant of an entry (a catalog's plural and device
///   variations, a `.stringsdict` device table), is one format;
/// - a `.stringsdict` format reads each `%#@variable@` as one argument, of its rule's
///   `NSStringFormatValueTypeKey`; each form of the rule is formatted alone, its implicit
///   specifiers counting from the variable's own position (a bare `%d` is the variable's
///   number), and a variable inside a form counts on from there;
/// - a String Catalog substitution is the same, its argument given by `argNum` (else counted),
///   its type by `formatSpecifier`, and `%arg` in its forms standing for that argument.
/// Every use of a position is kept with where it is, so disagreements can be told.
struct EntryArguments: Sendable {
    struct Use: Sendable {
        let specifier: FormatSpecifier
        /// The type a variable's argument is read as (its value type), when known.
        let valueType: FormatSpecifier?
        /// Where it is: nil for the entry's own format, else a form (`files.one`, `plural.other`).
        let form: String?
        /// A `%#@variable@` with no rule: reported as such, not as the argument it would read.
        var isUndefined = false

        /// What the argument is read as: a variable by its value type.
        var effective: FormatSpecifier? {
            specifier.kind == .variable ? valueType : specifier
        }
    }

    /// Position -> its uses, in reading order.
    private(set) var uses: [Int: [Use]] = [:]
    /// `%#@name@` with no rule, and where.
    private(set) var undefinedVariables: [(name: String, form: String?)] = []
    /// Percent signs that read otherwise than the text suggests, and where.
    private(set) var typos: [(typo: FormatTypo, form: String?)] = []
    /// The formats that mix written and counted positions (a form's counted ones are its
    /// variable's, as designed, so only whole formats count).
    private(set) var mixedFormats: [MixedFormat] = []
    /// Whether the entry goes through `String(format:)`: its prose percent signs are then
    /// conversions.
    private(set) var isFormatted = false
    /// Whether the table holds rules for variables (a `.stringsdict` or a String Catalog).
    private var hasRules = false
    /// The formats read, for their typos once it is known whether they are formatted.
    private var parsedFormats: [(parsed: FormatSpecifiers.Parsed, text: String, form: String?)] = []

    /// The positions read, in order.
    private(set) var positions: [Int] = []
    /// The positions two uses read as different types.
    private(set) var conflicts: Set<Int> = []

    /// The use that stands for `position` in messages: the first that says what is read.
    func representative(_ position: Int) -> Use? {
        let all = uses[position] ?? []
        return all.first { $0.specifier.role == .value && $0.effective != nil } ?? all.first
    }

    /// The variables of the entry's own format, by position.
    private(set) var variables: [Int: String] = [:]

    /// Whether two uses read `position` as different types (reported on their own).
    func isConflicted(_ position: Int) -> Bool { conflicts.contains(position) }

    /// Whether the entry reads any argument.
    var isEmpty: Bool { uses.isEmpty }

    /// The arguments of `entry` of `table`. `formatted` says whether the entry goes through
    /// `String(format:)` (as its development-language entry does); nil: when it reads
    /// arguments (a `.stringsdict` entry always does).
    init(_ entry: StringsEntry, in table: StringsTable, formatted: Bool? = nil) {
        hasRules = table.format != .strings
        var rules: [String: PluralRule] = [:]
        for rule in table.pluralsByKey[entry.key] ?? [] where !rule.variable.isEmpty { rules[rule.variable] = rule }
        let formats = entry.variants.isEmpty ? [(entry.value, nil as String?)] : entry.variants.map { ($0.value, Optional($0.label)) }
        for (text, label) in formats {
            read(text, from: 1, form: label, rules: rules, catalog: table.format == .xcstrings, depth: 0, isWhole: true)
        }
        finish(formatted: formatted ?? (table.format == .stringsdict || !uses.isEmpty))
    }

    /// An entry that reads no argument.
    init() {}

    /// Whether a text may hold a specifier or a look-alike: a `%`, or the first byte of `％` or `٪`.
    static func mayHoldSpecifiers(_ text: some UTF8Text) -> Bool {
        // Asked of every key and value in every locale: the scanner's own word-at-a-time search.
        text.withUTF8Bytes { FormatSpecifiers.nextCandidate(in: $0, from: 0) < $0.count }
    }

    /// Whether a key reads as a name rather than a text: ASCII without white space, and a `.`
    /// or `_` right after a letter (`settings.debugging.calendars.count_%d`), where a
    /// specifier's own `.` follows a `%`, a digit or a `$` (`%.2f`, `%1$.2f`).
    static func isNameLike(_ key: String) -> Bool {
        var joinsWords = false
        var previous: UInt8 = 0
        for byte in key.utf8 {
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0x80...:
                return false
            case UInt8(ascii: "."), UInt8(ascii: "_"):
                if (previous | 0x20) >= UInt8(ascii: "a") && (previous | 0x20) <= UInt8(ascii: "z") { joinsWords = true }
            default:
                break
            }
            previous = byte
        }
        return joinsWords
    }

    /// The arguments of a plain format (a catalog key: what the code passes).
    init(format: String) {
        read(format, from: 1, form: nil, rules: [:], catalog: false, depth: 0, isWhole: true)
        finish(formatted: !uses.isEmpty)
    }

    private mutating func finish(formatted: Bool) {
        isFormatted = formatted
        for (parsed, text, form) in parsedFormats where !parsed.specifiers.isEmpty || !parsed.typos.isEmpty || parsed.endsWithPercent {
            for typo in FormatSpecifiers.typos(of: parsed, in: text, isFormatted: formatted) { typos.append((typo, form)) }
        }
        parsedFormats = []
        positions = uses.keys.sorted()
        for (position, list) in uses {
            if list.count > 1, let first = list.first(where: { $0.effective != nil })?.effective?.kind,
               list.contains(where: { ($0.effective?.kind).map { $0 != first } ?? false }) {
                conflicts.insert(position)
            }
            if let name = list.first(where: { $0.form == nil && $0.specifier.kind == .variable })?.specifier.variable { variables[position] = name }
        }
    }

    private mutating func read(_ text: String, from first: Int, form: String?, rules: [String: PluralRule], catalog: Bool,
                               depth: Int, isWhole: Bool) {
        var parsed = FormatSpecifiers.parse(text, firstPosition: first)
        parsedFormats.append((parsed, text, form))
        // Xcode builds a substitution with argNum as a written position: `%#@n@` reads `%2$#@n@`.
        if catalog, parsed.specifiers.contains(where: { $0.kind == .variable && rules[$0.variable ?? ""]?.argumentNumber != nil }) {
            var written = text
            for (name, rule) in rules.sorted(by: { $0.key < $1.key }) {
                if let number = rule.argumentNumber { written = written.replacingOccurrences(of: "%#@\(name)@", with: "%\(number)$#@\(name)@") }
            }
            parsed = FormatSpecifiers.parse(written, firstPosition: first)
        }
        if isWhole && parsed.mixesPositions, let written = parsed.arguments.first(where: \.isExplicit),
           let counted = parsed.arguments.first(where: { !$0.isExplicit }) {
            mixedFormats.append(MixedFormat(text: text, written: written.text, counted: counted.text))
        }
        for specifier in parsed.arguments {
            guard specifier.kind == .variable, let name = specifier.variable else {
                uses[specifier.position, default: []].append(Use(specifier: specifier, valueType: nil, form: form))
                continue
            }
            guard let rule = rules[name] else {
                // A `.strings` value has no rules of its own (a `.stringsdict` of the same name may).
                if hasRules { undefinedVariables.append((name, form)) }
                uses[specifier.position, default: []].append(Use(specifier: specifier, valueType: nil, form: form, isUndefined: hasRules))
                continue
            }
            let position = specifier.position
            // When every form reads the same, which one is chosen never shows: the number the
            // rule reads does not matter (Mastodon's empty `names` rule only skips an argument).
            let choiceShows = Set(rule.forms.values.map(\.value)).count > 1
            let valueType = choiceShows ? rule.valueType.flatMap { Self.valueType($0, position: position) } : nil
            let placed = FormatSpecifier(position: position, isExplicit: specifier.isExplicit,
                                         kind: .variable, conversion: "@", length: "", variable: name, text: specifier.text,
                                         range: specifier.range, hasSpaceFlag: specifier.hasSpaceFlag, role: .value, isProseLike: false)
            uses[position, default: []].append(Use(specifier: placed, valueType: valueType, form: form))
            // A rule named twice, or inside its own forms, is read once.
            guard depth < 8 else { continue }
            for category in PluralCategories.ordered where rule.forms[category] != nil {
                guard var formText = rule.forms[category]?.value else { continue }
                if catalog {
                    formText = formText.replacingOccurrences(of: "%arg", with: valueType.map { "%\(position)$" + Self.conversionText($0) } ?? "")
                }
                let where_ = (form.map { $0 + "." } ?? "") + "\(name).\(category)"
                var nested = rules
                nested[name] = nil
                read(formText, from: position, form: where_, rules: nested, catalog: catalog, depth: depth + 1, isWhole: false)
            }
        }
    }

    /// `d`, `ld`, `%lld`, `.1f` read as the specifier of argument `position`.
    static func valueType(_ type: String, position: Int) -> FormatSpecifier? {
        let bare = type.hasPrefix("%") ? String(type.dropFirst()) : type
        guard !bare.isEmpty else { return nil }
        let parsed = FormatSpecifiers.parse("%" + bare, firstPosition: position).specifiers
        guard parsed.count == 1, let only = parsed.first, only.kind != .variable,
              only.range.upperBound == bare.utf8.count + 1 else { return nil }
        return only
    }

    /// A specifier's text without its `%` and position: `lld`, `.1f`.
    private static func conversionText(_ specifier: FormatSpecifier) -> String {
        var text = Substring(specifier.text.dropFirst())
        if let dollar = text.firstIndex(of: "$") { text = text[text.index(after: dollar)...] }
        return String(text)
    }
}

/// A format that mixes written and counted positions, with the first specifier of each kind.
struct MixedFormat: Sendable, Equatable {
    let text: String
    let written: String
    let counted: String
}
