/// How a fix is worded for the input a model was read from: a JSON model names its keys, a
/// storyboard the Identity inspector's fields, SwiftUI its modifiers. Each input format
/// declares one; findings keep it, and messages use it when they are put into words. A class:
/// every finding holds one, and a reference is one word to copy where seven strings were seven.
final class FixPhrasing: Sendable {
    /// How to give a switch a name.
    let name: String
    /// How to give a switch a hint of its own.
    let hint: String
    /// How to expose a switch's state.
    let value: String
    /// How to make a custom control an accessibility element with a switch's traits.
    let element: String
    /// How to make a visible text localizable.
    let localize: String
    /// Where the app's deployment target is set.
    let deploymentTarget: String
    /// How to make a label's text follow the user's text size (a default, for inputs with no
    /// wording of their own).
    let dynamicType: String

    init(name: String, hint: String, value: String, element: String, localize: String, deploymentTarget: String,
         dynamicType: String = "use a Dynamic Type text style that adjusts to the content size category") {
        self.name = name
        self.hint = hint
        self.value = value
        self.element = element
        self.localize = localize
        self.deploymentTarget = deploymentTarget
        self.dynamicType = dynamicType
    }

    /// For findings about strings tables alone, which name no property of a screen.
    static let stringsTables = FixPhrasing(
        name: "give the switch a name", hint: "give the switch a hint", value: "expose the switch's state",
        element: "make the control an accessibility element", localize: "use a localized string",
        deploymentTarget: "the deployment target")
}
