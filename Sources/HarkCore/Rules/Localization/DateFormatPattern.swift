/// A date format pattern (`MMM d, yyyy`, `yyyy-MM-dd`, `h:mm a`, `EEEE`), as `DateFormatter`
/// reads it (Unicode TR35): a translation may keep it as the development language writes it, so
/// it is no text left untranslated. Every ASCII letter outside quotes is a pattern field, each
/// run of letters one field repeated (`MMM`) or fields of two letters or more side by side
/// (`yyyyMMdd`), and one field at least is written twice or more: "Add" (`A` then `dd`), "Hmm"
/// and a lone "a" are words.
enum DateFormatPattern {
    static func matches(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count <= 64 else { return false }
        var hasRepeatedField = false
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "'") {
                // A quoted literal (`'at'`), or `''` for a quote.
                guard let close = bytes[(index + 1)...].firstIndex(of: UInt8(ascii: "'")) else { return false }
                index = close + 1
                continue
            }
            if byte >= 0x80 { return false }
            guard LetterShortcut.isASCIILetter(byte) else {
                index += 1
                continue
            }
            // A run of letters: its fields.
            var fields: [Int] = []
            var cursor = index
            while cursor < bytes.count, LetterShortcut.isASCIILetter(bytes[cursor]) {
                guard fieldLetters.contains(bytes[cursor]) else { return false }
                var end = cursor + 1
                while end < bytes.count, bytes[end] == bytes[cursor] { end += 1 }
                fields.append(end - cursor)
                cursor = end
            }
            if fields.count > 1, fields.contains(where: { $0 < 2 }) { return false }
            if fields.contains(where: { $0 >= 2 }) { hasRepeatedField = true }
            index = cursor
        }
        return hasRepeatedField
    }

    /// TR35's field letters.
    private static let fieldLetters: Set<UInt8> = Set("GyYuUrQqMLlwWdDFgEecabBhHKkjJCmsSAzZOvVXx".utf8)
}
