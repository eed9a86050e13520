import Testing
@testable import HarkCore

/// Switches UIKit code creates, in Swift and Objective-C, named as UIKit presents them to
/// VoiceOver (docs/uikit-code.md): a cell's accessory switch by the cell's text, a switch added
/// to a view only by its own label.
@Suite struct UIKitSourceTests {
    static let strings = [
        ("App/en.lproj/Localizable.strings", "\"Sync\" = \"Sync\";\n\"Sync over cellular data\" = \"Sync over cellular data\";\n"),
        ("App/de.lproj/Localizable.strings", "\"Sync\" = \"Synchronisieren\";\n\"Sync over cellular data\" = \"Über Mobilfunk synchronisieren\";\n"),
    ]

    func lint(_ files: [(String, String)], rule: String) throws -> [String] {
        let root = try TestSupport.write(UIKitSourceTests.strings + files)
        return try TestSupport.lint(root, relativeTo: root, rule: rule)
    }

    func speech(_ files: [(String, String)], locale: String = "en") throws -> [String] {
        let root = try TestSupport.write(UIKitSourceTests.strings + files)
        let units = try TestSupport.load([root])
        let result = try TestSupport.auditor().audit(units, locales: [locale])
        return result.speech.elements.filter { $0.kind == .control }.map(\.text)
    }

    static let swiftController = ("App/SettingsViewController.swift", """
    import UIKit

    final class SettingsViewController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = NSLocalizedString("Sync", comment: "")
        }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            switch indexPath.row {
            case 0:
                cell.textLabel?.text = NSLocalizedString("Sync", comment: "")
                let toggle = UISwitch()
                toggle.isOn = true
                cell.accessoryView = toggle
            case 1:
                var content = cell.defaultContentConfiguration()
                content.text = NSLocalizedString("Sync over cellular data", comment: "")
                cell.contentConfiguration = content
                let cellular = UISwitch(frame: .zero)
                cellular.isEnabled = false
                cell.accessoryView = cellular
            case 2:
                cell.textLabel?.text = "Debug logging"
                let debug = UISwitch()
                debug.accessibilityIdentifier = "debug-switch"
                cell.contentView.addSubview(debug)
            default:
                let named = UISwitch()
                named.accessibilityLabel = NSLocalizedString("Sync", comment: "")
                named.accessibilityHint = "Syncs now."
                cell.contentView.addSubview(named)
            }
            return cell
        }
    }
    """)

    @Test func accessoryAndContentViewSwitches() throws {
        #expect(try speech([UIKitSourceTests.swiftController]) == [
            "Sync, on, Double tap to toggle setting.",
            "Sync over cellular data, dimmed, off",
            "off, Double tap to toggle setting.",
            "Sync, off, Syncs now. Double tap to toggle setting.",
        ], "an own hint comes before the default one")
        #expect(try speech([UIKitSourceTests.swiftController], locale: "de").first == "Synchronisieren, Ein, Zum Umschalten Doppeltippen.")
        #expect(try lint([UIKitSourceTests.swiftController], rule: "label-missing") == [
            "App/SettingsViewController.swift:26:25: error: switch \"debug-switch\" has no accessible name: set the switch's accessibilityLabel, or make it the cell's accessoryView so that the cell's text names it [label-missing]",
        ])
    }

    @Test func objectiveCSwitches() throws {
        let controller = ("App/MenuViewController.m", """
        #import "MenuViewController.h"

        @implementation MenuViewController

        - (void)viewDidLoad {
            [super viewDidLoad];
            self.title = NSLocalizedString(@"Sync", nil);
        }

        - (void)configureCell:(UITableViewCell *)cell {
            cell.textLabel.text = @"Developer mode";
            UISwitch *switchView = [[UISwitch alloc] initWithFrame:CGRectZero];
            cell.accessoryView = switchView;
            [switchView setOn:YES animated:NO];
        }

        - (void)configureOther:(UITableViewCell *)cell {
            cell.textLabel.text = NSLocalizedStringFromTable(@"Sync", @"Localizable", nil);
            UISwitch *other = [UISwitch new];
            other.enabled = NO;
            [cell setAccessoryView:other];
        }

        @end
        """)
        #expect(try speech([controller]) == ["Developer mode, on, Double tap to toggle setting.", "Sync, dimmed, off"])
        #expect(try lint([controller], rule: "l10n-hardcoded") == [
            "App/MenuViewController.m:11:27: warning: the text \"Developer mode\" is a plain string, the same in every language: use NSLocalizedString or String(localized:) [l10n-hardcoded]",
        ])
    }

    /// the-blue-alliance/the-blue-alliance-ios (MIT), SwitchTableViewCell.swift, in its shape: the
    /// property is an implicitly unwrapped optional, and its closure's switch is the property's.
    @Test func aSwitchKeptInAnOptionalPropertyIsPlacedWhereThePropertyIs() throws {
        let cell = ("App/SwitchTableViewCell.swift", """
        import UIKit

        class SwitchTableViewCell: UITableViewCell {
            init() {
                super.init(style: .subtitle, reuseIdentifier: nil)
                textLabel?.text = NSLocalizedString("Reverse", comment: "")
                accessoryView = switchView
            }

            public lazy var switchView: UISwitch! = {
                let switchView = UISwitch(frame: .zero)
                return switchView
            }()

            lazy var otherSwitch: UISwitch? = {
                UISwitch()
            }()
        }
        """)
        #expect(try speech([cell]) == ["Reverse, off, Double tap to toggle setting.", "<expression>, off, Double tap to toggle setting."])
    }

    @Test func switchesKeptInPropertiesAndPlacedElsewhere() throws {
        let cell = ("App/SwitchCell.swift", """
        import UIKit

        final class SwitchCell: UITableViewCell {
            lazy var theSwitch: UISwitch = {
                let theSwitch = UISwitch(frame: .zero)
                return theSwitch
            }()

            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                accessoryView = theSwitch
                textLabel?.text = NSLocalizedString("Sync", comment: "")
            }
        }

        final class BlockerToggle {
            let toggle = UISwitch()
        }

        final class GroupedCell: UITableViewCell {
            let toggle = UISwitch()
            func setUp() {
                isAccessibilityElement = true
                accessibilityLabel = NSLocalizedString("Sync over cellular data", comment: "")
                contentView.addSubview(toggle)
            }
        }
        """)
        #expect(try speech([cell]) == [
            "Sync, off, Double tap to toggle setting.",
            "<expression>, off, Double tap to toggle setting.",
            "Sync over cellular data, off, Double tap to toggle setting.",
        ])
        #expect(try lint([cell], rule: "name-unresolved") == [
            "App/SwitchCell.swift:17:18: note: switch \"toggle\" is named by `where the switch is placed, elsewhere`, which Hark cannot evaluate without running the app: VoiceOver says what it holds then, and Hark speaks it as <expression> [name-unresolved]",
        ])
    }

    /// deltachat/deltachat-ios (GPL-3.0), Controller/Settings/ChatsAndMediaViewController.swift and
    /// View/SwitchCell.swift: each setting's cell made in its own property's closure, its text
    /// set there, not in the first such closure of the class; a reusable cell given its text as
    /// a `String`, localized (or not) by the code that makes the cell.
    @Test func cellsMadeInTheirPropertysClosure() throws {
        let controller = ("App/ChatsViewController.swift", """
        import UIKit

        final class ChatsViewController: UITableViewController {
            private lazy var blockedContactsCell: UITableViewCell = {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = "Blocked Contacts"
                cell.accessoryType = .disclosureIndicator
                return cell
            }()

            private lazy var syncSwitch: UISwitch = {
                let switchControl = UISwitch()
                return switchControl
            }()

            private lazy var syncCell: UITableViewCell = {
                let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
                cell.textLabel?.text = NSLocalizedString("Sync", comment: "")
                cell.accessoryView = syncSwitch
                return cell
            }()
        }

        final class SwitchCell: UITableViewCell {
            let uiSwitch: UISwitch

            init(textLabel: String, on: Bool) {
                self.uiSwitch = UISwitch()
                super.init(style: .value1, reuseIdentifier: nil)
                self.uiSwitch.setOn(on, animated: false)
                self.textLabel?.text = textLabel
                self.accessoryView = uiSwitch
            }
        }
        """)
        #expect(try speech([controller]) == [
            "Sync, off, Double tap to toggle setting.",
            "<expression>, off, Double tap to toggle setting.",
        ])
        let hardcoded = try lint([controller], rule: "l10n-hardcoded")
        #expect(hardcoded.allSatisfy { !$0.contains("textLabel") }, "\(hardcoded)")
    }

    /// The cell's text of the switch's own `case`, never another branch's.
    @Test func cellTextFromTheSwitchsOwnBranch() throws {
        let controller = ("App/RoomViewController.swift", """
        import UIKit

        final class RoomViewController: UITableViewController {
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
                switch indexPath.row {
                case 0:
                    let mute = UISwitch()
                    cell.accessoryView = mute
                case 1:
                    cell.textLabel?.text = NSLocalizedString("Sync", comment: "")
                    let sync = UISwitch()
                    cell.accessoryView = sync
                default:
                    break
                }
                return cell
            }
        }
        """)
        #expect(try speech([controller]) == ["<expression>, off, Double tap to toggle setting.", "Sync, off, Double tap to toggle setting."])
    }

    /// ish-app/ish (GPL-3.0), app/ThemeViewController.m: switches kept in instance variables,
    /// made in `viewDidLoad`, each placed in its own `case` of `cellForRowAtIndexPath:` beside the
    /// cell's text.
    @Test func switchesInInstanceVariablesNamedByTheirCasesText() throws {
        let controller = ("App/ThemeViewController.m", """
        @implementation ThemeViewController {
            UISwitch *_lightOverrideSwitch;
            UISwitch *_darkOverrideSwitch;
        }

        - (void)viewDidLoad {
            [super viewDidLoad];
            _lightOverrideSwitch = [UISwitch new];
            _darkOverrideSwitch = [UISwitch new];
        }

        - (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
            UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Override" forIndexPath:indexPath];
            switch (indexPath.row) {
                case 0:
                    cell.textLabel.text = @"Use Dark UI for Light Color Scheme";
                    cell.accessoryView = self->_lightOverrideSwitch;
                    break;
                case 1:
                    cell.textLabel.text = @"Use Light UI for Dark Color Scheme";
                    cell.accessoryView = self->_darkOverrideSwitch;
                    break;
            }
            return cell;
        }
        @end
        """)
        #expect(try speech([controller]) == ["Use Dark UI for Light Color Scheme, off, Double tap to toggle setting.",
                                             "Use Light UI for Dark Color Scheme, off, Double tap to toggle setting."])
    }

    /// Eureka's `SwitchRow`: its cell's accessory is the switch, named by the row's title
    /// (Onion Browser's settings); a hint set in `.cellSetup`; a title that wraps
    /// (`numberOfLines = 0`) is not cut; a row without a title has no name.
    @Test func eurekaSwitchRowsAreNamedByTheirTitles() throws {
        let form = ("App/SettingsViewController.swift", """
        import Eureka

        final class SettingsViewController: FormViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                form
                +++ Section()
                <<< SwitchRow("sync") {
                    $0.title = NSLocalizedString("Sync", comment: "Option title")
                    $0.value = true
                    $0.cell.textLabel?.numberOfLines = 0
                }
                .cellSetup { cell, row in
                    cell.switchControl.accessibilityHint = NSLocalizedString("Sync over cellular data", comment: "")
                }
                <<< SwitchRow() { row in
                    row.value = false
                }
                // Raivo's shape: the row's closure inside the parentheses.
                <<< SwitchRow("previous", { row in
                    row.title = "Show previous OTPs"
                    row.value = true
                })
                if let row = form.rowBy(tag: "sync") as? SwitchRow { row.updateCell() }
            }
        }
        """)
        #expect(try speech([form]) == ["Sync, on, Sync over cellular data. Double tap to toggle setting.", "off, Double tap to toggle setting.",
                                       "Show previous OTPs, on, Double tap to toggle setting."])
        #expect(try speech([form], locale: "de") == ["Synchronisieren, Ein, Über Mobilfunk synchronisieren. Zum Umschalten Doppeltippen.",
                                                     "Aus, Zum Umschalten Doppeltippen.", "Show previous OTPs, Ein, Zum Umschalten Doppeltippen."])
        let missing = try lint([form], rule: "label-missing")
        #expect(missing == ["App/SettingsViewController.swift:16:13: error: switch \"SwitchRow-16\" has no accessible name: give the row a title ($0.title), or set its switchControl's accessibilityLabel [label-missing]"],
                "\(missing)")
        let cells = try TestSupport.load([try TestSupport.write(UIKitSourceTests.strings + [form])]).compactMap(\.model).flatMap(\.screens).flatMap(\.cells)
        #expect(cells.map(\.id) == ["sync", "SwitchRow-16", "previous"] && cells.first?.numberOfLines == 0, "\(cells.map(\.id))")
    }

    /// Trust Wallet's always-on row, disabled two ways: its `Condition` written out, and its
    /// switch disabled in `.cellSetup`. Either disables it; a `Condition` of a function does not.
    @Test func eurekaRowsDisabledByAWrittenOutConditionOrTheirSwitch() throws {
        let form = ("App/NotificationsViewController.swift", """
        import Eureka

        final class NotificationsViewController: FormViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                form
                +++ Section()
                <<< SwitchRow("payment") {
                    $0.title = "Sent and Receive"
                    $0.value = true
                    $0.disabled = Condition(booleanLiteral: true)
                }
                <<< SwitchRow("news") {
                    $0.title = "News"
                }.cellSetup { cell, _ in
                    cell.switchControl.isEnabled = false
                }
                <<< SwitchRow("alerts") {
                    $0.title = "Alerts"
                    $0.disabled = Condition.function(["news"]) { _ in false }
                }
            }
        }
        """)
        let cells = try TestSupport.load([try TestSupport.write(UIKitSourceTests.strings + [form])]).compactMap(\.model).flatMap(\.screens).flatMap(\.cells)
        #expect(cells.map { $0.switchControl?.isEnabled } == [false, false, true], "\(cells.map(\.id))")
    }
}
