/// A text of the model with the node it belongs to, for rules about texts.
struct TextUse: Sendable {
    enum Role: String, Sendable {
        case title, header, footer, text, label
        case accessibilityLabel = "accessibility label"
        case accessibilityHint = "accessibility hint"
        case accessibilityValue = "accessibility value"
    }

    let text: LocalizedText
    let role: Role
    let screenID: String
    let cell: Cell?
    /// Rule ids suppressed where the text is (the `ignore` lists around it).
    let suppressedRules: Set<String>
}

extension AppModel {
    /// Every text the model shows or speaks, in file order.
    var textUses: [TextUse] {
        var uses: [TextUse] = []
        for screen in screens {
            func add(_ text: LocalizedText?, _ role: TextUse.Role, _ cell: Cell?, _ suppressed: Set<String>) {
                if let text {
                    uses.append(TextUse(text: text, role: role, screenID: screen.id, cell: cell, suppressedRules: suppressed))
                }
            }
            add(screen.title, .title, nil, screen.suppressedRules)
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
        return uses
    }
}
