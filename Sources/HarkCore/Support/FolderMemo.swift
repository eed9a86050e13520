import Foundation

/// Answers about a folder found once for the whole run and shared by the readers' threads (a
/// project's code assignments, the project folder above a storyboard, an `.xcodeproj` read).
/// Found under the lock, so that two threads never read the same project twice.
final class FolderMemo<Value: Sendable>: @unchecked Sendable {
    private var answers: [String: Value] = [:]
    private let lock = NSLock()

    func value(for folder: String, _ find: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let known = answers[folder] { return known }
        let found = find()
        answers[folder] = found
        return found
    }
}
