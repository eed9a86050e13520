import FuzzSupport
@testable import HarkCore

/// `.stringsdict` files: the file is read as Hark reads it (`PropertyList.load`, so binary
/// property lists too once `PropertyList.load` reads them), then its plural rules.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringsDict(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let file = ScratchFile.write(UnsafeRawBufferPointer(start: start, count: count), name: "Localizable.stringsdict")
    do {
        let table = try StringsDictParser.load(file: file, table: "Localizable", locale: "en")
        Promise.checkTable(table, of: "the .stringsdict reader")
    } catch {
        Promise.checkRefusal(error, of: "the .stringsdict reader")
    }
    return 0
}
