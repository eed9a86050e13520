import Foundation

/// What the Swift and Objective-C code of a project sets on the views of its Interface Builder
/// documents when the app runs: the outlets it assigns a text to (`cell.title.text = …`,
/// `[self.nameLabel setText:…]`, `protectionSwitch.accessibilityLabel = …`) and the tags it
/// looks views up by (`[cell viewWithTag:XIB_MAIN_MENU_CELL_TITLE]`, `#define … 3`), and the
/// label colours it sets (`customDetailTextLabel?.textColor = …`). A storyboard's text or colour
/// for such a view is only a design-time value (`docs/interface-builder.md`).
///
/// Read by a byte scan, no parsing: a name assigned anywhere counts for a document only in a
/// file that also names the document (`"CellView"`) or one of its classes or reuse
/// identifiers, the code that loads, dequeues or is the document's objects, or in the file that
/// declares one of those classes' superclasses (`class SwitchUITableViewCell:
/// GenericUITableViewCell`), whose code runs for them.
struct CodeAssignments: Sendable {
    /// The properties that make a view's text or spoken name a run-time value.
    enum Property: Sendable, Hashable {
        case text
        case accessibilityLabel
        case accessibilityHint
        /// A label's `textColor`: the document's colour is not what the screen shows.
        case textColor
    }

    struct File: Sendable {
        let bytes: [UInt8]
        /// Outlets assigned through a receiver of no known class (`label.text =`, `self.title.text =`).
        var assigned: [String: Set<Property>] = [:]
        /// Outlets assigned through a receiver the code has just cast to a class, by that class
        /// (`cell.label?.text =` after `… as? FireproofingDomainCell`).
        var assignedThrough: [String: [Property: Set<String>]] = [:]
        var tags: Set<Int> = []
        /// The classes the file declares.
        var declares: Set<String> = []
        /// What each outlet's texts are assigned (`Scanner.assignedTexts`).
        var assignedTexts: [String: [Property: [CodeLookup?]]] = [:]
    }

    /// The files that assign a text or look a view up by its tag.
    let files: [File]
    /// Each class the project declares, by its superclass (`class A: B`, `@interface A : B`):
    /// the superclass may be a protocol or a framework's class.
    let superclasses: [String: String]
    /// The classes whose `awakeFromNib` localizes their own text (`SelfLocalizingViews.swift`).
    let selfLocalizing: Set<String>
    /// The classes no document can make (`UndecodableClasses.swift`).
    let undecodable: Set<String>

    /// The superclasses the project declares above `classes`, to the root (a framework's class,
    /// `UITableViewCell`, is not the project's).
    func superclasses(of classes: Set<String>) -> Set<String> {
        var result: Set<String> = []
        var pending = Array(classes)
        while let name = pending.popLast() {
            guard let superclass = superclasses[name], superclasses[superclass] != nil, !classes.contains(superclass),
                  result.insert(superclass).inserted else { continue }
            pending.append(superclass)
        }
        return result
    }

    /// Whether code that names one of `anchors`, or declares one of `inherited`, sets `property`
    /// through one of the outlets. A file that merely names a superclass is not counted: it may
    /// be about any of its other subclasses. `owners`, the classes whose outlets they are (nil
    /// when one is not the project's), leave out an assignment through a receiver cast to
    /// another of the project's classes: two cells of one table may both have a `label`.
    func sets(_ property: Property, outlets: Set<String>, anchors: Set<String>, inherited: Set<String> = [],
              owners: Set<String>? = nil) -> Bool {
        files.contains { settingFile($0, property, outlets: outlets, anchors: anchors, inherited: inherited, owners: owners) }
    }

    /// What the code that sets `property` through one of the outlets (as `sets` finds it) gives
    /// it, when every assignment there is a constant lookup (Seafile's settings labels, each
    /// `_wifiOnlyLabel.text = NSLocalizedString(@"Wifi Only", @"Seafile")`): the distinct
    /// lookups in the code's order. Nil when any value there is one only run time knows.
    func lookups(_ property: Property, outlets: Set<String>, anchors: Set<String>, inherited: Set<String> = [],
                 owners: Set<String>? = nil) -> [CodeLookup]? {
        var found: [CodeLookup] = []
        for file in files where settingFile(file, property, outlets: outlets, anchors: anchors, inherited: inherited, owners: owners) {
            for outlet in outlets.sorted() {
                for value in file.assignedTexts[outlet]?[property] ?? [] {
                    guard let value else { return nil }
                    if !found.contains(where: { $0.key == value.key && $0.table == value.table }) { found.append(value) }
                }
            }
        }
        return found.isEmpty ? nil : found
    }

    private func settingFile(_ file: File, _ property: Property, outlets: Set<String>, anchors: Set<String>, inherited: Set<String>,
                             owners: Set<String>?) -> Bool {
        guard !outlets.isEmpty else { return false }
        return outlets.contains { outlet in
            if file.assigned[outlet]?.contains(property) == true { return true }
            guard let classes = file.assignedThrough[outlet]?[property] else { return false }
            guard let owners else { return true }
            let ownersAndAncestors = owners.union(superclasses(of: owners))
            return classes.contains { ownersAndAncestors.contains($0) || superclasses[$0] == nil }
        } && (!file.declares.isDisjoint(with: inherited) || CodeAssignments.mentions(file.bytes, anyOf: anchors))
    }

    /// Whether code that names one of `anchors` looks a view up by `tag`.
    func looksUp(tag: Int, anchors: Set<String>) -> Bool {
        files.contains { $0.tags.contains(tag) && CodeAssignments.mentions($0.bytes, anyOf: anchors) }
    }

    // MARK: - Reading a project

    /// The project's assignments, read once per project folder for the whole run.
    static func of(project folder: String) -> CodeAssignments {
        cache.value(for: folder) { CodeAssignments(folder: folder) }
    }

    private static let cache = FolderMemo<CodeAssignments>()

    /// More source than any app has: a tree past this is read no further.
    static let maximumFiles = 40_000

    init(files: [File], superclasses: [String: String] = [:], selfLocalizing: Set<String> = [], undecodable: Set<String> = []) {
        self.files = files
        self.superclasses = superclasses
        self.selfLocalizing = selfLocalizing
        self.undecodable = undecodable
    }

    init(folder: String) {
        let sources = CodeAssignments.files(under: folder, matching: CodeAssignments.isSource)
        var files: [File] = []
        var constants: [String: Set<Int>] = [:]
        var pendingTags: [(file: Int, name: String)] = []
        var superclasses: [String: String] = [:]
        var selfLocalizing: Set<String> = []
        var undecodable: Set<String> = []
        for path in sources.prefix(CodeAssignments.maximumFiles) {
            guard let bytes = try? FileSystem.readBytes(path) else { continue }
            selfLocalizing.formUnion(CodeAssignments.selfLocalizingClasses(in: bytes))
            if path.hasSuffix(".swift") { undecodable.formUnion(CodeAssignments.undecodableClasses(in: bytes)) }
            var scan = Scanner(bytes: bytes, file: path)
            scan.run()
            for (name, value) in scan.constants { constants[name, default: []].insert(value) }
            // The first declaration read wins (files in sorted order): the same name declared
            // twice is rare, and one answer keeps runs alike.
            for (name, superclass) in scan.superclasses where superclasses[name] == nil { superclasses[name] = superclass }
            // What a file of one class sets on `self`, that class sets (AdGuard's
            // `RequestDetailsCell` sets its own `titleLabel`, not another cell's of that name).
            let declares = Set(scan.superclasses.map(\.0))
            for (outlet, properties) in scan.assignedOnSelf {
                if declares.count == 1, let owner = declares.first {
                    for property in properties { scan.assignedThrough[outlet, default: [:]][property, default: []].insert(owner) }
                } else {
                    scan.assigned[outlet, default: []].formUnion(properties)
                }
            }
            guard !scan.assigned.isEmpty || !scan.assignedThrough.isEmpty || !scan.tags.isEmpty || !scan.tagNames.isEmpty else { continue }
            files.append(File(bytes: bytes, assigned: scan.assigned, assignedThrough: scan.assignedThrough, tags: scan.tags,
                              declares: declares, assignedTexts: scan.assignedTexts))
            pendingTags += scan.tagNames.map { (files.count - 1, $0) }
        }
        // `viewWithTag:XIB_MAIN_MENU_CELL_TITLE`, with `#define XIB_MAIN_MENU_CELL_TITLE 3` elsewhere.
        for (file, name) in pendingTags { files[file].tags.formUnion(constants[name] ?? []) }
        self.files = files
        self.superclasses = superclasses
        self.selfLocalizing = selfLocalizing
        self.undecodable = undecodable
    }

    /// A Swift or Objective-C file, by its name.
    static func isSource(_ name: String) -> Bool {
        name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h")
    }

    /// The files under `folder` whose names `matching` accepts, in sorted order, outside hidden,
    /// vendored, foreign and test folders (the app's own code and documents).
    static func files(under folder: String, matching: (String) -> Bool) -> [String] {
        var found: [String] = []
        files(under: folder, matching: matching, into: &found, depth: 0)
        return found
    }

    private static func files(under folder: String, matching: (String) -> Bool, into found: inout [String], depth: Int) {
        guard depth < 24, found.count < maximumFiles else { return }
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            if matching(name) {
                found.append(path)
            } else if !ForeignFolder.isForeignName(name), !LocalizationRoots.isVendored(name), !SourceProject.isTestFolder(name),
                      FileSystem.isDirectory(path) {
                files(under: path, matching: matching, into: &found, depth: depth + 1)
            }
        }
    }

    /// Whether `name` is in the bytes as a word of its own (for a document's name, as a quoted string).
    static func mentions(_ bytes: [UInt8], anyOf names: Set<String>) -> Bool {
        names.contains { name in
            let needle = Array(name.utf8)
            guard !needle.isEmpty, needle.count <= bytes.count else { return false }
            var start = 0
            while let found = bytes.firstIndex(ofBytes: needle, from: start) {
                let before = found > 0 ? bytes[found - 1] : 0x20
                let after = found + needle.count < bytes.count ? bytes[found + needle.count] : 0x20
                if !Scanner.isIdentifierByte(before) && !Scanner.isIdentifierByte(after) { return true }
                start = found + 1
            }
            return false
        }
    }
}
