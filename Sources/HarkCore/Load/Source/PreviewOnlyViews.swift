/// SwiftUI views that only previews make: Ice Cubes' `WrapperForPreview`, which its
/// `PreviewProvider` shows to lay out the real row with sample media, and iTorrent's
/// `PRSwitchView1`, made by a `#Preview` alone. No user sees their texts or switches, as no
/// user sees a preview's own.
///
/// A view counts when it is a struct declared once, with `View` among its conformances or a
/// `var body: some View` of its own (a view conforming through the app's own protocol), not
/// public and without an attribute (`UnreferencedEnums.isExposed`), and the code names it
/// outside its own body and extensions only inside previews (`SwiftUIPreviews`), at least once.
/// Not the view a file is named after (`SettingView` in `SettingView.swift`): the screen of its
/// file, which the code of a checkout read in part (a folder of the app, an excerpt) may make
/// where Hark does not look; a dead screen of a whole app stays a screen, as before.
enum PreviewOnlyViews {
    /// Per file index, the token ranges of the bodies (braces included) of every such view and
    /// of its extensions.
    static func bodies(in files: [SourceFile]) -> [Int: [Range<Int>]] {
        var declared: [String: [(file: Int, name: Int)]] = [:]
        for (file, source) in files.enumerated() where source.dialect == .swift {
            let fileName = FileSystem.baseName(source.path).split(separator: ".").first.map(String.init)
            for index in 0..<source.count where source.isIdentifier(index, "struct") && source.kind(index + 1) == .identifier
                && source.kind(index - 1) != .dot && !UnreferencedEnums.isExposed(index, in: source) {
                guard let brace = UnreferencedEnums.openingBrace(after: index + 1, in: source),
                      (index + 2..<brace).contains(where: { source.isIdentifier($0, "View") }) || hasViewBody(brace, in: source),
                      source.text(index + 1) != fileName else { continue }
                declared[source.text(index + 1), default: []].append((file, index + 1))
            }
        }
        let candidates = declared.filter { $0.value.count == 1 }.mapValues { $0[0] }
        guard !candidates.isEmpty else { return [:] }
        var own: [String: [(file: Int, range: Range<Int>)]] = [:]
        for (name, place) in candidates {
            guard let body = UnreferencedEnums.openingBrace(after: place.name, in: files[place.file]) else { continue }
            own[name, default: []].append((place.file, place.name..<files[place.file].partner(body) + 1))
        }
        let shapes = NameShapes(candidates.keys)
        var named: Set<String> = []
        var namedInPreview: Set<String> = []
        for (file, source) in files.enumerated() {
            // The file's previews are found only where it names a candidate.
            var previews: [Range<Int>]? = nil
            for index in 0..<source.count where source.kind(index) == .identifier && shapes.mayMatch(index, in: source) {
                let name = source.text(index)
                guard candidates[name] != nil, !named.contains(name) else { continue }
                if source.isIdentifier(index - 1, "extension"), let body = UnreferencedEnums.openingBrace(after: index, in: source) {
                    own[name, default: []].append((file, index..<source.partner(body) + 1))
                    continue
                }
                if (own[name] ?? []).contains(where: { $0.file == file && $0.range.contains(index) }) { continue }
                if source.dialect == .swift {
                    if previews == nil { previews = SwiftUIPreviews.ranges(in: source) }
                    if previews?.contains(where: { $0.contains(index) }) == true {
                        namedInPreview.insert(name)
                        continue
                    }
                }
                named.insert(name)
            }
        }
        var result: [Int: [Range<Int>]] = [:]
        for (name, places) in own where namedInPreview.contains(name) && !named.contains(name) {
            for place in places { result[place.file, default: []].append(place.range) }
        }
        return result.mapValues { $0.sorted { $0.lowerBound < $1.lowerBound } }
    }

    /// Whether the struct whose body opens at `brace` declares `var body: some View` at its top
    /// level: a view that conforms through a protocol of the app's (iTorrent's
    /// `MvvmSwiftUICellProtocol`), whose source may be elsewhere.
    private static func hasViewBody(_ brace: Int, in source: SourceFile) -> Bool {
        let close = min(source.partner(brace), source.count)
        var index = brace + 1
        while index < close {
            if source.isIdentifier(index, "var"), source.isIdentifier(index + 1, "body"), source.kind(index + 2) == .colon,
               source.isIdentifier(index + 3, "some"), source.isIdentifier(index + 4, "View") { return true }
            index = source.skip(index)
        }
        return false
    }
}
