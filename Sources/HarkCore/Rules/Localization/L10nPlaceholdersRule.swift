/// `l10n-placeholders`: the arguments an entry reads, as CoreFoundation reads them (see
/// `EntryArguments`): in every language, a position two forms read as different types, a
/// `%#@variable@` with no rule, look-alike and prose percent signs; in the development language,
/// a position nothing reads (the later arguments are then read from the wrong place); in a
/// translation, arguments that differ from what the development language (or a String Catalog
/// key: what the code passes) reads, by position and type, never as text.
struct L10nPlaceholdersRule: Rule {
    let id = "l10n-placeholders"
    /// Whether entries that read as their development entries skip the general comparison
    /// (`PlainArguments`, `StringsdictArguments`). Off only in a test that checks the
    /// shortcuts find exactly what the general path finds.
    var usesShortcuts = true

    enum Message: FindingMessage {
        case typo(key: String, FormatTypo)
        case lacksArgument(key: String, position: Int, expected: FormatSpecifier, laterPosition: Int?)
        case extraArgument(key: String, position: Int, found: FormatSpecifier)
        case typeChanged(key: String, position: Int, found: Described, expected: Described)
        case roleChanged(key: String, position: Int, found: FormatSpecifier, expected: FormatSpecifier)
        case sizeChanged(key: String, position: Int, found: FormatSpecifier, expected: FormatSpecifier)
        case conversionDiffers(key: String, position: Int, found: FormatSpecifier, expected: FormatSpecifier)
        case undefinedVariable(key: String, variable: String, form: String?)
        case conflictingUses(key: String, position: Int, first: Described, second: Described, suggestion: Rebinding?)
        case unusedPosition(key: String, position: Int, laterPosition: Int)
        case mixedPositions(key: String, format: MixedFormat)
        case variableMoved(key: String, variable: String, position: Int, developmentPosition: Int)

        func text(in context: MessageContext) -> String {
            switch self {
            case .typo(let key, let typo):
                switch typo.kind {
                case .spaceFlag:
                    let fixed = typo.text.replacingOccurrences(of: " ", with: "")
                    return "\"\(key)\": '\(typo.text)' has a space between % and the conversion: it prints as '\(fixed)' but reads like a typo"
                case .lookAlikePercent(let name):
                    return "\"\(key)\": \(name) is not a format specifier: String(format:) prints it as is; write %"
                case .proseConversion(let word):
                    return "\"\(key)\": String(format:) reads '\(typo.text)' in \"\(word)\" as a conversion, which prints an argument there; write %% for a percent sign"
                case .trailingPercent:
                    return typo.text == "%" ? "\"\(key)\": String(format:) drops the '%' at the end; write %%"
                        : "\"\(key)\": String(format:) drops the incomplete specifier '\(typo.text)' at the end"
                }
            case .lacksArgument(let key, let position, let expected, let later):
                let lack = "\"\(key)\" lacks argument \(position) (\(expected.text), \(expected.kind.rawValue))"
                guard let later else { return lack }
                return lack + " but uses argument \(later): String(format:) then reads the later arguments from the wrong place"
            case .extraArgument(let key, let position, let found):
                return "\"\(key)\" uses argument \(position) (\(found.text)), which the development language does not pass"
            case .typeChanged(let key, let position, let found, let expected):
                return "\"\(key)\": argument \(position) is \(found) but \(expected) in the development language"
            case .roleChanged(let key, let position, let found, let expected):
                return "\"\(key)\": argument \(position) is \(Self.role(found)) but \(Self.role(expected)) in the development language"
            case .sizeChanged(let key, let position, let found, let expected):
                return "\"\(key)\": argument \(position) is \(found.text) but \(expected.text) in the development language: \(Self.size(found)) against \(Self.size(expected)) on 64-bit devices"
            case .conversionDiffers(let key, let position, let found, let expected):
                return "\"\(key)\": argument \(position) is \(found.text) but \(expected.text) in the development language (same type and size, printed differently)"
            case .undefinedVariable(let key, let variable, let form):
                return "\"\(key)\" uses %#@\(variable)@\(form.map { " in \($0)" } ?? "") but defines no rule for \"\(variable)\""
            case .conflictingUses(let key, let position, let first, let second, let suggestion):
                let conflict = "\"\(key)\" reads argument \(position) as \(first) and as \(second): one of them reads the wrong type"
                return suggestion.map { conflict + "; the forms read their number as argument \($0.position): write %\($0.position)$#@\($0.variable)@" } ?? conflict
            case .unusedPosition(let key, let position, let later):
                return "\"\(key)\" never uses argument \(position) but uses argument \(later): String(format:) then reads the later arguments from the wrong place"
            case .mixedPositions(let key, let format):
                return "\"\(key)\": \(quoted(format.text)) mixes written (\(format.written)) and counted (\(format.counted)) positions: the counted ones count from 1 on their own; write every position"
            case .variableMoved(let key, let variable, let position, let developmentPosition):
                return "\"\(key)\": %#@\(variable)@ reads argument \(position) here but argument \(developmentPosition) in the development language: write %\(developmentPosition)$#@\(variable)@"
            }
        }

        private static func role(_ specifier: FormatSpecifier) -> String {
            switch specifier.role {
            case .value: return "the value of \(specifier.text)"
            case .width: return "the width of \(specifier.text)"
            case .precision: return "the precision of \(specifier.text)"
            }
        }

        private static func size(_ specifier: FormatSpecifier) -> String {
            if specifier.kind == .float { return specifier.isLongDouble ? "a long double" : "a double" }
            return (specifier.integerSize ?? 4) == 8 ? "64 bits" : "32 bits"
        }

        var subject: String {
            switch self {
            case .typo(let key, let typo): return "\(key) \(typo.text)"
            case .lacksArgument(let key, let position, _, _), .extraArgument(let key, let position, _),
                 .typeChanged(let key, let position, _, _), .sizeChanged(let key, let position, _, _), .roleChanged(let key, let position, _, _),
                 .conversionDiffers(let key, let position, _, _), .conflictingUses(let key, let position, _, _, _),
                 .unusedPosition(let key, let position, _):
                return "\(key) \(position)"
            case .undefinedVariable(let key, let variable, _), .variableMoved(let key, let variable, _, _): return "\(key) \(variable)"
            case .mixedPositions(let key, _): return key
            }
        }
    }

    /// Where a plural variable's forms read its number.
    struct Rebinding: Sendable {
        let position: Int
        let variable: String
    }

    /// A use of an argument as messages describe it: `%d (integer)`, `%#@files@ (integer, d)`,
    /// with the form it is in.
    struct Described: Sendable, CustomStringConvertible {
        let text: String
        let kind: FormatSpecifier.Kind
        let valueType: String?
        let form: String?

        init(_ use: EntryArguments.Use) {
            text = use.specifier.text
            kind = use.effective?.kind ?? use.specifier.kind
            valueType = use.specifier.kind == .variable ? use.valueType?.text : nil
            form = use.form
        }

        var description: String {
            let type = valueType.map { "\(kind.rawValue), read as \($0)" } ?? kind.rawValue
            return "\(text) (\(type))" + (form.map { " in \($0)" } ?? "")
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        let developmentLanguage = context.unit.developmentLanguage
        let developmentFolder = context.catalog.folder(forDevelopmentLanguage: developmentLanguage)
        var keyArguments: [String: EntryArguments?] = [:]
        // Every translation is compared with the same development entries: read each once.
        var readsByReference: [String: ReferenceReads] = [:]
        let substitutesDigitPlaceholders = context.unit.codeSubstitutesDigitPlaceholders
        let passesSwiftIntegers = context.unit.codeIsAllSwift
        // Per development table, asked once: it reads every entry of the table.
        var missesCatalog: [ObjectIdentifier: Bool] = [:]
        let isLookedUpNowhere = { (entry: StringsEntry, development: StringsTable) -> Bool in
            let misses = missesCatalog[ObjectIdentifier(development)] ?? L10nUnusedRule.codeReadMissesMostOfCatalog(development, context: context)
            missesCatalog[ObjectIdentifier(development)] = misses
            return L10nUnusedRule.showsNowhere(entry, in: development, context: context, codeReadMissesCatalog: misses)
        }
        for table in context.tables where table.parses && !table.locale.isEmpty {
            let isDevelopment = table.locale == developmentLanguage || table.locale == developmentFolder
            let referenceTable = isDevelopment ? nil : context.developmentTable(for: table).flatMap { $0.parses ? $0 : nil }
            let referenceID = referenceTable.map { $0.file + "\u{0}" + $0.locale } ?? ""
            var reads = readsByReference.removeValue(forKey: referenceID) ?? ReferenceReads(count: referenceTable?.entries.count ?? 0)
            defer { readsByReference[referenceID] = reads }
            let noReferences: [StringsEntry] = []
            // A `.strings` value its locale's `.stringsdict` replaces is never shown.
            let overriding = context.pluralOverride(for: table)
            // Entries lent in place, as in `forEachTranslatedEntry`.
            table.entries.withUnsafeBufferPointer { entries in
                (referenceTable?.entries ?? noReferences).withUnsafeBufferPointer { references in
                    guard let first = entries.baseAddress else { return }
                    let pair = TablePair(table: table, isDevelopment: isDevelopment, reference: referenceTable, referenceEntries: references,
                                         substitutesDigitPlaceholders: substitutesDigitPlaceholders, passesSwiftIntegers: passesSwiftIntegers,
                                         isLookedUpNowhere: isLookedUpNowhere)
                    // Where the next key is most likely to be in the development table.
                    var next = 0
                    for index in entries.indices where table.isDefinitionInUse(at: index) && overriding?.contains(entries[index].key) != true {
                        check(first + index, in: pair, reads: &reads, keyArguments: &keyArguments, nextReference: &next, into: &emitter)
                    }
                }
            }
        }
    }

    /// A table and the development table its entries are compared with, if any.
    private struct TablePair {
        let table: StringsTable
        let isDevelopment: Bool
        let reference: StringsTable?
        let referenceEntries: UnsafeBufferPointer<StringsEntry>
        let substitutesDigitPlaceholders: Bool
        /// Whether the app's code is all Swift, whose `Int` is what an integer argument is.
        let passesSwiftIntegers: Bool
        /// Whether no line of the code read looks up a development entry (`L10nUnusedRule`);
        /// asked only of an entry with something to report.
        let isLookedUpNowhere: (StringsEntry, StringsTable) -> Bool
    }

    private func check(_ entryAddress: UnsafePointer<StringsEntry>, in pair: TablePair, reads: inout ReferenceReads,
                       keyArguments: inout [String: EntryArguments?], nextReference: inout Int, into emitter: inout FindingEmitter) {
        let table = pair.table
        let key = entryAddress.pointee.key
        // A key with specifiers is what the code passes: SwiftUI's interpolations in a
        // catalog, `NSLocalizedString("%d files", …)` in a `.strings` table; not a `.strings`
        // key that names its text (`settings.calendars.count_%d`, SwiftGen's style), whose
        // code passes what the development value reads.
        var passed: EntryArguments? = nil
        if table.format != .stringsdict && EntryArguments.mayHoldSpecifiers(key)
            && (table.format == .xcstrings || !EntryArguments.isNameLike(key)) {
            if let known = keyArguments[key] { passed = known } else {
                let parsed = EntryArguments(format: key)
                passed = parsed.isEmpty ? nil : parsed
                keyArguments[key] = passed
            }
        }
        let originalIndex = pair.reference?.definitionIndex(of: key, trying: nextReference)
        if let originalIndex { nextReference = originalIndex + 1 }
        // The common case: a plain value whose arguments are the development value's (no
        // percent sign in either is the most common of all). The development value is read
        // once, the translation compared with it in one pass, no string made.
        if usesShortcuts, passed == nil, table.format == .strings, entryAddress.pointee.variants.isEmpty,
           let referenceTable = pair.reference, referenceTable.format == .strings, let original = originalIndex,
           let theirs = reads.plainArguments(at: original, of: pair.referenceEntries, in: referenceTable),
           reads.readsAlike(entryAddress.pointee.text, expected: theirs, original: original) {
            return
        }
        // The same for a `.stringsdict` entry with the development entry's format: only its
        // forms' words differ (see `StringsdictArguments`).
        if usesShortcuts, table.format == .stringsdict, let referenceTable = pair.reference, referenceTable.format == .stringsdict,
           let original = originalIndex,
           pair.referenceEntries[original].text.hasSameUTF8(as: entryAddress.pointee.text),
           let theirs = reads.plainArguments(at: original, of: pair.referenceEntries, in: referenceTable),
           entryAddress.pointee.variants.isEmpty
            && StringsdictArguments.rulesReadAlike(table.pluralsByKey[key] ?? [], referenceTable.pluralsByKey[key] ?? [])
            || reads.stringsdictReadsAlike(entryAddress, in: table, expected: theirs) {
            return
        }
        if usesShortcuts, table.format == .stringsdict, pair.reference == nil || originalIndex == nil {
            var summary: [UInt64] = []
            if StringsdictArguments.read(entryAddress.pointee, rules: table.pluralsByKey[entryAddress.pointee.key] ?? [], into: &summary),
               StringsdictArguments.readsEachPositionOnce(summary) {
                return
            }
        }
        // With nothing to compare it with (a development entry, a key the development table
        // lacks), a plain value reading 1, 2, 3… once each has nothing to report of its own.
        if usesShortcuts, passed == nil, pair.reference == nil || originalIndex == nil, table.format == .strings,
           entryAddress.pointee.variants.isEmpty, PlainArguments.readsEachPositionOnce(entryAddress.pointee.text) {
            return
        }
        // An app that puts its arguments in place of `%0`, `%1`… itself (Stats) formats no text
        // holding them: they are no specifiers.
        if pair.substitutesDigitPlaceholders {
            let development = originalIndex.map { pair.referenceEntries[$0].text } ?? entryAddress.pointee.text
            if DigitPlaceholders.isHeld(in: development) { return }
        }
        let entry = entryAddress.pointee
        var reference: EntryArguments? = nil
        if let referenceTable = pair.reference, let original = originalIndex {
            if let read = reads.arguments[original] { reference = read } else {
                reference = EntryArguments(pair.referenceEntries[original], in: referenceTable, formatted: passed != nil ? true : nil)
                reads.arguments[original] = reference
            }
        }
        let formatted: Bool? = passed != nil ? true : reference?.isFormatted
        // Most texts hold no percent sign at all: nothing of their own to read.
        let plain = table.format != .stringsdict && !EntryArguments.mayHoldSpecifiers(entry.text)
            && !entry.variants.contains { EntryArguments.mayHoldSpecifiers($0.value) } && table.pluralsByKey[entry.key] == nil
        if plain && passed == nil && (reference?.isEmpty ?? true) { return }
        let own = plain ? EntryArguments() : EntryArguments(entry, in: table, formatted: formatted)
        var messages: [(Message, Severity?)] = []
        checkItself(own, key: entry.key, isDevelopment: pair.isDevelopment) { messages.append(($0, $1)) }
        // A look-alike percent sign in a text nothing formats (no specifier in it, in the
        // development text or from the code: WooCommerce's "8 to 20％ concentration", written so on
        // purpose) prints as it should: it stands for no argument. A translation whose key the
        // development table lacks says nothing of that (Swiftfin's Arabic "٪@").
        if passed == nil, own.isEmpty, pair.isDevelopment || reference?.isEmpty == true {
            messages.removeAll { message, _ in
                if case .typo(_, let typo) = message, case .lookAlikePercent = typo.kind { true } else { false }
            }
        }
        // A problem the development text has too (Open Food Facts' trailing `%`, Element X's
        // plural read as an integer and an object, copied into 25 languages and more) is the
        // development text's, reported there once.
        if let reference, !pair.isDevelopment, messages.contains(where: { Self.inheritable($0.0) != nil }) {
            var inherited: Set<String> = []
            checkItself(reference, key: entry.key, isDevelopment: false) { message, _ in
                if let signature = Self.inheritable(message) { inherited.insert(signature) }
            }
            messages.removeAll { Self.inheritable($0.0).map(inherited.contains) ?? false }
        }
        // An empty translation lacks every argument: that is l10n-empty's finding.
        let isBlank = entry.text.isBlank && entry.variants.allSatisfy { $0.value.isBlank }
        // A translation whose every `%` is a percentage's, of a development text that reads no
        // argument and writes a percent sign too, writes one ("100%-osan" for Home Assistant's
        // "100% guaranteed", "a képernyő %-a" for IINA's "% of screen": no code formats them).
        let percentagesOnly = passed == nil && reference?.isEmpty == true && FormatSpecifiers.writesPercentagesOnly(entry.value)
            && originalIndex.map { pair.referenceEntries[$0].value.utf8.contains(UInt8(ascii: "%")) } == true
        if let expected = passed ?? reference, !(isBlank && !pair.isDevelopment), !percentagesOnly {
            compare(own, expected: expected, used: pair.isDevelopment ? nil : reference, key: entry.key,
                    passesSwiftIntegers: pair.passesSwiftIntegers) { messages.append(($0, $1)) }
            // The last argument an English word takes as its ending, "%lld service%@" with
            // `count == 1 ? "" : "s"` (Pearcleaner): a language without that ending leaves it out.
            if !pair.isDevelopment, messages.contains(where: { if case .lacksArgument(_, _, _, nil) = $0.0 { true } else { false } }) {
                let development = originalIndex.map { pair.referenceEntries[$0].value } ?? (passed != nil ? entry.key : nil)
                messages.removeAll { message, _ in
                    guard case .lacksArgument(_, let position, _, nil) = message, let development else { return false }
                    return WordEndingArgument.isWordEnding(position, in: development)
                }
            }
        }
        if let reference, !pair.isDevelopment {
            for (position, variable) in own.variables.sorted(by: { $0.key < $1.key }) {
                // A variable the development value reads at this very position is in place, even
                // where it reads it at another too; else the first position it reads it at (a
                // dictionary's first match was any of them, differently from run to run).
                guard reference.variables[position] != variable, reference.variables[position] != nil,
                      let original = reference.variables.filter({ $0.value == variable }).keys.min() else { continue }
                messages.append((.variableMoved(key: entry.key, variable: variable, position: position, developmentPosition: original), nil))
            }
        }
        // A key no line of the code read looks up shows nowhere: its arguments never reach a
        // user, and `l10n-unused` reports it once (Open Food Facts' Romanian warning of a
        // category, which lost the development text's `%s`, for a key the app dropped).
        // So does a key only translations have, which no line looks up (Damus's "%@%" in 24
        // languages, left from a text the code now passes as "%lld%%").
        if !messages.isEmpty {
            if pair.isDevelopment, pair.isLookedUpNowhere(entry, table) { return }
            if let development = pair.reference,
               pair.isLookedUpNowhere(originalIndex.map { pair.referenceEntries[$0] } ?? entry, development) { return }
        }
        for (message, severity) in messages {
            emitter.report(message, at: entry.location, locale: table.locale, severity: severity)
        }
    }

    /// A problem an entry has on its own, as a translation copying it from the development text
    /// has it too: the typo, or the positions and specifiers, whatever the forms that hold them.
    private static func inheritable(_ message: Message) -> String? {
        switch message {
        case .typo(_, let typo): return "typo \(typo.text) \(typo.kind)"
        case .conflictingUses(_, let position, let first, let second, _): return "conflict \(position) \(first.text) \(second.text)"
        case .undefinedVariable(_, let variable, _): return "undefined \(variable)"
        case .mixedPositions(_, let format): return "mixed \(format.written) \(format.counted)"
        default: return nil
        }
    }

    /// What an entry gets wrong on its own, in any language.
    private func checkItself(_ own: EntryArguments, key: String, isDevelopment: Bool, report: (Message, Severity?) -> Void) {
        // The same slip in several plural forms (Onion Browser's Arabic "٪ d" in all six) is one
        // finding; so is one look-alike percent sign before several conversions (Tinode's Chinese
        // "％1$@ … ％2$d"), whose message names the sign, not what follows it.
        var told: Set<String> = []
        for (typo, _) in own.typos {
            let slip: String
            if case .lookAlikePercent = typo.kind { slip = "\(typo.kind)" } else { slip = "\(typo.text) \(typo.kind)" }
            guard told.insert(slip).inserted else { continue }
            switch typo.kind {
            case .spaceFlag: report(.typo(key: key, typo), .note)
            case .trailingPercent: report(.typo(key: key, typo), .warning)
            case .lookAlikePercent, .proseConversion: report(.typo(key: key, typo), nil)
            }
        }
        for (variable, form) in own.undefinedVariables {
            report(.undefinedVariable(key: key, variable: variable, form: form), nil)
        }
        for position in own.positions where own.isConflicted(position) {
            let uses = own.uses[position] ?? []
            guard let first = uses.first(where: { $0.effective != nil }),
                  let other = uses.first(where: { ($0.effective?.kind).map { $0 != first.effective?.kind } ?? false }) else { continue }
            report(.conflictingUses(key: key, position: position, first: Described(first), second: Described(other),
                                    suggestion: suggestion(own, position: position, first, other)), nil)
        }
        if let format = own.mixedFormats.first {
            report(.mixedPositions(key: key, format: format), .note)
        }
        if isDevelopment, let last = own.positions.last {
            for position in 1..<max(last, 1) where own.uses[position] == nil {
                report(.unusedPosition(key: key, position: position, laterPosition: last), nil)
            }
        }
    }

    /// A plural variable bound to an argument its own forms read as another type, while they
    /// read their number elsewhere (`%#@COUNT@` with forms `%1$@ and %2$d others`): that place.
    private func suggestion(_ own: EntryArguments, position: Int, _ a: EntryArguments.Use, _ b: EntryArguments.Use)
        -> Rebinding? {
        guard let variable = [a, b].first(where: { $0.specifier.kind == .variable && $0.form == nil }),
              let name = variable.specifier.variable, let type = variable.valueType?.kind else { return nil }
        for other in own.positions where other != position {
            // The variable's own forms (`COUNT.one`), not those of a variable inside them.
            func isOwnForm(_ form: String?) -> Bool {
                guard let form, form.hasPrefix(name + ".") else { return false }
                return !form.dropFirst(name.count + 1).contains(".")
            }
            if (own.uses[other] ?? []).contains(where: { isOwnForm($0.form) && $0.effective?.kind == type && $0.specifier.kind != .variable }) {
                return Rebinding(position: other, variable: name)
            }
        }
        return nil
    }

    /// A translation against what the development language passes (`expected`) and shows
    /// (`used`: an argument it drops may be dropped).
    private func compare(_ own: EntryArguments, expected: EntryArguments, used: EntryArguments?, key: String,
                         passesSwiftIntegers: Bool, report: (Message, Severity?) -> Void) {
        // Mostly the same positions on both sides: no need to merge them.
        let positions = own.positions == expected.positions && (used?.positions ?? own.positions) == own.positions ? own.positions
            : Set(own.positions).union(expected.positions).union(used?.positions ?? []).sorted()
        for position in positions {
            let found = own.representative(position)
            let wanted = expected.representative(position)
            switch (found, wanted) {
            case (nil, let wanted?):
                guard let used, used.uses[position] != nil else { continue }
                let later = own.positions.last.flatMap { $0 > position ? $0 : nil }
                report(.lacksArgument(key: key, position: position, expected: wanted.specifier, laterPosition: later),
                       later == nil ? .warning : nil)
            case (let found?, nil):
                guard !found.isUndefined else { continue }
                report(.extraArgument(key: key, position: position, found: found.specifier), nil)
            case (let found?, let wanted?):
                // A position read as two types is reported as such, in whichever language.
                guard let got = found.effective, let want = wanted.effective, !own.isConflicted(position),
                      !expected.isConflicted(position) else { continue }
                if got.kind != want.kind {
                    report(.typeChanged(key: key, position: position, found: Described(found), expected: Described(wanted)), nil)
                } else if got.role != want.role {
                    report(.roleChanged(key: key, position: position, found: got, expected: want), nil)
                } else if got.integerSize != want.integerSize || got.isLongDouble != want.isLongDouble {
                    // Swift passes its `Int` in 64 bits whatever the original reads (R.swift's
                    // and SwiftGen's accessors take `Int` for `%d` and `%ld` alike): a
                    // translation that reads 64 where it reads 32 reads the whole value (Nova
                    // Wallet's `%li` for `%d`). The other way round, a large value is cut.
                    if passesSwiftIntegers, got.kind == .integer, got.integerSize == 8, (want.integerSize ?? 4) == 4 { continue }
                    report(.sizeChanged(key: key, position: position, found: got, expected: want), .warning)
                } else if got.kind == .integer || got.kind == .character, !sameConversion(got, want) {
                    report(.conversionDiffers(key: key, position: position, found: got, expected: want), .note)
                }
            case (nil, nil):
                continue
            }
        }
    }

    /// `%d`, `%i` and `%D` print alike; so do `%u` and `%U`, `%o` and `%O`, and every 64-bit
    /// length (`l`, `ll`, `q`, `z`…). `h` and `hh` print a truncated value.
    private func sameConversion(_ a: FormatSpecifier, _ b: FormatSpecifier) -> Bool {
        func normal(_ c: Character) -> Character {
            switch c {
            case "i", "D": return "d"
            case "U": return "u"
            case "O": return "o"
            default: return c
            }
        }
        func length(_ s: FormatSpecifier) -> String { s.integerSize == 8 ? "l" : s.length }
        return normal(a.conversion) == normal(b.conversion) && length(a) == length(b)
    }
}
