/// A text of the model with the node it belongs to, for rules about texts.
struct TextUse: Sendable {
    enum Role: String, Sendable {
        case title, header, text, label
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
    /// made of parts (joined, chosen, formatted) is listed part by part.
    var textUses: [TextUse] {
        var uses: [TextUse] = []
        for screen in screens {
            func add(_ text: LocalizedText?, _ role: TextUse.Role, _ cell: Cell?, _ suppressed: Set<String>) {
                for leaf in text?.leaves ?? [] {
                    uses.append(TextUse(text: leaf, role: role, screenID: screen.id, cell: cell, suppressedRules: suppressed))
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
            }
        }
        for text in codeTexts ?? [] {
            for leaf in text.leaves {
                uses.append(TextUse(text: leaf, role: .code, screenID: nil, cell: nil, suppressedRules: []))
            }
        }
        return uses
    }
}
