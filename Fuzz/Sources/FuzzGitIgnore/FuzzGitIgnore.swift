import FuzzSupport
@testable import HarkCore

/// `.gitignore` files: patterns read as git reads them, and the indexed verdict checked against
/// the patterns taken one by one (the last that matches decides) on a set of paths.
private let paths = ["build", "App/build", "x.log", "App/keep.log", "a.tmp.json", "Pods", "App/Pods/A/B.storyboard",
                     "top.json", "docs/a.json", "docs/x/a.json", "Generated/S.swift", "deep/er/S.swift", "é.strings",
                     "App/Base.lproj/Main.storyboard", "Settings.bundle/Root.plist", "a b", "!x", "#y", "[z]"]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzGitIgnore(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let file = GitIgnoreFile(folder: "/r", text: text)
    for path in paths {
        let name = FileSystem.baseName(path)
        for isDirectory in [false, true] {
            var expected: Bool? = nil
            for pattern in file.patterns.reversed() where !(pattern.directoryOnly && !isDirectory) {
                if pattern.glob.matches(pattern.anchored ? path : name) {
                    expected = !pattern.negated
                    break
                }
            }
            guard file.verdict("/r/" + path, isDirectory: isDirectory) == expected else {
                fatalError("the ignore file's index disagrees with its patterns on \(path)")
            }
        }
    }
    return 0
}
