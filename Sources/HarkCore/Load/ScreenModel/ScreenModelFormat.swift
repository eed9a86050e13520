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
        let document: JSONDocument
        do {
            document = try JSONParser.parse(bytes, file: path)
        } catch {
            // Another tool's broken JSON is not ours to judge; a broken model is.
            if found && !Self.mentionsHarkKey(bytes) { throw Skip(reason: nil) }
            throw error
        }
        guard ModelLoader.isModel(document) else {
            if found { throw Skip(reason: nil) }
            throw InputError("not a Hark screen model (no \"hark\" format key at the top)", at: document.location(document.root.offset))
        }
        return try ModelLoader.decode(document, file: path, phrasing: phrasing)
    }

    private static func mentionsHarkKey(_ bytes: [UInt8]) -> Bool {
        let needle = Array("\"hark\"".utf8)
        guard bytes.count >= needle.count, bytes.count < 64 * 1024 * 1024 else { return false }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if bytes[start..<start + needle.count].elementsEqual(needle) { return true }
        }
        return false
    }
}
