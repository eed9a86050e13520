import Foundation

/// Each entry of a translation paired with the development entry of its key, made once per
/// pair of tables. `l10n-untranslated` and `l10n-placeholders` each looked every translated
/// key up in the development table: a hash, a probe and a compare in a table far from the cache,
/// for every key of every locale, twice.
final class DevelopmentPairings: @unchecked Sendable {
    private let lock = NSLock()
    /// The development tables paired with so far (one, nearly always), and the pairs.
    private var made: [(reference: StringsTable, indices: [Int32])] = []

    /// For each entry of `table`, the index in `reference` of the definition of its key that
    /// the device uses, or -1. Rules ask from several threads: the first makes it, the others
    /// wait for it.
    func indices(of table: StringsTable, in reference: StringsTable) -> [Int32] {
        lock.lock()
        defer { lock.unlock() }
        if let found = made.first(where: { $0.reference === reference }) { return found.indices }
        let indices = table.entries.map { entry in reference.definitionIndex(of: entry.key).map { Int32(truncatingIfNeeded: $0) } ?? -1 }
        made.append((reference, indices))
        return indices
    }
}

extension StringsTable {
    /// `reference.definitionIndex(of: entries[i].key) ?? -1` for every entry `i`, made once.
    func developmentIndices(in reference: StringsTable) -> [Int32] {
        pairings.indices(of: self, in: reference)
    }
}
