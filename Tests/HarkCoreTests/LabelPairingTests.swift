import Testing
@testable import HarkCore

/// Which label names which switch, on cells as real apps build them.
@Suite struct LabelPairingTests {
    /// A storyboard with one static table section holding `cells` (cell XML as Interface Builder
    /// writes it).
    static func storyboard(_ cells: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useSafeAreas="YES" colorMatched="YES">
            <scenes>
                <scene sceneID="sc1-01-abc">
                    <objects>
                        <tableViewController id="tvc-01-abc" sceneMemberID="viewController">
                            <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" style="grouped" dataMode="static" id="tbl-01-abc">
                                <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                <sections>
                                    <tableViewSection id="sec-01-abc">
                                        <cells>
        \(cells)
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

    func cells(_ xml: String) throws -> [Cell] {
        let root = try TestSupport.write([("Settings.storyboard", Self.storyboard(xml))])
        return try #require(try TestSupport.load([root + "/Settings.storyboard"]).first?.model?.screens.first?.cells)
    }

    /// The paired label's text as the storyboard holds it.
    func name(_ cell: Cell) -> String? { written(cell.label?.text) }

    private func written(_ text: LocalizedText?) -> String? {
        switch text {
        case .literal(let text, _): return text
        case .key(_, _, let text, _): return text
        case .designTime(let shown, _), .verbatim(let shown, _): return written(shown)
        case nil, .expression, .joined, .oneOf, .format: return nil
        }
    }

    /// Two cells from Go Map!! (github.com/bryceco/GoMap, src/iOS/Settings/Base.lproj/
    /// Settings.storyboard and src/iOS/Quests/QuestChooser.storyboard, commit 9d471e2), quoted
    /// under its licence:
    ///
    /// ISC License. Copyright (c) 2018, Bryce Cogswell and Go Map!! Contributers.
    /// Permission to use, copy, modify, and/or distribute this software for any purpose with or
    /// without fee is hereby granted, provided that the above copyright notice and this
    /// permission notice appear in all copies. THE SOFTWARE IS PROVIDED "AS IS" AND THE AUTHOR
    /// DISCLAIMS ALL WARRANTIES WITH REGARD TO THIS SOFTWARE INCLUDING ALL IMPLIED WARRANTIES OF
    /// MERCHANTABILITY AND FITNESS. IN NO EVENT SHALL THE AUTHOR BE LIABLE FOR ANY SPECIAL,
    /// DIRECT, INDIRECT, OR CONSEQUENTIAL DAMAGES OR ANY DAMAGES WHATSOEVER RESULTING FROM LOSS
    /// OF USE, DATA OR PROFITS, WHETHER IN AN ACTION OF CONTRACT, NEGLIGENCE OR OTHER TORTIOUS
    /// ACTION, ARISING OUT OF OR IN CONNECTION WITH THE USE OR PERFORMANCE OF THIS SOFTWARE.
    static let goMapFPSCell = """
                    <tableViewCell contentMode="scaleToFill" selectionStyle="none" hidesAccessoryWhenEditing="NO" indentationLevel="1" indentationWidth="0.0" id="QRb-MZ-ZLs" userLabel="FPS Cell">
                        <rect key="frame" x="0.0" y="190.5" width="414" height="43.5"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="QRb-MZ-ZLs" id="C3b-mV-Gif">
                            <rect key="frame" x="0.0" y="0.0" width="414" height="43.5"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" contentMode="left" text="Show FPS" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" adjustsLetterSpacingToFitWidth="YES" translatesAutoresizingMaskIntoConstraints="NO" id="UeH-ME-EV8">
                                    <rect key="frame" x="17" y="3" width="79.5" height="21.5"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                    <nil key="textColor"/>
                                    <color key="highlightedColor" red="1" green="1" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                    <attributedString key="userComments">
                                        <fragment content="Display the app's frames/second while running"/>
                                    </attributedString>
                                </label>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" translatesAutoresizingMaskIntoConstraints="NO" id="Gpb-Pt-4ii">
                                    <rect key="frame" x="335" y="8" width="63" height="28"/>
                                    <connections>
                                        <action selector="switchShowFPS:" destination="bSZ-Mq-pv6" eventType="valueChanged" id="vaU-d0-HiF"/>
                                    </connections>
                                </switch>
                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Frames/Second" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumScaleFactor="0.5" translatesAutoresizingMaskIntoConstraints="NO" id="UvN-Qa-roL">
                                    <rect key="frame" x="17" y="24.5" width="94.5" height="16"/>
                                    <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                    <nil key="textColor"/>
                                    <nil key="highlightedColor"/>
                                </label>
                            </subviews>
                            <constraints>
                                <constraint firstItem="UeH-ME-EV8" firstAttribute="leading" secondItem="C3b-mV-Gif" secondAttribute="leading" constant="17" id="1m5-Kc-1b8"/>
                                <constraint firstItem="UeH-ME-EV8" firstAttribute="top" secondItem="C3b-mV-Gif" secondAttribute="top" constant="3" id="OHM-l0-VcV"/>
                                <constraint firstItem="Gpb-Pt-4ii" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="UvN-Qa-roL" secondAttribute="trailing" constant="4" id="VmD-jr-McK"/>
                                <constraint firstAttribute="trailing" secondItem="Gpb-Pt-4ii" secondAttribute="trailing" constant="18" id="YPF-my-Kx9"/>
                                <constraint firstAttribute="bottom" secondItem="UvN-Qa-roL" secondAttribute="bottom" constant="3" id="enB-bL-QD4"/>
                                <constraint firstItem="UvN-Qa-roL" firstAttribute="top" secondItem="UeH-ME-EV8" secondAttribute="bottom" id="mLH-rG-jGe"/>
                                <constraint firstItem="UvN-Qa-roL" firstAttribute="leading" secondItem="UeH-ME-EV8" secondAttribute="leading" id="mts-bT-yLh"/>
                                <constraint firstItem="Gpb-Pt-4ii" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="UeH-ME-EV8" secondAttribute="trailing" constant="4" id="nXa-ag-kWk"/>
                                <constraint firstItem="Gpb-Pt-4ii" firstAttribute="centerY" secondItem="C3b-mV-Gif" secondAttribute="centerY" id="qut-Ut-4yO"/>
                            </constraints>
                        </tableViewCellContentView>
                    </tableViewCell>
        """

    static let goMapQuestCell = """
                    <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" reuseIdentifier="QuestChooserTableCell" id="Jqx-2E-Fvw" customClass="QuestChooserTableCell" customModule="Go_Map__" customModuleProvider="target">
                        <rect key="frame" x="0.0" y="50" width="393" height="48.333332061767578"/>
                        <autoresizingMask key="autoresizingMask"/>
                        <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" tableViewCell="Jqx-2E-Fvw" id="hdy-yO-LLj">
                            <rect key="frame" x="0.0" y="0.0" width="393" height="48.333332061767578"/>
                            <autoresizingMask key="autoresizingMask"/>
                            <subviews>
                                <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="lOo-Bh-qGh" userLabel="Enable Quest">
                                    <rect key="frame" x="324" y="8.6666666666666643" width="51" height="31"/>
                                    <connections>
                                        <action selector="didSwitch:" destination="Jqx-2E-Fvw" eventType="valueChanged" id="pou-ag-Gsv"/>
                                    </connections>
                                </switch>
                                <stackView opaque="NO" contentMode="scaleToFill" spacing="8" translatesAutoresizingMaskIntoConstraints="NO" id="DPW-Qs-LFR">
                                    <rect key="frame" x="19.999999999999986" y="8" width="253.66666666666663" height="32.333333333333336"/>
                                    <subviews>
                                        <imageView clipsSubviews="YES" userInteractionEnabled="NO" contentMode="scaleAspectFit" horizontalHuggingPriority="251" verticalHuggingPriority="251" translatesAutoresizingMaskIntoConstraints="NO" id="nZW-Wt-9mc">
                                            <rect key="frame" x="0.0" y="0.0" width="32" height="32.333333333333336"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="32" id="64y-La-k7u"/>
                                                <constraint firstAttribute="height" constant="32" id="Rth-gi-kUb"/>
                                            </constraints>
                                        </imageView>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="L" textAlignment="center" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="rBr-Wt-i0E">
                                            <rect key="frame" x="40" y="0.0" width="32" height="32.333333333333336"/>
                                            <constraints>
                                                <constraint firstAttribute="width" constant="32" id="x9V-39-Gmj"/>
                                            </constraints>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                            <attributedString key="userComments">
                                                <fragment content="Placeholder - Do not translate"/>
                                            </attributedString>
                                        </label>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" horizontalCompressionResistancePriority="500" text="Add Sidewalk Surface" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="Cjq-BK-3eN">
                                            <rect key="frame" x="79.999999999999986" y="0.0" width="173.66666666666663" height="32.333333333333336"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleHeadline"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                            <size key="shadowOffset" width="0.0" height="0.0"/>
                                            <attributedString key="userComments">
                                                <fragment content="Placeholder - Do not translate"/>
                                            </attributedString>
                                        </label>
                                    </subviews>
                                    <constraints>
                                        <constraint firstItem="rBr-Wt-i0E" firstAttribute="centerY" secondItem="DPW-Qs-LFR" secondAttribute="centerY" id="ek8-CP-B5g"/>
                                        <constraint firstItem="Cjq-BK-3eN" firstAttribute="centerY" secondItem="DPW-Qs-LFR" secondAttribute="centerY" id="reb-KI-gc3"/>
                                        <constraint firstItem="nZW-Wt-9mc" firstAttribute="centerY" secondItem="DPW-Qs-LFR" secondAttribute="centerY" id="zYr-h9-c7a"/>
                                    </constraints>
                                </stackView>
                            </subviews>
                            <constraints>
                                <constraint firstItem="lOo-Bh-qGh" firstAttribute="centerY" secondItem="hdy-yO-LLj" secondAttribute="centerY" id="O5i-Tj-qNb"/>
                                <constraint firstItem="DPW-Qs-LFR" firstAttribute="top" secondItem="hdy-yO-LLj" secondAttribute="top" constant="8" id="OpV-iK-yse"/>
                                <constraint firstAttribute="trailing" secondItem="lOo-Bh-qGh" secondAttribute="trailing" constant="20" symbolic="YES" id="fOI-vd-W0X"/>
                                <constraint firstItem="lOo-Bh-qGh" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="DPW-Qs-LFR" secondAttribute="trailing" constant="5" id="fvW-uB-3Mr"/>
                                <constraint firstAttribute="bottom" secondItem="DPW-Qs-LFR" secondAttribute="bottom" constant="8" id="mHb-CW-6Mx"/>
                                <constraint firstItem="DPW-Qs-LFR" firstAttribute="leading" secondItem="hdy-yO-LLj" secondAttribute="leading" constant="20" symbolic="YES" id="oDV-2l-bVD"/>
                            </constraints>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="icon" destination="nZW-Wt-9mc" id="IQS-d8-MPI"/>
                            <outlet property="label" destination="rBr-Wt-i0E" id="l6a-wZ-Z5c"/>
                            <outlet property="title" destination="Cjq-BK-3eN" id="2xl-fD-m1Z"/>
                            <outlet property="uiSwitch" destination="lOo-Bh-qGh" id="uZg-pO-Ye9"/>
                        </connections>
                    </tableViewCell>
        """

    /// A title ("Show FPS", Headline) over a subtitle ("Frames/Second", Footnote); the
    /// switch's nearest constraint runs to the subtitle. The title names it.
    @Test func aTitleAndSubtitleCellIsNamedByItsTitle() throws {
        let cell = try #require(try cells(Self.goMapFPSCell).first)
        #expect(name(cell) == "Show FPS")
        #expect(cell.label?.textStyle == .headline)
        #expect(cell.layout?.baselineAligned == nil, "the alignment with the subtitle says nothing about the title")
        #expect(cell.layout?.spacing == nil, "switch.leading >= title.trailing + 4 is a minimum, not the spacing")
    }

    /// A horizontal stack of an icon, a one-letter badge and the quest's name: the name, nearest
    /// the switch, names it (frames inside the stack are offset by the stack's origin).
    @Test func inAHorizontalStackTheLabelNearestTheSwitchNamesIt() throws {
        let cell = try #require(try cells(Self.goMapQuestCell).first)
        #expect(name(cell) == "Add Sidewalk Surface")
    }

    /// A vertical stack view of title and subtitle, with no constraint to the switch (as in
    /// Delta's Settings.storyboard): the frames, in the cell's coordinates, put the stack on the
    /// switch's row, and its first label is the title.
    @Test func aVerticalStackOfLabelsIsNamedByItsFirstLabel() throws {
        let cell = try #require(try cells("""
            <tableViewCell contentMode="scaleToFill" id="cel-01-abc">
                <rect key="frame" x="16" y="0" width="343" height="65"/>
                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cel-01-abc" id="ctv-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="343" height="65"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" spacing="3" translatesAutoresizingMaskIntoConstraints="NO" id="stk-01-abc">
                            <rect key="frame" x="16" y="15" width="125.5" height="35"/>
                            <subviews>
                                <label opaque="NO" text="Top Screen Only" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
                                    <rect key="frame" x="0.0" y="0.0" width="125.5" height="20.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                </label>
                                <label opaque="NO" text="Nintendo DS" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-02-abc">
                                    <rect key="frame" x="0.0" y="23.5" width="125.5" height="11.5"/>
                                    <fontDescription key="fontDescription" type="system" pointSize="12"/>
                                </label>
                            </subviews>
                        </stackView>
                        <switch opaque="NO" contentMode="scaleToFill" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="sw1-01-abc">
                            <rect key="frame" x="266" y="18.5" width="63" height="28"/>
                        </switch>
                    </subviews>
                    <constraints>
                        <constraint firstAttribute="trailingMargin" secondItem="sw1-01-abc" secondAttribute="trailing" id="con-01-abc"/>
                        <constraint firstItem="sw1-01-abc" firstAttribute="centerY" secondItem="ctv-01-abc" secondAttribute="centerY" id="con-02-abc"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """).first)
        #expect(name(cell) == "Top Screen Only")
    }

    /// A cell of two rows: the switch on the first has no label of its own, and the cell's only
    /// label is 116 points below it, on the second row. It is not the switch's name, although
    /// it is the cell's only label; label-missing reports the switch.
    @Test func aLabelOnAnotherRowIsNeverTheName() throws {
        let xml = """
            <tableViewCell contentMode="scaleToFill" id="cel-01-abc">
                <rect key="frame" x="0.0" y="0" width="414" height="160"/>
                <tableViewCellContentView key="contentView" opaque="NO" tableViewCell="cel-01-abc" id="ctv-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="414" height="160"/>
                    <subviews>
                        <switch opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="sw1-01-abc">
                            <rect key="frame" x="345" y="8" width="51" height="31"/>
                        </switch>
                        <label opaque="NO" text="Sync over cellular data uses your plan." numberOfLines="0" translatesAutoresizingMaskIntoConstraints="NO" id="lbl-01-abc">
                            <rect key="frame" x="20" y="139.5" width="374" height="16"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                        </label>
                    </subviews>
                    <constraints>
                        <constraint firstItem="lbl-01-abc" firstAttribute="leading" secondItem="ctv-01-abc" secondAttribute="leadingMargin" id="con-01-abc"/>
                        <constraint firstAttribute="trailingMargin" secondItem="sw1-01-abc" secondAttribute="trailing" id="con-02-abc"/>
                    </constraints>
                </tableViewCellContentView>
            </tableViewCell>
            """
        let cell = try #require(try cells(xml).first)
        #expect(cell.label == nil)
        let root = try TestSupport.write([("Settings.storyboard", Self.storyboard(xml))])
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(findings.count == 1 && findings[0].contains("switch \"sw1-01-abc\" has no accessible name"))
    }

    /// A view controller's view with twelve rows of label and switch, laid out as Interface
    /// Builder writes them: more switch-label pairs than `LabelPairing.maximumPairs`, so only
    /// constraints pair them. The last switch has no label of its own; a footnote 116 points
    /// below it is held clear of it by `switch.leading >= footnote.trailing + 8`. That
    /// constraint does not put the footnote on the switch's row: it is not the name.
    @Test func aLabelOnAnotherRowIsNeverTheNameInALargeView() throws {
        let rows = (0..<12).map { Self.switchRow($0, labelled: $0 < 11) }.joined()
        let rowConstraints = (0..<11).map { row in
            """
                                <constraint firstItem="\(Self.rowID("sw", row))" firstAttribute="leading" secondItem="\(Self.rowID("lb", row))" secondAttribute="trailing" constant="8" id="\(Self.rowID("cs", row))"/>
                                <constraint firstItem="\(Self.rowID("sw", row))" firstAttribute="centerY" secondItem="\(Self.rowID("lb", row))" secondAttribute="centerY" id="\(Self.rowID("cy", row))"/>

            """
        }.joined()
        let footnoteY = 20 + 11 * 50 + 31 + 85
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="24506" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES" initialViewController="vc0-Ab-cde">
                <device id="retina6_1" orientation="portrait" appearance="light"/>
                <dependencies>
                    <plugIn identifier="com.apple.InterfaceBuilder.IBCocoaTouchPlugin" version="24504"/>
                    <capability name="Safe area layout guides" minToolsVersion="9.0"/>
                    <capability name="System colors in document resources" minToolsVersion="11.0"/>
                    <capability name="documents saved in the Xcode 8 format" minToolsVersion="8.0"/>
                </dependencies>
                <scenes>
                    <scene sceneID="sc0-Ab-cde">
                        <objects>
                            <viewController id="vc0-Ab-cde" customClass="PrivacyViewController" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="vw0-Ab-cde">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
            \(rows)                                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Footnote far below" textAlignment="natural" lineBreakMode="tailTruncation" numberOfLines="0" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fn0-Ab-cde">
                                            <rect key="frame" x="20" y="\(footnoteY)" width="300" height="16"/>
                                            <fontDescription key="fontDescription" style="UICTFontTextStyleFootnote"/>
                                            <nil key="textColor"/>
                                            <nil key="highlightedColor"/>
                                        </label>
                                    </subviews>
                                    <viewLayoutGuide key="safeArea" id="sa0-Ab-cde"/>
                                    <color key="backgroundColor" systemColor="systemBackgroundColor"/>
                                    <constraints>
            \(rowConstraints)                            <constraint firstItem="swL-Ab-cde" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="fn0-Ab-cde" secondAttribute="trailing" constant="8" id="cfn-Ab-cde"/>
                                    </constraints>
                                </view>
                            </viewController>
                            <placeholder placeholderIdentifier="IBFirstResponder" id="fr0-Ab-cde" userLabel="First Responder" sceneMemberID="firstResponder"/>
                        </objects>
                    </scene>
                </scenes>
                <resources>
                    <systemColor name="systemBackgroundColor">
                        <color white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </systemColor>
                </resources>
            </document>
            """
        let root = try TestSupport.write([("Privacy.storyboard", xml)])
        let cells = try #require(try TestSupport.load([root + "/Privacy.storyboard"]).first?.model?.screens.flatMap(\.cells))
        #expect(cells.count == 12)
        #expect(cells.prefix(11).map(name) == (0..<11).map { "Setting \($0)" }, "side-by-side rows still pair")
        #expect(cells.last?.label == nil)
        let findings = try TestSupport.lint(root, relativeTo: root, rule: "label-missing")
        #expect(findings.count == 1 && findings.first?.contains("switch \"swL-Ab-cde\" has no accessible name") == true)
    }

    /// An id in Interface Builder's shape, "swA-Ab-cde": the row as a letter.
    private static func rowID(_ kind: String, _ row: Int) -> String {
        kind + String(UnicodeScalar(UInt8(65 + row))) + "-Ab-cde"
    }

    /// One row of the large view: a switch 50 points below the last, and its label beside it.
    private static func switchRow(_ row: Int, labelled: Bool) -> String {
        let y = 20 + row * 50
        let label = """
                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Setting \(row)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(Self.rowID("lb", row))">
                                        <rect key="frame" x="20" y="\(y + 5)" width="200" height="20.5"/>
                                        <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                        <nil key="textColor"/>
                                        <nil key="highlightedColor"/>
                                    </label>

            """
        return """
                                    <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="\(Self.rowID("sw", row))">
                                        <rect key="frame" x="345" y="\(y)" width="51" height="31"/>
                                    </switch>

            """ + (labelled ? label : "")
    }

    /// Real cells from the corpus: a title (Headline) over a description (Caption 1) in a
    /// vertical stack, tied to the switch through the stack (Rocket.Chat); titles with a
    /// description below (NetNewsWire).
    @Test func corpusCellsWithTitleAndDescription() throws {
        let rocket = try #require(try TestSupport.load([TestSupport.corpus + "/RocketChat__Rocket.Chat.iOS/Rocket.Chat/Views/Form/Cells/CheckTableViewCell.xib"])
            .first?.model?.screens.first?.cells.first)
        #expect(rocket.label?.textStyle == .headline, "the title, not the Caption 1 description")
        #expect(rocket.label?.location.line == 35)
        let netNewsWire = try #require(try TestSupport.load([TestSupport.corpus + "/Ranchero-Software__NetNewsWire/iOS/Settings/Settings.storyboard"])
            .first?.model?.screens.flatMap(\.cells))
        let javaScript = try #require(netNewsWire.first { $0.id == "Djo-HE-LWS" })
        #expect(name(javaScript) == "Enable JavaScript")
    }
}
