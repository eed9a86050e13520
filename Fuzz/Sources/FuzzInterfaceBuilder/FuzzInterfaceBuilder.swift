import FuzzSupport
@testable import HarkCore

/// Storyboards and XIBs: the XML scanner, then the whole importer (scenes, cells, label
/// pairing, colors, localization keys).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzInterfaceBuilder(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let file = "/fuzz/Base.lproj/Main.storyboard"
    do {
        let root = try XMLTree.parse(bytes, file: file)
        let format = InterfaceBuilderFormat()
        let model = try InterfaceBuilderImporter.read(root, file: file, developmentLanguage: "en", phrasing: format.phrasing, found: false)
        for screen in model.screens { Promise.checkPosition(screen.location, of: "the Interface Builder importer") }
    } catch {
        Promise.checkRefusal(error, of: "the Interface Builder importer")
    }
    return 0
}
