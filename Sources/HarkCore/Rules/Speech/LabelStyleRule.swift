/// `label-style`: an accessibility name with words VoiceOver already says or that do not belong
/// in a name, in each locale's terms (the word lists in `Locales/<lang>.lproj`): the control's
/// role at its end ("Wi-Fi switch"; at its start in languages that put the noun first, "Bouton
/// Wi-Fi"), a state at its end ("Bluetooth On"), an action at its start ("Tap to enable…"); or
/// a name that reads like a sentence (a final period) or starts lower-case. Words are matched
/// whole where GTXiLib matches them, so that "Switch Control" and "Button Shapes" stay clean.
struct LabelStyleRule: Rule {
    let id = "label-style"

    enum Problem: Sendable, StyleProblem {
        case namesRole(String)
        case saysState(String)
        case namesAction(String)
        case endsWithPeriod
        case startsLowercase

        var kind: UInt8 {
            switch self {
            case .namesRole: return 1
            case .saysState: return 2
            case .namesAction: return 4
            case .endsWithPeriod: return 8
            case .startsLowercase: return 16
            }
        }
    }

    enum Message: FindingMessage {
        case style(label: String, problems: [Problem])

        /// The text itself: findings about different texts (one per translation) are not one
        /// finding for every locale.
        var subject: String {
            switch self {
            case .style(let label, _): return label
            }
        }

        func text(in context: MessageContext) -> String {
            switch self {
            case .style(let label, let problems):
                let described = problems.map { problem in
                    switch problem {
                    case .namesRole(let word): return "names the control's role (\"\(word)\"), which VoiceOver already says"
                    case .saysState(let word): return "says a state (\"\(word)\"), which the switch already speaks and which goes stale when it changes"
                    case .namesAction(let word): return "names an action (\"\(word)\"), which VoiceOver's hint already gives"
                    case .endsWithPeriod: return "ends with a period"
                    case .startsLowercase: return "starts lower-case"
                    }
                }
                return "the label \(quoted(label)) \(described.joined(separator: ", "))"
            }
        }
    }

    /// Whether the label's last word, its period with it, is an abbreviation that `development`
    /// (the development language's label) writes inside its text: VLC's Corsican "Piattà
    /// l’artisti feat." for "Hide feat. artists". The period is the abbreviation's.
    static func endsWithAbbreviation(_ label: String, writtenIn development: String?) -> Bool {
        guard let development, let last = label.split(whereSeparator: \.isWhitespace).last,
              last.count > 1, last.hasSuffix("."), last.dropLast().allSatisfy(\.isLetter) else { return false }
        let words = development.split(whereSeparator: \.isWhitespace)
        return words.dropLast().contains { $0 == last }
    }

    /// Whether `word` is all of `text` but white space and punctuation.
    static func isWhole(_ word: String, of text: LoweredText) -> Bool {
        let letters = text.scalars.filter { !$0.isWhiteSpace && !$0.isPunctuation }
        return letters == LoweredText(word).scalars.filter { !$0.isWhiteSpace && !$0.isPunctuation }
    }

    /// The views of a name made of several read one after another (a SwiftUI label's texts);
    /// nil for a name of one text.
    static func views(of name: LocalizedText?) -> [LocalizedText]? {
        guard case .joined(let parts, let separator, _)? = name, parts.count > 1, separator == LocalizedText.viewSeparator else { return nil }
        return parts
    }

    /// The title of a name of several views whose last ones are sentences (a caption of one
    /// sentence or more under the title, "Link previews" / "Follows the timeline media visibility
    /// settings." / "Can leak the device IP address…"): the views before them. Nil when the
    /// last view is no sentence, or every view is one.
    static func title(of views: [LocalizedText], in announcer: Announcer) -> AuditContext.ResolvedName? {
        var end = views.count
        while end > 1, WordMatching.endsWithFullStop(announcer.resolver.resolveKept(views[end - 1]).trimmingWhitespace(),
                                                     stop: announcer.vocabulary[.sentenceEnd]) {
            end -= 1
        }
        guard end < views.count else { return nil }
        let leading = end == 1 ? views[0] : .joined(Array(views[..<end]), separator: LocalizedText.viewSeparator, at: views[0].location)
        return AuditContext.ResolvedName(announcer.resolver.resolveKept(leading))
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // A screen for the app's developers (`DebugScreens`) is worded for them, not for users.
        var developerScreens = DeveloperScreenFilter(context)
        let focusable = context.switchCells.filter {
            $0.element.isElement && !$0.element.isHidden && !developerScreens.excludes($0.element.location, screen: $0.screenID)
        }
        let composed = focusable.map { Self.views(of: $0.element.label ?? $0.cell.text ?? $0.cell.label?.text) }
        // The development language first: its label's problems are the translations' too when
        // they keep its form (`OriginalsProblems`).
        OriginalsProblems.judge(context, items: focusable.count) { announcer, originals, record in
            check(focusable, composed: composed, in: announcer, context: context, originals: originals, into: &emitter, record: record)
        }
    }

    /// Every label in one locale: `record` hears each label's kinds of problem by its position.
    private func check(_ focusable: [SwitchCell], composed: [[LocalizedText]?], in announcer: Announcer, context: AuditContext,
                       originals: OriginalsProblems, into emitter: inout FindingEmitter, record: (Int, UInt8) -> Void) {
        var lowered = LoweredText()
        let developmentNames = context.announcers[context.unit.developmentLanguage].map(context.names(in:))
        let names = context.names(in: announcer)
        for (position, item) in focusable.enumerated() {
            // Read in place, where its table holds it: a `String` is made only for a finding.
            // A label whose last views are sentences, a caption under its title ("Pixel
            // Shift, Slowly moves the clock while the screen is on."), is judged by its title:
            // the caption ends as a sentence does, with any word.
            let title = composed[position].flatMap { Self.title(of: $0, in: announcer) }
            guard let name = title ?? names.resolvedName(of: item),
                  name.isAuthored, !name.isBlank else { continue }
            // A name no table translates (a plain string, `Text(verbatim:)`) is in the
            // development language in every locale: judged once, in that language's words.
            let development = context.unit.developmentLanguage
            if name.source == .literal, announcer.locale != development, context.announcers[development] != nil { continue }
            let text = name.trimmed
            let vocabulary = context.styleVocabulary(for: name.source, in: announcer)
            var problems: [Problem] = []
            lowered.replace(with: text)
            // A translation that is only a role word names what the setting is about (Ice
            // Cubes' haptics for "Button Press", "按钮" in Chinese): there is nothing to take out
            // of it. An original that is only the role word ("Toggle") names nothing else.
            if let word = vocabulary.list(.role).match(in: lowered),
               announcer.locale == development || !Self.isWhole(word, of: lowered) { problems.append(.namesRole(word)) }
            // A label that is only a state word ("Enabled" under a "Sync" header, as in Xcode's
            // Settings template) names the setting: there is nothing to take out of it.
            if let word = vocabulary.list(.state).match(in: lowered), !Self.isWhole(word, of: lowered) {
                problems.append(.saysState(word))
            }
            if let word = vocabulary.list(.action).match(in: lowered) { problems.append(.namesAction(word)) }
            let stop = vocabulary[.sentenceEnd]
            if WordMatching.endsWithFullStop(text, stop: stop), !text.hasUTF8Suffix(".."),
               !Self.endsWithAbbreviation(text.string, writtenIn: developmentNames?.resolvedName(of: item)?.text.text) {
                problems.append(.endsWithPeriod)
            }
            if WordMatching.firstLetterIsLowercase(text) == true {
                problems.append(.startsLowercase)
            }
            // The original's role words that name the things the switch chooses between (iAPS's
            // "Profile Overrides Button / Temp Targets Button") are its translation's too.
            let named = originals.judgesOriginal && vocabulary.list(.role).namesKindTwice(in: lowered) ? Problem.namesRole("").kind : 0
            if !problems.isEmpty || named != 0 { record(position, OriginalsProblems.kinds(of: problems) | named) }
            guard !problems.isEmpty else { continue }
            problems = originals.own(problems, at: position)
            guard !problems.isEmpty else { continue }
            let source = item.element.label ?? item.cell.text ?? item.cell.label?.text
            emitter.report(Message.style(label: text.string, problems: problems), at: source?.location ?? item.control.location,
                           screen: item.screenID, cell: item.cell, locale: announcer.locale)
        }
    }
}
