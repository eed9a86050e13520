/// The strings an app's own JSON files hold: keys a lookup with a computed key may be given,
/// as the code's literals may. Pocket Casts' What's New pages name their texts' keys in
/// `aboutWhatsNew.json` (`"text": "whats_new_page_one_title_7_20"`) and look each up with
/// `Bundle.main.localizedString(forKey: text, value: text, table: nil)`.
enum ResourceStrings {
    /// A resource file past this is data, not a screen's texts (Go Map!!'s tag presets).
    static let sizeLimit = 1_048_576
    /// Folders deeper than this are not walked.
    static let depthLimit = 24

    /// Every string value (not key) of the JSON files under `folder` that parse, outside
    /// vendored and hidden folders, each at most `sizeLimit` bytes.
    static func read(under folder: String) -> Set<String> {
        var strings: Set<String> = []
        for path in jsonFiles(under: folder, depth: 0) {
            guard let bytes = try? FileSystem.readBytes(path, as: InputKind(name: "JSON resources", limit: sizeLimit)),
                  let document = try? JSONParser.parse(bytes, file: path, duplicateKeys: .keep) else { continue }
            collect(document.root, into: &strings)
        }
        return strings
    }

    private static func jsonFiles(under folder: String, depth: Int) -> [String] {
        guard depth < depthLimit else { return [] }
        var found: [String] = []
        for name in FileSystem.contents(of: folder) where !name.hasPrefix(".") && !LocalizationRoots.isVendored(name) {
            let path = FileSystem.join(folder, name)
            if name.hasUTF8Suffix(".json") {
                found.append(path)
            } else if FileSystem.isDirectory(path) {
                found += jsonFiles(under: path, depth: depth + 1)
            }
        }
        return found
    }

    /// The strings of a value, without recursion: a hostile file nests as deep as it likes.
    private static func collect(_ root: JSONNode, into strings: inout Set<String>) {
        var pending = [root]
        while let node = pending.popLast() {
            switch node.value {
            case .string(let value): strings.insert(value)
            case .array(let elements): pending += elements
            case .object(let members): pending += members.map(\.value)
            case .null, .bool, .number: break
            }
        }
    }
}
