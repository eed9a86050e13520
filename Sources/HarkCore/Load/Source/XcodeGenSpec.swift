import Foundation

/// The strings tables an XcodeGen specification (`project.yml`, and the files its `include:`
/// names) has its targets copy, for a repository that commits no `.xcodeproj`. Element keeps
/// Weblate's output for 43 languages in `Riot/Assets`, and its `Riot/target.yml` excludes every
/// `**/*.strings` from the target's sources, then lists the 25 languages it ships one file at a
/// time: the other 18 folders never reach the app (`ShippedTables`).
///
/// Only what decides that is read, line by line (Hark reads no YAML otherwise): the `path:`
/// entries that name a table file, and whether an `excludes:` list leaves tables out. A file
/// that excludes no table lists nothing: its tables come with the folders it names.
enum XcodeGenSpec {
    /// XcodeGen's file name (`xcodegen generate` reads it from the working folder).
    static let fileName = "project.yml"
    /// A specification past this is not XcodeGen's (Element's largest is 12 KB).
    static let sizeLimit = 1_048_576
    /// How deep `include:` is followed.
    static let includeDepth = 4

    /// The project the specification in `folder` describes, as one target per file that
    /// excludes tables and lists some (nil: no specification, or none that does).
    static func project(in folder: String) -> XcodeProject? {
        // Once a run: every folder of tables below asks.
        specs.value(for: folder) { load(folder: folder) }
    }

    private static let specs = FolderMemo<XcodeProject?>()

    private static func load(folder: String) -> XcodeProject? {
        let path = FileSystem.join(folder, fileName)
        guard FileSystem.exists(path) else { return nil }
        var targets: [XcodeProject.Target] = []
        var seen: Set<String> = []
        read(path, depth: 0, seen: &seen, into: &targets)
        return targets.isEmpty ? nil : XcodeProject(folder: XcodeProject.normalized(folder), targets: targets, knownRegions: [])
    }

    private static func read(_ path: String, depth: Int, seen: inout Set<String>, into targets: inout [XcodeProject.Target]) {
        guard depth <= includeDepth, seen.insert(path).inserted,
              let bytes = try? FileSystem.readBytes(path, as: InputKind(name: "XcodeGen specification", limit: sizeLimit)) else { return }
        let folder = FileSystem.directoryName(path)
        let spec = read(yaml: String(decoding: bytes, as: UTF8.self))
        if spec.excludesTables, !spec.tables.isEmpty {
            var target = XcodeProject.Target(name: FileSystem.baseName(path))
            target.copy(spec.tables.map { XcodeProject.normalized(FileSystem.join(folder, $0)) })
            targets.append(target)
        }
        for include in spec.includes {
            read(XcodeProject.normalized(include.hasPrefix("/") ? include : FileSystem.join(folder, include)), depth: depth + 1, seen: &seen, into: &targets)
        }
    }

    /// What one file says: the table files its `path:` entries name, whether an `excludes:`
    /// list leaves out tables (`"**/*.strings"`), and the files its `include:` names.
    static func read(yaml: String) -> (tables: [String], excludesTables: Bool, includes: [String]) {
        var tables: [String] = []
        var excludesTables = false
        var includes: [String] = []
        // The list being read: `excludes:` or the top-level `include:`, with its key's indentation.
        var list: (key: Substring, indent: Int)? = nil
        for rawLine in yaml.split(whereSeparator: \.isNewline) {
            let line = withoutComment(rawLine)
            guard let first = line.firstIndex(where: { $0 != " " && $0 != "\t" }) else { continue }
            let indent = line.distance(from: line.startIndex, to: first)
            var content = line[first...]
            // A list's items may sit at its key's indentation (`excludes:` then `- "…"`).
            if let open = list, indent < open.indent || (indent == open.indent && !content.hasPrefix("-")) {
                list = nil
            }
            let isItem = content.hasPrefix("- ") || content == "-"
            if isItem { content = content.dropFirst().drop { $0 == " " } }
            if !isItem, content.hasSuffix(":") {
                let key = content.dropLast()
                if key == "excludes" || (key == "include" && indent == 0) { list = (key, indent) }
                continue
            }
            let value: Substring
            if content.hasPrefix("path:") {
                value = unquoted(content.dropFirst("path:".count))
            } else if isItem, !content.contains(":") {
                value = unquoted(content)
            } else {
                continue
            }
            switch list?.key {
            case "excludes"?:
                if isTableGlob(value) { excludesTables = true }
            case "include"?:
                includes.append(String(value))
            default:
                if StringsTableFiles.perLanguageTableName(FileSystem.baseName(String(value))) != nil { tables.append(String(value)) }
            }
        }
        return (tables, excludesTables, includes)
    }

    /// A glob that matches table files: `**/*.strings`, `*.lproj/*.stringsdict`.
    private static func isTableGlob(_ glob: Substring) -> Bool {
        glob.contains("*") && (glob.hasSuffix(".strings") || glob.hasSuffix(".stringsdict") || glob.hasSuffix("*.lproj") || glob.hasSuffix("*.lproj/**"))
    }

    /// The line before a `#` that starts a comment (after white space, outside quotes).
    private static func withoutComment(_ line: Substring) -> Substring {
        var quote: Character? = nil
        var previous: Character = " "
        for index in line.indices {
            let character = line[index]
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "\"" || character == "'" {
                quote = character
            } else if character == "#", previous == " " || previous == "\t" {
                return line[..<index]
            }
            previous = character
        }
        return line
    }

    private static func unquoted(_ text: Substring) -> Substring {
        let value = Substring(text.trimmingCharacters(in: .whitespaces))
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            return value.dropFirst().dropLast()
        }
        return value
    }
}
