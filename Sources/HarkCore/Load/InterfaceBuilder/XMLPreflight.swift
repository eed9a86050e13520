/// What Hark checks before FoundationXML sees an XML file: the text is decoded (UTF-16 files
/// are transcoded to UTF-8, so positions count characters and the checks below see the real
/// text), and declarations a hostile file could use against the reader are refused. A
/// document type declaration naming an external DTD, as Xcode writes one atop every property
/// list (`<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://…">`), is allowed: the
/// DTD is never fetched. An internal subset (`<!DOCTYPE x [ … ]>`) and entity, element or
/// attribute declarations are refused: entities are what expansion bombs and external-entity
/// attacks are made of.
enum XMLPreflight {
    /// The file's text as UTF-8, ready for the parser.
    static func prepare(_ bytes: [UInt8], file: String) throws -> [UInt8] {
        var text = bytes
        if looksLikeUTF16(bytes) {
            do {
                text = try TextDecoding.decode(bytes).utf8
            } catch {
                let position = LineIndex(file: file, bytes: error.decodedPrefix).location(ofByte: error.decodedPrefix.count)
                throw InputError(error.message, at: position)
            }
            text = declaringUTF8(text)
        } else if text.starts(with: [0xEF, 0xBB, 0xBF]) {
            text.removeFirst(3)
        }
        try refuseDeclarations(in: text, file: file)
        return text
    }

    private static func looksLikeUTF16(_ bytes: [UInt8]) -> Bool {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) { return true }
        return bytes.count >= 2 && (bytes[0] == 0) != (bytes[1] == 0)
    }

    /// Rewrites `encoding="UTF-16"` in the XML declaration, which no longer tells the truth.
    private static func declaringUTF8(_ text: [UInt8]) -> [UInt8] {
        guard text.starts(with: Array("<?xml".utf8)), let end = find(Array("?>".utf8), in: text, from: 0) else { return text }
        let declaration = String(decoding: text[..<end], as: UTF8.self)
        let rewritten = declaration.replacingOccurrences(of: "UTF-16", with: "UTF-8").replacingOccurrences(of: "utf-16", with: "UTF-8")
        return Array(rewritten.utf8) + text[end...]
    }

    /// Walks every `<!` of the text: comments and CDATA sections are skipped, one document type
    /// declaration without an internal subset is allowed, anything else is refused.
    private static func refuseDeclarations(in text: [UInt8], file: String) throws {
        var index = 0
        func refuse(_ message: String, at offset: Int) -> InputError {
            InputError(message, at: LineIndex(file: file, bytes: text).location(ofByte: offset))
        }
        while let start = find([0x3C, 0x21], in: text, from: index) {   // "<!"
            if starts(text, at: start, with: "<!--") {
                index = (find(Array("-->".utf8), in: text, from: start + 4) ?? text.count) + 3
            } else if starts(text, at: start, with: "<![CDATA[") {
                index = (find(Array("]]>".utf8), in: text, from: start + 9) ?? text.count) + 3
            } else if starts(text, at: start, with: "<!DOCTYPE") {
                var cursor = start + 9
                var quote: UInt8? = nil
                while cursor < text.count {
                    let byte = text[cursor]
                    if let open = quote {
                        if byte == open { quote = nil }
                    } else if byte == 0x22 || byte == 0x27 {
                        quote = byte
                    } else if byte == 0x5B {   // "["
                        throw refuse("the XML declares an internal DTD subset, which can define entities; refused for safety", at: cursor)
                    } else if byte == 0x3E {   // ">"
                        break
                    }
                    cursor += 1
                }
                index = cursor + 1
            } else {
                throw refuse("the XML declares entities or other DTD markup, which can expand without bound; refused for safety", at: start)
            }
        }
    }

    private static func starts(_ text: [UInt8], at offset: Int, with prefix: String) -> Bool {
        let needle = Array(prefix.utf8)
        return offset + needle.count <= text.count && text[offset..<offset + needle.count].elementsEqual(needle)
    }

    static func find(_ needle: [UInt8], in bytes: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, bytes.count >= needle.count else { return nil }
        var index = max(start, 0)
        while index <= bytes.count - needle.count {
            if bytes[index] == first && bytes[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
