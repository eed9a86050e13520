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
    }

    /// The files that assign a text or look a view up by its tag.
    let files: [File]
    /// Each class the project declares, by its superclass (`class A: B`, `@interface A : B`):
    /// the superclass may be a protocol or a framework's class.
    let superclasses: [String: String]
    /// The classes whose `awakeFromNib` localizes their own text (`SelfLocalizingViews.swift`).
    let selfLocalizing: Set<String>

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
        guard !outlets.isEmpty else { return false }
        var ownersAndAncestors: Set<String>?
        return files.contains { file in
            outlets.contains { outlet in
                if file.assigned[outlet]?.contains(property) == true { return true }
                guard let classes = file.assignedThrough[outlet]?[property] else { return false }
                guard let owners else { return true }
                if ownersAndAncestors == nil { ownersAndAncestors = owners.union(superclasses(of: owners)) }
                return classes.contains { ownersAndAncestors?.contains($0) == true || superclasses[$0] == nil }
            } && (!file.declares.isDisjoint(with: inherited) || CodeAssignments.mentions(file.bytes, anyOf: anchors))
        }
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

    init(files: [File], superclasses: [String: String] = [:], selfLocalizing: Set<String> = []) {
        self.files = files
        self.superclasses = superclasses
        self.selfLocalizing = selfLocalizing
    }

    init(folder: String) {
        var sources: [String] = []
        CodeAssignments.sources(under: folder, into: &sources, depth: 0)
        var files: [File] = []
        var constants: [String: Set<Int>] = [:]
        var pendingTags: [(file: Int, name: String)] = []
        var superclasses: [String: String] = [:]
        var selfLocalizing: Set<String> = []
        for path in sources.prefix(CodeAssignments.maximumFiles) {
            guard let bytes = try? FileSystem.readBytes(path) else { continue }
            selfLocalizing.formUnion(CodeAssignments.selfLocalizingClasses(in: bytes))
            var scan = Scanner(bytes: bytes)
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
                              declares: declares))
            pendingTags += scan.tagNames.map { (files.count - 1, $0) }
        }
        // `viewWithTag:XIB_MAIN_MENU_CELL_TITLE`, with `#define XIB_MAIN_MENU_CELL_TITLE 3` elsewhere.
        for (file, name) in pendingTags { files[file].tags.formUnion(constants[name] ?? []) }
        self.files = files
        self.superclasses = superclasses
        self.selfLocalizing = selfLocalizing
    }

    private static func sources(under folder: String, into found: inout [String], depth: Int) {
        guard depth < 24, found.count < maximumFiles else { return }
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") {
            let path = FileSystem.join(folder, name)
            if name.hasSuffix(".swift") || name.hasSuffix(".m") || name.hasSuffix(".mm") || name.hasSuffix(".h") {
                found.append(path)
            } else if !ForeignFolder.isForeignName(name), !LocalizationRoots.isVendored(name), !SourceProject.isTestFolder(name),
                      FileSystem.isDirectory(path) {
                sources(under: path, into: &found, depth: depth + 1)
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

    /// The scan of one file.
    struct Scanner {
        let bytes: [UInt8]
        var assigned: [String: Set<Property>] = [:]
        var assignedThrough: [String: [Property: Set<String>]] = [:]
        /// Outlets assigned on `self`, written or not (`titleLabel.text =`, `self.title.text =`):
        /// the class the file declares, when it declares one, sets them.
        var assignedOnSelf: [String: Set<Property>] = [:]
        var tags: Set<Int> = []
        var tagNames: Set<String> = []
        var constants: [(String, Int)] = []
        var superclasses: [(String, String)] = []

        static let properties: [(word: [UInt8], property: Property)] = [
            (Array("text".utf8), .text), (Array("attributedText".utf8), .text),
            (Array("accessibilityLabel".utf8), .accessibilityLabel), (Array("accessibilityHint".utf8), .accessibilityHint),
            (Array("textColor".utf8), .textColor),
        ]
        static let setters: [(word: [UInt8], property: Property)] = [
            (Array("setText".utf8), .text), (Array("setAttributedText".utf8), .text),
            (Array("setAccessibilityLabel".utf8), .accessibilityLabel), (Array("setAccessibilityHint".utf8), .accessibilityHint),
            (Array("setTextColor".utf8), .textColor),
        ]
        static let viewWithTag = Array("viewWithTag".utf8)
        static let define = Array("#define".utf8)
        /// `class A: B` (Swift), `@interface A : B` (Objective-C).
        static let classWords = [Array("class".utf8), Array("interface".utf8)]

        mutating func run() {
            var index = 0
            var conditionals = UnbuiltBranches.OpenBranches()
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                // `#if TARGET_OS_MACCATALYST`, `#if os(macOS)`, `#ifdef DEBUG`: what a branch an
                // iOS release build leaves out assigns is not what the screen shows (Monal's
                // Catalyst-only `reloadLabel.text`).
                if byte == UInt8(ascii: "#"), isLineStart(index) {
                    var lineEnd = index
                    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                    if let directive = UnbuiltBranches.preprocessorDirective(String(decoding: bytes[index..<lineEnd], as: UTF8.self)) {
                        conditionals.read(directive.kind, directive.condition)
                        index = lineEnd
                        continue
                    }
                }
                if conditionals.isUnbuilt {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "#"), matches(Scanner.define, at: index) {
                    readDefine(at: index + Scanner.define.count)
                } else if Scanner.isIdentifierByte(byte), index == 0 || !Scanner.isIdentifierByte(bytes[index - 1]) {
                    let end = identifierEnd(from: index)
                    readWord(index..<end)
                    index = end
                    continue
                }
                index += 1
            }
        }

        static let onWord = Array("on".utf8)
        static let selfWord = Array("self".utf8)
        static let assignWord = Array("assign(".utf8)

        /// The property a key path names in `assign(to: \.text, ` just before `end`.
        private func keyPathProperty(before end: Int) -> Property? {
            let word = Scanner.assignWord
            guard let assign = stride(from: end - word.count, through: max(0, end - 64), by: -1).first(where: {
                bytes[$0..<($0 + word.count)].elementsEqual(word)
            }) else { return nil }
            var cursor = assign + word.count
            while cursor < end, bytes[cursor] != UInt8(ascii: "\\") { cursor += 1 }
            guard cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: ".") else { return nil }
            let name = (cursor + 2)..<identifierEnd(from: cursor + 2)
            return Scanner.properties.first { bytes[name].elementsEqual($0.word) }?.property
        }

        /// The outlet of `on: nameLabel`, `on: self.title`, `on: cell.title`.
        private mutating func readAssignTarget(from start: Int, _ property: Property) {
            var parts: [String] = []
            var cursor = start
            while true {
                let end = identifierEnd(from: cursor)
                guard end > cursor else { break }
                parts.append(String(decoding: bytes[cursor..<end], as: UTF8.self))
                guard end < bytes.count, bytes[end] == UInt8(ascii: ".") else { break }
                cursor = end + 1
            }
            guard let outlet = parts.last, outlet != "self" else { return }
            if parts.count == 1 || (parts.count == 2 && parts[0] == "self") {
                assignedOnSelf[outlet, default: []].insert(property)
            } else {
                record(outlet, property, receiverClass: nil)
            }
        }

        /// Whether `class` (or `@interface`) at `word` declares one: first on its line, or after
        /// an attribute or a modifier (`final class`, `@objc(Name) class`). Not an argument
        /// named `class` (ChatSecure's `setObject:class forKey:…`, which is no class `forKey`).
        private func startsDeclaration(_ word: Range<Int>) -> Bool {
            if word.lowerBound > 0, bytes[word.lowerBound - 1] == UInt8(ascii: "@") { return true }
            var cursor = word.lowerBound - 1
            while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
            guard cursor >= 0, bytes[cursor] != 0x0A, bytes[cursor] != 0x0D else { return true }
            if bytes[cursor] == UInt8(ascii: ")") { return true }
            guard let previous = identifier(endingAt: cursor) else { return false }
            let start = cursor - previous.utf8.count + 1
            return Scanner.modifiers.contains(previous) || (start > 0 && bytes[start - 1] == UInt8(ascii: "@"))
        }

        static let modifiers: Set<String> = ["final", "public", "open", "internal", "private", "fileprivate", "nonisolated"]

        /// Whether only spaces and tabs are before `index` on its line.
        private func isLineStart(_ index: Int) -> Bool {
            var cursor = index - 1
            while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
            return cursor < 0 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D
        }

        /// `owner.title.text =`, `[label setText:`, `viewWithTag:3`, `NAME = 3`, `class A: B`.
        private mutating func readWord(_ word: Range<Int>) {
            let after = skipSpaces(from: word.upperBound)
            if Scanner.classWords.contains(where: { bytes[word].elementsEqual($0) }) {
                if startsDeclaration(word) { readClass(from: after) }
                return
            }
            if bytes[word].elementsEqual(Scanner.viewWithTag) {
                var cursor = after
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") || bytes[cursor] == UInt8(ascii: ":") { cursor = skipSpaces(from: cursor + 1) }
                if cursor < bytes.count, Scanner.isDigit(bytes[cursor]) {
                    if let value = number(from: cursor), !setsAnotherProperty(after: identifierEnd(from: cursor)) { tags.insert(value) }
                } else if cursor < bytes.count, Scanner.isIdentifierByte(bytes[cursor]) {
                    let end = identifierEnd(from: cursor)
                    if !setsAnotherProperty(after: end) { tagNames.insert(String(decoding: bytes[cursor..<end], as: UTF8.self)) }
                }
                return
            }
            // `NAME = 3` (a Swift constant, an enum case): a tag's value, when a name is its tag.
            if after < bytes.count, bytes[after] == UInt8(ascii: "="), after + 1 < bytes.count, bytes[after + 1] != UInt8(ascii: "=") {
                let valueStart = skipSpaces(from: after + 1)
                if valueStart < bytes.count, Scanner.isDigit(bytes[valueStart]), let value = number(from: valueStart) {
                    constants.append((String(decoding: bytes[word], as: UTF8.self), value))
                }
            }
            // Combine's `.assign(to: \.text, on: nameLabel)` (Siskin IM's chat cells).
            if bytes[word].elementsEqual(Scanner.onWord), after < bytes.count, bytes[after] == UInt8(ascii: ":"),
               let property = keyPathProperty(before: word.lowerBound) {
                readAssignTarget(from: skipSpaces(from: after + 1), property)
            }
            // A property assigned through a dot: the name before it is the outlet.
            for (property, kind) in Scanner.properties where bytes[word].elementsEqual(property) {
                guard word.lowerBound > 0, bytes[word.lowerBound - 1] == UInt8(ascii: "."), after < bytes.count,
                      bytes[after] == UInt8(ascii: "="), after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: "=") else { continue }
                var cursor = word.lowerBound - 2
                while cursor >= 0, bytes[cursor] == UInt8(ascii: "?") || bytes[cursor] == UInt8(ascii: "!") { cursor -= 1 }
                if let owner = identifier(endingAt: cursor) {
                    if isOnSelf(outletEndingAt: cursor, outlet: owner) {
                        assignedOnSelf[owner.hasPrefix("_") ? String(owner.dropFirst()) : owner, default: []].insert(kind)
                    } else {
                        record(owner, kind, receiverClass: receiverClass(beforeOutletEndingAt: cursor, outlet: owner))
                    }
                }
            }
            // `[self.nameLabel setText:…]`, `[nameLabel setText:…]`.
            for (setter, kind) in Scanner.setters where bytes[word].elementsEqual(setter) {
                guard after < bytes.count, bytes[after] == UInt8(ascii: ":") else { continue }
                var cursor = word.lowerBound - 1
                while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
                if let owner = identifier(endingAt: cursor) { record(owner, kind, receiverClass: nil) }
            }
        }

        /// Whether the tag lookup ending before `start` is the receiver of an assignment to a
        /// property that is not its text: `(cell.viewWithTag(21) as? UILabel)?.textColor = .white`
        /// (Habitica's "You blocked this player", which the storyboard alone words).
        private func setsAnotherProperty(after start: Int) -> Bool {
            var cursor = start
            for _ in 0..<8 {
                cursor = skipSpaces(from: cursor)
                guard cursor < bytes.count else { return false }
                switch bytes[cursor] {
                case UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"):
                    cursor += 1
                case UInt8(ascii: "."):
                    let end = identifierEnd(from: cursor + 1)
                    guard end > cursor + 1 else { return false }
                    let after = skipSpaces(from: end)
                    guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: "="), bytes[after + 1] != UInt8(ascii: "=") else { return false }
                    let assigned = Scanner.properties.first { bytes[(cursor + 1)..<end].elementsEqual($0.word) }?.property
                    return assigned == nil || assigned == .textColor
                default:
                    // `as? UILabel`: the cast and its type.
                    let end = identifierEnd(from: cursor)
                    guard end > cursor else { return false }
                    cursor = end
                }
            }
            return false
        }

        /// `A: B` after `class`, `A : B` after `@interface` (a category's `A (Name)` has no
        /// colon; `class func`, `class var` name no superclass).
        private mutating func readClass(from start: Int) {
            guard start < bytes.count, Scanner.isIdentifierByte(bytes[start]) else { return }
            let nameEnd = identifierEnd(from: start)
            var cursor = skipSpaces(from: nameEnd)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return }
            cursor = skipSpaces(from: cursor + 1)
            guard cursor < bytes.count, Scanner.isIdentifierByte(bytes[cursor]), !Scanner.isDigit(bytes[cursor]) else { return }
            superclasses.append((String(decoding: bytes[start..<nameEnd], as: UTF8.self),
                                 String(decoding: bytes[cursor..<identifierEnd(from: cursor)], as: UTF8.self)))
        }

        private mutating func record(_ owner: String, _ property: Property, receiverClass: String?) {
            // An Objective-C instance variable (`_nameLabel`) is its property's.
            let name = owner.hasPrefix("_") ? String(owner.dropFirst()) : owner
            if let receiverClass {
                assignedThrough[name, default: [:]][property, default: []].insert(receiverClass)
            } else {
                assigned[name, default: []].insert(property)
            }
        }

        /// Whether `outlet` ending at `outletEnd` is read on `self`: no receiver before it, or
        /// `self.`.
        private func isOnSelf(outletEndingAt outletEnd: Int, outlet: String) -> Bool {
            let start = outletEnd - outlet.utf8.count + 1
            guard start >= 1 else { return true }
            if bytes[start - 1] != UInt8(ascii: ".") { return !Scanner.isIdentifierByte(bytes[start - 1]) }
            let receiverStart = start - 1 - Scanner.selfWord.count
            guard receiverStart >= 0, bytes[receiverStart..<(start - 1)].elementsEqual(Scanner.selfWord) else { return false }
            return receiverStart == 0 || !Scanner.isIdentifierByte(bytes[receiverStart - 1]) && bytes[receiverStart - 1] != UInt8(ascii: ".")
        }

        /// The class the receiver of `receiver.outlet` was cast to where the function bound it:
        /// `guard let cell = … as? FireproofingDomainCell` or `let cell: DomainCell = …` a few
        /// lines up, within the function. Nil when the receiver is `self`, not a plain name, or
        /// bound otherwise.
        private func receiverClass(beforeOutletEndingAt outletEnd: Int, outlet: String) -> String? {
            var cursor = outletEnd - outlet.utf8.count
            guard cursor >= 1, bytes[cursor] == UInt8(ascii: ".") else { return nil }
            cursor -= 1
            while cursor >= 0, bytes[cursor] == UInt8(ascii: "?") || bytes[cursor] == UInt8(ascii: "!") { cursor -= 1 }
            guard let receiver = identifier(endingAt: cursor), receiver != "self",
                  cursor - receiver.utf8.count < 0 || bytes[cursor - receiver.utf8.count] != UInt8(ascii: ".") else { return nil }
            // Line by line upwards, to the function's start or 40 lines.
            var lineEnd = cursor - receiver.utf8.count
            for _ in 0..<40 {
                guard lineEnd > 0 else { return nil }
                var lineStart = lineEnd - 1
                while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                let line = Array(bytes[lineStart..<lineEnd])
                if let found = Scanner.castClass(binding: Array(receiver.utf8), in: line) { return found }
                if line.firstIndex(ofBytes: Scanner.funcWord, from: 0) != nil { return nil }
                lineEnd = lineStart - 1
            }
            return nil
        }

        static let funcWord = Array("func ".utf8)
        static let bindingWords = [Array("let ".utf8), Array("var ".utf8)]
        static let asWord = Array("as".utf8)

        /// `let cell = … as? T`, `if let cell = x as! T`, `var cell: T = …`: the `T` a line binds
        /// `name` to.
        static func castClass(binding name: [UInt8], in line: [UInt8]) -> String? {
            for keyword in bindingWords {
                var start = 0
                while let found = line.firstIndex(ofBytes: keyword + name, from: start) {
                    start = found + 1
                    var cursor = found + keyword.count + name.count
                    guard cursor < line.count, !isIdentifierByte(line[cursor]) else { continue }
                    while cursor < line.count, line[cursor] == 0x20 { cursor += 1 }
                    guard cursor < line.count else { continue }
                    if line[cursor] == UInt8(ascii: ":") { return typeName(in: line, from: cursor + 1) }
                    guard line[cursor] == UInt8(ascii: "=") else { continue }
                    var search = cursor
                    while let cast = line.firstIndex(ofBytes: asWord, from: search) {
                        search = cast + 2
                        guard cast > 0, line[cast - 1] == 0x20, cast + 2 < line.count,
                              line[cast + 2] == UInt8(ascii: "?") || line[cast + 2] == UInt8(ascii: "!") else { continue }
                        return typeName(in: line, from: cast + 3)
                    }
                }
            }
            return nil
        }

        /// The type named at `start`, after spaces; nil for an optional's or a generic's
        /// decoration it cannot read plainly.
        private static func typeName(in line: [UInt8], from start: Int) -> String? {
            var cursor = start
            while cursor < line.count, line[cursor] == 0x20 { cursor += 1 }
            let nameStart = cursor
            while cursor < line.count, isIdentifierByte(line[cursor]) { cursor += 1 }
            guard cursor > nameStart, !isDigit(line[nameStart]) else { return nil }
            return String(decoding: line[nameStart..<cursor], as: UTF8.self)
        }

        /// `#define NAME 3`.
        private mutating func readDefine(at start: Int) {
            let nameStart = skipSpaces(from: start)
            guard nameStart < bytes.count, Scanner.isIdentifierByte(bytes[nameStart]) else { return }
            let nameEnd = identifierEnd(from: nameStart)
            let valueStart = skipSpaces(from: nameEnd)
            guard valueStart < bytes.count, Scanner.isDigit(bytes[valueStart]), let value = number(from: valueStart) else { return }
            constants.append((String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), value))
        }

        private func identifier(endingAt end: Int) -> String? {
            guard end >= 0, Scanner.isIdentifierByte(bytes[end]) else { return nil }
            var start = end
            while start > 0, Scanner.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            return String(decoding: bytes[start...end], as: UTF8.self)
        }

        private func identifierEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, Scanner.isIdentifierByte(bytes[end]) { end += 1 }
            return end
        }

        private func skipSpaces(from start: Int) -> Int {
            var index = start
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            return index
        }

        private func number(from start: Int) -> Int? {
            var end = start
            while end < bytes.count, Scanner.isDigit(bytes[end]), end - start < 9 { end += 1 }
            if end < bytes.count, Scanner.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { return nil }
            return Int(String(decoding: bytes[start..<end], as: UTF8.self))
        }

        private func matches(_ word: [UInt8], at index: Int) -> Bool {
            index + word.count <= bytes.count && bytes[index..<(index + word.count)].elementsEqual(word)
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
    }
}
