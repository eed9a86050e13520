/// `XMLScanner`'s references, CDATA sections and skipped markup, and its positions and errors.
extension XMLScanner {
    /// Decodes references and normalizes line ends (and, in attributes, white space to spaces),
    /// as an XML processor must.
    mutating func decoded(_ range: Range<Int>, inAttribute: Bool) throws -> String {
        var output: [UInt8] = []
        output.reserveCapacity(range.count)
        var position = range.lowerBound
        while position < range.upperBound {
            let current = bytes[position]
            switch current {
            case 0x26:
                guard let end = (position..<range.upperBound).first(where: { bytes[$0] == 0x3B }) else {
                    throw error("an '&' starts no reference (write &amp;)", at: position)
                }
                let reference = string((position + 1)..<end)
                guard let scalar = try referenceValue(reference, at: position) else {
                    throw error("the entity &\(reference); is not defined (XML knows &lt; &gt; &amp; &quot; &apos;)", at: position)
                }
                appendUTF8(scalar, to: &output)
                position = end + 1
                continue
            case 0x0D:
                output.append(inAttribute ? 0x20 : 0x0A)
                if position + 1 < range.upperBound && bytes[position + 1] == 0x0A { position += 1 }
            case 0x09, 0x0A:
                output.append(inAttribute ? 0x20 : current)
            default:
                output.append(current)
            }
            position += 1
        }
        return String(decoding: output, as: UTF8.self)
    }

    mutating func referenceValue(_ reference: String, at offset: Int) throws -> Unicode.Scalar? {
        switch reference {
        case "lt": return "<"
        case "gt": return ">"
        case "amp": return "&"
        case "quot": return "\""
        case "apos": return "'"
        default: break
        }
        guard reference.hasPrefix("#") else { return nil }
        let digits = reference.dropFirst()
        let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
        guard let value, let scalar = Unicode.Scalar(value), isXMLCharacter(value) else {
            throw error("&\(reference); is not a character XML allows", at: offset)
        }
        return scalar
    }

    mutating func cdata() throws -> String {
        let start = index + 9
        guard let end = find("]]>", from: start) else { throw error("the CDATA section opened here is never closed") }
        for position in start..<end where bytes[position] < 0x20 && bytes[position] != 0x09 && bytes[position] != 0x0A && bytes[position] != 0x0D {
            index = position
            throw controlCharacterError()
        }
        index = end + 3
        return string(start..<end)
    }

    // MARK: - Markup that is skipped

    mutating func skipComment() throws {
        guard let end = find("-->", from: index + 4) else { throw error("the comment opened here is never closed") }
        index = end + 3
    }

    mutating func skipProcessingInstruction() throws {
        guard let end = find("?>", from: index + 2) else { throw error("the processing instruction opened here is never closed") }
        index = end + 2
    }

    /// `<!DOCTYPE name PUBLIC "…" "…">`: skipped; an internal subset (`[ … ]`) is refused.
    mutating func skipDocumentType() throws {
        let start = index
        var position = index + 9
        var quote: UInt8? = nil
        while position < bytes.count {
            let current = bytes[position]
            if let open = quote {
                if current == open { quote = nil }
            } else if current == 0x22 || current == 0x27 {
                quote = current
            } else if current == 0x5B {
                // Well-formed, and CoreFoundation skips it (`skipInlineDTD`), but its entities
                // could expand without bound or read files: Hark reads no such document.
                var refusal = InputError("the XML declares an internal DTD subset, which can define entities: Hark refuses it for safety",
                                         at: location(at: position))
                refusal.isRefusedForSafety = true
                throw refusal
            } else if current == 0x3E {
                index = position + 1
                return
            }
            position += 1
        }
        throw error("the document type declaration opened here is never closed", at: start)
    }

    mutating func declarationError() -> InputError {
        error("the XML declares entities or other DTD markup (\(describe(index))), which can expand without bound; refused for safety")
    }

    // MARK: - Positions and errors

    /// Line and column of `offset`, counting from the last position counted (positions are
    /// asked for in document order; an earlier one, for an error, recounts from the start).
    mutating func location(at offset: Int) -> SourceLocation {
        if offset < counted.offset { counted = (0, 1, 1) }
        var (position, line, column) = counted
        let raw = UnsafeRawBufferPointer(bytes)
        while position < offset {
            // Eight ASCII bytes at a time: most of a file is indentation and ASCII markup. The
            // column after a line feed in the word counts from the last one.
            if position + 8 <= offset {
                let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: position, as: UInt64.self))
                if ByteWords.isASCII(word) {
                    let feeds = ByteWords.matches(word, 0x0A)
                    if feeds == 0 {
                        column += 8
                    } else {
                        line += feeds.nonzeroBitCount
                        let lastFeed = (63 - feeds.leadingZeroBitCount) / 8
                        column = 8 - lastFeed
                    }
                    position += 8
                    continue
                }
            }
            let current = bytes[position]
            if current == 0x0A {
                line += 1
                column = 1
            } else if current & 0xC0 != 0x80 {
                column += 1
            }
            position += 1
        }
        counted = (position, line, column)
        return SourceLocation(file: path, line: line, column: column)
    }

    mutating func error(_ message: String, at offset: Int? = nil) -> InputError {
        InputError("invalid XML: " + message, at: location(at: min(offset ?? index, bytes.count)))
    }

    mutating func controlCharacterError() -> InputError {
        error("the control character U+\(hex(UInt32(byte))) is not allowed in XML")
    }

    func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
