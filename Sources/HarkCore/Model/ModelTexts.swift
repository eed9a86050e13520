/// A text of the model with the node it belongs to, for rules about texts.
public struct TextUse: Sendable {
    public enum Role: String, Sendable {
        case title, header, text, label
        case accessibilityLabel = "accessibility label"
        case accessibilityHint = "accessibility hint"
        case accessibilityValue = "accessibility value"
    }

    public let text: LocalizedText
    public let role: Role
    public let screen: Screen
    public let cell: Cell?
}

extension AppModel {
    /// Every text the model shows or speaks, in file order.
    public var textUses: [TextUse] {
        var uses: [TextUse] = []
        for screen in screens {
            func add(_ text: LocalizedText?, _ role: TextUse.Role, _ cell: Cell?) {
                if let text { uses.append(TextUse(text: text, role: role, screen: screen, cell: cell)) }
            }
            func addAccessibility(_ spec: AccessibilitySpec?, _ cell: Cell) {
                add(spec?.label, .accessibilityLabel, cell)
                add(spec?.hint, .accessibilityHint, cell)
                add(spec?.value, .accessibilityValue, cell)
            }
            add(screen.title, .title, nil)
            for section in screen.sections {
                add(section.header, .header, nil)
                for cell in section.cells {
                    add(cell.text, .text, cell)
                    add(cell.label?.text, .label, cell)
                    addAccessibility(cell.switchControl?.accessibility, cell)
                    addAccessibility(cell.accessibility, cell)
                }
            }
        }
        return uses
    }
}
