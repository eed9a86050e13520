/// The printf-style format specifiers of a localized string, read as CoreFoundation's
/// `String(format:)` reads them (`__CFParseFormatSpec` in CFString.c): after `%`, flags
/// (space, `-`, `+`, `0`, `#`), digits (a width, or with `$` an argument position), `.` and a
/// precision, `*` (a width or precision taken from an argument), length modifiers (`hh h l ll q
/// L z t j`) and a conversion, in any order. `%%` is a literal percent sign, `%#@name@` a
/// `.stringsdict` variable, and anything else after `%` makes the whole run literal text.
///
/// Arguments are numbered as CoreFoundation numbers them: an explicit `%2$@` is argument 2; the
/// implicit ones (`%d`) count on their own from the first position, whatever explicit ones come
/// before them, so `dans %2$@ : %d fichiers` reads argument 1 with `%d`.
struct FormatSpecifier: Sendable, Equatable {
    enum Kind: String, Sendable {
        case object, integer, float, cString = "C string", unicharString = "UTF-16 string", character, pointer, variable
    }

    /// What the argument is for: the value itself, or the width or precision a `*` takes from
    /// the argument list (an int, read before the value).
    enum Role: Sendable { case value, width, precision }

    /// The argument it consumes, from 1.
    let position: Int
    /// Whether the position is written (`%2$@`) rather than counted.
    let isExplicit: Bool
    let kind: Kind
    /// The conversion character (`d`, `@`, `f`), `*` for a width or precision argument.
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
    let role: Role
    /// `%` and spaces before a letter, as in "100% guaranteed" (`% g`) or "50% discount"
    /// (`% d`): prose, unless the string is formatted, where `String(format:)` reads a
    /// conversion there.
    let isProseLike: Bool

    /// The bytes an integer argument is read as: `int` (4: also for `hh` and `h`, promoted) or
    /// `long`/`long long` (8, on 64-bit devices). Nil for other kinds.
    var integerSize: Int? { Self.integerSize(kind: kind, length: length) }

    /// The same from the two fields it depends on (comparisons read them in place).
    static func integerSize(kind: Kind, length: String) -> Int? {
        guard kind == .integer || kind == .character else { return nil }
        // No array literal here: this is asked for every argument of every string compared.
        if length.isEmpty { return 4 }
        switch length {
        case "l", "ll", "q", "z", "t", "j": return 8
        default: return 4
        }
    }

    /// Whether a float is a `long double` (`L`).
    var isLongDouble: Bool { Self.isLongDouble(kind: kind, length: length) }

    static func isLongDouble(kind: Kind, length: String) -> Bool { kind == .float && length == "L" }
}

/// A look-alike of a format specifier, or a percent sign `String(format:)` reads otherwise than
/// the text suggests.
struct FormatTypo: Sendable, Equatable {
    enum Kind: Sendable, Equatable {
        /// `% @`: a space flag on an object. It prints as `%@`, but reads like a typo.
        case spaceFlag
        /// A percent sign from another script (the fullwidth ％, the Arabic ٪), printed as is.
        case lookAlikePercent(name: String)
        /// `% g` in the prose of a formatted string: a conversion reading an argument.
        case proseConversion(word: String)
        /// An incomplete specifier at the end of a formatted string (`%`, `%2$.`), dropped.
        case trailingPercent
    }

    let text: String
    let kind: Kind
}

enum FormatSpecifiers {
    struct Parsed: Sendable, Equatable {
        /// Every argument the string reads, in the order of the text (a `*` width before its value).
        var specifiers: [FormatSpecifier] = []
        var typos: [FormatTypo] = []
        /// A `%` with no conversion before the end (`%`, `%2$.`), which `String(format:)` drops.
        var incompleteEnd: String? = nil
        var endsWithPercent: Bool { incompleteEnd != nil }

        /// The arguments a formatted string reads, prose-like percent signs left out.
        var arguments: [FormatSpecifier] { specifiers.filter { !$0.isProseLike } }

        /// Whether some arguments have written positions and others counted ones.
        var mixesPositions: Bool {
            // Without `arguments`' filtered copy: this is asked of every string compared.
            var written = false, counted = false
            for index in specifiers.indices where !specifiers[index].isProseLike {
                if specifiers[index].isExplicit { written = true } else { counted = true }
            }
            return written && counted
        }
    }

    static func kind(of conversion: UInt8) -> FormatSpecifier.Kind? {
        switch conversion {
        case UInt8(ascii: "@"): return .object
        case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "D"), UInt8(ascii: "u"), UInt8(ascii: "U"),
             UInt8(ascii: "o"), UInt8(ascii: "O"), UInt8(ascii: "x"), UInt8(ascii: "X"): return .integer
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
             UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"): return .float
        case UInt8(ascii: "s"), UInt8(ascii: "P"): return .cString
        case UInt8(ascii: "S"): return .unicharString
        case UInt8(ascii: "c"), UInt8(ascii: "C"): return .character
        case UInt8(ascii: "p"), UInt8(ascii: "n"): return .pointer
        default: return nil
        }
    }

    /// Parses `string`; implicit arguments count from `firstPosition` (a `.stringsdict` form
    /// counts from its variable's own position).
    static func parse(_ string: String, firstPosition: Int = 1) -> Parsed {
        // The string's own bytes, not a copy: this is asked of every value with a percent sign.
        string.withUTF8Bytes { parse(bytes: $0, firstPosition: firstPosition) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, firstPosition: Int) -> Parsed {
        // Most strings have no percent sign of any kind: nothing to do.
        var percentSigns = 0
        var mayHoldLookAlike = false
        var index = nextCandidate(in: bytes, from: 0)
        while index < bytes.count {
            if bytes[index] == 0x25 { percentSigns += 1 } else { mayHoldLookAlike = true }
            index = nextCandidate(in: bytes, from: index + 1)
        }
        guard percentSigns > 0 || mayHoldLookAlike else { return Parsed() }
        var parsed = Parsed()
        // Room for one argument per sign, read into place (most take one).
        parsed.specifiers.reserveCapacity(percentSigns)
        read(bytes: bytes, firstPosition: firstPosition, into: &parsed)
        return parsed
    }

    /// Reads `bytes` as `parse` does, telling `sink` what it finds in the order of the text;
    /// the sink makes of it only what it needs (`parse` makes strings, comparisons need none).
    static func read<Sink: FormatSpecifierSink>(bytes: UnsafeBufferPointer<UInt8>, firstPosition: Int, into sink: inout Sink) {
        var scanner = SpecifierScanner(bytes: bytes, nextPosition: firstPosition)
        var index = 0
        while true {
            index = nextCandidate(in: bytes, from: index)
            guard index < bytes.count else { return }
            let byte = bytes[index]
            if byte == 0xEF || byte == 0xD9 {
                if let typo = lookAlikePercent(bytes, at: index) {
                    sink.lookAlike(typo.typo)
                    index += typo.length
                } else {
                    index += 1
                }
                continue
            }
            if index + 1 < bytes.count, bytes[index + 1] == 0x25 { index += 2; continue }
            let scanned = scanner.scan(from: index, into: &sink)
            if scanned.incomplete { sink.incompleteEnd(from: index, in: bytes) }
            index = scanned.end
        }
    }

    /// The typos of a string that `String(format:)` formats: prose read as conversions and a
    /// dropped final `%`, besides look-alike percent signs and `% @` (found in any string).
    static func typos(of parsed: Parsed, in string: String, isFormatted: Bool) -> [FormatTypo] {
        var typos = parsed.typos
        // `% @` alone: `%# @name @` is no typo of `%@` but an object where a variable was meant.
        for specifier in parsed.specifiers where specifier.kind == .object && specifier.hasSpaceFlag && !specifier.isProseLike
            && specifier.text.replacingOccurrences(of: " ", with: "").dropFirst().allSatisfy({ $0.isNumber || $0 == "$" || $0 == "@" }) {
            typos.append(FormatTypo(text: specifier.text, kind: .spaceFlag))
        }
        guard isFormatted else { return typos }
        if parsed.specifiers.contains(where: \.isProseLike) {
            typos += proseTypos(parsed, in: string)
        }
        if let end = parsed.incompleteEnd { typos.append(FormatTypo(text: end, kind: .trailingPercent)) }
        return typos
    }

    /// Whether `text` has a percent sign and each is a percentage's: after its number ("100%
    /// guaranteed", Hungarian "100%-osan") or before it (Turkish "%100 garanti", Basque
    /// "%100ean"), a number that no `$` ends (`%1$@` is a position), or with a suffix joined by
    /// a hyphen, its number in another control (IINA's Hungarian menu item "a képernyő %-a"
    /// after a field, for "% of screen"; no specifier has a `-` flag without a width).
    static func writesPercentagesOnly(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var found = false
            for index in bytes.indices where bytes[index] == UInt8(ascii: "%") {
                if index > 0 && isDigit(bytes[index - 1]) {
                    found = true
                    continue
                }
                if index + 2 < bytes.count, bytes[index + 1] == UInt8(ascii: "-"), isLetterStart(bytes[index + 2]) {
                    found = true
                    continue
                }
                var end = index + 1
                while end < bytes.count && isDigit(bytes[end]) { end += 1 }
                guard end > index + 1, end == bytes.count || bytes[end] != UInt8(ascii: "$") else { return false }
                found = true
            }
            return found
        }
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    /// An ASCII letter, or the first byte of a letter beyond ASCII ("%-át").
    private static func isLetterStart(_ byte: UInt8) -> Bool {
        ((byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")) || byte >= 0xC3
    }

    /// Each prose-like specifier with the word it starts.
    private static func proseTypos(_ parsed: Parsed, in string: String) -> [FormatTypo] {
        var typos: [FormatTypo] = []
        let bytes = Array(string.utf8)
        for specifier in parsed.specifiers where specifier.isProseLike {
            var end = specifier.range.upperBound
            while end < bytes.count, !(bytes[end] == 0x20 || bytes[end] == 0x0A || bytes[end] == 0x25) { end += 1 }
            let word = String(decoding: bytes[specifier.range.lowerBound..<end], as: UTF8.self)
            typos.append(FormatTypo(text: specifier.text, kind: .proseConversion(word: word)))
        }
        return typos
    }
}

/// Reads one specifier from its `%`, as `__CFParseFormatSpec` does, and numbers its arguments.
private struct SpecifierScanner {
    let bytes: UnsafeBufferPointer<UInt8>
    /// The next implicit argument (CoreFoundation's `argNum`).
    var nextPosition: Int

    struct Scanned {
        var end: Int
        var incomplete = false
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isKeyCharacter(_ byte: UInt8) -> Bool {
        isDigit(byte) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || byte == 0x5F
    }

    /// Reads the specifier at `start`, telling `sink` the arguments it reads.
    mutating func scan<Sink: FormatSpecifierSink>(from start: Int, into sink: inout Sink) -> Scanned {
        var index = start + 1
        var seenSharp = false, hasSpace = false, hasPlus = false, otherFlags = false
        var mainPosition: Int? = nil
        // A `*` width or precision: nil none, 0 counted, else its written position.
        var width: Int? = nil, precision: Int? = nil
        var pendingStar: FormatSpecifier.Role? = nil
        var length = LengthModifier.none
        var keyStart: Int? = nil
        // A number right after the `%` and a space after it: "%100 garanti" (Turkish writes
        // the percent sign before the number).
        var numberThenSpace = false

        while true {
            guard index < bytes.count else { return Scanned(end: index, incomplete: true) }
            var byte = bytes[index]
            index += 1
            if let key = keyStart {
                if Self.isKeyCharacter(byte) { continue }
                if byte == UInt8(ascii: "@") {
                    finish(kind: .variable, conversion: UInt8(ascii: "@"), variable: key..<(index - 1), start: start, end: index,
                           main: mainPosition, width: width, precision: precision, length: .none, space: hasSpace, proseLike: false,
                           into: &sink)
                    return Scanned(end: index)
                }
                keyStart = nil   // CoreFoundation drops the character and reads on
                continue
            }
            while true {   // `reswtch`: a character after digits is read again here
                switch byte {
                case UInt8(ascii: "#"): seenSharp = true
                case UInt8(ascii: " "): if !hasPlus { hasSpace = true }
                case UInt8(ascii: "+"): hasPlus = true; hasSpace = false; otherFlags = true
                case UInt8(ascii: "-"): otherFlags = true
                case UInt8(ascii: "0"): otherFlags = true
                case UInt8(ascii: "h"), UInt8(ascii: "l"):
                    let doubled = index < bytes.count && bytes[index] == byte
                    if doubled { index += 1 }
                    length = Self.lengthModifier(byte, doubled: doubled)
                case UInt8(ascii: "L"), UInt8(ascii: "q"), UInt8(ascii: "t"), UInt8(ascii: "z"), UInt8(ascii: "j"):
                    length = Self.lengthModifier(byte, doubled: false)
                case UInt8(ascii: "@") where seenSharp:
                    seenSharp = false
                    keyStart = index
                case UInt8(ascii: "["):
                    // A predicate editor's formatting table (`formattingStringsFilename`:
                    // "%[Author,Subject]@ %[contains,is]@ %@") reads a list of choices as one
                    // argument, in order or by position like any other (`%1$[Författare,Ämne]@`).
                    // No `String(format:)` text holds one: CoreFoundation prints it as it is.
                    guard let close = bytes[index...].firstIndex(of: UInt8(ascii: "]")), close + 1 < bytes.count,
                          bytes[close + 1] == UInt8(ascii: "@"), let kind = FormatSpecifiers.kind(of: UInt8(ascii: "@")) else {
                        return Scanned(end: index)
                    }
                    index = close + 2
                    finish(kind: kind, conversion: UInt8(ascii: "@"), variable: nil, start: start, end: index,
                           main: mainPosition, width: width, precision: precision, length: length, space: hasSpace,
                           proseLike: false, into: &sink)
                    return Scanned(end: index)
                case UInt8(ascii: "*"):
                    width = 0
                    pendingStar = .width
                case UInt8(ascii: "."):
                    guard index < bytes.count else { return Scanned(end: index, incomplete: true) }
                    byte = bytes[index]
                    index += 1
                    if byte == UInt8(ascii: "*") { precision = 0; pendingStar = .precision; break }
                    continue
                case UInt8(ascii: "1")...UInt8(ascii: "9"):
                    let rightAfterPercent = index - 1 == start + 1
                    var number = 0
                    while Self.isDigit(byte) {
                        number = min(number &* 10 &+ Int(byte - 0x30), 1_000_000)
                        guard index < bytes.count else { return Scanned(end: index, incomplete: true) }
                        byte = bytes[index]
                        index += 1
                    }
                    if byte == UInt8(ascii: "$") {
                        switch pendingStar {
                        case .precision: precision = number
                        case .width: width = number
                        default: mainPosition = number
                        }
                        pendingStar = nil
                        break
                    }
                    otherFlags = true   // a width or precision
                    if rightAfterPercent && byte == UInt8(ascii: " ") { numberThenSpace = true }
                    continue
                default:
                    guard let kind = FormatSpecifiers.kind(of: byte) else {
                        // Not a specifier: CoreFoundation prints the run as it is.
                        return Scanned(end: index)
                    }
                    // Prose: a space and a letter ("100% guaranteed" reads `% g`, "At 100% this"
                    // `% thi`, "40%. For" `%. F`), with no digit, position or `*` of a real
                    // specifier; or a number between them, the percent written first ("%100
                    // garanti" reads `%100 g`, "%50 indirim" `%50 i`).
                    let proseLike = ((hasSpace && !otherFlags) || (numberThenSpace && !seenSharp && length == .none))
                        && width == nil && precision == nil && byte != UInt8(ascii: "@") && mainPosition == nil
                    finish(kind: kind, conversion: byte, variable: nil, start: start, end: index,
                           main: mainPosition, width: width, precision: precision, length: length, space: hasSpace,
                           proseLike: proseLike, into: &sink)
                    return Scanned(end: index)
                }
                break
            }
        }
    }

    /// A length modifier's code (its text is made only for a `FormatSpecifier`).
    private static func lengthModifier(_ byte: UInt8, doubled: Bool) -> LengthModifier {
        switch byte {
        case UInt8(ascii: "h"): return doubled ? .hh : .h
        case UInt8(ascii: "l"): return doubled ? .ll : .l
        case UInt8(ascii: "L"): return .L
        case UInt8(ascii: "q"): return .q
        case UInt8(ascii: "t"): return .t
        case UInt8(ascii: "z"): return .z
        default: return .j
        }
    }

    /// The specifier's arguments, numbered: a counted width, then a counted precision, then
    /// the value, each taking the next implicit position.
    private mutating func finish<Sink: FormatSpecifierSink>(
        kind: FormatSpecifier.Kind, conversion: UInt8, variable: Range<Int>?, start: Int, end: Int,
        main: Int?, width: Int?, precision: Int?, length: LengthModifier, space: Bool, proseLike: Bool, into sink: inout Sink) {
        func argument(_ written: Int?, role: FormatSpecifier.Role, kind: FormatSpecifier.Kind, conversion: UInt8,
                      length: LengthModifier) -> ScannedArgument {
            let position: Int
            if let written, written > 0 { position = written } else { position = nextPosition; nextPosition += 1 }
            return ScannedArgument(position: position, isExplicit: (written ?? 0) > 0, role: role, kind: kind, conversion: conversion,
                                   length: length, variable: role == .value ? variable : nil, range: start..<end,
                                   hasSpaceFlag: space, isProseLike: proseLike)
        }
        let star = UInt8(ascii: "*")
        if let width { sink.argument(argument(width, role: .width, kind: .integer, conversion: star, length: .none), in: bytes) }
        if let precision { sink.argument(argument(precision, role: .precision, kind: .integer, conversion: star, length: .none), in: bytes) }
        sink.argument(argument(main, role: .value, kind: kind, conversion: conversion, length: length), in: bytes)
    }
}
