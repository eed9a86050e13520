/// The arguments of a `.strings` value with nothing unusual about it (no variable, no typo, no
/// prose percent sign, no incomplete end, no mixed positions), each packed into one word with
/// what a comparison reads of it: position, role, kind, conversion, integer size and long
/// double, an `int`'s length modifier. Two such values whose words are equal, in order, read the same arguments alike:
/// `l10n-placeholders` has nothing to report. Nothing is made of the text (no strings, no
/// `FormatSpecifier`), so this is cheap enough for every value of every locale. A value that
/// reads a position as two kinds is not plain either: that is reported in every language.
enum PlainArguments {
    /// Appends the words of `value`'s arguments to `words`; false (nothing appended) when the
    /// value is not plain.
    static func read(_ value: some UTF8Text, into words: inout [UInt64]) -> Bool {
        var texts: [UInt8] = []
        return read(value, into: &words, specifierTexts: &texts)
    }

    /// `read(_:into:)`, also appending the texts of the value's specifiers to `specifierTexts`
    /// as `FormatSpecifiers.holdsExactly` reads them (nothing when one is over 255 bytes).
    static func read(_ value: some UTF8Text, into words: inout [UInt64], specifierTexts: inout [UInt8]) -> Bool {
        guard EntryArguments.mayHoldSpecifiers(value) else { return true }
        var collector = Collector()
        value.withUTF8Bytes { bytes in
            FormatSpecifiers.read(bytes: bytes, firstPosition: 1, into: &collector)
            guard collector.plainness.isPlain, collector.specifiers.allSatisfy({ $0.count <= 255 }) else { return }
            for range in collector.specifiers {
                specifierTexts.append(UInt8(range.count))
                specifierTexts.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[range]))
            }
        }
        guard collector.plainness.isPlain, !readsAPositionAsTwoKinds(collector.words) else { return false }
        words.append(contentsOf: collector.words)
        return true
    }

    /// Whether two of `words` read one position as different kinds: reported in every
    /// language, so a translation that reads alike must still take the general path.
    static func readsAPositionAsTwoKinds(_ words: [UInt64]) -> Bool {
        // A handful of arguments (nearly every value) compared pair by pair; more, by position:
        // pairs of a value of 100,000 specifiers took seconds, and a 12 MB table may hold one.
        if words.count <= 16 {
            for (index, word) in words.enumerated() {
                for other in words[(index + 1)...] where other >> 32 == word >> 32 && (other >> 24) & 0xF != (word >> 24) & 0xF {
                    return true
                }
            }
            return false
        }
        var kindByPosition: [UInt64: UInt64] = [:]
        for word in words {
            let kind = (word >> 24) & 0xF
            if let first = kindByPosition.updateValue(kind, forKey: word >> 32), first != kind { return true }
        }
        return false
    }

    /// Whether `value` is plain and its arguments' words are `expected`, read in one pass; or,
    /// first, whether its specifiers are byte for byte `specifierTexts`, those of the plain
    /// value whose words `expected` are (most translations keep them as they are).
    static func readsAlike(_ value: some UTF8Text, expected: UnsafeBufferPointer<UInt64>,
                           specifierTexts: UnsafeBufferPointer<UInt8>? = nil) -> Bool {
        if let specifierTexts, !specifierTexts.isEmpty,
           value.withUTF8Bytes({ FormatSpecifiers.holdsExactly(specifierTexts: specifierTexts, in: $0) }) {
            return true
        }
        guard EntryArguments.mayHoldSpecifiers(value) else { return expected.isEmpty }
        var comparer = Comparer(expected: expected)
        value.withUTF8Bytes { FormatSpecifiers.read(bytes: $0, firstPosition: 1, into: &comparer) }
        return comparer.plainness.isPlain && comparer.matches && comparer.count == expected.count
    }

    /// Whether `value` is plain and reads arguments 1, 2, 3… once each, in order: nothing read
    /// as two types, no position skipped.
    static func readsEachPositionOnce(_ value: some UTF8Text) -> Bool {
        guard EntryArguments.mayHoldSpecifiers(value) else { return true }
        var checker = OrderChecker()
        value.withUTF8Bytes { FormatSpecifiers.read(bytes: $0, firstPosition: 1, into: &checker) }
        return checker.plainness.isPlain && checker.inOrder
    }

    /// One argument's word. The packing is one to one for what `FormatSpecifiers` reads
    /// (positions stop at 1,000,000), so equal words mean equal fields.
    static func word(_ argument: ScannedArgument) -> UInt64 {
        let kind = argument.kind
        // 0: no integer; 1: an `int`; 2: a `long` (as `FormatSpecifier.integerSize`).
        let integerSize: UInt64 = kind == .integer || kind == .character ? (argument.length.isLong ? 2 : 1) : 0
        let longDouble: UInt64 = kind == .float && argument.length == .L ? 1 : 0
        // An `int`'s length as `sameConversion` reads it (`%hd` and `%d` print differently);
        // every 64-bit length reads alike.
        let intLength: UInt64 = integerSize == 1 ? UInt64(argument.length.rawValue) : 0
        return UInt64(UInt32(truncatingIfNeeded: argument.position)) << 32 | roleCode(argument.role) << 28
            | kindCode(kind) << 24 | UInt64(argument.conversion) << 16 | intLength << 8 | integerSize << 1 | longDouble
    }

    private static func roleCode(_ role: FormatSpecifier.Role) -> UInt64 {
        switch role {
        case .value: return 0
        case .width: return 1
        case .precision: return 2
        }
    }

    private static func kindCode(_ kind: FormatSpecifier.Kind) -> UInt64 {
        switch kind {
        case .object: return 0
        case .integer: return 1
        case .float: return 2
        case .cString: return 3
        case .unicharString: return 4
        case .character: return 5
        case .pointer: return 6
        case .variable: return 7
        }
    }

    /// What makes a value other than plain, as its arguments come.
    private struct Plainness {
        private(set) var isPlain = true
        private var written = false, counted = false

        mutating func note(_ argument: ScannedArgument) {
            if argument.isProseLike || argument.kind == .variable || (argument.hasSpaceFlag && argument.kind == .object) {
                isPlain = false
            }
            if argument.isExplicit { written = true } else { counted = true }
            if written && counted { isPlain = false }
        }

        mutating func spoil() { isPlain = false }
    }

    private struct Collector: FormatSpecifierSink {
        var plainness = Plainness()
        var words: [UInt64] = []
        /// Where each specifier is (a `*` width's argument shares its specifier's place).
        var specifiers: [Range<Int>] = []

        mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>) {
            plainness.note(argument)
            words.append(PlainArguments.word(argument))
            if specifiers.last != argument.range { specifiers.append(argument.range) }
        }

        mutating func lookAlike(_ typo: FormatTypo) { plainness.spoil() }
        mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) { plainness.spoil() }
    }

    private struct Comparer: FormatSpecifierSink {
        let expected: UnsafeBufferPointer<UInt64>
        var plainness = Plainness()
        var count = 0
        var matches = true

        init(expected: UnsafeBufferPointer<UInt64>) { self.expected = expected }

        mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>) {
            plainness.note(argument)
            if count >= expected.count || expected[count] != PlainArguments.word(argument) { matches = false }
            count += 1
        }

        mutating func lookAlike(_ typo: FormatTypo) { plainness.spoil() }
        mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) { plainness.spoil() }
    }

    private struct OrderChecker: FormatSpecifierSink {
        var plainness = Plainness()
        var count = 0
        var inOrder = true

        mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>) {
            plainness.note(argument)
            count += 1
            if argument.position != count { inOrder = false }
        }

        mutating func lookAlike(_ typo: FormatTypo) { plainness.spoil() }
        mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) { plainness.spoil() }
    }
}
