/// `l10n-truncation`: a translated label that will not fit on one line beside its switch.
/// Available width = cell width (375) − layout margins (2 × 16) − switch width (51, or its
/// frame's) − spacing (the layout's, else 8). The text's width is estimated per script at the
/// label's font size (17 by default); see `TextWidth` and the rule's document for the limits.
public struct LocalizationTruncationRule: Rule {
    public let id = "l10n-truncation"
    public init() {}

    public static let cellWidth = 375.0
    public static let margins = 32.0

    public func check(_ context: AuditContext) -> [Finding] {
        var findings: [Finding] = []
        for item in context.switchCells {
            guard let source = item.cell.label?.text ?? item.cell.text, item.cell.label?.numberOfLines ?? 1 == 1 else { continue }
            let fontSize = item.cell.label?.fontSize ?? 17
            let switchWidth = item.control.frame?.width ?? 51
            let available = Self.cellWidth - Self.margins - switchWidth - (item.cell.layout?.spacing ?? 8)
            for announcer in context.localeAnnouncers {
                let text = announcer.resolver.resolve(source)
                guard text.isAuthored else { continue }
                let width = TextWidth.estimate(text.text.trimmedWhitespace, fontSize: fontSize)
                guard width > available else { continue }
                findings += [context.finding(self,
                    "\"\(text.text.trimmedWhitespace)\" is about \(Int(width.rounded())) pt wide at \(Self.format(fontSize)) pt; \(Int(available)) pt fit beside the switch",
                    at: source.location, screen: item.screenID, cell: item.cell, locale: announcer.locale)].compactMap { $0 }
            }
        }
        return findings
    }

    static func format(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }
}
