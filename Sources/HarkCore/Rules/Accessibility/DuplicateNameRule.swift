/// `duplicate-name`: two switches on one screen announced with the same name in a locale, so
/// the user cannot tell them apart.
struct DuplicateNameRule: Rule {
    let id = "duplicate-name"

    enum Message: FindingMessage {
        case sameName(first: String, firstLine: Int, second: String, name: String)

        func text(in context: MessageContext) -> String {
            switch self {
            case .sameName(let first, let line, let second, let name):
                return "switches \"\(first)\" (line \(line)) and \"\(second)\" are both announced as \"\(name)\""
            }
        }

        var subject: String {
            switch self {
            case .sameName(let first, _, _, _): return first
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        // Reachable switches, grouped by screen (they come screen by screen).
        var screens: [[SwitchCell]] = []
        for item in context.switchCells where item.element.isElement && !item.element.isHidden {
            if let last = screens.last?.last, last.screenID == item.screenID {
                screens[screens.count - 1].append(item)
            } else {
                screens.append([item])
            }
        }
        for announcer in context.localeAnnouncers {
            for switches in screens {
                var firstByName: [SpokenName: SwitchCell] = [:]
                firstByName.reserveCapacity(switches.count)
                for item in switches {
                    // A placeholder the code replaces ("Label", "{Title}") is no name yet.
                    guard let resolved = context.resolvedName(of: item, in: announcer), !resolved.text.isBlank,
                          resolved.text.source != .unresolved, resolved.text.source != .designTime,
                          !PlaceholderTextRule.isPlaceholder(resolved.text, configuration: context.configuration) else { continue }
                    let key = SpokenName(lowered: resolved.lowered)
                    guard let first = firstByName[key] else {
                        firstByName[key] = item
                        continue
                    }
                    emitter.report(Message.sameName(first: first.cell.id, firstLine: first.control.location.line,
                                                    second: item.cell.id, name: resolved.text.text),
                                   at: item.control.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)
                }
            }
        }
    }
}

/// A lower-cased name compared by its exact scalars, as an array of them was, without making
/// the array (`String`'s own `==` would join canonically equivalent names).
private struct SpokenName: Hashable {
    let lowered: String

    static func == (a: SpokenName, b: SpokenName) -> Bool {
        a.lowered.hasSameUTF8(as: b.lowered)
    }

    func hash(into hasher: inout Hasher) {
        // The same bytes hashed the same way whether the string stores them itself (up to 15
        // bytes) or in a buffer, so that equal names always hash alike.
        lowered.withUTF8Bytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
}
