import Testing
@testable import HarkCore

/// The thresholds and groups rules judge by, pinned at their edges (the rule documents show one
/// example on each side; these are the boundaries themselves).
@Suite struct RuleThresholdTests {
    /// A model of one switch cell per entry of `cells` (cell JSON).
    func lint(_ rule: String, _ cells: [String]) throws -> [String] {
        let model = #"{"hark": 1, "app": {"name": "Demo"}, "screens": [{"id": "s", "sections": [{"cells": [\#(cells.joined(separator: ",\n"))]}]}]}"#
        let root = try TestSupport.write([("model.json", model)])
        return try TestSupport.lint(root, relativeTo: root, rule: rule)
    }

    func label(_ font: String) throws -> CellLabel {
        let model = try TestSupport.model(#"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "label": {"text": "Wi-Fi", \#(font)}, "switch": {}}]}]}]}"#)
        return try #require(model.screens.first?.cells.first?.label)
    }

    /// GTXiLib's two groups: any two of Button, Link, Search Field and Keyboard Key; Button and
    /// Adjustable. Other traits combine freely, and a cell's traits replace the switch's.
    @Test func traitConflictGroups() throws {
        func traits(_ id: String, _ traits: String, onCell: Bool = false) -> String {
            onCell ? #"{"id": "\#(id)", "text": "T", "accessibility": {"traits": [\#(traits)]}, "switch": {}}"#
                : #"{"id": "\#(id)", "text": "T", "switch": {"accessibility": {"traits": [\#(traits)]}}}"#
        }
        let findings = try lint("trait-conflict", [
            traits("link-search", #""link", "searchField""#),
            traits("key-adjustable", #""keyboardKey", "adjustable""#),
            traits("button-adjustable", #""button", "adjustable""#),
            traits("three", #""button", "link", "keyboardKey""#),
            traits("free", #""button", "selected", "header", "image", "toggleButton""#),
            traits("cell-link", #""button", "link""#, onCell: true),
        ])
        #expect(findings.count == 4)
        #expect(findings.contains { $0.contains(#""link-search" has the traits Link and Search Field"#) })
        #expect(!findings.contains { $0.contains("key-adjustable") }, "Keyboard Key and Adjustable are in no group together")
        #expect(findings.contains { $0.contains(#""button-adjustable" has the traits Button and Adjustable"#) })
        #expect(findings.contains { $0.contains(#""three" has the traits Button, Link and Keyboard Key"#) })
        #expect(findings.contains { $0.contains(#""cell-link" has the traits Button and Link"#) }, "the cell's traits apply")
    }

    /// WCAG's large text: 18 points, or 14 points and bold (bold, heavy, black; not semibold).
    @Test func largeTextBoundaries() throws {
        #expect(try label(#""fontSize": 18"#).isLargeText == true)
        #expect(try label(#""fontSize": 17.9"#).isLargeText == false)
        #expect(try label(#""fontSize": 14, "fontWeight": "bold""#).isLargeText == true)
        #expect(try label(#""fontSize": 13.9, "fontWeight": "black""#).isLargeText == false)
        #expect(try label(#""fontSize": 14, "fontWeight": "semibold""#).isLargeText == false)
        #expect(try label(#""textStyle": "headline""#).isLargeText == false, "17 points semibold")
        #expect(try label(#""textStyle": "title3""#).isLargeText == true, "20 points")
        #expect(try label(#""textStyle": "footnote", "fontWeight": "heavy""#).isLargeText == false, "13 points")
        #expect(try label(##""textColor": "#888888""##).isLargeText == nil, "no size given")
    }

    /// The Dynamic Type sizes at the default category that large text and truncation use.
    @Test func textStyleSizes() {
        let sizes = Dictionary(uniqueKeysWithValues: TextStyle.allCases.map { ($0, $0.pointSize) })
        #expect(sizes == [.largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .headline: 17, .body: 17, .callout: 16,
                          .subheadline: 15, .footnote: 13, .caption1: 12, .caption2: 11])
    }

    /// #888888 on white is 3.54:1: enough for large text (3:1), not for small (4.5:1).
    @Test func contrastMinimumFollowsTheTextSize() throws {
        func cell(_ id: String, _ font: String) -> String {
            ##"{"id": "\##(id)", "label": {"text": "Wi-Fi", "textColor": "#888888", \##(font)}, "background": "#FFFFFF", "switch": {}}"##
        }
        let findings = try lint("contrast", [
            cell("large", #""fontSize": 18"#), cell("small", #""fontSize": 17.9"#),
            cell("bold", #""fontSize": 14, "fontWeight": "bold""#), cell("semibold", #""fontSize": 14, "fontWeight": "semibold""#),
        ])
        #expect(findings.count == 2)
        #expect(findings.allSatisfy { $0.contains("3.54:1") && $0.contains("4.5:1") })
        #expect(findings.map { $0.split(separator: ":")[1] } == ["2", "4"], "the 17.9-point and the semibold labels, on lines 2 and 4")
    }
}
