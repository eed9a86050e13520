/// Folders inside a searched tree that hold no screen of the iOS app being audited, for every
/// input format alike (strings tables, storyboards, Settings bundles, sources): someone else's
/// code copied in, the example or gallery app of a package, another platform's app. A folder
/// search leaves them out and counts what it left (`docs/folder-search.md`); a path named on the
/// command line is always read, whatever folder it is in.
enum ForeignFolder: String, Sendable, CaseIterable {
    /// Dependencies and build output: `Pods`, `Carthage`, `Vendor`, `DerivedData`…, built
    /// frameworks checked in (Gnosis Safe's `Library/iphoneos/DateTools.framework`, whose
    /// `DateTools.bundle` tables are the library's), Xcode's localization exports
    /// (`en-US.xcloc`: the tables sent to translators) and Xcode's templates (p2p Wallet's
    /// `MVVM-C.xctemplate`: code with placeholders, `___VARIABLE_scene___`, that Xcode copies
    /// into new files, and no target builds).
    case vendored
    /// An app of a package's own: its `Example`/`Demo` folder, or an Xcode project inside a
    /// Swift package or pod (a component gallery, a test host); a project's folder of sample apps.
    case exampleApp
    /// Another platform's app: `macOS`, `tvOS`, `watchOS`, `visionOS`, and `Mac` beside `iOS`.
    case otherPlatform

    /// Folders that hold dependencies or what a build wrote, by the names package managers,
    /// Xcode and convention give them; and fastlane's, whose `swift/` holds fastlane's own
    /// runner (a macOS command-line tool: Swiftfin's `fastlane/swift/Runner.swift`, whose
    /// `"normal"` is no use of the app's key) and the rest its screenshots' and the store's files.
    static let vendoredNames: Set<String> = [
        "Pods", "Carthage", "node_modules", "DerivedData", "build", "Checkouts", "SourcePackages",
        "Vendor", "Vendors", "vendor", "ThirdParty", "third_party", "3rdParty", "fastlane",
    ]

    /// Folders named for a platform other than iOS, exactly as Xcode's templates and apps name them.
    static let platformNames: Set<String> = ["macOS", "tvOS", "watchOS", "visionOS"]

    /// The names of a library's example apps.
    private static let exampleNames: Set<String> = ["Example", "Examples", "Demo", "Demos", "Sample", "Samples"]
    /// Folders of sample apps, in lower case (`sampleapps`, `SampleApps`).
    private static let sampleAppFolderNames: Set<String> = ["sampleapps", "sample-apps", "exampleapps", "example-apps", "demoapps", "demo-apps"]

    /// Why the folder `name` (at `path`, among the entries `siblings` of its parent) holds no
    /// screen of the app, if it does not. `insidePackage`: the parent, or a folder above it in
    /// the searched tree, is a package (`isPackage`).
    static func kind(of name: String, path: String, siblings: [String], insidePackage: Bool) -> ForeignFolder? {
        if vendoredNames.contains(name) || isBuiltFramework(name) || isLocalizationExport(name) || isXcodeTemplate(name) { return .vendored }
        if platformNames.contains(name) || name == "Mac" && siblings.contains("iOS") { return .otherPlatform }
        // `MKRingProgressView/Example` beside `MKRingProgressView.podspec`.
        let isExampleName = exampleNames.contains(name) || name.hasSuffix("Example") || name.hasSuffix("Examples") || name.hasSuffix("Demo")
            || ["SampleApp", "ExampleApp", "DemoApp"].contains { name.hasSuffix($0) }
        if isExampleName, siblings.contains(where: isLibraryManifest) { return .exampleApp }
        // A folder of sample apps holds none of the app's screens, wherever it is: ProtonVPN's
        // `sampleapps/ModalsSampleApp`, which previews the app's screens apart.
        if sampleAppFolderNames.contains(name.lowercased()) { return .exampleApp }
        // `compound-ios/Inspector/Inspector.xcodeproj` in the package `compound-ios`: a package
        // is built from its manifest, so an Xcode project in it builds an app of its own.
        if insidePackage, FileSystem.unsortedContents(of: path).contains(where: isXcodeProject) { return .exampleApp }
        return nil
    }

    /// Whether a folder's entries make it a Swift package or a pod without an Xcode project of
    /// its own: the apps inside it are its examples, not the app that uses it.
    static func isPackage(_ entries: [String]) -> Bool {
        entries.contains { $0 == "Package.swift" || $0.hasSuffix(".podspec") } && !entries.contains(where: isXcodeProject)
    }

    /// The name-only part of `kind(of:…)`, for paths met one component at a time.
    static func isForeignName(_ name: String) -> Bool {
        vendoredNames.contains(name) || platformNames.contains(name) || isBuiltFramework(name) || isLocalizationExport(name) || isXcodeTemplate(name)
    }

    /// A framework a build made (`DateTools.framework`, `Sentry.xcframework`): its resources are
    /// the library's, and no source of the app is inside it.
    private static func isBuiltFramework(_ name: String) -> Bool {
        name.hasSuffix(".framework") || name.hasSuffix(".xcframework")
    }

    /// An Xcode localization catalog (`Product > Export Localizations`): Damus keeps the one it
    /// sends to Transifex, `damus/en-US.xcloc`, whose copies of the tables the app never reads.
    private static func isLocalizationExport(_ name: String) -> Bool {
        name.hasSuffix(".xcloc")
    }

    /// An Xcode file or project template, whose files Xcode copies into new ones.
    private static func isXcodeTemplate(_ name: String) -> Bool {
        name.hasSuffix(".xctemplate")
    }

    private static func isLibraryManifest(_ name: String) -> Bool {
        name == "Package.swift" || name.hasSuffix(".podspec") || name == "Cartfile"
    }

    private static func isXcodeProject(_ name: String) -> Bool {
        name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcworkspace")
    }

    /// The inventory's words for `count` files left out of folder searches.
    func note(files count: Int) -> String {
        let files = "\(count) \(count == 1 ? "file" : "files")"
        switch self {
        case .vendored: return "\(files) in vendored folders (Pods, Carthage, Vendor…)"
        case .exampleApp: return "\(files) in packages' example and demo apps"
        case .otherPlatform: return "\(files) in macOS, tvOS, watchOS and visionOS folders (keys their code uses count as used)"
        }
    }
}
