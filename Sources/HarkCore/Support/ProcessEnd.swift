import Foundation

/// What a command still holds when the process is about to end. Freeing a run's model,
/// tables and findings object by object took a tenth of a large audit's instructions, all of it
/// wasted when the process exits right after (compilers skip it the same way). The `hark`
/// executable asks for this; a command run in-process (the tests) frees as usual, or every run
/// would stay in memory.
enum ProcessEnd {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var exitsAfterCommand = false
    nonisolated(unsafe) private static var kept: [Any] = []

    /// Said once, by the executable, before any command runs.
    static func commandIsFollowedByExit() {
        lock.withLock { exitsAfterCommand = true }
    }

    /// Keeps `value` alive until the process ends, when it is followed by an exit; else lets it
    /// go. Call it last, with values nothing will read again.
    static func leave(_ value: Any) {
        lock.withLock {
            if exitsAfterCommand { kept.append(value) }
        }
    }
}
