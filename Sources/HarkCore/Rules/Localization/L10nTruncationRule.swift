/// `l10n-truncation`: a translated label that will not fit on one line beside its switch.
/// Available width = cell width (375) − layout margins (2 × 16) − switch width (51, or its
/// frame's) − spacing (the layout's, else 8). The text's width is estimated per script at the
/// label's size: its text style's default size (Footnote 13, Body 17, …) or its fixed size, else
/// 17 (a cell's own text is Body); see `TextWidth` and the rule's document for the limits.
struct L10nTruncationRule: Rule {
    let id = "l10n-truncation"

    static let cellWidth = 375.0
    static let margins = 32.0

    enum Message: FindingMessage {
        case tooWide(text: String, width: Double, fontSize: Double, available: Double)

        func text(in context: MessageContext) -> String {
            switch self {
            case .tooWide(let text, let width, let fontSize, let available):
                return "\(quoted(text)) is about \(Int(width.rounded())) pt wide at \(points(fontSize)) pt; \(Int(available)) pt fit beside the switch"
            }
        }
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        for item in context.switchCells {
            // The label view's text with its line count, else the cell's own text with its.
            let labelText = item.cell.label?.text
            guard let source = labelText ?? item.cell.text,
                  (labelText != nil ? item.cell.label?.numberOfLines : item.cell.numberOfLines) ?? 1 == 1 else { continue }
            let fontSize = item.cell.label?.pointSize ?? TextStyle.body.pointSize
            let switchWidth = item.control.frame?.width ?? 51
            let available = Self.cellWidth - Self.margins - switchWidth - (item.cell.layout?.spacing ?? 8)
            for line in Self.lines(of: source) {
                // A text written in another file (a generated accessor, a constant) is reported
                // where the cell shows it.
                let location = line.location.file == item.cell.location.file ? line.location : item.control.location
                for announcer in context.localeAnnouncers {
                    let text = announcer.resolver.resolve(line)
                    guard text.isAuthored else { continue }
                    let width = TextWidth.estimate(text.text.trimmedWhitespace, fontSize: fontSize)
                    guard width > available else { continue }
                    emitter.report(Message.tooWide(text: text.text, width: width, fontSize: fontSize, available: available),
                                   at: location, screen: item.screenID, cell: item.cell, locale: announcer.locale)
                }
            }
        }
    }

    /// The texts a label shows one under another: a label made of several views (a title and
    /// its caption, joined as VoiceOver reads them) shows each on its own line, so each is
    /// measured alone; texts run together (`Text("a") + Text("b")`) are one line.
    static func lines(of text: LocalizedText) -> [LocalizedText] {
        if case .joined(let parts, let separator, _) = text, separator == LocalizedText.viewSeparator {
            return parts.flatMap(lines)
        }
        return [text]
    }
}

/// A measure in points as messages write it: `17`, `6.5`.
func points(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
}
