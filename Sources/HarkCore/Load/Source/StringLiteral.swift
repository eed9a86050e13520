/// A string literal of the source, decoded: its text, and its interpolations as token ranges
/// (`"Items \(count)"` is the text "Items " then the tokens of `count`).
struct StringLiteral: Sendable {
    enum Part: Sendable, Equatable {
        case text(String)
        /// The tokens between `\(` and its `)`.
        case interpolation(Range<Int>)
    }

    let parts: [Part]
    /// The index of the opening token and of the closing one.
    let open: Int
    let close: Int

    /// The text when the literal has no interpolation.
    var value: String? {
        var text = ""
        for part in parts {
            guard case .text(let piece) = part else { return nil }
            text += piece
        }
        return text
    }

    var interpolations: [Range<Int>] {
        parts.compactMap { if case .interpolation(let range) = $0 { return range } else { return nil } }
    }
}

extension SourceFile {
    /// The string literal whose opening token is at `index`, decoded as the compiler would:
    /// escapes, raw strings' `#`s, a multi-line string's indentation and line continuations.
    /// In Objective-C and C, literals written side by side are one (`@"a\n" @"b"`, as the
    /// compiler joins them: Mumble's long keys).
    func stringLiteral(at index: Int) -> StringLiteral? {
        guard kind(index) == .stringOpen else { return nil }
        var (parts, close) = literalParts(at: index)
        while dialect != .swift, kind(close + 1) == .stringOpen {
            let next = literalParts(at: close + 1)
            parts += next.parts
            close = next.close
        }
        // Adjacent texts read as one.
        var merged: [StringLiteral.Part] = []
        for part in parts {
            if case .text(let piece) = part, case .text(let previous)? = merged.last {
                merged[merged.count - 1] = .text(previous + piece)
            } else {
                merged.append(part)
            }
        }
        return StringLiteral(parts: merged, open: index, close: close)
    }

    /// The parts of the one literal opening at `index`, and the index of its closing token.
    private func literalParts(at index: Int) -> (parts: [StringLiteral.Part], close: Int) {
        let close = partner(index)
        let open = tokens[index]
        var hashes = 0
        var offset = Int(open.start)
        if bytes[offset] == UInt8(ascii: "@") { offset += 1 }
        while offset < bytes.count, bytes[offset] == UInt8(ascii: "#") { hashes += 1; offset += 1 }
        let isMultiline = open.end - open.start - Int32(hashes) >= 3 && dialect == .swift
        // A multi-line string drops the indentation of its closing delimiter from every line.
        var indentation = 0
        if isMultiline, close < tokens.count {
            var start = Int(tokens[close].start)
            while start > 0, bytes[start - 1] == 0x20 || bytes[start - 1] == 0x09 { start -= 1 }
            indentation = Int(tokens[close].start) - start
        }
        var parts: [StringLiteral.Part] = []
        var cursor = index + 1
        while cursor < min(close, tokens.count) {
            let token = tokens[cursor]
            switch token.kind {
            case .stringText:
                var range = Int(token.start)..<Int(token.end)
                if isMultiline {
                    // The line break after the opening `"""` and the one before the closing are not text.
                    if cursor == index + 1, bytes[range.lowerBound] == 0x0A { range = (range.lowerBound + 1)..<range.upperBound }
                    if cursor + 1 == close, range.upperBound > range.lowerBound {
                        let trimmed = Self.trimClosingLine(bytes, range)
                        range = range.lowerBound..<trimmed
                    }
                }
                let atLineStart = isMultiline && (cursor == index + 1 || (range.lowerBound > 0 && bytes[range.lowerBound - 1] == 0x0A))
                parts.append(.text(Self.decode(bytes, range, hashes: hashes, indentation: isMultiline ? indentation : 0,
                                               atLineStart: atLineStart)))
                cursor += 1
            case .interpolationOpen:
                let end = partner(cursor)
                parts.append(.interpolation((cursor + 1)..<min(end, tokens.count)))
                cursor = end + 1
            default:
                cursor += 1
            }
        }
        return (parts, close)
    }

    /// The end of a multi-line string's text: before the line break that precedes the closing
    /// delimiter's indentation.
    private static func trimClosingLine(_ bytes: [UInt8], _ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
        if end > range.lowerBound, bytes[end - 1] == 0x0A {
            end -= 1
            if end > range.lowerBound, bytes[end - 1] == 0x0D { end -= 1 }
            return end
        }
        return range.upperBound
    }

    /// Decodes escapes (`\n`, `\u{…}`, `\"`; `\#n` in a raw string with one `#`) and removes
    /// `indentation` bytes of white space after each line break.
    private static func decode(_ bytes: [UInt8], _ range: Range<Int>, hashes: Int, indentation: Int, atLineStart: Bool) -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var index = range.lowerBound
        var lineStart = atLineStart
        while index < range.upperBound {
            if lineStart, indentation > 0 {
                var skipped = 0
                while skipped < indentation, index < range.upperBound, bytes[index] == 0x20 || bytes[index] == 0x09 {
                    index += 1
                    skipped += 1
                }
                lineStart = false
                continue
            }
            lineStart = false
            let c = bytes[index]
            if c == 0x0A { lineStart = true }
            guard c == UInt8(ascii: "\\"), hasHashes(bytes, at: index + 1, count: hashes, limit: range.upperBound) else {
                output.append(c)
                index += 1
                continue
            }
            let escaped = index + 1 + hashes
            guard escaped < range.upperBound else {
                output.append(c)
                index += 1
                continue
            }
            index = escaped + 1
            switch bytes[escaped] {
            case UInt8(ascii: "n"): output.append(0x0A)
            case UInt8(ascii: "t"): output.append(0x09)
            case UInt8(ascii: "r"): output.append(0x0D)
            case UInt8(ascii: "0"): output.append(0x00)
            case 0x0A:
                // A line continuation: no line break, and the next line's indentation goes too.
                lineStart = true
            case 0x0D:
                if index < range.upperBound, bytes[index] == 0x0A { index += 1 }
                lineStart = true
            case UInt8(ascii: "u"):
                guard index < range.upperBound, bytes[index] == UInt8(ascii: "{") else { output.append(UInt8(ascii: "u")); continue }
                var end = index + 1
                while end < range.upperBound, bytes[end] != UInt8(ascii: "}") { end += 1 }
                let hex = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
                if let value = UInt32(hex, radix: 16), let scalar = Unicode.Scalar(value) {
                    output.append(contentsOf: Array(String(Character(scalar)).utf8))
                }
                index = min(end + 1, range.upperBound)
            default:
                output.append(bytes[escaped])
            }
        }
        return String(decoding: output, as: UTF8.self)
    }

    private static func hasHashes(_ bytes: [UInt8], at offset: Int, count: Int, limit: Int) -> Bool {
        guard offset + count <= limit else { return false }
        for k in 0..<count where bytes[offset + k] != UInt8(ascii: "#") { return false }
        return true
    }
}
