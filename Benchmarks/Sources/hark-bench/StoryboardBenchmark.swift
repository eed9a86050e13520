import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import HarkCore

/// A large storyboard in the shape Xcode writes: `scenes` settings screens of `cells` static
/// switch cells, each with a label, a switch, a tint color and four constraints.
struct StoryboardGenerator {
    var scenes = 100
    var cells = 100

    func write(to file: String) throws {
        var xml = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22155" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" colorMatched="YES">
            <dependencies>
                <deployment version="4352" identifier="iOS"/>
            </dependencies>
            <scenes>

        """
        func id(_ kind: String, _ a: Int, _ b: Int = 0) -> String { "\(kind)\(a)-\(b)" }
        for scene in 0..<scenes {
            xml += """
                    <!--Settings \(scene)-->
                    <scene sceneID="\(id("scn", scene))">
                        <objects>
                            <tableViewController id="\(id("tvc", scene))" sceneMemberID="viewController">
                                <tableView key="view" clipsSubviews="YES" contentMode="scaleToFill" alwaysBounceVertical="YES" dataMode="static" style="insetGrouped" id="\(id("tbl", scene))">
                                    <rect key="frame" x="0.0" y="0.0" width="414" height="896"/>
                                    <sections>
                                        <tableViewSection headerTitle="Section \(scene)" id="\(id("sec", scene))">
                                            <cells>

            """
            for cell in 0..<cells {
                let label = id("lbl", scene, cell), control = id("swi", scene, cell), content = id("cnt", scene, cell)
                xml += """
                                                <tableViewCell clipsSubviews="YES" contentMode="scaleToFill" preservesSuperviewLayoutMargins="YES" selectionStyle="none" indentationWidth="10" id="\(id("cel", scene, cell))">
                                                    <rect key="frame" x="20" y="\(cell * 44)" width="374" height="44"/>
                                                    <autoresizingMask key="autoresizingMask"/>
                                                    <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" preservesSuperviewLayoutMargins="YES" insetsLayoutMarginsFromSafeArea="NO" id="\(content)">
                                                        <rect key="frame" x="0.0" y="0.0" width="374" height="44"/>
                                                        <autoresizingMask key="autoresizingMask"/>
                                                        <subviews>
                                                            <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Setting \(cell) of screen \(scene)" textAlignment="natural" lineBreakMode="tailTruncation" baselineAdjustment="alignBaselines" adjustsFontSizeToFit="NO" translatesAutoresizingMaskIntoConstraints="NO" id="\(label)">
                                                                <rect key="frame" x="20" y="11" width="200" height="21"/>
                                                                <fontDescription key="fontDescription" type="system" pointSize="17"/>
                                                                <color key="textColor" red="0.0" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                                <nil key="highlightedColor"/>
                                                            </label>
                                                            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center"\(cell % 2 == 0 ? " on=\"YES\"" : "") translatesAutoresizingMaskIntoConstraints="NO" id="\(control)">
                                                                <rect key="frame" x="305" y="6.5" width="51" height="31"/>
                                                                <color key="onTintColor" red="0.20392156862745098" green="0.7803921568627451" blue="0.34901960784313724" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                                            </switch>
                                                        </subviews>
                                                        <constraints>
                                                            <constraint firstItem="\(control)" firstAttribute="centerY" secondItem="\(content)" secondAttribute="centerY" id="\(id("ca", scene, cell))"/>
                                                            <constraint firstAttribute="trailingMargin" secondItem="\(control)" secondAttribute="trailing" id="\(id("cb", scene, cell))"/>
                                                            <constraint firstItem="\(control)" firstAttribute="leading" relation="greaterThanOrEqual" secondItem="\(label)" secondAttribute="trailing" constant="8" id="\(id("cc", scene, cell))"/>
                                                            <constraint firstItem="\(label)" firstAttribute="leading" secondItem="\(content)" secondAttribute="leadingMargin" id="\(id("cd", scene, cell))"/>
                                                        </constraints>
                                                    </tableViewCellContentView>
                                                </tableViewCell>

                """
            }
            xml += """
                                            </cells>
                                        </tableViewSection>
                                    </sections>
                                </tableView>
                                <navigationItem key="navigationItem" title="Settings \(scene)" id="\(id("nav", scene))"/>
                            </tableViewController>
                        </objects>
                    </scene>

            """
        }
        xml += "    </scenes>\n</document>\n"
        try Data(xml.utf8).write(to: URL(fileURLWithPath: file))
    }
}

/// XMLParser with a delegate that does nothing: the floor for any reader built on it.
final class NullDelegate: NSObject, XMLParserDelegate {
    var elements = 0
    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        elements += 1
    }
}

enum StoryboardBenchmark {
    static func run(file: String, repeats: Int) throws {
        let bytes = Double((try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? 0)
        func bareParse() throws {
            // Streamed, as Hark reads it (handed one large Data, XMLParser fails on big files).
            let parser = XMLParser(stream: InputStream(data: try Data(contentsOf: URL(fileURLWithPath: file))))
            let delegate = NullDelegate()
            parser.delegate = delegate
            _ = parser.parse()
        }
        func harkImport() throws {
            _ = try HarkLibrary.importInterfaceBuilder(file: file)
        }
        try bareParse()
        try harkImport()
        var bare = Costs(), hark = Costs()
        for _ in 0..<repeats {
            bare.append(try measure { try bareParse() })
            hark.append(try measure { try harkImport() })
        }
        print("input: \(URL(fileURLWithPath: file).lastPathComponent), \(String(format: "%.1f", bytes / 1e6)) MB")
        for (name, costs) in [("XMLParser, empty delegate (baseline)", bare), ("Hark storyboard import", hark)] {
            print(name.padding(toLength: 44, withPad: " ", startingAt: 0)
                  + String(format: " wall %7.3f s (%5.2f×)   cpu %7.3f s (%5.2f×)  %6.1f MB/s of CPU", costs.wall, costs.wall / bare.wall,
                           costs.cpu, costs.cpu / bare.cpu, bytes / 1e6 / costs.cpu))
        }
        reportGoal("storyboard import against XMLParser", measured: ratio(hark.cpu / bare.cpu) + " XMLParser's CPU time (wall "
                   + ratio(hark.wall / bare.wall) + ")", target: "≤ 1.00×, at least its throughput", met: hark.cpu / bare.cpu <= 1.0)
    }
}
