import Testing
@testable import HarkCore

/// A view the code gives a constant lookup (`_wifiOnlyLabel.text = NSLocalizedString(@"Wifi
/// Only", @"Seafile")`) shows that key's value, not a design-time text (docs/interface-builder.md).
@Suite struct CodeLookupTests {
    /// The lookups each outlet's text is assigned, nil where the value is not a lookup alone.
    private func scan(_ code: String) -> [String: [String?]] {
        var scanner = CodeAssignments.Scanner(bytes: Array(code.utf8), file: "/App/Code.m")
        scanner.run()
        return scanner.assignedTexts.mapValues { byProperty in
            byProperty.sorted { "\($0.key)" < "\($1.key)" }.flatMap(\.value).map { lookup in
                lookup.map { "\($0.table)/\($0.key)@\($0.location.line):\($0.location.column)" }
            }
        }
    }

    @Test func constantLookupsAreRead() {
        let found = scan("""
            _wifiOnlyLabel.text = NSLocalizedString(@"Wifi Only", @"Seafile");
            [self.versionLabel setText:NSLocalizedStringFromTable(@"Version", @"About", nil)];
            titleLabel.text = NSLocalizedString("Sync", tableName: "Settings", comment: "")
            cell.detail.text = NSLocalizedString(
                "Détails",
                comment: "the cell's detail"
            )
            footer.text = String(localized: "Footer", table: "Settings") // set once
            if on { hintLabel.accessibilityHint = NSLocalizedString("Turns it on.", comment: "") }
            """)
        #expect(found["wifiOnlyLabel"] == ["Localizable/Wifi Only@1:41"])
        #expect(found["versionLabel"] == ["About/Version@2:55"])
        #expect(found["titleLabel"] == ["Settings/Sync@3:37"])
        // Columns count Unicode scalars, as the source readers do.
        #expect(found["detail"] == ["Localizable/Détails@5:5"])
        #expect(found["footer"] == ["Settings/Footer@8:33"])
        #expect(found["hintLabel"] == ["Localizable/Turns it on.@9:57"])
    }

    @Test func otherValuesAreNotLookups() {
        let found = scan("""
            a.text = NSLocalizedString(@"%@ items", nil) + name;
            b.text = [NSString stringWithFormat:NSLocalizedString(@"%d items", nil), count];
            c.text = name
            d.attributedText = NSLocalizedString("Plain", comment: "")
            e.text = NSLocalizedString("Say \\"hi\\"", comment: "")
            f.text = NSLocalizedString("Sync", tableName: tableName, comment: "")
            g.text = NSLocalizedString(key, comment: "")
            h.text = NSLocalizedString("Sync", comment: "").uppercased()
            [i setText:NSLocalizedString(@"Sync", nil) ?: @""];
            """)
        for outlet in ["a", "b", "c", "d", "e", "f", "g", "h", "i"] {
            #expect(found[outlet] == [nil], "\(outlet)")
        }
    }

    static let storyboard = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="32700.99.1234" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES" initialViewController="4sd-Rx-7Fz">
        <scenes>
            <scene sceneID="yZs-Ml-vYI">
                <objects>
                    <tableViewController id="4sd-Rx-7Fz" customClass="SeafSettingsViewController" sceneMemberID="viewController">
                        <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="grouped" separatorStyle="default" rowHeight="44" sectionHeaderHeight="10" sectionFooterHeight="10" id="dpW-d0-OHh">
                            <sections>
                                <tableViewSection headerTitle="Security" id="N7H-Ap-qcb">
                                    <cells>
                                        <tableViewCell contentMode="scaleToFill" selectionStyle="blue" indentationWidth="0.0" id="46K-Xc-8ve">
                                            <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="46K-Xc-8ve" id="Tjg-fs-8RU">
                                                <subviews>
                                                    <switch opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="EII-rv-WS4">
                                                        <rect key="frame" x="336" y="6" width="51" height="31"/>
                                                    </switch>
                                                    <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Enable TouchID" lineBreakMode="tailTruncation" id="5rP-cB-Wm0">
                                                        <rect key="frame" x="30" y="11" width="230" height="21"/>
                                                        <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                    </label>
                                                </subviews>
                                            </tableViewCellContentView>
                                        </tableViewCell>
                                    </cells>
                                </tableViewSection>
                            </sections>
                        </tableView>
                        <connections>
                            <outlet property="enableTouchIDLabel" destination="5rP-cB-Wm0" id="cct-Db-dJa"/>
                        </connections>
                    </tableViewController>
                </objects>
            </scene>
        </scenes>
    </document>
    """

    /// Seafile's `SeafSettingsViewController.m` (Apache-2.0), reduced: the label's text is one
    /// of two lookups, by the device's kind of biometry.
    static let controller = """
    @implementation SeafSettingsViewController
    - (void)viewDidLoad
    {
        if (lac.biometryType == LABiometryTypeFaceID) {
            _enableTouchIDLabel.text = NSLocalizedString(@"Enable FaceID", @"Seafile");
        } else {
            _enableTouchIDLabel.text = NSLocalizedString(@"Enable TouchID", @"Seafile");
        }
    }
    @end
    """

    private func labelText(_ files: [(path: String, content: String)]) throws -> (text: LocalizedText?, root: String) {
        let root = try TestSupport.write(files)
        let model = try TestSupport.load([root + "/seafile/FolderView.storyboard"]).first?.model
        return (model?.screens.first?.cells.first?.label?.text, root)
    }

    @Test func aLabelTheCodeGivesLookupsShowsThem() throws {
        let (text, root) = try labelText([("seafile/FolderView.storyboard", Self.storyboard),
                                          ("seafile/SeafSettingsViewController.m", Self.controller)])
        let code = PathDisplay().absolute(root + "/seafile/SeafSettingsViewController.m")
        #expect(text == .oneOf([.key("Enable FaceID", table: "Localizable", at: SourceLocation(file: code, line: 5, column: 54)),
                                .key("Enable TouchID", table: "Localizable", at: SourceLocation(file: code, line: 7, column: 54))],
                               at: SourceLocation(file: code, line: 5, column: 54)))
    }

    @Test func aLabelTheCodeAlsoGivesAnotherValueIsADesignTimeText() throws {
        let mixed = Self.controller.replacingOccurrences(of: "NSLocalizedString(@\"Enable TouchID\", @\"Seafile\")", with: "biometryName")
        let (text, _) = try labelText([("seafile/FolderView.storyboard", Self.storyboard), ("seafile/SeafSettingsViewController.m", mixed)])
        guard case .designTime(.literal("Enable TouchID", _), _) = text else {
            Issue.record("expected a design-time text, got \(String(describing: text))")
            return
        }
    }

    /// A key the translations lack is reported once, where the code looks it up: the code's own
    /// audit says so, and the document's view that shows it does not say it again.
    @Test func aMissingKeyIsReportedOnceWhereTheCodeIs() throws {
        let root = try TestSupport.write([
            ("seafile/FolderView.storyboard", Self.storyboard),
            ("seafile/SeafSettingsViewController.m", Self.controller),
            ("seafile/en.lproj/Localizable.strings", "\"Enable FaceID\" = \"Enable FaceID\";\n\"Enable TouchID\" = \"Enable TouchID\";\n"),
            ("seafile/fr.lproj/Localizable.strings", "\"Enable FaceID\" = \"Activer FaceID\";\n"),
        ])
        let missing = try TestSupport.lint(root + "/seafile", relativeTo: root, rule: "l10n-missing")
        #expect(missing.count == 1)
        #expect(missing.first?.hasPrefix("seafile/SeafSettingsViewController.m:7:54: error: \"Enable TouchID\" is missing") == true, "\(missing)")
    }
}
