/// One entry of a table of one locale, as read from disk.
///
/// 56 bytes: a big app's tables hold half a million entries, so what only String Catalogs and
/// `.stringsdict` files set (translation state, flags, variants) lives in a box of its own,
/// absent from a `.strings` entry.
struct StringsEntry: Sendable {
    let key: String
    /// The value's bytes in its table's `TextStore`, which also holds the file.
    let text: TableText
    private let line: UInt32
    private let column: UInt32
    private var details: CatalogDetails?

    /// `text` is in a store of `location`'s file (a table's reader makes both).
    init(key: String, text: TableText, location: SourceLocation) {
        self.key = key
        // Another file's store cannot name the position: the value gets a store of its own.
        self.text = text.file === location.internedFile ? text : TableText(text.string, file: location.internedFile)
        line = UInt32(clamping: location.line)
        column = UInt32(clamping: location.column)
    }

    /// An entry whose value is a store of its own (one made outside a table's reader).
    init(key: String, value: String, location: SourceLocation) {
        self.init(key: key, text: TableText(value, file: location.internedFile), location: location)
    }

    /// Where the key is: the file is the store's.
    var location: SourceLocation {
        SourceLocation(file: text.file ?? InternedPath.named(""), line: Int(line), column: Int(column))
    }

    /// The value, made into a `String` each time it is asked for: a loop over many values
    /// reads `text` in place instead.
    var value: String { text.string }

    /// A String Catalog's translation state.
    var state: CatalogState? {
        get { details?.state }
        set { updateDetails { $0.state = newValue } }
    }

    /// False for catalog keys marked "Don't translate".
    var shouldTranslate: Bool {
        get { details?.shouldTranslate ?? true }
        set { updateDetails { $0.shouldTranslate = newValue } }
    }

    /// A catalog key whose extraction state is `stale`: no longer in the source code.
    var isStale: Bool {
        get { details?.isStale ?? false }
        set { updateDetails { $0.isStale = newValue } }
    }

    /// A catalog key Xcode extracted together with its source text (`extracted_with_value`: an
    /// Info.plist value, a `String(localized:defaultValue:)`): the source language's value is
    /// that text, whatever it is.
    var isExtractedWithValue: Bool {
        get { details?.isExtractedWithValue ?? false }
        set { updateDetails { $0.isExtractedWithValue = newValue } }
    }

    /// A catalog key Xcode found in the source code at its last sync: no `extractionState`
    /// (extracted automatically) or `extracted_with_value`. Not one it was given by hand
    /// (`manual`), carried over (`migrated`) or no longer found (`stale`).
    var isExtractedFromCode: Bool {
        get { details?.isExtractedFromCode ?? false }
        set { updateDetails { $0.isExtractedFromCode = newValue } }
    }

    /// A numbered object's text (`"32.title"`) whose exported comment names that object: a
    /// document's text, as `InterfaceBuilderIDs.isDocumentKey(_:)` knows the others by shape.
    var isNumberedObjectText: Bool {
        get { details?.isNumberedObjectText ?? false }
        set { updateDetails { $0.isNumberedObjectText = newValue } }
    }

    /// A storyboard's or XIB's text: a language lacking it shows the document's own.
    var isDocumentText: Bool { InterfaceBuilderIDs.isDocumentKey(key) || isNumberedObjectText }

    /// The other texts the entry takes: a String Catalog's plural and device variations (a
    /// whole string each), a `.stringsdict` entry's device-specific or width variants.
    var variants: [EntryVariant] {
        get { details?.variants ?? [] }
        set { updateDetails { $0.variants = newValue } }
    }

    /// Readers set these while they build the entry; entries are never changed after, but a
    /// copy must not see a change to another, so the box is copied when it is written.
    private mutating func updateDetails(_ change: (inout CatalogDetails.Fields) -> Void) {
        var fields = details?.fields ?? CatalogDetails.Fields()
        change(&fields)
        details = CatalogDetails(fields)
    }

    private final class CatalogDetails: Sendable {
        struct Fields: Sendable {
            var state: CatalogState?
            var shouldTranslate = true
            var isStale = false
            var isExtractedWithValue = false
            var isExtractedFromCode = false
            var isNumberedObjectText = false
            var variants: [EntryVariant] = []
        }

        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }

        var state: CatalogState? { fields.state }
        var shouldTranslate: Bool { fields.shouldTranslate }
        var isStale: Bool { fields.isStale }
        var isExtractedWithValue: Bool { fields.isExtractedWithValue }
        var isExtractedFromCode: Bool { fields.isExtractedFromCode }
        var isNumberedObjectText: Bool { fields.isNumberedObjectText }
        var variants: [EntryVariant] { fields.variants }
    }
}

/// The state of a String Catalog translation, as Xcode writes it.
enum CatalogState: String, Sendable {
    case new
    case translated
    case needsReview = "needs_review"
    case stale
}

/// One of the texts an entry takes besides its value: `plural.one`, `device.iphone`.
struct EntryVariant: Sendable {
    let label: String
    let value: String
    let location: SourceLocation
}

/// A plural rule: the forms of one variable by CLDR category (`zero one two few many other`),
/// from a `.stringsdict` (a rule dictionary of an entry) or a catalog's plural variations (of
/// the whole string, or of a substitution).
struct PluralRule: Sendable {
    let key: String
    /// The `%#@variable@` name (empty for a catalog's whole-string plural).
    let variable: String
    let forms: [String: (value: String, location: SourceLocation)]
    let location: SourceLocation
    /// `NSStringFormatSpecTypeKey` as written (nil when absent); catalogs: `NSStringPluralRuleType`.
    var specType: String?
    /// `NSStringFormatValueTypeKey` (`d`, `ld`), or a catalog substitution's `formatSpecifier`
    /// (`lld`, `.1f`); nil when absent.
    var valueType: String?
    /// A catalog substitution's `argNum`: the argument it stands for.
    var argumentNumber: Int?
    /// Keys of a `.stringsdict` rule that are neither a plural category nor a type key (`othre`).
    var unknownKeys: [(key: String, location: SourceLocation)] = []

    init(key: String, variable: String, forms: [String: (value: String, location: SourceLocation)], location: SourceLocation,
         specType: String? = PluralRule.pluralType, valueType: String? = nil, argumentNumber: Int? = nil) {
        self.key = key
        self.variable = variable
        self.forms = forms
        self.location = location
        self.specType = specType
        self.valueType = valueType
        self.argumentNumber = argumentNumber
    }

    /// The only `NSStringFormatSpecTypeKey` a format variable may have.
    static let pluralType = "NSStringPluralRuleType"
}

/// A `.stringsdict` entry iOS cannot use as written (the rest of the table still works).
struct EntryProblem: Sendable {
    enum Kind: Sendable, Equatable {
        /// The entry's value is not a dictionary.
        case notADictionary(found: String)
        /// No `NSStringLocalizedFormatKey` (nor a device-specific or width variant).
        case noFormatKey
        /// A value that must be a string is not.
        case notAString(name: String, found: String)
        /// A rule of the entry is not a dictionary.
        case ruleNotADictionary(variable: String, found: String)
    }

    let key: String
    let kind: Kind
    let location: SourceLocation
}

struct DuplicateKey: Sendable {
    let key: String
    let first: SourceLocation
    let duplicate: SourceLocation
    /// Whether a `.strings` table's later definition writes the same text as the first: no text
    /// is lost (UTM's Polish table repeats 75 of its keys so, each with its one translation).
    let repeatsText: Bool
}

/// Where a reader of a model's texts, in the model's order, last found a key: a table made from
/// the same screens mostly lists their texts in that order, so the next key is most often just
/// past the last one (or as far past it as the last step was). Reading that entry, next to the
/// last one read, costs less than hashing the key and reading a place in the table's index and
/// entries far from it (profiles of the 1,000-screen app: the lookups' cache misses were a
/// tenth of its time). One cursor per pass over a locale's texts: passes run side by side.
struct LookupCursor {
    fileprivate var table: ObjectIdentifier?
    /// The entry last found, and how far past the one before it.
    fileprivate var last = -1
    fileprivate var stride = 1

    init() {}
}

/// A class: the audit looks tables up hundreds of thousands of times (every text in every
/// locale), and a struct of this many fields would be copied, field by field, each time.
final class StringsTable: Sendable {
    enum Format: String, Sendable { case strings, stringsdict, xcstrings }

    /// Table name: the file name without extension (`Localizable`).
    let name: String
    let format: Format
    /// Plural rules (`.stringsdict` files and catalogs).
    let plurals: [PluralRule]
    /// The same by the key of their entry.
    let pluralsByKey: [String: [PluralRule]]
    /// The `.lproj` folder's name without extension (`fr`, `pt-BR`, `Base`).
    let locale: String
    let file: String
    let encoding: TextEncoding
    /// Entries in file order; a key defined twice appears twice.
    let entries: [StringsEntry]
    /// Key to the index in `entries` of the definition the device uses (the later one wins).
    private let indexByKey: KeyIndex
    let duplicates: [DuplicateKey]
    /// Set when the file does not parse. On a device such a table yields no strings at all.
    let syntaxError: InputError?
    /// `syntaxError == nil`, answered once: every lookup of every text asks, and comparing an
    /// optional error with nil goes through its value witnesses each time.
    let parses: Bool
    /// Comments that turn rules off (`/* hark:disable rule-id */`).
    let suppressionComments: [SourceComment]
    /// `.stringsdict` entries iOS cannot use, each alone.
    let problems: [EntryProblem]
    /// A String Catalog's `sourceLanguage` (its development language).
    let sourceLanguage: String?
    /// Where the device stops reading a `.strings` table that still works up to there.
    let endedEarly: InputError?
    /// Whether the table holds only what its translators wrote: translatewiki.net exports a
    /// language's messages once translated and leaves the others out (Kiwix's tables, whose
    /// German keeps "Wikisource"), so a value there the same as the development language's was
    /// chosen, as a catalog's value marked translated was.
    let holdsOnlyTranslations: Bool

    init(name: String, locale: String, file: String, encoding: TextEncoding, entries: [StringsEntry], syntaxError: InputError?,
         format: Format = .strings, plurals: [PluralRule] = [], problems: [EntryProblem] = [],
         suppressionComments: [SourceComment] = [], sourceLanguage: String? = nil, endedEarly: InputError? = nil,
         holdsOnlyTranslations: Bool = false) {
        self.holdsOnlyTranslations = holdsOnlyTranslations
        self.problems = problems
        self.suppressionComments = suppressionComments
        self.sourceLanguage = sourceLanguage
        self.endedEarly = endedEarly
        self.name = name
        self.format = format
        self.plurals = plurals
        self.pluralsByKey = Dictionary(grouping: plurals, by: \.key)
        self.locale = locale
        self.file = file
        self.encoding = encoding
        // The bundle's name in its Info.plist table (`CFBundleDisplayName`, `CFBundleName`) is a
        // name: a locale lacking it shows it as the Info.plist gives it, and none translates it.
        var entries = entries
        if name.hasSuffix("InfoPlist") {
            for index in entries.indices where entries[index].key == "CFBundleDisplayName" || entries[index].key == "CFBundleName" {
                entries[index].shouldTranslate = false
            }
        }
        self.entries = entries
        self.syntaxError = syntaxError
        self.parses = syntaxError == nil
        var indexByKey = KeyIndex(capacity: entries.count)
        var duplicates: [DuplicateKey] = []
        entries.withUnsafeBufferPointer { entries in
            // By index: `enumerated()` copied each entry (five references) to read its key.
            for index in entries.indices {
                if let earlier = indexByKey.set(index, for: entries[index].key, matches: { entries[$0].key.hasUTF8($1) }) {
                    // (A `.stringsdict` entry's text is its format key, not its plural forms.)
                    let repeatsText = format == .strings && entries[index].text.isCanonicallyEqual(to: entries[earlier].text)
                    duplicates.append(DuplicateKey(key: entries[index].key, first: entries[earlier].location, duplicate: entries[index].location,
                                                   repeatsText: repeatsText))
                }
            }
        }
        self.indexByKey = indexByKey
        self.duplicates = duplicates
    }

    /// How messages name the table: `fr.lproj/Localizable.strings`, or
    /// `Localizable.xcstrings (fr)` for a catalog's language; `Localizable.strings` for a global
    /// table, in no `.lproj` folder.
    var displayName: String {
        switch format {
        case .xcstrings: return locale.isEmpty ? "\(name).xcstrings" : "\(name).xcstrings (\(locale))"
        case .strings, .stringsdict: return locale.isEmpty ? "\(name).\(format.rawValue)" : "\(locale).lproj/\(name).\(format.rawValue)"
        }
    }

    /// What the device shows for `key`: the value, or nil when the table does not resolve it
    /// (missing key, or a file that does not parse).
    func lookup(_ key: String) -> String? { lookupText(key)?.string }

    /// The same, kept where the table holds it.
    func lookupText(_ key: String) -> TableText? {
        guard parses, let index = definitionIndex(of: key) else { return nil }
        // Read in place: the array's subscript copied the whole entry (five references) to
        // return one of its fields, for every text in every locale.
        return entries.withUnsafeBufferPointer { $0[index].text }
    }

    /// `lookupText(_:)`, trying first where `cursor` expects the key in this table: as far
    /// past the last key it found as that one was past the one before (a pass over a model's
    /// hints finds every other entry of a table that lists each label and its hint), then just
    /// past it, then the last key again (a label shown, then spoken). Only where no key is
    /// defined twice (see `definitionIndex(of:trying:)`).
    func lookupText(_ key: String, cursor: inout LookupCursor) -> TableText? {
        guard parses else { return nil }
        let table = ObjectIdentifier(self)
        var found: Int? = nil
        if cursor.table == table {
            let (far, near) = (cursor.last + cursor.stride, cursor.last + 1)
            if isDefinition(of: key, at: far) {
                found = far
            } else if far != near && isDefinition(of: key, at: near) {
                found = near
            } else if isDefinition(of: key, at: cursor.last) {
                found = cursor.last
            }
        }
        guard let index = found ?? definitionIndex(of: key) else { return nil }
        cursor.stride = cursor.table == table && index > cursor.last ? index - cursor.last : 1
        cursor.table = table
        cursor.last = index
        return entries.withUnsafeBufferPointer { $0[index].text }
    }

    /// The definition of `key` the device uses, whether or not the file parsed to the end.
    func entry(_ key: String) -> StringsEntry? {
        definitionIndex(of: key).map { entries[$0] }
    }

    /// Where in `entries` that definition is.
    func definitionIndex(of key: String) -> Int? {
        entries.withUnsafeBufferPointer { entries in indexByKey.index(of: key, matches: { entries[$0].key.hasUTF8($1) }) }
    }

    /// `definitionIndex(of:)`, tried first at `hint` without hashing: a translation mostly
    /// lists its keys in its development table's order, so a rule reading one table in order
    /// finds most keys of the other just after the last one it found there. Only where no key
    /// is defined twice, so that the one entry with the key is the definition in use.
    func definitionIndex(of key: String, trying hint: Int) -> Int? {
        isDefinition(of: key, at: hint) ? hint : definitionIndex(of: key)
    }

    /// Whether the entry at `index` defines `key`, read without hashing: only where no key is
    /// defined twice, so that the one entry with the key is the definition in use.
    private func isDefinition(of key: String, at index: Int) -> Bool {
        duplicates.isEmpty && index >= 0 && index < entries.count
            && entries.withUnsafeBufferPointer { entries in key.withUTF8Bytes { entries[index].key.hasUTF8($0) } }
    }

    /// Whether `entries[index]` is the definition of its key the device uses (the later one,
    /// when a key is defined twice); a table without duplicates needs no lookup.
    func isDefinitionInUse(at index: Int) -> Bool {
        guard entries.indices.contains(index) else { return false }
        return duplicates.isEmpty || definitionIndex(of: entries[index].key) == index
    }

    /// Whether the table defines `key` (before any syntax error).
    func contains(_ key: String) -> Bool { definitionIndex(of: key) != nil }

    /// The number of distinct keys.
    var keyCount: Int { indexByKey.count }

    /// Key to value, the later definition winning.
    var dictionary: [String: String] {
        var dictionary: [String: String] = [:]
        for entry in entries { dictionary[entry.key] = entry.value }
        return dictionary
    }
}
