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
    /// Patterns without wildcards, and `*text` and `text*` ones, by what they match: each path
    /// is looked up, not compared with every pattern (a file of thousands of patterns over a
    /// tree of thousands of files).
    private var index = PatternIndex()
    /// Set when the file holds more patterns than Hark reads (`maximumPatterns`).
    private(set) var problem: String?

    /// More patterns than any real ignore file has (large ones hold a few hundred). Patterns
    /// with wildcards inside (`**/build/*.log`) are compared with every path, with work that
    /// grows with their length: fewer of them, and shorter, are read (real files have tens).
    static let maximumPatterns = 10_000
    static let maximumWildcardPatterns = 256
    static let maximumWildcardPatternLength = 256

    init(folder: String, text: String) {
        self.folder = folder
        var patterns: [Pattern] = []
        var wildcardPatterns = 0
        for (lineIndex, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).enumerated() {
            guard patterns.count < GitIgnoreFile.maximumPatterns else {
                problem = "more than \(GitIgnoreFile.maximumPatterns) patterns"
                break
            }
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
            let glob = Glob(line)
            if glob.exactText == nil && glob.suffixText == nil && glob.prefixText == nil {
                wildcardPatterns += 1
                guard wildcardPatterns <= GitIgnoreFile.maximumWildcardPatterns, line.count <= GitIgnoreFile.maximumWildcardPatternLength else {
                    problem = wildcardPatterns > GitIgnoreFile.maximumWildcardPatterns
                        ? "more than \(GitIgnoreFile.maximumWildcardPatterns) patterns with wildcards inside (line \(lineIndex + 1))"
                        : "a pattern with wildcards inside longer than \(GitIgnoreFile.maximumWildcardPatternLength) characters (line \(lineIndex + 1))"
                    break
                }
            }
            patterns.append(Pattern(glob: glob, negated: negated, directoryOnly: directoryOnly, anchored: anchored))
        }
        if let problem {
            self.problem = "\(problem): Hark reads no more; set \"gitignore\": false in the configuration to walk without ignore files"
        }
        self.patterns = patterns
        for (position, pattern) in patterns.enumerated() { index.add(pattern, at: position) }
    }

    /// Reads `file` (by default the folder's `.gitignore`), whose patterns are relative to
    /// `folder`, if it exists.
    static func load(folder: String, file: String? = nil) -> GitIgnoreFile? {
        let file = file ?? FileSystem.join(folder, ".gitignore")
        guard FileSystem.exists(file), !FileSystem.isDirectory(file), let bytes = try? FileSystem.readBytes(file) else { return nil }
        let ignore = GitIgnoreFile(folder: folder, text: String(decoding: bytes, as: UTF8.self))
        return ignore.patterns.isEmpty && ignore.problem == nil ? nil : ignore
    }

    /// The verdict of the last pattern that matches `path` (absolute), or nil when none does.
    func verdict(_ path: String, isDirectory: Bool) -> Bool? {
        let prefix = folder == "/" ? "/" : folder + "/"
        guard path.hasPrefix(prefix) else { return nil }
        let relative = String(path.dropFirst(prefix.count))
        let name = FileSystem.baseName(relative)
        // The last pattern that matches decides: the latest indexed one, unless a later
        // pattern with wildcards inside matches too.
        var last = index.lastMatch(relative: relative, name: name, isDirectory: isDirectory)
        for candidate in index.general.reversed() {
            guard candidate.position > (last ?? -1) else { break }
            if candidate.directoryOnly && !isDirectory { continue }
            let subject = candidate.anchored ? relative : name
            if candidate.filter.excludes(subject) { continue }
            if patterns[candidate.position].glob.matches(subject) {
                last = candidate.position
                break
            }
        }
        return last.map { !patterns[$0].negated }
    }
}

/// The patterns of one ignore file that can be looked up: by their whole text, or by the
/// text a path must end or start with; the position of the last such pattern for each key.
private struct PatternIndex: Sendable {
    private struct Key: Hashable, Sendable {
        let text: String
        let anchored: Bool
        let directoryOnly: Bool
    }

    private var exact: [Key: Int] = [:]
    private var suffixes: [Key: Int] = [:]
    private var prefixes: [Key: Int] = [:]
    /// The lengths of the suffixes and prefixes indexed, in characters.
    private var suffixLengths: Set<Int> = []
    private var prefixLengths: Set<Int> = []
    /// The patterns matched one by one, in order, with what a path needs to match them.
    struct Candidate: Sendable {
        let position: Int
        let filter: Glob.Filter
        let anchored: Bool
        let directoryOnly: Bool
    }

    private(set) var general: [Candidate] = []

    mutating func add(_ pattern: GitIgnoreFile.Pattern, at position: Int) {
        func key(_ text: String) -> Key { Key(text: text, anchored: pattern.anchored, directoryOnly: pattern.directoryOnly) }
        if let text = pattern.glob.exactText {
            exact[key(text)] = position
        } else if let text = pattern.glob.suffixText {
            suffixes[key(text)] = position
            suffixLengths.insert(text.count)
        } else if let text = pattern.glob.prefixText {
            prefixes[key(text)] = position
            prefixLengths.insert(text.count)
        } else {
            general.append(Candidate(position: position, filter: pattern.glob.filter, anchored: pattern.anchored, directoryOnly: pattern.directoryOnly))
        }
    }

    /// The position of the last indexed pattern matching the path (`relative` to the file's
    /// folder, `name` its last part), as `Glob.matches` would say.
    func lastMatch(relative: String, name: String, isDirectory: Bool) -> Int? {
        var last: Int? = nil
        func consider(_ position: Int?) {
            if let position, position > (last ?? -1) { last = position }
        }
        for anchored in [false, true] {
            let subject = anchored ? relative : name
            let count = subject.count
            for directoryOnly in isDirectory ? [false, true] : [false] {
                consider(exact[Key(text: subject, anchored: anchored, directoryOnly: directoryOnly)])
                for length in suffixLengths where length <= count {
                    let text = String(subject.suffix(length))
                    // `*text` stays within one segment.
                    guard let position = suffixes[Key(text: text, anchored: anchored, directoryOnly: directoryOnly)],
                          !subject.dropLast(length).contains("/") else { continue }
                    consider(position)
                }
                for length in prefixLengths where length <= count {
                    let text = String(subject.prefix(length))
                    guard let position = prefixes[Key(text: text, anchored: anchored, directoryOnly: directoryOnly)],
                          !subject.dropFirst(length).contains("/") else { continue }
                    consider(position)
                }
            }
        }
        return last
    }
}

/// The `.gitignore` files that apply in a folder: those of the folders above it up to the git
/// root (and the root's `.git/info/exclude`), then its own; deeper files win, and within a file
/// the last matching pattern wins. A path in an ignored folder is never looked at, so it cannot
/// be re-included (as in git).
struct GitIgnoreStack: Sendable {
    private(set) var files: [GitIgnoreFile] = []
    /// Ignore files entered that hold more patterns than Hark reads: failures of the run.
    private(set) var problems: [InputError] = []

    /// The stack for `folder` (absolute): every ignore file from the git root down to it.
    static func at(_ folder: String) -> GitIgnoreStack {
        var stack = GitIgnoreStack()
        guard let root = PathDisplay.gitRoot(containing: folder) else {
            stack.enter(folder)
            return stack
        }
        if let exclude = GitIgnoreFile.load(folder: root, file: FileSystem.join(root, ".git/info/exclude")) {
            stack.add(exclude, from: FileSystem.join(root, ".git/info/exclude"))
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
        if let file = GitIgnoreFile.load(folder: folder) { add(file, from: FileSystem.join(folder, ".gitignore")) }
    }

    private mutating func add(_ file: GitIgnoreFile, from path: String) {
        files.append(file)
        if let problem = file.problem { problems.append(InputError(problem, file: path)) }
    }

    func isIgnored(_ path: String, isDirectory: Bool) -> Bool {
        for file in files.reversed() {
            if let verdict = file.verdict(path, isDirectory: isDirectory) { return verdict }
        }
        return false
    }
}
