import Foundation
import PackagePlugin

/// `swift package hark [COMMAND] [OPTIONS] [--target NAME ...]`: runs Hark on the package.
/// Without a command it lints; without a path, the folders of the targets named with
/// `--target`, else the whole package. Options go to Hark as they are (`--format sarif
/// --output hark.sarif`, `--fail-on warning`); `swift package hark --help` prints Hark's own.
@main
struct HarkCommandPlugin: CommandPlugin {
    /// Hark's commands: an argument list that starts with one of these is passed as it is.
    static let commands: Set<String> = ["lint", "speak", "rules", "explain", "export", "pseudo", "help", "--help", "-h", "--version", "version"]

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        var rest = extractor.remainingArguments
        if rest.first.map({ !HarkCommandPlugin.commands.contains($0) }) ?? true { rest.insert("lint", at: 0) }
        if rest.first == "lint" || rest.first == "speak", !targetNames.isEmpty {
            let targets = try context.package.targets(named: targetNames)
            rest += targets.compactMap { target -> String? in
                switch target {
                case let swift as SwiftSourceModuleTarget: return swift.directoryURL.path
                case let clang as ClangSourceModuleTarget: return clang.directoryURL.path
                default: return nil
                }
            }
        }
        let tool = try context.tool(named: "hark")
        let status = try Self.run(tool.url, rest, in: context.package.directoryURL)
        if status != 0 {
            // 1: findings at or above --fail-on; 2: an input that could not be read, or a bad invocation.
            Diagnostics.error("hark exited with status \(status)")
            throw HarkExit(status: status)
        }
    }

    static func run(_ executable: URL, _ arguments: [String], in folder: URL) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}

struct HarkExit: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "hark exited with status \(status)" }
}
