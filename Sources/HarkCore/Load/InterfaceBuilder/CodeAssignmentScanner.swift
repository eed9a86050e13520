import Foundation

extension CodeAssignments {
    /// The scan of one file.
    struct Scanner {
        let bytes: [UInt8]
        var assigned: [String: Set<Property>] = [:]
        var assignedThrough: [String: [Property: Set<String>]] = [:]
        /// Outlets assigned on `self`, written or not (`titleLabel.text =`, `self.title.text =`):
        /// the class the file declares, when it declares one, sets them.
        var assignedOnSelf: [String: Set<Property>] = [:]
        var tags: Set<Int> = []
        var tagNames: Set<String> = []
        var constants: [(String, Int)] = []
        var superclasses: [(String, String)] = []
        /// What each outlet's text, accessibility label or hint is assigned, assignment by
        /// assignment: a constant lookup (`NSLocalizedString(@"Wifi Only", …)`), or nil for a
        /// value only run time knows.
        var assignedTexts: [String: [Property: [CodeLookup?]]] = [:]
        /// The file's path, for where its lookups are.
        var file = ""
        /// The file's lines, found at its first lookup, for where each is.
        var lines: SourceLines? = nil

        static let properties: [(word: [UInt8], property: Property)] = [
            (Array("text".utf8), .text), (Array("attributedText".utf8), .text),
            (Array("accessibilityLabel".utf8), .accessibilityLabel), (Array("accessibilityHint".utf8), .accessibilityHint),
            (Array("textColor".utf8), .textColor),
        ]
        static let setters: [(word: [UInt8], property: Property)] = [
            (Array("setText".utf8), .text), (Array("setAttributedText".utf8), .text),
            (Array("setAccessibilityLabel".utf8), .accessibilityLabel), (Array("setAccessibilityHint".utf8), .accessibilityHint),
            (Array("setTextColor".utf8), .textColor),
        ]
        static let attributedText = Array("attributedText".utf8)
        static let setAttributedText = Array("setAttributedText".utf8)
        static let viewWithTag = Array("viewWithTag".utf8)
        static let define = Array("#define".utf8)
        /// `class A: B` (Swift), `@interface A : B` (Objective-C).
        static let classWords = [Array("class".utf8), Array("interface".utf8)]

        mutating func run() {
            var index = 0
            var conditionals = UnbuiltBranches.OpenBranches()
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                    while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                    continue
                }
                // `#if TARGET_OS_MACCATALYST`, `#if os(macOS)`, `#ifdef DEBUG`: what a branch an
                // iOS release build leaves out assigns is not what the screen shows (Monal's
                // Catalyst-only `reloadLabel.text`).
                if byte == UInt8(ascii: "#"), isLineStart(index) {
                    var lineEnd = index
                    while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
                    if let directive = UnbuiltBranches.preprocessorDirective(String(decoding: bytes[index..<lineEnd], as: UTF8.self)) {
                        conditionals.read(directive.kind, directive.condition)
                        index = lineEnd
                        continue
                    }
                }
                if conditionals.isUnbuilt {
                    index += 1
                    continue
                }
                if byte == UInt8(ascii: "#"), matches(Scanner.define, at: index) {
                    readDefine(at: index + Scanner.define.count)
                } else if Scanner.isIdentifierByte(byte), index == 0 || !Scanner.isIdentifierByte(bytes[index - 1]) {
                    let end = identifierEnd(from: index)
                    readWord(index..<end)
                    index = end
                    continue
                }
                index += 1
            }
        }

        static let onWord = Array("on".utf8)
        static let selfWord = Array("self".utf8)
        static let assignWord = Array("assign(".utf8)

        /// The property a key path names in `assign(to: \.text, ` just before `end`.
        private func keyPathProperty(before end: Int) -> Property? {
            let word = Scanner.assignWord
            guard let assign = stride(from: end - word.count, through: max(0, end - 64), by: -1).first(where: {
                bytes[$0..<($0 + word.count)].elementsEqual(word)
            }) else { return nil }
            var cursor = assign + word.count
            while cursor < end, bytes[cursor] != UInt8(ascii: "\\") { cursor += 1 }
            guard cursor + 1 < end, bytes[cursor + 1] == UInt8(ascii: ".") else { return nil }
            let name = (cursor + 2)..<identifierEnd(from: cursor + 2)
            return Scanner.properties.first { bytes[name].elementsEqual($0.word) }?.property
        }

        /// The outlet of `on: nameLabel`, `on: self.title`, `on: cell.title`.
        private mutating func readAssignTarget(from start: Int, _ property: Property) {
            var parts: [String] = []
            var cursor = start
            while true {
                let end = identifierEnd(from: cursor)
                guard end > cursor else { break }
                parts.append(String(decoding: bytes[cursor..<end], as: UTF8.self))
                guard end < bytes.count, bytes[end] == UInt8(ascii: ".") else { break }
                cursor = end + 1
            }
            guard let outlet = parts.last, outlet != "self" else { return }
            recordValue(of: outlet, property, nil)
            if parts.count == 1 || (parts.count == 2 && parts[0] == "self") {
                assignedOnSelf[outlet, default: []].insert(property)
            } else {
                record(outlet, property, receiverClass: nil)
            }
        }

        /// Whether `class` (or `@interface`) at `word` declares one: first on its line, or after
        /// an attribute or a modifier (`final class`, `@objc(Name) class`). Not an argument
        /// named `class` (ChatSecure's `setObject:class forKey:…`, which is no class `forKey`).
        private func startsDeclaration(_ word: Range<Int>) -> Bool {
            if word.lowerBound > 0, bytes[word.lowerBound - 1] == UInt8(ascii: "@") { return true }
            var cursor = word.lowerBound - 1
            while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
            guard cursor >= 0, bytes[cursor] != 0x0A, bytes[cursor] != 0x0D else { return true }
            if bytes[cursor] == UInt8(ascii: ")") { return true }
            guard let previous = identifier(endingAt: cursor) else { return false }
            let start = cursor - previous.utf8.count + 1
            return Scanner.modifiers.contains(previous) || (start > 0 && bytes[start - 1] == UInt8(ascii: "@"))
        }

        static let modifiers: Set<String> = ["final", "public", "open", "internal", "private", "fileprivate", "nonisolated"]

        /// Whether only spaces and tabs are before `index` on its line.
        private func isLineStart(_ index: Int) -> Bool {
            var cursor = index - 1
            while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
            return cursor < 0 || bytes[cursor] == 0x0A || bytes[cursor] == 0x0D
        }

        /// `owner.title.text =`, `[label setText:`, `viewWithTag:3`, `NAME = 3`, `class A: B`.
        private mutating func readWord(_ word: Range<Int>) {
            let after = skipSpaces(from: word.upperBound)
            if Scanner.classWords.contains(where: { bytes[word].elementsEqual($0) }) {
                if startsDeclaration(word) { readClass(from: after) }
                return
            }
            if bytes[word].elementsEqual(Scanner.viewWithTag) {
                var cursor = after
                if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "(") || bytes[cursor] == UInt8(ascii: ":") { cursor = skipSpaces(from: cursor + 1) }
                if cursor < bytes.count, Scanner.isDigit(bytes[cursor]) {
                    if let value = number(from: cursor), !setsAnotherProperty(after: identifierEnd(from: cursor)) { tags.insert(value) }
                } else if cursor < bytes.count, Scanner.isIdentifierByte(bytes[cursor]) {
                    let end = identifierEnd(from: cursor)
                    if !setsAnotherProperty(after: end) { tagNames.insert(String(decoding: bytes[cursor..<end], as: UTF8.self)) }
                }
                return
            }
            // `NAME = 3` (a Swift constant, an enum case): a tag's value, when a name is its tag.
            if after < bytes.count, bytes[after] == UInt8(ascii: "="), after + 1 < bytes.count, bytes[after + 1] != UInt8(ascii: "=") {
                let valueStart = skipSpaces(from: after + 1)
                if valueStart < bytes.count, Scanner.isDigit(bytes[valueStart]), let value = number(from: valueStart) {
                    constants.append((String(decoding: bytes[word], as: UTF8.self), value))
                }
            }
            // Combine's `.assign(to: \.text, on: nameLabel)` (Siskin IM's chat cells).
            if bytes[word].elementsEqual(Scanner.onWord), after < bytes.count, bytes[after] == UInt8(ascii: ":"),
               let property = keyPathProperty(before: word.lowerBound) {
                readAssignTarget(from: skipSpaces(from: after + 1), property)
            }
            // A property assigned through a dot: the name before it is the outlet.
            for (property, kind) in Scanner.properties where bytes[word].elementsEqual(property) {
                guard word.lowerBound > 0, bytes[word.lowerBound - 1] == UInt8(ascii: "."), after < bytes.count,
                      bytes[after] == UInt8(ascii: "="), after + 1 >= bytes.count || bytes[after + 1] != UInt8(ascii: "=") else { continue }
                var cursor = word.lowerBound - 2
                while cursor >= 0, bytes[cursor] == UInt8(ascii: "?") || bytes[cursor] == UInt8(ascii: "!") { cursor -= 1 }
                if let owner = identifier(endingAt: cursor) {
                    if isOnSelf(outletEndingAt: cursor, outlet: owner) {
                        assignedOnSelf[owner.hasPrefix("_") ? String(owner.dropFirst()) : owner, default: []].insert(kind)
                    } else {
                        record(owner, kind, receiverClass: receiverClass(beforeOutletEndingAt: cursor, outlet: owner))
                    }
                    // An attributed text is never a lookup alone.
                    let isAttributed = bytes[word].elementsEqual(Scanner.attributedText)
                    recordValue(of: owner, kind, isAttributed ? nil : lookup(from: after + 1, closedBy: nil))
                }
            }
            // `[self.nameLabel setText:…]`, `[nameLabel setText:…]`.
            for (setter, kind) in Scanner.setters where bytes[word].elementsEqual(setter) {
                guard after < bytes.count, bytes[after] == UInt8(ascii: ":") else { continue }
                var cursor = word.lowerBound - 1
                while cursor >= 0, bytes[cursor] == 0x20 || bytes[cursor] == 0x09 { cursor -= 1 }
                if let owner = identifier(endingAt: cursor) {
                    record(owner, kind, receiverClass: nil)
                    let isAttributed = bytes[word].elementsEqual(Scanner.setAttributedText)
                    recordValue(of: owner, kind, isAttributed ? nil : lookup(from: after + 1, closedBy: UInt8(ascii: "]")))
                }
            }
        }

        /// Whether the tag lookup ending before `start` is the receiver of an assignment to a
        /// property that is not its text: `(cell.viewWithTag(21) as? UILabel)?.textColor = .white`
        /// (Habitica's "You blocked this player", which the storyboard alone words).
        private func setsAnotherProperty(after start: Int) -> Bool {
            var cursor = start
            for _ in 0..<8 {
                cursor = skipSpaces(from: cursor)
                guard cursor < bytes.count else { return false }
                switch bytes[cursor] {
                case UInt8(ascii: ")"), UInt8(ascii: "?"), UInt8(ascii: "!"):
                    cursor += 1
                case UInt8(ascii: "."):
                    let end = identifierEnd(from: cursor + 1)
                    guard end > cursor + 1 else { return false }
                    let after = skipSpaces(from: end)
                    guard after + 1 < bytes.count, bytes[after] == UInt8(ascii: "="), bytes[after + 1] != UInt8(ascii: "=") else { return false }
                    let assigned = Scanner.properties.first { bytes[(cursor + 1)..<end].elementsEqual($0.word) }?.property
                    return assigned == nil || assigned == .textColor
                default:
                    // `as? UILabel`: the cast and its type.
                    let end = identifierEnd(from: cursor)
                    guard end > cursor else { return false }
                    cursor = end
                }
            }
            return false
        }

        /// `A: B` after `class`, `A : B` after `@interface` (a category's `A (Name)` has no
        /// colon; `class func`, `class var` name no superclass).
        private mutating func readClass(from start: Int) {
            guard start < bytes.count, Scanner.isIdentifierByte(bytes[start]) else { return }
            let nameEnd = identifierEnd(from: start)
            var cursor = skipSpaces(from: nameEnd)
            guard cursor < bytes.count, bytes[cursor] == UInt8(ascii: ":") else { return }
            cursor = skipSpaces(from: cursor + 1)
            guard cursor < bytes.count, Scanner.isIdentifierByte(bytes[cursor]), !Scanner.isDigit(bytes[cursor]) else { return }
            superclasses.append((String(decoding: bytes[start..<nameEnd], as: UTF8.self),
                                 String(decoding: bytes[cursor..<identifierEnd(from: cursor)], as: UTF8.self)))
        }

        private mutating func record(_ owner: String, _ property: Property, receiverClass: String?) {
            // An Objective-C instance variable (`_nameLabel`) is its property's.
            let name = owner.hasPrefix("_") ? String(owner.dropFirst()) : owner
            if let receiverClass {
                assignedThrough[name, default: [:]][property, default: []].insert(receiverClass)
            } else {
                assigned[name, default: []].insert(property)
            }
        }

        /// Whether `outlet` ending at `outletEnd` is read on `self`: no receiver before it, or
        /// `self.`.
        private func isOnSelf(outletEndingAt outletEnd: Int, outlet: String) -> Bool {
            let start = outletEnd - outlet.utf8.count + 1
            guard start >= 1 else { return true }
            if bytes[start - 1] != UInt8(ascii: ".") { return !Scanner.isIdentifierByte(bytes[start - 1]) }
            let receiverStart = start - 1 - Scanner.selfWord.count
            guard receiverStart >= 0, bytes[receiverStart..<(start - 1)].elementsEqual(Scanner.selfWord) else { return false }
            return receiverStart == 0 || !Scanner.isIdentifierByte(bytes[receiverStart - 1]) && bytes[receiverStart - 1] != UInt8(ascii: ".")
        }

        /// The class the receiver of `receiver.outlet` was cast to where the function bound it:
        /// `guard let cell = … as? FireproofingDomainCell` or `let cell: DomainCell = …` a few
        /// lines up, within the function. Nil when the receiver is `self`, not a plain name, or
        /// bound otherwise.
        private func receiverClass(beforeOutletEndingAt outletEnd: Int, outlet: String) -> String? {
            var cursor = outletEnd - outlet.utf8.count
            guard cursor >= 1, bytes[cursor] == UInt8(ascii: ".") else { return nil }
            cursor -= 1
            while cursor >= 0, bytes[cursor] == UInt8(ascii: "?") || bytes[cursor] == UInt8(ascii: "!") { cursor -= 1 }
            guard let receiver = identifier(endingAt: cursor), receiver != "self",
                  cursor - receiver.utf8.count < 0 || bytes[cursor - receiver.utf8.count] != UInt8(ascii: ".") else { return nil }
            // Line by line upwards, to the function's start or 40 lines.
            var lineEnd = cursor - receiver.utf8.count
            for _ in 0..<40 {
                guard lineEnd > 0 else { return nil }
                var lineStart = lineEnd - 1
                while lineStart > 0, bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
                let line = Array(bytes[lineStart..<lineEnd])
                if let found = Scanner.castClass(binding: Array(receiver.utf8), in: line) { return found }
                if line.firstIndex(ofBytes: Scanner.funcWord, from: 0) != nil { return nil }
                lineEnd = lineStart - 1
            }
            return nil
        }

        static let funcWord = Array("func ".utf8)
        static let bindingWords = [Array("let ".utf8), Array("var ".utf8)]
        static let asWord = Array("as".utf8)

        /// `let cell = … as? T`, `if let cell = x as! T`, `var cell: T = …`: the `T` a line binds
        /// `name` to.
        static func castClass(binding name: [UInt8], in line: [UInt8]) -> String? {
            for keyword in bindingWords {
                var start = 0
                while let found = line.firstIndex(ofBytes: keyword + name, from: start) {
                    start = found + 1
                    var cursor = found + keyword.count + name.count
                    guard cursor < line.count, !isIdentifierByte(line[cursor]) else { continue }
                    while cursor < line.count, line[cursor] == 0x20 { cursor += 1 }
                    guard cursor < line.count else { continue }
                    if line[cursor] == UInt8(ascii: ":") { return typeName(in: line, from: cursor + 1) }
                    guard line[cursor] == UInt8(ascii: "=") else { continue }
                    var search = cursor
                    while let cast = line.firstIndex(ofBytes: asWord, from: search) {
                        search = cast + 2
                        guard cast > 0, line[cast - 1] == 0x20, cast + 2 < line.count,
                              line[cast + 2] == UInt8(ascii: "?") || line[cast + 2] == UInt8(ascii: "!") else { continue }
                        return typeName(in: line, from: cast + 3)
                    }
                }
            }
            return nil
        }

        /// The type named at `start`, after spaces; nil for an optional's or a generic's
        /// decoration it cannot read plainly.
        private static func typeName(in line: [UInt8], from start: Int) -> String? {
            var cursor = start
            while cursor < line.count, line[cursor] == 0x20 { cursor += 1 }
            let nameStart = cursor
            while cursor < line.count, isIdentifierByte(line[cursor]) { cursor += 1 }
            guard cursor > nameStart, !isDigit(line[nameStart]) else { return nil }
            return String(decoding: line[nameStart..<cursor], as: UTF8.self)
        }

        /// `#define NAME 3`.
        private mutating func readDefine(at start: Int) {
            let nameStart = skipSpaces(from: start)
            guard nameStart < bytes.count, Scanner.isIdentifierByte(bytes[nameStart]) else { return }
            let nameEnd = identifierEnd(from: nameStart)
            let valueStart = skipSpaces(from: nameEnd)
            guard valueStart < bytes.count, Scanner.isDigit(bytes[valueStart]), let value = number(from: valueStart) else { return }
            constants.append((String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self), value))
        }

        func identifier(endingAt end: Int) -> String? {
            guard end >= 0, Scanner.isIdentifierByte(bytes[end]) else { return nil }
            var start = end
            while start > 0, Scanner.isIdentifierByte(bytes[start - 1]) { start -= 1 }
            return String(decoding: bytes[start...end], as: UTF8.self)
        }

        func identifierEnd(from start: Int) -> Int {
            var end = start
            while end < bytes.count, Scanner.isIdentifierByte(bytes[end]) { end += 1 }
            return end
        }

        func skipSpaces(from start: Int) -> Int {
            var index = start
            while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            return index
        }

        private func number(from start: Int) -> Int? {
            var end = start
            while end < bytes.count, Scanner.isDigit(bytes[end]), end - start < 9 { end += 1 }
            if end < bytes.count, Scanner.isIdentifierByte(bytes[end]) || bytes[end] == UInt8(ascii: ".") { return nil }
            return Int(String(decoding: bytes[start..<end], as: UTF8.self))
        }

        func matches(_ word: [UInt8], at index: Int) -> Bool {
            index + word.count <= bytes.count && bytes[index..<(index + word.count)].elementsEqual(word)
        }

        static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

        static func isIdentifierByte(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
    }
}
