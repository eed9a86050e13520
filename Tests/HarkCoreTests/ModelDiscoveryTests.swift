import Testing
@testable import HarkCore

/// A folder's `.json` files are screen models only with a `"hark"` key at their top: other
/// tools' JSON, broken or not, is let go, and a key spelled with an escape still counts.
@Suite struct ModelDiscoveryTests {
    @Test func onlyJSONWithAHarkKeyIsAModel() throws {
        let root = try TestSupport.write([
            ("data/presets.json", #"{"name": "presets", "items": [1, 2, {"hark": "not at the top"}]}"#),
            ("data/broken.json", #"{"name": "#),
            ("data/escaped.json", #"{"h\u0061rk": 1, "app": {"name": "Escaped"}, "screens": []}"#),
            ("Model.json", #"{"hark": 1, "app": {"name": "Plain"}, "screens": []}"#),
        ])
        let loaded = ProjectLoader.load(paths: [root], options: LoadOptions())
        #expect(loaded.failures.isEmpty, "\(loaded.failures)")
        let names = loaded.units.compactMap { $0.model?.app.name }.sorted()
        #expect(names == ["Escaped", "Plain"])
        // Named on the command line, another tool's JSON is refused with its reason.
        let named = ProjectLoader.load(paths: [root + "/data/presets.json"], options: LoadOptions())
        #expect(named.failures.map(\.message) == ["not a Hark screen model (no \"hark\" format key at the top)"])
    }
}
