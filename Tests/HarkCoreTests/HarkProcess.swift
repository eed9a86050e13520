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
    static let binary: String? = {
        var folders: [String] = []
        if let executable = Bundle.main.executablePath { folders.append(FileSystem.directoryName(executable)) }
        folders.append(FileSystem.directoryName(CommandLine.arguments.first ?? ""))
        folders.append(TestSupport.packageRoot + "/.build/debug")
        return folders.map { $0 + "/hark" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }()

    static func run(_ arguments: [String], in directory: String = TestSupport.packageRoot) throws -> HarkRun {
        guard let binary else { throw InputError("the hark binary was not built", file: "hark") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: binary)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "HARK_RESOURCES")
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        // Read both pipes before waiting so a large report cannot fill a pipe and block.
        let errReader = Task.detached { err.fileHandleForReading.readDataToEndOfFile() }
        let outData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let errData = await_(errReader)
        return HarkRun(status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
                       stderr: String(decoding: errData, as: UTF8.self), stdoutBytes: outData)
    }

    private static func await_(_ task: Task<Data, Never>) -> Data {
        let semaphore = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result = Data()
        Task {
            result = await task.value
            semaphore.signal()
        }
        semaphore.wait()
        return result
    }
}
