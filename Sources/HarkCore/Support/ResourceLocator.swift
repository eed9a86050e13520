import Foundation

/// Finds Hark's own data (the rule documents in `Rules/` and the screen reader's vocabularies
/// in `Locales/`) whatever the working folder is. SwiftPM's generated `Bundle.module` traps
/// when the bundle is missing, so the same places are searched here without trapping.
enum ResourceLocator {
    static let bundleName = "hark_HarkCore.resources"

    /// The folder that holds `Rules/` and `Locales/`, or nil when none is found.
    static func resourceRoot() -> String? {
        candidates().first { FileSystem.isDirectory(FileSystem.join($0, "Rules")) && FileSystem.isDirectory(FileSystem.join($0, "Locales")) }
    }

    static func candidates() -> [String] {
        var result: [String] = []
        if let override = ProcessInfo.processInfo.environment["HARK_RESOURCES"], !override.isEmpty {
            result.append(override)
        }
        let executable = executableFolder()
        result.append(FileSystem.join(executable, bundleName))
        // Built for a SwiftPM plugin, Hark is a host tool whose bundle has this name.
        result.append(FileSystem.join(executable, bundleName.replacingOccurrences(of: ".resources", with: "-tool.resources")))
        result.append(FileSystem.join(executable, "../share/hark"))
        #if os(macOS)
        result.append(FileSystem.join(executable, bundleName.replacingOccurrences(of: ".resources", with: ".bundle") + "/Contents/Resources"))
        result.append(FileSystem.join(executable, bundleName.replacingOccurrences(of: ".resources", with: ".bundle")))
        #endif
        // A source checkout: this file is Sources/HarkCore/Support/ResourceLocator.swift.
        let sourceRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        result.append(sourceRoot)
        return result
    }

    /// The folder of the running binary, its links resolved. On Linux read from
    /// `/proc/self/exe`: `Bundle.main` lists the binary's whole folder for an Info.plist, and
    /// a folder of thousands of files (a `bin` or a temporary folder) made every start slow.
    private static func executableFolder() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return FileSystem.directoryName(path)
        }
        #endif
        return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path
            ?? FileSystem.directoryName(CommandLine.arguments.first ?? ".")
    }

    /// The file `make install RULE_DOCS=…` writes beside `Rules/`: the web address of the rule
    /// documents, for links in reports read away from the machine (a CI runner's SARIF).
    static let ruleDocsFile = "rule-docs-url"

    /// The web address of the rule documents the installation names, ending in `/`; nil when
    /// it names none, or something that is no absolute URL.
    static func installedRuleDocs(in root: String) -> String? {
        guard let bytes = try? FileSystem.readBytes(FileSystem.join(root, ruleDocsFile), as: .configuration) else { return nil }
        let address = String(decoding: bytes, as: UTF8.self).trimmedWhitespace
        guard address.contains("://"), !address.contains(where: \.isWhitespace) else { return nil }
        return address.hasSuffix("/") ? address : address + "/"
    }

    static func requireRoot() throws -> String {
        guard let root = resourceRoot() else {
            throw InputError("cannot find Hark's resources (Rules/ and Locales/); install \(bundleName) beside the hark binary or set HARK_RESOURCES",
                             file: "hark")
        }
        return root
    }
}
