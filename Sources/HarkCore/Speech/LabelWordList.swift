/// One of the style rules' word lists for one language, read from
/// `Locales/<lang>.lproj/<Kind>.txt`: the words, where in a label they count, and phrases that
/// end (or start) with such a word but are names, not redundant words.
///
/// The file is plain text: `#` starts a comment (the header names each word's source), a
/// `match:` line says where the words count (`start`, `end`, or both), an `except:` line gives
/// a phrase that is not flagged, and every other non-empty line is one word or phrase. A word
/// marked `(label only)` is looked for in labels but not in hints ("button": a hint may well
/// speak of other buttons, "Underlines buttons shown as text."). In a hint, the words count
/// where they count in a label ("Mono audio switch.", "Double tap to…"), since a hint may use
/// them otherwise ("input capture will toggle automatically", "treated as a toggle key",
/// "the first click"); a `hint:` line gives a phrase that names this control anywhere in a hint
/// ("this switch"). An `instruction:` line gives a word that turns a label with one
/// of the list's words into an instruction for operating the switch ("Tap to enable AirDrop"):
/// a list that has them flags a label only with one, since a setting may be named after a
/// gesture it turns on ("Double-Tap Post to Jump", "Swipe up/down for volume"). A `shows:` line
/// gives a verb that, starting a label, makes a word at its end the setting's object: the switch
/// shows or hides another control ("Show Translate Button", "Display Meal Button"), and a
/// listener hears the verb before the word, so the label does not pass for that control's.
/// A `keeps:` line gives a verb that, starting a label, makes a state word at its end say what
/// the setting does to its object ("Keep Screen On", "Show Selected"), not the switch's state.
/// A `separates:` line gives a verb form whose separable particle is a state word: anywhere
/// before the end it makes that word its particle ("TTS blendet anderes aus": ausblenden, "Rücke
/// Antworten ein": einrücken), where the German verb goes second or first and its particle last.
/// A class: rules ask for a list for every text in every locale, and copying a struct of seven
/// word lists cost some thirty reference counts each time.
final class LabelWordList: Sendable {
    enum Kind: String, CaseIterable, Sendable {
        /// The control's role, which VoiceOver already says ("switch", "button").
        case role = "RoleWords"
        /// A state the switch already speaks ("on", "checked").
        case state = "StateWords"
        /// A gesture or action, which VoiceOver's own hint covers ("tap", "swipe").
        case action = "ActionWords"
    }

    enum Position: String, Sendable, CaseIterable { case start, end }

    let kind: Kind
    let file: String
    let positions: Set<Position>
    /// `positions` in `Position.allCases` order (asked for every text: no hashing).
    private let orderedPositions: [Position]
    let words: WordList
    /// The words hint-style looks for in a hint, where `positions` says.
    let hintWords: WordList
    let exceptions: WordList
    /// Phrases that name this control anywhere in a hint (`hint:` lines).
    let hintPhrases: WordList
    /// Words one of which a label must also have for the list's words to count in it.
    let instructions: WordList
    /// Verbs that, starting a label, make the word at its end the object the setting shows.
    let showingVerbs: WordList
    /// Verbs that, starting a label, make the state word at its end their object's state.
    let keepingVerbs: WordList
    /// Verb forms that, anywhere in a label, make the state word at its end their particle.
    let separableVerbs: WordList

    init(kind: Kind, file: String, positions: Set<Position>, words: WordList, hintWords: WordList, exceptions: WordList,
         hintPhrases: WordList = WordList([]), instructions: WordList = WordList([]), showingVerbs: WordList = WordList([]),
         keepingVerbs: WordList = WordList([]), separableVerbs: WordList = WordList([])) {
        self.kind = kind
        self.file = file
        self.positions = positions
        orderedPositions = Position.allCases.filter(positions.contains)
        self.words = words
        self.hintWords = hintWords
        self.exceptions = exceptions
        self.hintPhrases = hintPhrases
        self.instructions = instructions
        self.showingVerbs = showingVerbs
        self.keepingVerbs = keepingVerbs
        self.separableVerbs = separableVerbs
    }

    static func empty(_ kind: Kind) -> LabelWordList {
        LabelWordList(kind: kind, file: "", positions: [], words: WordList([]), hintWords: WordList([]), exceptions: WordList([]))
    }

    /// Reads a list file; a line that is not understood is an error with its position, as
    /// for any other broken resource.
    static func load(file: String, kind: Kind) throws -> LabelWordList {
        let bytes = try FileSystem.readBytes(file)
        guard let text = String(validating: bytes, as: UTF8.self) else { throw InputError("a word list must be UTF-8", file: file) }
        return try parse(text, file: file, kind: kind)
    }

    static let labelOnly = "(label only)"

    static func parse(_ text: String, file: String, kind: Kind) throws -> LabelWordList {
        var positions: Set<Position> = []
        var words: [String] = []
        var hintWords: [String] = []
        var exceptions: [String] = []
        var hintPhrases: [String] = []
        var instructions: [String] = []
        var showingVerbs: [String] = []
        var keepingVerbs: [String] = []
        var separableVerbs: [String] = []
        for (index, raw) in text.lines.enumerated() {
            let line = raw.trimmedWhitespace
            if line.isEmpty || line.hasPrefix("#") { continue }
            if line.hasPrefix("match:") {
                for name in line.dropFirst("match:".count).split(whereSeparator: { $0 == "," || $0 == " " }) {
                    guard let position = Position(rawValue: String(name)) else {
                        throw InputError("\"match:\" takes start and/or end, found \"\(name)\"",
                                         at: SourceLocation(file: file, line: index + 1, column: 1))
                    }
                    positions.insert(position)
                }
            } else if line.hasPrefix("except:") {
                exceptions.append(String(line.dropFirst("except:".count)).trimmedWhitespace)
            } else if line.hasPrefix("hint:") {
                hintPhrases.append(String(line.dropFirst("hint:".count)).trimmedWhitespace)
            } else if line.hasPrefix("instruction:") {
                instructions.append(String(line.dropFirst("instruction:".count)).trimmedWhitespace)
            } else if line.hasPrefix("shows:") {
                showingVerbs.append(String(line.dropFirst("shows:".count)).trimmedWhitespace)
            } else if line.hasPrefix("keeps:") {
                keepingVerbs.append(String(line.dropFirst("keeps:".count)).trimmedWhitespace)
            } else if line.hasPrefix("separates:") {
                separableVerbs.append(String(line.dropFirst("separates:".count)).trimmedWhitespace)
            } else if line.hasSuffix(labelOnly) {
                words.append(String(line.dropLast(labelOnly.count)).trimmedWhitespace)
            } else {
                words.append(line)
                hintWords.append(line)
            }
        }
        guard !positions.isEmpty else {
            throw InputError("the word list says nowhere where its words count (a line \"match: start\", \"match: end\" or \"match: start, end\")",
                             at: SourceLocation(file: file, line: 1, column: 1))
        }
        return LabelWordList(kind: kind, file: file, positions: positions, words: WordList(words),
                             hintWords: WordList(hintWords), exceptions: WordList(exceptions), hintPhrases: WordList(hintPhrases),
                             instructions: WordList(instructions), showingVerbs: WordList(showingVerbs),
                             keepingVerbs: WordList(keepingVerbs), separableVerbs: WordList(separableVerbs))
    }

    /// The word `text` starts or ends with (where the list counts it), unless the text starts
    /// or ends with one of the exceptions there, the list asks for an instruction word the
    /// text does not have, or a showing or keeping verb starts the text that ends with the word.
    func match(in text: LoweredText) -> String? {
        guard let word = match(words, in: text) else { return nil }
        // A role word the label says twice names things of that kind ("Profile Overrides Button
        // / Temp Targets Button": the buttons a watch app shows), not this control's role.
        if kind == .role, Self.occursTwice(word, in: text) { return nil }
        if !instructions.isEmpty && WordMatching.firstWord(of: instructions, in: text) == nil { return nil }
        for verbs in [showingVerbs, keepingVerbs] where WordMatching.word(of: verbs, at: .start, in: text) != nil {
            if WordMatching.word(of: words, at: .end, in: text) == word { return nil }
        }
        if !separableVerbs.isEmpty, WordMatching.firstWord(of: separableVerbs, in: text) != nil,
           WordMatching.word(of: words, at: .end, in: text) == word {
            return nil
        }
        // In a script without spaces a place or a time may come before the verb
        // ("在螢幕底部顯示未讀按鈕": at the bottom of the screen, show the unread button).
        if let verb = WordMatching.firstWord(of: showingVerbs, in: text), !WordMatching.needsSpaces(verb),
           WordMatching.word(of: words, at: .end, in: text) == word {
            return nil
        }
        return word
    }

    /// Whether the text says a role word twice, naming things of that kind (the exception of
    /// `match(in:)`): a translation that says it once, for both ("Pulsante profilo override /
    /// Temp Targets"), keeps the original's form.
    func namesKindTwice(in text: LoweredText) -> Bool {
        guard kind == .role, let word = match(words, in: text) else { return false }
        return Self.occursTwice(word, in: text)
    }

    /// The word of the list a hint names: a `hint:` phrase anywhere ("Turn this switch on to…"),
    /// or, in a hint of one sentence, a word where the list counts it in a label ("Mono audio
    /// switch.", "Double tap to…"). In a hint of several sentences the word at the end is the
    /// last sentence's ("…視作和主機端同步的切換開關。": treated as a toggle key), not the hint's.
    func matchInHint(_ text: LoweredText) -> String? {
        if let phrase = WordMatching.firstWord(of: hintPhrases, in: text) { return phrase }
        guard let word = match(hintWords, in: text) else { return nil }
        return WordMatching.sentenceCount(text.scalars) == 1 ? word : nil
    }

    /// Whether `word` is in the text twice or more, each time a whole word (anywhere, in a
    /// script without spaces between words).
    private static func occursTwice(_ word: String, in text: LoweredText) -> Bool {
        let needle = Array(LoweredText(word).scalars)
        let wholeWordOnly = WordMatching.needsSpaces(needle)
        return text.withScalars { haystack in
            guard !needle.isEmpty else { return false }
            var found = 0
            var start = 0
            while start + needle.count <= haystack.count {
                defer { start += 1 }
                guard (0..<needle.count).allSatisfy({ haystack[start + $0] == needle[$0] }) else { continue }
                let end = start + needle.count
                if wholeWordOnly && ((start > 0 && haystack[start - 1].isWordCharacter) || (end < haystack.count && haystack[end].isWordCharacter)) {
                    continue
                }
                found += 1
                if found == 2 { return true }
            }
            return false
        }
    }

    private func match(_ candidates: WordList, in text: LoweredText) -> String? {
        for position in orderedPositions {
            guard let word = WordMatching.word(of: candidates, at: position, in: text) else { continue }
            if WordMatching.word(of: exceptions, at: position, in: text) != nil { continue }
            return word
        }
        return nil
    }
}
