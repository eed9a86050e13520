/// How much more the evaluations of one file's texts may read, and whether one was cut short.
///
/// Depth bounds how deep an evaluation goes, and ends cycles (`a = b`, `b = a`), but not how
/// much it does: `let b = a + a + a`, `let c = b + b + b`, … is 3^12 evaluations twelve levels
/// down, and a `+` may have thousands of operands, so a file of 200 bytes could keep Hark busy
/// for ever. Each file's evaluations therefore share a budget of tokens read, in proportion to
/// the file, which real files use a small part of; beyond it, what remains is code Hark does not
/// evaluate (`<expression>`). A file's budget is spent by the one thread that reads that file,
/// in the file's order, so a cut falls at the same place on every run.
///
/// In eight public apps (7,300 Swift files) the most any file spent was 158,000 tokens (a theme
/// file of 5,300 tokens), and the most per token of its own 32 (a 600-token file that spent
/// 19,000): the budget is six times the one and twice the other.
final class EvaluationBudget: @unchecked Sendable {
    /// What every file may read, however small: a few lines may use the project's whole
    /// SwiftGen file.
    static let base = 1_000_000
    /// What each token of the file adds.
    static let perToken = 64

    private(set) var remaining: Int
    /// Whether an evaluation met a limit (of depth or of this budget) since it was last
    /// cleared: the value it gave is then not the whole value, and is not kept for reuse.
    var wasCut = false

    init(tokens: Int) {
        remaining = EvaluationBudget.base + EvaluationBudget.perToken * tokens
    }

    /// Whether the budget ran out: every evaluation under way then, or started since, is cut.
    private(set) var isSpent = false

    /// Takes `tokens` from the budget if it has them; else the evaluation is cut, and so is
    /// every later one.
    func spend(_ tokens: Int) -> Bool {
        guard !isSpent, tokens <= remaining else {
            isSpent = true
            wasCut = true
            return false
        }
        remaining -= tokens
        return true
    }

    /// Runs `evaluate` and says whether it met a limit, keeping the record of earlier cuts.
    func whole<T>(_ evaluate: () -> T) -> (value: T, isWhole: Bool) {
        let wasCutBefore = wasCut
        wasCut = false
        let value = evaluate()
        let isWhole = !wasCut
        wasCut = wasCut || wasCutBefore
        return (value, isWhole)
    }
}

/// Where an evaluation is: how many levels down, and the budget of the file being read.
struct EvaluationDepth {
    let level: Int
    let budget: EvaluationBudget

    static func + (depth: EvaluationDepth, levels: Int) -> EvaluationDepth {
        EvaluationDepth(level: depth.level + levels, budget: depth.budget)
    }

    /// Whether the evaluation may go on at this level, reading `tokens` more; if not, it is cut.
    func allows(below maximum: Int, reading tokens: Int) -> Bool {
        guard level < maximum else {
            budget.wasCut = true
            return false
        }
        return budget.spend(tokens)
    }
}

extension TextEvaluator {
    /// A text Hark keeps as its parts: one of thousands of parts is generated code or an attack
    /// (every rule reads each part), and one whose evaluation ran out of budget is incomplete.
    func bounded(_ value: LocalizedText, of range: Range<Int>, in file: Int, depth: EvaluationDepth) -> LocalizedText {
        guard !depth.budget.isSpent, value.size(upTo: TextEvaluator.maximumParts + 1) <= TextEvaluator.maximumParts else {
            depth.budget.wasCut = true
            return expression(trimmed(range, in: files[file]), in: file)
        }
        return value
    }

    static let maximumParts = 512
}

extension LocalizedText {
    /// How many texts this one is made of, itself included, counted up to `limit` (a text may
    /// share its parts with others, and be far larger written out than held).
    func size(upTo limit: Int) -> Int {
        var count = 0
        var pending = [self]
        while count < limit, let text = pending.popLast() {
            count += 1
            switch text {
            case .key, .literal, .expression: break
            case .joined(let parts, _, _), .oneOf(let parts, _): pending += parts
            case .format(let format, let arguments, _): pending += [format] + arguments
            case .verbatim(let text, _), .designTime(let text, _): pending.append(text)
            }
        }
        return count
    }
}
