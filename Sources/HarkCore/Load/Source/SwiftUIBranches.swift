/// The branches of `if`/`else` chains and `switch` statements that hold a place in a view's
/// code: views in different branches of one chain are never on screen together (Nostur's
/// `ContactFeedSettings`, whose "Pin on tab bar" toggle is written once for a list of its own
/// and once, in the `else` branch, for a feed of contacts).
struct SwiftUIBranches {
    let source: SourceFile
    /// The file's path as places in it are reported: it names the chains.
    let file: String
    /// Each block's statements, split once for all the places in it.
    private var statementsByBlock: [Int: [Range<Int>]] = [:]

    init(source: SourceFile, file: String) {
        self.source = source
        self.file = file
    }

    /// The branches around `index`, innermost first, given its enclosing groups (`groups`,
    /// innermost first, as `SourceFile.enclosingGroups(of:)` gives them).
    mutating func around(_ index: Int, groups: [Int]) -> [ExclusiveBranch] {
        var branches: [ExclusiveBranch] = []
        for (position, group) in groups.enumerated() where source.kind(group) == .openBrace {
            guard let block = source.enclosingGroup(of: group), source.kind(block) == .openBrace,
                  let statement = statement(holding: group, in: block) else { continue }
            let chain = statement.lowerBound
            let branch: Int
            if source.isIdentifier(chain, "if") {
                // The bodies of `if … { } else if … { } else { }` are the chain's braces that sit
                // directly in the block (a closure in a condition is inside parentheses).
                branch = topLevel(from: chain, to: group).filter { source.kind($0) == .openBrace }.count
            } else if source.isIdentifier(chain, "switch"), statement.upperBound == min(source.partner(group) + 1, source.count) {
                // The labels (`case …:`, `default:`) of the switch's body before the place.
                let inner = position == 0 ? index : groups[position - 1]
                let labels = topLevel(from: group + 1, to: inner).filter { source.isIdentifier($0, "case") || source.isIdentifier($0, "default") }
                guard !labels.isEmpty else { continue }
                branch = labels.count - 1
            } else {
                continue
            }
            let location = source.location(chain)
            branches.append(ExclusiveBranch(chain: "\(file):\(location.line):\(location.column)", branch: branch))
        }
        return branches
    }

    /// The statement of the block opening at `block` that holds `index`.
    private mutating func statement(holding index: Int, in block: Int) -> Range<Int>? {
        let statements = statementsByBlock[block] ?? source.statements(in: (block + 1)..<min(source.partner(block), source.count))
        statementsByBlock[block] = statements
        // Statements come in order: the last one starting at or before `index`.
        var low = 0, high = statements.count
        while low < high {
            let middle = (low + high) / 2
            if statements[middle].lowerBound <= index { low = middle + 1 } else { high = middle }
        }
        guard low > 0, statements[low - 1].contains(index) else { return nil }
        return statements[low - 1]
    }

    /// The tokens from `start` up to `end` that are not inside a group opened in between (each
    /// group's opener is one of them).
    private func topLevel(from start: Int, to end: Int) -> [Int] {
        var found: [Int] = []
        var index = start
        while index < end {
            found.append(index)
            index = source.skip(index)
        }
        return found
    }
}
