/// A list of words to look for, prepared once (lower-cased, longest first, and grouped by the
/// scalar they start with and the one they end with, so a text is scanned once whatever the
/// list's length).
///
/// The words' scalars are kept one after another in one array, and a group holds word numbers:
/// the style rules look for several lists in every label and hint in every locale, and handing
/// out each candidate word as a `String` and an array of its own cost a reference count for
/// each, more than comparing it. A class: as a struct, each list handed to a search was copied,
/// a dozen arrays' reference counts, more than the search of most hints.
final class WordList: Sendable {
    /// The words, longest first.
    let words: [String]
    /// Every word's lower-cased scalars, one word after another: word `n`'s run from
    /// `starts[n]` to `starts[n + 1]`.
    private let scalars: [Unicode.Scalar]
    private let starts: [Int]
    /// Whether word `n` matches only as a whole word (`WordMatching.needsSpaces`).
    private let wholeWordOnly: [Bool]
    /// The words by their first scalar and by their last, longest first.
    private let byFirst: Groups
    private let byLast: Groups
    /// For each ASCII scalar, whether every word that starts with it matches only as a whole
    /// word: `firstWord` then skips the scalar inside a word without looking at its group.
    private let asciiStartsOnlyWholeWords: [Bool]

    init(_ words: [String]) {
        // Longest first; each word's Characters counted once, not in every comparison (the
        // lists of every language are read at each start).
        let kept = words.filter { !$0.isEmpty }
        let lengths = kept.map(\.count)
        self.words = kept.indices.sorted { lengths[$0] > lengths[$1] }.map { kept[$0] }
        var scalars: [Unicode.Scalar] = []
        var starts = [0]
        var wholeWordOnly: [Bool] = []
        for word in self.words {
            let lowered = Array(LoweredText(word).scalars)
            scalars += lowered
            starts.append(scalars.count)
            wholeWordOnly.append(WordMatching.needsSpaces(lowered))
        }
        self.scalars = scalars
        self.starts = starts
        self.wholeWordOnly = wholeWordOnly
        let ranges = (0..<self.words.count).map { starts[$0]..<starts[$0 + 1] }
        byFirst = Groups(ranges.map { $0.isEmpty ? nil : scalars[$0.lowerBound] })
        byLast = Groups(ranges.map { $0.isEmpty ? nil : scalars[$0.upperBound - 1] })
        var onlyWhole = [Bool](repeating: true, count: 128)
        for (word, range) in ranges.enumerated() where !range.isEmpty && !wholeWordOnly[word] {
            let first = scalars[range.lowerBound].value
            if first < 128 { onlyWhole[Int(first)] = false }
        }
        asciiStartsOnlyWholeWords = onlyWhole
    }

    var isEmpty: Bool { words.isEmpty }

    /// The longest word that occurs in `text` as a whole word (in scripts without spaces
    /// between words, anywhere): `WordMatching.firstWord(of:in:)`.
    func firstWord(in text: LoweredText) -> String? {
        guard !words.isEmpty else { return nil }
        let found = text.withScalars { haystack in
            scalars.withUnsafeBufferPointer { needles -> Int? in
                var best: (word: Int, length: Int)? = nil
                for start in 0..<haystack.count {
                    let first = haystack[start]
                    guard let group = byFirst.group(of: first) else { continue }
                    // Inside a word, only a word that may match anywhere (in a script without
                    // spaces) can start: most positions of a hint are inside words.
                    if start > 0, first.value < 128, asciiStartsOnlyWholeWords[Int(first.value)], haystack[start - 1].isWordCharacter {
                        continue
                    }
                    for member in group {
                        let word = byFirst.word(at: member)
                        let needle = starts[word]..<starts[word + 1]
                        // Candidates are longest first: a shorter one cannot beat the best found.
                        if let best, needle.count <= best.length { break }
                        guard start + needle.count <= haystack.count, Self.equal(haystack, from: start, needles, needle) else { continue }
                        let before = start > 0 ? haystack[start - 1] : nil
                        let after = start + needle.count < haystack.count ? haystack[start + needle.count] : nil
                        if !wholeWordOnly[word] || (before?.isWordCharacter != true && after?.isWordCharacter != true) {
                            best = (word, needle.count)
                            break
                        }
                    }
                }
                return best?.word
            }
        }
        return found.map { words[$0] }
    }

    /// The longest word `text` starts (or ends) with as a whole word, past punctuation and
    /// white space there: `WordMatching.word(of:at:in:)`.
    func word(at position: LabelWordList.Position, in text: LoweredText) -> String? {
        guard !words.isEmpty else { return nil }
        let found = text.withScalars { all in
            scalars.withUnsafeBufferPointer { needles -> Int? in
                let isEdge: (Unicode.Scalar) -> Bool = { $0.isWhiteSpace || $0.isPunctuation }
                var lower = 0, upper = all.count
                switch position {
                case .start: while lower < upper, isEdge(all[lower]) { lower += 1 }
                case .end: while upper > lower, isEdge(all[upper - 1]) { upper -= 1 }
                }
                // Only words that start (end) with the text's first (last) scalar can match there.
                guard lower < upper,
                      let group = position == .start ? byFirst.group(of: all[lower]) : byLast.group(of: all[upper - 1]) else { return nil }
                for member in group {
                    let word = position == .start ? byFirst.word(at: member) : byLast.word(at: member)
                    let needle = starts[word]..<starts[word + 1]
                    guard !needle.isEmpty, needle.count <= upper - lower else { continue }
                    switch position {
                    case .start:
                        guard Self.equal(all, from: lower, needles, needle) else { continue }
                        let after = lower + needle.count
                        if wholeWordOnly[word] && after < upper && all[after].isWordCharacter { continue }
                    case .end:
                        let from = upper - needle.count
                        guard Self.equal(all, from: from, needles, needle) else { continue }
                        if wholeWordOnly[word] && from > lower && all[from - 1].isWordCharacter { continue }
                    }
                    return word
                }
                return nil
            }
        }
        return found.map { words[$0] }
    }

    /// Whether `text` holds the scalars `needle` of `needles` at `start` (which leaves room).
    private static func equal(_ text: UnsafeBufferPointer<Unicode.Scalar>, from start: Int,
                              _ needles: UnsafeBufferPointer<Unicode.Scalar>, _ needle: Range<Int>) -> Bool {
        var offset = 0
        for index in needle {
            guard text[start + offset] == needles[index] else { return false }
            offset += 1
        }
        return true
    }

    /// Word numbers grouped by one of their scalars, each group longest first, all groups one
    /// after another in one array. For an ASCII scalar, its group's number + 1 (0: none) is read
    /// from an array: most texts are ASCII, and an array lookup costs less than hashing every
    /// scalar.
    private struct Groups: Sendable {
        private var members: [Int] = []
        /// Group `g`'s members run from `groupStarts[g]` to `groupStarts[g + 1]`.
        private var groupStarts: [Int] = []
        private var asciiGroup = [Int](repeating: 0, count: 128)
        private var otherGroup: [Unicode.Scalar: Int] = [:]

        /// Groups words by `keys[n]`, word `n`'s scalar (nil: in no group).
        init(_ keys: [Unicode.Scalar?]) {
            var groups: [[Int]] = []
            for (word, key) in keys.enumerated() {
                guard let key else { continue }
                let existing = key.value < 128 ? asciiGroup[Int(key.value)] - 1 : (otherGroup[key] ?? -1)
                if existing >= 0 {
                    groups[existing].append(word)
                } else {
                    groups.append([word])
                    if key.value < 128 { asciiGroup[Int(key.value)] = groups.count } else { otherGroup[key] = groups.count - 1 }
                }
            }
            for group in groups {
                groupStarts.append(members.count)
                members += group
            }
            groupStarts.append(members.count)
        }

        /// Where the words keyed by `scalar` are in `members` (read them with `word(at:)`).
        func group(of scalar: Unicode.Scalar) -> Range<Int>? {
            let group: Int
            if scalar.value < 128 {
                group = asciiGroup[Int(scalar.value)] - 1
            } else {
                // Most lists are all ASCII: no hashing for the other scalars then.
                group = otherGroup.isEmpty ? -1 : otherGroup[scalar] ?? -1
            }
            return group < 0 ? nil : groupStarts[group]..<groupStarts[group + 1]
        }

        func word(at member: Int) -> Int { members[member] }
    }
}
