/// `hint-style`: a hint that does not read as Apple's guide asks ("Crafting Useful Labels and
/// Hints"): a short sentence, starting with a capital and ending with the language's full
/// stop, describing the result, without repeating the label, naming the control or a gesture.
public struct HintStyleRule: Rule {
    public let id = "hint-style"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells {
            let element = item.element
            guard element.isElement, !element.isHidden, !element.isDimmed, let source = element.hint else { continue }
            for announcer in context.localeAnnouncers {
                let hint = announcer.resolver.resolve(source)
                guard hint.isAuthored, !hint.isBlank else { continue }
                let text = hint.text.trimmedWhitespace
                let lowered = LoweredText(text)
                let vocabulary = announcer.vocabulary
                var problems: [String] = []
                if WordMatching.firstLetterIsLowercase(text) == true { problems.append("does not start with a capital") }
                if let last = text.last, !vocabulary.sentenceEnds.contains(String(last)) {
                    problems.append("does not end with \"\(vocabulary.sentenceEnds.sorted().first ?? ".")\"")
                }
                if let name = context.resolvedName(of: item, in: announcer), lowered.hasPrefix(name.lowered) {
                    problems.append("repeats the label \"\(name.text.text.trimmedWhitespace)\"")
                }
                if let word = WordMatching.firstWord(of: vocabulary.controlTypes, in: lowered) {
                    problems.append("names the control type (\"\(word)\")")
                }
                if let word = WordMatching.firstWord(of: vocabulary.gestures, in: lowered) {
                    problems.append("names a gesture (\"\(word)\"), which VoiceOver's own hint covers")
                }
                guard !problems.isEmpty else { continue }
                findings += [context.finding(self, "the hint \"\(text)\" \(problems.joined(separator: ", "))",
                    at: source.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)].compactMap { $0 }
            }
        }
        return findings
    }
}
