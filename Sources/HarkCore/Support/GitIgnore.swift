/// The patterns of one `.gitignore` file (or `.git/info/exclude`), read as git reads them:
/// blank lines and `#` comments skipped, trailing spaces dropped unless escaped, `!` negating,
/// a trailing `/` matching folders only, a pattern with a `/` before its end anchored to the
/// file's folder and one without matching a name at any depth.
struct GitIgnoreFile: Sendable {
    struct Pattern: Sendable {
        let glob: Glob
        let negated: Bool
        let directoryOnly: Bool
        /// Matched against the path from the file's folder, else against the last name only.
        let anchored: Bool
    }

    /// The folder the patterns are relative to (absolute).
    let folder: String
    let patterns: [Pattern]

    init(folder: String, text: String) {
        self.folder = folder
        var patterns: [Pattern] = []
        for rawLine in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }) {
            var line = String(rawLine)
            if line.hasSuffix("\r") { line.removeLast() }
            // Trailing spaces go unless the last one is escaped.
            while line.hasSuffix(" ") && !line.hasSuffix("\\ ") { line.removeLast() }
            if line.hasSuffix("\\ ") { line = String(line.dropLast(2)) + " " }
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            var negated = false
            if line.hasPrefix("!") {
                negated = true
                line.removeFirst()
            } else if line.hasPrefix("\\!") || line.hasPrefix("\\#") {
                line.removeFirst()
            }
            var directoryOnly = false
            if line.hasSuffix("/") {
                directoryOnly = true
                while line.hasSuffix("/") { line.removeLast() }
            }
            guard !line.isEmpty else { continue }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            patterns.append(Pattern(glob: Glob(line), negated: negated, directoryOnly: directoryOnly, anchored: anchored))
        }
        self.patterns = patterns
    }

    /// Reads `file` (by default the folder's `.gitignore`), whose patterns are relative to
    /// `folder`, if it exists.
    static func load(folder: String, file: String? = nil) -> GitIgnoreFile? {
        let file = file ?? FileSystem.join(folder, ".gitignore")
        guard FileSystem.exists(file), !FileSystem.isDirectory(file), let bytes = try? FileSystem.readBytes(file) else { return nil }
        let ignore = GitIgnoreFile(folder: folder, text: String(decoding: bytes, as: UTF8.self))
        return ignore.patterns.isEmpty ? nil : ignore
    }

    /// The verdict of the last pattern that matches `path` (absolute), or nil when none does.
    func verdict(_ path: String, isDirectory: Bool) -> Bool? {
        let prefix = folder == "/" ? "/" : folder + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let relative = String(path.dropFirst(prefix.count))
        let name = FileSystem.baseName(relative)
        for pattern in patterns.reversed() {
            if pattern.directoryOnly && !isDirectory { continue }
            if pattern.glob.matches(pattern.anchored ? relative : name) { return !pattern.negated }
        }
        return nil
    }
}

/// The `.gitignore` files that apply in a folder: those of the folders above it up to the git
/// root (and the root's `.git/info/exclude`), then its own; deeper files win, and within a file
/// the last matching pattern wins. A path in an ignored folder is never looked at, so it cannot
/// be re-included (as in git).
struct GitIgnoreStack: Sendable {
    private(set) var files: [GitIgnoreFile] = []

    /// The stack for `folder` (absolute): every ignore file from the git root down to it.
    static func at(_ folder: String) -> GitIgnoreStack {
        var stack = GitIgnoreStack()
        guard let root = PathDisplay.gitRoot(containing: folder) else {
            stack.enter(folder)
            return stack
        }
        if let exclude = GitIgnoreFile.load(folder: root, file: FileSystem.join(root, ".git/info/exclude")) {
            stack.files.append(exclude)
        }
        var chain: [String] = []
        var current = folder
        while true {
            chain.append(current)
            if current == root || current == "/" { break }
            current = FileSystem.directoryName(current)
        }
        for step in chain.reversed() { stack.enter(step) }
        return stack
    }

    /// Whether `path` (absolute), or a folder it is in, is ignored: for a path no walk reached.
    static func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        let folder = FileSystem.directoryName(path)
        let root = PathDisplay.gitRoot(containing: folder) ?? folder
        var stack = GitIgnoreStack.at(root)
        var current = root
        let below = path.dropFirst(root == "/" ? 1 : root.count + 1).split(separator: "/").map(String.init)
        for name in below.dropLast() {
            let next = FileSystem.join(current, name)
            if stack.isIgnored(next, isDirectory: true) { return true }
            stack.enter(next)
            current = next
        }
        return stack.isIgnored(path, isDirectory: isDirectory)
    }

    /// Adds the ignore file of `folder`, entered by a walk.
    mutating func enter(_ folder: String) {
        if let file = GitIgnoreFile.load(folder: folder) { files.append(file) }
    }

    func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        for file in files.reversed() {
            if let verdict = file.verdict(path, isDirectory: isDirectory) { return verdict }
        }
        return false
    }
}
