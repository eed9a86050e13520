/// `Categories(rawValue: "CAT_\(name.uppercased())")?.localized`: a case of a `String` enum
/// chosen at run time (SwiftBar's plugin categories). Its value is any case whose raw value the
/// argument could spell: the literal parts in order, anything where the code computes a part.
extension TextEvaluator {
    /// The raw values `callee(rawValue: …)` may stand for, as a choice between them; nil when
    /// `callee` is no `String` enum of the project, or no case fits.
    func rawValueChoice(_ callee: String, _ call: SourceCall, in file: Int, bindings: Bindings, depth: EvaluationDepth) -> LocalizedText? {
        guard call.arguments.count == 1, call.arguments[0].label == "rawValue",
              let rawValues = caseRawValues(ofType: callee) else { return nil }
        let argument = text(call.arguments[0].range, in: file, context: .string, bindings: bindings, depth: depth + 1)
        let parts = Self.parts(of: argument)
        let fitting = rawValues.filter { Self.fits($0, parts: parts) }
        guard !fitting.isEmpty else { return nil }
        let location = files[file].location(call.nameIndex)
        return choice(fitting.map { .literal($0, at: location) }, at: location)
    }

    /// The raw values of the cases of the `String` enum `reference` names (its qualified name,
    /// or one ending in it), sorted; nil when it names none or several.
    private func caseRawValues(ofType reference: String) -> [String]? {
        var byType: [String: [String]] = [:]
        for (qualified, value) in symbols.rawValues {
            let type = SourceSymbols.dottedNames(qualified).dropLast().joined(separator: ".")
            guard type == reference || type.hasSuffix("." + reference) else { continue }
            byType[type, default: []].append(value)
        }
        if let exact = byType[reference] { return exact.sorted() }
        return byType.count == 1 ? byType.first?.value.sorted() : nil
    }

    /// The parts of the texts `text` may be: a literal part as it is, nil for a part the code
    /// computes (any text).
    private static func parts(of text: LocalizedText) -> [String?] {
        switch text {
        case .literal(let value, _): return [value]
        case .joined(let pieces, let separator, _):
            var result: [String?] = []
            for (index, piece) in pieces.enumerated() {
                if index > 0, !separator.isEmpty { result.append(separator) }
                result += parts(of: piece)
            }
            return result
        default: return [nil]
        }
    }

    /// Whether `value` is the literal parts in order with any text where a part is computed
    /// (compared as bytes, as tables' keys are). Between computed parts, each literal is taken
    /// at the leftmost place it fits (which decides for a pattern of literals and wildcards),
    /// so the time grows with the lengths alone, whatever the code writes.
    static func fits(_ value: String, parts: [String?]) -> Bool {
        // The literals between computed parts: `CAT_\(x)` is ["CAT_", ""].
        var segments: [[UInt8]] = [[]]
        for part in parts {
            if let part { segments[segments.count - 1] += Array(part.utf8) } else { segments.append([]) }
        }
        let bytes = Array(value.utf8)
        guard segments.count > 1, let first = segments.first, let last = segments.last else { return segments.first == bytes }
        guard bytes.count >= first.count + last.count, bytes.starts(with: first), bytes.reversed().starts(with: last.reversed()) else { return false }
        var position = first.count
        let end = bytes.count - last.count
        for segment in segments.dropFirst().dropLast() {
            guard let found = firstIndex(of: segment, in: bytes[..<end], from: position) else { return false }
            position = found + segment.count
        }
        return true
    }

    private static func firstIndex(of needle: [UInt8], in bytes: ArraySlice<UInt8>, from start: Int) -> Int? {
        guard !needle.isEmpty else { return start }
        var candidate = start
        while candidate + needle.count <= bytes.endIndex {
            if bytes[candidate..<(candidate + needle.count)].elementsEqual(needle) { return candidate }
            candidate += 1
        }
        return nil
    }
}
