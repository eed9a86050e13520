/// Hark's own JSON screen model (`docs/model.md`): any `*.json` file with a `"hark"` key.
struct ScreenModelFormat: InputFormat {
    let name = "screen model"
    let pluralName = "screen models"
    let pathDescription = "screen model (*.json with a \"hark\" key)"

    let phrasing = FixPhrasing(
        name: "set accessibility.label or give the cell a \"text\"",
        hint: "accessibility.hint",
        value: "set accessibility.value",
        element: "set accessibility.isElement, the traits button and userInteractionEnabled, and accessibility.value",
        localize: "use {\"key\": …}",
        deploymentTarget: "app.deploymentTarget",
        dynamicType: "give the label a \"textStyle\" and \"adjustsFontForContentSizeCategory\": true")

    func claims(_ path: String, isDirectory: Bool) -> Bool {
        !isDirectory && path.hasSuffix(".json")
    }

    func load(_ path: String, found: Bool, options: LoadOptions) throws -> AppModel {
        let bytes = try FileSystem.readBytes(path, as: .screenModel)
        // A file found in a folder is a model only with a "hark" key at its top: bytes that
        // hold neither `"hark"` nor a `\u` (an escape could spell the key) are another tool's
        // JSON, which would be skipped once parsed. Apps ship megabytes of JSON data (Go Map!!'s
        // presets were a quarter of its audit): they are let go unparsed.
        let mentionsKey = Self.holds(bytes, "\"hark\"", anchoredAt: 4)
        if found && !mentionsKey && !Self.holds(bytes, "\\u", anchoredAt: 0) { throw Skip(reason: nil) }
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, file: path)
        } catch {
            // Another tool's broken JSON is not ours to judge; a broken model is.
            if found && !mentionsKey { throw Skip(reason: nil) }
            throw error
        }
        guard ModelLoader.isModel(document) else {
            if found { throw Skip(reason: nil) }
            throw InputError("not a Hark screen model (no \"hark\" format key at the top)", at: document.location(document.root.offset))
        }
        return try ModelLoader.decode(document, file: path, phrasing: phrasing)
    }

    /// Whether `needle` occurs in the file, searched from its byte at `anchor` (the `k` of
    /// `"hark"`, the backslash of `\u`: the quote would stop the search at every string).
    private static func holds(_ bytes: [UInt8], _ needle: StaticString, anchoredAt anchor: Int) -> Bool {
        bytes.withUnsafeBufferPointer { ByteWords.contains(needle, anchoredAt: anchor, in: $0) }
    }
}
