/// `hint-style`: a hint that does not read as Apple's guide asks ("Crafting Useful Labels and
/// Hints"): a short sentence, starting with a capital and ending with the language's full
/// stop, describing the result, without repeating the label, naming the control or a gesture.
struct HintStyleRule: Rule {
    let id = "hint-style"

    enum Problem: Sendable, StyleProblem {
        case startsLowercase
        case noSentenceEnd(String)
        case repeatsLabel(String)
        case namesControlType(String)
        case namesGesture(String)

        var kind: UInt8 {
            switch self {
            case .startsLowercase: return 1
            case .noSentenceEnd: return 2
            case .repeatsLabel: return 4
            case .namesControlType: return 8
            case .namesGesture: return 16
            }
        }
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
        // The development language first: its hint's problems are the translations' too when
        // they keep its form (`OriginalsProblems`).
        OriginalsProblems.judge(context, items: hinted.count) { announcer, originals, record in
            check(hinted, in: announcer, context: context, originals: originals, into: &emitter, record: record)
        }
    }

    /// Every hint in one locale (one locale's tables stay in the cache while every hint is
    /// looked up): `record` hears each hint's kinds of problem by its index.
    private func check(_ hinted: [(item: SwitchCell, source: LocalizedText)], in announcer: Announcer, context: AuditContext,
                       originals: OriginalsProblems, into emitter: inout FindingEmitter, record: (Int, UInt8) -> Void) {
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
            record(index, OriginalsProblems.kinds(of: problems))
            // A plain string is the same text in every locale: its finding is every locale's.
            if hint.source != .literal { problems = originals.own(problems, at: index) }
            guard !problems.isEmpty else { continue }
            let (item, source) = hinted[index]
            emitter.report(Message.style(hint: text.string, problems: problems), at: source.location, screen: item.screenID,
                           cell: item.cell, locale: announcer.locale)
        }
    }
}
