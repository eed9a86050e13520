/// A text of the model with the node it belongs to, for rules about texts.
struct TextUse: Sendable {
    enum Role: String, Sendable {
        case title, header, footer, text, label
        case accessibilityLabel = "accessibility label"
        case accessibilityHint = "accessibility hint"
        case accessibilityValue = "accessibility value"
        /// A text the code shows elsewhere than on the model's switch screens.
        case code = "text in code"
    }

    /// A key, a plain string or an expression (texts made of parts are listed part by part).
    let text: LocalizedText
    let role: Role
    /// The screen the text is on; nil for a text in code.
    let screenID: String?
    let cell: Cell?
    /// Rule ids suppressed where the text is (the `ignore` lists around it).
    let suppressedRules: Set<String>
}

extension AppModel {
    /// Every text the model shows or speaks, in file order, then the texts of its code; a text
    /// made of parts (joined, chosen, formatted) is listed part by part. A screen titled with
    /// the text of the row that opens it (a Settings child pane) shows that text once more: it
    /// is the row's.
    var textUses: [TextUse] {
        var uses: [TextUse] = []
        var openerTexts: [String: [LocalizedText]] = [:]
        // Section by section: `Screen.cells` would copy every cell into an array of its own.
        for screen in screens {
            for section in screen.sections {
                for cell in section.cells {
                    if let opening = cell.opens, let text = cell.text { openerTexts[opening.screenID, default: []].append(text) }
                }
            }
        }
        // The uses are a parameter, not a capture: a local function that captured them made
        // each append a run-time exclusivity check. Leaves one by one: an array for each text
        // of one part was an allocation each.
        func add(_ text: LocalizedText?, _ role: TextUse.Role, _ screenID: String?, _ cell: Cell?, _ suppressed: Set<String>,
                 to uses: inout [TextUse]) {
            text?.forEachLeaf { uses.append(TextUse(text: $0, role: role, screenID: screenID, cell: cell, suppressedRules: suppressed)) }
        }
        for screen in screens {
            if let title = screen.title, !(openerTexts[screen.id] ?? []).contains(where: { $0.sameText(as: title) }) {
                add(title, .title, screen.id, nil, screen.suppressedRules, to: &uses)
            }
            for section in screen.sections {
                add(section.header, .header, screen.id, nil, section.suppressedRules, to: &uses)
                for cell in section.cells {
                    let suppressed = cell.suppressedRules
                    add(cell.text, .text, screen.id, cell, suppressed, to: &uses)
                    add(cell.label?.text, .label, screen.id, cell, suppressed, to: &uses)
                    for spec in [cell.switchControl?.accessibility, cell.accessibility] {
                        add(spec?.label, .accessibilityLabel, screen.id, cell, suppressed, to: &uses)
                        add(spec?.hint, .accessibilityHint, screen.id, cell, suppressed, to: &uses)
                        add(spec?.value, .accessibilityValue, screen.id, cell, suppressed, to: &uses)
                    }
                }
                add(section.footer, .footer, screen.id, nil, section.suppressedRules, to: &uses)
            }
        }
        for text in codeTexts ?? [] {
            add(text, .code, nil, nil, [], to: &uses)
        }
        // Copied at its length: grown by appending, the array kept up to twice the room, and
        // the audit keeps it to the end (1 MB on the 20,000-switch benchmark app).
        return uses.withUnsafeBufferPointer { Array($0) }
    }
}

extension LocalizedText {
    /// Whether two texts show the same thing, wherever they are written.
    func sameText(as other: LocalizedText) -> Bool {
        switch (self, other) {
        case (.key(let a, let tableA, _, _), .key(let b, let tableB, _, _)): return a == b && tableA == tableB
        case (.literal(let a, _), .literal(let b, _)): return a == b
        case (.expression(let a, _, _), .expression(let b, _, _)): return a == b
        default: return false
        }
    }
}
