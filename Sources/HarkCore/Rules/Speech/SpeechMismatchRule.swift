/// `speech-mismatch`: the announcement differs from the one the model expects
/// (`expect.speech`) or from a recorded golden transcript (`lint --transcript`), like a failing
/// snapshot test.
struct SpeechMismatchRule: Rule {
    let id = "speech-mismatch"

    enum Message: FindingMessage {
        case unknownLocale(String, appLocales: [String])
        case differs(expected: String, actual: String)
        case noLongerSpoken(recorded: String, kind: SpokenElement.Kind, element: String, screen: String)
        case changed(now: String, recorded: String, transcriptLine: Int)
        case notRecorded(now: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .unknownLocale(let locale, let locales):
                return "expected speech for \"\(locale)\", a locale the app does not have (it has \(locales.joined(separator: ", ")))"
            case .differs(let expected, let actual):
                return "expected VoiceOver to say \"\(expected)\", it says \"\(actual)\""
            case .noLongerSpoken(let recorded, let kind, let element, let screen):
                return "the transcript records \"\(recorded)\" for \(kind.rawValue) \"\(element)\" of screen \"\(screen)\", which VoiceOver no longer speaks"
            case .changed(let now, let recorded, let line):
                return "VoiceOver now says \"\(now)\"; the transcript (line \(line)) records \"\(recorded)\""
            case .notRecorded(let now):
                return "VoiceOver says \"\(now)\", which the transcript does not record"
            }
        }

        var subject: String {
            if case .noLongerSpoken(_, let kind, let element, _) = self { return "\(kind.rawValue) \(element)" }
            return ""
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        checkExpectations(context, into: &emitter)
        checkTranscript(context, into: &emitter)
    }

    private func checkExpectations(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for screen in context.model?.screens ?? [] {
            for cell in screen.cells {
                for expected in cell.expectedSpeech {
                    guard context.unit.locales.contains(expected.locale) else {
                        emitter.report(Message.unknownLocale(expected.locale, appLocales: context.unit.locales),
                                       at: expected.location, screen: screen.id, cell: cell, locale: expected.locale)
                        continue
                    }
                    guard let announcer = context.announcers[expected.locale] else { continue }
                    let actual = spoken(cell, by: announcer)
                    guard actual != expected.text else { continue }
                    emitter.report(Message.differs(expected: expected.text, actual: actual),
                                   at: expected.location, screen: screen.id, cell: cell, locale: expected.locale)
                }
            }
        }
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
        let screen: String
        let kind: SpokenElement.Kind
        let element: String
        let locale: String
    }

    /// Compares the current speech with the golden transcript, for the locales it recorded.
    private func checkTranscript(_ context: AuditContext, into emitter: inout FindingEmitter) {
        guard let golden = context.transcript, let model = context.model else { return }
        let recordedLocales = Set(golden.lines.map(\.locale)).intersection(context.locales)
        let announcers = context.localeAnnouncers.filter { recordedLocales.contains($0.locale) }
            .map { $0.includingRoles(golden.includesRoles) }
        let current = Transcript.speak(model, with: announcers)
        var currentByKey: [Key: SpokenElement] = [:]
        for spoken in current {
            currentByKey[Key(screen: spoken.screen, kind: spoken.kind, element: spoken.element, locale: spoken.locale)] = spoken
        }
        let places = modelPlaces(model)
        var recordedKeys: Set<Key> = []
        for line in golden.lines where recordedLocales.contains(line.locale) {
            let key = Key(screen: line.screen, kind: line.kind, element: line.element, locale: line.locale)
            recordedKeys.insert(key)
            let place = places[Key(screen: line.screen, kind: line.kind, element: line.element, locale: "")]
            guard let now = currentByKey[key] else {
                emitter.report(Message.noLongerSpoken(recorded: line.text, kind: line.kind, element: line.element, screen: line.screen),
                               at: line.location, screen: line.screen, cell: place?.cell, locale: line.locale)
                continue
            }
            guard now.text != line.text else { continue }
            emitter.report(Message.changed(now: now.text, recorded: line.text, transcriptLine: line.location.line),
                           at: place?.location ?? line.location, screen: line.screen, cell: place?.cell, locale: line.locale)
        }
        for spoken in current {
            let key = Key(screen: spoken.screen, kind: spoken.kind, element: spoken.element, locale: spoken.locale)
            guard !recordedKeys.contains(key) else { continue }
            let place = places[Key(screen: spoken.screen, kind: spoken.kind, element: spoken.element, locale: "")]
            emitter.report(Message.notRecorded(now: spoken.text),
                           at: place?.location ?? SourceLocation(file: golden.file, line: 1, column: 1),
                           screen: spoken.screen, cell: place?.cell, locale: spoken.locale)
        }
    }

    /// Where each spoken element is defined in the model (locale left empty in the key).
    private func modelPlaces(_ model: AppModel) -> [Key: (location: SourceLocation, cell: Cell?)] {
        var places: [Key: (location: SourceLocation, cell: Cell?)] = [:]
        for screen in model.screens {
            places[Key(screen: screen.id, kind: .title, element: screen.id, locale: "")] = (screen.title?.location ?? screen.location, nil)
            for section in screen.sections {
                places[Key(screen: screen.id, kind: .header, element: section.id, locale: "")] = (section.header?.location ?? section.location, nil)
                for cell in section.cells {
                    let location = cell.switchControl?.location ?? cell.location
                    places[Key(screen: screen.id, kind: .control, element: cell.id, locale: "")] = (location, cell)
                    places[Key(screen: screen.id, kind: .text, element: cell.id, locale: "")] = (cell.location, cell)
                }
            }
        }
        return places
    }
}
