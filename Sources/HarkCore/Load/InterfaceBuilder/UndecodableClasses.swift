/// Classes no Interface Builder document can make: their `init?(coder:)`, which loading a
/// document calls, is `fatalError(…)` (Xcode's stub for a view built in code). A XIB whose object
/// is of such a class is never loaded by a working app: The Blue Alliance's
/// `SwitchTableViewCell.xib`, whose cell class its callers make with `SwitchTableViewCell(switchToggled:)`.
///
/// Read by a byte scan, as the rest of `CodeAssignments`: each `init?(coder` whose body starts
/// with `fatalError(`, in the class declared nearest above it.
extension CodeAssignments {
    private static let coderInitializers = [Array("init?(coder".utf8), Array("init(coder".utf8), Array("init!(coder".utf8)]
    private static let fatalError = Array("fatalError(".utf8)
    private static let classWord = Array("class ".utf8)

    /// The classes of `bytes` (Swift) whose `init?(coder:)` is `fatalError(…)`.
    static func undecodableClasses(in bytes: [UInt8]) -> [String] {
        var found: [Int] = []
        for word in coderInitializers {
            var start = 0
            while let index = bytes.firstIndex(ofBytes: word, from: start) {
                start = index + word.count
                if isFatal(bodyAfter: start, in: bytes) { found.append(index) }
            }
        }
        guard !found.isEmpty else { return [] }
        // The class declarations, in file order, found once.
        var declarations: [(at: Int, name: String)] = []
        var start = 0
        while let index = bytes.firstIndex(ofBytes: classWord, from: start) {
            start = index + classWord.count
            guard index == 0 || !Scanner.isIdentifierByte(bytes[index - 1]) else { continue }
            var end = start
            while end < bytes.count, Scanner.isIdentifierByte(bytes[end]) { end += 1 }
            let name = String(decoding: bytes[start..<end], as: UTF8.self)
            // `class func`, `class var`: a member, not a class.
            if !name.isEmpty, name != "func", name != "var", name != "let" { declarations.append((index, name)) }
        }
        return found.sorted().compactMap { index in
            // The last declaration before `index`, by halves.
            var low = 0
            var high = declarations.count
            while low < high {
                let middle = (low + high) / 2
                if declarations[middle].at < index { low = middle + 1 } else { high = middle }
            }
            return low > 0 ? declarations[low - 1].name : nil
        }
    }

    /// Whether the parameter list from `start` closes and a body opens right after it, whose first
    /// statement is `fatalError(`: a definition, not a call (`super.init(coder: coder)`).
    private static func isFatal(bodyAfter start: Int, in bytes: [UInt8]) -> Bool {
        let limit = min(bytes.count, start + 120)
        guard let close = bytes[start..<limit].firstIndex(of: UInt8(ascii: ")")) else { return false }
        let open = skipBlanks(from: close + 1, in: bytes)
        guard open < bytes.count, bytes[open] == UInt8(ascii: "{") else { return false }
        let cursor = skipBlanks(from: open + 1, in: bytes)
        return cursor + fatalError.count <= bytes.count && bytes[cursor..<(cursor + fatalError.count)].elementsEqual(fatalError)
    }

    private static func skipBlanks(from start: Int, in bytes: [UInt8]) -> Int {
        var cursor = start
        while cursor < bytes.count, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D {
            cursor += 1
        }
        return cursor
    }
}
