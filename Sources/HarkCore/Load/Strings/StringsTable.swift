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
    /// Key to value as the device sees it: the later definition wins.
    public let values: [String: StringsEntry]
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
        var values: [String: StringsEntry] = [:]
        values.reserveCapacity(entries.count)
        var duplicates: [DuplicateKey] = []
        for entry in entries {
            if let earlier = values[entry.key] {
                duplicates.append(DuplicateKey(key: entry.key, first: earlier.location, duplicate: entry.location))
            }
            values[entry.key] = entry
        }
        self.values = values
        self.duplicates = duplicates
    }

    /// What the device shows for `key`: the value, or nil when the table does not resolve it
    /// (missing key, or a file that does not parse).
    public func lookup(_ key: String) -> String? {
        syntaxError == nil ? values[key]?.value : nil
    }
}
