/// What of a text a translator would translate: its words, once what reads the same in every
/// language is taken out (a date format pattern, format specifiers and run-time placeholders, `$(PRODUCT_NAME)`, URLs,
/// e-mail addresses and handles, domain names, paths from the root, numbers with their units such as `1.5x`, `-6 dB`
/// or `4K`, acronyms such as `OK`, `URL`, `UTF-8`, brand-shaped names such as `iCloud`,
/// `DuckDuckGo` or `WebDAV`, the terms kept in every language, and the proper nouns the app's own
/// development text writes capitalized inside a sentence, such as "Safari" in "Open in Safari").
enum TranslationNeed {
    /// The words of `text` that carry language, in order (empty: nothing to translate), up to
    /// `limit` of them.
    static func languageWords(in text: String, keeping terms: KeptTerms = KeptTerms([]), placeholders: RuntimePlaceholders,
                              properNouns: Set<String> = [], limit: Int = .max) -> [Substring] {
        guard text.unicodeScalars.contains(where: { $0.isAlphabetic }), !DateFormatPattern.matches(text), !isCodeMarker(text),
              !isCopyrightNotice(text) else { return [] }
        // A link first: its percent escapes are no specifiers (Linphone's `Third%20party%20components`
        // holds `%20p` and `%20c`), and blanking them would break it into words.
        let linkless = text.containsBytes("://") ? withoutAddresses(text) : text
        let (blanked, formatsNumber) = blankingSpecifiers(in: placeholders.removing(from: linkless))
        var rest = blanked
        for term in terms.longestFirst where rest.containsBytes(term) { rest = removingWhole(term, from: rest) }
        let hasNumber = formatsNumber || rest.unicodeScalars.contains { ("0"..."9").contains($0) }
        // A lower-case unit letter alone is a symbol, not a word (Loop's "g" of grams, IINA's
        // "s" and "x"); an upper-case one may be a weekday's initial or a unit a language
        // writes otherwise (Loop's "U", German "IE").
        if rest.utf8.count <= 8, loneUnitLetters.contains(trimmed(rest)) { return [] }
        // A sort order written with spaces, "A → Z" (Anytype's, which Norwegian writes "A → Å").
        if rest.utf8.count <= 12, isLetterRange(String(String.UnicodeScalarView(rest.unicodeScalars.filter { !$0.properties.isWhitespace }))) { return [] }
        var words: [Substring] = []
        var isFirst = true
        // Chunk by chunk, as `split` gives them, without making them all first (the first
        // word often answers).
        var next = rest.startIndex
        while next < rest.endIndex {
            guard !rest[next].isWhitespace else { next = rest.index(after: next); continue }
            let start = next
            while next < rest.endIndex, !rest[next].isWhitespace { next = rest.index(after: next) }
            let chunk = trimmed(rest[start..<next])
            if chunk.isEmpty || isAddress(chunk) || isCompoundUnit(chunk) || isSlashedCapitals(chunk) { continue }
            for token in chunk.split(separator: "/") {
                let token = trimmed(token)
                guard token.unicodeScalars.contains(where: { $0.isAlphabetic }) else { continue }
                defer { isFirst = false }
                // A version's "v" ending a text the code writes the number after (iAPS's
                // `Text("iAPS v" + state.versionNumber)`), as `v%@` is.
                if token == "v" || token == "V", rest[next...].allSatisfy(\.isWhitespace) { continue }
                if isLanguageNeutral(token, hasNumber: hasNumber, knownAcronyms: properNouns) || properNouns.contains(token)
                    || isCapitals(token, ofNameIn: properNouns) || (!isFirst && isLetterName(token)) || isLetterRange(token) { continue }
                words.append(Substring(token))
                if words.count >= limit { return words }
            }
        }
        return words
    }

    /// Capitals joined by slashes, an abbreviation every language keeps: N/A, I/O, TCP/IP
    /// (Nova Wallet's "N/A"). Read whole, before the chunk is split at its slashes.
    private static func isSlashedCapitals<Text: StringProtocol>(_ chunk: Text) -> Bool {
        var runs = 0
        var run = 0
        for byte in chunk.utf8 {
            if byte == UInt8(ascii: "/") {
                guard run > 0 else { return false }
                runs += 1
                run = 0
            } else if (0x41...0x5A).contains(byte), run < 4 {
                run += 1
            } else {
                return false
            }
        }
        return run > 0 && runs >= 1
    }

    /// `text` with its format specifiers blanked, each with a lone letter written right before
    /// its first occurrence (`v%2$@`, a version); and whether the code formats a number into it.
    static func blankingSpecifiers(in text: String) -> (text: String, formatsNumber: Bool) {
        let specifiers = FormatSpecifiers.parse(text).specifiers
        if specifiers.isEmpty { return (text, false) }
        if text.utf8.allSatisfy({ $0 < 0x80 }), let blanked = blankingASCII(specifiers, in: text) { return blanked }
        return blankingSpecifiersInGeneral(specifiers, in: text)
    }

    /// `blankingSpecifiers` through Foundation's searches: what `blankingASCII` must agree with.
    static func blankingSpecifiersInGeneral(_ specifiers: [FormatSpecifier], in text: String) -> (text: String, formatsNumber: Bool) {
        var rest = text
        // A number the code formats in (`%li kb/s`) is a number as much as a written one.
        // So is an argument with a unit written right after it (`%@x` of SwiftUI's
        // `Text("\(scale)x")`, the number formatted by the code), or after a space (`%@ T`,
        // ProtonVPN's count of blocked trackers in trillions).
        let formatsNumber = specifiers.contains { $0.kind == .integer || $0.kind == .float }
            || specifiers.contains { specifier in
                guard let range = rest.range(of: specifier.text), range.upperBound < rest.endIndex else { return false }
                return rest[range.upperBound].isLetter || isUnit(after: rest[range.upperBound...])
            }
        for specifier in specifiers {
            // A lone letter written right before an argument prefixes it (`v%2$@`, a version),
            // as a unit after it does.
            if let range = rest.range(of: specifier.text), range.lowerBound > rest.startIndex {
                let letter = rest.index(before: range.lowerBound)
                let isLone = letter == rest.startIndex || !rest[rest.index(before: letter)].isLetter
                if rest[letter].isLetter, isLone { rest.replaceSubrange(letter..<range.lowerBound, with: " ") }
            }
            rest = rest.replacingOccurrences(of: specifier.text, with: " ")
        }
        return (rest, formatsNumber)
    }

    /// `blankingSpecifiers` of a text all ASCII, in its bytes: with no composed characters,
    /// Foundation's matches are the bytes' matches, and no `NSString` is made for each specifier
    /// (a fifth of the localization benchmark's audit, where every value holds two). Nil for a
    /// specifier it cannot search for.
    private static func blankingASCII(_ specifiers: [FormatSpecifier], in text: String) -> (text: String, formatsNumber: Bool)? {
        let isLetter = { (byte: UInt8) in (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte) }
        let patterns = specifiers.map { Array($0.text.utf8) }
        guard !patterns.contains(where: \.isEmpty) else { return nil }
        let original = Array(text.utf8)
        let formatsNumber = specifiers.contains { $0.kind == .integer || $0.kind == .float }
            || patterns.contains { pattern in
                guard let start = original.firstIndex(ofBytes: pattern), start + pattern.count < original.count else { return false }
                let end = start + pattern.count
                return isLetter(original[end]) || isUnit(after: text[text.utf8.index(text.startIndex, offsetBy: end)...])
            }
        var bytes = original
        var scratch: [UInt8] = []
        for pattern in patterns {
            if let start = bytes.firstIndex(ofBytes: pattern), start > 0 {
                let letter = start - 1
                if isLetter(bytes[letter]), letter == 0 || !isLetter(bytes[letter - 1]) { bytes[letter] = 0x20 }
            }
            // ASCII all round: every match stands alone.
            guard SpecifierBlanking.blank(pattern, in: &bytes, scratch: &scratch) != nil else { return nil }
        }
        return (String(decoding: bytes, as: UTF8.self), formatsNumber)
    }

    /// Whether `text` is a marker the code replaces, one word in angle brackets alone: Latest
    /// writes `<dnl>` ("do not localize") for every storyboard text its code sets.
    static func isCodeMarker(_ text: String) -> Bool {
        let bytes = Array(text.utf8.drop { $0 == 0x20 }.reversed().drop { $0 == 0x20 }.reversed())
        guard bytes.count >= 3, bytes.count <= 26, bytes.first == UInt8(ascii: "<"), bytes.last == UInt8(ascii: ">") else { return false }
        return bytes.dropFirst().dropLast().allSatisfy { byte in
            (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
        }
    }

    /// Whether `text` is a copyright notice alone: the mark, the holder's name and the years
    /// (Linphone's "© Belledonne Communications 2010-2024"), the same in every language. Not one
    /// with words of a sentence ("All rights reserved", "and contributors").
    static func isCopyrightNotice(_ text: String) -> Bool {
        // The mark's bytes first (`©` is C2 A9): almost no text starts with one.
        let start = text.utf8.drop { $0 == 0x20 }.prefix(2)
        guard start.elementsEqual([0xC2, 0xA9]) || start.elementsEqual(Array("(c".utf8)) || start.elementsEqual(Array("(C".utf8)) else {
            return false
        }
        let tokens = text.split(whereSeparator: \.isWhitespace)
        guard let mark = tokens.first, mark == "©" || mark == "(c)" || mark == "(C)" || mark.hasPrefix("©") else { return false }
        var hasYear = false
        for token in tokens {
            let core = String(token.drop { $0 == "©" || $0.isPunctuation }.reversed().drop(while: \.isPunctuation).reversed())
            if core.isEmpty || core == "c" || core == "C" || token == "&" { continue }
            if core.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "–") }) {
                hasYear = hasYear || core.prefix(4).allSatisfy(\.isNumber) && core.count >= 4
                continue
            }
            guard let first = core.first, first.isUppercase, !noticeWords.contains(core.lowercased()) else { return false }
        }
        return hasYear
    }

    /// The vowels of English words in capitals, `Y` among them ("RHYTHM").
    private static let vowels: Set<UInt8> = Set("AEIOUY".utf8)

    /// The words of a notice that a translator translates.
    private static let noticeWords: Set<String> = ["all", "rights", "reserved", "copyright"]

    /// Beyond this many bytes, a text with letters needs translation.
    static let longText = 4_096

    /// Whether `text` has anything a translator would translate.
    static func needsTranslation(_ text: String, keeping terms: KeptTerms = KeptTerms([]), placeholders: RuntimePlaceholders,
                                 properNouns: Set<String> = []) -> Bool {
        // Neutral texts (numbers, addresses, acronyms, names) are short; one of kilobytes with
        // letters is prose, and reading it word by word would cost seconds to say so.
        if text.utf8.count > longText {
            return text.utf8.contains { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) }
                || text.unicodeScalars.contains { $0.isAlphabetic }
        }
        // One word answers: the rest of a long title need not be read.
        return !languageWords(in: text, keeping: terms, placeholders: placeholders, properNouns: properNouns, limit: 1).isEmpty
    }

    /// Words a set of development-language texts writes capitalized inside a sentence whose
    /// other words are lower-case ("Open in Safari", "Sign in with Google"), and never in lower
    /// case: names of things, the same in every language; and, written all in capitals in such a
    /// sentence, acronyms ("Enter the HTTPS address"). Title Case texts ("Export Settings")
    /// capitalize every word and say nothing.
    static func properNouns<Texts: Sequence>(in texts: Texts) -> Set<String> where Texts.Element == String {
        var capitalized: Set<String> = []
        var lowered: Set<String> = []
        for text in texts where text.unicodeScalars.contains(where: { $0.isUppercase }) || text.containsUTF8Byte(UInt8(ascii: " ")) {
            // A link's words are no sentence's: Delta Chat's "https://delta.chat/donate" writes
            // no "delta" in lower case.
            let prose = text.containsUTF8Byte(UInt8(ascii: ".")) || text.containsUTF8Byte(UInt8(ascii: "@")) ? withoutAddresses(text) : text
            for sentence in prose.split(whereSeparator: { ".!?:;\n".contains($0) }) {
                let words = sentence.split(whereSeparator: { !($0.isLetter || $0 == "'" || $0 == "’" || $0 == "-") })
                let sentenceCase = words.dropFirst().contains { $0.first?.isLowercase ?? false }
                for (index, word) in words.enumerated() {
                    guard let first = word.first else { continue }
                    if first.isLowercase {
                        lowered.insert(word.lowercased())
                    } else if sentenceCase, first.isUppercase, word.count > 1,
                              index > 0 || word.allSatisfy({ $0.isUppercase || $0 == "-" }) {
                        capitalized.insert(String(word))
                    }
                }
            }
        }
        return capitalized.filter { !lowered.contains($0.lowercased()) && $0 != "I" }
    }

    /// A file extension written alone (`.vult`, `(.zip)`, `*.bak,`): no word of a sentence, though
    /// its letters are lower-case (Vultisig's "Import .vult backup" beside its token "VULT").
    private static func isFileExtension(_ chunk: Substring) -> Bool {
        let core = chunk.drop { "(\"'*“‘".contains($0) }.reversed().drop { ",;:)\"'”’!?".contains($0) }.reversed()
        guard core.first == ".", (3...7).contains(core.count) else { return false }
        let letters = core.dropFirst()
        return letters.allSatisfy { $0.isASCII && ($0.isLowercase || $0.isNumber) } && letters.contains(where: \.isLetter)
    }

    /// `text` with each link, address, domain name or file extension between white space made a
    /// space.
    private static func withoutAddresses(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let start = rest.firstIndex(where: { !$0.isWhitespace }) {
            result += rest[..<start]
            let end = rest[start...].firstIndex(where: \.isWhitespace) ?? rest.endIndex
            let chunk = rest[start..<end]
            let core = trimmed(chunk)
            result += !core.isEmpty && isAddress(core) || isFileExtension(chunk) ? " " : chunk
            rest = rest[end...]
        }
        return result + rest
    }

    /// `text` with every occurrence of `term` that stands as whole words ("Mac", not "Machine")
    /// replaced by a space.
    private static func removingWhole(_ term: String, from text: String) -> String {
        var result = ""
        var rest = text[...]
        while let range = rest.range(of: term) {
            let before = range.lowerBound == rest.startIndex ? result.last : rest[rest.index(before: range.lowerBound)]
            let after = range.upperBound == rest.endIndex ? nil : rest[range.upperBound]
            let isWhole = !(before.map { $0.isLetter || $0.isNumber } ?? false) && !(after.map { $0.isLetter || $0.isNumber } ?? false)
            result += rest[..<range.lowerBound]
            result += isWhole ? " " : String(rest[range])
            rest = rest[range.upperBound...]
        }
        return result + rest
    }

    /// A name the development text writes inside its sentences, here in capitals, as a heading
    /// writes it ("MOZILLA" for "Mozilla").
    private static func isCapitals(_ token: String, ofNameIn properNouns: Set<String>) -> Bool {
        guard !properNouns.isEmpty, token.count > 1, token.allSatisfy({ !$0.isLetter || $0.isUppercase }) else { return false }
        return properNouns.contains(token.prefix(1) + token.dropFirst().lowercased())
    }

    private static let chunkPunctuation: Set<Character> = Set("()[]{}<>\"'“”‘’«»„‚,;:!?¡¿…*·•–—.")

    private static func trimmed<Text: StringProtocol>(_ text: Text) -> String {
        guard let first = text.firstIndex(where: { !chunkPunctuation.contains($0) }),
              let last = text.lastIndex(where: { !chunkPunctuation.contains($0) }) else { return "" }
        return String(text[first...last])
    }

    /// Unit symbols that read the same in every language beside a number (SI and the like).
    private static let units: Set<String> = [
        "x", "×", "dB", "Hz", "kHz", "MHz", "GHz", "ms", "µs", "ns", "s", "sec", "min", "h", "d", "px", "pt", "p", "i", "K", "k",
        "B", "KB", "kB", "MB", "GB", "TB", "PB", "KiB", "MiB", "GiB", "TiB", "kb", "Mb", "Gb", "Tb",
        "bps", "kbps", "Mbps", "Gbps", "Tbps", "Pbps", "bit", "Bit", "sat", "sats", "kbit", "Mbit", "Gbit", "THz", "fps", "mm", "cm", "m", "km",
        "g", "kg", "mg", "l", "L", "ml", "mL", "dL", "mmol", "U", "IU", "°C", "°F", "C", "F",
        // Magnitudes written after a count: millions, billions (giga), trillions, and on.
        "M", "G", "T", "P", "E",
        // Ethereum's unit of gas prices (Gem Wallet's fee rate "%@ gwei", kept by its translations).
        "gwei",
    ]

    /// Unit symbols divided by unit symbols, a rate: `kbit/s`, `km/h`, `MB/s` (Kodi's bit rate,
    /// kept by every language that translates it).
    private static func isCompoundUnit(_ chunk: String) -> Bool {
        guard chunk.utf8.contains(UInt8(ascii: "/")) else { return false }
        let parts = chunk.split(separator: "/", omittingEmptySubsequences: false)
        return parts.count == 2 && parts.allSatisfy { units.contains(String($0)) }
    }

    /// Unit symbols of one lower-case letter: seconds, hours, metres or minutes, grams, litres,
    /// thousands, times. Not `p` and `i` (`720p`, `1080i`), which mean nothing alone.
    private static let loneUnitLetters: Set<String> = ["s", "h", "d", "m", "g", "l", "k", "x", "×"]

    /// A capital letter standing alone after a word names a thing, in every language as in
    /// English ("Vitamin C", "Plan B"); "I" is the English pronoun.
    private static func isLetterName(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars)
        guard scalars.count == 1, let letter = scalars.first else { return false }
        return ("A"..."Z").contains(letter) && letter != "I"
    }

    /// A range of two capital letters, a sort order, after a word or alone (Simplenote's
    /// "Name: Z-A", Lockwise's sort button "A-Z", which German keeps).
    private static func isLetterRange(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars)
        guard scalars.count == 3, scalars[1] == "-" || scalars[1] == "\u{2013}" || scalars[1] == "\u{2192}" else { return false }
        return ("A"..."Z").contains(scalars[0]) && ("A"..."Z").contains(scalars[2])
    }

    /// Capitals and a version's "v" before its number: a protocol's name (ProtonVPN's `IKEv2`,
    /// kept by all 30 of its languages; `IPv6`, `SNMPv3`).
    /// ASCII letters and digits, five letters at most, a capital among them, and a digit
    /// between two letters: `A1c`, `HbA1c`, `B12` is not (no letter after the digit).
    private static func isCode(_ token: String) -> Bool {
        let scalars = Array(token.unicodeScalars)
        guard scalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }),
              scalars.filter(\.properties.isAlphabetic).count <= 5, scalars.contains(where: \.properties.isUppercase) else { return false }
        return scalars.indices.dropFirst().dropLast().contains { index in
            ("0"..."9").contains(scalars[index]) && scalars[index - 1].properties.isAlphabetic && scalars[index + 1].properties.isAlphabetic
        }
    }

    private static func isVersionedAcronym(_ run: Substring) -> Bool {
        guard run.count >= 3, run.last == "v" else { return false }
        return run.dropLast().allSatisfy { $0.isASCII && $0.isUppercase }
    }

    /// Whether `text` starts with a space and a unit symbol standing alone (" T", " kbps").
    private static func isUnit(after text: Substring) -> Bool {
        guard text.first == " " else { return false }
        let symbol = text.dropFirst().prefix { !$0.isWhitespace && !chunkPunctuation.contains($0) }
        return units.contains(String(symbol))
    }

    /// A URL, an e-mail address or handle (`@name@server.social`), or a domain name (`Duck.ai`).
    /// Whether `text` is one link, address or path, alone (`https://…`, `/overview/`).
    static func isAddressAlone(_ text: String) -> Bool {
        let chunk = trimmed(text)
        return !chunk.isEmpty && !chunk.contains(where: \.isWhitespace) && isAddress(chunk)
    }

    /// Whether `text` is one link alone, with its scheme (`wss://some.relay.com`): never a key's
    /// identifier, which a dotted name (`settings.clearCache`) may be.
    static func isLinkAlone(_ text: String) -> Bool {
        // The byte search first: almost no key holds a link, and `isWhitespace` asks Unicode.
        guard text.containsBytes("://") else { return false }
        return !trimmed(text).contains(where: \.isWhitespace)
    }

    private static func isAddress(_ chunk: String) -> Bool {
        if chunk.containsBytes("://") || chunk.hasPrefix("www.") { return true }
        // A content blocker's filter rule for a domain, its anchors around it (AdGuard's sample
        // rule `||example.org^`; `@@||…^` lets the domain through).
        if chunk.hasPrefix("||") || chunk.hasPrefix("@@||") {
            let domain = chunk.drop(while: { $0 == "@" || $0 == "|" })
            let bare = domain.hasSuffix("^") ? domain.dropLast() : domain
            return !bare.isEmpty && !bare.hasPrefix("|") && isAddress(String(bare))
        }
        // A path from the root (`/overview/`, the sample in openHAB's field for its start page).
        if chunk.hasPrefix("/"), chunk.utf8.dropFirst().contains(UInt8(ascii: "/")) { return true }
        if let at = chunk.lastIndex(of: "@"), chunk[chunk.index(after: at)...].contains(".") { return true }
        // A Matrix room's alias, `#room:server.org` (a user's, `@alice:matrix.org`, is above).
        if chunk.hasPrefix("#"), let colon = chunk.firstIndex(of: ":"), colon > chunk.index(after: chunk.startIndex),
           chunk[chunk.index(after: colon)...].contains(".") { return true }
        // A domain and a path, without the scheme (2FAS's `2fas.com/be`).
        if let slash = chunk.firstIndex(of: "/"), slash > chunk.startIndex { return isDomainName(chunk[..<slash]) }
        return isDomainName(chunk[...])
    }

    /// `text` without its links, addresses and domain names ("E-mail: CoronaWarnApp@rki.de"
    /// is "E-mail:"), its other words as they are; nil when it has none.
    static func removingAddresses(_ text: String) -> String? {
        guard mayHoldAddress(text) else { return nil }
        let chunks = text.split(whereSeparator: \.isWhitespace)
        let kept = chunks.filter { chunk in
            let bare = trimmed(chunk)
            return bare.isEmpty || !isAddress(bare)
        }
        return kept.count == chunks.count ? nil : kept.joined(separator: " ")
    }

    /// A byte scan first, as most values are sentences: a `/`, or a dot right before a letter
    /// (`example.com`, `someone@rki.de`; a sentence's full stop is followed by a space). Not an
    /// `@` alone: `%@` is in most formats.
    private static func mayHoldAddress(_ text: String) -> Bool {
        var afterDot = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "/") { return true }
            if afterDot, LetterShortcut.isASCIILetter(byte) { return true }
            afterDot = byte == UInt8(ascii: ".")
        }
        return false
    }

    private static func isDomainName(_ chunk: Substring) -> Bool {
        // A reverse domain name, an app's or a service's identifier: Session's
        // `NSHumanReadableCopyright`, "com.loki-project.loki-messenger".
        if isReverseDomainName(chunk) { return true }
        // Capitals alone are a pattern, not a name a browser is given: OsmAnd's coordinate
        // format "DDD.DDDDD".
        guard chunk.utf8.contains(where: { (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0) }) else { return false }
        let labels = chunk.split(separator: ".", omittingEmptySubsequences: false)
        guard labels.count >= 2, let last = labels.last, (2...24).contains(last.count), last.allSatisfy({ $0.isLetter && $0.isASCII }) else {
            return false
        }
        return labels.allSatisfy { $0.count >= 2 && $0.allSatisfy { ($0.isLetter || $0.isNumber || $0 == "-") && $0.isASCII } }
    }

    /// Three labels or more, the first a common top-level domain (`com`, `org`, `ch`), the
    /// others letters, digits and hyphens: `com.loki-project.loki-messenger`, `org.videolan.vlc`.
    /// (Not "dd.mm.yyyy", a date's pattern a language may write in its own letters.)
    private static func isReverseDomainName(_ chunk: Substring) -> Bool {
        let labels = chunk.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 3, let first = labels.first, topLevelDomains.contains(String(decoding: first, as: UTF8.self)) else { return false }
        return labels.dropFirst().allSatisfy { label in
            !label.isEmpty && label.first != UInt8(ascii: "-")
                && label.allSatisfy { LetterShortcut.isASCIILetter($0) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) || $0 == UInt8(ascii: "-") }
        }
    }

    /// Top-level domains that begin apps' and services' identifiers.
    private static let topLevelDomains: Set<String> = [
        "com", "org", "net", "io", "app", "dev", "edu", "gov", "info", "co", "me", "ai", "eu", "ch", "de", "at", "fr", "uk", "nl",
        "be", "it", "es", "se", "no", "dk", "fi", "pl", "cz", "ru", "jp", "cn", "kr", "us", "ca", "au", "br", "in",
    ]

    /// A number with its unit or code (`1.5x`, `4K`, `U100`, `S1E01`), a unit beside a number,
    /// an acronym (`OK`, `URL`, `UTF-8`, `ISO-8859-1`; a longer one in capitals, `HTTPS`, only
    /// when the development text writes it so inside a sentence: "VISION" may be a heading) or a
    /// brand-shaped name (`iCloud`, `WebDAV`, `HABPanel`).
    private static func isLanguageNeutral(_ token: String, hasNumber: Bool, knownAcronyms: Set<String>) -> Bool {
        if hasNumber && units.contains(token) { return true }
        // A marker between double underscores (`__empty__`, which Orbot's code turns into no
        // header at all) is the code's, no word. (A key shown as it is, `safe_mode_switch`, is
        // still text a user reads.)
        if token.utf8.count > 4, token.hasPrefix("__"), token.hasSuffix("__") { return true }
        // So is a constant's name in capitals joined by underscores, written as the development
        // language's value (the NHS COVID-19 app's test kinds, "RAPID_RESULT", "LAB_RESULT").
        if token.utf8.contains(UInt8(ascii: "_")), token.utf8.allSatisfy({ (0x41...0x5A).contains($0) || (0x30...0x39).contains($0) || $0 == 0x5F }),
           token.utf8.filter({ (0x41...0x5A).contains($0) }).count >= 2 { return true }
        // A unit symbol of two letters or more reads the same alone (a picker's "Gbps", "MHz");
        // a single letter, or "min", may be a word.
        if token.count >= 2 && token != "min" && units.contains(token) { return true }
        let runs = token.split(whereSeparator: { !$0.isLetter })
        if token.contains(where: \.isNumber) {
            // A lab test's code, letters around a digit with a capital among them (`A1c`,
            // `HbA1c`, nightguard's), the same in every language.
            if isCode(token) { return true }
            return runs.allSatisfy { units.contains(String($0)) || ($0.count <= 3 && $0.allSatisfy(\.isUppercase)) || isVersionedAcronym($0) }
        }
        // Upper-case letters, maybe joined by hyphens: OK, URL, JIS.
        if runs.allSatisfy({ (2...3).contains($0.count) && $0.allSatisfy(\.isUppercase) }) && token.allSatisfy({ $0.isLetter || $0 == "-" }) {
            return true
        }
        // Four or five capitals without a vowel spell no word: an acronym (Linphone's "DTLS",
        // a menu item beside SRTP and ZRTP; SMTP, XMPP, HTTPS).
        if (4...5).contains(token.utf8.count), token.utf8.allSatisfy({ (0x41...0x5A).contains($0) && !Self.vowels.contains($0) }) { return true }
        if knownAcronyms.contains(token) && token.allSatisfy({ $0.isUppercase || $0 == "-" }) { return true }
        // Acronyms joined by "over": a protocol carried inside another (AdGuard's `DNS-over-HTTPS`
        // and `DNS-over-TLS`, which 21 of its 29 languages keep, all 8 in other scripts).
        if runs.count == 3, runs[1] == "over", token.allSatisfy({ $0.isLetter || $0 == "-" }),
           [runs[0], runs[2]].allSatisfy({ (2...5).contains($0.count) && $0.allSatisfy { $0.isASCII && $0.isUppercase } }) {
            return true
        }
        // A capital after a lower-case letter: iCloud, DuckDuckGo, macOS, UPnP. Or capitals
        // before a capitalized word: openHAB's HABPanel, XMLParser.
        let letters = Array(token)
        if zip(letters, letters.dropFirst()).contains(where: { $0.isLowercase && $1.isUppercase }) { return true }
        return letters.indices.dropLast(2).contains { letters[$0].isUppercase && letters[$0 + 1].isUppercase && letters[$0 + 2].isLowercase }
    }
}
