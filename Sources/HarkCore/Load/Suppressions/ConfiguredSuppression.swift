/// One entry of a configuration's `suppress` list: findings of some rules on one file, element,
/// key or screen, accepted for a stated reason. It matches on a finding's fields (its file,
/// element or the element's other ids, its subject, screen and locale), never on wording, so
/// it works for every input format: a storyboard object id or accessibility identifier, a
/// Settings.bundle key, a Swift source file, a strings key.
///
/// `{"rule": "hint-missing" | ["…"], "file": "App/**/Main.storyboard", "element": "a1B-2c-3dE",
///   "key": "WIFI_TITLE", "screen": "…", "locale": "fr", "reason": "…"}`
struct ConfiguredSuppression: Sendable {
    let rules: [(id: String, location: SourceLocation)]
    /// A glob relative to the configuration's folder.
    let file: ScopedGlob?
    /// An element id: a cell or storyboard object id, an accessibility identifier, a key.
    let element: String?
    /// A key: a finding's subject (the localization key it is about), or the element of a
    /// finding on a keyed input (a Settings.bundle preference key).
    let key: String?
    let screen: String?
    let locale: String?
    let reason: String
    let location: SourceLocation

    init(_ node: JSONNode, in document: JSONDocument, folder: String) throws {
        var reader = try JSONObjectReader(node, in: document, context: "a suppression")
        location = reader.location
        let ruleNode = try reader.required("rule")
        switch ruleNode.value {
        case .string(let id):
            rules = [(id, reader.location(of: ruleNode))]
        case .array(let elements) where !elements.isEmpty:
            rules = try elements.map { (try reader.stringValue($0, key: "rule"), reader.location(of: $0)) }
        default:
            throw reader.typeError("rule", "a rule id or a list of them", ruleNode)
        }
        file = try reader.string("file").map { ScopedGlob(folder: folder, glob: Glob($0)) }
        element = try reader.string("element")
        key = try reader.string("key")
        screen = try reader.string("screen")
        locale = try reader.string("locale")
        let reason = try reader.requiredString("reason")
        guard !reason.trimmedWhitespace.isEmpty else {
            throw InputError("a suppression needs a \"reason\": say why the finding is accepted", at: location)
        }
        self.reason = reason
        try reader.finish()
        guard file != nil || element != nil || key != nil || screen != nil else {
            throw InputError("a suppression names a \"file\", \"element\", \"key\" or \"screen\" (to turn a rule off everywhere, set it to \"off\" under \"rules\")",
                             at: location)
        }
    }

    /// Whether the suppression covers a finding of `rule` at `file` (absolute) about `element`
    /// (known by `aliases` too), `subject`, `screen` and `locale`.
    func covers(rule: String, file path: String, element findingElement: String?, aliases: [String], subject: String,
                screen findingScreen: String?, locale findingLocale: String?) -> Bool {
        guard rules.contains(where: { $0.id == rule }) else { return false }
        if let file, !file.matchesPathOrParent(path) { return false }
        if let element {
            guard findingElement == element || aliases.contains(element) else { return false }
        }
        if let key, subject != key && findingElement != key && !aliases.contains(key) { return false }
        if let screen, findingScreen != screen { return false }
        if let locale, findingLocale != locale { return false }
        return true
    }
}
