/// Settings bundles (`docs/settings-bundle.md`): the `*.bundle` folder whose `Root.plist` (and
/// the child panes it opens) the iOS Settings app shows as the app's settings, with its
/// `<lang>.lproj` tables. Read whole: its tables are the unit's tables.
struct SettingsBundleFormat: InputFormat {
    let name = "Settings bundle"
    let pluralName = "Settings bundles"
    let pathDescription = "Settings bundle (*.bundle)"

    let phrasing = FixPhrasing(
        name: "give the PSToggleSwitchSpecifier a `Title`",
        hint: "a Settings.bundle specifier has no accessibility hint; say what the setting does in its group's `FooterText`",
        value: "Settings exposes a toggle's on/off state itself",
        element: "Settings makes each specifier an accessibility element itself",
        localize: "give the pane a `StringsTable` and the text an entry in each `<lang>.lproj/<StringsTable>.strings`",
        deploymentTarget: "the app target's iOS deployment target")

    /// A bundle in a test folder is a test's input (InAppSettingsKit's
    /// `Tests/InAppSettingsKitTests/Settings.bundle`, which only its test target copies).
    let testFoldersHoldFixtures = true

    /// The panes the bundle's readers start from: the Settings app's, and InAppSettingsKit's.
    static let rootPanes = ["Root.plist", "Root.inApp.plist"]

    func claims(_ path: String, isDirectory: Bool) -> Bool {
        let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
        return isDirectory && folder.hasSuffix(".bundle")
            && Self.rootPanes.contains { FileSystem.exists(FileSystem.join(folder, $0)) }
    }

    func load(_ path: String, found: Bool, options: LoadOptions) throws -> AppModel {
        // A bundle found in a folder, not named for settings, whose Root.plist reads but is no
        // Settings pane is another kind of bundle (resources that happen to hold a Root.plist):
        // skipped, not an error.
        if found, !FileSystem.baseName(path).contains("Settings"),
           Self.rootPanes.allSatisfy({ Self.isOtherPropertyList(FileSystem.join(path, $0)) }) {
            throw Skip(reason: "a bundle whose Root.plist has no PreferenceSpecifiers, not a Settings bundle")
        }
        return try SettingsBundleReader.load(bundle: path, developmentLanguage: options.developmentLanguage ?? "en", phrasing: phrasing)
    }

    /// Whether `file` is absent, or a property list without `PreferenceSpecifiers` at its top.
    private static func isOtherPropertyList(_ file: String) -> Bool {
        guard FileSystem.exists(file) else { return true }
        guard let top = try? PropertyList.load(file: file) else { return false }
        return top["PreferenceSpecifiers"] == nil
    }
}
