/// A computed property of an enum that answers with `switch self`, one branch per case
/// (Metatext's `NotificationType.localizedStringKey`: `case .reblog: return "…reblog"`). Asked
/// of one case written out (`NotificationType.reblog.localizedStringKey`), its value is that
/// case's branch, not every branch.
enum SwitchSelfBranches {
    /// The tokens of the branch `caseName` takes in the `switch self` that `value` is (past
    /// its `return`); the `default:` branch when no pattern names the case. Nil when `value`
    /// is no such switch, or a pattern binds or compares more than a case's name.
    static func branch(in value: Range<Int>, of source: SourceFile, forCase caseName: String) -> Range<Int>? {
        var start = value.lowerBound
        if source.isIdentifier(start, "return") { start += 1 }
        guard source.isIdentifier(start, "switch"), source.isIdentifier(start + 1, "self"), source.kind(start + 2) == .openBrace else {
            return nil
        }
        let close = min(source.partner(start + 2), source.count)
        // Each label (`case .a, .b:` or `default:`) and where its statements start.
        var labels: [(names: [String]?, body: Int, label: Int)] = []
        var index = start + 3
        while index < close {
            if source.isIdentifier(index, "case") {
                var names: [String] = []
                var cursor = index + 1
                while cursor < close, source.kind(cursor) == .dot, source.kind(cursor + 1) == .identifier {
                    names.append(source.text(cursor + 1))
                    cursor += 2
                    guard source.kind(cursor) == .comma else { break }
                    cursor += 1
                }
                guard source.kind(cursor) == .colon else { return nil }
                labels.append((names, cursor + 1, index))
                index = cursor + 1
                continue
            }
            if source.isIdentifier(index, "default"), source.kind(index + 1) == .colon {
                labels.append((nil, index + 2, index))
                index += 2
                continue
            }
            index = source.skip(index)
        }
        guard let chosen = labels.firstIndex(where: { $0.names?.contains(caseName) == true }) ?? labels.firstIndex(where: { $0.names == nil })
        else { return nil }
        let end = chosen + 1 < labels.count ? labels[chosen + 1].label : close
        var body = labels[chosen].body
        if source.isIdentifier(body, "return") { body += 1 }
        return body < end ? body..<end : nil
    }
}
