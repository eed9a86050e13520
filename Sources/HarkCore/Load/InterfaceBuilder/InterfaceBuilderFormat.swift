/// Interface Builder storyboards and XIBs (`docs/interface-builder.md`).
struct InterfaceBuilderFormat: InputFormat {
    let name = "storyboard or XIB"
    let pluralName = "storyboards or XIBs"
    let pathDescription = "storyboard or XIB"

    let phrasing = FixPhrasing(
        name: "set Accessibility > Label in the Identity inspector, or put a label beside the switch",
        hint: "Accessibility > Hint in the Identity inspector",
        value: "set Accessibility > Value in the Identity inspector",
        element: "check Accessibility > Enabled and the traits Button and User Interaction Enabled in the Identity inspector",
        localize: "localize the file (Base internationalization) so its texts get keys",
        deploymentTarget: "the document's deployment target (Builds for)",
        dynamicType: "choose a text style for the font and check Dynamic Type > Automatically Adjusts Font in the Attributes inspector")

    func claims(_ path: String, isDirectory: Bool) -> Bool {
        !isDirectory && Self.isDocument(path)
    }

    static func isDocument(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    func load(_ path: String, found: Bool, options: LoadOptions) throws -> AppModel {
        try InterfaceBuilderImporter.load(file: path, developmentLanguage: options.developmentLanguage ?? "en", phrasing: phrasing,
                                         found: found)
    }
}
