/// The arguments of a `.stringsdict` entry with nothing unusual about it, as `l10n-placeholders`
/// compares them, without an `EntryArguments` (dictionaries of uses, sets, form names: some
/// 37,000 instructions an entry). Plain: no variants, every `%#@variable@` of the format with a
/// rule, forms with no variable of their own, no typo anywhere (prose percent signs, an
/// incomplete end, look-alikes, `% @`), the format not mixing written and counted positions,
/// and no position read as two types. Its summary is one word per position read, in order:
/// what stands for the position in a comparison (`EntryArguments.representative`), packed as
/// `PlainArguments.word`, or a marker when that use says no type.
///
/// A plain entry reports nothing of its own; a plain translation with the development
/// entry's format and its summary compares alike with it (the same positions, the same
/// representatives, the same variables in place): `l10n-placeholders` has nothing to report.
enum StringsdictArguments {
    /// Appends the summary of `entry` (of a `.stringsdict` table with `rules`, the key's
    /// plural rules) to `words`; false (nothing appended) when the entry is not plain.
    static func read(_ entry: borrowing StringsEntry, rules: [PluralRule], into words: inout [UInt64]) -> Bool {
        guard entry.variants.isEmpty else { return false }
        var uses = Uses()
        guard entry.value.withUTF8Bytes({ read(format: $0, rules: rules, into: &uses) }), !uses.isConflicted else { return false }
        uses.appendSummary(to: &words)
        return true
    }

    /// Whether two entries' rules give `read` the same input: the same variables in the same
    /// order, each with the same value type and the same text in each category. A translation
    /// that copies the development language's rules (a table not translated yet) then reads as
    /// the development entry does, without being read.
    static func rulesReadAlike(_ mine: [PluralRule], _ theirs: [PluralRule]) -> Bool {
        guard mine.count == theirs.count else { return false }
        // By index, each rule read where its array holds it: a `zip` copied every rule, a retain
        // for each of its strings and arrays (6% of the localization benchmark).
        for index in mine.indices {
            guard mine[index].variable == theirs[index].variable, mine[index].valueType == theirs[index].valueType,
                  mine[index].forms.count == theirs[index].forms.count else { return false }
            for (category, form) in mine[index].forms where theirs[index].forms[category]?.value != form.value { return false }
        }
        return true
    }

    /// Whether the summary words of a plain entry read positions 1, 2, 3… with none skipped.
    static func readsEachPositionOnce(_ summary: some Collection<UInt64>) -> Bool {
        var expected: UInt64 = 1
        for word in summary {
            guard word >> 32 == expected else { return false }
            expected += 1
        }
        return true
    }

    /// A position's summary word: its representative's word with the position read there (a
    /// value type's own, `2$d`, may differ; comparisons read only the rest), or the marker.
    static func summaryWord(_ effective: UInt64?, position: Int) -> UInt64 {
        UInt64(UInt32(truncatingIfNeeded: position)) << 32 | (effective.map { $0 & 0xFFFF_FFFF } ?? untypedMarker)
    }

    /// A representative that says no type (a variable whose rule gives no value type, or
    /// whose forms all read the same): bit 31, never set in an argument's word.
    static let untypedMarker: UInt64 = 1 << 31

    /// Every use of every position in reading order, as `EntryArguments.read` lists them.
    private struct Uses {
        struct Use {
            let position: Int
            /// What the argument is read as (`EntryArguments.Use.effective`), packed; nil for
            /// a variable whose rule says no type.
            let effective: UInt64?
            let isValue: Bool
        }
        var list: [Use] = []

        /// Two uses of one position read as different kinds (the kind is bits 24-27).
        var isConflicted: Bool {
            // Each typed use as a word at its position: the plain path's test of kinds.
            PlainArguments.readsAPositionAsTwoKinds(list.compactMap { use in
                use.effective.map { UInt64(UInt32(truncatingIfNeeded: use.position)) << 32 | $0 & 0xFFFF_FFFF }
            })
        }

        /// For each position in order, its representative's word: the first use of the value
        /// that says a type, else the first use.
        func appendSummary(to words: inout [UInt64]) {
            if list.count <= 16 {
                var position = 0
                while let next = list.lazy.map(\.position).filter({ $0 > position }).min() {
                    position = next
                    let representative = list.first { $0.position == next && $0.isValue && $0.effective != nil }
                        ?? list.first { $0.position == next }
                    words.append(StringsdictArguments.summaryWord(representative?.effective, position: next))
                }
                return
            }
            // The same in one pass: each position's first use, and its first typed use of the value.
            var firstUse: [Int: Int] = [:]
            var firstTypedValue: [Int: Int] = [:]
            for (index, use) in list.enumerated() {
                if firstUse[use.position] == nil { firstUse[use.position] = index }
                if use.isValue, use.effective != nil, firstTypedValue[use.position] == nil { firstTypedValue[use.position] = index }
            }
            for position in firstUse.keys.sorted() where position > 0 {
                let representative = (firstTypedValue[position] ?? firstUse[position]).map { list[$0] }
                words.append(StringsdictArguments.summaryWord(representative?.effective, position: position))
            }
        }
    }

    /// The format's arguments, each variable followed by its forms' arguments.
    private static func read(format: UnsafeBufferPointer<UInt8>, rules: [PluralRule], into uses: inout Uses) -> Bool {
        var arguments = FormArguments(allowsVariables: true)
        FormatSpecifiers.read(bytes: format, firstPosition: 1, into: &arguments)
        guard arguments.isPlain, !(arguments.written && arguments.counted) else { return false }
        uses.list.reserveCapacity(8)
        // One list for every form's arguments, emptied between forms.
        var formArguments = FormArguments(allowsVariables: false)
        for argument in arguments.list {
            guard let name = argument.variable else {
                uses.list.append(.init(position: argument.position, effective: PlainArguments.word(argument.scanned), isValue: argument.scanned.role == .value))
                continue
            }
            // As `EntryArguments`: the last rule named so wins. Names are compared as bytes,
            // which is `String`'s equality only for ASCII names (a key is ASCII; a rule's name
            // may not be: then the general path).
            guard rules.allSatisfy({ $0.variable.utf8.allSatisfy { $0 < 0x80 } }),
                  let rule = rules.last(where: { !$0.variable.isEmpty && $0.variable.utf8.elementsEqual(format[name]) }) else { return false }
            let position = argument.position
            let forms = rule.forms
            let firstValue = forms.first?.value.value
            // When every form reads the same, which one is chosen never shows: no type.
            let choiceShows = forms.contains { $0.value.value != firstValue }
            let valueType = choiceShows ? rule.valueType.flatMap { valueTypeWord($0, position: position) } : nil
            uses.list.append(.init(position: position, effective: valueType, isValue: true))
            // The forms in CLDR's order, found in one walk of the rule's few forms (a search of
            // them for each of the six categories showed in profiles), not by hashing each one.
            var ordered: [(order: Int, value: String)] = []
            ordered.reserveCapacity(forms.count)
            for (category, form) in forms {
                if let order = PluralCategories.ordered.firstIndex(of: category) { ordered.append((order, form.value)) }
            }
            ordered.sort { $0.order < $1.order }
            for form in ordered {
                formArguments.reset()
                form.value.withUTF8Bytes { FormatSpecifiers.read(bytes: $0, firstPosition: position, into: &formArguments) }
                guard formArguments.isPlain else { return false }
                for argument in formArguments.list {
                    uses.list.append(.init(position: argument.position, effective: PlainArguments.word(argument.scanned),
                                           isValue: argument.scanned.role == .value))
                }
            }
        }
        return true
    }

    /// `EntryArguments.valueType`'s specifier as a word: `d`, `%ld` read as argument `position`.
    static func valueTypeWord(_ type: String, position: Int) -> UInt64? {
        // By characters, as `EntryArguments.valueType` drops the `%`.
        let bare = type.hasPrefix("%") ? type.dropFirst() : Substring(type)
        guard !bare.isEmpty else { return nil }
        // `%` and the type, written on the stack: every rule of every locale asks.
        let count = bare.utf8.count + 1
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: count) { buffer -> UInt64? in
            buffer[0] = 0x25
            _ = UnsafeMutableBufferPointer(rebasing: buffer[1...]).initialize(fromContentsOf: bare.utf8)
            var only = OnlyArgument()
            FormatSpecifiers.read(bytes: UnsafeBufferPointer(buffer), firstPosition: position, into: &only)
            guard only.count == 1, let argument = only.first, argument.kind != .variable,
                  argument.range.upperBound == count else { return nil }
            return PlainArguments.word(argument)
        }
    }

    private struct OnlyArgument: FormatSpecifierSink {
        var count = 0
        var first: ScannedArgument? = nil

        mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>) {
            if count == 0 { first = argument }
            count += 1
        }

        mutating func lookAlike(_ typo: FormatTypo) {}
        mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) {}
    }

    /// One format's arguments, or that it is not plain.
    private struct FormArguments: FormatSpecifierSink {
        struct Argument {
            let scanned: ScannedArgument
            var position: Int { scanned.position }
            var variable: Range<Int>? { scanned.kind == .variable ? scanned.variable : nil }
        }
        let allowsVariables: Bool
        var list: [Argument] = []
        var isPlain = true
        var written = false, counted = false

        init(allowsVariables: Bool) { self.allowsVariables = allowsVariables }

        /// Empty again, its list's room kept.
        mutating func reset() {
            list.removeAll(keepingCapacity: true)
            isPlain = true
            written = false
            counted = false
        }

        mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>) {
            if argument.isProseLike || (argument.hasSpaceFlag && argument.kind == .object)
                || (argument.kind == .variable && (!allowsVariables || argument.variable == nil)) {
                isPlain = false
            }
            if argument.isExplicit { written = true } else { counted = true }
            list.append(Argument(scanned: argument))
        }

        mutating func lookAlike(_ typo: FormatTypo) { isPlain = false }
        mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) { isPlain = false }
    }
}
