/// The printf-style format specifiers of a localized string, as `String(format:)` reads them:
/// `%[position$][flags][width][.precision][length]conversion`, `%%` (a literal percent sign),
/// and `%#@variable@` (a `.stringsdict` variable). Also finds the typos shipped apps have had:
/// `% @` (a space flag on an object), the fullwidth `％@` and the Arabic percent sign `٪ d`.
struct FormatSpecifier: Sendable, Equatable {
    enum Kind: String, Sendable {
        case object, integer, float, cString = "C string", character, pointer, variable
    }

    /// The argument it consumes, from 1 (explicit `%2$@`, or counted in order).
    let position: Int
    let kind: Kind
    let conversion: Character
    /// Length modifier (`l`, `ll`, `q`, `z`, …), empty when none.
    let length: String
    /// The variable name of `%#@name@`.
    let variable: String?
    /// The specifier's text, e.g. `%1$lld`.
    let text: String
    /// Where it is in the string, in UTF-8 bytes.
    let range: Range<Int>
    let hasSpaceFlag: Bool
}

/// A look-alike of a format specifier that `String(format:)` does not read as one.
struct FormatTypo: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `% @`: a space flag on an object, probably a typo for `%@`.
        case spaceFlag
        /// A percent sign from another script (the fullwidth ％, the Arabic ٪), printed as is.
        case lookAlikePercent(name: String)
    }

    let text: String
    let kind: Kind
}

enum FormatSpecifiers {
    typealias Parsed = (specifiers: [FormatSpecifier], typos: [FormatTypo])

    static func kind(of conversion: UInt8) -> FormatSpecifier.Kind? {
        switch conversion {
        case UInt8(ascii: "@"): return .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"): return .integer
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
             UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"): return .float
        case UInt8(ascii: "s"), UInt8(ascii: "S"): return .cString
        case UInt8(ascii: "c"), UInt8(ascii: "C"): return .character
        case UInt8(ascii: "p"): return .pointer
        default: return nil
        }
    }

    static func parse(_ string: String) -> Parsed {
        // Most strings have no percent sign of any kind: nothing to do.
        let bytes = Array(string.utf8)
        guard bytes.contains(where: { $0 == 0x25 || $0 == 0xEF || $0 == 0xD9 }) else { return ([], []) }
        var specifiers: [FormatSpecifier] = []
        var typos: [FormatTypo] = []
        var nextPosition = 1
        var index = 0
        let count = bytes.count
        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        while index < count {
            let byte = bytes[index]
            // Look-alike percent signs (U+FF05 EF BC 85, U+066A D9 AA) before a conversion.
            let lookAlike: (length: Int, name: String)? =
                byte == 0xEF && index + 2 < count && bytes[index + 1] == 0xBC && bytes[index + 2] == 0x85 ? (3, "the fullwidth percent sign ％")
                : byte == 0xD9 && index + 1 < count && bytes[index + 1] == 0xAA ? (2, "the Arabic percent sign ٪") : nil
            if let lookAlike {
                var end = index + lookAlike.length
                while end < count, bytes[end] == 0x20 { end += 1 }
                if end < count, kind(of: bytes[end]) != nil || bytes[end] == UInt8(ascii: "l") {
                    typos.append(FormatTypo(text: text(index..<(end + 1)), kind: .lookAlikePercent(name: lookAlike.name)))
                }
                index += lookAlike.length
                continue
            }
            guard byte == 0x25 else { index += 1; continue }
            let start = index
            index += 1
            guard index < count else { break }
            if bytes[index] == 0x25 { index += 1; continue }
            // Position `n$`.
            var position: Int? = nil
            var lookahead = index
            var digits = 0
            while lookahead < count, isDigit(bytes[lookahead]) {
                digits = digits &* 10 &+ Int(bytes[lookahead] - 0x30)
                lookahead += 1
            }
            if lookahead > index, lookahead < count, bytes[lookahead] == UInt8(ascii: "$") {
                position = digits
                index = lookahead + 1
            }
            // Flags; `#@` starts a variable.
            var hasSpace = false
            var isVariable = false
            flags: while index < count {
                switch bytes[index] {
                case UInt8(ascii: "#") where index + 1 < count && bytes[index + 1] == UInt8(ascii: "@"):
                    isVariable = true
                    break flags
                case UInt8(ascii: " "): hasSpace = true
                case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "#"), UInt8(ascii: "0"), UInt8(ascii: "'"): break
                default: break flags
                }
                index += 1
            }
            if isVariable {
                var end = index + 2
                while end < count, bytes[end] != UInt8(ascii: "@") { end += 1 }
                guard end < count else { break }
                let resolved = position ?? nextPosition
                nextPosition = resolved + 1
                specifiers.append(FormatSpecifier(position: resolved, kind: .variable, conversion: "@", length: "",
                                                  variable: text((index + 2)..<end), text: text(start..<(end + 1)),
                                                  range: start..<(end + 1), hasSpaceFlag: false))
                index = end + 1
                continue
            }
            // Width and precision.
            while index < count, bytes[index] == UInt8(ascii: "*") || isDigit(bytes[index]) { index += 1 }
            if index < count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                while index < count, bytes[index] == UInt8(ascii: "*") || isDigit(bytes[index]) { index += 1 }
            }
            // Length.
            let lengthStart = index
            if index < count {
                switch bytes[index] {
                case UInt8(ascii: "h"), UInt8(ascii: "l"):
                    index += (index + 1 < count && bytes[index + 1] == bytes[index]) ? 2 : 1
                case UInt8(ascii: "q"), UInt8(ascii: "z"), UInt8(ascii: "t"), UInt8(ascii: "j"), UInt8(ascii: "L"):
                    index += 1
                default:
                    break
                }
            }
            let length = text(lengthStart..<index)
            guard index < count, let kind = kind(of: bytes[index]) else { continue }
            let conversion = Character(Unicode.Scalar(bytes[index]))
            index += 1
            let resolved = position ?? nextPosition
            nextPosition = resolved + 1
            let specifier = FormatSpecifier(position: resolved, kind: kind, conversion: conversion, length: length, variable: nil,
                                            text: text(start..<index), range: start..<index, hasSpaceFlag: hasSpace)
            specifiers.append(specifier)
            // An object never takes a space flag: `% @` is always a typo. (For other conversions
            // the comparison with the development language decides: `50% off` reads as `% o`.)
            if hasSpace && conversion == "@" {
                typos.append(FormatTypo(text: specifier.text, kind: .spaceFlag))
            }
        }
        return (specifiers, typos)
    }
}
