import Foundation
import Testing
@testable import HarkCore

/// The HTML report of twice the models must cost about twice the time, not four times: every
/// file looked its texts up among the whole run's speech, and every screen counted its findings
/// among all of them (460 models took 5.4 s to render, 200 took 1.4 s). CPU time of the built
/// binary, the better of two tries, with room for a loaded machine, as `HostileLinearityTests`
/// (3.8× before, on a release build; 1.8× since).
@Suite struct HTMLReportLinearityTests {
    static func models(_ count: Int) throws -> String {
        let cells = (0..<5).map { #"{"id": "c\#($0)", "text": "Option \#($0)", "switch": {}}"# }.joined(separator: ", ")
        return try TestSupport.write((0..<count).map { index in
            ("m\(index).json", #"{"hark": 1, "app": {}, "screens": [{"id": "s\#(index)", "sections": [{"id": "x", "cells": [\#(cells)]}]}]}"#)
        })
    }

    func cpuSeconds(models count: Int) throws -> Double {
        let folder = try Self.models(count)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let run = try MeasuredRun.hark(["lint", ".", "--format", "html", "--output", "report.html", "--fail-on", "never"], in: folder)
        #expect(!run.timedOut, "\(count) models: killed after \(Int(run.wallSeconds)) s")
        #expect(run.status == 0, "\(run.stderr.prefix(300))")
        let page = try String(contentsOfFile: folder + "/report.html", encoding: .utf8)
        #expect(page.components(separatedBy: "role=\"switch\"").count == 5 * count + 1, "every switch drawn")
        return run.cpuSeconds
    }

    @Test func doublingTheModelsAboutDoublesTheTime() throws {
        var ratio = Double.infinity
        for _ in 0..<2 where ratio >= 3 {
            let small = try cpuSeconds(models: 1_500)
            let large = try cpuSeconds(models: 3_000)
            ratio = min(ratio, large / max(small, 0.001))
        }
        #expect(ratio < 3, "3000 models took \(ratio)× the CPU time of 1500")
    }
}
