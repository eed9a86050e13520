import Foundation
import Testing
@testable import HarkCore

/// iAPS lists 13 git submodules that a clone without `--recurse-submodules` leaves empty: the
/// inventory says their code, and so its keys' uses, was not read.
@Suite struct GitSubmodulesTests {
    static let gitmodules = """
    [submodule "LoopKit"]
    \tpath = LoopKit
    \turl = https://github.com/Artificial-Pancreas/LoopKit.git
    [submodule "LibreTransmitter"]
    \tpath = LibreTransmitter
    \turl = https://github.com/Artificial-Pancreas/LibreTransmitter.git
    [submodule "Outside"]
    \tpath = ../Outside
    [submodule "Twice"]
    \tPath = LoopKit

    """

    @Test func submodulesTheCheckoutLacksAreCounted() throws {
        let root = try TestSupport.write([
            (".gitmodules", Self.gitmodules),
            ("LoopKit/Package.swift", "// swift-tools-version:5.9\n"),
            ("App/en.lproj/Localizable.strings", "\"Edit calibrations\" = \"Edit calibrations\";\n"),
        ])
        try FileManager.default.createDirectory(atPath: root + "/LibreTransmitter", withIntermediateDirectories: true)
        #expect(GitSubmodules.paths(in: Self.gitmodules) == ["LoopKit", "LibreTransmitter"])
        #expect(GitSubmodules.missing(in: root) == ["LibreTransmitter"])
        let run = try HarkProcess.run(["lint", root], in: root)
        #expect(run.stdout.contains("1 git submodule the checkout lacks (LibreTransmitter): keys their code looks up may be reported unused"),
                "\(run.stdout)")
    }

    @Test func aFolderWithoutSubmodulesOrWithABadListSaysNothing() throws {
        let root = try TestSupport.write([(".gitmodules", "path\n= \n[submodule]\npath = /etc\n\u{0}\u{FFFF}")])
        #expect(GitSubmodules.missing(in: root).isEmpty)
        #expect(GitSubmodules.missing(in: root + "/nowhere").isEmpty)
    }
}
