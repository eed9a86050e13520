import Testing
@testable import HarkCore

@Suite struct ModelLoaderTests {
    let minimal = #"{"hark": 1, "app": {"name": "Demo"}, "screens": [{"id": "s", "sections": [{"cells": [%CELL%]}]}]}"#

    func model(cell: String) throws -> AppModel {
        try TestSupport.model(minimal.replacingOccurrences(of: "%CELL%", with: cell))
    }

    func error(cell: String) -> InputError? {
        do { _ = try model(cell: cell); return nil } catch let error as InputError { return error } catch { return nil }
    }

    @Test func appliesUIKitDefaultsToUISwitch() throws {
        let cell = try model(cell: #"{"id": "c", "text": "T", "switch": {}}"#).screens[0].cells[0]
        let control = try #require(cell.switchControl)
        #expect(control.isOn, "UISwitch is on by default")
        #expect(control.isEnabled)
        let element = try #require(cell.element)
        #expect(element.isElement)
        #expect(element.traits == [.button, .userInteractionEnabled])
        guard case .switchState(true) = element.value else { Issue.record("value should be the switch state"); return }
    }

    @Test func customUIControlHasNothingByDefault() throws {
        let cell = try model(cell: #"{"id": "c", "switch": {"class": "BKSwitch", "superclass": "UIControl"}}"#).screens[0].cells[0]
        let element = try #require(cell.element)
        #expect(!element.isElement)
        #expect(element.traits.isEmpty)
        #expect(element.value == nil)
    }

    @Test func cellAccessibilityOverridesTheSwitchAndDisabledAddsNotEnabled() throws {
        let cell = try model(cell: #"""
            {"id": "c", "switch": {"enabled": false, "accessibility": {"label": "A", "traits": ["button"]}},
             "accessibility": {"label": "B"}}
            """#).screens[0].cells[0]
        let element = try #require(cell.element)
        #expect(element.label == .literal("B", at: element.label?.location ?? SourceLocation(file: "", line: 0, column: 0)))
        #expect(element.traits == [.button, .notEnabled])
        #expect(element.isDimmed)
    }

    @Test func textsAreKeysWithDefaultTableOrPlainStrings() throws {
        let cell = try model(cell: #"{"id": "c", "text": {"key": "K"}, "label": {"text": {"key": "L", "table": "Other"}}}"#).screens[0].cells[0]
        guard case .key("K", "Localizable", nil, _) = cell.text else { Issue.record("text"); return }
        guard case .key("L", "Other", nil, _) = cell.label?.text else { Issue.record("label"); return }
    }

    @Test(arguments: [
        (#"{"id": "c", "swich": {}}"#, "unknown key \"swich\""),
        (#"{"id": "c", "switch": {"on": "yes"}}"#, "\"on\" must be true or false"),
        (#"{"id": "c", "switch": {"onTintColor": "green"}}"#, "must be a color"),
        (##"{"id": "c", "switch": {"onTintColor": "#12345"}}"##, "must be a color"),
        (#"{"id": "c", "switch": {"class": "BKSwitch"}}"#, "needs a \"superclass\""),
        (#"{"id": "c", "switch": {"superclass": "UIView"}}"#, "must be \"UISwitch\" or \"UIControl\""),
        (#"{"id": "c", "switch": {"accessibility": {"traits": ["buton"]}}}"#, "unknown trait \"buton\""),
        (#"{"id": "c", "text": 3}"#, "must be a string or {\"key\""),
        (#"{"id": "c", "text": {"key": "K", "tabel": "T"}}"#, "unknown key \"tabel\""),
        (#"{"text": "T"}"#, "missing the required key \"id\""),
        (#"{"id": "c"}, {"id": "c"}"#, "duplicate cell id"),
        (#"{"id": "c", "switch": {"frame": {"x": 1, "y": 2, "width": 3}}}"#, "missing the required key \"height\""),
        (#"{"id": "c", "label": {"text": "T", "textStyle": "bodyy"}}"#, "\"textStyle\" must be one of largeTitle, title1"),
        (#"{"id": "c", "label": {"text": "T", "fontWeight": "fat"}}"#, "\"fontWeight\" must be one of ultraLight"),
        (#"{"id": "c", "label": {"text": "T", "textStyle": "body", "fontSize": 17}}"#, "not both"),
        (#"{"id": "c", "label": {"text": "T", "adjustsFontForContentSizeCategory": 1}}"#, "must be true or false"),
    ])
    func rejectsInvalidModelsWithAPosition(_ cell: String, _ message: String) {
        let error = error(cell: cell)
        #expect(error?.message.contains(message) == true, "\(cell): \(String(describing: error))")
        #expect(error?.location?.line == 1)
        #expect((error?.location?.column ?? 0) > 1)
    }

    @Test func labelFontsAndTheirSizes() throws {
        let cells = try model(cell: #"""
            {"id": "a", "label": {"text": "A", "textStyle": "footnote", "adjustsFontForContentSizeCategory": true}},
            {"id": "b", "label": {"text": "B", "fontSize": 14, "fontWeight": "bold"}},
            {"id": "c", "label": {"text": "C", "textStyle": "title3"}},
            {"id": "d", "label": {"text": "D", "textStyle": "headline"}}
            """#).screens[0].cells
        #expect(cells.map { $0.label?.pointSize } == [13, 14, 20, 17])
        #expect(cells.map { $0.label?.isLargeText } == [false, true, true, false], "14 pt bold and 20 pt are large; semibold Headline is not bold")
        #expect(cells[0].label?.adjustsFontForContentSizeCategory == true && cells[2].label?.adjustsFontForContentSizeCategory == nil)
    }

    @Test func exportWritesTheFontKeysBack() throws {
        let source = #"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "a", "label": {"text": "A", "textStyle": "footnote", "fontWeight": "bold", "adjustsFontForContentSizeCategory": false}}]}]}]}"#
        let exported = String(decoding: ModelExporter(outputFolder: "").render(try TestSupport.model(source)), as: UTF8.self)
        let label = try #require(try TestSupport.model(exported).screens[0].cells[0].label)
        #expect(label.textStyle == .footnote && label.fontWeight == .bold && label.adjustsFontForContentSizeCategory == false)
    }

    /// A row's branches go out and come back with `export`; a branch that is no whole number
    /// from 0 is refused where it is written.
    @Test func branchesRoundTripAndAreChecked() throws {
        let source = #"{"hark": 1, "app": {}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "a", "branches": [{"chain": "A.swift:3:9", "branch": 1}]}]}]}]}"#
        let exported = String(decoding: ModelExporter(outputFolder: "").render(try TestSupport.model(source)), as: UTF8.self)
        #expect(try TestSupport.model(exported).screens[0].cells[0].branches == [ExclusiveBranch(chain: "A.swift:3:9", branch: 1)])
        let error = self.error(cell: #"{"id": "c", "branches": [{"chain": "A.swift:3:9", "branch": -1}]}"#)
        #expect(error?.message == "\"branch\" must be a whole number from 0")
        #expect(error?.location?.column == 146, "at the -1")
        #expect(self.error(cell: #"{"id": "c", "branches": [{"chain": "A.swift:3:9", "branch": 0, "if": "x"}]}"#) != nil, "unknown key")
    }

    @Test func acceptsBothColorForms() throws {
        let control = try #require(try model(cell: ##"{"id": "c", "switch": {"onTintColor": "#34C759", "tintColor": "#E9E9EA80"}}"##)
            .screens[0].cells[0].switchControl)
        #expect(control.onTintColor == Color(red: 0x34, green: 0xC7, blue: 0x59))
        #expect(control.tintColor?.alpha == 0x80)
    }

    @Test func requiresTheFormatVersion() {
        #expect(throws: InputError.self) { try TestSupport.model(#"{"hark": 2, "app": {}}"#) }
    }

    @Test func ignoreListsAccumulateFromScreenToSwitch() throws {
        let model = try TestSupport.model(#"""
        {"hark": 1, "app": {}, "screens": [{"id": "s", "ignore": ["hint-missing"], "sections": [
          {"ignore": ["l10n-hardcoded"], "cells": [{"id": "c", "switch": {"ignore": ["duplicate-name"]}}]}]}]}
        """#)
        #expect(model.screens[0].cells[0].suppressedRules == ["hint-missing", "l10n-hardcoded", "duplicate-name"])
    }

    @Test func unknownRuleInIgnoreIsAnInputError() throws {
        let root = try TestSupport.write([("m.json", #"{"hark": 1, "app": {}, "screens": [{"id": "s", "ignore": ["hint-mising"]}]}"#)])
        #expect(throws: InputError.self) { try TestSupport.lint(root + "/m.json", relativeTo: root) }
    }
}
