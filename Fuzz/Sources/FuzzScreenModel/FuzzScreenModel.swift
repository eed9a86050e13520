import FuzzSupport
@testable import HarkCore

/// Hark's JSON screen model: the JSON reader (both duplicate-key modes) and the model decoder.
/// `FuzzAudit` takes the models that decode further, through the rules and reports.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScreenModel(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let file = "/fuzz/Settings.json"
    do {
        _ = try JSONParser.parse(bytes, file: file, duplicateKeys: .keep)
    } catch {
        Promise.checkRefusal(error, of: "the JSON reader")
    }
    do {
        let document = try JSONParser.parse(bytes, file: file)
        guard ModelLoader.isModel(document) else { return 0 }
        let model = try ModelLoader.decode(document, file: file)
        for screen in model.screens { Promise.checkPosition(screen.location, of: "the screen model decoder") }
    } catch {
        Promise.checkRefusal(error, of: "the screen model decoder")
    }
    return 0
}
