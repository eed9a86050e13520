/// Where a Swift package keeps its targets' files. SwiftPM builds a target from its own folder
/// (`Sources/<Target>` unless the manifest gives a `path:`) and bundles resources only from
/// there, so `.lproj` folders elsewhere in a package are no target's: a tool's input, such as
/// the Crowdin downloads Mastodon's `Localization/StringsConvertor/input` holds for a script
/// that converts them, which never reach an app.
enum SwiftPackageTargets {
    /// The package holding a folder of tables, as its manifest says.
    struct Enclosing: Equatable {
        /// The folder holding `Package.swift`.
        let package: String
        /// Whether a target's folder holds the folder: its tables are then the package's
        /// resources, bundled apart from the app's (`Bundle.module`); else no target's.
        let insideTarget: Bool
        /// The manifest's `defaultLocalization`, the language the package falls back to.
        let defaultLocalization: String?
    }

    /// The nearest package up from `folder` (not past the repository's root, eight levels at
    /// most); nil when none holds it or its manifest cannot be read.
    static func enclosingPackage(of folder: String) -> Enclosing? {
        var current = folder
        for _ in 0..<8 {
            let names = FileSystem.unsortedContents(of: current)
            if names.contains("Package.swift") {
                let manifest = FileSystem.join(current, "Package.swift")
                guard let bytes = try? FileSystem.readBytes(manifest) else { return nil }
                let relative = folder == current ? "" : String(folder.dropFirst(current.count + 1))
                let targetFolders = ["Sources", "Tests"] + stringArguments("path:", in: bytes)
                return Enclosing(package: current, insideTarget: targetFolders.contains { isInside(relative, $0) },
                                 defaultLocalization: stringArguments("defaultLocalization:", in: bytes).first)
            }
            if names.contains(".git") { return nil }
            let parent = FileSystem.directoryName(current)
            guard parent != current, !parent.isEmpty else { return nil }
            current = parent
        }
        return nil
    }

    /// Whether `path` (relative to the package) is `folder` or inside it; `.` and `""` are the
    /// whole package.
    private static func isInside(_ path: String, _ folder: String) -> Bool {
        let folder = folder.hasPrefix("./") ? String(folder.dropFirst(2)) : folder
        let trimmed = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
        if trimmed.isEmpty || trimmed == "." { return true }
        return path == trimmed || path.hasPrefix(trimmed + "/")
    }

    /// The string literal after each argument label `label` of the manifest (`path:` of
    /// `.target(name: "App", path: "App/Sources")`), read by its shape: a manifest is Swift, and
    /// only a compiler evaluates it wholly.
    static func stringArguments(_ label: String, in bytes: [UInt8]) -> [String] {
        let key = Array(label.utf8)
        var paths: [String] = []
        var index = 0
        while let found = bytes.firstIndex(ofBytes: key, from: index) {
            index = found + key.count
            // An argument label, not the end of a longer one (`path:` in `somePath:`).
            if found > 0, bytes[found - 1] == UInt8(ascii: "_") || (bytes[found - 1] | 0x20 >= UInt8(ascii: "a") && bytes[found - 1] | 0x20 <= UInt8(ascii: "z")) {
                continue
            }
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { continue }
            let start = index + 1
            guard let end = bytes[start...].firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == 0x0A }), bytes[end] == UInt8(ascii: "\"") else { continue }
            paths.append(String(decoding: bytes[start..<end], as: UTF8.self))
            index = end + 1
        }
        return paths
    }
}
