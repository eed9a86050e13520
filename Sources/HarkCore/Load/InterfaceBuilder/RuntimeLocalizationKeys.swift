/// Keys an Interface Builder document gives its views to localize when they load: a string
/// user-defined runtime attribute whose key path names localization (IBLocalizable's
/// `localizableString`, the `xibLocKey` of many projects' `@IBInspectable` extensions) holds a
/// key of the default table, which the view's text becomes; so is the text of a label whose
/// class localizes it as it loads (`SelfLocalizingViews.swift`).
extension InterfaceBuilderImporter {
    /// Every `id` in the document (when asked), and the keys its views are given to localize.
    static func objectIDsAndRuntimeKeys(_ root: XMLElement, collectingIDs: Bool, code: CodeAssignments) -> (ids: Set<String>, keys: Set<String>) {
        var ids: Set<String> = []
        var keys: Set<String> = []
        var pending = [root]
        while let element = pending.popLast() {
            if collectingIDs, let id = element["id"] { ids.insert(id) }
            if let key = localizationKey(element) { keys.insert(key) }
            // A label whose class localizes its text as it loads (`SelfLocalizingViews.swift`).
            if element.name == "label", !code.selfLocalizing.isEmpty, let text = element["text"], !text.isEmpty,
               code.localizesOwnText(element["customClass"] ?? "UILabel") {
                keys.insert(text)
            }
            pending += element.children
        }
        return (ids, keys)
    }

    /// Whether one of the view's user-defined runtime attributes gives it a key to localize.
    static func hasRuntimeLocalizationKey(_ view: XMLElement) -> Bool {
        view.child("userDefinedRuntimeAttributes")?.children("userDefinedRuntimeAttribute").contains { localizationKey($0) != nil } ?? false
    }

    /// The key a `<userDefinedRuntimeAttribute>` holds, when it is a string whose key path
    /// names localization.
    private static func localizationKey(_ attribute: XMLElement) -> String? {
        guard attribute.name == "userDefinedRuntimeAttribute", attribute["type"] == "string", let keyPath = attribute["keyPath"],
              isLocalizationKeyPath(keyPath), let key = attribute["value"], !key.isEmpty else { return nil }
        return key
    }

    private static func isLocalizationKeyPath(_ keyPath: String) -> Bool {
        let lowered = keyPath.lowercased()
        return lowered.contains("localiz") || lowered.contains("localis") || lowered.contains("l10n") || lowered.hasSuffix("lockey")
    }
}
