/// The short values translations keep as the development language writes them, for the same
/// key (Delta Chat's `"app_name" = "Delta Chat"`): names the translators leave alone. A literal
/// of the code shaped like a name (`isNameShaped`), missing from the tables, that three quarters
/// of the translations keep so shows right untranslated (`l10n-missing`), in every language.
/// Each answer is found once, when a missing literal first asks.
struct KeptNames {
    /// Values of at most this many words: a name, not a sentence left in English.
    static let longestName = 3

    /// A name as written: an acronym ("YAML"), or two or three capitalized words ("Delta Chat",
    /// "Apple Watch"). A single word ("Camera", "Server") is as often a word left in English by
    /// translations that have not caught up.
    static func isNameShaped(_ text: some UTF8Text) -> Bool {
        OtherScriptWitnesses.isTermShaped(text) || isCapitalizedWords(text)
    }

    /// One word of ASCII letters and digits, a capital then a small letter, three letters or
    /// more ("Reddit", "Kindle"): a brand, or an ordinary word not yet translated ("Retry").
    static func isCapitalizedWord(_ text: some UTF8Text) -> Bool {
        text.withUTF8Bytes { bytes in
            guard bytes.count >= 3, (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(bytes[0]),
                  (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(bytes[1]) else { return false }
            return bytes.allSatisfy { LetterShortcut.isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
        }
    }

    /// Whether an identifier key says its value is a name: its last part is `name`
    /// (`verifier_app_name`, `vaccination_booking_ag_name`, `airstream.name`, `AccountName`).
    /// A key written as text ("Tag name") is the text, not what it names; a display name
    /// (`widget.gallery.quickactions.display.name` = "Shortcuts") is a title to translate.
    static func keyNamesAName(_ key: String) -> Bool {
        let bytes = Array(key.utf8)
        guard bytes.count > 4, !bytes.contains(where: { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A }) else { return false }
        let lowered = bytes.suffix(12).map { $0 | 0x20 }
        if lowered.count == 12, lowered[0..<7].elementsEqual("display".utf8) { return false }
        if lowered.suffix(11).elementsEqual("displayname".utf8) { return false }
        let tail = bytes[(bytes.count - 4)...]
        let before = bytes[bytes.count - 5]
        if tail.elementsEqual("name".utf8) || tail.elementsEqual("NAME".utf8) {
            return before == UInt8(ascii: "_") || before == UInt8(ascii: ".") || before == UInt8(ascii: "-")
        }
        // Camel case: `appName`, `AccountName`.
        return tail.elementsEqual("Name".utf8) && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(before)
    }

    /// Whether `value` reads as a proper name its key calls a name: two or three capitalized
    /// words or an acronym ("Covid Check"), or one capitalized word the development language
    /// never writes in lower case ("Aargau", not "Title"); not a label about names ("Display
    /// Name").
    static func isProperName(_ value: String, in development: StringsTable) -> Bool {
        guard !value.lowercased().split(whereSeparator: { !$0.isLetter }).contains("name") else { return false }
        if isNameShaped(value) { return true }
        return isCapitalizedWord(value) && !writesInLowerCase(value, in: development)
    }

    /// Whether a value of `development` holds `word` in lower case as a word of its own ("tunnels"
    /// in "Delete tunnels?"): an ordinary word of the language, not a name.
    static func writesInLowerCase(_ word: String, in development: StringsTable) -> Bool {
        let lowered = Array(word.lowercased().utf8)
        return development.entries.indices.contains { index in
            development.isDefinitionInUse(at: index) && development.entries[index].text.withUTF8Bytes { holdsWord(lowered, in: $0) }
        }
    }

    /// Two or three words, each starting with a capital letter (or a bracket and one): read
    /// from the bytes, as `l10n-untranslated` asks it of every value a translation of another
    /// alphabet kept. A word starting with a letter outside ASCII is asked of its scalar.
    static func isCapitalizedWords(_ text: some UTF8Text) -> Bool {
        text.withUTF8Bytes { bytes in
            var words = 0
            var atWordStart = true
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                if byte == 0x20 || byte == 0x09 || byte == 0x0A {
                    atWordStart = true
                } else if atWordStart && byte == UInt8(ascii: "(") && index > 0 {
                    // A name's other name in brackets: "Stratum (Authenticator Pro)", which
                    // 2FAS's sixteen languages keep.
                } else if atWordStart {
                    atWordStart = false
                    words += 1
                    if words > longestName { return false }
                    if byte < 0x80 {
                        guard (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) else { return false }
                    } else {
                        var rest = bytes[index...].makeIterator()
                        var decoder = UTF8()
                        guard case .scalarValue(let scalar) = decoder.decode(&rest), scalar.properties.isUppercase else { return false }
                    }
                }
                index += 1
            }
            return words >= 2
        }
    }

    private var decided: [String: Bool] = [:]

    /// Whether three quarters or more of the translations of `table` keep `text`: as the value
    /// of a key whose development value is `text` too, or of the key `text` itself when the
    /// development table lacks it (UTM's `Text("Windows")`), or inside a sentence they
    /// translated around it, as the development language's sentence has it (Pocket Casts'
    /// Japanese "Pocket Casts の設定" for "Pocket Casts Settings"). A single capitalized word is
    /// a name only when every translation that has it keeps it, half of them or more, three of
    /// other alphabets or more among them, and the development language never writes it in
    /// lower case: "Windows" in UTM's Japanese, Korean, Russian and Chinese (nine of its
    /// thirteen translations; the rest lack it), not a "Camera" French and Spanish translate.
    mutating func isKept(_ text: String, table: String, in context: AuditContext, developmentFolder: String?) -> Bool {
        let id = table + "\u{0}" + text
        if let answer = decided[id] { return answer }
        var answer = false
        let isOneWord = !Self.isNameShaped(text) && Self.isCapitalizedWord(text)
        if Self.isNameShaped(text) || isOneWord, let developmentFolder, let development = context.catalog.table(table, locale: developmentFolder) {
            let name = Array(text.utf8)
            var holders = Self.holders(of: name, in: development)
            if development.entry(text) == nil { holders.append((key: text, value: .empty, whole: true)) }
            var translations = 0
            var keeping = 0
            var keepingInOtherScripts = 0
            var changing = 0
            for announcer in context.localeAnnouncers where announcer.resolver.folder != developmentFolder {
                guard let translation = context.catalog.table(table, locale: announcer.resolver.folder), translation !== development else { continue }
                translations += 1
                if Self.keeps(translation, name, holders: holders) {
                    keeping += 1
                    if OtherScriptWitnesses.isOtherScript(translation.locale) { keepingInOtherScripts += 1 }
                } else if holders.contains(where: { translation.lookupText($0.key) != nil }) {
                    changing += 1
                }
            }
            if isOneWord {
                // Every translation that has the key keeps it; those that lack it show it too.
                answer = changing == 0 && keepingInOtherScripts >= 3 && keeping * 2 >= translations
                    && !Self.writesInLowerCase(text, in: development)
            } else {
                answer = translations > 0 && keeping * 4 >= translations * 3
            }
        }
        decided[id] = answer
        return answer
    }

    /// The development entries whose value is `text` (`whole`) or holds it as a word, found once
    /// for every translation: only their keys can keep it. Compared as bytes where the table
    /// holds them (a `String` per entry cost Home Assistant's audit a third of a second).
    private static func holders(of name: [UInt8], in development: StringsTable) -> [(key: String, value: TableText, whole: Bool)] {
        development.entries.withUnsafeBufferPointer { entries in
            entries.indices.compactMap { index in
                let value = entries[index].text
                let whole = value.withUTF8Bytes { bytes in name.withUnsafeBufferPointer { bytes.hasSameBytes(as: $0) } }
                guard whole || value.withUTF8Bytes({ holdsWord(name, in: $0) }), development.isDefinitionInUse(at: index) else { return nil }
                return (entries[index].key, value, whole)
            }
        }
    }

    /// Whether `translation` keeps `text` under one of the keys whose development value holds it.
    private static func keeps(_ translation: StringsTable, _ name: [UInt8], holders: [(key: String, value: TableText, whole: Bool)]) -> Bool {
        holders.contains { holder in
            guard let value = translation.lookupText(holder.key) else { return false }
            if holder.whole { return value.withUTF8Bytes { bytes in name.withUnsafeBufferPointer { bytes.hasSameBytes(as: $0) } } }
            return !value.hasSameUTF8(as: holder.value) && value.withUTF8Bytes { holdsWord(name, in: $0) }
        }
    }

    /// Whether `translation` is the name `source` with its words in another order around short
    /// words in lower case, as a language's grammar puts them: MeetingBar's Spanish "API de
    /// Google Calendar" and Portuguese "API do Google Calendar" keep "Google Calendar API".
    static func reordersName(_ translation: String, of source: String) -> Bool {
        let words = source.split(separator: " ")
        guard words.count >= 2 else { return false }
        let own = translation.split(separator: " ")
        guard Set(own).isSuperset(of: words), own.count > words.count else { return false }
        return own.allSatisfy { word in words.contains(word) || (word.count <= 3 && word.allSatisfy { $0.isLowercase }) }
    }

    /// Whether `bytes` hold `name` with no ASCII letter or digit right before or after it.
    static func holdsWord(_ name: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !name.isEmpty else { return false }
        let isWordByte = { (byte: UInt8) in (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        var from = 0
        while let start = bytes.firstIndex(ofBytes: name, from: from) {
            let end = start + name.count
            if (start == 0 || !isWordByte(bytes[start - 1])) && (end == bytes.count || !isWordByte(bytes[end])) { return true }
            from = start + 1
        }
        return false
    }
}
