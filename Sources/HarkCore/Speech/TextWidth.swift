/// Estimates how wide a single line of text is in the system font (SF Pro and its companions)
/// from per-character advance widths in ems, by character class. It is an estimate, good to
/// about ±10% on typical labels: no kerning, no font fallback, no Dynamic Type sizes. The Latin
/// classes run about 3.5% above SF Pro Display's advances; the Cyrillic ones are its advances,
/// class by class, scaled alike (Brave's Russian "Показывать подсказки браузера": 246 pt at 17 pt
/// in the font, 254 pt here, not 284 pt as a flat 0.6 em made it).
enum TextWidth {
    static func estimate(_ text: some UTF8Text, fontSize: Double) -> Double {
        // Read from the bytes, where a table holds them, ASCII from a table of its advances:
        // every label is measured in every locale. The sum is taken in the scalars' order.
        let ems = text.withUTF8Bytes { bytes in
            let ascii = asciiAdvances
            var ems = 0.0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte < 0x80 {
                    ems += ascii[Int(byte)]
                    index += 1
                } else {
                    ems += advance(String.scalar(startingAt: index, in: bytes))
                    index += String.byteCount(leadingWith: byte)
                }
            }
            return ems
        }
        return ems * fontSize
    }

    /// `advance` of each ASCII scalar.
    private static let asciiAdvances: [Double] = (0..<128).map { advance(Unicode.Scalar(UInt8($0))) }

    static func advance(_ scalar: Unicode.Scalar) -> Double {
        let value = scalar.value
        if value >= 0x0300, takesNoRoom(scalar) { return 0 }
        switch value {
        case 0x20: return 0.26
        case 0x21, 0x27, 0x2C, 0x2E, 0x3A, 0x3B, 0x7C: return 0.26            // ! ' , . : ; |
        case 0x28, 0x29, 0x2D, 0x2F, 0x5B, 0x5D, 0x7B, 0x7D: return 0.34      // ( ) - / [ ] { }
        case 0x30...0x39: return 0.58                                        // digits
        case 0x41...0x5A:
            switch scalar {
            case "I", "J": return 0.30
            case "M", "W": return 0.86
            default: return 0.66
            }
        case 0x61...0x7A:
            switch scalar {
            case "i", "j", "l": return 0.24
            case "f", "t", "r": return 0.35
            case "m", "w": return 0.84
            default: return 0.53
            }
        case 0x00C0...0x024F: return 0.56       // Latin with accents
        case 0x0370...0x03FF: return 0.57       // Greek
        case 0x0400...0x042F:                   // Cyrillic capitals
            switch scalar {
            case "Ж", "Ш", "Щ", "Ю", "Љ", "Њ", "Ы": return 0.99
            case "І", "Ї": return 0.24
            default: return 0.68
            }
        case 0x0430...0x045F:                   // Cyrillic small letters
            switch scalar {
            case "ж", "ш", "щ", "ю", "љ", "њ": return 0.79
            case "м", "ф", "ы": return 0.69
            case "і", "ї", "ј": return 0.22
            case "г", "т", "ѓ": return 0.45
            default: return 0.54
            }
        case 0x0460...0x04FF: return 0.60       // Cyrillic, historic and other languages' letters
        case 0x0590...0x05FF: return 0.55       // Hebrew
        case 0x0600...0x06FF, 0x0750...0x077F: return 0.48   // Arabic (joined)
        case 0x0900...0x097F: return 0.60       // Devanagari
        case 0x0E00...0x0E7F: return 0.55       // Thai
        case 0x1100...0x11FF, 0xAC00...0xD7AF: return 0.95   // Hangul
        case 0x3000...0x30FF, 0x3400...0x9FFF, 0xF900...0xFAFF, 0xFF00...0xFF60: return 1.0   // CJK, kana, full-width
        case 0x1F000...0x1FAFF, 0x2600...0x27BF: return 1.25 // emoji and symbols
        default: return 0.6
        }
    }

    /// Marks drawn on the scalar before them, and characters of no width: a Devanagari vowel
    /// sign below or above and its virama, Hebrew points, Arabic harakat, Thai vowels above
    /// (VLC's Marathi label is 37 scalars, nine of them such marks). Ideographs and Hangul
    /// syllables, which have none, are not looked up.
    private static func takesNoRoom(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0300...0x036F, 0x200B...0x200F, 0x2060...0x2064, 0xFE00...0xFE0F: return true   // Latin accents, zero-width
        case 0x3400...0x9FFF, 0xAC00...0xD7AF, 0xF900...0xFAFF, 0x1F000...0x1FAFF: return false
        default:
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark: return true
            default: return false
            }
        }
    }
}
