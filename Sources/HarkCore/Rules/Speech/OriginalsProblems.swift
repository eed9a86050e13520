/// A kind of style problem (a role word, a missing full stop), its words aside.
protocol StyleProblem {
    /// One bit per kind.
    var kind: UInt8 { get }
}

/// A translation's style problem that the development language's text has too is the
/// original's: translators keep its form ("LED-Blitz Schalter" for "LED Flash switch", VLC's
/// hint without a full stop in 51 languages). It is reported once, on the original, and left
/// out of each translation's finding, which keeps the problems of the translation's own.
/// `hint-style` and `label-style` judge their texts so.
struct OriginalsProblems {
    /// Each item's kinds of problem in the development language; nil while that language itself
    /// is judged, or when it is not audited.
    private let kinds: [UInt8]?
    /// Whether the development language is being judged: only then does `record` hear.
    let judgesOriginal: Bool

    private init(kinds: [UInt8]?, judgesOriginal: Bool = false) {
        self.kinds = kinds
        self.judgesOriginal = judgesOriginal
    }

    /// `problems` without those of a kind the original has at `index`.
    func own<Problem: StyleProblem>(_ problems: [Problem], at index: Int) -> [Problem] {
        guard let kinds, kinds[index] != 0 else { return problems }
        return problems.filter { kinds[index] & $0.kind == 0 }
    }

    /// The kinds among `problems`, for `record`.
    static func kinds<Problem: StyleProblem>(of problems: [Problem]) -> UInt8 {
        problems.reduce(0) { $0 | $1.kind }
    }

    /// Runs `judge` in the development language first, whose `record` hears each item's kinds
    /// of problem by its index, then in every other audited locale.
    static func judge(_ context: AuditContext, items count: Int,
                      _ judge: (Announcer, OriginalsProblems, _ record: (Int, UInt8) -> Void) -> Void) {
        let development = context.announcers[context.unit.developmentLanguage]
        var kinds: [UInt8]? = nil
        if let development {
            var found = [UInt8](repeating: 0, count: count)
            judge(development, OriginalsProblems(kinds: nil, judgesOriginal: true)) { found[$0] = $1 }
            kinds = found
        }
        for announcer in context.localeAnnouncers where announcer !== development {
            judge(announcer, OriginalsProblems(kinds: kinds)) { _, _ in }
        }
    }
}
