/// Whether a storyboard or XIB found in a folder reaches the app. A document the Xcode projects
/// manage, and no target copies, is a leftover: Monal's `MLAccountCell.xib`, a copy of
/// `MLSwitchCell.xib` beside it that no target lists and no code loads; Lockdown's
/// `en.lproj/Main.storyboard` beside the `Base.lproj/Main.storyboard` its target copies. Its
/// screens are never shown, so auditing it reports problems no user meets.
///
/// Only a folder the projects manage is judged, as for strings tables (`ShippedTables`): one
/// from which some target copies another storyboard or XIB. A folder a target synchronizes or
/// copies whole ships everything in it; a folder no target copies a document from (a Swift
/// package's resources, a project Hark does not find) is taken as shipped.
enum ShippedInterfaceFiles {
    /// What a target copies instead of `file` (absolute), when none copies it: another document
    /// of its folder ("MLSwitchCell.xib beside it"); nil when it ships or nothing says.
    static func leftOut(_ file: String) -> String? {
        let folder = FileSystem.directoryName(file)
        let targets = projectsByFolder.value(for: folder) { ProjectFinder.projects(near: folder, workingFolder: "/") }.flatMap(\.targets)
        guard !targets.contains(where: { $0.shipsWhole(folder) || $0.interfaceFiles.contains(file) }) else { return nil }
        let siblings = targets.flatMap { $0.interfaceFiles.filter { FileSystem.directoryName($0) == folder } }
        if let sibling = siblings.min() { return FileSystem.baseName(sibling) + " beside it" }
        // A copy whose name ends in a tilde, of a document a target copies from elsewhere:
        // Proton VPN's `Storyboards/Base.lproj/Profiles~.storyboard`, left behind when
        // `Profiles.storyboard` moved to its scene's folder. (A device's variant has its name
        // after the tilde: `Main~ipad.storyboard`.)
        if let original = tildeCopyOriginal(FileSystem.baseName(file)) {
            let copied = targets.flatMap { $0.interfaceFiles.filter { FileSystem.baseName($0) == original } }
            if let copy = copied.min() { return PathDisplay().relative(copy) + " of that name" }
        }
        // A localization of a document the projects copy from another `.lproj` folder, but not
        // this one: Lockdown's `en.lproj/Main.storyboard`, a copy left beside the variant group
        // of `Base.lproj/Main.storyboard` and its `Main.strings` files.
        guard folder.hasSuffix(".lproj") else { return nil }
        let parent = FileSystem.directoryName(folder)
        let name = FileSystem.baseName(file)
        let localized = targets.flatMap {
            $0.interfaceFiles.filter { FileSystem.baseName($0) == name && FileSystem.directoryName(FileSystem.directoryName($0)) == parent }
        }
        return localized.min().map { FileSystem.baseName(FileSystem.directoryName($0)) + "/" + name + " beside it" }
    }

    /// `Profiles.storyboard` for `Profiles~.storyboard`; nil for any other name.
    static func tildeCopyOriginal(_ name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot > name.startIndex else { return nil }
        let stem = name[..<dot]
        guard stem.count > 1, stem.last == "~" else { return nil }
        return String(stem.dropLast()) + name[dot...]
    }

    /// The projects near each folder of documents, found once a run.
    private static let projectsByFolder = FolderMemo<[XcodeProject]>()
}
