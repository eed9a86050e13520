import Testing
@testable import HarkCore

/// A local declared in one `case` of a Swift `switch` lives in that `case` only: the shape of
/// most `cellForRowAt`s (mozilla-mobile/focus-ios's settings controllers declare `let toggle =
/// UISwitch()` in branch after branch), where every switch goes by the same name.
@Suite struct UIKitCaseScopeTests {
    static let controller = ("App/SettingsViewController.swift", """
    import UIKit

    final class SettingsViewController: UITableViewController {
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            switch indexPath.row {
            case 0:
                cell.textLabel?.text = NSLocalizedString("Sync", comment: "")
                let toggle = UISwitch()
                toggle.isOn = true
                cell.accessoryView = toggle
            case 1:
                let toggle = UISwitch()
                toggle.accessibilityIdentifier = "unlabelled"
                cell.contentView.addSubview(toggle)
            case 2:
                cell.textLabel?.text = titleFor(indexPath)
                let toggle = UISwitch()
                toggle.accessibilityIdentifier = "computed"
                cell.accessoryView = toggle
            default:
                cell.textLabel?.text = NSLocalizedString("Sync over cellular data", comment: "")
                let toggle = UISwitch()
                toggle.isEnabled = false
                cell.accessoryView = toggle
            }
            return cell
        }
    }
    """)

    func root() throws -> String {
        try TestSupport.write(UIKitSourceTests.strings + [UIKitCaseScopeTests.controller])
    }

    @Test func eachCasesSwitchIsReadInItsOwnCase() throws {
        let units = try TestSupport.load([try root()])
        let speech = try TestSupport.auditor().audit(units, locales: ["en"]).speech.elements.filter { $0.kind == .control }.map(\.text)
        #expect(speech == [
            "Sync, on, Double tap to toggle setting.",
            "off, Double tap to toggle setting.",
            "<expression>, off, Double tap to toggle setting.",
            "Sync over cellular data, dimmed, off",
        ])
    }

    @Test func eachCasesSwitchHasItsOwnFindings() throws {
        let root = try root()
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "label-missing") == [
            "App/SettingsViewController.swift:13:26: error: switch \"unlabelled\" has no accessible name: set the switch's accessibilityLabel, or make it the cell's accessoryView so that the cell's text names it [label-missing]",
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "name-unresolved") == [
            "App/SettingsViewController.swift:17:36: note: switch \"computed\" is named by `titleFor(indexPath)`, which Hark cannot evaluate without running the app: VoiceOver says what it holds then, and Hark speaks it as <expression> [name-unresolved]",
        ])
        #expect(try TestSupport.lint(root, relativeTo: root, rule: "duplicate-name") == [])
    }

    /// `if case` at the top of a block is no `switch`: the local is read to the block's end.
    @Test func anIfCaseIsNoSwitchCase() throws {
        let controller = ("App/ModeViewController.swift", """
        import UIKit

        final class ModeViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                cell.textLabel?.text = NSLocalizedString("Sync", comment: "")
                if case .some = tableView.window { tableView.rowHeight = 44 }
                let toggle = UISwitch()
                if case .none = tableView.window { toggle.isEnabled = false }
                toggle.isOn = true
                cell.accessoryView = toggle
                return cell
            }
        }
        """)
        let units = try TestSupport.load([try TestSupport.write(UIKitSourceTests.strings + [controller])])
        let speech = try TestSupport.auditor().audit(units, locales: ["en"]).speech.elements.filter { $0.kind == .control }.map(\.text)
        #expect(speech == ["Sync, dimmed, on"])
    }
}
