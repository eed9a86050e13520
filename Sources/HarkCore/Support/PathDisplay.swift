import Foundation

/// Paths as reports show them: relative to the base folder (`--base-dir`, by default the git
/// root, else the working folder), whatever folder Hark runs in and however a path was typed,
/// so a report, a baseline and a fingerprint are the same from any working folder. A path
/// outside the base is shown absolute.
struct PathDisplay: Sendable {
    /// The folder reports are relative to: absolute and standardized, without a trailing slash.
    let base: String
    let currentDirectory: String

    /// Paths relative to `base` (nil: the git root around the working folder, else the
    /// working folder itself); a relative `base` is taken from the working folder.
    init(base: String?, currentDirectory: String = FileManager.default.currentDirectoryPath) {
        self.currentDirectory = currentDirectory
        let resolved = base.map { PathDisplay.standardize($0, in: currentDirectory) }
        self.base = resolved ?? PathDisplay.gitRoot(containing: currentDirectory) ?? PathDisplay.standardize(currentDirectory, in: "/")
    }

    /// Paths relative to `currentDirectory` (tests, and tools that name their own folder).
    init(currentDirectory: String) {
        self.init(base: currentDirectory, currentDirectory: currentDirectory)
    }

    /// The default: relative to the git root around the working folder, else the working folder.
    init() {
        self.init(base: nil)
    }

    /// The nearest folder at or above `folder` that holds `.git` (a folder, or the file a
    /// worktree or submodule has).
    static func gitRoot(containing folder: String) -> String? {
        var current = standardize(folder, in: "/")
        while true {
            if FileSystem.exists(FileSystem.join(current, ".git")) { return current }
            guard current != "/" else { return nil }
            current = FileSystem.directoryName(current)
        }
    }

    func absolute(_ path: String) -> String {
        PathDisplay.standardize(path, in: currentDirectory)
    }

    /// The path relative to the base, or absolute when it is outside.
    func relative(_ path: String) -> String {
        let full = absolute(path)
        return relativeToBase(full) ?? full
    }

    /// Compared as bytes, as the file system does (`hasPrefix` compares characters, and cost
    /// each finding of a big report some 3,000 instructions).
    private func relativeToBase(_ full: String) -> String? {
        if full == base { return "." }
        let prefixLength = base == "/" ? 1 : base.utf8.count + 1
        let path = full.utf8
        guard path.count > prefixLength, path.starts(with: base.utf8),
              path[path.index(path.startIndex, offsetBy: prefixLength - 1)] == UInt8(ascii: "/") else { return nil }
        return String(Substring(path.dropFirst(prefixLength)))
    }

    /// `file:///…/base/`, the SARIF `originalUriBaseIds` value of `%SRCROOT%`.
    var baseURI: String { "file://" + PathDisplay.percentEncode(base.hasSuffix("/") ? base : base + "/") }

    /// The path as a SARIF artifact location: a percent-encoded URI reference relative to the
    /// base (with `baseID`), or an absolute `file://` URI for a file outside the base.
    func artifactURI(_ path: String) -> (uri: String, baseID: String?) {
        let full = absolute(path)
        if let relative = relativeToBase(full) { return (PathDisplay.percentEncode(relative), "%SRCROOT%") }
        return ("file://" + PathDisplay.percentEncode(full), nil)
    }

    /// Percent-encodes everything but RFC 3986's unreserved characters, `/` and the
    /// sub-delimiters that are safe in a path; `:` is encoded too, so that a first segment can
    /// never read as a scheme.
    static func percentEncode(_ path: String) -> String {
        var result = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"),
                 UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "&"), UInt8(ascii: "'"), UInt8(ascii: "("), UInt8(ascii: ")"),
                 UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="), UInt8(ascii: "@"):
                result.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                result += "%" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return result
    }

    /// `path` made absolute against `folder`, with `.` and `..` resolved (symbolic links are
    /// kept as typed) and no trailing slash.
    static func standardize(_ path: String, in folder: String) -> String {
        if isStandard(path) { return path }
        let joined = path.hasPrefix("/") ? path : (folder.hasSuffix("/") ? folder : folder + "/") + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    /// Absolute, with no empty, `.` or `..` segment and no trailing slash: already standard
    /// (the common case: reports ask for every finding's file).
    private static func isStandard(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { bytes in
            guard bytes.first == UInt8(ascii: "/") else { return false }
            var length = 0
            var dots = 0
            var index = 1
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/") {
                    if length == 0 || (dots == length && length <= 2) { return false }
                    length = 0
                    dots = 0
                } else {
                    length += 1
                    if byte == UInt8(ascii: ".") { dots += 1 }
                }
                index += 1
            }
            return bytes.count == 1 || (length > 0 && !(dots == length && length <= 2))
        }
    }

}
