import FuzzSupport
@testable import HarkCore

/// Hark's XML scanner alone (decoding, markup, references, refusals), and property lists read
/// from its elements.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzXML(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let file = "/fuzz/Root.plist"
    do {
        let root = try XMLTree.parse(bytes, file: file)
        _ = try PropertyList.read(root, file: file)
    } catch {
        Promise.checkRefusal(error, of: "the XML scanner")
    }
    return 0
}
