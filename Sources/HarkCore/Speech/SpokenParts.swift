/// An announcement's parts joined as VoiceOver says them: the locale's separator between
/// them, each without white space at its ends, empty ones left out. A part is written piece by
/// piece (a format's prefix, a name read where its table holds it, the format's suffix) into
/// one buffer: every switch is announced in every locale, and a `String` for each part and
/// each of its pieces, and an array of the parts, cost more than the words themselves.
struct SpokenParts {
    private var bytes: [UInt8] = []
    /// Where the part being written starts (its separator included), and where its text does.
    private var partStart = 0
    private var textStart = 0
    private let separator: String

    init(separator: String) {
        self.separator = separator
        bytes.reserveCapacity(160)
    }

    /// Starts a part: what is appended until `endPart()` is one part.
    mutating func beginPart() {
        partStart = bytes.count
        if partStart > 0 { append(separator) }
        textStart = bytes.count
    }

    mutating func append(_ piece: some UTF8Text) {
        piece.withUTF8Bytes { bytes.append(contentsOf: $0) }
    }

    /// `piece` without its last `droppedBytes` bytes (a hint's own full stop).
    mutating func append(_ piece: some UTF8Text, droppingLast droppedBytes: Int) {
        piece.withUTF8Bytes { bytes.append(contentsOf: $0.dropLast(droppedBytes)) }
    }

    /// Ends the part: trimmed, or taken out with its separator when nothing is left.
    mutating func endPart() {
        let kept = bytes.withUnsafeBufferPointer { all in
            String.rangeTrimmingWhitespace(UnsafeBufferPointer(rebasing: all[textStart...]))
        }
        guard !kept.isEmpty else {
            bytes.removeSubrange(partStart...)
            return
        }
        // Most parts have no white space at their ends: nothing to move.
        if textStart + kept.upperBound < bytes.count { bytes.removeSubrange((textStart + kept.upperBound)...) }
        if kept.lowerBound > 0 { bytes.removeSubrange(textStart..<(textStart + kept.lowerBound)) }
    }

    /// A part of one piece (nothing when nil).
    mutating func add(_ part: (some UTF8Text)?) {
        guard let part else { return }
        beginPart()
        append(part)
        endPart()
    }

    var text: String { String(decoding: bytes, as: UTF8.self) }
}
