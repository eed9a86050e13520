/// Swift files whose views only the app's developer screens open (`DebugScreens`): Home
/// Assistant's `ComponentsLibraryView`, a gallery of its design system that only `DebugView`'s
/// developer section (ten taps on the logo) names, and the component views only that gallery
/// names. Their texts are English on purpose, as the debug screen's are.
///
/// A file counts when each type it declares at its top level is named somewhere other than its
/// own file, and only in debug files or in files that count themselves (found until no more
/// do). A `private` or `fileprivate` type is its file's own, which no other file can name
/// (Yattee's `LogViewerView.swift` and its `LogEntryRow`, which only the developer settings
/// open). A file with anything else at its top level (a function, a variable, an extension of
/// another type) may be used from anywhere, and does not count; nor does a type nothing names,
/// or one whose name two files declare.
enum DeveloperOnlyFiles {
    static func paths(in files: [SourceFile]) -> Set<String> {
        let isDebug = files.map { DebugScreens.isDebugFile($0.path) }
        guard isDebug.contains(true) else { return [] }
        // Each file's top-level types, or nil when it has another top-level declaration.
        var declared: [String: [Int]] = [:]
        var typesOf: [Int: [String]] = [:]
        for (index, source) in files.enumerated() where source.dialect == .swift && !isDebug[index] {
            guard let names = topLevelTypes(in: source), !names.isEmpty else { continue }
            typesOf[index] = names
            for name in names { declared[name, default: []].append(index) }
        }
        let candidates = declared.filter { $0.value.count == 1 }.mapValues { $0[0] }
        guard !candidates.isEmpty else { return [] }
        // The files naming each candidate, its own left out.
        var namedIn: [String: Set<Int>] = [:]
        let shapes = NameShapes(candidates.keys)
        for (index, source) in files.enumerated() {
            for token in 0..<source.count where source.kind(token) == .identifier && shapes.mayMatch(token, in: source) {
                let name = source.text(token)
                guard let home = candidates[name], home != index else { continue }
                namedIn[name, default: []].insert(index)
            }
        }
        var developerOnly = Set(isDebug.indices.filter { isDebug[$0] })
        var found: Set<Int> = []
        var changed = true
        while changed {
            changed = false
            for (file, names) in typesOf where !found.contains(file) {
                let counts = names.allSatisfy { name in
                    guard candidates[name] != nil, let users = namedIn[name], !users.isEmpty else { return false }
                    return users.isSubset(of: developerOnly)
                }
                if counts {
                    found.insert(file)
                    developerOnly.insert(file)
                    changed = true
                }
            }
        }
        return Set(found.map { files[$0].path })
    }

    /// The names of the structs and enums declared at the file's top level (with their
    /// extensions), but its private ones; nil when it declares anything else there, or a type
    /// with an attribute (`@main`: the system names it).
    private static func topLevelTypes(in source: SourceFile) -> [String]? {
        var names: [String] = []
        var privateNames: [String] = []
        var extended: [String] = []
        var depth = 0
        var index = 0
        while index < source.count {
            switch source.kind(index) {
            case .openBrace?, .openParen?, .openBracket?:
                depth += 1
            case .closeBrace?, .closeParen?, .closeBracket?:
                depth -= 1
            case .attribute? where depth == 0:
                // `@available(…)` and `@MainActor` say nothing of who names the type.
                let name = source.text(index)
                if name != "@available" && name != "@MainActor" && name != "@preconcurrency" { return nil }
            case .identifier? where depth == 0:
                let word = source.text(index)
                switch word {
                case "struct", "enum":
                    guard source.kind(index + 1) == .identifier else { return nil }
                    let modifier = index > 0 && source.kind(index - 1) == .identifier ? source.text(index - 1) : ""
                    if modifier == "private" || modifier == "fileprivate" {
                        privateNames.append(source.text(index + 1))
                    } else {
                        names.append(source.text(index + 1))
                    }
                    index += 1
                case "extension":
                    guard source.kind(index + 1) == .identifier else { return nil }
                    extended.append(source.text(index + 1))
                    index += 1
                // A class may be made by a storyboard or the Objective-C runtime, which name it
                // outside the code read.
                case "class", "actor", "func", "var", "let", "protocol", "typealias", "macro", "precedencegroup", "operator":
                    return nil
                default:
                    break
                }
            default:
                break
            }
            index += 1
        }
        // An extension of a type declared elsewhere adds to code anyone may call.
        guard extended.allSatisfy({ names.contains($0) || privateNames.contains($0) }) else { return nil }
        return names
    }
}
