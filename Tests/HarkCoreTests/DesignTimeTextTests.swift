import Testing
@testable import HarkCore

/// A storyboard's text for a view the app's code gives its text when it runs (an outlet it
/// assigns, a tag it looks up) is a design-time value: a placeholder, never a hard-coded or
/// mismatched name (docs/interface-builder.md).
@Suite struct DesignTimeTextTests {
    /// Automattic/pocket-casts-ios, podcasts/RadioButtonCell.xib (MPL-2.0), reduced: a cell whose
    /// `title` outlet every caller sets.
    static let radioButtonCell = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="RadioButtonCell" customModule="podcasts" customModuleProvider="target"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="RadioButtonCellId" rowHeight="54" id="KGk-i7-Jjw" customClass="RadioButtonCell" customModule="podcasts" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="1" verticalHuggingPriority="251" text="Anytime" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="uMU-T0-YsD" customClass="ThemeableLabel" customModule="podcasts" customModuleProvider="target">
                            <rect key="frame" x="20" y="12.5" width="248" height="19.5"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="title" destination="uMU-T0-YsD" id="LED-hu-9Oj"/>
                </connections>
            </tableViewCell>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" reuseIdentifier="FilterHeaderCellId" rowHeight="30" id="Hdr-i7-Jjw" customClass="FilterHeaderCell" customModule="podcasts" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Hdr-i7-Jjw" id="Hdr-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="30"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Filter" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="fLt-r1-abc">
                            <rect key="frame" x="20" y="2" width="248" height="20"/>
                            <fontDescription key="fontDescription" style="UICTFontTextStyleCaption1"/>
                        </label>
                    </subviews>
                </tableViewCellContentView>
                <connections>
                    <outlet property="caption" destination="fLt-r1-abc" id="LED-hu-9Ok"/>
                </connections>
            </tableViewCell>
        </objects>
    </document>
    """

    static let downloadFilterOverlay = """
    import UIKit

    class DownloadFilterOverlayController: FilterSettingsOverlayController {
        private static let downloadCellId = "RadioButtonCellId"

        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UINib(nibName: "RadioButtonCell", bundle: nil), forCellReuseIdentifier: DownloadFilterOverlayController.downloadCellId)
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: DownloadFilterOverlayController.downloadCellId) as! RadioButtonCell
            cell.title.text = titleForRow(row: indexPath.row)
            return cell
        }
    }
    """

    static let tables = [
        ("podcasts/en.lproj/Localizable.strings", "\"filter\" = \"Filter\";\n"),
        ("podcasts/de.lproj/Localizable.strings", "\"filter\" = \"Filter\";\n"),
        ("podcasts.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n"),
    ]

    @Test func anOutletTheCodeSetsHoldsADesignTimeText() throws {
        let root = try TestSupport.write(DesignTimeTextTests.tables + [
            ("podcasts/RadioButtonCell.xib", DesignTimeTextTests.radioButtonCell),
            ("podcasts/DownloadFilterOverlayController.swift", DesignTimeTextTests.downloadFilterOverlay),
        ])
        let findings = try TestSupport.lint(root + "/podcasts/RadioButtonCell.xib", relativeTo: root)
        // The `caption` outlet no code sets keeps its text, and its finding.
        #expect(findings.filter { $0.contains("[l10n-hardcoded]") || $0.contains("[placeholder-text]") } == [
            "podcasts/RadioButtonCell.xib:11:21: note: the text \"Anytime\" is a placeholder the app replaces at run time: what VoiceOver says here is unknown to Hark [placeholder-text]",
            "podcasts/RadioButtonCell.xib:26:21: warning: the text \"Filter\" is a plain string, the same in every language: localize the file (Base internationalization) so its texts get keys [l10n-hardcoded]",
        ])
        // Spoken as written, as a design-time value.
        let model = try #require(try TestSupport.load([root + "/podcasts/RadioButtonCell.xib"]).first?.model)
        guard case .designTime(.literal("Anytime", _), _)? = model.screens.first?.cells.first?.text else {
            Issue.record("\(String(describing: model.screens.first?.cells.first?.text))")
            return
        }
    }

    @Test func codeThatNamesAnotherDocumentDoesNotCount() throws {
        let root = try TestSupport.write(DesignTimeTextTests.tables + [
            ("podcasts/RadioButtonCell.xib", DesignTimeTextTests.radioButtonCell),
            // Sets some other cell's `title`: it names neither this document nor its classes.
            ("podcasts/EpisodeCell.swift", "import UIKit\n\nfinal class EpisodeCell: UITableViewCell {\n    func show(_ episode: Episode) {\n        title.text = episode.title\n    }\n}\n"),
        ])
        let findings = try TestSupport.lint(root + "/podcasts/RadioButtonCell.xib", relativeTo: root, rule: "l10n-hardcoded")
        #expect(findings.count == 2)
    }

    /// xbmc/Official-Kodi-Remote-iOS (GPL-2.0-or-later), XBMC Remote/CellView.xib, tag 3 found by
    /// `[cell viewWithTag:XIB_MAIN_MENU_CELL_TITLE]` in MasterViewController.m, defined in AppDelegate.h.
    @Test func aTagTheCodeLooksUpHoldsADesignTimeText() throws {
        let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="23727" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" colorMatched="YES">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="MasterViewController"/>
                <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
                <tableViewCell contentMode="scaleToFill" selectionStyle="gray" indentationWidth="10" reuseIdentifier="mainMenuCellIdentifier" rowHeight="46" id="3">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="3" id="gro-gV-D4K">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="50"/>
                        <subviews>
                            <label opaque="NO" clipsSubviews="YES" userInteractionEnabled="NO" tag="3" contentMode="left" fixedFrame="YES" text="Main Label" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" minimumFontSize="10" id="5">
                                <rect key="frame" x="58" y="8" width="192" height="34"/>
                                <fontDescription key="fontDescription" name="Helvetica-Bold" family="Helvetica" pointSize="20"/>
                            </label>
                        </subviews>
                    </tableViewCellContentView>
                </tableViewCell>
            </objects>
        </document>
        """
        let root = try TestSupport.write([
            ("Kodi Remote.xcodeproj/project.pbxproj", "// !$*UTF8*$!\n{\n}\n"),
            ("XBMC Remote/CellView.xib", xib),
            ("XBMC Remote/AppDelegate.h", "#import <UIKit/UIKit.h>\n\n#define XIB_MAIN_MENU_CELL_ICON 1\n#define XIB_MAIN_MENU_CELL_TITLE 3\n"),
            ("XBMC Remote/MasterViewController.m", """
            #import "MasterViewController.h"

            @implementation MasterViewController

            - (UITableViewCell*)tableView:(UITableView*)tableView cellForRowAtIndexPath:(NSIndexPath*)indexPath {
                UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"mainMenuCellIdentifier"];
                if (cell == nil) {
                    NSArray *nib = [[NSBundle mainBundle] loadNibNamed:@"CellView" owner:self options:nil];
                    cell = nib[0];
                }
                UILabel *title = (UILabel*)[cell viewWithTag:XIB_MAIN_MENU_CELL_TITLE];
                title.text = menuItem.mainLabel;
                return cell;
            }

            @end
            """),
            ("XBMC Remote/en.lproj/Localizable.strings", "\"Music\" = \"Music\";\n"),
            ("XBMC Remote/de.lproj/Localizable.strings", "\"Music\" = \"Musik\";\n"),
        ])
        let findings = try TestSupport.lint(root + "/XBMC Remote/CellView.xib", relativeTo: root)
        #expect(!findings.contains { $0.contains("[l10n-hardcoded]") })
        #expect(findings.contains("XBMC Remote/CellView.xib:11:21: note: the text \"Main Label\" is a placeholder the app replaces at run time: what VoiceOver says here is unknown to Hark [placeholder-text]"))
    }

    @Test func assignmentsAreReadFromSwiftAndObjectiveC() {
        let code = CodeAssignments(folder: "/nonexistent")
        #expect(code.files.isEmpty)
        let file = CodeAssignments.File(bytes: Array("x".utf8), assigned: ["title": [.text]], tags: [3])
        let assignments = CodeAssignments(files: [file])
        #expect(!assignments.sets(.text, outlets: ["title"], anchors: ["RadioButtonCell"]), "the file names no anchor")
        let named = CodeAssignments(files: [CodeAssignments.File(bytes: Array("as! RadioButtonCell".utf8), assigned: ["title": [.text]], tags: [])])
        #expect(named.sets(.text, outlets: ["title"], anchors: ["RadioButtonCell"]))
        #expect(!named.sets(.accessibilityLabel, outlets: ["title"], anchors: ["RadioButtonCell"]))
    }

    /// Monal's chat view sets its reload cell's label only on the Mac (`#if
    /// TARGET_OS_MACCATALYST`): on an iPhone the storyboard's "Pull to load more messages" shows.
    @Test func anAssignmentInABranchAnIOSBuildLeavesOutDoesNotCount() {
        func scan(_ code: String) -> Set<String> {
            var scanner = CodeAssignments.Scanner(bytes: Array(code.utf8))
            scanner.run()
            // On `self` or through another receiver alike.
            return Set(scanner.assigned.keys).union(scanner.assignedOnSelf.keys)
        }
        #expect(scan("""
            #if TARGET_OS_MACCATALYST
                cell.reloadLabel.text = NSLocalizedString(@"Load more", @"");
            #else
                [cell.spinner startAnimating];
            #endif
            """) == [])
        #expect(scan("""
            #if !TARGET_OS_MACCATALYST
                cell.iosLabel.text = @"Pull";
            #else
                cell.macLabel.text = @"Click";
            #endif
            #ifdef DEBUG
                [self.debugLabel setText:@"Debug"];
            #endif
            """) == ["iosLabel"])
        #expect(scan("""
            #if os(macOS)
                nameLabel.text = "Mac"
            #elseif targetEnvironment(macCatalyst)
                nameLabel.text = "Catalyst"
            #elseif os(iOS)
                titleLabel.text = "iPhone"
            #endif
            detailLabel.text = "All"
            """) == ["titleLabel", "detailLabel"])
    }

    /// openHAB/openhab-ios (EPL-2.0), openHAB/Main.storyboard reduced: the detail label of the
    /// switch cell, whose colour `GenericUITableViewCell`, the cell class's superclass, sets.
    static let openHABFiles = [
        ("openHAB/SwitchCell.xib", """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
            <objects>
                <tableViewCell contentMode="scaleToFill" selectionStyle="blue" indentationWidth="0.0" reuseIdentifier="SwitchUITableViewCell" rowHeight="44" id="Exy-oD-ZAr" customClass="SwitchUITableViewCell" customModule="openHAB">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="Exy-oD-ZAr" id="rgR-nn-rTm">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="44"/>
                        <subviews>
                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Kitchen Light" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="quj-Al-Pni">
                                <rect key="frame" x="62" y="12" width="228" height="20.5"/>
                                <fontDescription key="fontDescription" style="UICTFontTextStyleBody"/>
                                <color key="textColor" red="0.66274982690811157" green="0.66671860218048096" blue="0.66274511814117432" alpha="1" colorSpace="custom" customColorSpace="displayP3"/>
                                <nil key="highlightedColor"/>
                            </label>
                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" translatesAutoresizingMaskIntoConstraints="NO" id="2R9-M1-Bbl">
                                <rect key="frame" x="306" y="6.5" width="51" height="31"/>
                            </switch>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </tableViewCellContentView>
                    <connections>
                        <outlet property="customDetailTextLabel" destination="quj-Al-Pni" id="E19-DR-ech"/>
                    </connections>
                </tableViewCell>
            </objects>
        </document>
        """),
        ("openHAB/SwitchUITableViewCell.swift", "import UIKit\n\nclass SwitchUITableViewCell: GenericUITableViewCell {\n    @IBOutlet private var widgetSwitch: UISwitch!\n}\n"),
        ("openHAB/GenericUITableViewCell.swift", "import UIKit\n\nclass GenericUITableViewCell: UITableViewCell {\n    @IBOutlet var customDetailTextLabel: UILabel?\n}\n"),
    ]

    static let colouring = "        customDetailTextLabel?.textColor = valueColor.isEmpty ? .secondaryLabel : UIColor(named: valueColor)\n"

    @Test func aLabelColourTheCellsSuperclassSetsIsNotJudged() throws {
        let lowContrast = "openHAB/SwitchCell.xib:9:21: error: the label's text #A9AAA9 on #FFFFFF is 2.33:1, below 4.5:1 [contrast]"
        let plain = try TestSupport.write(Self.openHABFiles)
        #expect(try TestSupport.lint(plain + "/openHAB/SwitchCell.xib", relativeTo: plain, rule: "contrast") == [lowContrast])
        // The superclass's own code colours the label: it runs for every cell class below it.
        var files = Self.openHABFiles
        files[2].1 = "import UIKit\n\nclass GenericUITableViewCell: UITableViewCell {\n    @IBOutlet var customDetailTextLabel: UILabel?\n\n    func updateColors(valueColor: String) {\n" + Self.colouring + "    }\n}\n"
        let coloured = try TestSupport.write(files)
        #expect(try TestSupport.lint(coloured + "/openHAB/SwitchCell.xib", relativeTo: coloured, rule: "contrast").isEmpty)
        // A file that merely names the superclass may be about any other cell class below it.
        let elsewhere = try TestSupport.write(Self.openHABFiles + [
            ("openHAB/DimmerCell.swift", "import UIKit\n\nclass DimmerCell: GenericUITableViewCell {\n    func updateColors(valueColor: String) {\n" + Self.colouring + "    }\n}\n"),
        ])
        #expect(try TestSupport.lint(elsewhere + "/openHAB/SwitchCell.xib", relativeTo: elsewhere, rule: "contrast") == [lowContrast])
    }

    @Test func superclassesAreReadFromSwiftAndObjectiveC() throws {
        let root = try TestSupport.write([
            ("App/Cells.swift", "class SwitchCell: BaseCell, Themeable {\n    class var reuseID: String { \"switch\" }\n    class func make() -> SwitchCell { SwitchCell() }\n}\nfinal class BaseCell : UITableViewCell {}\n"),
            ("App/OTRSettingCell.h", "@interface OTRSwitchSettingCell : OTRSettingCell\n@end\n@interface OTRSettingCell : UITableViewCell\n@end\n@interface OTRSettingCell (Private)\n@end\n"),
            // ChatSecure's XMPPServerInfoCell.m: an argument named `class` declares no class `forKey`.
            ("App/XMPPServerInfoCell.m", "@implementation XMPPServerInfoCell\n+ (void)load {\n    NSString *class = NSStringFromClass([self class]);\n    [[XLFormViewController cellClasses] setObject:class forKey:kOTRFormRowDescriptorTypeXMPPServer];\n}\n@end\n"),
        ])
        let code = CodeAssignments(folder: root + "/App")
        #expect(code.superclasses == ["SwitchCell": "BaseCell", "BaseCell": "UITableViewCell",
                                      "OTRSwitchSettingCell": "OTRSettingCell", "OTRSettingCell": "UITableViewCell"])
        // Only the project's own classes: a framework's is named by every file that uses it.
        #expect(code.superclasses(of: ["SwitchCell", "OTRSwitchSettingCell"]) == ["BaseCell", "OTRSettingCell"])
    }

    /// mssun/passforios (MIT), pass/Views/UILocalizedLabel.swift: a label class that localizes
    /// its own text in `awakeFromNib`, and its subclass; a class whose `awakeFromNib` does
    /// something else, and one whose `class func` is no class.
    @Test func labelClassesThatLocalizeTheirOwnText() throws {
        let root = try TestSupport.write([
            ("App/UILocalizedLabel.swift", """
            import UIKit

            class UILocalizedLabel: UILabel {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    text = text?.localize()
                }
            }
            """),
            ("App/UICodeHighlightingLabel.swift", "import UIKit\n\nclass UICodeHighlightingLabel: UILocalizedLabel {}\n"),
            ("App/RoundedLabel.swift", """
            import UIKit

            class RoundedLabel: UILabel {
                class func make() -> RoundedLabel { RoundedLabel() }
                override func awakeFromNib() {
                    super.awakeFromNib()
                    layer.cornerRadius = 4
                    text = text?.uppercased()
                }
            }
            """),
            ("App/Localized.m", "@implementation OTRLocalizedLabel\n- (void)awakeFromNib {\n    [super awakeFromNib];\n    [self setText:NSLocalizedString(self.text, nil)];\n}\n@end\n"),
        ])
        let code = CodeAssignments(folder: root + "/App")
        #expect(code.selfLocalizing == ["UILocalizedLabel", "OTRLocalizedLabel"])
        #expect(code.localizesOwnText("UICodeHighlightingLabel") && !code.localizesOwnText("RoundedLabel") && !code.localizesOwnText("UILabel"))
    }
}
