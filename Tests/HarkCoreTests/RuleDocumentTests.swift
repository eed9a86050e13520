import Testing
@testable import HarkCore

/// Each rule is tested by the examples in its own document, so a document cannot drift from
/// its rule: failing examples must produce exactly the findings they list, passing ones none.
@Suite struct RuleDocumentTests {
    static let documents: [RuleDocument] = (try? TestSupport.ruleCatalog().sorted) ?? []

    @Test func everyRegisteredRuleHasADocumentAndEveryDocumentARule() throws {
        let catalog = try TestSupport.ruleCatalog()
        let registered = Set(RuleRegistry.all.map(\.id))
        #expect(registered.count == RuleRegistry.all.count, "rule ids are unique")
        #expect(Set(catalog.documents.keys) == registered)
    }

    @Test(arguments: documents)
    func documentIsComplete(_ document: RuleDocument) {
        for section in ["## What it finds", "## Why", "## How to fix", "## Examples"] {
            #expect(document.body.contains(section), "\(document.id) lacks \(section)")
        }
        #expect(document.examples.contains { $0.isFailing }, "\(document.id) needs a failing example")
        #expect(document.examples.contains { !$0.isFailing }, "\(document.id) needs a passing example")
        #expect(document.examples.allSatisfy { !$0.files.isEmpty })
    }

    @Test(arguments: documents)
    func examplesBehaveAsDocumented(_ document: RuleDocument) throws {
        for example in document.examples {
            let root = try TestSupport.write(example.files)
            let findings = try TestSupport.lint(root, relativeTo: root, rule: document.id)
            if example.isFailing {
                #expect(!findings.isEmpty, "\(document.id): failing example '\(example.title)' found nothing")
                if let expected = example.expectedFindings {
                    #expect(findings == expected, "\(document.id): '\(example.title)'")
                }
            } else {
                #expect(findings.isEmpty, "\(document.id): passing example '\(example.title)' found \(findings)")
            }
        }
    }
}

extension RuleDocument: CustomTestStringConvertible {
    public var testDescription: String { id }
}
