/// `label-style`: an accessibility name that repeats the control type VoiceOver already says,
/// reads like a sentence (ends with a period) or starts lower-case, in each locale's terms.
public struct LabelStyleRule: Rule {
    public let id = "label-style"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            for announcer in context.localeAnnouncers {
                guard let name = context.name(of: item, in: announcer),
                      name.isAuthored, !name.isBlank else { continue }
                let text = name.text.trimmedWhitespace
                var problems: [String] = []
                if let word = WordMatching.firstWord(of: announcer.vocabulary.controlTypes, in: text) {
                    problems.append("names the control type (\"\(word)\"), which VoiceOver already says")
                }
                if let last = text.last, announcer.vocabulary.sentenceEnds.contains(String(last)), !text.hasSuffix("..") {
                    problems.append("ends with a period")
                }
                if WordMatching.firstLetterIsLowercase(text) == true {
                    problems.append("starts lower-case")
                }
                guard !problems.isEmpty else { continue }
                let source = item.element.label ?? item.cell.text ?? item.cell.label?.text
                findings += [context.finding(self, "the label \"\(text)\" \(problems.joined(separator: ", "))",
                    at: source?.location ?? item.control.location, screen: item.screenID, cell: item.cell,
                    locale: announcer.locale)].compactMap { $0 }
            }
        }
        return findings
    }
}
