/// How an Interface Builder file is localized. With Base internationalization the file sits in
/// `Base.lproj/` and each language has `<lang>.lproj/<Name>.strings` keyed `"<ObjectID>.<property>"`
/// (`"Xx4-AP-OQs.text"`; object ids are case-sensitive). The file's own texts are the
/// development language's, and a locale missing a key shows them.
struct IBLocalization: Sendable {
    /// The storyboard's name: the table its strings live in.
    let tableName: String
    /// The folder holding the `.lproj` folders, or nil when the file is not localized.
    let root: String?
    /// Whether texts are Base-internationalized keys (else plain strings).
    let isBaseInternationalized: Bool

    init(file: String) {
        let name = FileSystem.baseName(file)
        tableName = String(name[..<(name.lastIndex(of: ".") ?? name.endIndex)])
        let folder = FileSystem.directoryName(file)
        if folder.hasSuffix(".lproj") {
            root = FileSystem.directoryName(folder)
            isBaseInternationalized = FileSystem.baseName(folder) == "Base.lproj"
        } else {
            // A file outside any .lproj: localized only if the app has .lproj folders beside it.
            // Asked for every storyboard and XIB: no order is needed to know whether any is so.
            let hasLocalizations = FileSystem.unsortedContents(of: folder).contains { $0.hasUTF8Suffix(".lproj") && $0.hasSuffix(".lproj") }
            root = hasLocalizations ? folder : nil
            isBaseInternationalized = false
        }
    }

    /// A text of the file: a Base-internationalized key with the file's text as its default,
    /// or the plain string.
    func text(_ value: String, object: String, property: String, at location: SourceLocation) -> LocalizedText {
        isBaseInternationalized
            ? .key("\(object).\(property)", table: tableName, defaultValue: value, at: location)
            : .literal(value, at: location)
    }
}
