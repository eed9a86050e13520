import Dispatch
import Foundation

/// Results written by concurrent iterations, each to its own slot.
private final class Slots<T>: @unchecked Sendable {
    private var values: [T?]
    private let lock = NSLock()

    init(count: Int) { values = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ value: T) {
        lock.lock()
        values[index] = value
        lock.unlock()
    }

    func collect() -> [T?] { values }
}

extension Array where Element: Sendable {
    /// `map` spread over the machine's cores; results keep the input order, so output stays
    /// deterministic.
    func parallelMap<T>(_ transform: @Sendable (Element) -> T) -> [T] {
        if count < 2 { return map(transform) }
        let slots = Slots<T>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, transform(self[index]))
        }
        // Every slot is set once concurrentPerform returns.
        return slots.collect().compactMap { $0 }
    }

    /// `map` spread over the machine's cores; results keep the input order, so output stays
    /// deterministic. The first error thrown (by input order) is rethrown.
    func parallelMap<T>(_ transform: @Sendable (Element) throws -> T) throws -> [T] {
        if count < 2 { return try map(transform) }
        let slots = Slots<Result<T, Error>>(count: count)
        DispatchQueue.concurrentPerform(iterations: count) { index in
            slots.set(index, Result { try transform(self[index]) })
        }
        return try slots.collect().map { slot in
            guard let slot else { throw InputError("internal error: a parallel task produced no result", file: "hark") }
            return try slot.get()
        }
    }
}
