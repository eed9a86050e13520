import Foundation

/// Reads a `.strings` file as CoreFoundation does (`CFPropertyListCreateWithData`): a binary
/// property list (`bplist00`, as Xcode compiles them), an XML property list, or Apple's
/// old-style grammar: `"key" = "value";` pairs (single quotes too), the `"key";` shortcut (value
/// = key), unquoted tokens, `/* */` and `//` comments, and the escapes `\n \t \r \a \b \f \v
/// \" \\ \UXXXX` (surrogate pairs join), octal `\ooo`, and any other escaped character standing
/// for itself.
///
/// Like the device, parsing stops at the first syntax error, and the table then yields nothing;
/// the entries read before it are kept so that the rest of the audit can still see them. One
/// case is not an error to CoreFoundation: after a `;`, a character that cannot start a key (or
/// a key whose quote never closes) ends the table there, and the device keeps the entries read
/// so far (`parsePlistDictContent` in CFOldStylePList.c).
struct StringsParser {
    private let bytes: [UInt8]
    private let file: String
    private var index = 0
    /// Keys come in file order: their positions are counted as the parser goes, each byte once
    /// (counting from the start of the line for every key made a file of one long line
    /// quadratic).
    private var keyLines: ForwardLineCounter
    /// Other positions (an error, a comment that talks to Hark) come from a line table, built
    /// the first time one is asked for: most files need none.
    private let lines: LazyLineIndex
    /// Comments that talk to Hark (`/* hark:disable rule-id */`), for suppressions.
    private var comments: [SourceComment] = []
    /// The values' bytes, which the entries point into.
    private let values: TextStore
    /// Whether the file says `hark:` anywhere: only then can a comment be a suppression.
    private let mentionsHark: Bool
    /// Whether the comment before the entry being read holds an Interface Builder note saying
    /// not to translate it (`Note = "Don't translate, technical term"`: `InterfaceBuilderNote`).
    private var noteSaysDoNotTranslate = false
    /// The last `/* */` comment's bytes before the entry being read: Xcode's export names the
    /// object whose text it is (`ObjectID = "32"`).
    private var lastComment: Range<Int>? = nil

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        keyLines = ForwardLineCounter(file: InternedPath.named(file))
        lines = LazyLineIndex(file: file, bytes: bytes)
        // No value is longer than its text in the file (an escape is never shorter than what
        // it stands for), so the store never grows; `seal()` gives back what is left.
        values = TextStore(file: InternedPath.named(file), capacity: bytes.count)
        mentionsHark = SourceComment.mentionsHark(bytes: bytes)
    }

    struct Result: Sendable {
        let entries: [StringsEntry]
        let error: InputError?
        var comments: [SourceComment] = []
        /// Where the device stops reading a table that parsed (see above).
        var endedEarly: InputError? = nil
    }

    /// Parses decoded UTF-8 text (see `TextDecoding`).
    static func parse(utf8 bytes: [UInt8], file: String) -> Result {
        var parser = StringsParser(bytes: bytes, file: file)
        var entries: [StringsEntry] = []
        // Sized once from the entries' `;`: an array grown by doubling holds up to twice the
        // room it needs, which was a third of the tables' memory. Bounded, so a file of `;`
        // alone reserves no more than its size allows.
        entries.reserveCapacity(min(semicolons(in: bytes), bytes.count / 16))
        do {
            let ended = try parser.parseEntries(into: &entries)
            parser.values.seal()
            return Result(entries: entries, error: nil, comments: parser.comments, endedEarly: ended)
        } catch {
            parser.values.seal()
            return Result(entries: entries, error: error, comments: parser.comments)
        }
    }

    private static func semicolons(in bytes: [UInt8]) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            guard let start = buffer.baseAddress else { return 0 }
            // A byte search from one `;` to the next, not a test of every byte.
            var count = 0
            var position = 0
            while position < buffer.count,
                  let found = memchr(start + position, Int32(UInt8(ascii: ";")), buffer.count - position) {
                count += 1
                position = UnsafeRawPointer(found) - UnsafeRawPointer(start) + 1
            }
            return count
        }
    }

    /// Reads, decodes and parses one file. Encoding problems become syntax errors, with the
    /// line where decoding stopped.
    static func load(file: String, table: String, locale: String, scratch: ScratchBytes = ScratchBytes()) throws -> StringsTable {
        try scratch.withBytes { bytes in
            try FileSystem.readBytes(file, as: .stringsTable, into: &bytes)
            return read(bytes, file: file, table: table, locale: locale)
        }
    }

    /// Decodes and parses a file's bytes.
    static func read(_ raw: [UInt8], file: String, table: String, locale: String) -> StringsTable {
        if raw.starts(with: Array("bplist00".utf8)) {
            return PropertyListStrings.read(raw, file: file, table: table, locale: locale, encoding: .utf8)
        }
        let decoded: DecodedText
        do {
            decoded = try TextDecoding.decode(raw)
        } catch {
            return StringsTable(name: table, locale: locale, file: file, encoding: .utf8, entries: [],
                                syntaxError: InputError(error.message, at: error.location(in: file)))
        }
        if PropertyListStrings.isXML(decoded.utf8) {
            return PropertyListStrings.read(raw, file: file, table: table, locale: locale, encoding: decoded.encoding)
        }
        // Xcode's copy of a `.strings` file into the app drops one more byte-order mark after
        // the one its encoding has (swift-build's CopyStringsFileTaskAction: "ignoring byte-order
        // mark in input file"): Damus's tables start with two, and the app reads them whole.
        let text = decoded.utf8.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(decoded.utf8.dropFirst(3)) : decoded.utf8
        let result = parse(utf8: text, file: file)
        return StringsTable(name: table, locale: locale, file: file, encoding: decoded.encoding, entries: result.entries,
                            syntaxError: result.error, suppressionComments: result.comments, endedEarly: result.endedEarly,
                            holdsOnlyTranslations: isTranslatewikiExport(text))
    }

    /// Whether the file starts as translatewiki.net's exports do: `// Messages for German
    /// (Deutsch)`, then `// Exported from translatewiki.net`.
    static func isTranslatewikiExport(_ utf8: [UInt8]) -> Bool {
        let marker = Array("// Exported from translatewiki.net".utf8)
        let head = utf8.prefix(512)
        guard head.starts(with: Array("// Messages for ".utf8)), let first = head.firstIndex(of: 0x0A) else { return false }
        var start = first + 1
        if start < head.endIndex, head[start] == 0x0D { start += 1 }
        return head[start...].starts(with: marker)
    }

    // MARK: - Grammar

    /// Returns where the device stops reading, when a key cannot be read after a `;`.
    private mutating func parseEntries(into entries: inout [StringsEntry]) throws(InputError) -> InputError? {
        while true {
            do {
                try skipWhitespaceAndComments()
            } catch {
                // Between entries, CoreFoundation reads an unclosed comment to the end of the file.
                return InputError("this comment never closes: iOS reads no entry after it", at: error.location ?? location(index))
            }
            guard index < bytes.count else { return nil }
            let keyLocation = bytes.withUnsafeBufferPointer { keyLines.location(ofByte: index, in: $0) }
            if !entries.isEmpty {
                let byte = bytes[index]
                guard byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") || isUnquotedCharacter(byte) else {
                    // Only white space and comments after it: nothing is lost (xDrip4iOS's tables
                    // that end `"b" = "B";;` load whole).
                    let stray = index
                    index += 1
                    if (try? skipWhitespaceAndComments()) != nil, index >= bytes.count { return nil }
                    index = stray
                    return error("iOS stops reading the table at \(describeCurrent()), which cannot start a key: the rest of the file is ignored")
                }
            }
            let keyToken: Token
            do {
                keyToken = try readToken(expecting: "a key")
            } catch where !entries.isEmpty && index >= bytes.count {
                return InputError("iOS stops reading the table at this key, whose quote never closes: the rest of the file is ignored", at: keyLocation)
            }
            let key = string(keyToken)
            try skipGap()
            guard index < bytes.count else {
                throw error("unexpected end of file after the key, expected '=' or ';'")
            }
            // `"key";` stands for `"key" = "key";`.
            var valueToken = keyToken
            if bytes[index] == UInt8(ascii: "=") {
                index += 1
                try skipGap()
                guard index < bytes.count else { throw error("unexpected end of file, expected a value after '='") }
                valueToken = try readToken(expecting: "a value after '='")
                try skipGap()
            }
            guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                throw error("expected ';' after the value of \"\(key)\", found \(describeCurrent())")
            }
            index += 1
            var entry = StringsEntry(key: key, text: store(valueToken), location: keyLocation)
            if noteSaysDoNotTranslate { entry.shouldTranslate = false }
            noteSaysDoNotTranslate = false
            if let comment = lastComment {
                if InterfaceBuilderIDs.mayBeNumberedObjectKey(key), InterfaceBuilderIDs.namesObject(of: key, comment: bytes[comment]) {
                    entry.isNumberedObjectText = true
                }
                // A document's placeholder, which its code replaces ("Text Cell"): nothing to translate.
                if entry.isDocumentText, InterfaceBuilderNote.exportsPlaceholder(comment: bytes[comment]) { entry.shouldTranslate = false }
            }
            lastComment = nil
            // Moved, not copied: a copy and a destroy of each entry showed in profiles.
            entries.append(consume entry)
        }
    }

    /// A key or a value as read: a run of the file's bytes, or the bytes its escapes stand for.
    private enum Token {
        case inFile(Range<Int>)
        case unescaped([UInt8])
    }

    private func string(_ token: Token) -> String {
        switch token {
        case .inFile(let range): return String(decoding: bytes[range], as: UTF8.self)
        case .unescaped(let output): return String(decoding: output, as: UTF8.self)
        }
    }

    /// Copies a value into the table's store. The bytes are valid UTF-8: the decoded file's,
    /// or escapes that each stand for a whole scalar.
    private func store(_ token: Token) -> TableText {
        switch token {
        case .inFile(let range): return bytes.withUnsafeBufferPointer { values.append(UnsafeBufferPointer(rebasing: $0[range])) }
        case .unescaped(let output): return output.withUnsafeBufferPointer { values.append($0) }
        }
    }

    private mutating func readToken(expecting what: String) throws(InputError) -> Token {
        let byte = bytes[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { return try readQuoted() }
        if isUnquotedCharacter(byte) {
            let start = index
            while index < bytes.count, isUnquotedCharacter(bytes[index]) { index += 1 }
            return .inFile(start..<index)
        }
        throw error("expected \(what), found \(describeCurrent())")
    }

    /// CoreFoundation's set of characters allowed in an unquoted token.
    private func isUnquotedCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"),
             UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    private mutating func readQuoted() throws(InputError) -> Token {
        // Its position only for the error: a position costs a line search, for every key and value.
        let openingQuote = index
        let quote = bytes[index]
        index += 1
        var segmentStart = index
        var output: [UInt8] = []
        var escaped = false
        while index < bytes.count {
            index = endOfPlainRun(from: index, quote: quote)
            guard index < bytes.count else { break }
            // A quote or a backslash.
            if bytes[index] == quote {
                defer { index += 1 }
                if !escaped { return .inFile(segmentStart..<index) }
                output.append(contentsOf: bytes[segmentStart..<index])
                return .unescaped(output)
            } else {
                escaped = true
                output.append(contentsOf: bytes[segmentStart..<index])
                try readEscape(into: &output)
                segmentStart = index
            }
        }
        throw InputError("unterminated string (the quote opened here is never closed)", at: location(openingQuote))
    }

    /// The first quote or backslash from `start` (or the end): text between them is copied
    /// as it is, so it is skipped eight bytes at a time.
    private func endOfPlainRun(from start: Int, quote: UInt8) -> Int {
        bytes.withUnsafeBufferPointer { buffer in
            let raw = UnsafeRawBufferPointer(buffer)
            var position = start
            while position + 8 <= buffer.count {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                // The word's first quote or backslash, from the bits that mark them.
                let found = ByteWords.matches(word, quote) | ByteWords.matches(word, UInt8(ascii: "\\"))
                if found != 0 { return position + found.trailingZeroBitCount / 8 }
                position += 8
            }
            while position < buffer.count, buffer[position] != quote, buffer[position] != UInt8(ascii: "\\") { position += 1 }
            return position
        }
    }

    /// Decodes one escape; `index` is at the backslash.
    private mutating func readEscape(into output: inout [UInt8]) throws(InputError) {
        let start = index
        index += 1
        guard index < bytes.count else { throw error("unterminated escape sequence at end of file", at: start) }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "n"): output.append(0x0A)
        case UInt8(ascii: "t"): output.append(0x09)
        case UInt8(ascii: "r"): output.append(0x0D)
        case UInt8(ascii: "a"): output.append(0x07)
        case UInt8(ascii: "b"): output.append(0x08)
        case UInt8(ascii: "f"): output.append(0x0C)
        case UInt8(ascii: "v"): output.append(0x0B)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(code - 0x30)
            var digits = 1
            while digits < 3, index < bytes.count, (0x30...0x37).contains(bytes[index]) {
                value = value * 8 + UInt32(bytes[index] - 0x30)
                index += 1
                digits += 1
            }
            appendUTF8(Unicode.Scalar(UInt8(truncatingIfNeeded: value)), to: &output)
        case UInt8(ascii: "U"):
            var unit = readHex(upTo: 4)
            if (0xD800...0xDBFF).contains(unit) {
                // A high surrogate joins the \UXXXX low surrogate that follows it.
                let save = index
                if index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U") {
                    index += 2
                    let low = readHex(upTo: 4)
                    if (0xDC00...0xDFFF).contains(low) {
                        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
                    } else {
                        index = save
                    }
                }
            }
            guard let scalar = Unicode.Scalar(unit) else {
                throw error("lone UTF-16 surrogate \\U\(String(unit, radix: 16, uppercase: true)) (a pair needs both halves)", at: start)
            }
            appendUTF8(scalar, to: &output)
        default:
            // `\"`, `\\`, `\'`, a backslash-newline and any other character stand for themselves.
            output.append(code)
        }
    }

    private mutating func readHex(upTo count: Int) -> UInt32 {
        var value: UInt32 = 0
        var read = 0
        while read < count, index < bytes.count, let digit = hexValue(bytes[index]) {
            value = value << 4 | digit
            index += 1
            read += 1
        }
        return value
    }

    /// `skipWhitespaceAndComments`, answered here for the gaps inside an entry, which are
    /// mostly one space or none (`"key" = "value";`): three calls an entry.
    @inline(__always)
    private mutating func skipGap() throws(InputError) {
        if index < bytes.count {
            let byte = bytes[index]
            if Self.endsGap(byte) { return }
            if byte == 0x20, index + 1 < bytes.count, Self.endsGap(bytes[index + 1]) {
                index += 1
                return
            }
        }
        try skipWhitespaceAndComments()
    }

    /// Whether `skipWhitespaceAndComments` stops at `byte` whatever follows it: an ASCII byte
    /// that is neither white space nor the `/` of a comment.
    @inline(__always)
    private static func endsGap(_ byte: UInt8) -> Bool {
        byte > 0x20 && byte < 0x80 && byte != UInt8(ascii: "/")
    }

    private mutating func skipWhitespaceAndComments() throws(InputError) {
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case 0x0A, 0x20, 0x09, 0x0D, 0x0B, 0x0C:
                index += 1
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80
                && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
                // U+2028 and U+2029, which CoreFoundation treats as line breaks.
                index += 3
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                let start = index
                index += 2
                var closed = false
                var mayHoldNote = false
                while index + 1 < bytes.count {
                    if bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        closed = true
                        break
                    }
                    if bytes[index] == UInt8(ascii: "N") { mayHoldNote = true }
                    index += 1
                }
                if !closed { throw InputError("unterminated comment (the /* opened here is never closed)", at: location(start)) }
                keepComment(from: start + 2, to: index - 2, openedAt: start)
                lastComment = (start + 2)..<(index - 2)
                if mayHoldNote { noteSaysDoNotTranslate = InterfaceBuilderNote.saysDoNotTranslate(comment: bytes[(start + 2)..<(index - 2)]) }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                let start = index
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                keepComment(from: start + 2, to: index, openedAt: start)
            default:
                return
            }
        }
    }

    /// Keeps a comment that talks to Hark. Most comments do not (Xcode writes one above every
    /// entry): they are neither made into a `String` nor placed.
    private mutating func keepComment(from start: Int, to end: Int, openedAt opening: Int) {
        guard start <= end, mentionsHark else { return }
        let text = String(decoding: bytes[start..<end], as: UTF8.self)
        if SourceComment.mentionsHark(text) { comments.append(SourceComment(text: text, location: location(opening), endLine: location(end).line)) }
    }

    // MARK: - Positions

    private func location(_ offset: Int) -> SourceLocation {
        lines.index.location(ofByte: offset)
    }

    private func error(_ message: String, at offset: Int? = nil) -> InputError {
        InputError(message, at: location(offset ?? index))
    }

    private func describeCurrent() -> String {
        guard index < bytes.count else { return "end of file" }
        let byte = bytes[index]
        if byte >= 0x21 && byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
        if byte == 0x20 || byte == 0x09 { return "white space" }
        if byte == 0x0A { return "end of line" }
        if byte < 0x20 || byte == 0x7F { return "the control character U+00\(byte < 0x10 ? "0" : "")\(String(byte, radix: 16, uppercase: true))" }
        let end = index + 1 + bytes[(index + 1)...].prefix(3).prefix(while: { $0 & 0xC0 == 0x80 }).count
        return "'\(String(decoding: bytes[index..<end], as: UTF8.self))'"
    }
}
