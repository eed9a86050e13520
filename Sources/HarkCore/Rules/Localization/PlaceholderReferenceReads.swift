extension L10nPlaceholdersRule {
    /// What has been read of one development table's entries, by their index there.
    struct ReferenceReads {
        var arguments: [EntryArguments?]
        /// Where each entry's plain arguments (`PlainArguments`) are in `plainWords`.
        var plain: [PlainRead]
        var plainWords: [UInt64] = []
        /// The texts of each plain `.strings` entry's specifiers (`PlainArguments.read`), where
        /// `plain` says.
        var specifierTexts: [UInt8] = []
        /// A translation's summary, read here to be compared.
        var scratch: [UInt64] = []

        enum PlainRead {
            case unread, notPlain
            case words(start: Int32, count: Int32, texts: Int32, textCount: Int32)
        }

        init(count: Int) {
            arguments = Array(repeating: nil, count: count)
            plain = Array(repeating: .unread, count: count)
        }

        /// The plain arguments of `entries[index]` of `table` as a range of `plainWords`, read
        /// once; nil when the entry is not plain (a `.strings` value with a variant, a variable,
        /// a typo, a prose percent sign or mixed positions; see `StringsdictArguments`).
        mutating func plainArguments(at index: Int, of entries: UnsafeBufferPointer<StringsEntry>, in table: StringsTable) -> Range<Int>? {
            switch plain[index] {
            case .notPlain: return nil
            case .words(let start, let count, _, _): return Int(start)..<Int(start + count)
            case .unread:
                let start = plainWords.count
                let textStart = specifierTexts.count
                guard Self.readPlain(entries[index], in: table, into: &plainWords, specifierTexts: &specifierTexts),
                      let start32 = Int32(exactly: start), let count32 = Int32(exactly: plainWords.count - start),
                      let textStart32 = Int32(exactly: textStart), let textCount32 = Int32(exactly: specifierTexts.count - textStart) else {
                    plainWords.removeSubrange(start...)
                    specifierTexts.removeSubrange(textStart...)
                    plain[index] = .notPlain
                    return nil
                }
                plain[index] = .words(start: start32, count: count32, texts: textStart32, textCount: textCount32)
                return start..<plainWords.count
            }
        }

        /// Where the specifiers' texts of the plain entry at `index` are in `specifierTexts`
        /// (read by `plainArguments(at:of:in:)` first).
        func specifierTextRange(at index: Int) -> Range<Int> {
            guard case .words(_, _, let start, let count) = plain[index] else { return 0..<0 }
            return Int(start)..<Int(start + count)
        }

        /// Whether a translation's value reads as the plain development entry at `original`,
        /// whose words are `expected`.
        func readsAlike(_ value: TableText, expected: Range<Int>, original: Int) -> Bool {
            let texts = specifierTextRange(at: original)
            return plainWords.withUnsafeBufferPointer { words in
                specifierTexts.withUnsafeBufferPointer { allTexts in
                    PlainArguments.readsAlike(value, expected: UnsafeBufferPointer(rebasing: words[expected]),
                                              specifierTexts: UnsafeBufferPointer(rebasing: allTexts[texts]))
                }
            }
        }

        /// A `.strings` value's `PlainArguments`, a `.stringsdict` entry's `StringsdictArguments`.
        static func readPlain(_ entry: borrowing StringsEntry, in table: StringsTable, into words: inout [UInt64],
                              specifierTexts: inout [UInt8]) -> Bool {
            switch table.format {
            case .strings: return entry.variants.isEmpty && PlainArguments.read(entry.text, into: &words, specifierTexts: &specifierTexts)
            case .stringsdict: return StringsdictArguments.read(entry, rules: table.pluralsByKey[entry.key] ?? [], into: &words)
            default: return false
            }
        }

        /// Whether the `.stringsdict` entry at `entryAddress` of `table` is plain and reads as
        /// the development entry whose summary is `expected` reads.
        mutating func stringsdictReadsAlike(_ entryAddress: UnsafePointer<StringsEntry>, in table: StringsTable, expected: Range<Int>) -> Bool {
            scratch.removeAll(keepingCapacity: true)
            guard StringsdictArguments.read(entryAddress.pointee, rules: table.pluralsByKey[entryAddress.pointee.key] ?? [], into: &scratch) else {
                return false
            }
            return scratch.elementsEqual(plainWords[expected])
        }
    }
}
