import Testing
@testable import HarkCore

/// The colors UIKit code sets on a switch and on its cell (docs/uikit-code.md), so that
/// `contrast` judges them as it judges a storyboard's; a color the code names but does not
/// spell (an asset, a project's own) is left unjudged.
@Suite struct UIKitColorTests {
    /// mozilla-mobile/focus-ios's shape (a `switch` in `cellForRowAt`, `toggle.onTintColor = …`
    /// beside `cell.accessoryView = toggle`), with the colors spelled in each way code writes them.
    static let swift = ("App/ColorsViewController.swift", """
    import UIKit

    final class ColorsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.backgroundColor = .white
            switch indexPath.row {
            case 0:
                cell.textLabel?.text = "Pale"
                let toggle = UISwitch()
                toggle.onTintColor = UIColor(red: 1, green: 1, blue: 0.9, alpha: 1)
                toggle.thumbTintColor = .white
                cell.accessoryView = toggle
            case 1:
                cell.textLabel?.text = "Dark"
                let toggle = UISwitch()
                toggle.onTintColor = UIColor(red: 30/255, green: 125/255, blue: 50/255, alpha: 1)
                cell.accessoryView = toggle
            case 2:
                cell.textLabel?.text = "Asset"
                let toggle = UISwitch()
                toggle.onTintColor = UIColor(named: "Accent")
                toggle.tintColor = .accent
                cell.accessoryView = toggle
            default:
                cell.contentView.backgroundColor = UIColor(white: 0.1, alpha: 1)
                let toggle = UISwitch()
                toggle.accessibilityLabel = "Night"
                toggle.onTintColor = #colorLiteral(red: 0.1, green: 0.1, blue: 0.15, alpha: 1)
                cell.contentView.addSubview(toggle)
            }
            return cell
        }
    }
    """)

    /// ceaseless-prayer/CeaselessIOS's shape, MenuViewController.m: a switch made the cell's
    /// accessory in a configuring method.
    static let objectiveC = ("App/MenuViewController.m", """
    @implementation MenuViewController
    - (void)configureCell:(UITableViewCell *)cell {
        cell.textLabel.text = @"Developer mode";
        [cell setBackgroundColor:[UIColor whiteColor]];
        UISwitch *switchView = [[UISwitch alloc] initWithFrame:CGRectZero];
        switchView.onTintColor = [UIColor colorWithRed:230/255.0f green:1.0f blue:230/255.0 alpha:1];
        [switchView setThumbTintColor:[UIColor systemGreenColor]];
        cell.accessoryView = switchView;
    }
    @end
    """)

    func lint(_ files: [(String, String)], rule: String) throws -> [String] {
        let root = try TestSupport.write(files)
        return try TestSupport.lint(root, relativeTo: root, rule: rule)
    }

    @Test func tintsAndBackgroundsSpelledInSwift() throws {
        #expect(try lint([UIKitColorTests.swift], rule: "contrast") == [
            "App/ColorsViewController.swift:10:26: error: switch \"toggle\": the on tint #FFFFE6 on the background #FFFFFF is 1.01:1, below 3:1; the thumb #FFFFFF on the on tint #FFFFE6 is 1.01:1, below 3:1 [contrast]",
            "App/ColorsViewController.swift:27:26: error: switch \"toggle-4\": the on tint #1A1A26 on the background #1A1A1A is 1.01:1, below 3:1 [contrast]",
        ])
    }

    @Test func tintsAndBackgroundsSpelledInObjectiveC() throws {
        #expect(try lint([UIKitColorTests.objectiveC], rule: "contrast") == [
            "App/MenuViewController.m:5:30: error: switch \"switchView\": the on tint #E6FFE6 on the background #FFFFFF is 1.06:1, below 3:1; the thumb #34C759 on the on tint #E6FFE6 is 2.09:1, below 3:1 [contrast]",
        ])
    }

    @Test func colorsReadAreTheModelsAndNamedOnesAreLeftOut() throws {
        let units = try TestSupport.load([try TestSupport.write([UIKitColorTests.swift])])
        let cells = units.compactMap(\.model).flatMap(\.screens).flatMap(\.cells)
        let colors = cells.map { cell in
            [cell.switchControl?.onTintColor, cell.switchControl?.thumbTintColor, cell.switchControl?.tintColor, cell.background]
                .map { $0?.description ?? "-" }.joined(separator: " ")
        }
        #expect(colors == ["#FFFFE6 #FFFFFF - #FFFFFF", "#1E7D32 - - #FFFFFF", "- - - #FFFFFF", "#1A1A26 - - #1A1A1A"])
    }

    /// Only a value that is a color and nothing else is read.
    @Test(arguments: [
        ("UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)", "#FF8000"), (".init(white: 0.5, alpha: 0.5)", "#80808080"),
        ("UIColor.systemGreen", "#34C759"), (".orange", "#FF8000"), ("UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1)", "#FF0000"),
        ("UIColor(red: 52/255, green: 199/255, blue: 89/255, alpha: 1)", "#34C759"), ("UIColor.systemGreen.withAlphaComponent(0.5)", "-"),
        ("UIColor(named: \"Accent\")", "-"), (".accent", "-"), ("UIColor(red: r, green: 1, blue: 1, alpha: 1)", "-"),
        ("UIColor(hue: 0.3, saturation: 1, brightness: 1, alpha: 1)", "-"), ("Theme.color(red: 1, green: 1, blue: 1)", "-"),
    ])
    func swiftColorValues(_ value: String, _ expected: String) throws {
        let file = ("App/V.swift", "import UIKit\nfinal class V: UITableViewCell {\n    let toggle = UISwitch()\n    func setUp() {\n        toggle.onTintColor = \(value)\n        accessoryView = toggle\n    }\n}\n")
        let units = try TestSupport.load([try TestSupport.write([file])])
        let tint = units.compactMap(\.model).flatMap(\.screens).flatMap(\.cells).first?.switchControl?.onTintColor
        #expect((tint?.description ?? "-") == expected)
    }
}
