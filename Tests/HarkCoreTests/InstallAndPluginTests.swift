import Foundation
import Testing
@testable import HarkCore

/// The SwiftPM plugins, tried on a copy of the checkout (the build-tool plugin on a fixture
/// target, the command plugin, a package that depends on Hark by path and sees the plugin), and
/// `make install` from that copy, which is then deleted: the installed hark must need nothing
/// from it. One build of Hark serves it all (builds are the slow part): the one the plugins make.
@Suite struct InstallAndPluginTests {
    struct Outcome {
        let status: Int32
        let output: String
    }

    static func run(_ command: String, _ arguments: [String], in folder: String) throws -> Outcome {
        let scratch = try TestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        FileManager.default.createFile(atPath: scratch + "/out", contents: nil)
        let out = try #require(FileHandle(forWritingAtPath: scratch + "/out"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [command] + arguments
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "HARK_RESOURCES")
        process.environment = environment
        process.standardOutput = out
        process.standardError = out
        process.standardInput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        try out.close()
        return Outcome(status: process.terminationStatus, output: String(decoding: try Data(contentsOf: URL(fileURLWithPath: scratch + "/out")), as: UTF8.self))
    }

    /// The checkout's files, without its build folders and git data.
    static func copyCheckout(to destination: String) throws {
        try FileManager.default.createDirectory(atPath: destination, withIntermediateDirectories: true)
        for name in try FileManager.default.contentsOfDirectory(atPath: TestSupport.packageRoot)
        where ![".build", ".git", ".swiftpm", "Benchmarks"].contains(name) {
            try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/" + name, toPath: destination + "/" + name)
        }
        // The benchmarks' target must exist for the manifest; not their output.
        try FileManager.default.createDirectory(atPath: destination + "/Benchmarks", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Benchmarks/Sources", toPath: destination + "/Benchmarks/Sources")
    }

    @Test(.timeLimit(.minutes(15)))
    func installedHarkWorksWithTheCheckoutDeletedAndThePluginsRun() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else {
            ConsumerValidators.note("no make: the install is not tested")
            return
        }
        let folder = try TestSupport.makeTemporaryFolder()
        // Named hark: a package that depends on it by path knows it as "hark".
        let checkout = folder + "/hark"
        try Self.copyCheckout(to: checkout)

        // 1. The build-tool plugin on a target of the package: findings as build diagnostics.
        // (SwiftPM builds Hark once, as a host tool, for both plugins.)
        try FileManager.default.createDirectory(atPath: checkout + "/PluginFixture", withIntermediateDirectories: true)
        try Data("public let fixture = 1\n".utf8).write(to: URL(fileURLWithPath: checkout + "/PluginFixture/Fixture.swift"))
        try Data(ConfigurationDiscoveryTests.model.utf8).write(to: URL(fileURLWithPath: checkout + "/PluginFixture/Screen.json"))
        let manifest = try String(contentsOfFile: checkout + "/Package.swift", encoding: .utf8) + """

        package.targets.append(.target(name: "PluginFixture", path: "PluginFixture", resources: [.process("Screen.json")],
                                       plugins: ["HarkBuildToolPlugin"]))

        """
        try Data(manifest.utf8).write(to: URL(fileURLWithPath: checkout + "/Package.swift"))
        let build = try Self.run("swift", ["build", "--target", "PluginFixture"], in: checkout)
        #expect(build.status == 0, "a warning does not fail the build: \(build.output.suffix(2000))")
        #expect(build.output.contains("/PluginFixture/Screen.json:1:111: warning: switch \"c\" has no hint of its own"), "\(build.output.suffix(2000))")
        let stamps = FileSystem.files(under: checkout + "/.build/plugins/outputs").filter { $0.hasSuffix("HarkLint-PluginFixture.swift") }
        #expect(stamps.count == 1)
        // The package's own .hark.json applies (the target's folder is not where discovery
        // stops), and changing it lints again.
        try Data(#"{"hark": 1, "rules": {"hint-missing": "error"}}"#.utf8).write(to: URL(fileURLWithPath: checkout + "/.hark.json"))
        let configured = try Self.run("swift", ["build", "--target", "PluginFixture"], in: checkout)
        #expect(configured.status != 0, "the configured error fails the build: \(configured.output.suffix(2000))")
        #expect(configured.output.contains("/PluginFixture/Screen.json:1:111: error: switch \"c\" has no hint of its own"),
                "\(configured.output.suffix(2000))")
        try FileManager.default.removeItem(atPath: checkout + "/.hark.json")

        // 2. The command plugin: `swift package hark …` lints (the report to a file, since SwiftPM prints too).
        let plugin = try Self.run("swift", ["package", "hark", "Examples/Settings", "--format", "json", "--output", folder + "/plugin.json",
                                            "--fail-on", "never"], in: checkout)
        #expect(plugin.status == 0, "\(plugin.output.suffix(2000))")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: folder + "/plugin.json"))) as? [String: Any]
        #expect((report?["findings"] as? [Any])?.count == 17)
        let failing = try Self.run("swift", ["package", "hark", "lint", "Examples/Settings", "-q"], in: checkout)
        #expect(failing.status != 0, "errors fail the plugin")
        #expect(failing.output.contains("Examples/Settings/Settings.json:89:43: error:"))

        // 3. make install, of the hark the plugins built (`make install` alone builds a release one).
        let tool = FileSystem.files(under: checkout + "/.build").filter { FileSystem.baseName($0) == "hark-tool" }
        let binary = try #require(tool.first { FileManager.default.isExecutableFile(atPath: $0) }, "\(tool)")
        let install = try Self.run("make", ["install", "PREFIX=\(folder)/prefix", "HARK_BIN=\(binary)"], in: checkout)
        #expect(install.status == 0, "\(install.output.suffix(2000))")
        #expect(FileManager.default.isExecutableFile(atPath: folder + "/prefix/bin/hark"))
        #expect(FileSystem.exists(folder + "/prefix/share/hark/Rules/contrast.md"))
        #expect(FileSystem.exists(folder + "/prefix/share/hark/Locales/fr.lproj/VoiceOver.strings"))
        #expect(!FileSystem.exists(folder + "/prefix/share/hark/rule-docs-url"))
        // With the web address of the rule documents, reports link there.
        let web = try Self.run("make", ["install", "PREFIX=\(folder)/web", "HARK_BIN=\(binary)", "RULE_DOCS=https://example.com/hark/Rules/"], in: checkout)
        #expect(web.status == 0, "\(web.output.suffix(2000))")

        // 4. A package that depends on Hark by path sees its command plugin.
        let dependent = folder + "/dependent"
        try FileManager.default.createDirectory(atPath: dependent + "/Sources/App", withIntermediateDirectories: true)
        try Data("public let app = 1\n".utf8).write(to: URL(fileURLWithPath: dependent + "/Sources/App/App.swift"))
        try Data("""
        // swift-tools-version:6.0
        import PackageDescription
        let package = Package(name: "dependent", dependencies: [.package(path: "../hark")], targets: [.target(name: "App")])

        """.utf8).write(to: URL(fileURLWithPath: dependent + "/Package.swift"))
        let list = try Self.run("swift", ["package", "plugin", "--list"], in: dependent)
        #expect(list.output.contains("‘hark’ (plugin ‘HarkCommandPlugin’ in package ‘hark’)"), "\(list.output)")

        // 5. Delete the checkout (and its build folder) and the dependent; the installed hark runs on.
        try FileManager.default.removeItem(atPath: checkout)
        try FileManager.default.removeItem(atPath: dependent)
        let project = folder + "/project"
        try FileManager.default.copyItem(atPath: TestSupport.packageRoot + "/Examples/Settings", toPath: project)
        let installed = try Self.run(folder + "/prefix/bin/hark", ["lint", ".", "--format", "sarif", "--output", "hark.sarif"], in: project)
        #expect(installed.status == 1, "\(installed.output)")
        let sarif = try String(contentsOfFile: project + "/hark.sarif", encoding: .utf8)
        #expect(sarif.contains("\"helpUri\": \"file://" + PathDisplay.percentEncode(folder + "/prefix/share/hark/Rules/contrast.md") + "\""),
                "the rule documents are the installed ones")
        #expect(!sarif.contains(checkout + "/"), "nothing refers to the deleted checkout")
        let linked = try Self.run(folder + "/web/bin/hark", ["lint", ".", "--format", "sarif", "--output", "web.sarif"], in: project)
        #expect(linked.status == 1, "\(linked.output)")
        #expect(try String(contentsOfFile: project + "/web.sarif", encoding: .utf8).contains("\"helpUri\": \"https://example.com/hark/Rules/contrast.md\""))
        let explain = try Self.run(folder + "/prefix/bin/hark", ["explain", "contrast"], in: project)
        #expect(explain.status == 0 && explain.output.hasPrefix("contrast (error, appearance):"))
        let speak = try Self.run(folder + "/prefix/bin/hark", ["speak", ".", "--locale", "de"], in: project)
        #expect(speak.output.contains("Farben umkehren, Aus, Kehrt die Farben der Anzeige um."), "the installed vocabularies")
    }
}
