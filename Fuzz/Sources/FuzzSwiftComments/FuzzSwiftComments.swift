import FuzzSupport
@testable import HarkCore

/// The comments of Swift source that talk to Hark (`// hark:disable…`): a scanner of Swift's
/// comments and string literals. The whole Swift tokenizer gets a target of its own once it
/// is on main (Fuzz/README.md).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftComments(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    for comment in SwiftComments.scan(utf8: bytes, file: "/fuzz/View.swift") {
        Promise.checkPosition(comment.location, of: "the Swift comment scanner")
        guard comment.endLine >= comment.location.line else { fatalError("a comment ending before it starts") }
    }
    return 0
}
