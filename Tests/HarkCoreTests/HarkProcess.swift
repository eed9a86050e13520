import Foundation
@testable import HarkCore

/// Runs the built `hark` binary, as a user would.
struct HarkRun {
    let status: Int32
    let stdout: String
    let stderr: String
    let stdoutBytes: Data
}

enum HarkProcess {
    /// The `hark` binary the build made beside the tests, or the one `HARK_TEST_BINARY` names
    /// (`HARK_TEST_BINARY=.build/release/hark swift test --filter HostileInputTests`).
    static let binary: String? = {
        if let chosen = ProcessInfo.processInfo.environment["HARK_TEST_BINARY"], !chosen.isEmpty {
            return URL(fileURLWithPath: chosen, relativeTo: URL(fileURLWithPath: TestSupport.packageRoot + "/")).path
        }
        var folders: [String] = []
        if let executable = Bundle.main.executablePath { folders.append(FileSystem.directoryName(executable)) }
        folders.append(FileSystem.directoryName(CommandLine.arguments.first ?? ""))
        folders.append(TestSupport.packageRoot + "/.build/debug")
        return folders.map { $0 + "/hark" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    /// Whether the binary is an optimized build (`swift build -c release` puts it in a
    /// `release` folder); the tests' own build is a debug one, several times slower.
    static var isReleaseBuild: Bool { binary?.split(separator: "/").contains("release") == true }

    /// Runs hark to completion. Output goes to temporary files, not pipes: nothing has to read
    /// concurrently, so no test thread ever blocks waiting for another.
    /// `input` is written to standard input; `environment` adds to (or, with "", removes from)
    /// the test's environment.
    static func run(_ arguments: [String], in directory: String = TestSupport.packageRoot, input: String? = nil,
                    environment extra: [String: String] = [:]) throws -> HarkRun {
        guard let binary else { throw InputError("the hark binary was not built", file: "hark") }
        let scratch = try TestSupport.makeTemporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let outPath = scratch + "/stdout", errPath = scratch + "/stderr"
        FileManager.default.createFile(atPath: outPath, contents: nil)
        FileManager.default.createFile(atPath: errPath, contents: nil)
        guard let out = FileHandle(forWritingAtPath: outPath), let err = FileHandle(forWritingAtPath: errPath) else {
            throw InputError("cannot create output files", file: scratch)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "HARK_RESOURCES")
        // Tests see what a CI log sees, whatever runs them.
        environment.removeValue(forKey: "GITHUB_STEP_SUMMARY")
        for (key, value) in extra {
            if value.isEmpty { environment.removeValue(forKey: key) } else { environment[key] = value }
        }
        process.environment = environment
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        if let input {
            let inPath = scratch + "/stdin"
            FileManager.default.createFile(atPath: inPath, contents: Data(input.utf8))
            process.standardInput = FileHandle(forReadingAtPath: inPath)
        }
        try process.run()
        process.waitUntilExit()
        try out.close()
        try err.close()
        let outData = try Data(contentsOf: URL(fileURLWithPath: outPath))
        let errData = try Data(contentsOf: URL(fileURLWithPath: errPath))
        return HarkRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }
}
