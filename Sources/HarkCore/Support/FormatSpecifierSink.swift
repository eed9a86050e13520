/// A length modifier, kept as a code until a specifier's text is wanted.
enum LengthModifier: UInt8, Sendable {
    case none, hh, h, l, ll, L, q, t, z, j

    var text: String {
        switch self {
        case .none: return ""
        case .hh: return "hh"
        case .h: return "h"
        case .l: return "l"
        case .ll: return "ll"
        case .L: return "L"
        case .q: return "q"
        case .t: return "t"
        case .z: return "z"
        case .j: return "j"
        }
    }

    /// Whether an integer read with it is 8 bytes on 64-bit devices (`FormatSpecifier.integerSize`).
    var isLong: Bool {
        switch self {
        case .l, .ll, .q, .z, .t, .j: return true
        case .none, .hh, .h, .L: return false
        }
    }
}

/// One argument as the scanner reads it, with nothing made of its bytes yet.
struct ScannedArgument {
    let position: Int
    let isExplicit: Bool
    let role: FormatSpecifier.Role
    let kind: FormatSpecifier.Kind
    /// The conversion byte (`d`, `@`), `*` for a width or precision.
    let conversion: UInt8
    let length: LengthModifier
    /// The name of `%#@name@`, in the bytes read (only for the value).
    let variable: Range<Int>?
    /// The whole specifier, in the bytes read.
    let range: Range<Int>
    let hasSpaceFlag: Bool
    let isProseLike: Bool
}

/// What `FormatSpecifiers.read` tells as it reads a string.
protocol FormatSpecifierSink {
    /// An argument, numbered (a `*` width or precision comes before its value).
    mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>)
    /// A look-alike percent sign before a conversion.
    mutating func lookAlike(_ typo: FormatTypo)
    /// A `%` at `start` with no conversion before the end.
    mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>)
}

extension FormatSpecifiers.Parsed: FormatSpecifierSink {
    mutating func argument(_ argument: ScannedArgument, in bytes: UnsafeBufferPointer<UInt8>) {
        func text(_ range: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self) }
        specifiers.append(FormatSpecifier(
            position: argument.position, isExplicit: argument.isExplicit, kind: argument.kind,
            conversion: Character(Unicode.Scalar(argument.conversion)), length: argument.length.text,
            variable: argument.variable.map(text), text: text(argument.range), range: argument.range,
            hasSpaceFlag: argument.hasSpaceFlag, role: argument.role, isProseLike: argument.isProseLike))
    }

    mutating func lookAlike(_ typo: FormatTypo) { typos.append(typo) }

    mutating func incompleteEnd(from start: Int, in bytes: UnsafeBufferPointer<UInt8>) {
        incompleteEnd = String(decoding: UnsafeBufferPointer(rebasing: bytes[start...]), as: UTF8.self)
    }
}
