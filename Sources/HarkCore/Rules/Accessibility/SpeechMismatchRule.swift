/// `speech-mismatch`: the announcement differs from the one the model expects
/// (`expect.speech`) or from a recorded golden transcript (`lint --transcript`), like a failing
/// snapshot test.
public struct SpeechMismatchRule: Rule {
    public let id = "speech-mismatch"
    public init() {}

    public func check(_ context: AuditContext) -> [Finding] {
        checkExpectations(context) + checkTranscript(context)
    }

    private func checkExpectations(_ context: AuditContext) -> [Finding] {
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

    private struct Key: Hashable {
        let screen, kind, element, locale: String
    }

    /// Compares the current speech with the golden transcript, for the locales it recorded.
    private func checkTranscript(_ context: AuditContext) -> [Finding] {
        guard let golden = context.transcript, let model = context.model else { return [] }
        let recordedLocales = Set(golden.lines.map(\.locale)).intersection(context.locales)
        let announcers = context.localeAnnouncers.filter { recordedLocales.contains($0.locale) }.map {
            Announcer(vocabulary: $0.vocabulary, resolver: $0.resolver, includeRoles: golden.includesRoles)
        }
        let current = Transcript.speak(model, with: announcers)
        var currentByKey: [Key: SpokenElement] = [:]
        for spoken in current {
            currentByKey[Key(screen: spoken.screen, kind: spoken.kind.rawValue, element: spoken.element, locale: spoken.locale)] = spoken
        }
        let places = modelPlaces(model)
        var findings: [Finding] = []
        var recordedKeys: Set<Key> = []
        for line in golden.lines where recordedLocales.contains(line.locale) {
            let key = Key(screen: line.screen, kind: line.kind, element: line.element, locale: line.locale)
            recordedKeys.insert(key)
            let place = places[Key(screen: line.screen, kind: line.kind, element: line.element, locale: "")]
            guard let now = currentByKey[key] else {
                findings += [context.finding(self,
                    "the transcript records \"\(line.text)\" for \(line.kind) \"\(line.element)\" of screen \"\(line.screen)\", which VoiceOver no longer speaks",
                    at: line.location, screen: line.screen, cell: place?.cell, locale: line.locale)].compactMap { $0 }
                continue
            }
            guard now.text != line.text else { continue }
            findings += [context.finding(self,
                "VoiceOver now says \"\(now.text)\"; the transcript (line \(line.location.line)) records \"\(line.text)\"",
                at: place?.location ?? line.location, screen: line.screen, cell: place?.cell, locale: line.locale)].compactMap { $0 }
        }
        for spoken in current {
            let key = Key(screen: spoken.screen, kind: spoken.kind.rawValue, element: spoken.element, locale: spoken.locale)
            guard !recordedKeys.contains(key) else { continue }
            let place = places[Key(screen: spoken.screen, kind: spoken.kind.rawValue, element: spoken.element, locale: "")]
            findings += [context.finding(self,
                "VoiceOver says \"\(spoken.text)\", which the transcript does not record",
                at: place?.location ?? SourceLocation(file: golden.file, line: 1, column: 1),
                screen: spoken.screen, cell: place?.cell, locale: spoken.locale)].compactMap { $0 }
        }
        return findings
    }

    /// Where each spoken element is defined in the model (locale left empty in the key).
    private func modelPlaces(_ model: AppModel) -> [Key: (location: SourceLocation, cell: Cell?)] {
        var places: [Key: (location: SourceLocation, cell: Cell?)] = [:]
        for screen in model.screens {
            places[Key(screen: screen.id, kind: "title", element: screen.id, locale: "")] = (screen.title?.location ?? screen.location, nil)
            for section in screen.sections {
                places[Key(screen: screen.id, kind: "header", element: section.id, locale: "")] = (section.header?.location ?? section.location, nil)
                for cell in section.cells {
                    let location = cell.switchControl?.location ?? cell.location
                    places[Key(screen: screen.id, kind: "control", element: cell.id, locale: "")] = (location, cell)
                    places[Key(screen: screen.id, kind: "text", element: cell.id, locale: "")] = (cell.location, cell)
                }
            }
        }
        return places
    }
}
