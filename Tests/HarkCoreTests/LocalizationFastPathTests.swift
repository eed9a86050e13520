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

    /// A translation whose specifiers are, byte for byte, those of a plain development value
    /// reads as it: comparing the bytes answers what reading the translation answers, whatever
    /// else the texts hold (look-alikes, `%%`, incomplete ends, words in other scripts).
    @Test func specifierTextsAnswerAsReadingDoes() {
        var generator = SystemRandomNumberGenerator()
        var compared = 0, answeredByBytes = 0
        for original in Self.texts(count: 20_000) {
            var words: [UInt64] = [], texts: [UInt8] = []
            guard PlainArguments.read(original, into: &words, specifierTexts: &texts) else { continue }
            let other = Self.texts(count: 1)[0]
            let piece = Self.pieces.randomElement(using: &generator) ?? ""
            for translated in [original, original + " fr", "« " + original, piece + original, original + piece, other, other + original] {
                let general = words.withUnsafeBufferPointer { PlainArguments.readsAlike(translated, expected: $0) }
                let byBytes = texts.withUnsafeBufferPointer { texts in
                    translated.withUTF8Bytes { FormatSpecifiers.holdsExactly(specifierTexts: texts, in: $0) }
                }
                let answer = words.withUnsafeBufferPointer { words in
                    texts.withUnsafeBufferPointer { PlainArguments.readsAlike(translated, expected: words, specifierTexts: $0) }
                }
                #expect(answer == general, "\(original) -> \(translated)")
                // Bytes that match are an answer of their own, and a right one.
                #expect(!byBytes || general, "\(original) -> \(translated)")
                compared += 1
                if byBytes && !texts.isEmpty { answeredByBytes += 1 }
            }
        }
        #expect(compared > 10_000 && answeredByBytes > 2_000, "\(compared) compared, \(answeredByBytes) by bytes")
    }

    /// A `.stringsdict` entry's summary is what its `EntryArguments` says: the representative of
    /// each position, and nothing of its own to report (no typo, no rule missing, no mixed
    /// positions, no position read as two types), over formats, value types and forms of every
    /// shape, rules named twice and rules of other names.
    @Test func stringsdictSummariesAreWhatEntryArgumentsReads() {
        let formats = ["%#@n@", "%1$#@n@", "%#@n@ %@", "%@ %#@n@", "%#@n@ and %#@m@", "%2$#@n@", "%#@n@ %2$@", "% #@n@", "%#@n@ %d",
                       "%#@n@%", "%1$@ %2$#@n@", "Files: %#@n@", "%#@n@ 100% sure", "\u{FF05}d %#@n@", "%*d %#@n@", "%#@k@",
                       // More uses than the pairwise comparisons take.
                       "%#@n@" + String(repeating: " %@", count: 18), "%1$#@n@" + String(repeating: " %2$d %1$d", count: 9)]
        let valueTypes: [String?] = ["d", "ld", "lld", "f", "@", "", "%d", "hd", "2$d", "*d", "Lf", "% d", "x", nil]
        let forms = ["%d item", "%d items", "%ld x", "%@ y", "%1$d z", "%2$@ w", "one", "%hd q", "%d%%", "% d", "%", "%#@x@", "%*d k",
                     "%u z", "%f s", "%2$d %1$@", "%lu", "\u{066A}d", "", String(repeating: "%d ", count: 20),
                     String(repeating: "%2$@ %1$d ", count: 10)]
        var generator = SystemRandomNumberGenerator()
        var plainCount = 0
        for _ in 0..<8_000 {
            let format = formats.randomElement(using: &generator) ?? ""
            var rules: [PluralRule] = []
            for variable in ["n", "m", "n", "\u{212A}"].prefix(Int.random(in: 1...4, using: &generator)) {
                var ruleForms: [String: (value: String, location: HarkCore.SourceLocation)] = [:]
                for category in ["one", "other", "few", "zero"].prefix(Int.random(in: 0...4, using: &generator)) {
                    ruleForms[category] = (forms.randomElement(using: &generator) ?? "", HarkCore.SourceLocation(file: "x", line: 1, column: 1))
                }
                rules.append(PluralRule(key: "k", variable: variable, forms: ruleForms, location: HarkCore.SourceLocation(file: "x", line: 1, column: 1),
                                        valueType: valueTypes.randomElement(using: &generator) ?? nil))
            }
            let entry = StringsEntry(key: "k", value: format, location: HarkCore.SourceLocation(file: "x", line: 1, column: 1))
            let table = StringsTable(name: "Localizable", locale: "fr", file: "x", encoding: .utf8, entries: [entry], syntaxError: nil,
                                     format: .stringsdict, plurals: rules)
            var words: [UInt64] = []
            guard StringsdictArguments.read(entry, rules: table.pluralsByKey["k"] ?? [], into: &words) else { continue }
            plainCount += 1
            let general = EntryArguments(entry, in: table)
            let context = "\(format) \(rules.map { ($0.variable, $0.valueType ?? "-", $0.forms.mapValues(\.value)) })"
            #expect(general.typos.isEmpty && general.undefinedVariables.isEmpty && general.mixedFormats.isEmpty, "\(context)")
            #expect(general.positions.allSatisfy { !general.isConflicted($0) }, "\(context)")
            let summary = general.positions.map { position in
                StringsdictArguments.summaryWord(general.representative(position)?.effective.map(Self.word), position: position)
            }
            #expect(summary == words, "\(context)")
            #expect(StringsdictArguments.readsEachPositionOnce(words) == (general.positions == Array(1..<(general.positions.count + 1))))
        }
        #expect(plainCount > 500, "the shortcut answers common entries")
    }

    /// A `FormatSpecifier` packed as the scanner's argument would be.
    static func word(_ specifier: FormatSpecifier) -> UInt64 {
        let lengths: [String: LengthModifier] = ["": .none, "hh": .hh, "h": .h, "l": .l, "ll": .ll, "L": .L, "q": .q, "t": .t, "z": .z, "j": .j]
        return PlainArguments.word(ScannedArgument(
            position: specifier.position, isExplicit: specifier.isExplicit, role: specifier.role, kind: specifier.kind,
            conversion: specifier.conversion.asciiValue ?? 0, length: lengths[specifier.length] ?? .none, variable: nil,
            range: specifier.range, hasSpaceFlag: specifier.hasSpaceFlag, isProseLike: specifier.isProseLike))
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

    /// A position read as two types is the development value's finding when a translation copies
    /// it (reported once, in the development language); a translation that reads so on its own,
    /// against a sound development value, is reported, also where it reads as the plain path does.
    @Test func aPositionReadAsTwoTypesIsReportedWhereItStarts() throws {
        let copied = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"a\" = \"%1$d x %1$@\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"%1$d y %1$@\";\n"),
        ])
        let findings = try TestSupport.lint(copied, relativeTo: copied, rule: "l10n-placeholders")
        #expect(findings.filter { $0.contains("reads argument 1 as %1$d (integer) and as %1$@ (object)") } == [
            "en.lproj/Localizable.strings:1:1: error: \"a\" reads argument 1 as %1$d (integer) and as %1$@ (object): one of them reads the wrong type (en) [l10n-placeholders]",
        ], "\(findings)")
        let own = try TestSupport.write([
            ("en.lproj/Localizable.strings", "\"a\" = \"%1$d x %2$@\";\n"),
            ("fr.lproj/Localizable.strings", "\"a\" = \"%1$d y %1$@\";\n"),
        ])
        let ownFindings = try TestSupport.lint(own, relativeTo: own, rule: "l10n-placeholders")
        #expect(ownFindings.contains { $0.hasPrefix("fr.lproj") && $0.contains("reads argument 1 as %1$d (integer) and as %1$@ (object)") }, "\(ownFindings)")
    }

    /// The whole rule with and without its shortcuts, over tables of generated values: a
    /// development language, a translation and a regional variant of it, each value made of
    /// specifiers of every length, position and kind, look-alikes and words.
    @Test func placeholderShortcutsFindWhatTheGeneralComparisonFinds() throws {
        let specifiers = ["%d", "%hd", "%hhd", "%ld", "%lld", "%qd", "%zd", "%i", "%u", "%lu", "%x", "%X", "%o", "%c", "%C",
                          "%f", "%.2f", "%Lf", "%e", "%g", "%@", "%s", "%S", "%p", "%1$@", "%2$@", "%1$d", "%2$d", "%3$@", "%2$ld",
                          "%5d", "%-5d", "%+d", "% d", "%05.1f", "%%", "%", "%y", "\u{FF05}d", "\u{066A}@", "%#@n@", "%*d", "%1$*2$d"]
        let words = ["Apples", " ", "x", "é", "中", "{name}", "42"]
        var generator = SystemRandomNumberGenerator()
        func value() -> String {
            // Now and then more arguments than the shortcuts compare pair by pair.
            let pieces = Int.random(in: 0...9, using: &generator) == 0 ? Int.random(in: 17...40, using: &generator) : Int.random(in: 0...4, using: &generator)
            return (0..<pieces).map { _ in
                Bool.random(using: &generator) ? specifiers.randomElement(using: &generator) ?? "" : words.randomElement(using: &generator) ?? ""
            }.joined()
        }
        func escaped(_ text: String) -> String { text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") }
        var english = "", french = "", canadian = ""
        for index in 0..<1_500 {
            let original = value()
            // Half the translations keep the development value's arguments in its order.
            let translated = Bool.random(using: &generator) ? original + " fr" : value()
            english += "\"k\(index)\" = \"\(escaped(original))\";\n"
            french += "\"k\(index)\" = \"\(escaped(translated))\";\n"
            if index % 3 == 0 { canadian += "\"k\(index)\" = \"\(escaped(Bool.random(using: &generator) ? translated : value()))\";\n" }
        }
        // A key the development table lacks: nothing to compare it with.
        french += "\"only.fr\" = \"%1$@ %1$@ %2$d\";\n"
        let root = try TestSupport.write([("en.lproj/Localizable.strings", english), ("fr.lproj/Localizable.strings", french),
                                          ("fr-CA.lproj/Localizable.strings", canadian)])
        let (withShortcuts, general) = try Self.placeholderFindings(in: root)
        #expect(!general.isEmpty)
        let onlyOne = Set(general).symmetricDifference(withShortcuts).sorted()
        #expect(onlyOne.isEmpty && withShortcuts == general, "\(onlyOne.prefix(6))")
    }

    /// The same for `.stringsdict` tables: translations that copy the development entry's rules
    /// whole (read without being read), change one form, or change the value type.
    @Test func stringsdictShortcutsFindWhatTheGeneralComparisonFinds() throws {
        let forms = ["%d item", "%d items", "%ld", "%@ and %d", "%1$@ %2$d", "no %", "%lld files", "%.1f km", "%d %@", "x"]
        let types = ["d", "ld", "@", "f", "lld"]
        var generator = SystemRandomNumberGenerator()
        func rule(_ variable: String, _ categories: [(String, String)], type: String) -> String {
            "<key>\(variable)</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>"
                + "<key>NSStringFormatValueTypeKey</key><string>\(type)</string>"
                + categories.map { "<key>\($0.0)</key><string>\($0.1)</string>" }.joined() + "</dict>"
        }
        func entry(_ key: String, format: String, _ rules: String) -> String {
            "<key>\(key)</key><dict><key>NSStringLocalizedFormatKey</key><string>\(format)</string>\(rules)</dict>"
        }
        func plist(_ entries: [String]) -> String {
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\"><dict>" + entries.joined() + "</dict></plist>\n"
        }
        var english: [String] = [], french: [String] = []
        for index in 0..<400 {
            let format = ["%#@n@", "%#@n@ %@", "%1$#@n@", "%#@n@ %#@m@"].randomElement(using: &generator) ?? "%#@n@"
            func categories() -> [(String, String)] {
                [("one", forms.randomElement(using: &generator) ?? ""), ("other", forms.randomElement(using: &generator) ?? "")]
            }
            let type = types.randomElement(using: &generator) ?? "d"
            let (n, m) = (categories(), categories())
            let original = rule("n", n, type: type) + rule("m", m, type: type)
            english.append(entry("k\(index)", format: format, original))
            switch Int.random(in: 0..<4, using: &generator) {
            case 0, 1: french.append(entry("k\(index)", format: format, original))
            case 2: french.append(entry("k\(index)", format: format, rule("n", categories(), type: type) + rule("m", m, type: type)))
            default: french.append(entry("k\(index)", format: format, rule("n", n, type: types.randomElement(using: &generator) ?? "d") + rule("m", m, type: type)))
            }
        }
        let root = try TestSupport.write([("en.lproj/Localizable.stringsdict", plist(english)), ("fr.lproj/Localizable.stringsdict", plist(french))])
        let (withShortcuts, general) = try Self.placeholderFindings(in: root)
        #expect(general.contains { $0.hasPrefix("fr.lproj") })
        let onlyOne = Set(general).symmetricDifference(withShortcuts).sorted()
        #expect(onlyOne.isEmpty && withShortcuts == general, "\(onlyOne.prefix(6))")
    }

    /// `l10n-placeholders`' findings in the tables under `root`, with and without its shortcuts.
    static func placeholderFindings(in root: String) throws -> (withShortcuts: [String], general: [String]) {
        let units = try TestSupport.load([root])
        let catalog = try TestSupport.ruleCatalog(), vocabularies = try TestSupport.vocabularies()
        func findings(_ rule: L10nPlaceholdersRule) throws -> [String] {
            let result = try Auditor(rules: [rule], catalog: catalog, vocabularies: vocabularies).audit(units)
            let paths = PathDisplay(currentDirectory: root)
            return result.findings.map { TextReporter().line($0, paths: paths) }
        }
        return (try findings(L10nPlaceholdersRule()), try findings(L10nPlaceholdersRule(usesShortcuts: false)))
    }
}

/// `l10n-untranslated` blanks the specifiers of an ASCII text in its bytes: as Foundation's
/// searches and replacements do, with the lone letters before them and the units after them.
@Suite struct SpecifierBlankingInBytesTests {
    static let pieces = LocalizationFastPathTests.pieces.filter { $0.utf8.allSatisfy { $0 < 0x80 } }
        + ["v", "v%2$@", "%@x", "%@ T", " kbps", "\r\n", "\r", "%li", "%1$@%2$@", "ab", "%d%@", "(%@)", "%lu %@"]

    @Test func asciiTextsAreBlankedAsTheGeneralPathBlanksThem() {
        var generator = SystemRandomNumberGenerator()
        var texts = Self.pieces
        for first in Self.pieces { for second in Self.pieces { texts.append(first + second) } }
        texts += (0..<6_000).map { _ in
            (0..<Int.random(in: 0...6, using: &generator)).map { _ in Self.pieces.randomElement(using: &generator) ?? "" }.joined()
        }
        var blankedSome = 0
        for text in texts {
            let specifiers = FormatSpecifiers.parse(text).specifiers
            let general = specifiers.isEmpty ? (text: text, formatsNumber: false) : TranslationNeed.blankingSpecifiersInGeneral(specifiers, in: text)
            let blanked = TranslationNeed.blankingSpecifiers(in: text)
            #expect(blanked.text == general.text && blanked.formatsNumber == general.formatsNumber, "\(Array(text.utf8))")
            if blanked.text != text { blankedSome += 1 }
        }
        #expect(blankedSome > 1_000)
        #expect(TranslationNeed.blankingSpecifiers(in: "Version v%2$@ of %1$@").text == "Version    of  ")
        #expect(TranslationNeed.blankingSpecifiers(in: "%@ T blocked").formatsNumber)
    }
}
