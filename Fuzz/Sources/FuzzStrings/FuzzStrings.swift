import FuzzSupport
@testable import HarkCore

/// `.strings` files as read from disk: encoding detection (UTF-8, UTF-16 with or without
/// byte-order mark), then the old-style grammar.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStrings(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let table = StringsParser.read(bytes, file: "/fuzz/en.lproj/Localizable.strings", table: "Localizable", locale: "en")
    Promise.checkTable(table, of: "the .strings parser")
    return 0
}
