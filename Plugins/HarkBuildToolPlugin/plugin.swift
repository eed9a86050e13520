import Foundation
import PackagePlugin

/// Lints a target's resources during the build: the storyboards, XIBs, `.lproj` folders,
/// String Catalogs and Settings bundles in the target's folder, with Hark's Xcode format, so
/// findings show as issues in Xcode and as diagnostics in `swift build`; errors fail the build
/// (a `.hark.json` in the package sets severities and suppressions). The command runs again
/// when one of those files changes.
@main
struct HarkBuildToolPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        let folder: URL
        switch target {
        case let swift as SwiftSourceModuleTarget: folder = swift.directoryURL
        case let clang as ClangSourceModuleTarget: folder = clang.directoryURL
        default: return []
        }
        guard let module = target as? SourceModuleTarget else { return [] }
        let inputs = module.sourceFiles.map(\.url).filter(HarkInputs.isInput)
        return [try HarkInputs.command(tool: try context.tool(named: "hark").url, folder: folder, name: target.name,
                                       inputs: inputs, workDirectory: context.pluginWorkDirectoryURL)]
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension HarkBuildToolPlugin: XcodeBuildToolPlugin {
    /// An Xcode project's target: its input files, wherever they are in the project.
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let inputs = target.inputFiles.map(\.url).filter(HarkInputs.isInput)
        guard !inputs.isEmpty else { return [] }
        return [try HarkInputs.command(tool: try context.tool(named: "hark").url, folder: context.xcodeProject.directoryURL,
                                       name: target.displayName, inputs: inputs, workDirectory: context.pluginWorkDirectoryURL,
                                       paths: inputs)]
    }
}
#endif

enum HarkInputs {
    static let suffixes = [".storyboard", ".xib", ".strings", ".stringsdict", ".xcstrings", ".plist", ".json", ".swift"]

    static func isInput(_ url: URL) -> Bool {
        let path = url.path
        return suffixes.contains { path.hasSuffix($0) }
    }

    /// `hark lint` over the folder (or the given paths), in Xcode's format. Its output is a
    /// Swift file holding only a comment, which the build compiles (to nothing): that is what
    /// makes the build run the command, again whenever an input changes.
    static func command(tool: URL, folder: URL, name: String, inputs: [URL], workDirectory: URL, paths: [URL]? = nil) throws -> Command {
        let stamp = workDirectory.appendingPathComponent("HarkLint-\(name).swift")
        let paths = paths.map { $0.map(\.path) } ?? [folder.path]
        return .buildCommand(
            displayName: "Hark: lint \(name)",
            executable: tool,
            arguments: ["lint"] + paths + ["--format", "xcode", "--quiet", "--base-dir", folder.path, "--build-stamp", stamp.path],
            inputFiles: inputs,
            outputFiles: [stamp]
        )
    }
}
