import Foundation
import Testing
@testable import HarkCore

/// `hark export` of a model read from source gives a screen model that lints to the same
/// findings: every text form (expressions, joined, chosen, formatted texts) and the code's key
/// uses survive the round trip.
@Suite struct SourceExportTests {
    static let folders = [
        "ACINQ__phoenix", "Cizzuk__Side-Search", "swiftbar__SwiftBar", "p0deje__Maccy", "wallabag__ios-app", "mozilla-mobile__focus-ios",
        "ceaseless-prayer__CeaselessIOS",
    ]

    /// Findings as words without their place or the input's phrasing.
    static func words(_ findings: [Finding]) -> [String] {
        findings.map { finding in
            "\(finding.rule) \(finding.severity) \(finding.locale ?? "-") "
                + finding.message.text(in: MessageContext(phrasing: .stringsTables, scope: finding.scope))
        }.sorted()
    }

    @Test(arguments: folders)
    func exportedModelLintsTheSame(_ folder: String) throws {
        let auditor = try TestSupport.auditor()
        let units = try TestSupport.load([TestSupport.corpus + "/" + folder]).filter { $0.model?.codeTexts != nil }
        #expect(!units.isEmpty)
        for unit in units {
            let model = try #require(unit.model)
            let output = try TestSupport.makeTemporaryFolder()
            let json = ModelExporter(outputFolder: output).render(model)
            try Data(json).write(to: URL(fileURLWithPath: output + "/model.json"))
            // The model's unit; its folder's tables are audited by a unit of their own.
            let exported = try TestSupport.load([output + "/model.json"]).filter { $0.model != nil }
            #expect(exported.count == 1)
            #expect(exported.first?.model?.switchCount == model.switchCount)
            let original = SourceExportTests.words(auditor.audit([unit]).findings)
            let roundTrip = SourceExportTests.words(auditor.audit(exported).findings)
            #expect(roundTrip == original)
        }
    }

    @Test func everyTextFormRoundTrips() throws {
        let location = SourceLocation(file: "x.swift", line: 1, column: 1)
        let text = LocalizedText.oneOf([
            .joined([.key("Require Touch ID", table: "Localizable", defaultValue: "Require Touch ID", at: location),
                     .literal(" ", at: location), .expression("status", verbatim: true, at: location)], separator: ", ", at: location),
            .format(.key("Items %lld", table: "Other", defaultValue: nil, at: location), arguments: [.expression("count", verbatim: false, at: location)],
                    at: location),
        ], at: location)
        var model = try TestSupport.model(#"{"hark": 1, "app": {"name": "T"}, "screens": [{"id": "s", "sections": [{"cells": [{"id": "c", "switch": {}}]}]}]}"#)
        model.screens[0].sections[0].cells[0].text = text
        model.codeTexts = [.key("Done", table: "Localizable", defaultValue: nil, at: location)]
        let json = String(decoding: ModelExporter(outputFolder: ".").render(model), as: UTF8.self)
        let reread = try TestSupport.model(json)
        #expect(reread.screens[0].sections[0].cells[0].text.map { $0.leaves.count } == 5, "a key, a literal and an expression; a key and an expression")
        let resolver = TextResolver(catalog: .empty, locale: "en", developmentLanguage: "en")
        #expect(reread.screens[0].sections[0].cells[0].text.map { resolver.resolve($0).text } == "Require Touch ID,  , <expression>")
        #expect(reread.codeTexts?.count == 1)
        #expect(json.contains(#""expression": "status""#) || json.contains(#""expression":"status""#))
    }

    @Test func exportOfASwiftFileOnTheCommandLine() throws {
        let file = "../shared/corpus/wallabag__ios-app/App/Features/Setting/SettingView.swift"
        let run = try HarkProcess.run(["export", file])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains(#""class" : "Toggle""#) || run.stdout.contains(#""class": "Toggle""#))
        #expect(run.stdout.contains("Show image in list"))
    }
}
