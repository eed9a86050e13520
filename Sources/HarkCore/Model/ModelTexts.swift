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
        for cell in screens.flatMap(\.cells) {
            if let opening = cell.opens, let text = cell.text { openerTexts[opening.screenID, default: []].append(text) }
        }
        for screen in screens {
            func add(_ text: LocalizedText?, _ role: TextUse.Role, _ cell: Cell?, _ suppressed: Set<String>) {
                for leaf in text?.leaves ?? [] {
                    uses.append(TextUse(text: leaf, role: role, screenID: screen.id, cell: cell, suppressedRules: suppressed))
                }
            }
            if let title = screen.title, !(openerTexts[screen.id] ?? []).contains(where: { $0.sameText(as: title) }) {
                add(title, .title, nil, screen.suppressedRules)
            }
            for section in screen.sections {
                add(section.header, .header, nil, section.suppressedRules)
                for cell in section.cells {
                    let suppressed = cell.suppressedRules
                    add(cell.text, .text, cell, suppressed)
                    add(cell.label?.text, .label, cell, suppressed)
                    for spec in [cell.switchControl?.accessibility, cell.accessibility] {
                        add(spec?.label, .accessibilityLabel, cell, suppressed)
                        add(spec?.hint, .accessibilityHint, cell, suppressed)
                        add(spec?.value, .accessibilityValue, cell, suppressed)
                    }
                }
                add(section.footer, .footer, nil, section.suppressedRules)
            }
        }
        for text in codeTexts ?? [] {
            for leaf in text.leaves {
                uses.append(TextUse(text: leaf, role: .code, screenID: nil, cell: nil, suppressedRules: []))
            }
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
