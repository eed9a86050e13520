import FuzzSupport
@testable import HarkCore

/// The configuration file (`--config`), read from a file as the command line reads it, then
/// handed to the auditor, which checks the rule ids it names.
private let resources = try? Resources.load()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzConfiguration(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let file = ScratchFile.write(UnsafeRawBufferPointer(start: start, count: count), name: "hark.json")
    do {
        let configuration = try Configuration.load(file: file)
        guard let resources else { fatalError("fuzz harness: Hark's resources were not found") }
        _ = try Auditor(catalog: resources.rules, vocabularies: resources.vocabularies, configuration: configuration)
    } catch {
        Promise.checkRefusal(error, of: "the configuration reader")
    }
    return 0
}
