/// What an Xcode project (`project.pbxproj`) says about its targets: the source files each
/// compiles and the strings tables each copies into its bundle. A source file's code looks its
/// keys up in the tables of the bundle it is built into: an app's, or a widget's or another
/// extension's (`GpxWidget/Localizable.xcstrings`), whatever folder the file sits in. Both kinds
/// of membership are read: file references in build phases (through the group tree's paths) and
/// Xcode 16's synchronized folders with their exceptions.
struct XcodeProject: Sendable {
    struct Target: Sendable {
        let name: String
        /// A unit or UI test bundle (its product type says so).
        var isTest = false
        /// Built only for macOS, tvOS, watchOS or visionOS (`XcodeTargetPlatforms`).
        var isOtherPlatform = false
        /// An iOS app: its bundle is the main bundle, whose languages every other bundle's
        /// strings follow (`PackageLanguages`).
        var isApplication = false
        /// Its Info.plist lets other bundles show languages it lacks
        /// (`CFBundleAllowMixedLocalizations`, in the file or as an `INFOPLIST_KEY_` setting).
        var allowsMixedLocalizations = false
        /// The languages its Info.plist declares (`CFBundleLocalizations`): the main bundle has
        /// them as it has its `.lproj` folders' (`PackageLanguages`).
        var declaredLocalizations: [String] = []
        /// Keys the system looks up in the target's `Localizable` table from its Info.plist,
        /// though no code does: a File Provider UI extension's action names
        /// (`NSExtensionFileProviderActionName`, the Files app's menu: Cryptomator's "Retry Upload").
        var infoPlistKeys: Set<String> = []
        /// Absolute paths of the source files of its Sources build phase.
        var sources: Set<String> = []
        /// Absolute paths of the tables of its Resources build phase (`.xcstrings` files,
        /// `.strings`/`.stringsdict` files of localized variant groups).
        private(set) var tables: Set<String> = []
        /// The folders of tables the Resources phase copies, each with the table's name: each
        /// table's folder, and the folder above its `.lproj` folder. Kept beside `tables`: every
        /// source file asked it of every folder of tables, walking every table's path each time
        /// (70% of a whole run on DuckDuckGo's app).
        private var tableFolders: Set<FolderTable> = []

        private struct FolderTable: Hashable, Sendable {
            let folder: String
            let table: String
        }
        /// Absolute paths of the storyboards and XIBs of its Resources phase (a localized
        /// variant group's `Base.lproj/Main.storyboard` among them).
        var interfaceFiles: Set<String> = []
        /// Synchronized folders: every file in them is a member, but the exceptions.
        var folders: [(path: String, exceptions: Set<String>)] = []
        /// Folders the Resources phase copies whole, a bundle (`Settings.bundle`) or a folder
        /// reference: every table in them ships, though the project lists none of their files.
        var copiedFolders: [String] = []
        /// The types a Run Script phase writes from a strings table (`StringsScriptOutputs`).
        var stringsAccessorTypes: Set<String> = []

        init(name: String) { self.name = name }

        /// Whether the target builds `file` (absolute).
        func contains(_ file: String) -> Bool {
            if sources.contains(file) { return true }
            return folders.contains { folder in
                file.hasPrefix(folder.path + "/") && !folder.exceptions.contains(String(file.dropFirst(folder.path.count + 1)))
            }
        }

        /// Whether the target copies `table` from `folder` (absolute), a folder of tables: a file
        /// of that table in its Resources phase sits in it (or in one of its `.lproj` folders),
        /// or a synchronized folder holds it. Another table of the folder is not this one: Loop's
        /// app copies `Common`'s `Intents.strings`, not its `Localizable.strings`.
        func copies(_ table: String, in folder: String) -> Bool {
            tableFolders.contains(FolderTable(folder: folder, table: table)) || synchronizes(folder)
        }

        /// Whether the target copies any table from `folder` (absolute), a folder of tables.
        func copiesTables(in folder: String) -> Bool {
            synchronizes(folder) || tableFolders.contains { $0.folder == folder }
        }

        /// Whether the target ships every file in `folder` (absolute): a synchronized folder or a
        /// folder the Resources phase copies whole holds it. Not `copies`: a copied bundle's
        /// tables are the bundle's, which the target's code does not look its keys up in.
        func shipsWhole(_ folder: String) -> Bool {
            synchronizes(folder) || copiedFolders.contains { Self.isInside(folder, $0) }
        }

        /// Whether a synchronized folder holds `folder` (or is it).
        private func synchronizes(_ folder: String) -> Bool {
            folders.contains { Self.isInside(folder, $0.path) }
        }

        private static func isInside(_ folder: String, _ container: String) -> Bool {
            folder == container || folder.hasPrefix(container + "/")
        }

        /// Adds tables of the Resources phase, and their folders.
        mutating func copy(_ added: some Sequence<String>) {
            for table in added where tables.insert(table).inserted {
                let file = FileSystem.baseName(table)
                guard let name = StringsTableFiles.perLanguageTableName(file) ?? StringsTableFiles.catalogTableName(file) else { continue }
                let parent = FileSystem.directoryName(table)
                tableFolders.insert(FolderTable(folder: parent, table: name))
                if parent.hasSuffix(".lproj") { tableFolders.insert(FolderTable(folder: FileSystem.directoryName(parent), table: name)) }
            }
        }
    }

    /// The folder the project's paths are relative to (the one holding the `.xcodeproj`).
    let folder: String
    let targets: [Target]
    /// The languages the project is localized in (its `knownRegions`: `en`, `Base`, `pt-BR`…).
    var knownRegions: [String] = []

    /// Reads the project at `path` (a `.xcodeproj` folder, absolute); nil when it cannot be
    /// read: its targets are then unknown, and code pairs with tables by folder.
    static func load(_ path: String) -> XcodeProject? {
        // Once a run: the shipped-tables check and the localization roots both ask for it.
        readProjects.value(for: path) { read(path) }
    }

    private static let readProjects = FolderMemo<XcodeProject?>()

    private static func read(_ path: String) -> XcodeProject? {
        guard let bytes = try? FileSystem.readBytes(FileSystem.join(path, "project.pbxproj")),
              let plist = OpenStepValue.parse(bytes), let objects = plist["objects"]?.dictionary,
              let rootID = plist["rootObject"]?.string, let root = objects[rootID] else { return nil }
        let folder = FileSystem.join(FileSystem.directoryName(path), root["projectDirPath"]?.string ?? "")
        let reader = Reader(objects: objects, projectFolder: normalized(folder))
        let paths = reader.paths(from: root["mainGroup"]?.string)
        let platforms = XcodeTargetPlatforms(objects: objects, paths: paths, projectConfigurationList: root["buildConfigurationList"]?.string)
        let targets = (root["targets"]?.array ?? []).compactMap { $0.string.flatMap { reader.target($0, paths: paths, platforms: platforms) } }
        let regions = (root["knownRegions"]?.array ?? []).compactMap(\.string)
        return XcodeProject(folder: reader.projectFolder, targets: targets, knownRegions: regions)
    }

    /// Whether `path` is a storyboard's or a XIB's.
    static func isInterfaceFile(_ path: String) -> Bool {
        path.hasSuffix(".storyboard") || path.hasSuffix(".xib")
    }

    /// `a/./b/../c` as `a/c`.
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            parts.append(part)
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    private struct Reader {
        let objects: [String: OpenStepValue]
        let projectFolder: String

        /// Every file reference's and group's absolute path, walking the group tree from the
        /// main group: `<group>` paths are relative to the group above, `SOURCE_ROOT` ones to
        /// the project's folder; references to built products or the SDK have none.
        func paths(from mainGroup: String?) -> [String: String] {
            var paths: [String: String] = [:]
            var pending: [(id: String, parent: String)] = mainGroup.map { [($0, projectFolder)] } ?? []
            var visited: Set<String> = []
            while let (id, parent) = pending.popLast() {
                guard visited.insert(id).inserted, let object = objects[id] else { continue }
                let own = object["path"]?.string
                let base: String?
                switch object["sourceTree"]?.string ?? "<group>" {
                case "<group>": base = parent
                case "SOURCE_ROOT": base = projectFolder
                case "<absolute>": base = ""
                default: base = nil
                }
                guard let base else { continue }
                let path = own.map { $0.hasPrefix("/") ? $0 : FileSystem.join(base, $0) } ?? base
                paths[id] = XcodeProject.normalized(path)
                for child in object["children"]?.array ?? [] {
                    if let childID = child.string { pending.append((childID, paths[id] ?? base)) }
                }
            }
            return paths
        }

        func target(_ id: String, paths: [String: String], platforms: XcodeTargetPlatforms) -> Target? {
            guard let object = objects[id], object["isa"]?.string == "PBXNativeTarget" else { return nil }
            var target = Target(name: object["name"]?.string ?? id)
            let product = object["productType"]?.string ?? ""
            target.isTest = product.hasSuffix(".unit-test") || product.hasSuffix(".ui-testing")
            target.isOtherPlatform = platforms.isOtherPlatformOnly(object)
            if product == "com.apple.product-type.application" && !target.isOtherPlatform {
                target.isApplication = true
                let infoPlists = infoPlists(object, platforms: platforms)
                target.allowsMixedLocalizations = allowsMixedLocalizations(object, infoPlists: infoPlists, platforms: platforms)
                target.declaredLocalizations = infoPlists.flatMap { $0["CFBundleLocalizations"]?.elements?.compactMap(\.string) ?? [] }
            }
            if product == "com.apple.product-type.app-extension" {
                let actions = infoPlists(object, platforms: platforms).flatMap {
                    $0["NSExtension"]?["NSExtensionFileProviderActions"]?.elements ?? []
                }
                target.infoPlistKeys = Set(actions.compactMap { $0["NSExtensionFileProviderActionName"]?.string })
            }
            for phaseID in object["buildPhases"]?.array ?? [] {
                guard let phase = phaseID.string.flatMap({ objects[$0] }) else { continue }
                let kind = phase["isa"]?.string
                if kind == "PBXShellScriptBuildPhase" { target.stringsAccessorTypes.formUnion(StringsScriptOutputs.types(of: phase)) }
                guard kind == "PBXSourcesBuildPhase" || kind == "PBXResourcesBuildPhase" else { continue }
                for buildFileID in phase["files"]?.array ?? [] {
                    guard let reference = buildFileID.string.flatMap({ objects[$0] })?["fileRef"]?.string else { continue }
                    if kind == "PBXSourcesBuildPhase" {
                        if let path = paths[reference] { target.sources.insert(path) }
                        // An intent definition compiles from its Sources phase, its variant
                        // group's `.strings` files (Mastodon's `WidgetExtension.strings`) with it.
                        if objects[reference]?["children"] != nil { target.copy(tables(of: reference, paths: paths)) }
                    } else if isCopiedWhole(reference), let path = paths[reference] {
                        target.copiedFolders.append(path)
                    } else {
                        target.copy(tables(of: reference, paths: paths))
                        target.interfaceFiles.formUnion(files(of: reference, paths: paths).filter(XcodeProject.isInterfaceFile))
                    }
                }
            }
            for groupID in object["fileSystemSynchronizedGroups"]?.array ?? [] {
                guard let groupID = groupID.string, let path = paths[groupID] ?? synchronizedPath(groupID) else { continue }
                target.folders.append((path, exceptions(of: groupID, target: id)))
            }
            return target
        }

        /// Whether an app target's Info.plist says `CFBundleAllowMixedLocalizations` is true: a
        /// generated key's setting (`INFOPLIST_KEY_…`) or the file `INFOPLIST_FILE` names.
        private func allowsMixedLocalizations(_ object: OpenStepValue, infoPlists: [PlistNode], platforms: XcodeTargetPlatforms) -> Bool {
            func isTrue(_ value: String) -> Bool { ["YES", "yes", "true", "TRUE", "1"].contains(value) }
            if platforms.values(of: "INFOPLIST_KEY_CFBundleAllowMixedLocalizations", for: object).contains(where: isTrue) { return true }
            return infoPlists.contains { plist in
                switch plist["CFBundleAllowMixedLocalizations"]?.value {
                case .bool(true)?: return true
                case .string(let text)?: return isTrue(text)
                default: return false
                }
            }
        }

        /// The Info.plist files a target's `INFOPLIST_FILE` settings name (from the project's
        /// folder, or `$(SRCROOT)`'s). A file that cannot be read says nothing.
        private func infoPlists(_ object: OpenStepValue, platforms: XcodeTargetPlatforms) -> [PlistNode] {
            platforms.values(of: "INFOPLIST_FILE", for: object).compactMap { setting in
                var path = String(setting.drop { $0 == "\"" }.reversed().drop { $0 == "\"" }.reversed())
                for variable in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/"] where path.hasPrefix(variable) {
                    path = String(path.dropFirst(variable.count))
                }
                guard XcodeTargetPlatforms.isKnown(path), !path.isEmpty else { return nil }
                let file = XcodeProject.normalized(path.hasPrefix("/") ? path : FileSystem.join(projectFolder, path))
                return try? PropertyList.load(file: file)
            }
        }

        /// Whether a Resources phase's file reference is a folder copied with all it holds: a
        /// bundle (Element X's `Settings.bundle`, `wrapper.cfbundle`) or a folder reference.
        private func isCopiedWhole(_ reference: String) -> Bool {
            guard let object = objects[reference], object["isa"]?.string == "PBXFileReference" else { return false }
            let type = object["lastKnownFileType"]?.string ?? object["explicitFileType"]?.string
            return type == "folder" || type == "wrapper.cfbundle" || object["path"]?.string?.hasSuffix(".bundle") == true
        }

        /// A reference's tables: an `.xcstrings` file, or the `.strings`/`.stringsdict` files of
        /// a localized variant group (`Localizable.strings` → `en.lproj/Localizable.strings`…).
        private func tables(of reference: String, paths: [String: String]) -> [String] {
            files(of: reference, paths: paths).filter { StringsTableFiles.isTableFile(FileSystem.baseName($0)) }
        }

        /// A reference's files: the file, or a variant group's children.
        private func files(of reference: String, paths: [String: String]) -> [String] {
            guard let object = objects[reference] else { return [] }
            let children = (object["children"]?.array ?? []).compactMap { $0.string }
            return (children.isEmpty ? [reference] : children).compactMap { paths[$0] }
        }

        /// A synchronized folder not reached from the main group: its path from the project's folder.
        private func synchronizedPath(_ id: String) -> String? {
            guard let object = objects[id], object["isa"]?.string == "PBXFileSystemSynchronizedRootGroup",
                  let path = object["path"]?.string else { return nil }
            return XcodeProject.normalized(FileSystem.join(projectFolder, path))
        }

        /// The files of a synchronized folder that the target leaves out (`membershipExceptions`
        /// of the folder's exception sets for that target), relative to the folder.
        private func exceptions(of group: String, target: String) -> Set<String> {
            var result: Set<String> = []
            for exceptionID in objects[group]?["exceptions"]?.array ?? [] {
                guard let set = exceptionID.string.flatMap({ objects[$0] }), set["target"]?.string == target else { continue }
                for file in set["membershipExceptions"]?.array ?? [] { if let file = file.string { result.insert(file) } }
            }
            return result
        }
    }
}
