/// Interface Builder's generated object ids (`BYZ-38-t0r`), and the keys of a storyboard's or
/// XIB's strings (`"Eah-KL-kbn.title"`), known as such even where Hark does not read the
/// document itself (a macOS storyboard's catalog).
enum InterfaceBuilderIDs {
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
}
