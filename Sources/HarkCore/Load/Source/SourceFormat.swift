/// Swift and Objective-C source (`docs/swiftui.md`, `docs/uikit-code.md`): SwiftUI toggles and
/// the switches UIKit code creates, with the localized texts the code uses. The files of one
/// command-line path are read together, so that a SwiftGen accessor in one file resolves a
/// toggle's title in another; they become one model per folder of strings tables they use.
struct SourceFormat: GroupInputFormat {
    let name = "Swift or Objective-C source"
    let pluralName = "Swift or Objective-C sources"
    let pathDescription = "Swift or Objective-C source file"

    static let swiftUIPhrasing = FixPhrasing(
        name: "give the Toggle a title or a label, or add .accessibilityLabel(_:)",
        hint: ".accessibilityHint(_:)",
        value: "add .accessibilityValue(_:)",
        element: "use a Toggle, or add .accessibilityAddTraits(.isToggle) and .accessibilityValue(_:)",
        localize: "pass a string literal (a LocalizedStringKey) or String(localized:) instead of a String",
        deploymentTarget: "the target's iOS Deployment Target")

    static let uiKitPhrasing = FixPhrasing(
        name: "set the switch's accessibilityLabel, or make it the cell's accessoryView so that the cell's text names it",
        hint: "accessibilityHint",
        value: "set accessibilityValue",
        element: "set isAccessibilityElement = true, accessibilityTraits (.button) and accessibilityValue",
        localize: "use NSLocalizedString or String(localized:)",
        deploymentTarget: "the target's iOS Deployment Target")

    static let eurekaPhrasing = FixPhrasing(
        name: "give the row a title ($0.title), or set its switchControl's accessibilityLabel",
        hint: "cell.switchControl.accessibilityHint",
        value: "set the switchControl's accessibilityValue",
        element: "use a SwitchRow, whose switch is its cell's accessoryView",
        localize: "use NSLocalizedString or String(localized:)",
        deploymentTarget: "the target's iOS Deployment Target")

    /// For a model with both: each wording says which is which.
    static let mixedPhrasing = FixPhrasing(
        name: "add .accessibilityLabel(_:) (SwiftUI) or set accessibilityLabel (UIKit)",
        hint: ".accessibilityHint(_:) (SwiftUI) or accessibilityHint (UIKit)",
        value: "add .accessibilityValue(_:) (SwiftUI) or set accessibilityValue (UIKit)",
        element: "use a Toggle (SwiftUI) or a UISwitch (UIKit)",
        localize: "use a LocalizedStringKey or String(localized:) (SwiftUI), NSLocalizedString (UIKit)",
        deploymentTarget: "the target's iOS Deployment Target")

    var phrasing: FixPhrasing { SourceFormat.swiftUIPhrasing }

    func claims(_ path: String, isDirectory: Bool) -> Bool {
        !isDirectory && (path.hasSuffix(".swift") || path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h"))
    }

    func load(_ group: InputGroup, options: LoadOptions) -> GroupLoad {
        SourceProject(group: group, options: options).load()
    }

    /// The load's notes, with the count of switches whose names are still code, per language.
    func notes(of loaded: GroupLoad, finished models: [AppModel]) -> [String] {
        guard let position = loaded.unresolvedNamesNoteAt, position <= loaded.notes.count else { return loaded.notes }
        let cells = models.flatMap(\.screens).flatMap(\.cells)
        var counted: [String] = []
        for (language, isSwift) in [("Swift", true), ("Objective-C", false)] {
            let mine = cells.filter { $0.location.file.hasSuffix(".swift") == isSwift }
            let unresolved = mine.filter { ($0.switchControl?.accessibility?.label ?? $0.text)?.containsExpression == true }.count
            if unresolved > 0 { counted.append("\(unresolved) of \(mine.count) \(language) switches named by code Hark cannot evaluate") }
        }
        var notes = loaded.notes
        notes.insert(contentsOf: counted, at: position)
        return notes
    }

    /// Interpolated keys whose specifiers were guessed (`%@` for a value of unknown type) become
    /// the variant the development language's table has (`%lld`), and members of accessors
    /// generated at build time the key they spell (`TableKeyMatching`).
    func finish(_ model: AppModel, with catalog: LocalizationCatalog) -> AppModel {
        let texts = model.screens.flatMap(\.texts) + (model.codeTexts ?? [])
        let leaves = texts.lazy.flatMap(\.leaves)
        let hasFormatKey = leaves.contains { leaf in if case .key(let key, _, _, _) = leaf { return key.contains("%") } else { return false } }
        let hasAccessorChain = leaves.contains { leaf in
            if case .expression(let source, _, _) = leaf { return GeneratedAccessors.isGenerated(source) } else { return false }
        }
        guard hasFormatKey || hasAccessorChain else { return model }
        let matching = TableKeyMatching(catalog: catalog, developmentLanguage: model.app.developmentLanguage, matchingAccessors: hasAccessorChain)
        var model = model
        model.screens = model.screens.map(matching.matched)
        model.codeTexts = model.codeTexts?.map(matching.matched)
        return model
    }
}
