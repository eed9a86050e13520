/// The screen model (`docs/model.md`): an app's settings screens, each node with its source
/// position, whatever input format it was read from.
struct AppModel: Sendable {
    var file: String
    var app: AppInfo
    var screens: [Screen]
    /// How fixes are worded for the input this model was read from.
    var phrasing: FixPhrasing
    /// For a model read from source code, the texts the code shows outside its switch screens
    /// (`NSLocalizedString`, `Text`, `Button`…): their keys are in use, for `l10n-missing` and
    /// `l10n-unused`. Nil for a model that was not read from code.
    var codeTexts: [LocalizedText]? = nil

    /// How many switches the screens hold.
    var switchCount: Int { screens.reduce(0) { $0 + $1.cells.filter { $0.switchControl != nil }.count } }
}

struct AppInfo: Sendable {
    var name: String
    var developmentLanguage: String
    /// The folder of `.lproj` folders, resolved against the model file's folder.
    var localizations: String?
    var deploymentTarget: String?
}

/// Rule ids listed in an `ignore` key, with where they were written.
struct IgnoreList: Sendable {
    var ruleIDs: [(id: String, location: SourceLocation)] = []
    var isEmpty: Bool { ruleIDs.isEmpty }
    init() {}
}

struct Screen: Sendable {
    var id: String
    var title: LocalizedText?
    var background: Color?
    var sections: [Section]
    var ignore: IgnoreList
    /// Rule ids suppressed on the screen itself (its `ignore` list).
    var suppressedRules: Set<String> = []
    var location: SourceLocation

    var cells: [Cell] { sections.flatMap(\.cells) }
}

struct Section: Sendable {
    var id: String
    var header: LocalizedText?
    var cells: [Cell]
    var ignore: IgnoreList
    /// Rule ids suppressed for the section: its own and its screen's `ignore` lists.
    var suppressedRules: Set<String> = []
    var location: SourceLocation
}

struct Cell: Sendable {
    var id: String
    /// The cell's own text (its textLabel).
    var text: LocalizedText?
    /// A separate label view beside the switch.
    var label: CellLabel?
    var switchControl: SwitchControl?
    var accessibility: AccessibilitySpec?
    var layout: CellLayout?
    var background: Color?
    var expectedSpeech: [ExpectedSpeech]
    var ignore: IgnoreList
    /// Rule ids suppressed here: this cell's, its section's and its screen's `ignore` lists.
    var suppressedRules: Set<String> = []
    var location: SourceLocation
}

struct CellLabel: Sendable {
    var text: LocalizedText?
    var textColor: Color?
    var fontSize: Double?
    /// Lines the label may use; 0 means as many as needed (it wraps, never truncates).
    var numberOfLines: Int? = nil
    var location: SourceLocation
}

struct CellLayout: Sendable {
    var baselineAligned: Bool?
    var spacing: Double?
    var location: SourceLocation
}

struct ExpectedSpeech: Sendable {
    var locale: String
    var text: String
    var location: SourceLocation
}

struct SwitchControl: Sendable {
    enum Superclass: String, Sendable { case uiSwitch = "UISwitch", uiControl = "UIControl" }

    var className: String
    var superclass: Superclass
    var isOn: Bool
    var isEnabled: Bool
    var onTintColor: Color?
    var thumbTintColor: Color?
    var tintColor: Color?
    var onImage: SwitchImage?
    var offImage: SwitchImage?
    var frame: Frame?
    var accessibility: AccessibilitySpec?
    var ignore: IgnoreList
    var location: SourceLocation

    /// UISwitch itself or a subclass of it: UIKit's switch accessibility comes for free.
    var isSwitchKind: Bool { superclass == .uiSwitch }
}

struct SwitchImage: Sendable {
    var name: String
    var width: Double
    var height: Double
    var location: SourceLocation
}

struct Frame: Sendable {
    var x: Double
    var y: Double
    var width: Double
    var height: Double
}
