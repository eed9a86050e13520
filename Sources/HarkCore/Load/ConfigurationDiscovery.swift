import Foundation

/// Which configuration applies in each folder, as SwiftLint finds `.swiftlint.yml`: every
/// `.hark.json` from the base folder down to the folder, each applied over the ones above it
/// (for a folder outside the base: from its git root, else the folder alone). `--config FILE`
/// names the one configuration for every folder instead, and `--no-config` uses none.
struct ConfigurationDiscovery {
    private enum Source {
        case discover(base: String)
        case fixed(Configuration)
    }

    private let source: Source
    private var byFolder: [String: Configuration] = [:]
    /// Configuration files that could not be read: recorded once each; the folders below them
    /// are audited with the configuration above.
    private(set) var failures: [InputError] = []

    /// Discovers `.hark.json` files up to `base` (absolute).
    init(discoveringUpTo base: String) {
        source = .discover(base: base)
    }

    /// One configuration for every folder (`--config FILE`, or an empty one for `--no-config`).
    init(fixed configuration: Configuration) {
        source = .fixed(configuration)
    }

    /// The configuration of `folder` (absolute).
    mutating func configuration(forFolder folder: String) -> Configuration {
        switch source {
        case .fixed(let configuration):
            return configuration
        case .discover(let base):
            return discovered(folder, base: base)
        }
    }

    /// The configuration of the folder a file is in, or of a folder itself.
    mutating func configuration(for path: String, isDirectory: Bool) -> Configuration {
        configuration(forFolder: isDirectory ? path : FileSystem.directoryName(path))
    }

    private mutating func discovered(_ folder: String, base: String) -> Configuration {
        if let known = byFolder[folder] { return known }
        let top = isInside(folder, base) ? base : (PathDisplay.gitRoot(containing: folder) ?? folder)
        var inherited = Configuration()
        if folder != top && folder != "/" {
            inherited = discovered(FileSystem.directoryName(folder), base: base)
        }
        var result = inherited
        let file = FileSystem.join(folder, Configuration.fileName)
        if FileSystem.exists(file) && !FileSystem.isDirectory(file) {
            do {
                result = inherited.applying(try Configuration.load(file: file))
            } catch let error as InputError {
                failures.append(error)
            } catch {
                failures.append(InputError("\(error)", file: file))
            }
        }
        byFolder[folder] = result
        return result
    }

    private func isInside(_ folder: String, _ base: String) -> Bool {
        folder == base || folder.hasPrefix(base == "/" ? "/" : base + "/")
    }
}
