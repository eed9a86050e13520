import Foundation
import Testing
@testable import HarkCore

// A guard against a hang, not a measure: each test runs `hark` once in well under a second, but
// waits for a thread while the install test builds Hark on both cores (once past a minute).
@Suite(.timeLimit(.minutes(5))) struct HostileXMLTests {
    func refuse(_ xml: String, _ message: String) throws {
        let folder = try TestSupport.write([("Hostile.storyboard", xml)])
        let run = try HarkProcess.run(["lint", "Hostile.storyboard"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Hostile.storyboard:"), "\(run.stderr)")
        #expect(run.stderr.contains(message), "\(run.stderr)")
    }

    @Test func billionLaughsIsRefused() throws {
        var entities = "<!ENTITY lol0 \"lol\">"
        for level in 1...9 { entities += "<!ENTITY lol\(level) \"" + String(repeating: "&lol\(level - 1);", count: 10) + "\">" }
        try refuse("<?xml version=\"1.0\"?>\n<!DOCTYPE document [\(entities)]>\n<document>&lol9;</document>", "DTD")
    }

    @Test func externalEntityIsRefusedAndNeverRead() throws {
        try refuse("<?xml version=\"1.0\"?>\n<!DOCTYPE document [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<document>&e;</document>", "DTD")
    }

    @Test func externalEntityInUTF16IsRefusedToo() throws {
        // The refusal is decided on the decoded text, not on the bytes.
        let xml = "<?xml version=\"1.0\" encoding=\"UTF-16\"?>\n<!DOCTYPE document [<!ENTITY e SYSTEM \"file:///etc/passwd\">]>\n<document>&e;</document>"
        let folder = try TestSupport.makeTemporaryFolder()
        try Data([0xFF, 0xFE] + Array(xml.utf16).flatMap { [UInt8($0 & 0xFF), UInt8($0 >> 8)] }).write(to: URL(fileURLWithPath: folder + "/Hostile.storyboard"))
        let run = try HarkProcess.run(["lint", "Hostile.storyboard"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("Hostile.storyboard:2:20: the XML declares an internal DTD subset, which can define entities: Hark refuses it for safety"), "\(run.stderr)")
    }

    @Test func entityDeclarationOutsideADoctypeIsRefused() throws {
        try refuse("<?xml version=\"1.0\"?>\n<!ENTITY e \"x\">\n<document/>", "declares entities")
    }

    @Test func xcodesPropertyListDoctypeIsReadWithoutFetchingTheDTD() throws {
        // Every .stringsdict and Settings.bundle plist Xcode writes starts this way.
        let xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <!-- a comment that mentions <!ENTITY is only a comment -->
        <plist version="1.0"><dict><key>k</key><string>v</string></dict></plist>
        """
        let root = try XMLTree.parse(Array(xml.utf8), file: "x.plist")
        #expect(root.name == "plist")
        #expect(root.children.first?.location == SourceLocation(file: "x.plist", line: 4, column: 22))
    }

    @Test func deepNestingIsRefused() throws {
        let depth = 200_000
        try refuse(String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth), "nested deeper than 256")
    }

    @Test func hugeFileIsRefusedWithoutReadingIt() throws {
        let folder = try TestSupport.makeTemporaryFolder()
        let path = folder + "/Hostile.storyboard"
        _ = FileManager.default.createFile(atPath: path, contents: Data("<document>".utf8))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.seek(toOffset: UInt64(XMLTree.maximumBytes) + 1)   // sparse: nothing is written
        try handle.write(contentsOf: Data([0x3E]))
        try handle.close()
        let run = try HarkProcess.run(["lint", "Hostile.storyboard"], in: folder)
        #expect(run.status == 2)
        #expect(run.stderr.contains("the file is over 64 MB; Hark reads storyboards and XIBs up to 64 MB"))
    }

    @Test func malformedAndForeignXMLExitTwoWithPosition() throws {
        try refuse("<?xml version=\"1.0\"?>\n<document type=\"com.apple.InterfaceBuilder3.CocoaTouch.XIB\">\n  <objects>\n</document>",
                   "Hostile.storyboard:4:1: invalid XML: </document> does not close <objects> (line 3)")
        try refuse("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>", "not an iOS Interface Builder document")
    }
}

@Suite struct InterfaceBuilderColorTests {
    func color(_ element: String, resources: String = "") throws -> IBColorResolver.Resolution {
        let xml = "<document><resources>\(resources)</resources>\(element)</document>"
        let root = try XMLTree.parse(Array(xml.utf8), file: "c.xib")
        return IBColorResolver(resources: root.child("resources")).resolve(root.child("color"))
    }

    func expect(_ element: String, resources: String = "", _ hex: String) throws {
        guard case .color(let value) = try color(element, resources: resources) else {
            Issue.record("\(element) did not resolve")
            return
        }
        #expect(value.description == hex, "\(element)")
    }

    @Test func everyColorForm() throws {
        try expect(#"<color red="0.20392156862745098" green="0.7803921568627451" blue="0.34901960784313724" alpha="1" colorSpace="calibratedRGB"/>"#, "#34C759")
        try expect(#"<color red="1" green="0.5" blue="0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>"#, "#FF8000")
        try expect(#"<color red="1" green="0" blue="0" alpha="0.5" colorSpace="custom" customColorSpace="sRGB"/>"#, "#FF000080")
        try expect(#"<color white="0.0" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>"#, "#000000")
        try expect(#"<color white="1" alpha="1" colorSpace="calibratedWhite"/>"#, "#FFFFFF")
        // Display P3's pure red is outside sRGB: it clips to sRGB red.
        try expect(#"<color red="1" green="0" blue="0" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#, "#FF0000")
        try expect(#"<color red="0.4" green="0.4" blue="0.4" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>"#, "#666666")
        try expect(#"<color key="onTintColor" systemColor="systemGreenColor"/>"#, "#34C759")
        try expect(#"<color key="onTintColor" systemColor="labelColor"/>"#,
                   resources: #"<systemColor name="labelColor"><color white="0.25" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/></systemColor>"#, "#404040")
        try expect(#"<color key="backgroundColor" cocoaTouchSystemColor="groupTableViewBackgroundColor"/>"#, "#F2F2F7")
        try expect(#"<color key="onTintColor" name="primaryAccentColor"/>"#,
                   resources: #"<namedColor name="primaryAccentColor"><color red="0.031372549019607843" green="0.41568627450980394" blue="0.93333333333333335" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor>"#, "#086AEE")
    }

    @Test func undeclaredNamedColorIsUnresolvedNotGuessed() throws {
        guard case .unresolved(let what) = try color(#"<color name="brandColor"/>"#) else { Issue.record("resolved"); return }
        #expect(what == "named color \"brandColor\"")
    }
}

@Suite struct InterfaceBuilderImportTests {
    static let storyboard = #"""
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch">
        <dependencies>
            <deployment version="4352" identifier="iOS"/>
        </dependencies>
        <scenes>
            <!--Accessibility-->
            <scene sceneID="scn-01-abc">
                <objects>
                    <tableViewController id="tvc-01-abc" sceneMemberID="viewController">
                        <tableView key="view" dataMode="static" style="grouped" id="tbl-01-abc">
                            <sections>
                                <tableViewSection headerTitle="Vision" id="sec-01-abc">
                                    <cells>
                                        <tableViewCell id="cel-01-abc">
                                            <tableViewCellContentView key="contentView" id="cnt-01-abc">
                                                <subviews>
                                                    <label text="Bold Text" id="lbl-02-abc">
                                                        <rect key="frame" x="20" y="60" width="120" height="21"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                    <label text="Invert Colors" id="lbl-01-abc">
                                                        <rect key="frame" x="20" y="11" width="120" height="21"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                    <switch on="YES" id="sw2-01-abc">
                                                        <rect key="frame" x="300" y="6" width="51" height="31"/>
                                                    </switch>
                                                    <switch id="sw1-01-abc">
                                                        <rect key="frame" x="300" y="55" width="51" height="31"/>
                                                        <accessibility key="accessibilityConfiguration" hint="Inverts the colors."/>
                                                    </switch>
                                                </subviews>
                                                <constraints>
                                                    <constraint firstItem="sw1-01-abc" firstAttribute="leading" secondItem="lbl-01-abc" secondAttribute="trailing" constant="12" id="c01-01-abc"/>
                                                    <constraint firstItem="sw1-01-abc" firstAttribute="firstBaseline" secondItem="lbl-01-abc" secondAttribute="firstBaseline" id="c02-01-abc"/>
                                                    <constraint firstItem="sw2-01-abc" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="lbl-02-abc" secondAttribute="trailing" constant="8" id="c03-01-abc"/>
                                                    <constraint firstItem="sw2-01-abc" firstAttribute="centerY" secondItem="lbl-02-abc" secondAttribute="centerY" id="c04-01-abc"/>
                                                </constraints>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                        <navigationItem key="navigationItem" title="Accessibility" id="nav-01-abc"/>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """#

    /// What Xcode generates for a storyboard's strings (`ibtool --generate-strings-file`).
    static let french = """
    /* Class = "UINavigationItem"; title = "Accessibility"; ObjectID = "nav-01-abc"; */
    "nav-01-abc.title" = "Accessibilité";

    /* Class = "UITableViewSection"; headerTitle = "Vision"; ObjectID = "sec-01-abc"; */
    "sec-01-abc.headerTitle" = "Vision";

    /* Class = "UILabel"; text = "Invert Colors"; ObjectID = "lbl-01-abc"; */
    "lbl-01-abc.text" = "Inverser les couleurs";

    /* Class = "UILabel"; text = "Bold Text"; ObjectID = "lbl-02-abc"; */
    "LBL-02-abc.text" = "Texte en gras";
    """

    func project() throws -> String {
        try TestSupport.write([
            ("App/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/fr.lproj/Settings.strings", InterfaceBuilderImportTests.french),
            ("App/de.lproj/Localizable.strings", "\"OTHER\" = \"Andere\";\n"),
        ])
    }

    @Test func constraintsPairEachSwitchWithItsLabelEvenAgainstTheFrames() throws {
        let root = try project()
        let unit = try #require(try TestSupport.load([root + "/App/Base.lproj/Settings.storyboard"]).first)
        let model = try #require(unit.model)
        #expect(model.app.deploymentTarget == "17.0")
        let cells = model.screens[0].cells
        #expect(cells.map(\.id) == ["sw2-01-abc", "sw1-01-abc"])
        // Frames put "Invert Colors" on sw2's row, but the constraints tie it to sw1.
        guard case .key("lbl-02-abc.text", "Settings", "Bold Text", _) = cells[0].label?.text else { Issue.record("sw2 label"); return }
        guard case .key("lbl-01-abc.text", "Settings", "Invert Colors", _) = cells[1].label?.text else { Issue.record("sw1 label"); return }
        #expect(cells[0].layout?.baselineAligned == false && cells[0].layout?.spacing == nil, "centered; >= 8 is a minimum")
        #expect(cells[1].layout?.baselineAligned == true && cells[1].layout?.spacing == 12)
        #expect(cells[0].switchControl?.isOn == true && cells[1].switchControl?.isOn == false, "absent on= means off")
    }

    @Test func baseInternationalizationSpeaksEachLocaleAndReportsMissingKeys() throws {
        let root = try project()
        let speech = try HarkProcess.run(["speak", "App/Base.lproj/Settings.storyboard", "--locale", "en,fr"], in: root)
        #expect(speech.stdout == """
        == App/Base.lproj/Settings.storyboard · tvc-01-abc · en
          Accessibility, heading
          Vision, heading
          Bold Text, on, Double tap to toggle setting.
          Invert Colors, off, Inverts the colors. Double tap to toggle setting.

        == App/Base.lproj/Settings.storyboard · tvc-01-abc · fr
          Accessibilité, en-tête
          Vision, en-tête
          Bold Text, activé, Touchez deux fois pour changer le réglage.
          Inverser les couleurs, désactivé, Inverts the colors. Touchez deux fois pour changer le réglage.

        """)
        let lint = try HarkProcess.run(["lint", "App", "--format", "json"], in: root)
        let object = try #require(try JSONSerialization.jsonObject(with: lint.stdoutBytes) as? [String: Any])
        let missing = ((object["findings"] as? [[String: Any]]) ?? []).filter { $0["rule"] as? String == "l10n-missing" }
        let french = missing.filter { $0["locale"] as? String == "fr" }.compactMap { $0["message"] as? String }.sorted()
        #expect(french == [
            "\"lbl-02-abc.text\" is missing from fr.lproj/Settings.strings: the label shows the development language's \"Bold Text\"",
            "\"sw1-01-abc.accessibilityHint\" is missing from fr.lproj/Settings.strings: the accessibility hint shows the development language's \"Inverts the colors.\"",
        ], "object ids are case-sensitive: LBL-02-abc is not lbl-02-abc")
        // de.lproj has no Settings.strings: one finding for the table, not one per text.
        let german = missing.filter { $0["locale"] as? String == "de" }.compactMap { $0["message"] as? String }
        #expect(german == ["there is no de.lproj/Settings.strings: the 5 keys the app reads from it show untranslated"], "\(german)")
        #expect(missing.allSatisfy { ($0["file"] as? String) == "App/Base.lproj/Settings.storyboard" })
        #expect(!missing.contains { $0["locale"] as? String == "en" }, "the storyboard holds the development language")
    }

    @Test func aStringCatalogLocalizesTheStoryboard() throws {
        let catalog = #"""
        {"sourceLanguage": "en", "version": "1.0", "strings": {
          "lbl-01-abc.text": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Inverser les couleurs"}}}},
          "lbl-02-abc.text": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Texte en gras"}}}},
          "nav-01-abc.title": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Accessibilité"}}}},
          "sec-01-abc.headerTitle": {"localizations": {"fr": {"stringUnit": {"state": "translated", "value": "Vision"}}}}
        }}
        """#
        let root = try TestSupport.write([
            ("App/Base.lproj/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/Settings.xcstrings", catalog),
        ])
        let speech = try HarkProcess.run(["speak", "App/Base.lproj/Settings.storyboard", "--locale", "fr"], in: root)
        #expect(speech.stdout.contains("  Inverser les couleurs, désactivé, Inverts the colors. Touchez deux fois pour changer le réglage.\n"))
        #expect(speech.stdout.contains("  Accessibilité, en-tête\n"))
        let missing = try TestSupport.lint(root + "/App", relativeTo: root, rule: "l10n-missing")
        #expect(missing == ["App/Base.lproj/Settings.storyboard:31:53: error: \"sw1-01-abc.accessibilityHint\" is missing from Settings.xcstrings: the accessibility hint shows the development language's \"Inverts the colors.\" (fr) [l10n-missing]"])
    }

    @Test func storyboardBesideLocalizationsButNotInBaseIsHardcoded() throws {
        let root = try TestSupport.write([
            ("App/Settings.storyboard", InterfaceBuilderImportTests.storyboard),
            ("App/en.lproj/Localizable.strings", "\"A\" = \"a\";\n"),
            ("App/de.lproj/Localizable.strings", "\"A\" = \"ä\";\n"),
        ])
        let findings = try TestSupport.lint(root + "/App/Settings.storyboard", relativeTo: root, rule: "l10n-hardcoded")
        #expect(findings.count == 5, "title, header, two labels, a hint")
        #expect(findings.contains("App/Settings.storyboard:18:49: warning: the label \"Bold Text\" is a plain string, the same in every language: localize the file (Base internationalization) so its texts get keys [l10n-hardcoded]"))
    }

    @Test func exportWritesAModelThatLintsTheSame() throws {
        let root = try project()
        let export = try HarkProcess.run(["export", "App/Base.lproj/Settings.storyboard", "--output", "model.json"], in: root)
        #expect(export.status == 0)
        let model = try ModelLoader.decode(try JSONParser.parse(try FileSystem.readBytes(root + "/model.json"), file: root + "/model.json"), file: root + "/model.json")
        #expect(model.app.localizations == root + "/App")
        // The same findings; only the wording of fixes follows each input's format.
        let fromStoryboard = try TestSupport.findingsIgnoringPhrasing(root + "/App/Base.lproj/Settings.storyboard")
        let fromExport = try TestSupport.findingsIgnoringPhrasing(root + "/model.json")
        #expect(fromStoryboard.sorted() == fromExport.sorted())
        #expect(!fromStoryboard.isEmpty)
    }

    /// A switch among a XIB's top-level objects that a cell's outlet makes its `accessoryView`
    /// (iSH's settings, in a storyboard scene): one row named by the cell's text, not a text
    /// row and a switch of its own beside it.
    @Test func aCellsAccessorySwitchIsOneRowNamedByTheCellsText() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <tableViewCell contentMode="scaleToFill" textLabel="lbl-01-abc" style="IBUITableViewCellStyleDefault" id="cel-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" id="ctv-01-abc">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        <subviews>
                            <label opaque="NO" text="Blink Cursor" id="lbl-01-abc">
                                <rect key="frame" x="16" y="0.0" width="288" height="44"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="accessoryView" destination="sw1-01-abc" id="out-01-abc"/>
                    </connections>
                </tableViewCell>
                <switch opaque="NO" contentMode="scaleToFill" on="YES" id="sw1-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                </switch>
                <switch opaque="NO" contentMode="scaleToFill" id="sw2-01-abc">
                    <rect key="frame" x="0.0" y="0.0" width="51" height="31"/>
                </switch>
            </objects>
        </document>
        """
        let root = try TestSupport.write([("App/CursorCell.xib", xib)])
        let speech = try HarkProcess.run(["speak", "App/CursorCell.xib"], in: root)
        // The other top-level switch is no cell's accessory: a switch of its own, unnamed.
        #expect(speech.stdout == """
        == App/CursorCell.xib · CursorCell · en
          Blink Cursor, on, Double tap to toggle setting.
          off, Double tap to toggle setting.

        """, "\(speech.stdout)")
    }
}
