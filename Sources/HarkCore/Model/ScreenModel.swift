/// The screen model (`docs/model.md`): an app's settings screens, each node with its source
/// position, whatever input format it was read from.
struct AppModel: Sendable {
    var file: String
    var app: AppInfo
    var screens: [Screen]
    /// How fixes are worded for the input this model was read from.
    var phrasing: FixPhrasing
    /// Comments of the input that turn rules off (`// hark:disable:next rule-id`).
    var suppressionComments: [SourceComment] = []
    /// For a model read from source code, the texts the code shows outside its switch screens
    /// (`NSLocalizedString`, `Text`, `Button`…): their keys are in use, for `l10n-missing` and
    /// `l10n-unused`. Nil for a model that was not read from code.
    var codeTexts: [LocalizedText]? = nil
    /// Per table name, keys of the model's tables that code may use where Hark sees no use: the
    /// string literals a lookup with a computed key may be given, keys other platforms' code
    /// uses. `l10n-unused` does not call them unused.
    var keysUsedElsewhere: [String: Set<String>] = [:]
    /// For a storyboard found in a folder, the scenes left out because nothing opens them
    /// (`SceneReachability`), by identifier or class, for the inventory.
    var unopenedScenes: [String] = []

    /// How many switches the screens hold.
    var switchCount: Int { screens.reduce(0) { $0 + $1.cells.filter { $0.switchControl != nil }.count } }
}

struct AppInfo: Sendable {
    var name: String
    var developmentLanguage: String
    /// The folder of `.lproj` folders, resolved against the model file's folder.
    var localizations: String?
    var deploymentTarget: String?
    /// For an Interface Builder document: the id of every object in it. Its strings tables key
    /// by them (`"Xx4-AP-OQs.text"`), whether or not the model shows the object.
    var objectIDs: Set<String>? = nil
    /// For an Interface Builder document: the ids of the objects whose own text no user sees
    /// (a label whose text the app's code sets when it runs, a controller whose navigation
    /// item's title the bar shows instead): their translations show nowhere.
    var objectsTextShownNowhere: Set<String> = []
    /// Whether every text of the input is a key by its format (a Settings pane's titles): a
    /// title that no table has, the development language's included, is how its developer keeps
    /// a text as written ("Arial", "-6 dB"), the format having no other way. (In code, a
    /// localizable literal says the text is meant for translation.)
    var textsAreKeysByFormat = false
    /// Whether the input's tables serve it alone (a Settings bundle's, its panes'): a key it
    /// does not show is shown nowhere.
    var ownsItsTables = false
    /// Whether the app's own code reads a translation a language lacks from the development
    /// language's folder (`DevelopmentFallback`): a missing key shows that language's text.
    var fallsBackToDevelopmentLanguage = false
    /// Source files whose views only the developer screens open (`DeveloperOnlyFiles`), as
    /// their locations spell them.
    var developerOnlyFiles: Set<String> = []
    /// Texts of code that other targets build too, which their models also hold
    /// (`SharedCodeTexts`).
    var sharedCodeTexts: Set<LocalizedText> = []
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
    /// The text below the section (a table view's footer), read after its cells.
    var footer: LocalizedText? = nil
}

/// A row of a section. Its fields live in one shared box, replaced on write: a cell is copied
/// into every text use and switch the rules walk, and an inline copy of this many fields cost
/// some 700 bytes each time (58 MB of text uses alone on the 20,000-switch benchmark app).
struct Cell: Sendable {
    struct Fields: Sendable {
        var id: String
        /// The cell's own text (its textLabel).
        var text: LocalizedText?
        /// Lines the cell's own text may use: 1 for a table cell's textLabel (UIKit's default,
        /// nil); 0 as many as needed (a SwiftUI toggle's label wraps unless a line limit is set).
        var numberOfLines: Int?
        /// A separate label view beside the switch.
        var label: OutOfLine<CellLabel>
        var switchControl: SwitchControl?
        var accessibility: OutOfLine<AccessibilitySpec>
        var layout: OutOfLine<CellLayout>
        var background: Color?
        var expectedSpeech: [ExpectedSpeech]
        var ignore: IgnoreList
        /// Other ids the element is known by, for suppressions: a storyboard object id when `id`
        /// is the accessibility identifier.
        var aliases: [String]
        /// Rule ids suppressed here: this cell's, its section's and its screen's `ignore` lists.
        var suppressedRules: Set<String>
        var location: SourceLocation
        /// The id of the screen the row opens when tapped (a Settings child pane), if any.
        var opens: OutOfLine<Opening>
        /// How findings on this cell word their fixes, when it differs from its model's (a
        /// SwiftUI toggle in a model that also holds UIKit switches).
        var phrasing: FixPhrasing? = nil
        /// The branches of the code's conditions the row is written in, innermost first.
        var branches: [ExclusiveBranch] = []
    }

    /// Immutable, so reading a field needs no exclusivity check; a write makes a new box
    /// (cells are written only while an importer builds them).
    private final class Box: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private var box: Box

    init(id: String, text: LocalizedText?, numberOfLines: Int? = nil, label: CellLabel?, switchControl: SwitchControl?,
         accessibility: AccessibilitySpec?, layout: CellLayout?, background: Color?, expectedSpeech: [ExpectedSpeech],
         ignore: IgnoreList, aliases: [String] = [], suppressedRules: Set<String> = [], location: SourceLocation,
         opens: Opening? = nil) {
        box = Box(Fields(id: id, text: text, numberOfLines: numberOfLines, label: OutOfLine(label), switchControl: switchControl,
                         accessibility: OutOfLine(accessibility), layout: OutOfLine(layout), background: background,
                         expectedSpeech: expectedSpeech, ignore: ignore, aliases: aliases, suppressedRules: suppressedRules,
                         location: location, opens: OutOfLine(opens)))
    }

    /// All fields at once.
    var fields: Fields {
        get { box.fields }
        set { box = Box(newValue) }
    }

    var id: String { get { box.fields.id } set { fields.id = newValue } }
    var text: LocalizedText? { get { box.fields.text } set { fields.text = newValue } }
    var numberOfLines: Int? { get { box.fields.numberOfLines } set { fields.numberOfLines = newValue } }
    var label: CellLabel? { get { box.fields.label.value } set { fields.label = OutOfLine(newValue) } }
    var switchControl: SwitchControl? { get { box.fields.switchControl } set { fields.switchControl = newValue } }
    var accessibility: AccessibilitySpec? { get { box.fields.accessibility.value } set { fields.accessibility = OutOfLine(newValue) } }
    var layout: CellLayout? { get { box.fields.layout.value } set { fields.layout = OutOfLine(newValue) } }
    var background: Color? { get { box.fields.background } set { fields.background = newValue } }
    var expectedSpeech: [ExpectedSpeech] { get { box.fields.expectedSpeech } set { fields.expectedSpeech = newValue } }
    var ignore: IgnoreList { get { box.fields.ignore } set { fields.ignore = newValue } }
    var aliases: [String] { get { box.fields.aliases } set { fields.aliases = newValue } }
    var suppressedRules: Set<String> { get { box.fields.suppressedRules } set { fields.suppressedRules = newValue } }
    var location: SourceLocation { get { box.fields.location } set { fields.location = newValue } }
    var opens: Opening? { get { box.fields.opens.value } set { fields.opens = OutOfLine(newValue) } }
    var phrasing: FixPhrasing? { get { box.fields.phrasing } set { fields.phrasing = newValue } }
    var branches: [ExclusiveBranch] { get { box.fields.branches } set { fields.branches = newValue } }

    /// Whether the two rows sit in different branches of one condition (`if`/`else`, a
    /// `switch`'s cases): never on screen together.
    func isShownApart(from other: Cell) -> Bool {
        branches.contains { mine in other.branches.contains { $0.chain == mine.chain && $0.branch != mine.branch } }
    }
}

/// One branch of a condition in the code that builds a screen: the condition (`chain`, where
/// it is written) and which of its branches, from 0 (`if`, `else if`, `else`; a `switch`'s
/// labels in order).
struct ExclusiveBranch: Sendable, Hashable {
    var chain: String
    var branch: Int
}

/// A row's link to the screen it opens, with where the link is written.
struct Opening: Sendable {
    var screenID: String
    var location: SourceLocation
}

struct CellLabel: Sendable {
    var text: LocalizedText?
    var textColor: Color?
    /// A fixed font size, in points (a text style's size is `textStyle.pointSize`).
    var fontSize: Double?
    /// The Dynamic Type text style the font uses, if any.
    var textStyle: TextStyle? = nil
    var fontWeight: FontWeight? = nil
    /// Whether the label updates its font when the user changes the text size
    /// (`adjustsFontForContentSizeCategory`).
    var adjustsFontForContentSizeCategory: Bool? = nil
    /// Lines the label may use; 0 means as many as needed (it wraps, never truncates).
    var numberOfLines: Int? = nil
    /// The smallest scale the label shrinks its text to before cutting it
    /// (`adjustsFontSizeToFitWidth` with `minimumScaleFactor`); nil: it does not shrink.
    var minimumScaleFactor: Double? = nil
    var location: SourceLocation
}

/// How the label sits beside the switch, as far as the layout fixes it.
struct CellLayout: Sendable {
    /// Whether a constraint aligns the label's baseline with the switch's (false: their
    /// centers, tops or bottoms).
    var baselineAligned: Bool?
    /// The distance between the label and the switch, when the layout fixes it.
    var spacing: Double?
    var location: SourceLocation
    /// How far below the switch's line the alignment puts the label's (negative: above), in
    /// points: the constant of the constraint that aligns them.
    var verticalOffset: Double? = nil
    /// Whether the label fills the row (held at the row's far edge as well, or of a fixed
    /// width): its text sits at one end, so `spacing` is not how far the text is from the switch.
    var fillsRow: Bool? = nil
}

struct ExpectedSpeech: Sendable {
    var locale: String
    var text: String
    var location: SourceLocation
}

/// What a Settings.bundle toggle (`PSToggleSwitchSpecifier`) stores in the app's user
/// defaults: its `Key`, `DefaultValue`, and the `TrueValue`/`FalseValue` written for on and
/// off (booleans when absent).
struct Preference: Sendable {
    var key: String?
    var defaultValue: PreferenceValue?
    var trueValue: PreferenceValue?
    var falseValue: PreferenceValue?
    var location: SourceLocation

    /// Whether the switch shows on: Settings compares the stored value with `TrueValue` when
    /// one is given, else reads it as a boolean; with no value at all it shows off.
    var isOn: Bool {
        guard let value = defaultValue else { return false }
        if let trueValue { return value == trueValue }
        return value.boolValue
    }
}

/// A preference value: a property list boolean, number or string (a toggle stores nothing
/// else). Numbers compare by value and booleans equal 1 and 0, as `NSNumber` compares them.
enum PreferenceValue: Sendable, Equatable {
    case bool(Bool)
    case number(Double)
    case string(String)

    static func == (a: PreferenceValue, b: PreferenceValue) -> Bool {
        if let x = a.numeric, let y = b.numeric { return x == y }
        if case .string(let x) = a, case .string(let y) = b { return x == y }
        return false
    }

    private var numeric: Double? {
        switch self {
        case .bool(let flag): return flag ? 1 : 0
        case .number(let value): return value
        case .string: return nil
        }
    }

    /// The value read as a boolean, as `-[NSString boolValue]` and `-[NSNumber boolValue]` do:
    /// a string is true when it starts (after white space and zeros) with Y, y, T, t or 1-9.
    var boolValue: Bool {
        switch self {
        case .bool(let flag): return flag
        case .number(let value): return value != 0
        case .string(let text):
            let significant = text.drop { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "+" || $0 == "-" || $0 == "0" }
            guard let first = significant.first else { return false }
            return "YyTt123456789".contains(first)
        }
    }
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
