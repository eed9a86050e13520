/// Which of a group's source files are the app's own, read for its screens, and which are read
/// only for the keys they look up: code only other platforms' targets build, and vendored code
/// an iOS target compiles into the app. Vendored code the app does not build and test code are
/// left out; the inventory's notes count each kind.
struct SourceSelection {
    /// The app's own files.
    private(set) var own: [String] = []
    /// Files no screen of the iOS app comes from, whose keys count as used.
    private(set) var keysOnly: [String] = []
    private(set) var notes: [String] = []
    /// The tree's tables and Xcode projects, when a file's folder made them worth reading.
    private(set) var tableRoots: LocalizationRoots? = nil

    init(group: InputGroup, boundary: String) {
        // Vendored code is someone else's app.
        let rootFolder = group.found ? group.root : FileSystem.directoryName(group.root)
        var vendored = 0
        var tests = 0
        for path in group.files {
            let relative = path.hasPrefix(rootFolder + "/") ? String(path.dropFirst(rootFolder.count + 1)) : path
            let folders = relative.split(separator: "/").dropLast().map(String.init)
            if folders.contains(where: LocalizationRoots.isVendored) {
                vendored += 1
            } else if group.found, folders.contains(where: SourceProject.isTestFolder) {
                // Tests build screens to test them, not to ship them; but a feature's folder may
                // be named so (the Corona-Warn-App's `FamilyMemberCoronaTests`, its screens of
                // family members' corona tests), which the project's app target builds.
                // Test code the app builds for its test runs (Element X's `UITests`, Mlem's mocks)
                // is named for the kind of test, or as mocks: still tests.
                let mayBeFeature = folders.filter(SourceProject.isTestFolder).allSatisfy(SourceProject.mayNameFeature)
                let roots = mayBeFeature ? tableRoots ?? LocalizationRoots(boundary: boundary) : nil
                if let roots { tableRoots = roots }
                if roots?.isBuiltOutsideTests(PathDisplay().absolute(path)) == true { own.append(path) } else { tests += 1 }
            } else {
                own.append(path)
            }
        }
        // Code only macOS, tvOS, watchOS or visionOS targets build, in whatever folder: like an
        // other platform's folder, no screen of the iOS app, but a user of its tables.
        keysOnly = group.otherPlatformFiles
        if group.found, !own.isEmpty {
            let roots = tableRoots ?? LocalizationRoots(boundary: boundary)
            tableRoots = roots
            let before = own.count
            own.removeAll { path in
                guard roots.isBuiltOnlyForOtherPlatforms(PathDisplay().absolute(path)) else { return false }
                keysOnly.append(path)
                return true
            }
            let others = before - own.count
            if others > 0 {
                notes.append("\(others) source \(others == 1 ? "file" : "files") only macOS, tvOS, watchOS or visionOS targets build not audited (keys their code uses count as used)")
            }
        }
        // A Swift or Objective-C file no target compiles, in a folder from which one compiles
        // others, is an old copy left in the repository (Mullvad VPN's `AntiCensorshipView.swift`
        // beside the one its app builds): no screen of the app, its keys still counted as used.
        // A header is compiled through the files that import it.
        if group.found, !own.isEmpty {
            let roots = tableRoots ?? LocalizationRoots(boundary: boundary)
            tableRoots = roots
            let managed = roots.foldersOfBuiltSources()
            let before = own.count
            if !managed.isEmpty {
                own.removeAll { path in
                    guard !path.hasSuffix(".h") else { return false }
                    let absolute = XcodeProject.normalized(PathDisplay().absolute(path))
                    guard managed.contains(FileSystem.directoryName(absolute)), !roots.isBuilt(absolute) else { return false }
                    keysOnly.append(path)
                    return true
                }
            }
            let leftovers = before - own.count
            if leftovers > 0 {
                notes.append("\(leftovers) source \(leftovers == 1 ? "file" : "files") no target compiles, beside files one does, not audited (keys their code uses count as used)")
            }
        }
        // Vendored code an iOS target compiles into the app (a library copied into `ThirdParty`)
        // looks its keys up in the app's tables: no screen of the app, but a user of its tables.
        if group.found, !own.isEmpty {
            let roots = tableRoots ?? LocalizationRoots(boundary: boundary)
            tableRoots = roots
            let built = roots.vendoredSourcesBuilt(under: PathDisplay().absolute(rootFolder))
            if !built.isEmpty {
                keysOnly += built
                notes.append("\(built.count) source \(built.count == 1 ? "file" : "files") in vendored folders that the app's targets build not audited (keys their code uses count as used)")
            }
        }
        if vendored > 0 { notes.append("\(vendored) source \(vendored == 1 ? "file" : "files") in vendored folders (Pods, Carthage…) not read") }
        if tests > 0 { notes.append("\(tests) source \(tests == 1 ? "file" : "files") in test folders not read") }
    }
}
