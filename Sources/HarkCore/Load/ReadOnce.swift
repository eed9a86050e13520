/// One path of the command line (or of a `hark lint -` list) and what formats claim under it.
struct PathClaim {
    let path: String
    /// Read from a list rather than named: treated as found in a folder search.
    let isListed: Bool
    var found: [(format: any InputFormat, path: String)] = []
    /// Files in other platforms' folders of its search (`InputGroup.otherPlatformFiles`).
    var otherPlatformFiles: [String] = []
}

/// Which path reads each file when paths overlap (`hark lint App App/Base.lproj/A.storyboard`),
/// so that a file is read, and its findings reported, once per run. Code goes to the outermost
/// path: its group holds the files that define what the code uses (an accessor, a table name).
/// Any other file goes to the first path that reaches it, and counts as named if a path named it
/// (a named file that is not its format's is an error, not passed over).
struct ReadOnce {
    /// By absolute path: the index of the claim that reads the file.
    private var owners: [String: Int] = [:]
    private var named: Set<String> = []
    private var taken: Set<String> = []
    private let workingFolder: String

    init(_ claims: [PathClaim], workingFolder: String) {
        self.workingFolder = workingFolder
        var rootLengths: [Int] = []
        for (index, claim) in claims.enumerated() {
            let root = PathDisplay.standardize(claim.path, in: workingFolder)
            rootLengths.append(root.count)
            for (format, file) in claim.found {
                let key = PathDisplay.standardize(file, in: workingFolder)
                if file == claim.path && !claim.isListed { named.insert(key) }
                guard let owner = owners[key] else {
                    owners[key] = index
                    continue
                }
                // An ancestor folder's path is shorter than any path under it.
                if format is any GroupInputFormat && root.count < rootLengths[owner] { owners[key] = index }
            }
        }
    }

    /// Whether the claim at `index` reads `file`: true once per file, for its owner.
    mutating func take(_ file: String, by index: Int) -> Bool {
        let key = PathDisplay.standardize(file, in: workingFolder)
        return owners[key] == index && taken.insert(key).inserted
    }

    /// Whether some path named `file` itself.
    func isNamed(_ file: String) -> Bool {
        named.contains(PathDisplay.standardize(file, in: workingFolder))
    }
}
