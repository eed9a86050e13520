import Foundation
import PackagePlugin

/// Lints a target's resources during the build: the storyboards, XIBs, `.lproj` folders,
/// String Catalogs and Settings bundles in the target's folder, with Hark's Xcode format, so
/// findings show as issues in Xcode and as diagnostics in `swift build`; errors fail the build.
/// The package's `.hark.json` files (at its root and in the folders down to the target's) set
/// severities and suppressions: the package is the base folder, where discovery stops. The
/// command runs again when one of those files or configurations changes.
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
        let package = context.package.directoryURL
        let inputs = module.sourceFiles.map(\.url).filter(HarkInputs.isInput)
            + HarkInputs.configurations(from: folder, upTo: package)
        return [try HarkInputs.command(tool: try context.tool(named: "hark").url, folder: folder, base: package, name: target.name,
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
        let project = context.xcodeProject.directoryURL
        return [try HarkInputs.command(tool: try context.tool(named: "hark").url, folder: project, base: project,
                                       name: target.displayName, inputs: inputs + HarkInputs.configurations(from: project, upTo: project),
                                       workDirectory: context.pluginWorkDirectoryURL, paths: inputs)]
    }
}
#endif

enum HarkInputs {
    static let suffixes = [".storyboard", ".xib", ".strings", ".stringsdict", ".xcstrings", ".plist", ".json", ".swift"]

    static func isInput(_ url: URL) -> Bool {
        let path = url.path
        return suffixes.contains { path.hasSuffix($0) }
    }

    /// The `.hark.json` files from `base` down to `folder` (Hark reads them; the build runs it
    /// again when one changes).
    static func configurations(from folder: URL, upTo base: URL) -> [URL] {
        let top = base.standardizedFileURL.path
        let inside = top.hasSuffix("/") ? top : top + "/"
        var current = folder.standardizedFileURL
        var found: [URL] = []
        // Only folders inside the base: a target elsewhere gets the base's file alone.
        while current.path.hasPrefix(inside) {
            found.append(current.appendingPathComponent(".hark.json"))
            current = current.deletingLastPathComponent()
        }
        found.append(base.appendingPathComponent(".hark.json"))
        return found.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    /// `hark lint` over the folder (or the given paths), in Xcode's format, with paths and
    /// configuration discovery relative to `base` (the package or project). Its output is a
    /// Swift file holding only a comment, which the build compiles (to nothing): that is what
    /// makes the build run the command, again whenever an input changes.
    static func command(tool: URL, folder: URL, base: URL, name: String, inputs: [URL], workDirectory: URL, paths: [URL]? = nil) throws -> Command {
        let stamp = workDirectory.appendingPathComponent("HarkLint-\(name).swift")
        let paths = paths.map { $0.map(\.path) } ?? [folder.path]
        return .buildCommand(
            displayName: "Hark: lint \(name)",
            executable: tool,
            arguments: ["lint"] + paths + ["--format", "xcode", "--quiet", "--base-dir", base.path, "--build-stamp", stamp.path],
            inputFiles: inputs,
            outputFiles: [stamp]
        )
    }
}
