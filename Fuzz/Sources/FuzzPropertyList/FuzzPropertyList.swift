import FuzzSupport
@testable import HarkCore

/// Property lists as Hark reads them from bytes: binary (`bplist00`: offsets, counts, object
/// references, cycles) or XML, whichever the first bytes say.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPropertyList(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    do {
        let node = try PropertyList.read(bytes: bytes, file: "/fuzz/Root.plist")
        Promise.checkPosition(node.location, of: "the property list reader")
    } catch {
        Promise.checkRefusal(error, of: "the property list reader")
    }
    return 0
}
