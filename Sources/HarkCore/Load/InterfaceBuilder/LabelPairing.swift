/// Decides which label belongs to which switch. Real cells put them side by side with no
/// explicit link, tied only by Auto Layout constraints, so pairs come from (best first):
/// a horizontal constraint between the two (leading/trailing, with its constant as the
/// spacing), a vertical alignment constraint (baselines or centers), then frames (a label on
/// the switch's row, closest to it), and finally a cell's only label for its only switch.
///
/// Two rules keep the name right on real cells:
/// - a cell with a title and a subtitle below it is named by its title, even when the
///   constraint runs from the switch to the subtitle (`LabelBlocks`), unless the title is on
///   another row than the switch;
/// - a label on another row than the switch (no vertical overlap at all, in the cell's
///   coordinates) is never its name, whatever the constraints or the cell's label count say.
struct LabelPairing {
    struct Pair {
        let label: XMLElement
        /// Baseline-aligned by a constraint? nil when no vertical constraint ties them.
        let baselineAligned: Bool?
        /// The distance between the label and the switch, when a constraint fixes it: an
        /// equality (a `≥` or `≤` constant is a minimum or a maximum, not the distance). Frames
        /// only show where the layout put the label on one device, often far from the switch
        /// by design.
        let spacing: Double?
        /// Whether the label fills the row: its far edge is held too (at the row's leading
        /// edge, the switch at the trailing one), or its width is fixed. Its text then sits at
        /// one end, and `spacing` is not how far the text is from the switch.
        var fillsRow: Bool? = nil
        /// How far the label's alignment line sits below the switch's (negative: above), as
        /// the constraint aligning them says; nil when no constraint aligns them.
        var verticalOffset: Double? = nil
    }

    private let container: XMLElement
    private let constraints: [LayoutConstraint]
    /// Frames already worked out (the switch's is asked for beside every label, each from
    /// every view around it); a pairing lives for one container, on one thread.
    private let knownFrames = FrameMemo()

    private final class FrameMemo {
        var frames: [XMLElement: Frame?] = [:]
    }

    /// `container` is the cell (or view) whose descendants hold the switches and labels.
    init(container: XMLElement) {
        self.init(container: container, constraints: container.descendants("constraint"))
    }

    /// The same, with the container's `<constraint>` elements already gathered (in document order).
    init(container: XMLElement, constraints: [XMLElement]) {
        self.container = container
        self.constraints = constraints.map(LayoutConstraint.init)
    }

    /// Edges facing each other when two views sit side by side (either order, either direction).
    private static let facingEdges: Set<[String]> = [["leading", "trailing"], ["trailing", "leading"], ["left", "right"], ["right", "left"]]
    private static let baselines: Set<String> = ["baseline", "firstBaseline", "lastBaseline"]
    private static let rowEdges: Set<String> = ["top", "bottom"]
    // Built once: as literals in the functions below they were built for every label and switch.
    private static let verticalAttributes: Set<String> = ["baseline", "firstBaseline", "lastBaseline", "centerY", "top", "bottom"]
    private static let leadingEdges: Set<String> = ["leading", "leadingMargin", "left", "leftMargin"]
    private static let trailingEdges: Set<String> = ["trailing", "trailingMargin", "right", "rightMargin"]

    /// The ids a constraint may use to tie a label: its own, and those of the views around it
    /// below the switch's superview (a stack view of title and subtitle, say).
    private func ids(of label: XMLElement, below top: XMLElement?) -> Set<String> {
        var ids: Set<String> = []
        var current: XMLElement? = label
        while let node = current, node != top {
            if let id = node["id"], node.name != "subviews" { ids.insert(id) }
            current = node.parent
        }
        return ids
    }

    private struct Candidate {
        let score: Int
        let distance: Double
        let order: Int
        let switchElement: XMLElement
        let pair: Pair
    }

    /// More switch-label pairs than any settings cell has (a cell holds a few switches and a
    /// dozen labels at most): beyond it, `directPairs` keeps the work linear in the file.
    static let maximumPairs = 128

    /// Pairs every switch with at most one label, each label used once.
    func pairs(switches: [XMLElement], labels: [XMLElement]) -> [XMLElement: Pair] {
        guard switches.count * labels.count <= LabelPairing.maximumPairs else { return directPairs(switches: switches, labels: labels) }
        let blocks = LabelBlocks(labels: labels, constraints: constraints, frame: absoluteFrame)
        var candidates: [Candidate] = []
        for control in switches {
            guard let switchID = control["id"] else { continue }
            for (order, label) in labels.enumerated() {
                guard label["id"] != nil else { continue }
                let labelIDs = ids(of: label, below: control.parent)
                let linking = constraints.filter {
                    ($0.first == switchID && $0.second.map(labelIDs.contains) == true)
                        || ($0.first.map(labelIDs.contains) == true && $0.second == switchID)
                }
                let sideBySide = linking.first { LabelPairing.facingEdges.contains([$0.firstAttribute, $0.secondAttribute]) }
                let baseline = linking.contains { LabelPairing.baselines.contains($0.firstAttribute) && LabelPairing.baselines.contains($0.secondAttribute) }
                let centered = linking.contains { $0.firstAttribute == "centerY" && $0.secondAttribute == "centerY" }
                // A label the switch is aligned with is not named by a label above the switch's
                // row that is a row of its own: a heading (xDrip's screen title, 20 points over
                // "Snooze All") or another control's label (Seafile's "https://" before its
                // server field). A title just above its subtitle names the switch still (Siskin
                // IM's device name over the fingerprint the switch is centred on).
                let name = baseline || centered
                    ? blocks.title(of: label, climbingWhile: { upper, lower in
                        !isOnAnotherRow([upper], than: control) || !(isFarAbove(upper, lower) || labelsAnotherControl(upper, than: control))
                    })
                    : blocks.title(of: label)
                // A constraint that aligns them vertically puts them on one row whatever the
                // stored frames say (they may be out of date: Interface Builder's "misplaced").
                let alignedByConstraint = baseline || centered || linking.contains { LabelPairing.rowEdges.contains($0.firstAttribute) && $0.firstAttribute == $0.secondAttribute }
                guard alignedByConstraint || !isOnAnotherRow(blocks.members(of: name), than: control) else { continue }
                let frameGap = rowGap(label: label, control: control)
                var score = 0
                if sideBySide != nil { score += 4 }
                if baseline || centered { score += 2 }
                if frameGap != nil { score += 1 }
                guard score > 0 else { continue }
                let spacing = sideBySide.flatMap { $0.isEquality ? abs($0.constant) : nil }
                let filling = sideBySide.map { labelFillsRow(beside: $0, label: label, labelIDs: labelIDs, switchID: switchID) }
                // Alignment with a subtitle says nothing about the title's.
                let alignment = name != label ? nil : verticalAlignment(labelIDs: labelIDs, switchID: switchID, linking: linking)
                candidates.append(Candidate(score: score, distance: frameGap ?? .infinity, order: order, switchElement: control,
                                            pair: Pair(label: name, baselineAligned: alignment?.baseline, spacing: spacing,
                                                       fillsRow: filling, verticalOffset: alignment?.offset)))
            }
        }
        candidates.sort {
            if $0.score != $1.score { return $0.score > $1.score }
            if $0.distance != $1.distance { return $0.distance < $1.distance }
            return $0.order < $1.order
        }
        var result: [XMLElement: Pair] = [:]
        var usedLabels: Set<XMLElement> = []
        for candidate in candidates {
            let switchKey = candidate.switchElement
            let labelKey = candidate.pair.label
            guard result[switchKey] == nil, !usedLabels.contains(labelKey) else { continue }
            result[switchKey] = candidate.pair
            usedLabels.insert(labelKey)
        }
        // A cell's only label (or only title and subtitle) belongs to its only switch, whatever
        // the layout says, unless the frames put it on another row.
        let titles = blocks.titles(of: labels)
        if switches.count == 1, titles.count == 1, let only = switches.first, let title = titles.first, result[only] == nil,
           !isOnAnotherRow(blocks.members(of: title), than: only) {
            result[only] = Pair(label: title, baselineAligned: nil, spacing: nil)
        }
        return result
    }

    /// For a container of hundreds of switches and labels (no real cell, but a file can say
    /// anything): only constraints tying a switch to a label directly pair them, strongest tie
    /// first, in document order, and never a label on another row.
    private func directPairs(switches: [XMLElement], labels: [XMLElement]) -> [XMLElement: Pair] {
        var labelsByID: [String: XMLElement] = [:]
        for label in labels { if let id = label["id"], labelsByID[id] == nil { labelsByID[id] = label } }
        var switchesByID: [String: XMLElement] = [:]
        for control in switches { if let id = control["id"], switchesByID[id] == nil { switchesByID[id] = control } }
        var candidates: [(score: Int, order: Int, switchElement: XMLElement, pair: Pair)] = []
        for (order, constraint) in constraints.enumerated() {
            guard let first = constraint.first, let second = constraint.second else { continue }
            guard let (control, label) = switchesByID[first].flatMap({ s in labelsByID[second].map { (s, $0) } })
                    ?? switchesByID[second].flatMap({ s in labelsByID[first].map { (s, $0) } }) else { continue }
            let attributes = [constraint.firstAttribute, constraint.secondAttribute]
            let sideBySide = LabelPairing.facingEdges.contains(attributes)
            let baseline = attributes.allSatisfy(LabelPairing.baselines.contains)
            let centered = attributes == ["centerY", "centerY"]
            guard sideBySide || baseline || centered else { continue }
            // As in `pairs`: an alignment puts them on one row, a side-by-side constraint does
            // not (a `≥` spacing holds for a label on any row).
            guard !sideBySide || !isOnAnotherRow([label], than: control) else { continue }
            candidates.append((sideBySide ? 4 : 2, order, control,
                               Pair(label: label, baselineAligned: baseline ? true : (centered ? false : nil),
                                    spacing: sideBySide ? abs(constraint.constant) : nil)))
        }
        candidates.sort { $0.score != $1.score ? $0.score > $1.score : $0.order < $1.order }
        var result: [XMLElement: Pair] = [:]
        var usedLabels: Set<XMLElement> = []
        for candidate in candidates {
            let switchKey = candidate.switchElement
            guard result[switchKey] == nil, usedLabels.insert(candidate.pair.label).inserted else { continue }
            result[switchKey] = candidate.pair
        }
        return result
    }

    /// Whether a label beside the switch (tied to it by `constraint`) fills the row: an
    /// equality also holds its far edge to something other than the switch (the row's leading
    /// edge, an icon), or a constraint fixes its width. A label that hugs its text is held by
    /// neither.
    private func labelFillsRow(beside constraint: LayoutConstraint, label: XMLElement, labelIDs: Set<String>, switchID: String) -> Bool {
        // The label's edge facing the switch, and so its far edge.
        let labelAttribute = constraint.first.map(labelIDs.contains) == true ? constraint.firstAttribute : constraint.secondAttribute
        let farEdges = labelAttribute == "trailing" || labelAttribute == "right" ? LabelPairing.leadingEdges : LabelPairing.trailingEdges
        let holdsFarEdge = constraints.contains { other in
            guard other.isEquality else { return false }
            if other.first.map(labelIDs.contains) == true, farEdges.contains(other.firstAttribute) { return other.second != switchID }
            if other.second.map(labelIDs.contains) == true, farEdges.contains(other.secondAttribute) { return other.first != switchID }
            return false
        }
        let fixedWidth = label.child("constraints")?.children("constraint").contains {
            $0["firstAttribute"] == "width" && $0["secondItem"] == nil && $0["relation"] == nil
        } == true
        return holdsFarEdge || fixedWidth
    }

    /// How a constraint aligns the label with the switch vertically: baselines, centers, tops
    /// or bottoms tied to each other, or both centered on the same view (a cell's content
    /// view). The offset is the constraint's constant, as the label's distance below the switch.
    private func verticalAlignment(labelIDs: Set<String>, switchID: String, linking: [LayoutConstraint]) -> (baseline: Bool, offset: Double)? {
        for constraint in linking where constraint.isEquality && LabelPairing.verticalAttributes.contains(constraint.firstAttribute) {
            let sameKind = constraint.firstAttribute == constraint.secondAttribute
                || (LabelPairing.baselines.contains(constraint.firstAttribute) && LabelPairing.baselines.contains(constraint.secondAttribute))
            guard sameKind else { continue }
            let labelFirst = constraint.first.map(labelIDs.contains) == true
            let offset = labelFirst ? constraint.constant : -constraint.constant
            return (LabelPairing.baselines.contains(constraint.firstAttribute), offset + 0)
        }
        // Both centered on one view: label.centerY = view.centerY + a, switch.centerY = view.centerY + b.
        func centering(_ isView: (String?) -> Bool) -> [String: Double] {
            var result: [String: Double] = [:]
            for constraint in constraints where constraint.isEquality && constraint.firstAttribute == "centerY" && constraint.secondAttribute == "centerY" {
                let first = constraint.first ?? constraint.owner
                if isView(first), let second = constraint.second { result[second] = constraint.constant }
                if isView(constraint.second), let first { result[first] = -constraint.constant }
            }
            return result
        }
        let labelCenters = centering { $0.map(labelIDs.contains) == true }
        let switchCenters = centering { $0 == switchID }
        for (view, labelOffset) in labelCenters.sorted(by: { $0.key < $1.key }) where !labelIDs.contains(view) && view != switchID {
            if let switchOffset = switchCenters[view] { return (false, labelOffset - switchOffset + 0) }
        }
        return nil
    }

    /// Whether the frames put a block of labels wholly above or below the switch: none of them
    /// overlaps the switch's height. Unknown frames prove nothing.
    private func isOnAnotherRow(_ members: [XMLElement], than control: XMLElement) -> Bool {
        guard let s = absoluteFrame(control), !LabelPairing.isMisplaced(control),
              !members.contains(where: LabelPairing.isMisplaced) else { return false }
        let frames = members.compactMap(absoluteFrame)
        guard !frames.isEmpty, frames.count == members.count else { return false }
        return frames.allSatisfy { $0.y >= s.y + s.height || $0.y + $0.height <= s.y }
    }

    /// Whether `upper` ends more than `LabelBlocks.maximumGap` above `lower`, by their frames:
    /// not a title over its subtitle.
    private func isFarAbove(_ upper: XMLElement, _ lower: XMLElement) -> Bool {
        guard let u = absoluteFrame(upper), let l = absoluteFrame(lower) else { return false }
        return l.y - (u.y + u.height) > LabelBlocks.maximumGap
    }

    /// Whether a constraint aligns `label` vertically (centres or baselines) with a control
    /// other than `control`: that control's label, on that control's row.
    private func labelsAnotherControl(_ label: XMLElement, than control: XMLElement) -> Bool {
        guard let id = label["id"] else { return false }
        var partners: Set<String> = []
        for constraint in constraints where constraint.firstAttribute == constraint.secondAttribute
            && (constraint.firstAttribute == "centerY" || LabelPairing.baselines.contains(constraint.firstAttribute)) {
            if constraint.first == id, let other = constraint.second { partners.insert(other) }
            if constraint.second == id, let other = constraint.first { partners.insert(other) }
        }
        partners.remove(control["id"] ?? "")
        guard !partners.isEmpty else { return false }
        var found = false
        container.forEachDescendant { element in
            if !found, LabelPairing.controls.contains(element.name), let other = element["id"], partners.contains(other) { found = true }
        }
        return found
    }

    /// Interface Builder's elements for controls a label may name.
    private static let controls: Set<String> = ["textField", "button", "switch", "slider", "segmentedControl", "stepper", "textView"]

    /// The horizontal gap when the label sits on the switch's row (their vertical centers
    /// within each other's height) beside it; nil otherwise. Frames are compared in the
    /// container's coordinates (a label in a stack view is offset by the stack's origin).
    func rowGap(label: XMLElement, control: XMLElement) -> Double? {
        guard let l = absoluteFrame(label), let s = absoluteFrame(control) else { return nil }
        let labelCenter = l.y + l.height / 2, switchCenter = s.y + s.height / 2
        guard abs(labelCenter - switchCenter) <= max(l.height, s.height) / 2 else { return nil }
        if l.x + l.width <= s.x + 0.5 { return s.x - (l.x + l.width) }
        if s.x + s.width <= l.x + 0.5 { return l.x - (s.x + s.width) }
        return nil
    }

    /// An element's frame in the container's coordinates: its own frame moved by the origin of
    /// every view around it below the container. Nil when a frame is missing on the way.
    func absoluteFrame(_ element: XMLElement) -> Frame? {
        if let known = knownFrames.frames[element] { return known }
        let frame = frameInContainer(element)
        knownFrames.frames[element] = .some(frame)
        return frame
    }

    private func frameInContainer(_ element: XMLElement) -> Frame? {
        guard var result = LabelPairing.frame(element) else { return nil }
        var current = element.parent
        while let node = current, node != container {
            if node.name != "subviews" {
                // Views without a frame of their own (a cell's content view seen from a XIB's
                // objects) leave the coordinates as they are.
                if let origin = LabelPairing.frame(node) {
                    result.x += origin.x
                    result.y += origin.y
                }
            }
            current = node.parent
        }
        return result
    }

    /// Interface Builder marks a view whose stored frame its constraints no longer give.
    static func isMisplaced(_ element: XMLElement) -> Bool {
        element["misplaced"] == "YES" || element["ambiguous"] == "YES"
    }

    static func frame(_ element: XMLElement) -> Frame? {
        guard let rect = element.child("rect", key: "frame"),
              let x = rect["x"].flatMap(DecimalParsing.double), let y = rect["y"].flatMap(DecimalParsing.double),
              let width = rect["width"].flatMap(DecimalParsing.double),
              let height = rect["height"].flatMap(DecimalParsing.double) else { return nil }
        return Frame(x: x, y: y, width: width, height: height)
    }
}

/// One Auto Layout constraint of a document, as the pairing reads it.
struct LayoutConstraint {
    let first: String?
    let firstAttribute: String
    let second: String?
    let secondAttribute: String
    let constant: Double
    /// `greaterThanOrEqual` or `lessThanOrEqual`; nil for an equality (Interface Builder omits it).
    let relation: String?
    /// The view whose `<constraints>` hold the constraint: the first item when none is named.
    let owner: String?

    init(_ element: XMLElement) {
        first = element["firstItem"]
        firstAttribute = element["firstAttribute"] ?? ""
        second = element["secondItem"]
        secondAttribute = element["secondAttribute"] ?? ""
        constant = element["constant"].flatMap(DecimalParsing.double) ?? 0
        relation = element["relation"]
        owner = element.parent?.parent?["id"]
    }

    var isEquality: Bool { relation == nil || relation == "equal" }
}
