import Testing
@testable import HarkCore

/// A XIB whose object is of a class no document can make (its `init?(coder:)` is `fatalError`)
/// is never loaded by a working app: a folder search leaves it out (docs/interface-builder.md).
@Suite struct UndecodableClassesTests {
    @Test func classesWhoseCoderInitializerIsFatalAreFound() {
        let code = """
        import UIKit

        class SwitchTableViewCell: UITableViewCell {
            class var reuseID: String { "switch" }
            init(switchToggled: @escaping (UISwitch) -> Void) {
                super.init(style: .subtitle, reuseIdentifier: nil)
            }

            required init?(coder aDecoder: NSCoder) {
                fatalError("init(coder:) has not been implemented")
            }
        }

        final class LoadedCell: UITableViewCell {
            required init?(coder: NSCoder) {
                super.init(coder: coder)
            }

            func unfinished() {
                fatalError("a call of init(coder:) above is no definition")
            }
        }

        final class Banner: UIView {
            @available(*, unavailable)
            required init?(coder: NSCoder) { fatalError() }
        }
        """
        #expect(CodeAssignments.undecodableClasses(in: Array(code.utf8)) == ["SwitchTableViewCell", "Banner"])
    }

    /// the-blue-alliance/the-blue-alliance-ios (MIT), ViewElements/Base/SwitchTableViewCell.xib, in
    /// its shape: the cell and a switch beside it at the top level, no outlet to either.
    static let xib = """
    <?xml version="1.0" encoding="UTF-8"?>
    <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="14460.31" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" colorMatched="YES">
        <objects>
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
            <placeholder placeholderIdentifier="IBFirstResponder" id="-2" customClass="UIResponder"/>
            <tableViewCell contentMode="scaleToFill" selectionStyle="default" indentationWidth="10" id="KGk-i7-Jjw" customClass="SwitchTableViewCell" customModule="The_Blue_Alliance" customModuleProvider="target">
                <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                <tableViewCellContentView key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" tableViewCell="KGk-i7-Jjw" id="H2p-sc-9uM">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="43.5"/>
                </tableViewCellContentView>
            </tableViewCell>
            <switch opaque="NO" contentMode="scaleToFill" horizontalHuggingPriority="750" verticalHuggingPriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES" id="ePv-4O-TAu">
                <rect key="frame" x="0.0" y="0.0" width="49" height="31"/>
            </switch>
        </objects>
    </document>
    """

    static let cell = """
    import UIKit

    class SwitchTableViewCell: UITableViewCell {
        required init?(coder aDecoder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }
    """

    @Test func aXIBOfSuchAClassIsLeftOutOfAFolderSearch() throws {
        let root = try TestSupport.write([("App/SwitchTableViewCell.xib", Self.xib), ("App/SwitchTableViewCell.swift", Self.cell)])
        #expect(try TestSupport.lint(root + "/App", relativeTo: root, rule: "label-missing").isEmpty)
        let run = try HarkProcess.run(["lint", "App"], in: root)
        #expect(run.stdout.contains("Skipped: App/SwitchTableViewCell.xib (never loaded: no document can make its SwitchTableViewCell, whose init(coder:) is fatalError)"),
                "\(run.stdout)")
        // Named, it is read as asked; and a class the document can make is audited.
        #expect(try TestSupport.lint(root + "/App/SwitchTableViewCell.xib", relativeTo: root, rule: "label-missing").count == 1)
        let loadable = try TestSupport.write([("App/SwitchTableViewCell.xib", Self.xib),
                                              ("App/SwitchTableViewCell.swift", Self.cell.replacingOccurrences(of: "fatalError(\"init(coder:) has not been implemented\")", with: "super.init(coder: aDecoder)"))])
        #expect(try TestSupport.lint(loadable + "/App", relativeTo: loadable, rule: "label-missing").count == 1)
    }
}
