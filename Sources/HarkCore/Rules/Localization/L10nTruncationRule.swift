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
        /// Too wide even at the label's minimum scale (it shrinks its text before cutting it).
        case tooWideShrunk(text: String, width: Double, fontSize: Double, scale: Double, available: Double)

        func text(in context: MessageContext) -> String {
            switch self {
            case .tooWide(let text, let width, let fontSize, let available):
                return "\(quoted(text)) is about \(Int(width.rounded())) pt wide at \(points(fontSize)) pt; \(Int(available)) pt fit beside the switch"
            case .tooWideShrunk(let text, let width, let fontSize, let scale, let available):
                return "\(quoted(text)) is about \(Int(width.rounded())) pt wide at \(points(fontSize)) pt, \(Int((width * scale).rounded())) pt "
                    + "at its minimum scale (\(points(scale))); \(Int(available)) pt fit beside the switch"
            }
        }
    }

    /// One line of a switch's label to measure, with the room it has.
    private struct MeasuredLine {
        let item: SwitchCell
        let line: LocalizedText
        let location: SourceLocation
        let fontSize: Double
        let available: Double
        /// The label's minimum scale factor, when it shrinks its text to fit.
        let scale: Double?
    }

    func check(_ context: AuditContext, into emitter: inout FindingEmitter) {
        var measured: [MeasuredLine] = []
        // Most labels are one line: room for one a switch, where growing by doubling kept up to
        // twice as much, alive while every locale is measured.
        measured.reserveCapacity(context.switchCells.count)
        for item in context.switchCells {
            // The label view's text with its line count, else the cell's own text with its.
            let labelText = item.cell.label?.text
            guard let source = labelText ?? item.cell.text,
                  (labelText != nil ? item.cell.label?.numberOfLines : item.cell.numberOfLines) ?? 1 == 1 else { continue }
            let fontSize = item.cell.label?.pointSize ?? TextStyle.body.pointSize
            let switchWidth = item.control.frame?.width ?? 51
            let available = Self.cellWidth - Self.margins - switchWidth - (item.cell.layout?.spacing ?? 8)
            // A label that shrinks its text to fit is cut only past its minimum scale.
            let scale = labelText != nil ? item.cell.label?.minimumScaleFactor : nil
            for line in Self.lines(of: source) {
                // A text written in another file (a generated accessor, a constant) is reported
                // where the cell shows it.
                let location = line.location.file == item.cell.location.file ? line.location : item.control.location
                measured.append(MeasuredLine(item: item, line: line, location: location, fontSize: fontSize, available: available, scale: scale))
            }
        }
        // Locale by locale: one locale's tables stay in the cache while every label is looked up.
        for announcer in context.localeAnnouncers {
            var cursor = LookupCursor()
            for index in measured.indices {
                // Read in place, where its table holds it: a `String` of each line in every
                // locale showed in profiles.
                let text = announcer.resolver.resolveKept(measured[index].line, cursor: &cursor)
                guard ResolvedText.isAuthored(text.source) else { continue }
                let width = TextWidth.estimate(text.trimmingWhitespace(), fontSize: measured[index].fontSize)
                // Wider by a whole point at least: the message never says "284 pt wide; 284 pt fit".
                guard Int((width * (measured[index].scale ?? 1)).rounded()) > Int(measured[index].available) else { continue }
                let entry = measured[index]
                let shown = text.string
                let message = entry.scale.map {
                    Message.tooWideShrunk(text: shown, width: width, fontSize: entry.fontSize, scale: $0, available: entry.available)
                } ?? Message.tooWide(text: shown, width: width, fontSize: entry.fontSize, available: entry.available)
                emitter.report(message, at: entry.location, screen: entry.item.screenID, cell: entry.item.cell, locale: announcer.locale)
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
