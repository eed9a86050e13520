/// Texts of code matched against the development language's tables once they are read.
/// An interpolated SwiftUI key is named by the types of its values (`"\(count) items"` is
/// `%lld items` for an `Int`, `%@ items` for a `String`), which Hark cannot always know. When
/// the key it guessed is not in the development language's table but one differing only in
/// those specifiers is, that one is the key the app looks up. And a member of a type the code
/// read does not declare (`LocalString.search_result_header_text`) that spells exactly one key
/// of those tables (`GeneratedAccessors`) is an accessor generated at build time: that key. So
/// is a String Catalog's accessor that xcstrings-tool generates (`.app(.savedViewShowOnDashboard)`),
/// whose member spells exactly one key of the table it names.
struct TableKeyMatching {
    /// The development language's keys of each table of a folder of tables.
    let keys: [String: Set<String>]
    /// Keys by their folded spelling (`GeneratedAccessors.foldedKey`), with their tables; empty
    /// unless the model has a text an accessor generated at build time may name.
    let keysBySpelling: [String: [(table: String, key: String)]]
    /// Per table, by its name folded, its keys by their folded spelling (any number of words:
    /// a catalog accessor names its table), for `catalogAccessorKey`; empty as `keysBySpelling`.
    let keysByTableSpelling: [String: (table: String, keys: [String: [String]])]

    private static let alternatives = ["%@", "%lld", "%ld", "%d", "%lf", "%f", "%llu", "%lu"]

    /// The development language's keys of each table of the app's catalog.
    init(catalog: LocalizationCatalog, developmentLanguage: String, matchingAccessors: Bool) {
        var keys: [String: Set<String>] = [:]
        if let folder = catalog.folder(forDevelopmentLanguage: developmentLanguage) {
            for (name, table) in catalog.tables[folder] ?? [:] { keys[name] = Set(table.entries.map(\.key)) }
        }
        self.keys = keys
        var spellings: [String: [(table: String, key: String)]] = [:]
        for name in keys.keys.sorted() where matchingAccessors {
            for key in (keys[name] ?? []).sorted() {
                if let folded = GeneratedAccessors.foldedKey(key) { spellings[folded, default: []].append((name, key)) }
            }
        }
        keysBySpelling = spellings
        var byTable: [String: (table: String, keys: [String: [String]])] = [:]
        for name in keys.keys.sorted() where matchingAccessors {
            guard let foldedTable = GeneratedAccessors.foldedAnyKey(name) else { continue }
            var tableKeys: [String: [String]] = [:]
            for key in (keys[name] ?? []).sorted() {
                if let folded = GeneratedAccessors.foldedAnyKey(key) { tableKeys[folded, default: []].append(key) }
            }
            byTable[foldedTable] = (name, tableKeys)
        }
        keysByTableSpelling = byTable
    }

    /// The key the table has, when `key` is not in it but a variant of its specifiers is.
    func match(_ key: String, table: String) -> String? {
        guard let known = keys[table], !known.contains(key) else { return nil }
        // One specifier each: `%*d` reads two arguments (the width, the value) from one range.
        var specifiers: [FormatSpecifier] = []
        for specifier in FormatSpecifiers.parse(key).specifiers.filter({ $0.kind != .variable }).sorted(by: { $0.range.lowerBound < $1.range.lowerBound })
            where specifier.range.lowerBound >= (specifiers.last?.range.upperBound ?? 0) {
            specifiers.append(specifier)
        }
        guard !specifiers.isEmpty, specifiers.count <= 3 else { return nil }
        let bytes = Array(key.utf8)
        var pieces: [String] = []
        var cursor = 0
        for specifier in specifiers {
            pieces.append(String(decoding: bytes[cursor..<specifier.range.lowerBound], as: UTF8.self))
            cursor = specifier.range.upperBound
        }
        let tail = String(decoding: bytes[cursor...], as: UTF8.self)
        // Every combination of the usual specifiers, in order.
        var combinations: [[String]] = [[]]
        for _ in specifiers {
            combinations = combinations.flatMap { prefix in TableKeyMatching.alternatives.map { prefix + [$0] } }
        }
        for combination in combinations {
            let candidate = zip(pieces, combination).map { $0 + $1 }.joined() + tail
            if known.contains(candidate) { return candidate }
        }
        return nil
    }

    /// The one key `Type.a.b` spells, its longest tail first: none when a tail spells two.
    func generatedAccessorKey(_ source: String) -> (table: String, key: String)? {
        guard let members = GeneratedAccessors.members(ofChain: source) else { return nil }
        for start in members.indices {
            guard let folded = GeneratedAccessors.foldedName(members[start...]), let found = keysBySpelling[folded] else { continue }
            return found.count == 1 ? found[0] : nil
        }
        return nil
    }

    /// The key a String Catalog accessor names (`GeneratedAccessors.catalogAccessor`): its
    /// member folded is exactly one key of the table its function or label names, folded.
    func catalogAccessorKey(_ source: String) -> (table: String, key: String)? {
        guard let (function, member) = GeneratedAccessors.catalogAccessor(source),
              let foldedTable = GeneratedAccessors.foldedAnyKey(String(function)), let table = keysByTableSpelling[foldedTable],
              let foldedMember = GeneratedAccessors.foldedAnyKey(String(member)),
              let found = table.keys[foldedMember], found.count == 1 else { return nil }
        return (table.table, found[0])
    }

    /// `text` with each key the table lacks replaced by the variant it has.
    func matched(_ text: LocalizedText) -> LocalizedText {
        switch text {
        case .key(let key, let table, let defaultValue, let location):
            guard let found = match(key, table: table) else { return text }
            return .key(found, table: table, defaultValue: defaultValue.map { _ in found }, at: location)
        case .expression(let source, _, let location):
            guard let (table, key) = generatedAccessorKey(source) ?? catalogAccessorKey(source) else { return text }
            return .key(key, table: table, defaultValue: nil, at: location)
        case .literal, .verbatim:
            return text
        case .designTime(let shown, let location):
            return .designTime(matched(shown), at: location)
        case .joined(let parts, let separator, let location):
            return .joined(parts.map(matched), separator: separator, at: location)
        case .oneOf(let choices, let location):
            return .oneOf(choices.map(matched), at: location)
        case .format(let format, let arguments, let location):
            return .format(matched(format), arguments: arguments.map(matched), at: location)
        }
    }

    func matched(_ screen: Screen) -> Screen {
        var screen = screen
        screen.title = screen.title.map(matched)
        for s in screen.sections.indices {
            screen.sections[s].header = screen.sections[s].header.map(matched)
            for c in screen.sections[s].cells.indices {
                var cell = screen.sections[s].cells[c]
                cell.text = cell.text.map(matched)
                if var label = cell.label {
                    label.text = label.text.map(matched)
                    cell.label = label
                }
                if var spec = cell.switchControl?.accessibility {
                    spec.label = spec.label.map(matched)
                    spec.hint = spec.hint.map(matched)
                    spec.value = spec.value.map(matched)
                    cell.switchControl?.accessibility = spec
                }
                screen.sections[s].cells[c] = cell
            }
        }
        return screen
    }
}
