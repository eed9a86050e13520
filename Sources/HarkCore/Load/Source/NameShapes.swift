/// The lengths and first bytes of a set of names: asked of an identifier token before a `String`
/// is made of it, since most identifiers of a file are none of the names looked for (an enum's,
/// a file's own accessor's, a type only debug screens name).
struct NameShapes: Sendable {
    private let shapes: Set<Int>

    init(_ names: some Sequence<String>) {
        shapes = Set(names.map { Self.shape(length: $0.utf8.count, first: $0.utf8.first ?? 0) })
    }

    /// Whether the identifier at `index` may be one of the names.
    func mayMatch(_ index: Int, in source: SourceFile) -> Bool {
        let token = source[index]
        return shapes.contains(Self.shape(length: Int(token.end) - Int(token.start), first: source.bytes[Int(token.start)]))
    }

    private static func shape(length: Int, first: UInt8) -> Int { length << 8 | Int(first) }
}
