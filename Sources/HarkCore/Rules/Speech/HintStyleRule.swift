/// `hint-style`: a hint that does not read as Apple's guide asks ("Crafting Useful Labels and
/// Hints"): a short sentence, starting with a capital and ending with the language's full
/// stop, describing the result, without repeating the label, naming the control or a gesture.
struct HintStyleRule: Rule {
    let id = "hint-style"

    enum Problem: Sendable {
        case startsLowercase
        case noSentenceEnd(String)
        case repeatsLabel(String)
        case namesControlType(String)
        case namesGesture(String)
    }

    enum Message: FindingMessage {
        case style(hint: String, problems: [Problem])

        /// The text itself: findings about different texts (one per translation) are not one
        /// finding for every locale.
        var subject: String {
            switch self {
            case .style(let hint, _): return hint
            }
        }

        func text(in context: MessageContext) -> String {
            switch self {
            case .style(let hint, let problems):
                let described = problems.map { problem in
                    switch problem {
                    case .startsLowercase: return "does not start with a capital"
                    case .noSentenceEnd(let stop): return "does not end with \"\(stop)\""
                    case .repeatsLabel(let label): return "repeats the label \(quoted(label))"
                    case .namesControlType(let word): return "names the control type (\"\(word)\")"
                    case .namesGesture(let word): return "names a gesture (\"\(word)\"), which VoiceOver's own hint covers"
                    }
                }
                return "the hint \(quoted(hint)) \(described.joined(separator: ", "))"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // A disabled switch still speaks its own hint. A screen for the app's developers
        // (`DebugScreens`) is worded for them, not for users.
        var developerScreens = DeveloperScreenFilter(context)
        let hinted = context.switchCells.compactMap { item -> (item: SwitchCell, source: LocalizedText)? in
            let element = item.element
            guard element.isElement, !element.isHidden, let source = element.hint,
                  !developerScreens.excludes(element.location, screen: item.screenID) else { return nil }
            return (item, source)
        }
        // The development language first: a problem its hint has, a translation has because
        // translators keep the original's form ("Sort context in ascending or descending order"
        // without a full stop in 51 languages, VLC). It is the original's, reported there once.
        let development = context.announcers[context.unit.developmentLanguage]
        var inherited: [ProblemKinds] = []
        if let development {
            inherited = Array(repeating: [], count: hinted.count)
            check(hinted, in: development, context: context, inherited: nil, into: &emitter) { inherited[$0] = $1 }
        }
        for announcer in context.localeAnnouncers where announcer !== development {
            check(hinted, in: announcer, context: context, inherited: inherited.isEmpty ? nil : inherited, into: &emitter) { _, _ in }
        }
    }

    /// The kinds of problem a hint has, as bits.
    struct ProblemKinds: OptionSet {
        let rawValue: UInt8

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ problem: Problem) {
            switch problem {
            case .startsLowercase: rawValue = 1
            case .noSentenceEnd: rawValue = 2
            case .repeatsLabel: rawValue = 4
            case .namesControlType: rawValue = 8
            case .namesGesture: rawValue = 16
            }
        }
    }

    /// Every hint in one locale (one locale's tables stay in the cache while every hint is
    /// looked up): `found` hears each hint's kinds of problem by its index, and problems of the
    /// kinds `inherited` holds for a hint are not reported.
    private func check(_ hinted: [(item: SwitchCell, source: LocalizedText)], in announcer: Announcer, context: AuditContext,
                       inherited: [ProblemKinds]?, into emitter: inout FindingEmitter, found: (Int, ProblemKinds) -> Void) {
        var lowered = LoweredText()
        var cursor = LookupCursor()
        let names = context.names(in: announcer)
        for index in hinted.indices {
            // Read in place, where its table holds it: a `String` of each hint in every
            // locale showed in profiles.
            let hint = announcer.resolver.resolveKept(hinted[index].source, cursor: &cursor)
            guard ResolvedText.isAuthored(hint.source), !hint.isBlank else { continue }
            let text = hint.trimmingWhitespace()
            lowered.replace(with: text)
            let vocabulary = context.styleVocabulary(for: hint.source, in: announcer)
            var problems: [Problem] = []
            if WordMatching.firstLetterIsLowercase(text) == true { problems.append(.startsLowercase) }
            let stop = vocabulary[.sentenceEnd]
            if !stop.isEmpty, !WordMatching.endsSentence(text, stop: stop) {
                problems.append(.noSentenceEnd(stop))
            }
            if let name = names.resolvedName(of: hinted[index].item), lowered.hasPrefix(lowering: name.trimmed) {
                problems.append(.repeatsLabel(name.text.text))
            }
            // The control named as this control ("this switch"), not a role word used for
            // something else ("will toggle automatically", "a toggle key").
            if let word = vocabulary.list(.role).matchInHint(lowered) {
                problems.append(.namesControlType(word))
            }
            // A gesture as an instruction ("Double tap to…"), not a word of the setting's
            // own subject ("the first click will be handled by the VM").
            if let word = vocabulary.list(.action).matchInHint(lowered) {
                problems.append(.namesGesture(word))
            }
            guard !problems.isEmpty else { continue }
            found(index, problems.reduce(into: ProblemKinds()) { $0.insert(ProblemKinds($1)) })
            // A plain string is the same text in every locale: its finding is every locale's.
            if let inherited, hint.source != .literal { problems.removeAll { inherited[index].contains(ProblemKinds($0)) } }
            guard !problems.isEmpty else { continue }
            let (item, source) = hinted[index]
            emitter.report(Message.style(hint: text.string, problems: problems), at: source.location, screen: item.screenID,
                           cell: item.cell, locale: announcer.locale)
        }
    }
}
