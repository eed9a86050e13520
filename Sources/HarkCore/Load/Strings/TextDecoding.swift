/// The encodings `.strings` files come in. Real projects mix them (InAppSettingsKit ships a
/// UTF-16LE English table beside a UTF-8 German one).
enum TextEncoding: String, Sendable {
    case utf8 = "UTF-8"
    case utf16LittleEndian = "UTF-16LE"
    case utf16BigEndian = "UTF-16BE"
}

struct DecodedText: Sendable {
    let encoding: TextEncoding
    let hasByteOrderMark: Bool
    /// The text as UTF-8, without byte-order mark.
    let utf8: [UInt8]
}

struct DecodingFailure: Error, Sendable {
    /// The text decoded before the problem, so the caller can say on which line it is.
    let decodedPrefix: [UInt8]
    let message: String

    /// Where in `file` decoding stopped.
    func location(in file: String) -> SourceLocation {
        LineIndex(file: file, bytes: decodedPrefix).location(ofByte: decodedPrefix.count)
    }
}

enum TextDecoding {
    /// Detects the encoding from the byte-order mark or, without one, from the zero bytes
    /// UTF-16 puts beside ASCII characters, and transcodes to UTF-8.
    static func decode(_ bytes: [UInt8]) throws(DecodingFailure) -> DecodedText {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            return DecodedText(encoding: .utf8, hasByteOrderMark: true, utf8: try validateUTF8(Array(bytes.dropFirst(3))))
        }
        if bytes.starts(with: [0xFF, 0xFE]) {
            return DecodedText(encoding: .utf16LittleEndian, hasByteOrderMark: true, utf8: try utf16ToUTF8(bytes, from: 2, bigEndian: false))
        }
        if bytes.starts(with: [0xFE, 0xFF]) {
            return DecodedText(encoding: .utf16BigEndian, hasByteOrderMark: true, utf8: try utf16ToUTF8(bytes, from: 2, bigEndian: true))
        }
        // An odd length does not make UTF-16 UTF-8: such a file is truncated UTF-16 and is
        // refused as such, rather than read as UTF-8 full of NUL characters.
        if bytes.count >= 2 {
            if bytes[0] != 0 && bytes[1] == 0 {
                return DecodedText(encoding: .utf16LittleEndian, hasByteOrderMark: false, utf8: try utf16ToUTF8(bytes, from: 0, bigEndian: false))
            }
            if bytes[0] == 0 && bytes[1] != 0 {
                return DecodedText(encoding: .utf16BigEndian, hasByteOrderMark: false, utf8: try utf16ToUTF8(bytes, from: 0, bigEndian: true))
            }
        }
        return DecodedText(encoding: .utf8, hasByteOrderMark: false, utf8: try validateUTF8(bytes))
    }

    static func validateUTF8(_ bytes: [UInt8]) throws(DecodingFailure) -> [UInt8] {
        if let offset = firstInvalidUTF8(bytes) { throw invalidUTF8(bytes, at: offset) }
        return bytes
    }

    /// The offset of the first byte that does not start a valid UTF-8 sequence, if any.
    private static func firstInvalidUTF8(_ array: [UInt8]) -> Int? {
        array.withUnsafeBufferPointer { bytes in
            let raw = UnsafeRawBufferPointer(bytes)
            var index = 0
            let count = bytes.count
            while index < count {
                // Eight ASCII bytes at a time: most of every file Hark reads is ASCII.
                if index + 8 <= count, ByteWords.isASCII(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)) {
                    index += 8
                    continue
                }
                let lead = bytes[index]
                if lead < 0x80 { index += 1; continue }
                let length: Int
                let minimum: UInt32
                var value: UInt32
                switch lead {
                case 0xC2...0xDF: length = 2; minimum = 0x80; value = UInt32(lead & 0x1F)
                case 0xE0...0xEF: length = 3; minimum = 0x800; value = UInt32(lead & 0x0F)
                case 0xF0...0xF4: length = 4; minimum = 0x10000; value = UInt32(lead & 0x07)
                default: return index
                }
                guard index + length <= count else { return index }
                for offset in 1..<length {
                    let next = bytes[index + offset]
                    guard next & 0xC0 == 0x80 else { return index }
                    value = value << 6 | UInt32(next & 0x3F)
                }
                if value < minimum || value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
                    return index
                }
                index += length
            }
            return nil
        }
    }

    private static func invalidUTF8(_ bytes: [UInt8], at offset: Int) -> DecodingFailure {
        DecodingFailure(
            decodedPrefix: Array(bytes[..<offset]),
            message: "the file is not valid UTF-8 (byte 0x\(String(bytes[offset], radix: 16, uppercase: true)) at offset \(offset)); save it as UTF-8 or UTF-16"
        )
    }

    static func utf16ToUTF8(_ bytes: [UInt8], from start: Int, bigEndian: Bool) throws(DecodingFailure) -> [UInt8] {
        if (bytes.count - start) % 2 != 0 {
            // Decode what is there first so the error can name the line.
            let complete = (try? utf16ToUTF8(Array(bytes.dropLast()), from: start, bigEndian: bigEndian)) ?? []
            throw DecodingFailure(decodedPrefix: complete, message: "the UTF-16 file has an odd number of bytes (truncated?)")
        }
        return try bytes.withUnsafeBufferPointer { (input) throws(DecodingFailure) -> [UInt8] in
            let units = UTF16Units(bytes: input, bigEndian: bigEndian)
            // Made at its exact length (counted first): a decoded file is kept while it is read.
            var failure: DecodingFailure? = nil
            let output = [UInt8](unsafeUninitializedCapacity: units.utf8Count(from: start)) { buffer, written in
                written = units.transcode(from: start, into: buffer, failure: &failure)
            }
            if let failure { throw failure }
            return output
        }
    }
}

/// The 16-bit units of a UTF-16 file, read in its byte order.
private struct UTF16Units {
    let bytes: UnsafeBufferPointer<UInt8>
    let bigEndian: Bool

    func unit(at index: Int) -> UInt32 {
        bigEndian ? UInt32(bytes[index]) << 8 | UInt32(bytes[index + 1]) : UInt32(bytes[index + 1]) << 8 | UInt32(bytes[index])
    }

    /// The four units at `index` as one little-endian word, when all four are ASCII: most of a
    /// UTF-16 table is (keys, format specifiers, punctuation), and a unit at a time cost twice
    /// the time of the rest of reading the file.
    func asciiWord(at index: Int) -> UInt64? {
        guard index + 8 <= bytes.count else { return nil }
        let word = UInt64(littleEndian: UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self))
        // A unit is ASCII when its high byte is zero and its low byte below 0x80.
        let nonASCII: UInt64 = bigEndian ? 0x80FF_80FF_80FF_80FF : 0xFF80_FF80_FF80_FF80
        return word & nonASCII == 0 ? word : nil
    }

    /// The UTF-8 length of the units from `start` (a surrogate counts two bytes, a pair four).
    func utf8Count(from start: Int) -> Int {
        var count = 0
        var index = start
        while index + 1 < bytes.count {
            if asciiWord(at: index) != nil {
                count += 4
                index += 8
                continue
            }
            let value = unit(at: index)
            count += value < 0x80 ? 1 : value < 0x800 || (0xD800...0xDFFF).contains(value) ? 2 : 3
            index += 2
        }
        return count
    }

    /// Writes the UTF-8 of the units from `start` into `output` (which has room for all of
    /// it) and returns how many bytes it wrote; at an invalid unit it stops there and sets
    /// `failure`, with what was decoded before it.
    func transcode(from start: Int, into output: UnsafeMutableBufferPointer<UInt8>, failure: inout DecodingFailure?) -> Int {
        var written = 0
        func fail(_ message: String) -> Int {
            failure = DecodingFailure(decodedPrefix: Array(output[..<written]), message: message)
            return written
        }
        var index = start
        // The byte of each unit that holds its ASCII value.
        let lowByteShift: UInt64 = bigEndian ? 8 : 0
        while index + 1 < bytes.count {
            if let word = asciiWord(at: index) {
                let lows = word >> lowByteShift
                output[written] = UInt8(truncatingIfNeeded: lows)
                output[written + 1] = UInt8(truncatingIfNeeded: lows >> 16)
                output[written + 2] = UInt8(truncatingIfNeeded: lows >> 32)
                output[written + 3] = UInt8(truncatingIfNeeded: lows >> 48)
                written += 4
                index += 8
                continue
            }
            let first = unit(at: index)
            index += 2
            if first < 0x80 {
                output[written] = UInt8(truncatingIfNeeded: first)
                written += 1
                continue
            }
            var value = first
            if (0xD800...0xDBFF).contains(first) {
                guard index + 1 < bytes.count else { return fail("lone UTF-16 surrogate at the end of the file") }
                let second = unit(at: index)
                guard (0xDC00...0xDFFF).contains(second) else {
                    return fail("lone UTF-16 high surrogate 0x\(String(first, radix: 16, uppercase: true))")
                }
                index += 2
                value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(first) {
                return fail("lone UTF-16 low surrogate 0x\(String(first, radix: 16, uppercase: true))")
            }
            if value < 0x800 {
                output[written] = UInt8(truncatingIfNeeded: 0xC0 | value >> 6)
                output[written + 1] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                written += 2
            } else if value < 0x10000 {
                output[written] = UInt8(truncatingIfNeeded: 0xE0 | value >> 12)
                output[written + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
                output[written + 2] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                written += 3
            } else {
                output[written] = UInt8(truncatingIfNeeded: 0xF0 | value >> 18)
                output[written + 1] = UInt8(truncatingIfNeeded: 0x80 | value >> 12 & 0x3F)
                output[written + 2] = UInt8(truncatingIfNeeded: 0x80 | value >> 6 & 0x3F)
                output[written + 3] = UInt8(truncatingIfNeeded: 0x80 | value & 0x3F)
                written += 4
            }
        }
        return written
    }
}
