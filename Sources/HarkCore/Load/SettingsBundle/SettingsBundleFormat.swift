/// Settings bundles (`docs/settings-bundle.md`): the `*.bundle` folder whose `Root.plist` (and
/// the child panes it opens) the iOS Settings app shows as the app's settings, with its
/// `<lang>.lproj` tables. Read whole: its tables are the unit's tables.
struct SettingsBundleFormat: InputFormat {
    let name = "Settings bundle"
    let pluralName = "Settings bundles"

    let phrasing = FixPhrasing(
        name: "give the PSToggleSwitchSpecifier a `Title`",
        hint: "a Settings.bundle specifier has no accessibility hint; say what the setting does in its group's `FooterText`",
        value: "Settings exposes a toggle's on/off state itself",
        element: "Settings makes each specifier an accessibility element itself",
        localize: "give the pane a `StringsTable` and the text an entry in each `<lang>.lproj/<StringsTable>.strings`",
        deploymentTarget: "the app target's iOS deployment target")

    /// The panes the bundle's readers start from: the Settings app's, and InAppSettingsKit's.
    static let rootPanes = ["Root.plist", "Root.inApp.plist"]

    func claims(_ path: String, isDirectory: Bool) -> Bool {
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        return isDirectory && folder.hasSuffix(".bundle")
            && Self.rootPanes.contains { FileSystem.exists(FileSystem.join(folder, $0)) }
    }

    func load(_ path: String, found: Bool, options: LoadOptions) throws -> AppModel {
        try SettingsBundleReader.load(bundle: path, developmentLanguage: options.developmentLanguage ?? "en", phrasing: phrasing)
    }
}
