import FuzzSupport
@testable import HarkCore

/// Swift and Objective-C source: the tokenizer and bracket matching in both dialects, then the
/// whole reading of the file as an app (declarations, SwiftUI and UIKit recognizers, texts).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftSource(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let buffer = UnsafeRawBufferPointer(start: start, count: count)
    let bytes = Array(buffer)
    for dialect in [SourceDialect.swift, .objectiveC] {
        let file = SourceFile(path: "/fuzz/View.swift", bytes: bytes, dialect: dialect)
        for index in 0..<file.count {
            let token = file[index]
            guard token.start <= token.end, Int(token.end) <= bytes.count else { fatalError("a token outside the file: \(token)") }
            let partner = file.partner(index)
            guard partner >= -1, partner <= file.count else { fatalError("a bracket partner outside the tokens: \(partner)") }
        }
        if let problem = file.problem {
            guard problem.offset >= 0, problem.offset <= bytes.count else { fatalError("a problem outside the file: \(problem)") }
            Promise.checkPosition(file.location(ofByte: problem.offset), of: "the source tokenizer")
        }
    }
    // The dialect follows the file's name: the input is read as both.
    for name in ["App/SettingsView.swift", "App/SettingsView.m"] {
        let path = ScratchFile.write(buffer, name: name)
        let loaded = SourceFormat().load(InputGroup(root: path, files: [path]), options: LoadOptions())
        for failure in loaded.failures { Promise.checkRefusal(failure, of: "the source reader") }
        for model in loaded.models {
            for screen in model.screens {
                for cell in screen.cells { Promise.checkPosition(cell.location, of: "the source reader") }
            }
        }
    }
    return 0
}
