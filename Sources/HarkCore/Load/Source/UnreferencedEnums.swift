/// Swift enums that no code names outside their own bodies and extensions: no value of one can
/// be made, so what their members say shows nowhere. Swiftfin's `TimestampType` and
/// `OverlayType` read `L10n.compact` in a `displayTitle` no screen asks; the key counted as
/// used, and its Greek blank and Swedish absence were reported. The keys such code looks up are
/// not uses: `l10n-unused` reports them when nothing else looks them up.
///
/// Only enums: a class may be named by a storyboard or the Objective-C runtime, a struct by the
/// system (`@main`, an App Intent, a widget), neither in code. An enum with an attribute
/// (`@objc`, `@main`), a public one (code outside the folder read may name it), or one whose
/// name two declarations share, is left alone; so is every enum the code names anywhere, a
/// preview or other platforms' code included.
enum UnreferencedEnums {
    /// Per file index, the token ranges of the bodies (braces included) of every unnamed enum
    /// and of its extensions.
    static func bodies(in files: [SourceFile]) -> [Int: [Range<Int>]] {
        var declared: [String: [(file: Int, name: Int)]] = [:]
        for (file, source) in files.enumerated() where source.dialect == .swift {
            for index in 0..<source.count where source.isIdentifier(index, "enum") && source.kind(index + 1) == .identifier
                && source.kind(index - 1) != .dot && !isExposed(index, in: source) {
                declared[source.text(index + 1), default: []].append((file, index + 1))
            }
        }
        let candidates = declared.filter { $0.value.count == 1 }
        guard !candidates.isEmpty else { return [:] }
        // Each candidate's own places: its body and its extensions' (`extension Name {`), where
        // naming itself does not make it used.
        var own: [String: [(file: Int, range: Range<Int>)]] = [:]
        for (name, places) in candidates {
            for place in places {
                guard let body = openingBrace(after: place.name, in: files[place.file]) else { continue }
                own[name, default: []].append((place.file, place.name..<files[place.file].partner(body) + 1))
            }
        }
        // A name's length and first byte, asked before a `String` is made of an identifier.
        let shapes = NameShapes(candidates.keys)
        func mayBeCandidate(_ index: Int, in source: SourceFile) -> Bool { shapes.mayMatch(index, in: source) }
        for (file, source) in files.enumerated() where source.dialect == .swift {
            for index in 0..<source.count where source.isIdentifier(index - 1, "extension") && source.kind(index) == .identifier {
                guard mayBeCandidate(index, in: source), case let name = source.text(index), candidates[name] != nil,
                      let body = openingBrace(after: index, in: source) else { continue }
                own[name, default: []].append((file, index..<source.partner(body) + 1))
            }
        }
        var named: Set<String> = []
        for (file, source) in files.enumerated() {
            for index in 0..<source.count where source.kind(index) == .identifier {
                guard mayBeCandidate(index, in: source) else { continue }
                let name = source.text(index)
                guard candidates[name] != nil, !named.contains(name) else { continue }
                if !(own[name] ?? []).contains(where: { $0.file == file && $0.range.contains(index) }) { named.insert(name) }
            }
        }
        var result: [Int: [Range<Int>]] = [:]
        for (name, places) in own where !named.contains(name) {
            for place in places { result[place.file, default: []].append(place.range) }
        }
        return result.mapValues { $0.sorted { $0.lowerBound < $1.lowerBound } }
    }

    /// Whether the declaration is public (`public`, `open`, `package`) or has an attribute
    /// (`@objc`, `@main`) before its modifiers.
    static func isExposed(_ keyword: Int, in source: SourceFile) -> Bool {
        var cursor = keyword - 1
        while source.kind(cursor) == .identifier, modifiers.contains(source.text(cursor)) {
            if exposingModifiers.contains(source.text(cursor)) { return true }
            cursor -= 1
        }
        // `@objc(Name)`: the attribute's argument.
        if source.kind(cursor) == .closeParen, source.kind(cursor - 1) == .identifier, source.kind(cursor - 2) == .openParen { cursor -= 3 }
        return source.kind(cursor) == .attribute
    }

    private static let modifiers: Set<String> = ["public", "open", "package", "private", "fileprivate", "internal", "indirect", "final", "nonisolated"]
    private static let exposingModifiers: Set<String> = ["public", "open", "package"]

    /// The `{` that opens the declaration whose name is at `name`: past a generic clause and
    /// conformances, before any other statement.
    static func openingBrace(after name: Int, in source: SourceFile) -> Int? {
        var index = name + 1
        while index < source.count {
            switch source.kind(index) {
            case .openBrace?: return index
            case .closeBrace?, .semicolon?, .pound?: return nil
            default: index += 1
            }
        }
        return nil
    }
}
