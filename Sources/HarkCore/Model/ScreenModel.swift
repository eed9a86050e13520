/// The screen model (spec §2): an app's settings screens, each node with its source position.
public struct AppModel: Sendable {
    public var file: String
    public var app: AppInfo
    public var screens: [Screen]
}

public struct AppInfo: Sendable {
    public var name: String
    public var developmentLanguage: String
    /// The folder of `.lproj` folders, resolved against the model file's folder.
    public var localizations: String?
    public var deploymentTarget: String?
}

/// Rule ids listed in an `ignore` key, with where they were written.
public struct IgnoreList: Sendable {
    public var ruleIDs: [(id: String, location: SourceLocation)] = []
    public var isEmpty: Bool { ruleIDs.isEmpty }
    public init() {}
}

public struct Screen: Sendable {
    public var id: String
    public var title: LocalizedText?
    public var background: Color?
    public var sections: [Section]
    public var ignore: IgnoreList
    /// Rule ids suppressed on the screen itself (its `ignore` list).
    public var suppressedRules: Set<String> = []
    public var location: SourceLocation

    public var cells: [Cell] { sections.flatMap(\.cells) }
}

public struct Section: Sendable {
    public var id: String
    public var header: LocalizedText?
    public var cells: [Cell]
    public var ignore: IgnoreList
    /// Rule ids suppressed for the section: its own and its screen's `ignore` lists.
    public var suppressedRules: Set<String> = []
    public var location: SourceLocation
}

public struct Cell: Sendable {
    public var id: String
    /// The cell's own text (its textLabel).
    public var text: LocalizedText?
    /// A separate label view beside the switch.
    public var label: CellLabel?
    public var switchControl: SwitchControl?
    public var accessibility: AccessibilitySpec?
    public var layout: CellLayout?
    public var background: Color?
    public var expectedSpeech: [ExpectedSpeech]
    public var ignore: IgnoreList
    /// Rule ids suppressed here: this cell's, its section's and its screen's `ignore` lists.
    public var suppressedRules: Set<String> = []
    public var location: SourceLocation
}

public struct CellLabel: Sendable {
    public var text: LocalizedText?
    public var textColor: Color?
    public var fontSize: Double?
    /// Lines the label may use; 0 means as many as needed (it wraps, never truncates).
    public var numberOfLines: Int? = nil
    public var location: SourceLocation
}

public struct CellLayout: Sendable {
    public var baselineAligned: Bool?
    public var spacing: Double?
    public var location: SourceLocation
}

public struct ExpectedSpeech: Sendable {
    public var locale: String
    public var text: String
    public var location: SourceLocation
}

public struct SwitchControl: Sendable {
    public enum Superclass: String, Sendable { case uiSwitch = "UISwitch", uiControl = "UIControl" }

    public var className: String
    public var superclass: Superclass
    public var isOn: Bool
    public var isEnabled: Bool
    public var onTintColor: Color?
    public var thumbTintColor: Color?
    public var tintColor: Color?
    public var onImage: SwitchImage?
    public var offImage: SwitchImage?
    public var frame: Frame?
    public var accessibility: AccessibilitySpec?
    public var ignore: IgnoreList
    public var location: SourceLocation

    /// UISwitch itself or a subclass of it: UIKit's switch accessibility comes for free.
    public var isSwitchKind: Bool { superclass == .uiSwitch }
}

public struct SwitchImage: Sendable {
    public var name: String
    public var width: Double
    public var height: Double
    public var location: SourceLocation
}

public struct Frame: Sendable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
}
