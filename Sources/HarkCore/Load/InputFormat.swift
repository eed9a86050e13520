/// A kind of input Hark reads into screen models: its own JSON model, Interface Builder files,
/// and so on. Adding one is a type conforming to this in `Load/<Format>/` and one line in
/// `InputFormats.all` (see CONTRIBUTING.md); the loader, every rule and every report then work
/// on it unchanged.
protocol InputFormat: Sendable {
    /// How the inventory line names one of the format's files ("storyboard or XIB"), and several.
    var name: String { get }
    var pluralName: String { get }
    /// How findings on this format's input word their fixes.
    var phrasing: FixPhrasing { get }
    /// Whether `path` is this format's input. A folder the format claims is read whole, not
    /// searched.
    func claims(_ path: String, isDirectory: Bool) -> Bool
    /// Reads a claimed path into a model. `found` is true when the path turned up in a folder
    /// search rather than on the command line; a file that then turns out not to be this
    /// format's (another tool's JSON, a macOS storyboard) is skipped by throwing `Skip`.
    func load(_ path: String, found: Bool, options: LoadOptions) throws -> AppModel
}

/// Every input format, in the order they are asked whether they claim a path.
enum InputFormats {
    static let all: [any InputFormat] = [
        ScreenModelFormat(),
        InterfaceBuilderFormat(),
        SettingsBundleFormat(),
    ]
}

/// What the command line says about how to read the inputs.
struct LoadOptions: Sendable {
    /// `--development-language`: overrides what the inputs say.
    var developmentLanguage: String?
}

/// Thrown by a format for a path it does not read after all, with the reason the inventory
/// gives (nil: not worth mentioning, such as another tool's JSON file).
struct Skip: Error {
    let reason: String?
}
