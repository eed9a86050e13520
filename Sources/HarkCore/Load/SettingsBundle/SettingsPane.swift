/// One Settings pane being read: its file, how its positions are given and how its texts are
/// looked up.
struct SettingsPane {
    let file: String
    /// A binary pane has no lines: a specifier's position is its 1-based index in
    /// `PreferenceSpecifiers` (line), column 1; the pane itself is line 1.
    let isBinary: Bool
    /// Whether InAppSettingsKit shows the pane in the app, rather than the Settings app.
    let inApp: Bool
    /// The strings table its texts are keys of; nil when they are shown as written.
    let table: String?
    let id: String

    func location(_ node: PlistNode, specifier index: Int?) -> SourceLocation {
        guard isBinary else { return node.location }
        return SourceLocation(file: file, line: (index ?? 0) + 1, column: 1)
    }

    /// A title or footer: a key of the pane's table whose development-language text is the
    /// plist's own, as Settings shows a key no table has as written. A title written as an
    /// identifier (`SETTINGS_NEW_PLAYER`) is no text for anyone: it needs an entry in every
    /// language, the development language included.
    func text(_ node: PlistNode?, specifier index: Int) -> LocalizedText? {
        guard let node, let value = node.string else { return nil }
        let location = self.location(node, specifier: index)
        guard let table, !value.isBlank else { return .literal(value, at: location) }
        return .key(value, table: table, defaultValue: Self.isIdentifier(value) ? nil : value, at: location)
    }

    /// Upper-case words joined by underscores (`TOGGLE_SWITCH`, `SETTINGS_OFFSET_50`).
    static func isIdentifier(_ text: String) -> Bool {
        text.contains("_") && text.contains(where: \.isLetter)
            && text.unicodeScalars.allSatisfy { ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" || $0 == "." }
    }
}

extension SettingsBundleReader {
    /// The specifier types the Settings app draws as a row with a title and no switch.
    static let textRowTypes: Set<String> = ["PSTitleValueSpecifier", "PSTextFieldSpecifier", "PSSliderSpecifier"]

    /// The screen of one pane, and the screens of its multi-value specifiers' choices.
    mutating func screen(of pane: SettingsPane, top: PlistNode, title: LocalizedText?) throws -> (Screen, [Screen]) {
        var specifiers: [PlistNode] = []
        if let list = top["PreferenceSpecifiers"] {
            guard let elements = list.elements else {
                throw InputError("PreferenceSpecifiers is a list of specifiers (an <array>), not \(list.typeName)", at: list.location)
            }
            specifiers = elements
        }
        var sections: [Section] = []
        var choices: [Screen] = []
        var cellIDs: Set<String> = []
        func add(_ cell: Cell) {
            if sections.isEmpty {
                sections.append(Section(id: "section-1", header: nil, cells: [], ignore: IgnoreList(), location: cell.location))
            }
            sections[sections.count - 1].cells.append(cell)
        }
        // A row is named by its Key, else its title as written, else its place.
        func cellID(_ key: String?, title: String? = nil, index: Int) -> String {
            var id = [key, title].compactMap { $0 }.first { !$0.isBlank } ?? "item-\(index + 1)"
            if cellIDs.contains(id) { id += "-\(index + 1)" }
            cellIDs.insert(id)
            return id
        }
        for (index, specifier) in specifiers.enumerated() {
            // The Settings app skips what it cannot read; so does Hark.
            guard specifier.entries != nil, let type = specifier["Type"]?.string else { continue }
            let location = pane.location(specifier, specifier: index)
            let titleText = pane.text(specifier["Title"], specifier: index)
            let key = specifier["Key"]?.string
            let title = specifier["Title"]?.string
            switch type {
            case "PSGroupSpecifier", "PSRadioGroupSpecifier":
                var section = Section(id: "section-\(sections.count + 1)", header: titleText, cells: [], ignore: IgnoreList(),
                                      location: location, footer: pane.text(specifier["FooterText"], specifier: index))
                if type == "PSRadioGroupSpecifier" {
                    let base = cellID(key, title: title, index: index)
                    section.cells = choiceCells(specifier, pane: pane, index: index, idPrefix: base + "-")
                }
                sections.append(section)
            case "PSToggleSwitchSpecifier":
                add(toggle(specifier, id: cellID(key, title: title, index: index), title: titleText, location: location, inApp: pane.inApp))
            case "PSChildPaneSpecifier":
                var cell = textCell(cellID(key, title: title, index: index), titleText, location)
                if let file = specifier["File"] {
                    cell.opens = childPane(file, pane: pane, title: titleText, index: index)
                }
                add(cell)
            case "PSMultiValueSpecifier":
                var cell = textCell(cellID(key, title: title, index: index), titleText, location)
                // Lists of the same choices (a key picker offered for many actions) are one
                // screen: the same texts, checked once.
                let titles = (specifier["Titles"]?.elements ?? []).map { $0.string ?? "" }
                let signature = ([pane.table ?? ""] + titles).joined(separator: "\u{1F}")
                if let shared = choiceLists[signature] {
                    cell.opens = Opening(screenID: shared, location: location)
                } else {
                    let choicesID = unique(pane.id + "/" + cell.id)
                    choiceLists[signature] = choicesID
                    cell.opens = Opening(screenID: choicesID, location: location)
                    let list = Section(id: "choices", header: nil, cells: choiceCells(specifier, pane: pane, index: index, idPrefix: "choice-"),
                                       ignore: IgnoreList(), location: location)
                    // Settings titles the choices with the row's title.
                    choices.append(Screen(id: choicesID, title: titleText, background: nil, sections: [list], ignore: IgnoreList(), location: location))
                }
                add(cell)
            case _ where Self.textRowTypes.contains(type) || (pane.inApp && type.hasPrefix("IASK")):
                add(textCell(cellID(key, title: title, index: index), titleText, location))
            default:
                continue
            }
        }
        let screen = Screen(id: pane.id, title: title, background: nil, sections: sections, ignore: IgnoreList(),
                            location: pane.location(top, specifier: nil))
        return (screen, choices)
    }

    /// A `PSToggleSwitchSpecifier`: a UISwitch whose state is the default value's.
    private func toggle(_ specifier: PlistNode, id: String, title: LocalizedText?, location: SourceLocation, inApp: Bool) -> Cell {
        let preference = Preference(key: specifier["Key"]?.string, defaultValue: Self.preferenceValue(specifier["DefaultValue"]),
                                    trueValue: Self.preferenceValue(specifier["TrueValue"]),
                                    falseValue: Self.preferenceValue(specifier["FalseValue"]), location: location)
        let control = SwitchControl(className: "UISwitch", superclass: .uiSwitch, isOn: preference.isOn, isEnabled: true,
                                    onTintColor: nil, thumbTintColor: nil, tintColor: nil, onImage: nil, offImage: nil, frame: nil,
                                    accessibility: nil, ignore: IgnoreList(), location: location, preference: preference)
        var cell = textCell(id, title, location)
        cell.switchControl = control
        // An in-app pane's rows are the app's own cells (InAppSettingsKit's, or the app's:
        // VLC's hold two lines), which the plist does not describe: nothing says the title is
        // cut at one line, as the Settings app cuts it.
        if inApp { cell.numberOfLines = 0 }
        return cell
    }

    private func textCell(_ id: String, _ text: LocalizedText?, _ location: SourceLocation) -> Cell {
        Cell(id: id, text: text, label: nil, switchControl: nil, accessibility: nil, layout: nil, background: nil,
             expectedSpeech: [], ignore: IgnoreList(), location: location)
    }

    /// A multi-value or radio group's `Titles`, one row each.
    private func choiceCells(_ specifier: PlistNode, pane: SettingsPane, index: Int, idPrefix: String) -> [Cell] {
        let location = pane.location(specifier, specifier: index)
        return (specifier["Titles"]?.elements ?? []).enumerated().map { number, title in
            textCell(idPrefix + "\(number + 1)", pane.text(title, specifier: index), pane.isBinary ? location : title.location)
        }
    }

    /// The link of a `PSChildPaneSpecifier` row to the pane its `File` names, queued to read.
    private mutating func childPane(_ file: PlistNode, pane: SettingsPane, title: LocalizedText?, index: Int) -> Opening? {
        guard let name = file.string else { return nil }
        let location = pane.location(file, specifier: index)
        guard let child = paneFile(name, inApp: pane.inApp) else {
            // A file outside the bundle: the link leads nowhere (reported as a missing pane).
            return Opening(screenID: name, location: location)
        }
        let id = Self.screenID(ofPane: child)
        reserve(id)
        enqueue(PendingPane(file: child, title: title, inApp: pane.inApp))
        return Opening(screenID: id, location: location)
    }

    /// A plist scalar as a preference value; other types (dates, data, collections) are none.
    static func preferenceValue(_ node: PlistNode?) -> PreferenceValue? {
        switch node?.value {
        case .bool(let flag)?: return .bool(flag)
        case .real(let number)?: return .number(number)
        case .string(let text)?: return .string(text)
        case .integer(let text)?:
            if text.hasPrefix("0x"), let number = UInt64(text.dropFirst(2), radix: 16) { return .number(Double(number)) }
            return Double(text).map(PreferenceValue.number)
        default: return nil
        }
    }
}
