/// Titles and their subtitles among a cell's labels. A subtitle is a label right below another
/// one, in the same column: the next label of a vertical stack view of labels, a label whose top
/// a constraint ties to another's bottom (or its first baseline to the other's last), or one
/// whose frame starts at most 8 points below another's and at the same leading edge. The title
/// of a block is its topmost label: the setting's name, which the switch is named by.
struct LabelBlocks {
    /// Each subtitle's label above it.
    private var above: [XMLElement: XMLElement] = [:]
    private let labels: [XMLElement]

    /// The largest gap, in points, between a title's frame and its subtitle's.
    static let maximumGap = 8.0

    init(labels: [XMLElement], constraints: [LayoutConstraint], frame: (XMLElement) -> Frame?) {
        self.labels = labels
        let byID = Dictionary(labels.compactMap { label in label["id"].map { ($0, label) } }, uniquingKeysWith: { first, _ in first })
        for label in labels {
            if let upper = LabelBlocks.previousInVerticalStack(label, among: labels) {
                above[label] = upper
            }
        }
        for constraint in constraints {
            // lower.top = upper.bottom (either way round), or lower.firstBaseline = upper.lastBaseline.
            let stacked: (lower: String?, upper: String?)?
            switch (constraint.firstAttribute, constraint.secondAttribute) {
            case ("top", "bottom"), ("firstBaseline", "lastBaseline"), ("firstBaseline", "baseline"):
                stacked = (constraint.first, constraint.second)
            case ("bottom", "top"), ("lastBaseline", "firstBaseline"), ("baseline", "firstBaseline"):
                stacked = (constraint.second, constraint.first)
            default:
                stacked = nil
            }
            guard let stacked, let lowerID = stacked.lower, let upperID = stacked.upper,
                  let lower = byID[lowerID], let upper = byID[upperID], lower != upper,
                  above[lower] == nil else { continue }
            above[lower] = upper
        }
        for lower in labels where above[lower] == nil {
            guard let l = frame(lower) else { continue }
            let upper = labels.filter { candidate in
                guard candidate != lower, let u = frame(candidate) else { return false }
                let gap = l.y - (u.y + u.height)
                return gap >= -1 && gap <= LabelBlocks.maximumGap && abs(l.x - u.x) <= 2
            }.min { (frame($0)?.y ?? 0) > (frame($1)?.y ?? 0) }
            if let upper { above[lower] = upper }
        }
    }

    /// The label a stack view arranges right before `label`, when the stack is vertical and
    /// arranges labels only.
    private static func previousInVerticalStack(_ label: XMLElement, among labels: [XMLElement]) -> XMLElement? {
        guard let subviews = label.parent, subviews.name == "subviews", let stack = subviews.parent,
              stack.name == "stackView", stack["axis"] == "vertical" else { return nil }
        let arranged = subviews.children.filter { $0.child("rect", key: "frame") != nil || $0.name == "label" }
        guard arranged.allSatisfy({ $0.name == "label" }), let index = arranged.firstIndex(where: { $0 == label }), index > 0 else { return nil }
        let previous = arranged[index - 1]
        return labels.contains { $0 == previous } ? previous : nil
    }

    /// The topmost label of the block `label` belongs to (the label itself when it is no
    /// subtitle).
    func title(of label: XMLElement) -> XMLElement {
        title(of: label, climbingWhile: { _, _ in true })
    }

    /// The topmost label of `label`'s block that `accepts` (asked of each label above and the
    /// one below it) lets it climb to: the block's title, or the label below the first refused.
    func title(of label: XMLElement, climbingWhile accepts: (_ upper: XMLElement, _ lower: XMLElement) -> Bool) -> XMLElement {
        var current = label
        var seen: Set<XMLElement> = [label]
        while let upper = above[current], seen.insert(upper).inserted, accepts(upper, current) {
            current = upper
        }
        return current
    }

    /// The labels of the block whose title is `title`.
    func members(of title: XMLElement) -> [XMLElement] {
        labels.filter { self.title(of: $0) == title }
    }

    /// The blocks' titles, in document order.
    func titles(of labels: [XMLElement]) -> [XMLElement] {
        labels.filter { above[$0] == nil || title(of: $0) == $0 }
    }
}
