/// `speech-mismatch`: the announcement differs from the one the model expects
/// (`expect.speech`), like a failing snapshot test.
public struct SpeechMismatchRule: Rule {
    public let id = "speech-mismatch"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for screen in context.model?.screens ?? [] {
            for cell in screen.cells {
                for expected in cell.expectedSpeech {
                    guard context.unit.locales.contains(expected.locale) else {
                        findings += [context.finding(self,
                            "expected speech for \"\(expected.locale)\", a locale the app does not have (it has \(context.unit.locales.joined(separator: ", ")))",
                            at: expected.location, screen: screen.id, cell: cell, locale: expected.locale)].compactMap { $0 }
                        continue
                    }
                    guard let announcer = context.announcers[expected.locale] else { continue }
                    let actual = spoken(cell, by: announcer)
                    guard actual != expected.text else { continue }
                    findings += [context.finding(self,
                        "expected VoiceOver to say \"\(expected.text)\", it says \"\(actual)\"",
                        at: expected.location, screen: screen.id, cell: cell, locale: expected.locale)].compactMap { $0 }
                }
            }
        }
        return findings
    }

    /// What is spoken when the cell is focused: its switch's announcement, or its visible text
    /// when the switch cannot be reached.
    private func spoken(_ cell: Cell, by announcer: Announcer) -> String {
        if let element = cell.element, element.isElement, !element.isHidden {
            return announcer.announce(cell, element: element).text
        }
        return announcer.join([cell.text, cell.label?.text].compactMap { $0 }.map { announcer.resolver.resolve($0).text })
    }
}
