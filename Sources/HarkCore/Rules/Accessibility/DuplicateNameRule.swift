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
        // A name is compared lower-cased, by its exact scalars (`String`'s `==` would join
        // canonically equivalent names), and found again by a hash of them: a lower-cased
        // `String` of every name in every locale was an allocation each.
        var lowered = LoweredText(), other = LoweredText()
        var firstByHash: [Int: Int] = [:]
        for announcer in context.localeAnnouncers {
            let names = context.names(in: announcer)
            for switches in screens {
                firstByHash.removeAll(keepingCapacity: true)
                // The name `item` is announced with, if it is one to compare.
                func comparedName(_ item: SwitchCell) -> AuditContext.ResolvedName? {
                    // A placeholder the code replaces ("Label", "{Title}") is no name yet.
                    guard let resolved = names.resolvedName(of: item), !resolved.isBlank,
                          resolved.source != .unresolved, resolved.source != .designTime,
                          !PlaceholderTextRule.isPlaceholder(resolved, configuration: context.configuration) else { return nil }
                    return resolved
                }
                // The names are parameters, not captures: a local function that captured them
                // made every access to them checked for exclusivity at run time.
                func isNamed(_ earlier: SwitchCell, like name: LoweredText, scratch: inout LoweredText) -> Bool {
                    guard let resolved = comparedName(earlier) else { return false }
                    scratch.replace(with: resolved.trimmed)
                    return scratch.scalars == name.scalars
                }
                for (position, item) in switches.enumerated() {
                    guard let resolved = comparedName(item) else { continue }
                    lowered.replace(with: resolved.trimmed)
                    let hash = lowered.scalarHash
                    guard let firstPosition = firstByHash[hash] else {
                        firstByHash[hash] = position
                        continue
                    }
                    // The same hash is the same name but for a collision: then every switch
                    // before this one is asked. So is every one when the first is in another
                    // branch of a condition (`if`/`else`): the two never show together.
                    let candidate = switches[firstPosition]
                    func isAlike(_ earlier: SwitchCell) -> Bool {
                        !earlier.cell.isShownApart(from: item.cell) && isNamed(earlier, like: lowered, scratch: &other)
                    }
                    guard let first = isAlike(candidate) ? candidate : switches[..<position].first(where: isAlike) else { continue }
                    emitter.report(Message.sameName(first: first.cell.id, firstLine: first.control.location.line,
                                                    second: item.cell.id, name: resolved.text.text),
                                   at: item.control.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)
                }
            }
        }
    }
}
