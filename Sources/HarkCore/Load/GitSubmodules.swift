import Foundation

/// The git submodules a checkout lacks: `.gitmodules` lists them, but their folders are empty (a
/// clone without `--recurse-submodules`, GitHub's checkout action by default). iAPS keeps 13 of
/// its frameworks so (LibreTransmitter, OmnipodKit…), whose SwiftUI texts look their keys up in
/// the app's own table: without their code, those keys look unused. The inventory says so.
enum GitSubmodules {
    /// A `.gitmodules` past this is no list of submodules.
    static let sizeLimit = 1_048_576

    /// The paths, as `.gitmodules` in `folder` lists them, of the submodules whose folders are
    /// missing or empty.
    static func missing(in folder: String) -> [String] {
        let file = FileSystem.join(folder, ".gitmodules")
        guard FileSystem.exists(file),
              let bytes = try? FileSystem.readBytes(file, as: InputKind(name: "git submodule lists", limit: sizeLimit)) else { return [] }
        return paths(in: String(decoding: bytes, as: UTF8.self)).filter { path in
            let absolute = FileSystem.join(folder, path)
            return !FileSystem.isDirectory(absolute) || FileSystem.contents(of: absolute).isEmpty
        }
    }

    /// The `path = …` values of a `.gitmodules` text, in order, each once.
    static func paths(in text: String) -> [String] {
        var found: [String] = []
        for line in text.split(whereSeparator: \.isNewline) {
            let parts = line.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, parts[0].trimmingCharacters(in: .whitespaces).lowercased() == "path" else { continue }
            let path = parts[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            guard !path.isEmpty, !path.hasPrefix("/"), !path.split(separator: "/").contains(".."), !found.contains(path) else { continue }
            found.append(path)
        }
        return found
    }
}
