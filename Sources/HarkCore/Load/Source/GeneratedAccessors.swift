/// Keys read through accessors the build generates and the repository does not hold: Kiwix's
/// `LocalString.swift` (made by a script from the table: `"search_result.header.text"` becomes
/// `LocalString.search_result_header_text`), SwiftGen's or R.swift's output kept out of version
/// control (`L10n.Settings.Privacy.title`, `R.string.localizable.settingsTitle()`). Hark cannot
/// read such an accessor, but its name spells the key: the key folded to lower-case letters and
/// digits is the member chain after the type folded the same way (or a tail of it, past
/// R.swift's `string.localizable`). Only a type the code read declares no member of counts (an
/// accessor Hark reads, as a committed SwiftGen file, says its key itself), and only keys of two
/// words or more are matched, so that a key `red` is not taken for `UIColor.red`; R.swift's chain
/// names its table, and matches a key of one word in that table.
enum GeneratedAccessors {
    /// Every tail of every member chain after a capitalized name that is none of `declared`
    /// (`Type.a.b`: `ab`, `b`), folded, into `names.spelled`; a chain that ends in a call is
    /// taken without its last member too, since a method of the text may follow the accessor
    /// (`L10n.Shareext.itemTitle.uppercased()`), though not a property (an enum case's
    /// `rawValue`). A chain after one of `generatedTypes` (the types SwiftGen's configuration
    /// names, `SwiftGenConfig`) goes into `names.rooted` whole from its first member: it spells
    /// its key exactly.
    static func names(in source: SourceFile, declared: Set<String>, generatedTypes: Set<String> = [], into names: inout AccessorNames) {
        let tokens = source.tokens
        var index = 0
        while index + 2 < tokens.count {
            defer { index += 1 }
            guard tokens[index].kind == .identifier, isCapitalized(source, index),
                  index == 0 || tokens[index - 1].kind != .dot,
                  tokens[index + 1].kind == .dot, tokens[index + 2].kind == .identifier,
                  !source.equals(index, "Self"), !declared.contains(source.text(index)) else { continue }
            var members: [[UInt8]] = []
            var cursor = index + 1
            while cursor + 1 < tokens.count, tokens[cursor].kind == .dot, tokens[cursor + 1].kind == .identifier {
                members.append(folded(source.bytes[Int(tokens[cursor + 1].start)..<Int(tokens[cursor + 1].end)]))
                cursor += 2
                // R.swift 7's `R.string(preferredLanguages: …).localizable.key()`: the call picks
                // the languages, and the chain goes on (Nova Wallet's every lookup).
                if members.count == 1, members[0] == rSwiftStrings, source.equals(index, "R"), cursor < tokens.count,
                   tokens[cursor].kind == .openParen, source.partner(cursor) > cursor {
                    cursor = source.partner(cursor) + 1
                }
            }
            // R.swift's `R.string.localizable.password()` names its table and spells its key, one
            // word too: matched as a catalog accessor is (AlphaWallet's 29 one-word keys).
            if members.count >= 3, source.equals(index, "R"), members[0] == rSwiftStrings {
                names.catalogMembers.insert(String(decoding: members[1], as: UTF8.self) + "/" + String(decoding: members[2], as: UTF8.self))
            }
            let isGenerated = !generatedTypes.isEmpty && generatedTypes.contains(source.text(index))
            let endsInCall = cursor < tokens.count && tokens[cursor].kind == .openParen && members.count > 1
            for end in (endsInCall ? [members.count - 2, members.count - 1] : [members.count - 1]) {
                if isGenerated { names.rooted.insert(String(decoding: members[...end].joined(), as: UTF8.self)) }
                var tail: [UInt8] = []
                for member in members[...end].reversed() {
                    tail.insert(contentsOf: member, at: 0)
                    if tail.count >= minimumLength { names.spelled.insert(String(decoding: tail, as: UTF8.self)) }
                }
            }
            index = cursor - 1
        }
        catalogAccessorNames(in: source, into: &names)
        rSwiftTableVariableNames(in: source, into: &names)
    }

    /// R.swift's table kept in a variable (Nova Wallet's `let strings = R.string(preferredLanguages:
    /// locale.rLanguages).localizable`, or `= R.string.localizable`): a member called through the
    /// variable (`strings.notificationsSetupTitle()`) is an accessor as it is after `R.string`.
    private static func rSwiftTableVariableNames(in source: SourceFile, into names: inout AccessorNames) {
        let tokens = source.tokens
        func kind(_ index: Int) -> SourceToken.Kind? { index >= 0 && index < tokens.count ? tokens[index].kind : nil }
        func foldedText(_ index: Int) -> [UInt8] { folded(source.bytes[Int(tokens[index].start)..<Int(tokens[index].end)]) }
        var tables: [String: [UInt8]] = [:]
        for index in tokens.indices where kind(index) == .identifier && kind(index + 1) == .dot && source.equals(index, "R") {
            guard kind(index + 2) == .identifier, source.equals(index + 2, "string"), source.isOperator(index - 1, "="),
                  kind(index - 2) == .identifier else { continue }
            var cursor = index + 3
            if kind(cursor) == .openParen {
                guard source.partner(cursor) > cursor else { continue }
                cursor = source.partner(cursor) + 1
            }
            // The chain stops at the table (maybe with `.self`, as Nova Wallet writes it):
            // `R.string.localizable.title()` is a text, no table.
            guard kind(cursor) == .dot, kind(cursor + 1) == .identifier else { continue }
            var end = cursor + 2
            if kind(end) == .dot, kind(end + 1) == .identifier, source.equals(end + 1, "self") { end += 2 }
            guard kind(end) != .dot, kind(end) != .openParen else { continue }
            tables[source.text(index - 2)] = foldedText(cursor + 1)
        }
        guard !tables.isEmpty else { return }
        for index in tokens.indices where kind(index) == .identifier && kind(index + 1) == .dot && kind(index + 2) == .identifier
            && kind(index + 3) == .openParen && kind(index - 1) != .dot {
            guard let table = tables[source.text(index)] else { continue }
            let member = foldedText(index + 2)
            names.catalogMembers.insert(String(decoding: table, as: UTF8.self) + "/" + String(decoding: member, as: UTF8.self))
            if member.count >= minimumLength { names.spelled.insert(String(decoding: member, as: UTF8.self)) }
        }
    }

    /// Objective-C's uses of a generated type's members (`generatedTypes`), into `names.rooted`:
    /// a message to the class, `[Strings accountDisabled]`, or one whose selector Swift made from
    /// a function's labels (`serviceAccountNotAssociatedTitle(service:platformName:)` is
    /// `[Strings serviceAccountNotAssociatedTitleWithService:… platformName:…]`), and a class
    /// property read with a dot (`Strings.networkNotAvailableMessage`). Any other class's
    /// messages say nothing of keys.
    static func objectiveCNames(in source: SourceFile, generatedTypes: Set<String>, into names: inout AccessorNames) {
        guard !generatedTypes.isEmpty else { return }
        let tokens = source.tokens
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
            guard index == 0 || tokens[index - 1].kind != .dot, generatedTypes.contains(source.text(index)) else { continue }
            let isMessage = index > 0 && tokens[index - 1].kind == .openBracket && tokens[index + 1].kind == .identifier
            let isProperty = tokens[index + 1].kind == .dot && tokens[index + 2].kind == .identifier
            guard isMessage || isProperty else { continue }
            let member = isMessage ? index + 1 : index + 2
            let selector = source.bytes[Int(tokens[member].start)..<Int(tokens[member].end)]
            names.rooted.insert(String(decoding: folded(selector), as: UTF8.self))
            // Both readings: `signInWithApple:` may be a function so named, with no label.
            if isMessage, tokens[member + 1].kind == .colon, let with = firstArgumentLabel(in: selector) {
                names.rooted.insert(String(decoding: folded(selector[..<with]), as: UTF8.self))
            }
        }
    }

    /// Where Swift's `With` and first argument label start in a selector's first part
    /// (`titleWithService`: at `With`), if they are there.
    private static func firstArgumentLabel(in selector: ArraySlice<UInt8>) -> Int? {
        let with = Array("With".utf8)
        var start = selector.endIndex - with.count - 1
        while start > selector.startIndex {
            if selector[start..<(start + with.count)].elementsEqual(with), isUppercase(selector[start + with.count]) { return start }
            start -= 1
        }
        return nil
    }

    /// Every String Catalog accessor of xcstrings-tool's shape (`catalogAccessor`) in `source`,
    /// its table and member folded, into `names.catalogMembers`; a member called with arguments
    /// (`.settings(.useBiometricLock(name))`) looks its key up too.
    private static func catalogAccessorNames(in source: SourceFile, into names: inout AccessorNames) {
        let tokens = source.tokens
        func kind(_ index: Int) -> SourceToken.Kind? { index < tokens.count ? tokens[index].kind : nil }
        func foldedText(_ index: Int) -> String {
            String(decoding: folded(source.bytes[Int(tokens[index].start)..<Int(tokens[index].end)]), as: UTF8.self)
        }
        for index in tokens.indices where kind(index) == .openParen && index > 0 && kind(index - 1) == .identifier {
            let table: Int
            let member: Int
            if index >= 2, kind(index - 2) == .dot, kind(index + 1) == .dot, kind(index + 2) == .identifier {
                // `.app(.done)`
                (table, member) = (index - 1, index + 2)
            } else if catalogAccessorTypes.contains(Substring(source.text(index - 1))), kind(index + 1) == .identifier,
                      kind(index + 2) == .colon, kind(index + 3) == .dot, kind(index + 4) == .identifier {
                // `Text(app: .done)`
                (table, member) = (index + 1, index + 4)
            } else {
                continue
            }
            guard kind(member + 1) == .closeParen || kind(member + 1) == .openParen else { continue }
            names.catalogMembers.insert(foldedText(table) + "/" + foldedText(member))
        }
    }

    /// The key folded as accessor names are, or nil when no generated name could spell it alone:
    /// one word (`red`, `Cancel`), or fewer than `minimumLength` letters and digits. What is
    /// outside ASCII is left out, as it is of the names (`folded`): SwiftGen makes `youVeGot`
    /// of p2p Wallet's "You’ve got", whose apostrophe no identifier holds.
    static func foldedKey(_ key: String) -> String? {
        var folded: [UInt8] = []
        var words = 0
        var inWord = false
        var previous: UInt8 = 0
        for byte in key.utf8 {
            if isLetterOrDigit(byte) {
                // A new word after a separator, or at a capital after a small letter (`settingsTitle`).
                if !inWord || (isUppercase(byte) && isLowercase(previous)) { words += 1 }
                inWord = true
                folded.append(isUppercase(byte) ? byte + 0x20 : byte)
            } else {
                inWord = false
            }
            previous = byte
        }
        guard words >= 2, folded.count >= minimumLength else { return nil }
        return String(decoding: folded, as: UTF8.self)
    }

    /// The members of `Type.a.b` written alone (`a`, `b`), or nil for any other expression.
    static func members(ofChain source: String) -> [Substring]? {
        let parts = source.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count >= 2, let root = parts.first?.utf8.first, isUppercase(root), parts[0] != "Self",
              parts.allSatisfy({ !$0.isEmpty && $0.utf8.allSatisfy { isLetterOrDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "`") } })
        else { return nil }
        return Array(parts.dropFirst())
    }

    /// Whether `source`, an expression Hark could not read, is an accessor the build generates
    /// that `TableKeyMatching` may match to its key: a member chain (`members(ofChain:)`) or a
    /// String Catalog accessor (`catalogAccessor`).
    static func isGenerated(_ source: String) -> Bool {
        members(ofChain: source) != nil || catalogAccessor(source) != nil
    }

    /// The table's name and the member of an accessor that xcstrings-tool (its build plugin)
    /// generates for each String Catalog, as written (`App.xcstrings` gives `.app(_:)`, one
    /// member for each key): `.app(.savedViewShowOnDashboard)`, `Text(app: .done)`, also after
    /// `String(`, `LocalizedStringResource(` or `LocalizedStringKey(`. Nil for anything else,
    /// a member called with arguments (a format) included.
    static func catalogAccessor(_ source: String) -> (table: Substring, member: Substring)? {
        var rest = Substring(source)
        func skipSpaces() { rest = rest.drop { $0 == " " || $0 == "\n" || $0 == "\t" } }
        func identifier() -> Substring? {
            skipSpaces()
            let quoted = rest.first == "`"
            if quoted { rest = rest.dropFirst() }
            let name = rest.prefix { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
            guard let first = name.first, !first.isNumber else { return nil }
            rest = rest.dropFirst(name.count)
            if quoted {
                guard rest.first == "`" else { return nil }
                rest = rest.dropFirst()
            }
            return name
        }
        func take(_ character: Character) -> Bool {
            skipSpaces()
            guard rest.first == character else { return false }
            rest = rest.dropFirst()
            return true
        }
        let table: Substring
        if take(".") {
            // `.app(.member)`: the table's static function.
            guard let name = identifier(), take("(") else { return nil }
            table = name
        } else {
            // `Text(app: .member)`: an initializer labelled with the table.
            guard let type = identifier(), catalogAccessorTypes.contains(type), take("("), let label = identifier(), take(":") else { return nil }
            table = label
        }
        guard take("."), let member = identifier(), take(")") else { return nil }
        skipSpaces()
        return rest.isEmpty ? (table, member) : nil
    }

    /// The types xcstrings-tool gives an initializer labelled with each table.
    private static let catalogAccessorTypes: Set<Substring> = ["String", "Text", "LocalizedStringResource", "LocalizedStringKey"]

    /// Members folded as `names(in:)` folds them, or nil when too short to spell a key.
    static func foldedName(_ members: ArraySlice<Substring>) -> String? {
        let bytes = members.flatMap { folded(ArraySlice($0.utf8)) }
        return bytes.count >= minimumLength ? String(decoding: bytes, as: UTF8.self) : nil
    }

    private static let minimumLength = 4

    /// R.swift's `R.string`, folded.
    private static let rSwiftStrings = Array("string".utf8)

    /// Any key folded as accessor names are, one word or more (what is outside ASCII left out),
    /// or nil for a key with no ASCII letter or digit: what a member chain of SwiftGen's own type
    /// must spell.
    static func foldedAnyKey(_ key: String) -> String? {
        let bytes = folded(ArraySlice(key.utf8))
        return bytes.isEmpty ? nil : String(decoding: bytes, as: UTF8.self)
    }

    private static func folded(_ bytes: ArraySlice<UInt8>) -> [UInt8] {
        bytes.compactMap { byte in
            guard isLetterOrDigit(byte) else { return nil }
            return isUppercase(byte) ? byte + 0x20 : byte
        }
    }

    private static func isCapitalized(_ source: SourceFile, _ index: Int) -> Bool {
        let start = Int(source.tokens[index].start)
        return isUppercase(source.bytes[start])
    }

    private static func isUppercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
    private static func isLowercase(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }

    private static func isLetterOrDigit(_ byte: UInt8) -> Bool {
        LetterShortcut.isASCIILetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
    }
}

/// The folded names of the member chains code reaches accessors generated at build time by
/// (`GeneratedAccessors.names(in:declared:generatedTypes:into:)`).
struct AccessorNames: Sendable {
    /// Tails of chains after any type no code declares: they spell keys of two words or more.
    var spelled: Set<String> = []
    /// Chains after a type SwiftGen's configuration names, from their first member: they spell
    /// any key.
    var rooted: Set<String> = []

    /// String Catalog accessors' tables and members, folded: `app/done` for `.app(.done)`.
    var catalogMembers: Set<String> = []

    var isEmpty: Bool { spelled.isEmpty && rooted.isEmpty && catalogMembers.isEmpty }

    mutating func formUnion(_ other: AccessorNames) {
        spelled.formUnion(other.spelled)
        rooted.formUnion(other.rooted)
        catalogMembers.formUnion(other.catalogMembers)
    }

    /// Whether a chain, or a catalog accessor of `table`, spells `key`.
    func reaches(_ key: String, in table: String) -> Bool {
        if !spelled.isEmpty, let folded = GeneratedAccessors.foldedKey(key), spelled.contains(folded) { return true }
        if !rooted.isEmpty, let folded = GeneratedAccessors.foldedAnyKey(key), rooted.contains(folded) { return true }
        if !catalogMembers.isEmpty, let folded = GeneratedAccessors.foldedAnyKey(key), let tableName = GeneratedAccessors.foldedAnyKey(table),
           catalogMembers.contains(tableName + "/" + folded) { return true }
        return false
    }
}
