/// `label-style`: an accessibility name that repeats the control type VoiceOver already says,
/// reads like a sentence (ends with a period) or starts lower-case, in each locale's terms.
struct LabelStyleRule: Rule {
    let id = "label-style"

    enum Problem: Sendable {
        case namesControlType(String)
        case endsWithPeriod
        case startsLowercase
    }

    enum Message: FindingMessage {
        case style(label: String, problems: [Problem])

        func text(in context: MessageContext) -> String {
            switch self {
            case .style(let label, let problems):
                let described = problems.map { problem in
                    switch problem {
                    case .namesControlType(let word): return "names the control type (\"\(word)\"), which VoiceOver already says"
                    case .endsWithPeriod: return "ends with a period"
                    case .startsLowercase: return "starts lower-case"
                    }
                }
                return "the label \(quoted(label)) \(described.joined(separator: ", "))"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            for announcer in context.localeAnnouncers {
                guard let name = context.name(of: item, in: announcer),
                      name.isAuthored, !name.isBlank else { continue }
                let text = name.text.trimmedWhitespace
                var problems: [Problem] = []
                if let word = WordMatching.firstWord(of: announcer.vocabulary.controlTypes, in: text) {
                    problems.append(.namesControlType(word))
                }
                if let last = text.last, announcer.vocabulary.sentenceEnds.contains(String(last)), !text.hasSuffix("..") {
                    problems.append(.endsWithPeriod)
                }
                if WordMatching.firstLetterIsLowercase(text) == true {
                    problems.append(.startsLowercase)
                }
                guard !problems.isEmpty else { continue }
                let source = item.element.label ?? item.cell.text ?? item.cell.label?.text
                emitter.report(Message.style(label: text, problems: problems), at: source?.location ?? item.control.location,
                               screen: item.screenID, cell: item.cell, locale: announcer.locale)
            }
        }
    }
}
