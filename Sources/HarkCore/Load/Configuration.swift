/// A project's Hark configuration (`--config FILE`, JSON):
/// `{"hark": 1, "doNotTranslate": ["AirPlay"], "rules": {"hint-missing": "off", "l10n-unused": "warning"}}`.
struct Configuration: Sendable {
    /// Terms kept as they are in every language (brand names): not `l10n-untranslated`.
    var doNotTranslate: Set<String> = []
    /// Rule id -> severity, or nil to turn the rule off.
    var ruleSeverities: [String: Severity?] = [:]
    var ruleLocations: [String: SourceLocation] = [:]

    init() {}

    static func load(file: String) throws -> Configuration {
        let document = try JSONParser.parse(try FileSystem.readBytes(file, as: .configuration), file: file)
        var reader = try JSONObjectReader(document.root, in: document, context: "the configuration")
        let version = try reader.required("hark")
        guard case .number(1) = version.value else {
            throw InputError("\"hark\" must be the configuration format version 1", at: document.location(version.offset))
        }
        var configuration = Configuration()
        for node in try reader.array("doNotTranslate") ?? [] {
            configuration.doNotTranslate.insert(try reader.stringValue(node, key: "doNotTranslate"))
        }
        if let rules = reader.node("rules") {
            guard case .object(let members) = rules.value else {
                throw InputError("\"rules\" must be an object of rule id to off, note, warning or error", at: document.location(rules.offset))
            }
            for member in members {
                guard case .string(let value) = member.value.value, value == "off" || Severity(rawValue: value) != nil else {
                    throw InputError("the rule \"\(member.key)\" must be set to off, note, warning or error", at: document.location(member.value.offset))
                }
                configuration.ruleSeverities[member.key] = Severity(rawValue: value)
                configuration.ruleLocations[member.key] = document.location(member.keyOffset)
            }
        }
        try reader.finish()
        return configuration
    }
}
