extension Screen {
    /// Every text of the screen, in order.
    var texts: [LocalizedText] {
        var texts: [LocalizedText] = []
        if let title { texts.append(title) }
        for section in sections {
            if let header = section.header { texts.append(header) }
            for cell in section.cells {
                texts += [cell.text, cell.label?.text].compactMap { $0 }
                if let spec = cell.switchControl?.accessibility { texts += [spec.label, spec.hint, spec.value].compactMap { $0 } }
            }
        }
        return texts
    }

    /// Where each of its texts' parts is.
    var textLocations: [SourceLocation] { texts.flatMap(\.leaves).map(\.location) }

    /// The same screen with no two cells of one id (a binding used twice, say).
    func withUniqueCellIDs() -> Screen {
        var screen = self
        var used: Set<String> = []
        for s in screen.sections.indices {
            for c in screen.sections[s].cells.indices {
                let base = screen.sections[s].cells[c].id
                var id = base
                var suffix = 2
                while used.contains(id) { id = "\(base)-\(suffix)"; suffix += 1 }
                used.insert(id)
                screen.sections[s].cells[c].id = id
            }
        }
        return screen
    }
}
