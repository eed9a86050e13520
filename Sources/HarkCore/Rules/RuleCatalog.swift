/// The rule documents found in `Rules/`, by id.
struct RuleCatalog: Sendable {
    let documents: [String: RuleDocument]

    init(documents: [String: RuleDocument]) {
        self.documents = documents
    }

    static func load(resourceRoot: String) throws -> RuleCatalog {
        let directory = FileSystem.join(resourceRoot, "Rules")
        var documents: [String: RuleDocument] = [:]
        for name in FileSystem.contents(of: directory) where name.hasSuffix(".md") {
            let file = FileSystem.join(directory, name)
            let text = String(decoding: try FileSystem.readBytes(file), as: UTF8.self)
            let document = try RuleDocument.parse(text, file: file)
            guard name == document.id + ".md" else {
                throw InputError("the document of rule '\(document.id)' must be named \(document.id).md", file: file)
            }
            documents[document.id] = document
        }
        return RuleCatalog(documents: documents)
    }

    /// Documents in id order.
    var sorted: [RuleDocument] { documents.values.sorted { $0.id < $1.id } }
}
