/// The names a project's Swift and Objective-C code writes, and the scenes its storyboards refer
/// to by identifier: what can open a storyboard scene besides a segue (`SceneReachability`).
///
/// Read by a byte scan, as `CodeAssignments` is: every word of the code outside comments, in
/// string literals too (`instantiateViewController(withIdentifier: "WalletSettings")`), except
/// the name a declaration gives (`class WalletSettingsViewController`, `@implementation`,
/// `extension`), which opens nothing. Lines that import a header are left out too: a class's
/// own `.m` file imports its `.h`.
struct CodeMentions: Sendable {
    /// Whether the project has any Swift or Objective-C file: without code, nothing can be
    /// said about what opens a scene.
    let hasCode: Bool
    let words: Set<String>
    /// `referencedIdentifier` of every storyboard reference of the project's storyboards: a
    /// scene another storyboard opens (`<viewControllerPlaceholder storyboardName="OnBoard"
    /// referencedIdentifier="WalletSettings">`).
    let referencedIdentifiers: Set<String>

    /// Whether code names `identifier` as a word, or with its first letter lowered, as
    /// R.swift's and SwiftGen's generated accessors spell a storyboard's scenes.
    func names(_ identifier: String) -> Bool {
        words.contains(identifier) || words.contains(identifier.prefix(1).lowercased() + identifier.dropFirst())
    }

    /// The project's mentions, read once per project folder for the whole run, and only for a
    /// storyboard some of whose scenes no segue reaches. It reads the code a second time, apart
    /// from `CodeAssignments` (which keeps only files that assign a text): only such projects pay
    /// for it (DuckDuckGo's 4,075 files, 3–6% more CPU time).
    static func of(project folder: String) -> CodeMentions {
        cache.value(for: folder) { CodeMentions(folder: folder) }
    }

    private static let cache = FolderMemo<CodeMentions>()

    init(hasCode: Bool, words: Set<String>, referencedIdentifiers: Set<String> = []) {
        self.hasCode = hasCode
        self.words = words
        self.referencedIdentifiers = referencedIdentifiers
    }

    init(folder: String) {
        let sources = CodeAssignments.files(under: folder, matching: CodeAssignments.isSource)
        var words: Set<String> = []
        for path in sources {
            guard let bytes = try? FileSystem.readBytes(path) else { continue }
            CodeMentions.collectWords(in: bytes, into: &words)
        }
        var referenced: Set<String> = []
        for path in CodeAssignments.files(under: folder, matching: { $0.hasSuffix(".storyboard") }) {
            guard let bytes = try? FileSystem.readBytes(path) else { continue }
            CodeMentions.collectReferencedIdentifiers(in: bytes, into: &referenced)
        }
        self.init(hasCode: !sources.isEmpty, words: words, referencedIdentifiers: referenced)
    }

    private static let declaringWords: Set<String> = ["class", "extension", "interface", "implementation"]
    private static let importWords = [Array("#import".utf8), Array("#include".utf8)]

    static func collectWords(in bytes: [UInt8], into words: inout Set<String>) {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*")
        var index = 0
        var declares = false
        while index < bytes.count {
            let byte = bytes[index]
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == slash {
                index = lineEnd(bytes, from: index)
                continue
            }
            if byte == slash, index + 1 < bytes.count, bytes[index + 1] == star {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == star && bytes[index + 1] == slash) { index += 1 }
                index += 2
                continue
            }
            if byte == UInt8(ascii: "#"), importWords.contains(where: { bytes[index...].starts(with: $0) }) {
                index = lineEnd(bytes, from: index)
                continue
            }
            guard CodeAssignments.Scanner.isIdentifierByte(byte), !CodeAssignments.Scanner.isDigit(byte) else {
                // Only a name after spaces is declared: `[WalletViewController class];` declares nothing.
                if byte != 0x20, byte != 0x09, byte != 0x0A, byte != 0x0D { declares = false }
                index += 1
                continue
            }
            var end = index + 1
            while end < bytes.count, CodeAssignments.Scanner.isIdentifierByte(bytes[end]) { end += 1 }
            let word = String(decoding: bytes[index..<end], as: UTF8.self)
            if !declares { words.insert(word) }
            declares = declaringWords.contains(word)
            index = end
        }
    }

    private static func lineEnd(_ bytes: [UInt8], from start: Int) -> Int {
        var index = start
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
        return index
    }

    private static let referencedAttribute = Array("referencedIdentifier=\"".utf8)

    static func collectReferencedIdentifiers(in bytes: [UInt8], into identifiers: inout Set<String>) {
        var start = 0
        while let found = bytes.firstIndex(ofBytes: referencedAttribute, from: start) {
            let valueStart = found + referencedAttribute.count
            var end = valueStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\"") { end += 1 }
            identifiers.insert(String(decoding: bytes[valueStart..<end], as: UTF8.self))
            start = end
        }
    }
}
