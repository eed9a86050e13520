/// The HTML report's style sheet. Every text colour is declared with the background it sits
/// on in `palette`, so a test can hold each pair to WCAG's 4.5:1 (1.4.3): an accessibility
/// report must itself be readable.
enum HTMLStyle {
    /// A text colour on its background, and the CSS selector that uses them.
    struct TextColors {
        let selector: String
        let foreground: String
        /// The background the text sits on (the darkest one, when it sits on several).
        let background: String
        /// Whether the selector paints that background itself, or sits on its parent's.
        var paintsBackground = true
    }

    static let palette: [TextColors] = [
        TextColors(selector: "body", foreground: "#1C1C1E", background: "#FAFAFA"),
        TextColors(selector: ".secondary", foreground: "#58585C", background: "#F2F2F7", paintsBackground: false),
        TextColors(selector: ".phone", foreground: "#1C1C1E", background: "#F2F2F7"),
        TextColors(selector: ".phone .header", foreground: "#58585C", background: "#F2F2F7"),
        TextColors(selector: ".cell", foreground: "#1C1C1E", background: "#FFFFFF"),
        TextColors(selector: ".speech", foreground: "#3A3A3C", background: "#FFFFFF"),
        TextColors(selector: ".speech dt", foreground: "#5A5A5E", background: "#FFFFFF"),
        TextColors(selector: ".finding.error", foreground: "#8A1C12", background: "#FFE5E3"),
        TextColors(selector: ".finding.warning", foreground: "#6B4A00", background: "#FFF4D6"),
        TextColors(selector: ".finding.note", foreground: "#1A4A8A", background: "#E8F0FE"),
        TextColors(selector: "a", foreground: "#0B57D0", background: "#F2F2F7", paintsBackground: false),
        TextColors(selector: "table", foreground: "#1C1C1E", background: "#FFFFFF"),
    ]

    /// The style sheet, with the filter's rules for the rule ids in the report: unchecking a
    /// box hides the findings of that severity or rule (CSS `:has`, no script).
    static func css(rules: [String]) -> String {
        var css = """
        body{font:14px -apple-system,system-ui,sans-serif;margin:24px;line-height:1.4}
        h2,h3,h4,a,td,.cell{overflow-wrap:anywhere}
        h1{font-size:22px}h2{font-size:18px;margin:28px 0 8px}h3{font-size:17px;text-align:center;margin:4px 12px 12px}
        .screens{display:flex;flex-wrap:wrap;gap:24px;align-items:flex-start}
        .phone{width:375px;border:1px solid #8E8E93;border-radius:28px;padding:16px 0 20px}
        .phone .header{font-size:13px;font-weight:normal;text-transform:uppercase;margin:14px 32px 6px}
        .group{background:#FFFFFF;margin:0 16px;border-radius:10px;overflow:hidden;list-style:none;padding:0}
        .cell{padding:10px 16px;border-bottom:1px solid #D1D1D6}.cell:last-child{border-bottom:none}
        .row{display:flex;align-items:center;justify-content:space-between;gap:8px;min-height:31px}
        .switch{flex:none;width:51px;height:31px;border-radius:16px;position:relative;box-sizing:border-box;border:1px solid #8E8E93}
        .switch::after{content:"";position:absolute;top:1px;width:27px;height:27px;border-radius:50%;background:var(--thumb,#FFFFFF);box-shadow:0 1px 3px #0006}
        .on::after{right:1px}.off::after{left:1px}.dimmed{opacity:.5}.unreachable{outline:2px dashed #C9302C;outline-offset:2px}
        .findings{list-style:none;padding:0;margin:6px 0 0}
        .finding{font-size:13px;margin:4px 0 0;padding:4px 6px;border-radius:6px}
        .finding a{color:inherit}.severity{font-weight:bold}
        .speech{font-size:13px;margin:6px 0 0}.speech dt{float:left;width:56px;clear:left}.speech dd{margin:0 0 2px 60px}
        .empty{text-align:center;font-style:italic;margin:16px 32px}
        table{border-collapse:collapse}td,th{border:1px solid #D1D1D6;padding:4px 8px;text-align:left;vertical-align:top}
        fieldset{display:inline-block;border:1px solid #8E8E93;margin:0 12px 12px 0}label{display:inline-block;margin:2px 12px 2px 0}

        """
        for colors in palette {
            css += "\(colors.selector){color:\(colors.foreground)" + (colors.paintsBackground ? ";background:\(colors.background)" : "") + "}\n"
        }
        for severity in Severity.allCases {
            css += "body:has(#show-\(severity.rawValue):not(:checked)) .\(severity.rawValue){display:none}\n"
        }
        for rule in rules {
            css += "body:has(#show-rule-\(rule):not(:checked)) .rule-\(rule){display:none}\n"
        }
        return css
    }
}
