import FuzzSupport
@testable import HarkCore

/// Everything after loading, on any model a file can describe: the audit (every rule, speech in
/// the model's language) and every report format. Inputs are screen models; those that do not
/// decode are left out of the corpus.
private let resources = try? Resources.load()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzAudit(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
    let file = "/fuzz/Settings.json"
    guard let document = try? JSONParser.parse(bytes, file: file), ModelLoader.isModel(document),
          let model = try? ModelLoader.decode(document, file: file) else { return -1 }
    guard let resources, let auditor = try? Auditor(catalog: resources.rules, vocabularies: resources.vocabularies) else {
        fatalError("fuzz harness: Hark's resources were not found")
    }
    let unit = AuditUnit(model: model, catalog: .empty, developmentLanguage: model.app.developmentLanguage)
    let result = auditor.audit([unit])
    for failure in result.failures { Promise.checkRefusal(failure, of: "the audit") }
    let report = Report(findings: result.findings, speech: result.speech, failures: result.failures,
                        rules: resources.rules.sorted, units: [unit])
    for reporter in Reporters.all { _ = reporter.render(report) }
    return 0
}
