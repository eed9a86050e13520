import Foundation
import Testing
@testable import HarkCore

/// What the constraints between a label and its switch fix, in the shapes real cells have
/// (DuckDuckGo's, NetNewsWire's, Go Map!!'s and GitHawk's settings rows), and what
/// `label-layout` makes of it.
@Suite struct LabelLayoutTests {
    /// A static cell of `label` and `switch` in a content view "ctv", with `constraints`.
    static func storyboard(_ constraints: [String], labelWidth: String? = nil) -> String {
        let width = labelWidth.map { "<constraints><constraint firstAttribute=\"width\" constant=\"\($0)\" id=\"wid-01-abc\"/></constraints>" } ?? ""
        return """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tableViewController id="tvc-01-abc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="insetGrouped" dataMode="static" id="tbl-01-abc">
                                <sections>
                                    <tableViewSection id="sec-01-abc">
                                        <cells>
                                            <tableViewCell contentMode="scaleToFill" id="cel-01-abc">
                                                <tableViewCellContentView key="contentView" opaque="NO" id="ctv">
                                                    <rect key="frame" x="0.0" y="0.0" width="374" height="44.5"/>
                                                    <subviews>
                                                        <label opaque="NO" text="Automatically Clear Data" numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl">
                                                            <rect key="frame" x="20" y="10" width="265" height="24.5"/>
                                                            \(width)
                                                        </label>
                                                        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="swi">
                                                            <rect key="frame" x="305" y="6.5" width="51" height="31"/>
                                                        </switch>
                                                    </subviews>
                                                    <constraints>
        \(constraints.enumerated().map { "                                                <constraint \($0.element) id=\"c\($0.offset)-01-abc\"/>" }.joined(separator: "\n"))
                                                    </constraints>
                                                </tableViewCellContentView>
                                            </tableViewCell>
                                        </cells>
                                    </tableViewSection>
                                </sections>
                            </tableView>
                        </tableViewController>
                    </objects>
                </scene>
            </scenes>
        </document>
        """
    }

    func layout(_ constraints: [String], labelWidth: String? = nil) throws -> (CellLayout?, [String]) {
        let root = try TestSupport.write([("Settings.storyboard", Self.storyboard(constraints, labelWidth: labelWidth))])
        let model = try #require(try TestSupport.load([root]).compactMap(\.model).first)
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "label-layout")
        return (model.screens.first?.cells.first?.layout, findings)
    }

    /// DuckDuckGo's Settings.storyboard: both centered on the content view, a 20-point gap,
    /// the label at the leading margin and the switch at the trailing one.
    @Test func bothCenteredOnTheContentViewInASettingsRow() throws {
        let (layout, findings) = try layout([
            #"firstAttribute="trailingMargin" secondItem="swi" secondAttribute="trailing""#,
            #"firstItem="lbl" firstAttribute="centerY" secondItem="ctv" secondAttribute="centerY""#,
            #"firstItem="swi" firstAttribute="centerY" secondItem="ctv" secondAttribute="centerY""#,
            #"firstItem="swi" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" constant="20""#,
            #"firstItem="lbl" firstAttribute="leading" secondItem="ctv" secondAttribute="leadingMargin""#,
        ])
        #expect(layout?.baselineAligned == false && layout?.verticalOffset == 0)
        #expect(layout?.spacing == 20 && layout?.fillsRow == true, "the constant stays the label's distance, for l10n-truncation")
        #expect(findings == [])
    }

    /// Go Map!!'s display settings: `switch.leading ≥ label.trailing + 1` is a minimum.
    @Test func anInequalityGivesNoSpacing() throws {
        let (layout, findings) = try layout([
            #"firstItem="swi" firstAttribute="centerY" secondItem="lbl" secondAttribute="centerY""#,
            #"firstItem="swi" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="lbl" secondAttribute="trailing" constant="1""#,
        ])
        #expect(layout?.spacing == nil && layout?.verticalOffset == 0)
        #expect(findings == [])
    }

    @Test func anOffsetAlignmentIsReportedWithItsSide() throws {
        let below = try layout([#"firstItem="lbl" firstAttribute="centerY" secondItem="swi" secondAttribute="centerY" constant="12""#])
        #expect(below.0?.verticalOffset == 12)
        #expect(below.1 == [#"Settings.storyboard:15:49: note: the label of switch "swi" is aligned 12 points below the switch's line: it reads as another row's [label-layout]"#])
        // The same constraint written from the switch's side: the label is above.
        let above = try layout([#"firstItem="swi" firstAttribute="top" secondItem="lbl" secondAttribute="top" constant="12""#])
        #expect(above.0?.verticalOffset == -12)
        #expect(above.1.first?.contains("12 points above the switch's line") == true)
        // Within a quarter of the switch's height: still on its line.
        #expect(try layout([#"firstItem="lbl" firstAttribute="centerY" secondItem="swi" secondAttribute="centerY" constant="7""#]).1 == [])
    }

    @Test func aFarGapCountsOnlyForALabelThatHugsItsText() throws {
        let gap = #"firstItem="swi" firstAttribute="leading" secondItem="lbl" secondAttribute="trailing" constant="60""#
        let hugging = try layout([gap])
        #expect(hugging.0?.fillsRow == false)
        #expect(hugging.1 == [#"Settings.storyboard:15:49: note: the label of switch "swi" is held 60 points from it: too far to read as the switch's label [label-layout]"#])
        #expect(try layout([gap], labelWidth: "200").1 == [], "a label of fixed width stretches: its text ends before the gap")
    }

    @Test func theLayoutSurvivesExport() throws {
        let model = try TestSupport.model(#"{"hark": 1, "app": {"name": "T"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "label": {"text": "A"}, "layout": {"spacing": 20, "verticalOffset": -3.5, "fillsRow": true}, "switch": {}}]}]}]}"#)
        let json = ModelExporter(outputFolder: try TestSupport.makeTemporaryFolder()).render(model)
        let layout = try TestSupport.model(String(decoding: json, as: UTF8.self)).screens[0].cells[0].layout
        #expect(layout?.spacing == 20 && layout?.verticalOffset == -3.5 && layout?.fillsRow == true)
    }
}
