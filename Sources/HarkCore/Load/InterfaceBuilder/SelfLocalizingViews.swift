/// Views whose own class localizes the text the document gives them as they load: pass's
/// `UILocalizedLabel` (`override func awakeFromNib() { super.awakeFromNib(); text =
/// text?.localize() }`), and every label of a project whose `extension UILabel` does so. The
/// document's text is then a key of the default table, and what shows is its value.
///
/// Read by a byte scan, as the rest of `CodeAssignments`: an `awakeFromNib` definition whose body
/// assigns `text` (or `title`) and names a localization call, in the class, or the extension,
/// declared nearest above it.
extension CodeAssignments {
    private static let awakeFromNib = Array("awakeFromNib".utf8)
    private static let localizationMarks = ["localiz", "Localiz", "localis", "Localis", "NSLocalizedString"].map { Array($0.utf8) }
    private static let textAssignments = ["text =", "text=", "setText", "title =", "title=", "setTitle"].map { Array($0.utf8) }
    private static let declarations = ["class ", "extension ", "@implementation "].map { Array($0.utf8) }
    /// An `awakeFromNib` longer than this is not a label's few lines.
    private static let longestBody = 2_000

    /// The classes (or extended classes) of `bytes` whose `awakeFromNib` localizes their text.
    static func selfLocalizingClasses(in bytes: [UInt8]) -> [String] {
        var classes: [String] = []
        var start = 0
        while let found = bytes.firstIndex(ofBytes: awakeFromNib, from: start) {
            start = found + awakeFromNib.count
            // A definition: `func awakeFromNib()`, `- (void)awakeFromNib`.
            let before = bytes[max(0, found - 12)..<found]
            guard before.firstIndex(ofBytes: Array("func".utf8)) != nil || before.firstIndex(ofBytes: Array("void)".utf8)) != nil,
                  let open = bytes[start..<min(bytes.count, start + 80)].firstIndex(of: UInt8(ascii: "{")) else { continue }
            var depth = 0
            var close = open
            while close < min(bytes.count, open + longestBody) {
                if bytes[close] == UInt8(ascii: "{") { depth += 1 }
                if bytes[close] == UInt8(ascii: "}") { depth -= 1; if depth == 0 { break } }
                close += 1
            }
            guard depth == 0 else { continue }
            let body = bytes[open..<close]
            guard textAssignments.contains(where: { body.firstIndex(ofBytes: $0) != nil }),
                  localizationMarks.contains(where: { body.firstIndex(ofBytes: $0) != nil }),
                  let name = declaredName(before: found, in: bytes) else { continue }
            classes.append(name)
        }
        return classes
    }

    /// The name after the last `class `, `extension ` or `@implementation ` before `index`.
    private static func declaredName(before index: Int, in bytes: [UInt8]) -> String? {
        var best: (at: Int, end: Int)? = nil
        for word in declarations {
            var start = 0
            while let found = bytes.firstIndex(ofBytes: word, from: start), found < index {
                start = found + 1
                guard found == 0 || !Scanner.isIdentifierByte(bytes[found - 1]) else { continue }
                if best.map({ found > $0.at }) ?? true { best = (found, found + word.count) }
            }
        }
        guard let best else { return nil }
        var end = best.end
        while end < bytes.count, Scanner.isIdentifierByte(bytes[end]) { end += 1 }
        let name = String(decoding: bytes[best.end..<end], as: UTF8.self)
        // `class func`, `class var`: a member, not a class.
        return name.isEmpty || name == "func" || name == "var" ? nil : name
    }

    /// Whether a view of `viewClass` (or of a class above it) localizes its text as it loads.
    func localizesOwnText(_ viewClass: String) -> Bool {
        var current = viewClass
        for _ in 0..<8 {
            if selfLocalizing.contains(current) { return true }
            guard let next = superclasses[current] else { return false }
            current = next
        }
        return false
    }
}
