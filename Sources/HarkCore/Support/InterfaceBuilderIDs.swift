/// Interface Builder's generated object ids (`BYZ-38-t0r`), and the keys of a storyboard's or
/// XIB's strings (`"Eah-KL-kbn.title"`), known as such even where Hark does not read the
/// document itself (a macOS storyboard's catalog). Documents older than Xcode 5 number their
/// objects (`id="32"`, kept when Xcode converts them): such a key (`"32.title"`) is a
/// document's only where the comment Xcode exports beside it names that object.
enum InterfaceBuilderIDs {
    /// The texts Interface Builder puts in a new view (a label's "Label", a macOS table cell's
    /// "Text Cell", a view-based table cell's "Table View Cell"), which the app's code replaces.
    static let placeholderTexts: Set<String> = ["Label", "Title", "Subtitle", "Detail", "Text", "Text Cell", "Table View Cell", "Lorem ipsum"]

    /// Three, two and three letters or digits.
    static func isObjectID<S: StringProtocol>(_ id: S) -> Bool {
        let parts = id.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [3, 2, 3] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A key Xcode writes for a document's text: an object id, a dot, the property
    /// (`title`, `text`, `placeholder`, `normalTitle`, `segmentTitles[0]`).
    static func isDocumentKey(_ key: String) -> Bool {
        guard let dot = key.firstIndex(of: "."), key.index(after: dot) < key.endIndex else { return false }
        return isObjectID(key[..<dot])
    }

    /// Whether `key` is `<number>.<property>`, a numbered object's text: a key a comment must
    /// confirm (`namesObject(of:comment:)`), as an app may name its own keys so.
    static func mayBeNumberedObjectKey(_ key: String) -> Bool {
        guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")), key.utf8.index(after: dot) < key.utf8.endIndex else { return false }
        let id = key.utf8[..<dot].drop(while: { $0 == UInt8(ascii: "-") })
        return !id.isEmpty && id.count < 10 && id.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    }

    /// Whether an exported comment (`Class = "NSButtonCell"; title = "Cancel"; ObjectID = "32";`)
    /// names the object whose text `key` is.
    static func namesObject<C: Collection<UInt8>>(of key: String, comment: C) -> Bool {
        guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        let field = Array("ObjectID = \"".utf8) + Array(key.utf8[..<dot]) + [UInt8(ascii: "\"")]
        return Array(comment).firstRange(of: field) != nil
    }
}
