import FuzzSupport
@testable import HarkCore

/// String Catalogs (`.xcstrings`): the JSON reader keeping repeated keys, then the catalog's
/// languages, variations and substitutions.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzStringCatalog(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let file = "/fuzz/Localizable.xcstrings"
    do {
        let document = try JSONParser.parse(bytes, file: file, duplicateKeys: .keep)
        for table in try StringCatalogParser.read(document, file: file, table: "Localizable") {
            Promise.checkTable(table, of: "the String Catalog reader")
        }
    } catch {
        Promise.checkRefusal(error, of: "the String Catalog reader")
    }
    return 0
}
