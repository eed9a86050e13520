import Foundation
import Testing
@testable import HarkCore

/// The shortcuts of the localization rules answer exactly what their general paths answer.
@Suite struct LocalizationFastPathTests {
    /// Pieces of localized text: words, specifiers of every shape, percent signs that are no
    /// specifier, look-alikes, placeholders, and neighbours that join what is next to them.
    static let pieces = ["Value", "x", "d", " ", "%d", "%@", "%%", "%%d", "%1$@", "%2$lld", "%#@n@", "%#@a%d", "% d", "% g", "%*d",
                         "%.2f", "%", "%y", "%l", "é", "e\u{301}", "\u{301}", "中", "\u{FF05}d", "\u{066A}d", "{name}", "\u{0D4E}",
                         "Apple", "Watch", "Apple Watch", "42", "«", "\u{200D}", "Ж", "K", "\u{212A}"]

    static func texts(count: Int) -> [String] {
        var generator = SystemRandomNumberGenerator()
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...5, using: &generator)).map { _ in pieces.randomElement(using: &generator) ?? "" }.joined()
        }
    }

    @Test func lettersAreFoundAsTheGeneralPathFindsThem() throws {
        let placeholders = RuntimePlaceholders.standard
        let custom = try RuntimePlaceholders(patterns: [#"<[a-z]+>"#])
        let termSets: [Set<String>] = [[], ["Apple"], ["Apple Watch", "Apple"], ["x", "d"], ["Value d"]]
        var texts = Self.texts(count: 6_000)
        // Each piece alone and in pairs, so that every neighbour is tried.
        texts += Self.pieces
        for first in Self.pieces { for second in Self.pieces { texts.append(first + second) } }
        for text in texts {
            for terms in termSets {
                let kept = KeptTerms(terms)
                #expect(hasLetters(text, keeping: kept, placeholders: placeholders)
                        == hasLettersInGeneral(text, keeping: kept, placeholders: placeholders), "\(Array(text.unicodeScalars)) \(terms)")
            }
            #expect(hasLetters(text, placeholders: custom) == hasLettersInGeneral(text, keeping: KeptTerms([]), placeholders: custom))
        }
        // The shortcut answers the common shapes itself.
        #expect(LetterShortcut.answer("Value %@ number %d «en» 12", hasTerms: false) == true)
        #expect(LetterShortcut.answer("%d items", hasTerms: false) == true)
        #expect(LetterShortcut.answer("%#@items@", hasTerms: true) == false)
        #expect(LetterShortcut.answer("%%d", hasTerms: false) == nil)
    }

    @Test func specifierCandidatesAreEveryPercentAndLookAlikeLead() {
        var texts = Self.texts(count: 3_000)
        for length in 0..<20 {
            for mark in ["%", "\u{FF05}", "\u{066A}", "é", "Ù", "ï"] {
                texts.append(String(repeating: "a", count: length) + mark + String(repeating: "b", count: 19 - length))
            }
        }
        for text in texts {
            text.withUTF8Bytes { bytes in
                var start = 0
                while start <= bytes.count {
                    let expected = bytes[start...].firstIndex { $0 == 0x25 || $0 == 0xEF || $0 == 0xD9 } ?? bytes.count
                    #expect(FormatSpecifiers.nextCandidate(in: bytes, from: start) == expected, "\(Array(bytes)) from \(start)")
                    start += 1
                }
            }
        }
    }

    /// `%hd` and `%d` read the same `int` but print differently: a note, as the general path says.
    @Test func anIntsLengthIsComparedInThePlainPath() throws {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"a\" = \"%hd apples\";\n\"b\" = \"%d pears\";\n\"c\" = \"%ld plums\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"%d pommes\";\n\"b\" = \"%d poires\";\n\"c\" = \"%qd prunes\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
        #expect(findings.count == 1 && findings.first?.contains("\"a\": argument 1 is %d but %hd") == true, "\(findings)")
    }

    /// A position read as two types is reported in every language, also in a translation
    /// that reads exactly as its development value.
    @Test func aPositionReadAsTwoTypesIsReportedInTranslationsToo() throws {
        let root = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"a\" = \"%1$d x %1$@\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"%1$d y %1$@\";\n"),
        ])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "l10n-placeholders")
        #expect(findings.filter { $0.contains("reads argument 1 as %1$d (integer) and as %1$@ (object)") }.count == 2, "\(findings)")
    }
}
