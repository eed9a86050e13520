/// The printf-style format specifiers of a localized string, as `String(format:)` reads them:
/// `%[position$][flags][width][.precision][length]conversion`, `%%` (a literal percent sign),
/// and `%#@variable@` (a `.stringsdict` variable). Also finds the typos shipped apps have had:
/// `% @` (a space flag), the fullwidth `％@` and the Arabic percent sign `٪ d`.
public struct FormatSpecifier: Sendable, Equatable {
    public enum Kind: String, Sendable {
        case object, integer, float, cString = "C string", character, pointer, variable
    }

    /// The argument it consumes, from 1 (explicit `%2$@`, or counted in order).
    public let position: Int
    public let kind: Kind
    public let conversion: Character
    /// Length modifier (`l`, `ll`, `q`, `z`, …), empty when none.
    public let length: String
    /// The variable name of `%#@name@`.
    public let variable: String?
    /// The specifier's text, e.g. `%1$lld`.
    public let text: String
    /// Where it is in the string (offsets in Unicode scalars).
    public let range: Range<Int>
    public let hasSpaceFlag: Bool
}

public struct FormatTypo: Sendable, Equatable {
    public let text: String
    public let explanation: String
}

public enum FormatSpecifiers {
    static let lengths = ["hh", "ll", "h", "l", "q", "z", "t", "j", "L"]

    static func kind(of conversion: Character) -> FormatSpecifier.Kind? {
        switch conversion {
        case "@": return .object
        case "d", "i", "D", "u", "U", "o", "O", "x", "X": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .float
        case "s", "S": return .cString
        case "c", "C": return .character
        case "p": return .pointer
        default: return nil
        }
    }

    public static func parse(_ string: String) -> (specifiers: [FormatSpecifier], typos: [FormatTypo]) {
        let scalars = Array(string.unicodeScalars)
        var specifiers: [FormatSpecifier] = []
        var typos: [FormatTypo] = []
        var nextPosition = 1
        var index = 0
        func text(_ range: Range<Int>) -> String {
            var result = String.UnicodeScalarView()
            result.append(contentsOf: scalars[range])
            return String(result)
        }
        while index < scalars.count {
            let scalar = scalars[index]
            // Look-alike percent signs followed by a conversion: a translator's typo.
            if scalar == "\u{FF05}" || scalar == "\u{066A}" {
                var end = index + 1
                while end < scalars.count, scalars[end] == " " { end += 1 }
                if end < scalars.count, kind(of: Character(scalars[end])) != nil || scalars[end] == "l" {
                    let name = scalar == "\u{FF05}" ? "the fullwidth percent sign ％" : "the Arabic percent sign ٪"
                    typos.append(FormatTypo(text: text(index..<min(end + 1, scalars.count)),
                                            explanation: "\(name) is not a format specifier: String(format:) prints it as is; write %"))
                }
                index += 1
                continue
            }
            guard scalar == "%" else { index += 1; continue }
            let start = index
            index += 1
            guard index < scalars.count else { break }
            if scalars[index] == "%" { index += 1; continue }
            // Position `n$`.
            var position: Int? = nil
            var lookahead = index
            var digits = 0
            while lookahead < scalars.count, ("0"..."9").contains(scalars[lookahead]) {
                digits = digits * 10 + Int(scalars[lookahead].value - 0x30)
                lookahead += 1
            }
            if lookahead > index, lookahead < scalars.count, scalars[lookahead] == "$" {
                position = digits
                index = lookahead + 1
            }
            // Flags.
            var hasSpace = false
            var isVariable = false
            while index < scalars.count, "-+ #0'".unicodeScalars.contains(scalars[index]) {
                if scalars[index] == " " { hasSpace = true }
                if scalars[index] == "#", index + 1 < scalars.count, scalars[index + 1] == "@" { isVariable = true; break }
                index += 1
            }
            if isVariable {
                // `%#@name@`
                var end = index + 2
                while end < scalars.count, scalars[end] != "@" { end += 1 }
                guard end < scalars.count else { break }
                let name = text((index + 2)..<end)
                let resolved = position ?? nextPosition
                nextPosition = resolved + 1
                specifiers.append(FormatSpecifier(position: resolved, kind: .variable, conversion: "@", length: "", variable: name,
                                                  text: text(start..<(end + 1)), range: start..<(end + 1), hasSpaceFlag: false))
                index = end + 1
                continue
            }
            // Width and precision.
            while index < scalars.count, scalars[index] == "*" || ("0"..."9").contains(scalars[index]) { index += 1 }
            if index < scalars.count, scalars[index] == "." {
                index += 1
                while index < scalars.count, scalars[index] == "*" || ("0"..."9").contains(scalars[index]) { index += 1 }
            }
            // Length.
            var length = ""
            for candidate in lengths {
                let candidateScalars = Array(candidate.unicodeScalars)
                if index + candidateScalars.count <= scalars.count, Array(scalars[index..<index + candidateScalars.count]) == candidateScalars {
                    length = candidate
                    index += candidateScalars.count
                    break
                }
            }
            guard index < scalars.count, let kind = kind(of: Character(scalars[index])) else { continue }
            let conversion = Character(scalars[index])
            index += 1
            let resolved = position ?? nextPosition
            nextPosition = resolved + 1
            let specifier = FormatSpecifier(position: resolved, kind: kind, conversion: conversion, length: length, variable: nil,
                                            text: text(start..<index), range: start..<index, hasSpaceFlag: hasSpace)
            specifiers.append(specifier)
            if hasSpace {
                typos.append(FormatTypo(text: specifier.text,
                                        explanation: "'\(specifier.text)' has a space between % and the conversion (a space flag): probably a typo for '\(specifier.text.replacingOccurrences(of: " ", with: ""))'"))
            }
        }
        return (specifiers, typos)
    }
}
