/// One `.strings` table of one locale, as read from disk.
public struct StringsEntry: Sendable {
    public let key: String
    public let value: String
    public let location: SourceLocation
}

public struct DuplicateKey: Sendable {
    public let key: String
    public let first: SourceLocation
    public let duplicate: SourceLocation
}

public struct StringsTable: Sendable {
    /// Table name: the file name without extension (`Localizable`).
    public let name: String
    /// The `.lproj` folder's name without extension (`fr`, `pt-BR`, `Base`).
    public let locale: String
    public let file: String
    public let encoding: TextEncoding
    /// Entries in file order; a key defined twice appears twice.
    public let entries: [StringsEntry]
    /// Key to the index in `entries` of the definition the device uses (the later one wins).
    private let indexByKey: [String: Int]
    public let duplicates: [DuplicateKey]
    /// Set when the file does not parse. On a device such a table yields no strings at all.
    public let syntaxError: InputError?

    public init(name: String, locale: String, file: String, encoding: TextEncoding,
                entries: [StringsEntry], syntaxError: InputError?) {
        self.name = name
        self.locale = locale
        self.file = file
        self.encoding = encoding
        self.entries = entries
        self.syntaxError = syntaxError
        var indexByKey: [String: Int] = [:]
        indexByKey.reserveCapacity(entries.count)
        var duplicates: [DuplicateKey] = []
        for (index, entry) in entries.enumerated() {
            if let earlier = indexByKey.updateValue(index, forKey: entry.key) {
                duplicates.append(DuplicateKey(key: entry.key, first: entries[earlier].location, duplicate: entry.location))
            }
        }
        self.indexByKey = indexByKey
        self.duplicates = duplicates
    }

    /// What the device shows for `key`: the value, or nil when the table does not resolve it
    /// (missing key, or a file that does not parse).
    public func lookup(_ key: String) -> String? {
        guard syntaxError == nil, let index = indexByKey[key] else { return nil }
        return entries[index].value
    }

    /// The definition of `key` the device uses, whether or not the file parsed to the end.
    public func entry(_ key: String) -> StringsEntry? {
        indexByKey[key].map { entries[$0] }
    }

    /// Whether the table defines `key` (before any syntax error).
    public func contains(_ key: String) -> Bool { indexByKey[key] != nil }

    /// The number of distinct keys.
    public var keyCount: Int { indexByKey.count }

    /// Key to value, the later definition winning.
    public var dictionary: [String: String] { indexByKey.mapValues { entries[$0].value } }
}
